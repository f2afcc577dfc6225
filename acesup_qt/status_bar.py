"""The window's status bar: a message too long for it ends in "…" and shows whole as a tooltip.

QStatusBar draws its message clipped at the first permanent widget (the
deal, variant, stock and score), so on a narrow window a long hint lost its
end ("win chance 3% ± 1%") without a sign. This one draws the same message,
elided, in the same place, and hovering over it shows the whole of it.
Every message goes through QStatusBar's own ``showMessage`` (menu status
tips too), so nothing else changes.

Before a message is cut, the permanent widgets step aside, the last added
first (the window adds the score and the stock last: the table shows both in
large print), but only as many as make it fit whole: on an 800x600 window a
refusal or the welcome back after a resumed game lost its end to the deal
number and variant. A message too long even for the whole bar leaves them
where they are and ends in "…". They are back as the message goes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt, QTimer
from PySide6.QtGui import QHelpEvent, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QStatusBar, QToolTip, QWidget

MESSAGE_LEFT = 6  # where QStatusBar itself starts its message, in pixels
MESSAGE_GAP = 2  # between the message and the first permanent widget


class StatusBar(QStatusBar):
    """A status bar whose message elides with "…" and shows in full as its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        self._aside: list[QWidget] = []  # the permanent widgets hidden to make room
        self._tip = ""  # the message our tooltip shows, while it shows
        self.messageChanged.connect(self._on_message)

    def add_permanent(self, widget: QWidget) -> None:
        """``addPermanentWidget``, remembering the widget: the message ends where they begin."""
        self.addPermanentWidget(widget)
        self._permanent.append(widget)

    def _on_message(self, message: str) -> None:
        self._make_room()
        self.update()
        # A refined hint replaces the message: a tooltip of the old one would mislead.
        if self._tip and message != self._tip and QToolTip.isVisible():
            QToolTip.hideText()
        self._tip = ""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._make_room()  # narrower: a label may have to step aside; wider: come back

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # A message said before the window showed (welcome back): once the bar's
        # layout has placed the widgets, which it does after the window shows.
        QTimer.singleShot(0, self, self._make_room)

    def _make_room(self) -> None:
        """Hide the fewest permanent widgets, the last added first, that let the message fit."""
        if self._aside:
            for widget in self._aside:
                widget.show()
            self._aside = []
            self._lay_out()
        message = self.currentMessage()
        shown = [widget for widget in self._permanent if widget.isVisible()]
        if not message or not shown or not self.is_message_cut():
            return
        needed = self.fontMetrics().horizontalAdvance(message)
        room_now = self.message_rect().width()
        # Hiding the last k widgets moves the others right by as much as those took.
        for k in range(1, len(shown) + 1):
            if k == len(shown):
                room = self.width() - 12 - MESSAGE_LEFT
            else:
                moved = _right(shown[-1]) - _right(shown[-k - 1])
                room = room_now + moved
            if needed <= room:
                self._aside = shown[-k:]
                for widget in self._aside:
                    widget.hide()
                self._lay_out()
                return

    def _lay_out(self) -> None:
        # Now, not at the next turn of the event loop: the message is drawn from
        # where the widgets are, and a paint may come first.
        layout = self.layout()
        if layout is not None:
            layout.activate()

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


def _right(widget: QWidget) -> int:
    return widget.x() + widget.width()
