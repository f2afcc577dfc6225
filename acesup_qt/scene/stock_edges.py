"""The stock's stacked edges: the cards under its top one, drawn by its slot.

Each layer of the stack lies a little above and to the left of the one under
it, so the edges of the lower ones show below and beside the top card. Laid
a 90th of a card's width apart (a pixel and a third at 150%, a pixel and a
half at 100%), with outlines as wide, the edges ran together into a soft grey
band. Here every step is whole pixels of the screen, two at least (a line and
a pixel of card between), and every edge lies on whole pixels, as a card's
own outline does; the stack stands about as high as it did, in fewer layers.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .card_art import EDGE, corner_radius, edges_on_screen, outline_pixels

STOCK_LAYER = 4  # stock cards per visible layer of the stack, at the least
FULL_STOCK = 48  # a 52-card deck's stock as the game begins
STOCK_STEPS = 6  # layers drawn at most
CARD_EDGE = QColor("#f4efe4")


class StackSteps(NamedTuple):
    """How the stock's layers stand out on a screen of pixel ratio ``ratio``: ``down``
    and ``side`` whole pixels a layer, below and beside the one above, and ``layers``,
    how many a full stock shows."""

    down: int
    side: int
    layers: int
    ratio: float

    def layer(self, count: int) -> int:
        """The layer the top card of a stock of ``count`` cards lies on, 0 the lowest."""
        # The full stock's layers shared out over its cards, so that the stack
        # goes down from the first deals on: at four cards a layer, three layers
        # (a small window) stood as high at 13 cards as at 48.
        per_layer = max(STOCK_LAYER, -(-FULL_STOCK // (self.layers + 1)))
        return min((count - 1) // per_layer, self.layers) if count else 0

    def lift(self, layer: int) -> tuple[float, float]:
        """How far a card on ``layer`` lies left of and above the stock's slot, in scene pixels."""
        return layer * self.side / self.ratio, layer * self.down / self.ratio


def stack_steps(card_width: float, ratio: float) -> StackSteps:
    """The steps of the stock's layers for cards ``card_width`` wide on a screen of ``ratio``."""
    wanted = card_width / 90 * ratio  # the step the stack was first drawn with, in pixels
    down = max(2 * outline_pixels(card_width, ratio), round(wanted))
    layers = min(STOCK_STEPS, max(1, round(STOCK_STEPS * wanted / down)))
    return StackSteps(down, down // 2, layers, ratio)


def paint_stock_edges(
    painter: QPainter, width: int, height: int, layers: int, steps: StackSteps
) -> None:
    """The edges of ``layers`` cards ``width`` x ``height`` stacked up from the slot
    (the painter's origin), lowest first, each on whole pixels of the screen."""
    to_device = painter.deviceTransform()
    if to_device.isRotating() or not layers:
        return  # a table is never turned
    ratio = to_device.m11()
    left, top, right, bottom = edges_on_screen(width, height, to_device.map(QPointF()), ratio)
    thick = outline_pixels(width, ratio)
    inset = thick / 2
    back = to_device.inverted()[0]
    radius = corner_radius(width)
    painter.setPen(QPen(EDGE, thick / ratio))
    painter.setBrush(CARD_EDGE)
    for layer in range(layers):
        x, y = layer * steps.side, layer * steps.down
        first = back.map(QPointF(left - x + inset, top - y + inset))
        last = back.map(QPointF(right - x - inset, bottom - y - inset))
        painter.drawRoundedRect(QRectF(first, last), radius, radius)


class StockEdges(QGraphicsItem):
    """The stacked edges on the stock's slot (its parent item), drawn afresh each time.

    Not kept as a picture as the slot's outline is: Qt lays such a picture on
    whole pixels of the window, which at 150% is half a pixel of the screen off
    where it was painted, and the edges would stand a pixel off the top card's.
    """

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.layers = 0
        self.steps = stack_steps(80, 1.0)
        self.size = (80, 112)  # the cards', in scene pixels
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_stack(self, layers: int, steps: StackSteps, size: tuple[int, int]) -> None:
        """Draw ``layers`` cards of ``size`` under the top one, standing out by ``steps``."""
        if (layers, steps, size) != (self.layers, self.steps, self.size):
            self.prepareGeometryChange()
            self.layers, self.steps, self.size = layers, steps, size

    def boundingRect(self) -> QRectF:
        side, down = self.steps.lift(self.layers)
        width, height = self.size
        return QRectF(-side - 2, -down - 2, width + side + 4, height + down + 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_stock_edges(painter, *self.size, self.layers, self.steps)
