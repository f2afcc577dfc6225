"""The veil over the table while the game is paused: the felt, darker, and how to go on.

It hides every card: a pause is a break from the game, not time to study
the table off the clock (as in PySolFC). It lies above everything the scene
holds, a dragged card and the glows included, and covers the whole scene
at any size.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .table_scene import TableScene

VEIL_Z = 100_000  # above a card in flight (1000 and up) or dragged (3000)
TITLE = "Paused"
HOW_TO_GO_ON = "Press P or click to go on"


class PauseVeil(QGraphicsItem):
    """Covers ``table`` while shown (it starts hidden)."""

    def __init__(self, table: TableScene) -> None:
        super().__init__()
        self.table = table
        self._area = table.sceneRect()
        self.setZValue(VEIL_Z)
        self.hide()
        table.addItem(self)
        table.sceneRectChanged.connect(self._cover)

    def _cover(self, area: QRectF) -> None:
        self.prepareGeometryChange()  # the window was resized
        self._area = QRectF(area)

    def boundingRect(self) -> QRectF:
        return self._area

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        area = self._area
        felt = self.table.felt  # the player's table colour, dimmed: calm, and plainly the table
        shade = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
        shade.setColorAt(0, QColor(felt.light).darker(140))
        shade.setColorAt(1, QColor(felt.dark).darker(140))
        painter.fillRect(area, shade)
        # The words scale with the table, within what reads well on a small and a large one.
        size = max(28, min(96, int(min(area.width(), area.height()) / 8)))
        font = QFont(painter.font())
        font.setPixelSize(size)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 200))
        middle = area.center().y()
        above = QRectF(area.left(), area.top(), area.width(), middle - area.top())
        painter.drawText(above, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, TITLE)
        font.setBold(False)
        font.setPixelSize(max(14, size * 3 // 8))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 170))
        below = QRectF(area.left(), middle + size // 4, area.width(), area.bottom() - middle)
        painter.drawText(
            below, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, HOW_TO_GO_ON
        )
