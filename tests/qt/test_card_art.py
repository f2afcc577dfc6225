"""Card pictures: sharp at the screen's pixel ratio, cached, two colour schemes."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath

from acesup_qt.engine import Card
from acesup_qt.engine.cards import parse_card
from acesup_qt.scene.card_art import CardArt, index_corners, shadow_margin
from acesup_qt.scene.suits import suit_colour, suit_path


def test_a_card_is_painted_at_the_device_pixel_ratio(qapp):
    art = CardArt()
    pixmap = art.pixmap(12, 100, 140, 2.0)
    margin = shadow_margin(100)
    assert pixmap.width() == round((100 + 2 * margin) * 2)
    assert pixmap.devicePixelRatio() == 2.0
    assert art.pixmap(12, 100, 140, 2.0) is pixmap  # cached


def test_every_card_and_the_back_differ(qapp):
    art = CardArt()
    images = [art.pixmap(card, 60, 84, 1.0).toImage() for card in [*range(52), None]]
    pictures = {bytes(image.constBits()) for image in images}
    assert len(pictures) == 53


def test_the_four_colour_deck_inks_clubs_and_diamonds_apart():
    two = {suit_colour(s, False).name() for s in range(4)}
    four = {suit_colour(s, True).name() for s in range(4)}
    assert len(two) == 2
    assert len(four) == 4
    assert suit_colour(2, True) == QColor("#c8102e")


def test_switching_to_four_colours_repaints(qapp):
    art = CardArt()
    before = art.pixmap(1, 60, 84, 1.0).toImage()
    art.set_four_colour(True)
    assert art.pixmap(1, 60, 84, 1.0).toImage() != before


def _club_lobe_edge(angle_degrees: float, offset_pixels: float, size: float) -> QPointF:
    """A point ``offset_pixels`` outside (or inside, if negative) the club's top lobe."""
    angle = math.radians(angle_degrees)
    radius = 0.225 + offset_pixels / size
    return QPointF(radius * math.cos(angle), -0.25 - radius * math.sin(angle))


def test_a_big_club_is_round_and_whole(qapp):
    # On an ace the pip is about 100 pixels tall: its round lobe must stay round
    # there, within a pixel, not a polygon of straight sides.
    size = 100.0
    club = suit_path(0)
    for angle in range(0, 181, 5):
        assert club.contains(_club_lobe_edge(angle, -1.0, size)), angle
        assert not club.contains(_club_lobe_edge(angle, 1.0, size)), angle
    # Where the stem meets the lobes there is no gap of background.
    for x in (-0.04, -0.02, 0.02, 0.04):
        assert club.contains(QPointF(x, 0.115))


def test_the_heart_is_smooth(qapp):
    # A polygon heart has its corners on the curve and its flat sides inside it:
    # points just inside the true curve, between those corners, go missing.
    heart = suit_path(2)
    outline = QPainterPath()
    outline.moveTo(0, -0.24)
    outline.cubicTo(0.02, -0.50, 0.48, -0.56, 0.49, -0.17)
    for step in range(1, 20):
        point = outline.pointAtPercent(step / 20)
        inside = QPointF(point.x() * 0.99, -0.1 + (point.y() + 0.1) * 0.99)
        assert heart.contains(inside), step


def _ink_columns(card: Card, width: int) -> tuple[list[tuple[int, int]], tuple[int, int]]:
    """The corner index of ``card``: its runs of inked columns, left to right, and the
    first and last inked rows (dark pixels on the face, in the card's top strip; the
    edge is a light grey, the shadow outside the face)."""
    image = CardArt().pixmap(card, width, round(width * 1.4), 1.0).toImage()
    margin = int(shadow_margin(width))
    inked: set[tuple[int, int]] = set()
    for y in range(round(width * 0.3)):
        for x in range(round(width * 0.62)):
            colour = image.pixelColor(x + margin, y + margin)
            if colour.alpha() == 255 and colour.lightness() < 110:  # ink on the face
                inked.add((x, y))
    columns = sorted({x for x, _ in inked})
    runs: list[tuple[int, int]] = []
    for x in columns:
        if runs and runs[-1][1] == x - 1:
            runs[-1] = (runs[-1][0], x)
        else:
            runs.append((x, x))
    rows = [y for _, y in inked]
    return runs, (min(rows), max(rows))


@pytest.mark.parametrize("width", [48, 64, 95, 155])
def test_the_ten_reads_as_well_as_the_other_ranks(qapp, width):
    ten, nine = parse_card("TC"), parse_card("9C")
    ten_runs, ten_rows = _ink_columns(ten, width)
    nine_runs, nine_rows = _ink_columns(nine, width)
    assert ten_rows == nine_rows  # as tall as the other ranks, on the same line
    # "1", "0" and the club stand apart: a clear column between each.
    assert len(ten_runs) == 3, ten_runs
    assert len(nine_runs) == 2, nine_runs
    # Each digit of the ten is as heavy as a single rank's: not squeezed thin.
    zero = ten_runs[1][1] - ten_runs[1][0]
    assert zero >= 0.8 * (nine_runs[0][1] - nine_runs[0][0])


def _pips_down_the_left_column(card: Card, width: int) -> list[tuple[int, int]]:
    """Runs of inked rows down the middle of the left column of pips (below the index)."""
    height = round(width * 1.4)
    image = CardArt().pixmap(card, width, height, 1.0).toImage()
    margin = int(shadow_margin(width))
    x = margin + round(width * 0.27)
    runs: list[tuple[int, int]] = []
    for y in range(round(height * 0.24), round(height * 0.78)):
        colour = image.pixelColor(x, y + margin)
        if colour.lightness() < 180:  # ink of any suit colour, not the paper
            if runs and runs[-1][1] == y - 1:
                runs[-1] = (runs[-1][0], y)
            else:
                runs.append((y, y))
    return runs


@pytest.mark.parametrize("width", [60, 100, 140, 190])
@pytest.mark.parametrize("code", ["9C", "9D", "9H", "9S", "TC", "TD", "TH", "TS"])
def test_the_pips_of_a_nine_or_ten_stand_apart(qapp, code, width):
    # Four pips down each side: with paper between each two, not a chain of ink.
    runs = _pips_down_the_left_column(parse_card(code), width)
    assert len(runs) == 4, runs


@pytest.mark.parametrize("width", [48, 92, 155])
@pytest.mark.parametrize("code", ["AS", "TD", "8C", "2H"])
def test_the_index_corners_hold_the_whole_index_and_little_else(qapp, code, width):
    # The end-of-game dialog keeps these corners of the top cards in sight.
    height = round(width * 1.4)
    image = CardArt().pixmap(parse_card(code), width, height, 1.0).toImage()
    margin = int(shadow_margin(width))
    face = QRectF(0, 0, width, height)
    for corner in index_corners(face):
        around = corner.adjusted(-2, -2, 2, 2).intersected(face).toAlignedRect()
        inked = QRectF()
        for y in range(around.top(), around.bottom() + 1):
            for x in range(around.left(), around.right() + 1):
                colour = image.pixelColor(x + margin, y + margin)
                if colour.alpha() == 255 and colour.lightness() < 160:  # ink, not paper
                    inked = inked.united(QRectF(x, y, 1, 1))
        assert corner.adjusted(-1, -1, 1, 1).contains(inked), (corner, inked)  # no ink cut
        assert inked.width() > 0.6 * corner.width()  # and no great margin
        assert inked.height() > 0.5 * corner.height()
