"""The window's status bar: a message too long for it ends in "…" and shows whole as a tooltip.

QStatusBar draws its message clipped at the first permanent widget (the
deal, variant, moves, clock, stock and score), so on a narrow window a long hint lost its
end ("win chance 3% ± 1%") without a sign. This one draws the same message,
elided, in the same place, and hovering over it shows the whole of it.
Every message goes through QStatusBar's own ``showMessage`` (menu status
tips too), so nothing else changes.

Before a message is cut, the permanent widgets step aside, the last added
first (the window adds the score and the stock last: the table shows both in
large print; the clock and moves go next; a widget added later may step aside
after some of those, as the winnable line does after the score and the
stock, which it has no large print of its own to stand for), but only as many
as make it fit whole: on an 800x600 window a refusal or the welcome back after a resumed
game lost its end to the deal number and variant. A widget added while a
message shows makes room again, as the message's own coming would. A message too long even
for the whole bar leaves them where they are and ends in "…". They are back
as the message goes.

They step aside in the same order for a bar too narrow for them all, message
or none, the deal always staying: they no longer set the window's least width,
which made a narrow window grow by itself as a label's words grew (a ten-digit
deal) or the winnable line came on.

A message may name a part that gives way first (``show_message``'s
``squeeze``: a file's name): when the message is too long even for the whole
bar, that part is shortened in its middle ("Four Ace Pat…653.acesup.txt")
rather than the message losing its end, the words that say what it means.

A message may keep some permanent widgets on the bar (``show_message``'s
``keep``): the coach rates every move, at length, and stepping every label
aside for it left the clock and the move count out of sight all game on an
800x600 window. Those stay; the others step aside as for any message, and
all of them for one too long even so, which ends in "…" in the room left.

A message may come with shorter forms of itself (``show_message``'s
``shorter``), for a narrow window: the longest form that fits shows, with
as few permanent widgets stepped aside as any form needs. At 1024x600, while
a game was reviewed, its words ("... another move plays on, taking the result
out of…") lost their end and the stock and score left the bar; a shorter form
says what matters whole, beside them. The tooltip shows the message whole;
a message too long in every form ends its shortest in "…".

Each message is of the game on the table as it is said (``game_of``): a new
game takes away what was said of the one before (``clear_said_before``),
whichever way it was said.

A permanent widget whose words change under a message makes room again too:
a new game says why the last one ended before its labels name the new one,
and "Four Ace Patience" in place of "Standard" left that message cut.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QHelpEvent, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QStatusBar, QToolTip, QWidget

# The permanent widgets a message keeps on the bar, or how to find them when room is made.
Kept = Sequence[QWidget] | Callable[[], Sequence[QWidget]]

MESSAGE_LEFT = 6  # where QStatusBar itself starts its message, in pixels
MESSAGE_GAP = 2  # between the message and the first permanent widget
# Shorter than this, a squeezed part says nothing: the message's end is cut instead.
SQUEEZED_LEAST = 12  # characters, the "…" included


class StatusBar(QStatusBar):
    """A status bar whose message elides with "…" and shows in full as its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []  # left to right
        self._aside_order: list[QWidget] = []  # the order they step aside in
        self._aside: list[QWidget] = []  # the permanent widgets hidden to make room
        self._tip = ""  # the message our tooltip shows, while it shows
        self._squeeze = ("", "")  # a message, and the part of it that may be shortened
        self._keep: tuple[str, Kept] = ("", ())  # a message, and the widgets it keeps
        self._shorter: tuple[str, Sequence[str]] = ("", ())  # a message, its shorter forms
        # Which game a message is said in: the window's count of games (``clear_said_before``).
        self.game_of: Callable[[], int] = lambda: 0
        self._said_in = 0  # the game the message shown was said in
        self._timed = ("", 0, 0.0)  # the message last shown, its timeout, and when
        self._widths: tuple[int, ...] = ()  # the permanent widgets' widths, room last made
        self._making_room = False
        self._room_again = False  # asked for while making room
        self.messageChanged.connect(self._on_message)

    def add_permanent(self, widget: QWidget, aside_after: Sequence[QWidget] = ()) -> None:
        """``addPermanentWidget``, remembering the widget: the message ends where they begin.

        It is the first to step aside for a long message, or comes right after
        the ``aside_after`` widgets when they are on the bar."""
        self.addPermanentWidget(widget)
        widget.show()  # also when it was on the bar before (taken off, it was hidden)
        self._permanent.append(widget)
        before = [self._aside_order.index(w) + 1 for w in aside_after if w in self._aside_order]
        self._aside_order.insert(max(before, default=0), widget)
        self._make_room()  # a message shown now has that much less room

    def remove_permanent(self, widget: QWidget) -> None:
        """Take ``widget`` off the bar and hide it (it stays its owner's, to add again)."""
        self.removeWidget(widget)
        for kept in (self._permanent, self._aside_order, self._aside):
            if widget in kept:
                kept.remove(widget)

    def add_label(self) -> QLabel:
        """A new permanent label, right of those added before (and aside before them)."""
        label = QLabel()
        label.setContentsMargins(8, 0, 8, 0)
        self.add_permanent(label)
        return label

    def show_message(
        self,
        message: str,
        timeout: int = 0,
        squeeze: str = "",
        keep: Kept = (),
        shorter: Sequence[str] = (),
    ) -> None:
        """``showMessage``; should ``message`` not fit even with every permanent widget
        stepped aside, ``squeeze`` (a part of it, such as a file's name) is shortened
        in its middle, not the message's end cut. Its tooltip shows it whole.
        The ``keep`` widgets never step aside for it: it ends in "…" before them.
        (Asked each time room is made, if a function: a widget added meanwhile too.)
        ``shorter``: shorter forms of ``message``, longest first, one shown where the
        message would not fit (``currentMessage`` is still ``message``)."""
        # Before showMessage: it makes room at once.
        self._squeeze = (message, squeeze)
        self._keep = (message, keep)
        self._shorter = (message, tuple(shorter))
        self.showMessage(message, timeout)

    @property
    def permanent(self) -> tuple[QWidget, ...]:
        """The permanent widgets on the bar, left to right."""
        return tuple(self._permanent)

    def showMessage(self, text: str, /, timeout: int | None = 0) -> None:  # noqa: N802 (Qt's)
        """Qt's, noting the game ``text`` is said in: the same words said again in
        another game are of that one (Qt tells no change for them)."""
        self._said_in = self.game_of()
        self._timed = (text, timeout or 0, time.monotonic())
        super().showMessage(text, timeout or 0)

    def time_left_ms(self) -> int:
        """How long the message shown has left to show, in ms (0: until replaced)."""
        text, timeout, since = self._timed
        if not timeout or text != self.currentMessage():
            return 0
        return max(1, timeout - int((time.monotonic() - since) * 1000))

    def clear_said_before(self, game: int) -> None:
        """A new game, ``game``, is on the table: words said of an earlier one go."""
        if self.currentMessage() and self._said_in != game:
            self.clearMessage()

    def _on_message(self, message: str) -> None:
        self._said_in = self.game_of()  # a menu's tip, too, which Qt shows itself
        self._make_room()
        self.update()
        # A refined hint replaces the message: a tooltip of the old one would mislead.
        if self._tip and message != self._tip and QToolTip.isVisible():
            QToolTip.hideText()
        self._tip = ""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's)
        # No width of its labels': they step aside for a narrow window (``_too_narrow``).
        # As wide as they all are at the least, the bar made the window grow by itself
        # as a label's words grew (a ten-digit deal) or the winnable line came on.
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._make_room()  # narrower: a label may have to step aside; wider: come back

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # A message said before the window showed (welcome back): once the bar's
        # layout has placed the widgets, which it does after the window shows.
        QTimer.singleShot(0, self, self._make_room)

    def _make_room(self) -> None:
        """Hide the fewest permanent widgets, in their order of stepping aside, that
        let the message fit."""
        # Widgets shown again once widened the window's least width: a window
        # narrower than that grew back at once, and its resize made room again inside
        # this call. The outer call then forgot what the inner one had hidden
        # (the score, the winnable line), gone from the bar for good. So a call
        # made meanwhile is only noted, and room made again once this one ends.
        if self._making_room:
            self._room_again = True
            return
        self._making_room = True
        try:
            for _ in range(3):  # each round shows what the last hid: it settles at once
                self._room_again = False
                self._fit_message()
                if not self._room_again:
                    break
        finally:
            self._making_room = False

    def _fit_message(self) -> None:
        aside, self._aside = self._aside, []
        if aside:
            for widget in aside:
                widget.show()
            self._lay_out()
        narrow = self._too_narrow()
        if narrow:
            self._step_aside(narrow)
        message = self.currentMessage()
        shown = [widget for widget in self._permanent if widget.isVisible()]
        room_now = self.message_rect().width()
        # The shortest form decides how many step aside; the longest that fits then shows.
        needed = min(self.fontMetrics().horizontalAdvance(form) for form in self._forms())
        if not message or not shown or needed <= room_now:
            return
        keep = self._keep[1] if self._keep[0] == message else ()
        kept = keep() if callable(keep) else keep
        order = [w for w in self._aside_order if w.isVisible() and w not in kept]
        # The widgets sit packed to the right: hiding some moves the leftmost
        # right by as much as they took, each with the gap beside it.
        gap = shown[1].x() - _right(shown[0]) if len(shown) > 1 else 0
        room = room_now
        for k, widget in enumerate(order, start=1):
            if k == len(order) and len(order) == len(shown):
                room = self.whole_room()
            else:
                room += widget.width() + gap
            if needed <= room:
                self._step_aside(narrow + order[:k])
                return
        # Too long even for the whole bar: whole but for a squeezed part, if it may be;
        # a message that keeps some labels shows as much of itself as it may.
        if kept or self._squeezed(message, room) != message:
            self._step_aside(narrow + order)

    def _too_narrow(self) -> list[QWidget]:
        """The permanent widgets that step aside, in their order, for the bar to hold the
        others whole (its width is the window's, which they no longer widen); the last
        to go, the deal, always stays."""
        order = [widget for widget in self._aside_order if widget.isVisible()]
        hidden: list[QWidget] = []
        for widget in order[:-1]:
            if self._labels_fit():
                break
            widget.hide()
            hidden.append(widget)
        return hidden

    def _labels_fit(self) -> bool:
        layout = self.layout()
        if layout is None:
            return True
        # Laid out anew (which measures every item again): a widget hidden just now
        # counts no more. (Its ``invalidate`` leaves the layout inside it as it was.)
        layout.activate()
        return layout.totalMinimumSize().width() <= self.width()

    def _step_aside(self, widgets: list[QWidget]) -> None:
        self._aside = widgets
        for widget in widgets:
            widget.hide()
        self._lay_out()

    def _squeezed(self, message: str, room: int) -> str:
        """``message`` with its squeezable part shortened in the middle to fit ``room``
        pixels; ``message`` itself if it fits, has no such part, or would keep too
        little of it to be read."""
        full, part = self._squeeze
        metrics = self.fontMetrics()
        if message != full or not part or part not in message:
            return message
        if metrics.horizontalAdvance(message) <= room:
            return message
        rest = metrics.horizontalAdvance(message.replace(part, "", 1))
        width = room - rest
        while width > 0:
            short = metrics.elidedText(part, Qt.TextElideMode.ElideMiddle, width)
            if len(short) < SQUEEZED_LEAST:
                break
            squeezed = message.replace(part, short, 1)
            # The pieces' widths need not add up exactly (kerning): measure the whole.
            if metrics.horizontalAdvance(squeezed) <= room:
                return squeezed
            width -= 2
        return message

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

    def whole_room(self) -> int:
        """The message's room, in pixels, with every permanent widget stepped aside."""
        return self.width() - 12 - MESSAGE_LEFT

    def fits_whole(self, message: str, keep: Sequence[QWidget] = ()) -> bool:
        """Whether ``message`` would show whole, every permanent widget but ``keep``
        (as ``show_message`` keeps them) stepped aside."""
        room = self.whole_room() - self._kept_width(keep)
        return self.fontMetrics().horizontalAdvance(message) <= room

    def _kept_width(self, keep: Sequence[QWidget]) -> int:
        """What ``keep`` take of the bar, packed to its right, with the gaps beside them."""
        kept = [widget for widget in self._permanent if widget in keep and not widget.isHidden()]
        if not kept:
            return 0
        shown = [widget for widget in self._permanent if widget.isVisible()]
        gap = shown[1].x() - _right(shown[0]) if len(shown) > 1 else 0
        # And the bar's own margin right of them, past the 12 px ``whole_room`` leaves:
        # left out, a message said to fit whole ended 12 px short, in "…".
        margin = max(0, self.width() - 12 - max(map(_right, shown), default=0))
        widths = sum(widget.width() for widget in kept) + gap * (len(kept) - 1)
        return widths + MESSAGE_GAP + margin

    def message_rect(self) -> QRect:
        """Where the message is drawn: from the left to the first permanent widget."""
        right = self.width() - 12
        shown = [widget.x() for widget in self._permanent if widget.isVisible()]
        if shown:
            right = min(right, min(shown) - MESSAGE_GAP)
        return QRect(MESSAGE_LEFT, 0, max(0, right - MESSAGE_LEFT), self.height())

    def _forms(self) -> tuple[str, ...]:
        """The message shown, then its shorter forms, if it came with them."""
        message = self.currentMessage()
        full, shorter = self._shorter
        return (message, *shorter) if shorter and full == message else (message,)

    def shown_message(self) -> str:
        """The message as it is drawn: whole, its squeezable part shortened, its
        longest shorter form that fits, or (its shortest) cut short with "…"."""
        room = self.message_rect().width()
        metrics = self.fontMetrics()
        forms = self._forms()
        for form in forms:
            if metrics.horizontalAdvance(form) <= room:
                return form
        # None fits: a file's name shortened, or the shortest form, which says the most.
        message = self._squeezed(forms[0], room) if len(forms) == 1 else forms[-1]
        return metrics.elidedText(message, Qt.TextElideMode.ElideRight, room)

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
        handled = super().event(event)
        # Once Qt has laid out a permanent widget's new size (a label's new words):
        # only then, or stepping aside (which asks for a layout too) would never end.
        if event.type() == QEvent.Type.LayoutRequest:
            widths = tuple(widget.sizeHint().width() for widget in self._permanent)
            if widths != self._widths:
                self._widths = widths
                # Also with no message: a label grown on a narrow window (a longer
                # deal number) may not fit beside the others, one shrunk may let
                # those aside come back.
                if self.currentMessage() or self._aside or not self._labels_fit():
                    self._make_room()
                    self.update()
        return handled


def keep_longest_width(label: QLabel, longest: str) -> None:
    """Give ``label`` the width of ``longest`` with every digit its widest, as the label
    itself measures it (margins and all): the permanent labels sit at the bar's right
    end, so one that grew (a clock at 10:00, the moves at 10) pushed those left of it."""
    metrics = label.fontMetrics()
    widest = max("0123456789", key=metrics.horizontalAdvance)  # digits may differ
    shown = label.text()
    label.setText("".join(widest if c.isdigit() else c for c in longest))
    label.setMinimumWidth(label.sizeHint().width())
    label.setText(shown)


def _right(widget: QWidget) -> int:
    return widget.x() + widget.width()
