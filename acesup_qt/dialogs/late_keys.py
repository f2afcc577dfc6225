"""Keys meant for the table, kept from a dialog that has just opened over it.

A keyboard player discards the last cards with 1-4 and Enter (or deals with
Space) and the end-of-game dialog opens as the last card lands: an Enter a
moment late chose its default button, New game, before the result was even
seen. So for a short moment after the dialog appears, Enter, Return and
Space do nothing in it, and a key held down (its auto-repeat) never acts on
it; a key pressed after that moment works as ever. The mouse works at once:
a click is aimed at what the player sees.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton, QDialog

# Long enough to catch a key pressed in the rhythm of play, short enough that
# a player who has read the headline never waits for it.
SETTLE_MS = 400
# The keys that answer a dialog's buttons without saying which one.
ANSWER_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space})


class LateKeys(QObject):
    """Holds back ``dialog``'s answer keys for SETTLE_MS after it appears (see above)."""

    def __init__(self, dialog: QDialog) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        self._shown = QElapsedTimer()  # invalid until the dialog first shows
        dialog.installEventFilter(self)
        # A button with the focus takes Enter and Space itself, before the dialog.
        for button in dialog.findChildren(QAbstractButton):
            button.installEventFilter(self)

    def settling(self) -> bool:
        """Whether the dialog has just appeared: an answer key now was meant for the table."""
        return not self._shown.isValid() or self._shown.elapsed() < SETTLE_MS

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show and watched is self._dialog:
            self._shown.start()
        elif kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            assert isinstance(event, QKeyEvent)
            if event.key() in ANSWER_KEYS and (event.isAutoRepeat() or self.settling()):
                return True
        return False


__all__ = ["ANSWER_KEYS", "SETTLE_MS", "LateKeys"]
