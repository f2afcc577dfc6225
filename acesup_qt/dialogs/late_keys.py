"""Keys meant for the table, kept from a dialog that has just opened over it.

A keyboard player discards the last cards with 1-4 and Enter (or deals with
Space) and the end-of-game dialog opens as the last card lands: an Enter a
moment late chose its default button, New game, before the result was even
seen. So for a short moment after the dialog appears, Enter, Return and
Space do nothing in it, and a key held down (its auto-repeat) never acts on
it; a key pressed after that moment works as ever. The mouse works at once:
a click is aimed at what the player sees.

The moment counts from when the dialog is first drawn, not from when Qt
shows it: on a loaded machine the window was busy for a while in between
(the solver starting on the deal), the moment was over before the player
could see the dialog, and an Enter just after it appeared chose New game.
And an answer key held back starts the moment again: a player pressing Enter
again and again in the rhythm of play, unaware the game is over, got through
with the press after the first 0.4 s. A press meant for the dialog comes
after the player has read it, a pause in that rhythm, and works at once.

A key of play pressed in the dialog (a pile's 1-4, H or D) says
the same: the player, unaware the game is over, meant it for the table, and
the Enter after it (H, then Enter: the hint's move; 1, then Enter: that
pile's discard) is meant for the table too, in a slower rhythm than 0.4 s. A
player who had played the last card with hints at a second a move pressed
H, then Enter 0.6 s later, and got a new deal, the result never seen. So
such a key holds back the next answer key within PLAY_PAIR_MS of it; a player
who pressed H, read that the game is over and then the dialog, answers it at once.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QDialog

# Long enough to catch a key pressed in the rhythm of play, short enough that
# a player who has read the headline never waits for it.
SETTLE_MS = 400
# The keys that answer a dialog's buttons without saying which one.
ANSWER_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space})
# The table's keys of play that an Enter completes: a pile's number, Hint and
# Deal (Space, Deal's too, is an answer key already). Not the arrows: in the
# dialog they go from button to button, and Enter then chooses the one reached.
PLAY_KEYS = frozenset(
    {Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_H, Qt.Key.Key_D}
)
# How long after a key of play its Enter may come: a slow player's hint, then its
# move, and well under the time it takes to read the dialog.
PLAY_PAIR_MS = 2000
# A key of play with these held is some other command (Ctrl+D is the demo's).
COMMAND_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier
    | Qt.KeyboardModifier.AltModifier
    | Qt.KeyboardModifier.MetaModifier
)
# The moment's clock, in seconds. Tests drive one of their own: on this one, a
# busy machine could stretch a test's 150 ms between presses past the moment.
clock: Callable[[], float] = time.monotonic


class LateKeys(QObject):
    """Holds back ``dialog``'s answer keys for SETTLE_MS after it is first drawn, and
    after each one held back, and the first after a key of play (see above)."""

    def __init__(self, dialog: QDialog) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        # From the dialog's first frame, or the last answer key held back since (on
        # ``clock``); None until the dialog is drawn: unseen, it is no one's answer.
        self._quiet_from: float | None = None
        # When a key of play came (on ``clock``), if no answer key has since: the next
        # one, soon enough, completes it.
        self._played_at: float | None = None
        dialog.installEventFilter(self)
        # A button with the focus takes Enter and Space itself, before the dialog.
        for button in dialog.findChildren(QAbstractButton):
            button.installEventFilter(self)

    def settling(self) -> bool:
        """Whether the dialog has just appeared: an answer key now was meant for the table."""
        return self._quiet_from is None or (clock() - self._quiet_from) * 1000 < SETTLE_MS

    def _completes_play(self) -> bool:
        """Whether an answer key pressed now completes a key of play pressed just before
        (H, then Enter); that key is used up either way."""
        played_at, self._played_at = self._played_at, None
        return played_at is not None and (clock() - played_at) * 1000 < PLAY_PAIR_MS

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._dialog and kind == QEvent.Type.Show:
            self._quiet_from = None  # shown again: not seen until drawn again
        elif watched is self._dialog and kind == QEvent.Type.Paint:
            if self._quiet_from is None:
                self._quiet_from = clock()  # in sight from now on
        elif kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            assert isinstance(event, QKeyEvent)
            if event.key() in PLAY_KEYS and not event.modifiers() & COMMAND_MODIFIERS:
                if kind == QEvent.Type.KeyPress:
                    self._played_at = clock()
                return False  # it does what it does in the dialog (H says why it is greyed)
            if event.key() not in ANSWER_KEYS:
                return False
            if event.isAutoRepeat():
                return True
            if kind == QEvent.Type.KeyPress and self._completes_play():
                if self._quiet_from is not None:  # its release, and a quick second press, too
                    self._quiet_from = clock()
                return True
            if self.settling():
                if kind == QEvent.Type.KeyPress and self._quiet_from is not None:
                    self._quiet_from = clock()  # still pressing in the rhythm of play
                return True
        return False


__all__ = ["ANSWER_KEYS", "PLAY_KEYS", "PLAY_PAIR_MS", "SETTLE_MS", "LateKeys"]
