"""Cards as sharp on a high-DPI screen, 1.5 as well as 2, as on an ordinary one.

The table is painted here into pictures of the screen's pixel ratio, as Qt
paints the window on such a screen (QT_SCALE_FACTOR=1.5 gives the same).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from acesup_qt.engine.cards import parse_card
from acesup_qt.scene.card_art import CardArt, index_corners, shadow_margin
from acesup_qt.scene.card_item import CardItem

FELT = QColor("#205030")


def _table(dpr: float, item: CardItem) -> QImage:
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
    assert turned_blur < sharp * 1.3
