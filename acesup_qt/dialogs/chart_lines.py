"""The charts' fine grid lines, laid on whole pixels of the screen so they stay sharp.

A one-pixel line drawn smoothly on a whole coordinate straddles two rows of
pixels and shows as a blurred pair at half strength; at a pixel ratio of 1.5
each line came out one, two or three pixels thick by where it fell.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, Qt
from PySide6.QtGui import QColor, QPainter, QPen


def grid_thickness(dpr: float) -> int:
    """How many of the screen's pixels a fine line takes: one to a point, rounded."""
    return max(1, math.floor(dpr + 0.5))


def on_pixels(y: float, dpr: float) -> float:
    """The middle of a fine line near ``y`` that covers whole pixels of a ``dpr`` screen."""
    thick = grid_thickness(dpr)
    top = math.floor(y * dpr - thick / 2 + 0.5)
    return (top + thick / 2) / dpr


def draw_grid_line(painter: QPainter, colour: QColor, left: float, right: float, y: float) -> None:
    """A fine level line from ``left`` to ``right`` at ``y``, sharp at any pixel ratio."""
    dpr = painter.device().devicePixelRatioF()
    pen = QPen(colour, grid_thickness(dpr))
    pen.setCosmetic(True)  # its width in the screen's pixels
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(pen)
    middle = on_pixels(y, dpr)
    painter.drawLine(QLineF(left, middle, right, middle))
    painter.restore()
