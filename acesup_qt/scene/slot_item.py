"""The places cards lie: the four piles, the stock and the discard heap.

A slot paints a faint outline where its cards go (seen when it is empty),
a mark inside it (a pile's number; the words "Discard heap", so a new player
knows the empty place on the right before the first card lands there), a
caption (the pile number above, the counts below) and a glow when a dragged
card may drop on it or a hint points at it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .card_art import corner_radius, on_whole_pixels
from .card_item import GLOW_COLOURS
from .stock_edges import StackSteps, StockEdges

OUTLINE = QColor(255, 255, 255, 70)
CAPTION = QColor(236, 244, 230, 215)
# The captions' least size, in pixels. In step with the cards they fell to 7 in the
# smallest window (cards some 50 pixels wide), too small to read; at 10, "Score 36
# / 48" still fits under the heap and "Pile 1" in the felt above its pile.
LEAST_CAPTION = 10
BELOW = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop  # the words under a slot
GLOWS = {
    "may": QColor(200, 255, 200, 150),  # a dragged card may go here
    "drop": QColor("#8fe388"),
    "refuse": QColor("#ff8a80"),
    "hint": QColor("#ffd54a"),
    "selected": GLOW_COLOURS["selected"],  # the arrow keys are on it, as on a chosen card
}
# Inside a lit place, its felt a little lighter. Washed with the ring's colour, the
# hint's yellow turned the slate felt olive and the burgundy one muddy brown: the
# felt keeps its own colour, the ring alone says what the light means.
LIT = QColor(255, 255, 255, 36)
FAINTLY_LIT = QColor(255, 255, 255, 14)


class SlotItem(QGraphicsObject):
    """Where a pile, the stock or the discard heap lies on the table."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name  # "pile 1" .. "pile 4", "stock", "discard heap"
        self.width = 80.0
        self.height = 112.0
        self.depth = 0.0  # how far down a fanned pile reaches, for the drop glow
        self.mark = ""  # drawn inside the empty outline
        self.caption_above = ""
        self.caption_below = ""
        self.glow: str | None = None
        self.stack: StockEdges | None = None  # the card edges under the stock's top card
        self.accessible_name = name
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(-10)
        # Captions and outlines change rarely: keep them as a picture.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_geometry(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self.width, self.height = width, height

    def set_depth(self, depth: float) -> None:
        if depth != self.depth:
            self.prepareGeometryChange()
            self.depth = depth

    def set_captions(self, above: str, below: str) -> None:
        if (above, below) != (self.caption_above, self.caption_below):
            self.caption_above, self.caption_below = above, below
            self.update()

    def set_stack(self, layers: int, steps: StackSteps) -> None:
        """Draw the edges of ``layers`` cards under the top one, standing out by ``steps``."""
        if self.stack is None:
            self.stack = StockEdges(self)
        size = round(self.width), round(self.height)  # the cards', as the scene sizes them
        self.stack.set_stack(layers, steps, size)

    def set_glow(self, glow: str | None) -> None:
        if glow != self.glow:
            self.glow = glow
            self.update()

    def card_rect(self) -> QRectF:
        """The outline of the slot, and of a fanned pile down to its last card."""
        return QRectF(0, 0, self.width, self.height + self.depth)

    def caption_font(self) -> QFont:
        """The captions' font: in step with the cards, never under ``LEAST_CAPTION``."""
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(LEAST_CAPTION, round(self.width * 0.15)))
        return font

    def _mark_font(self) -> QFont:
        font = QFont("DejaVu Sans")
        if len(self.mark) == 1:  # a pile's number: large and bold, as on a card's corner
            font.setPixelSize(max(6, round(self.width * 0.32)))
            font.setBold(True)
        else:  # words: quiet, a line of them across the outline
            font.setPixelSize(max(6, round(self.width * 0.15)))
        return font

    def _below(self) -> QRectF:
        return QRectF(-self.width * 0.3, self.height + self.width * 0.1, self.width * 1.6, 40)

    def caption_below_rect(self) -> QRectF:
        """Where the words under the slot ("Stock empty", "Score 30 / 48") are drawn,
        in the item's coordinates; empty without words. The end-of-game dialog
        leaves them in sight."""
        if not self.caption_below:
            return QRectF()
        metrics = QFontMetricsF(self.caption_font())
        return metrics.boundingRect(self._below(), BELOW, self.caption_below)

    def boundingRect(self) -> QRectF:
        pad = self.width * 0.5
        return QRectF(-pad, -pad, self.width + 2 * pad, self.height + self.depth + 2 * pad)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = corner_radius(self.width)
        outline = QRectF(0, 0, self.width, self.height)
        # The lines on whole pixels of the screen, as a card's: laid where they
        # came, at 150% the outline of an empty pile and the glow round it
        # straddled a pixel more than their width, faint at both edges.
        to_device = painter.deviceTransform()
        line, thick = on_whole_pixels(outline, max(1.0, self.width / 45), to_device)
        painter.setPen(QPen(OUTLINE, thick, Qt.PenStyle.SolidLine))
        painter.setBrush(QColor(0, 0, 0, 28))
        painter.drawRoundedRect(line, radius, radius)
        if self.mark:
            painter.setFont(self._mark_font())
            painter.setPen(OUTLINE)
            inside = outline.adjusted(self.width * 0.08, 0, -self.width * 0.08, 0)
            centred = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            painter.drawText(inside, centred, self.mark)
        painter.setFont(self.caption_font())
        painter.setPen(CAPTION)
        if self.caption_above:
            above = QRectF(0, -self.width * 0.38, self.width, self.width * 0.3)
            painter.drawText(above, Qt.AlignmentFlag.AlignCenter, self.caption_above)
        if self.caption_below:
            painter.drawText(self._below(), BELOW, self.caption_below)
        if self.glow is not None:
            glow = QColor(GLOWS[self.glow])
            path = QPainterPath()
            grow = self.width * 0.06
            faint = self.glow == "may"
            ring, thick = on_whole_pixels(
                self.card_rect().adjusted(-grow, -grow, grow, grow),
                max(1.5, self.width / (40 if faint else 22)),
                to_device,
            )
            path.addRoundedRect(ring, radius + grow, radius + grow)
            style = Qt.PenStyle.DashLine if faint else Qt.PenStyle.SolidLine
            painter.setPen(QPen(glow, thick, style))
            painter.setBrush(FAINTLY_LIT if faint else LIT)
            painter.drawPath(path)
