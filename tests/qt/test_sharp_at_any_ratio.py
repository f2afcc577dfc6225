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
from acesup_qt.scene.card_art import CardArt
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
