"""Dialogs over the table keep calm while the window is resized: placed again once it rests.

A dialog over the table (clear of its cards, or inside the window) finds
its spot again when the table is laid out anew. Placed at every step of a
drag of the window's corner, it jumped about the screen with each new size
(top left, then bottom right, then below the window), and the player's eye
with it. Now it finds its spot once: at once after a single resize
(maximising, un-maximising), and after a live resize once it has settled
(``TableView.resize_settled``, ``SETTLE_MS`` after the last size).

Meanwhile it stays where it is, which is calmest: only when the window's
edge, coming in, would leave a dialog that was over the window hanging past
it, over the desktop, does the edge push it along, as little as keeps it
inside. That is a slide with the player's own hand, never a jump; a dialog
beside the window (no felt for it on the table) is left beside it.

A dialog the player has moved by hand stays where they put it, whatever the
window does: pulled back to its spot at the next resize, it undid their
choice (a spot beside the window, perhaps, to see the whole table). It is not
even kept inside a window made smaller: the player can see where it is, and
the screen under it does not change with the window.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..main_window import MainWindow

# How long after a dialog shows, or is put somewhere, a move of it is still the
# window manager's doing (placing the new window, or settling it where it was
# put), not the player's. Openbox on a busy machine placed a dialog after
# the event loop's next turn, and the dialog was taken for one moved by hand:
# it stayed hanging past a window made smaller. No hand takes a dialog by its
# title bar and drops it elsewhere this soon after it appears.
GRACE_MS = 500


def _along(start: int, length: int, room_start: int, room_length: int) -> int:
    """Where a span of ``length`` at ``start`` goes to lie within the room's span,
    moved as little as can be; centred on it when longer."""
    if length > room_length:
        return room_start + (room_length - length) // 2
    return min(max(start, room_start), room_start + room_length - length)


def inside(dialog: QRect, window: QRect, screen: QRect) -> QPoint:
    """The top-left corner that keeps ``dialog`` (its frame) within ``window``'s frame,
    and on ``screen`` where it fits there."""
    x = _along(dialog.x(), dialog.width(), window.x(), window.width())
    y = _along(dialog.y(), dialog.height(), window.y(), window.height())
    if dialog.width() <= screen.width():
        x = _along(x, dialog.width(), screen.x(), screen.width())
    if dialog.height() <= screen.height():
        y = _along(y, dialog.height(), screen.y(), screen.height())
    else:  # its title bar on the screen, to move it by
        y = screen.y()
    return QPoint(x, y)


class Calm(QObject):
    """Places ``dialog`` (by ``place``) again as the table of ``table`` is laid out
    anew: at once after a single resize, once a live resize has settled, and, with
    ``follow_moves``, as the window moves. A child of the dialog: it stops with it."""

    def __init__(
        self,
        dialog: QWidget,
        table: MainWindow,
        place: Callable[[], None],
        follow_moves: bool = True,
    ) -> None:
        super().__init__(dialog)
        self.dialog, self.table, self._place = dialog, table, place
        self.follow_moves = follow_moves
        self.by_hand = False  # moved by the player: left where they put it
        self._frame = table.frameGeometry()  # the window's, as last seen
        # Every spot the dialog was put at (its inside's top-left corner). A window
        # system tells of each move later too, after newer ones (X11): a move to one
        # of these is ours, a move to any other spot the player's.
        self._ours: set[tuple[int, int]] = set()
        self._putting = False
        self._ours_until = 0.0  # moves till then are the window manager's: see GRACE_MS
        view = table.view
        # Queued: a window manager tells a window dragged by its top or left edge (or
        # maximised) its new size before its new place, and the table is laid out at
        # the size; placed then, the dialog kept to where the window had been.
        view.resized.connect(self._on_resized, Qt.ConnectionType.QueuedConnection)
        view.resize_settled.connect(self.place)
        # The window framed by the window manager after the dialog showed (a warning
        # at start), or moved by the player: its table moved on the screen.
        table.installEventFilter(self)
        dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dialog and event.type() == QEvent.Type.Move:
            self._moved()
        elif watched is self.dialog and event.type() == QEvent.Type.Show:
            self._grace()
        elif watched is self.table and event.type() == QEvent.Type.Move:
            if self.table.view.resizing:  # dragged by its top or left edge
                self._keep_inside()
            elif self.follow_moves:
                self.place()
            else:
                self._frame = self.table.frameGeometry()
        return False

    def _on_resized(self) -> None:
        if self.table.view.resizing:
            self._keep_inside()
        else:
            self.place()

    def place(self) -> None:
        """Take the dialog's spot over the table now, if it is open and the player has
        not moved it."""
        self._frame = self.table.frameGeometry()
        if self.dialog.isVisible() and not self.by_hand:
            self.put(self._place)

    def put(self, move: Callable[[], None]) -> None:
        """Move the dialog by ``move``, as the program (not the player) does."""
        self._putting = True
        try:
            move()
        finally:
            self._putting = False
        self._ours.add(self.dialog.geometry().topLeft().toTuple())
        self._grace()

    def _grace(self) -> None:
        self._ours_until = time.monotonic() + GRACE_MS / 1000

    def by_program(self) -> bool:
        """Whether a change to the dialog now is the program's or the window manager's,
        not the player's: while it is put, and just after it opens (QDialog centres
        itself on its window as it shows, and the window manager places it) or is
        put: see GRACE_MS."""
        return self._putting or time.monotonic() < self._ours_until

    def _moved(self) -> None:
        spot = self.dialog.geometry().topLeft().toTuple()
        if self.by_program():
            self._ours.add(spot)
        elif self.dialog.isVisible() and spot not in self._ours:
            self.by_hand = True

    def _keep_inside(self) -> None:
        """A step of a live resize: the dialog stays, unless the window's edge passes it."""
        before, self._frame = self._frame, self.table.frameGeometry()
        spot, window = self.dialog.frameGeometry(), self._frame
        if self.by_hand or not self.dialog.isVisible():
            return
        if before.contains(spot) and not window.contains(spot):
            screen = self.table.screen().availableGeometry()
            self.put(lambda: self.dialog.move(inside(spot, window, screen)))
