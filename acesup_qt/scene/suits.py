"""The four suit symbols as vector paths, so they are crisp at any size.

Each path fits a unit box centred on (0, 0). The shapes differ as well as
the colours: a player who cannot tell red from black still tells ♥ from ♠.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainterPath, QTransform

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)

# simplified() flattens curves into straight segments about a unit long, so
# the outline is merged at this many times its size: in the unit box the
# segments would be a tenth of the symbol, and the pips visibly polygons.
_MERGE_SCALE = 1000.0

# Classic two colours, and the four-colour deck (clubs green, diamonds blue).
TWO_COLOURS = ("#1b1b1f", "#c8102e", "#c8102e", "#1b1b1f")
FOUR_COLOURS = ("#17803d", "#1559c2", "#c8102e", "#1b1b1f")


def suit_colour(suit: int, four_colour: bool) -> QColor:
    """The ink of ``suit`` (0 clubs .. 3 spades)."""
    return QColor((FOUR_COLOURS if four_colour else TWO_COLOURS)[suit])


def _stem(path: QPainterPath) -> None:
    """The flared foot under a spade or a club."""
    stem = QPainterPath()
    stem.moveTo(0.05, 0.12)
    stem.quadTo(0.08, 0.40, 0.22, 0.5)
    stem.lineTo(-0.22, 0.5)
    stem.quadTo(-0.08, 0.40, -0.05, 0.12)
    stem.closeSubpath()
    path.addPath(stem)


@cache
def suit_path(suit: int) -> QPainterPath:
    """The outline of ``suit`` in a unit box centred on the origin."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if suit == DIAMONDS:
        path.moveTo(0, -0.5)
        path.quadTo(0.18, -0.2, 0.40, 0)
        path.quadTo(0.18, 0.2, 0, 0.5)
        path.quadTo(-0.18, 0.2, -0.40, 0)
        path.quadTo(-0.18, -0.2, 0, -0.5)
    elif suit == HEARTS:
        path.moveTo(0, -0.24)
        path.cubicTo(0.02, -0.50, 0.48, -0.56, 0.49, -0.17)
        path.cubicTo(0.50, 0.12, 0.18, 0.28, 0, 0.5)
        path.cubicTo(-0.18, 0.28, -0.50, 0.12, -0.49, -0.17)
        path.cubicTo(-0.48, -0.56, -0.02, -0.50, 0, -0.24)
    elif suit == SPADES:
        path.moveTo(0, -0.5)
        path.cubicTo(0.16, -0.30, 0.50, -0.14, 0.48, 0.12)
        path.cubicTo(0.46, 0.36, 0.16, 0.38, 0.04, 0.20)
        path.lineTo(-0.04, 0.20)
        path.cubicTo(-0.16, 0.38, -0.46, 0.36, -0.48, 0.12)
        path.cubicTo(-0.50, -0.14, -0.16, -0.30, 0, -0.5)
        _stem(path)
    else:
        for x, y in ((0, -0.25), (-0.25, 0.07), (0.25, 0.07)):
            path.addEllipse(QPointF(x, y), 0.225, 0.225)
        path.addEllipse(QPointF(0, 0.0), 0.14, 0.14)  # meets the stem: no gap
        _stem(path)
    # One outline without overlaps (the club's lobes and stem), kept smooth.
    merged = QTransform.fromScale(_MERGE_SCALE, _MERGE_SCALE).map(path).simplified()
    return QTransform.fromScale(1 / _MERGE_SCALE, 1 / _MERGE_SCALE).map(merged)
