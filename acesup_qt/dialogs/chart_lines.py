"""Fine level lines laid on whole pixels of the screen, so they stay sharp: the
charts' grid lines, and the rules beside How to play's heading on the table.

A one-pixel line drawn smoothly on a whole coordinate straddles two rows of
pixels and shows as a blurred pair at half strength; at a pixel ratio of 1.5
each line came out one, two or three pixels thick by where it fell.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen


def grid_thickness(dpr: float) -> int:
    """How many of the screen's pixels a fine line takes: one to a point, rounded."""
    return max(1, math.floor(dpr + 0.5))


def on_pixels(painter: QPainter, y: float) -> tuple[float, int]:
    """The height near ``y`` for a fine level line that covers whole pixels of the
    screen, and how many pixels thick it is.

    The screen's own pixels are found through the painter's transform, not the
    ratio alone: the table's words lie wherever it puts them, a fraction of a
    pixel off the screen's grid.
    """
    to_screen = painter.deviceTransform()
    thick = grid_thickness(to_screen.m22())
    on_screen = to_screen.map(QPointF(0.0, y)).y()
    middle = math.floor(on_screen - thick / 2 + 0.5) + thick / 2
    return to_screen.inverted()[0].map(QPointF(0.0, middle)).y(), thick


def draw_grid_line(painter: QPainter, colour: QColor, left: float, right: float, y: float) -> None:
    """A fine level line from ``left`` to ``right`` at ``y``, sharp at any pixel ratio."""
    middle, thick = on_pixels(painter, y)
    pen = QPen(colour, thick)
    pen.setCosmetic(True)  # its width in the screen's pixels
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(pen)
    painter.drawLine(QLineF(left, middle, right, middle))
    painter.restore()
