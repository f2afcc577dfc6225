"""A place lit on the felt (a hint's, or one a dragged card may drop on) keeps the
felt's own colour inside its ring, on every table colour: only lighter."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from acesup_qt.scene.felts_and_backs import TABLE_COLOURS
from acesup_qt.scene.slot_item import SlotItem

WIDTH = 110


def _inside_and_felt(felt: QColor, glow: str) -> tuple[QColor, QColor]:
    """The middle of an empty heap lit by ``glow`` on ``felt``, and the bare felt."""
    slot = SlotItem("discard heap")
    slot.set_geometry(WIDTH, WIDTH * 1.4)
    slot.setPos(40, 40)
    slot.set_glow(glow)
    scene = QGraphicsScene(0, 0, 200, 260)
    scene.addItem(slot)
    image = QImage(200, 260, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(felt)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(image.rect()), QRectF(image.rect()))
    painter.end()
    scene.removeItem(slot)
    return image.pixelColor(40 + WIDTH // 2, 40 + WIDTH // 2), image.pixelColor(5, 5)


def _hue_apart(one: QColor, other: QColor) -> int:
    apart = abs(one.hslHue() - other.hslHue())
    return min(apart, 360 - apart)


@pytest.mark.parametrize("glow", ["hint", "drop", "refuse", "may"])
@pytest.mark.parametrize("table", sorted(TABLE_COLOURS))
def test_a_lit_place_keeps_the_felts_colour_only_lighter(qapp, table, glow):
    # Washed in the ring's own colour, the hint's yellow turned the slate felt
    # olive and the burgundy one a muddy brown, clashing with the table.
    felt = QColor(TABLE_COLOURS[table].light)
    inside, bare = _inside_and_felt(felt, glow)
    assert bare == felt
    assert _hue_apart(inside, felt) <= 12, (inside.name(), felt.name())
    assert inside.lightness() > _inside_and_felt(felt, None)[0].lightness()  # lit: lighter
