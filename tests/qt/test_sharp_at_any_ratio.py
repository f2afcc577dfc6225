"""Cards as sharp on a high-DPI screen, 1.5 as well as 2, as on an ordinary one.

The table is painted here into pictures of the screen's pixel ratio, as Qt
paints the window on such a screen (QT_SCALE_FACTOR=1.5 gives the same).
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from acesup_qt.engine.cards import parse_card
from acesup_qt.scene.card_art import CardArt, index_corners, shadow_margin
from acesup_qt.scene.card_item import CardItem

FELT = QColor("#205030")


def _table(dpr: float, item: QGraphicsItem) -> QImage:
    """A bit of felt with ``item`` on it, as a screen of ``dpr`` shows it."""
    scene = QGraphicsScene(0, 0, 200, 250)
    scene.addItem(item)
    image = QImage(round(200 * dpr), round(250 * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(FELT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)  # as the table's view does
    scene.render(painter, QRectF(0, 0, 200, 250), QRectF(0, 0, 200, 250))
    painter.end()
    scene.removeItem(item)
    return image


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("width", [110, 111])
@pytest.mark.parametrize("x", [10.0, 10.4])
def test_a_covered_card_shows_its_top_exactly_as_when_uncovered(qapp, dpr, width, x):
    # At 1.5 an odd card width is a fraction of a pixel off the picture's width:
    # the strip of a covered card was squeezed into it and drawn a pixel to the
    # side of the card that covers it, its index resampled.
    item = CardItem(parse_card("TC"), CardArt())
    item.set_size(width, round(width * 1.4))
    item.set_face_up(True)
    item.setPos(x, 10)
    whole = _table(dpr, item)
    item.set_strip(40.0)
    covered = _table(dpr, item)
    strip = (0, 0, whole.width(), int((10 + 38) * dpr))
    assert covered.copy(*strip) == whole.copy(*strip)


def _blurred(image: QImage, area: QRectF) -> int:
    """How many pixels in ``area`` (in pixels) are neither ink nor paper: its ink's blur."""
    count = 0
    for y in range(int(area.top()), int(area.bottom())):
        for x in range(int(area.left()), int(area.right())):
            colour = image.pixelColor(x, y)
            if colour.alpha() == 255 and 70 < colour.lightness() < 190:
                count += 1
    return count


@pytest.mark.parametrize("dpr", [1.0, 1.5])
@pytest.mark.parametrize("code", ["4C", "TS", "8C", "KS"])
def test_the_card_on_the_discard_heap_is_as_sharp_as_a_straight_one(qapp, dpr, code):
    # The heap's top card is turned a few degrees. Turning its straight picture
    # resampled every pixel and blurred the index a player reads there.
    card, width, height, angle = parse_card(code), 110, 154, -3.2
    art = CardArt()
    margin = shadow_margin(width)
    corner, _ = index_corners(QRectF(margin, margin, width, height))
    straight = art.pixmap(card, width, height, dpr).toImage()
    turned = art.tilted(card, width, height, dpr, angle).toImage()
    # The same corner in the turned picture: the card's middle is the picture's.
    shift = (turned.width() - straight.width()) / 2, (turned.height() - straight.height()) / 2
    area = QRectF(corner.x() * dpr, corner.y() * dpr, corner.width() * dpr, corner.height() * dpr)
    sharp = _blurred(straight, area)
    turned_blur = _blurred(turned, area.translated(*shift).adjusted(-2, -2, 2, 2))
    # The straight index stands on whole pixels (``card_index``), which a turned one
    # cannot: painted turned it blurs up to 1.4 times as many pixels; the straight
    # picture turned, 1.6 to 1.9 times.
    assert turned_blur < sharp * 1.45


Shade = tuple[int, int]  # a pixel's opacity and lightness


def _outline_runs(picture: QImage) -> list[list[tuple[int, Shade]]]:
    """The outline's pixels across each edge of the card in ``picture`` (left, right,
    top, bottom), from outside in, each as (column or row, shade): the pixels the
    outline darkens beyond its shadow, and not plain paper."""
    middle_x, middle_y = picture.width() // 2, picture.height() // 2
    edges = (
        [(x, x, middle_y) for x in range(middle_x)],
        [(x, x, middle_y) for x in reversed(range(middle_x, picture.width()))],
        [(y, middle_x, y) for y in range(middle_y)],
        [(y, middle_x, y) for y in reversed(range(middle_y, picture.height()))],
    )
    runs = []
    for edge in edges:
        run = []
        for at, x, y in edge:
            colour = picture.pixelColor(x, y)
            if colour.alpha() > 100 and colour.lightness() < 220:  # a shadow's is 77 at most
                run.append((at, (colour.alpha(), colour.lightness())))
            elif run:
                break  # the paper, up to the card's face or pattern
        runs.append(run)
    return runs


def _look(run: list[tuple[int, Shade]]) -> tuple[Shade, ...]:
    return tuple(shade for _, shade in run)


def _alike(run: list[tuple[int, Shade]], look: tuple[Shade, ...]) -> bool:
    """The same pixels as ``look``, give or take the paper's shading from top to bottom."""
    return len(run) == len(look) and all(
        alpha == other_alpha and abs(grey - other_grey) < 8
        for (alpha, grey), (other_alpha, other_grey) in zip(_look(run), look, strict=True)
    )


