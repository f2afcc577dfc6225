"""The places on the felt as sharp on a high-DPI screen as the cards on them: the
outline of an empty pile (or heap, or stock) and the glow round one a hint or a
dragged card points at cover whole pixels at 150% and 200% as at 100%.

The slot is painted into a picture of the screen's pixel ratio, as Qt paints
the window on such a screen (QT_SCALE_FACTOR=1.5 gives the same).
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from acesup_qt.scene.slot_item import GLOWS, LIT, OUTLINE, SlotItem

from .test_sharp_at_any_ratio import FELT, _across, _band, _near, _table

RATIOS = (1.0, 1.5, 2.0)
TOP = 30.3  # off the pixels' grid, as the table's layout puts slots


def _over(*colours: QColor) -> QColor:
    """``colours`` laid one over the other on the felt, as the painter blends them."""
    image = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FELT)
    painter = QPainter(image)
    for colour in colours:
        painter.fillRect(0, 0, 1, 1, colour)
    painter.end()
    return image.pixelColor(0, 0)


def _close(colour: QColor, other: QColor) -> bool:
    """The same colour but for rounding: the shade is only a few levels off the felt."""
    return all(
        abs(a - b) <= 2 for a, b in zip(colour.getRgb()[:3], other.getRgb()[:3], strict=True)
    )


def _slot(x: float, width: float, glow: str | None = None) -> SlotItem:
    slot = SlotItem("pile 1")
    slot.set_geometry(width, width * 1.4)
    slot.setPos(x, TOP)
    slot.set_glow(glow)
    return slot


@pytest.mark.parametrize("dpr", RATIOS)
@pytest.mark.parametrize("x", [40.0, 40.4])
@pytest.mark.parametrize("width", [93, 110])
def test_an_empty_piles_outline_covers_whole_pixels_at_any_ratio(qapp, dpr, x, width):
    picture = _table(dpr, _slot(x, width))
    inside = QColor(0, 0, 0, 28)  # the slot's shade
    # From the left: felt, the outline, the slot's shade. The outline is over the
    # felt on its outer side and over the shade on its inner one, a few levels
    # darker; a pixel it only partly covers is a blend with the felt or the shade.
    shade, outer, inner = _over(inside), _over(OUTLINE), _over(inside, OUTLINE)

    def on_line(pixel: QColor) -> bool:
        ends = zip(outer.getRgb()[:3], inner.getRgb()[:3], strict=True)
        levels = zip(pixel.getRgb()[:3], ends, strict=True)
        return all(min(a, b) - 2 <= level <= max(a, b) + 2 for level, (a, b) in levels)

    row = _across(
        picture, round((TOP + width * 0.7) * dpr), round((x + width / 2) * dpr), False, False
    )
    kinds = []
    for at, pixel in enumerate(row):
        kind = (
            0
            if _close(pixel, FELT)
            else 1
            if on_line(pixel)
            else 2
            if _close(pixel, shade)
            else None
        )
        assert kind is not None, f"a blended pixel, {pixel.name()}, at {at}"
        kinds.append(kind)
    assert kinds == sorted(kinds)  # felt, the line, then the shade: nothing back and forth
    assert kinds.count(1) == max(1, math.floor(width / 45 * dpr + 0.5))


@pytest.mark.parametrize("dpr", RATIOS)
@pytest.mark.parametrize("x", [40.0, 40.4])
def test_the_glow_round_a_pile_a_hint_points_at_is_sharp_at_any_ratio(qapp, dpr, x):
    width = 110
    picture = _table(dpr, _slot(x, width, "hint"))
    glow = GLOWS["hint"]
    inside = _over(LIT)
    row = _across(
        picture, round((TOP + width * 0.7) * dpr), round((x + width / 2) * dpr), False, False
    )

    def felt(pixel: QColor) -> bool:
        return _near(pixel, FELT)

    def glowing(pixel: QColor) -> bool:  # the light inside the ring, over the felt
        return _near(pixel, inside)

    assert _band(row, glow, felt, glowing) == max(1, math.floor(width / 22 * dpr + 0.5))
