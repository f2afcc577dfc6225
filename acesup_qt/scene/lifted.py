"""The deeper shadow under a card held by the mouse: it looks lifted off the felt.

A dragged card cast the same thin shadow as a card lying on the table, so it
seemed to slide flat across the felt, even over other cards. Held up, its
shadow falls a little lower and spreads wider and softer, as a card's does
when it is picked up.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from .card_art import clear_picture, corner_radius

DROP = 0.05  # how far below the card its shadow falls, in card widths
STEPS = 8  # rounded layers, each wider and fainter at its rim than the last
LAYER = QColor(0, 0, 0, 16)

_painted: dict[tuple[int, int, float], QPixmap] = {}


def lift_margin(width: float) -> float:
    """Room around a held card for its shadow, in scene pixels."""
    return max(6.0, round(width * 0.16))


def lifted_shadow(width: int, height: int, dpr: float) -> QPixmap:
    """The shadow of a held card ``width`` x ``height``, its card at ``lift_margin``
    from the picture's top-left; painted once per size, as only one card is held."""
    key = (width, height, dpr)
    found = _painted.get(key)
    if found is None:
        margin = lift_margin(width)
        found = clear_picture(width + 2 * margin, height + 2 * margin, dpr)
        painter = QPainter(found)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(LAYER)
        drop = width * DROP
        card = QRectF(margin, margin + drop, width, height)
        radius = corner_radius(width)
        for step in range(STEPS):
            grow = (margin - drop) * (step + 1) / STEPS  # the widest just fits the picture
            painter.drawRoundedRect(
                card.adjusted(-grow, -grow / 2, grow, grow), radius + grow, radius + grow
            )
        painter.end()
        _painted.clear()
        _painted[key] = found
    return found
