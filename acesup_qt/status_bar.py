"""The window's status bar: a message too long for it ends in "…" and shows whole as a tooltip.

QStatusBar draws its message clipped at the first permanent widget (the
deal, variant, stock and score), so on a narrow window a long hint lost its
end ("win chance 3% ± 1%") without a sign. This one draws the same message,
elided, in the same place, and hovering over it shows the whole of it.
Every message goes through QStatusBar's own ``showMessage`` (menu status
tips too), so nothing else changes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QHelpEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QStatusBar, QToolTip, QWidget

MESSAGE_LEFT = 6  # where QStatusBar itself starts its message, in pixels
MESSAGE_GAP = 2  # between the message and the first permanent widget


class StatusBar(QStatusBar):
    """A status bar whose message elides with "…" and shows in full as its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        self._tip = ""  # the message our tooltip shows, while it shows
        self.messageChanged.connect(self._on_message)

    def add_permanent(self, widget: QWidget) -> None:
        """``addPermanentWidget``, remembering the widget: the message ends where they begin."""
        self.addPermanentWidget(widget)
        self._permanent.append(widget)

    def _on_message(self, message: str) -> None:
        self.update()
        # A refined hint replaces the message: a tooltip of the old one would mislead.
        if self._tip and message != self._tip and QToolTip.isVisible():
            QToolTip.hideText()
        self._tip = ""

    def withdraw(self, message: str) -> None:
        """Take ``message`` away if it is still the one shown (it no longer holds)."""
        if message and self.currentMessage() == message:
            self.clearMessage()

    def message_rect(self) -> QRect:
        """Where the message is drawn: from the left to the first permanent widget."""
        right = self.width() - 12
        shown = [widget.x() for widget in self._permanent if widget.isVisible()]
        if shown:
            right = min(right, min(shown) - MESSAGE_GAP)
        return QRect(MESSAGE_LEFT, 0, max(0, right - MESSAGE_LEFT), self.height())

    def shown_message(self) -> str:
        """The message as it is drawn: whole, or cut short with "…" to fit."""
        return self.fontMetrics().elidedText(
            self.currentMessage(), Qt.TextElideMode.ElideRight, self.message_rect().width()
        )

    def is_message_cut(self) -> bool:
        return self.shown_message() != self.currentMessage()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.is_message_cut():
            super().paintEvent(event)  # a message that fits: Qt's own painting is the same
            return
        # What QStatusBar paints, with the message elided instead of clipped. QStyle
        # is loaded here, not at start: PySide builds its 14 enums (about 8 ms) when
        # Python first touches it, and the first frame has no message to cut.
        from PySide6.QtWidgets import QStyle, QStyleOption

        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        style = self.style()
        style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        message = self.currentMessage()
        for widget in self._permanent:
            if widget.isVisible():
                frame = QStyleOption()
                frame.rect = widget.geometry().adjusted(-2, -1, 2, 1)
                frame.palette = self.palette()
                style.drawPrimitive(
                    QStyle.PrimitiveElement.PE_FrameStatusBarItem, frame, painter, widget
                )
        if message:
            painter.setPen(self.palette().windowText().color())
            painter.drawText(
                self.message_rect(),
                Qt.AlignmentFlag.AlignLeading
                | Qt.AlignmentFlag.AlignVCenter
                | Qt.TextFlag.TextSingleLine,
                self.shown_message(),
            )
        painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            assert isinstance(event, QHelpEvent)
            if self.is_message_cut() and self.message_rect().contains(event.pos()):
                self._tip = self.currentMessage()
                QToolTip.showText(event.globalPos(), self._tip, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)