# Pixels across the outline at each ratio: one at 100% and 150%, as at 100% (a
# pixel and a half rounds down), two at 200%. A big card's (150 wide) is a
# pixel and a quarter: one pixel at 100%, two at 150% and 200%.
RATIOS = (1.0, 1.5, 2.0)
THICK = {110: (1, 1, 2), 111: (1, 1, 2), 150: (1, 2, 2)}


@pytest.mark.parametrize("back", [False, True])
@pytest.mark.parametrize("width", THICK)
@pytest.mark.parametrize("dpr", RATIOS)
def test_a_cards_outline_is_one_even_line_at_any_ratio(qapp, back, width, dpr):
    # Laid half a pixel in, the outline fell between pixels at 1.5: a strong
    # column beside a faint one, and not the same on every edge.
    thick = THICK[width][RATIOS.index(dpr)]
    height = round(width * 1.4)
    art, card = CardArt(), None if back else parse_card("7H")
    runs = _outline_runs(art.pixmap(card, width, height, dpr).toImage())
    look = _look(runs[0])
    assert len(look) == thick, runs
    assert all(_alike(run, look) for run in runs), runs  # every edge alike
    if thick == 1:  # as a card at 100% has it
        ordinary = _outline_runs(art.pixmap(card, width, height, 1.0).toImage())
        assert _alike(ordinary[0], look), (ordinary, runs)
    # The card keeps its size: the outline's outer pixels lie on its edges, to a pixel.
    margin = shadow_margin(width)
    left, right, top, bottom = (run[0][0] for run in runs)
    assert abs(left - margin * dpr) <= 0.5
    assert abs(right + 1 - (margin + width) * dpr) <= 0.5
    assert abs(top - margin * dpr) <= 0.5
    assert abs(bottom + 1 - (margin + height) * dpr) <= 0.5


def _across(picture: QImage, at: int, length: int, reverse: bool, column: bool) -> list[QColor]:
    """The pixels from one edge of ``picture`` inwards, along row (or column) ``at``."""
    steps = reversed(range(length)) if reverse else range(length)
    return [picture.pixelColor(at, n) if column else picture.pixelColor(n, at) for n in steps]


def _near(colour: QColor, other: QColor) -> bool:
    return all(
        abs(a - b) <= 10 for a, b in zip(colour.getRgb()[:3], other.getRgb()[:3], strict=True)
    )


def _band(line: list[QColor], colour: QColor, before, after) -> int:
    """How many pixels of ``colour`` ``line`` has where it meets the first of them, with
    only pixels ``before`` accepts up to them and one ``after`` accepts after: no blend
    of the band's colour with either side (a band off the pixels' grid has those)."""
    start = next(n for n, pixel in enumerate(line) if _near(pixel, colour) or after(pixel))
    assert all(before(pixel) for pixel in line[start - 3 : start]), line[start - 3 : start + 6]
    end = start
    while _near(line[end], colour):
        end += 1
    assert after(line[end]), [pixel.name() for pixel in line[start - 3 : end + 3]]
    return end - start


PAPER = QColor("#fbf8f1")


@pytest.mark.parametrize("width", [93, 110, 111])
@pytest.mark.parametrize("dpr", RATIOS)
def test_the_backs_gold_border_is_sharp_at_any_ratio(qapp, width, dpr):
    from acesup_qt.scene.card_art import GOLD

    picture = CardArt().pixmap(None, width, round(width * 1.4), dpr).toImage()
    x, y = picture.width() // 2 + 2, picture.height() // 2 + 2  # beside the medallion's middle

    def field(pixel: QColor) -> bool:  # deep blue, its lattice lighter
        return pixel.blue() > pixel.red() + 30

    sides = [(y, picture.width(), False), (x, picture.height(), True)]
    bands = {
        _band(_across(picture, at, length, reverse, column), GOLD, lambda p: _near(p, PAPER), field)
        for at, length, column in sides
        for reverse in (False, True)
    }
    assert bands == {max(1, math.floor(width / 60 * dpr + 0.5))}  # every side alike


@pytest.mark.parametrize("dpr", RATIOS)
@pytest.mark.parametrize("x", [10.0, 10.4])
def test_the_glow_round_a_chosen_card_is_sharp_at_any_ratio(qapp, dpr, x):
    from acesup_qt.scene.card_item import GLOW_COLOURS

    item = CardItem(parse_card("7H"), CardArt())
    item.set_size(110, 154)
    item.set_face_up(True)
    item.set_glow("selected")
    item.setPos(x, 20.3)
    picture = _table(dpr, item)

    def felt(pixel: QColor) -> bool:  # and the card's shadow on it
        return pixel.green() > pixel.blue() + 15 and pixel.red() < 90

    def paper(pixel: QColor) -> bool:
        return min(pixel.getRgb()[:3]) > 225

    middle_y, middle_x = round((20.3 + 77) * dpr), round((x + 55) * dpr)
    glow = GLOW_COLOURS["selected"]
    thick = math.floor(110 / 28 * dpr + 0.5)
    assert _band(_across(picture, middle_y, picture.width(), False, False), glow, felt, paper) == (
        thick
    )
    assert _band(_across(picture, middle_x, picture.height(), False, True), glow, felt, paper) == (
        thick
    )
