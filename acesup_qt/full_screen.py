"""Settings > Full screen (F11): the action's check mark follows the window's state.

The window manager may change the state too (its own key, a double click on a
title bar), so the check mark follows the window rather than the other way
round. The state is kept with the window's size (``window_size``): Qt's saved
geometry holds it, so a game closed full screen opens full screen again, and
F11 then gives back the size it had before.

Escape leaves full screen too, as in a browser or a video player: a player
with no title bar to reach for tries it first. Its other meanings come first:
a dialog or a menu open takes it (they have the keys), and on the table it
lets go of a card marked by the keys or a card being dragged (``TableView``),
or else stops the demo or Show me how, or closes Review moves (``table_escape``):
only an Escape the table leaves unused comes up to the window. While the game
is paused it leaves full screen too, the game staying paused (``PausedTable``).
Entering full screen, the status bar says once how to leave it; leaving, those
words go at once, rather than linger over a window no longer full screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, SignalInstance
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QWindowStateChangeEvent
from PySide6.QtWidgets import QApplication, QDialog

if TYPE_CHECKING:
    from .main_window import MainWindow

FULL = Qt.WindowState.WindowFullScreen


class FullScreen(QObject):
    """Keeps ``action`` and the full-screen state of ``window`` in step."""

    def __init__(self, window: MainWindow, action: QAction, first_painted: SignalInstance) -> None:
        """``first_painted``: the window's first frame is up (the table view's signal)."""
        super().__init__(window)
        self.window = window
        self.action = action
        action.setChecked(window.isFullScreen())  # as ``restore_size`` left it
        action.toggled.connect(self.set_full_screen)
        # Watched from the first frame on: until then only the saved size sets the
        # state, read above, and every event on the window's way up would pass
        # through Python here (some 2 million instructions of the start).
        first_painted.connect(lambda: window.installEventFilter(self))

    def set_full_screen(self, on: bool) -> None:
        """Fill the screen, or go back; a maximized window stays maximized underneath."""
        state = self.window.windowState()
        if on != bool(state & FULL):
            self.window.setWindowState(state ^ FULL)

    def how_to_leave(self) -> str:
        """ "Full screen: F11 or Esc to leave", with this platform's key."""
        key = self.action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        return f"Full screen: {key} or Esc to leave"

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.window:
            return False
        kind = event.type()
        if kind == QEvent.Type.WindowStateChange:
            on = self.window.isFullScreen()
            if self.action.isChecked() != on:
                self.action.setChecked(on)  # set_full_screen finds nothing to change
            was = isinstance(event, QWindowStateChangeEvent) and event.oldState() & FULL
            if on and not was:
                self.window.say(self.how_to_leave())
            elif was and not on:
                self._forget_how_to_leave()
        elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and self.leaves(event):
            self.set_full_screen(False)
            return True
        return False

    def _forget_how_to_leave(self) -> None:
        """Full screen left: "F11 or Esc to leave" would now tell of a state that is gone
        (Escape does nothing more), so it goes; words said since then stay. A result
        it stood behind comes back (``GameEnd.keep_result``)."""
        bar = self.window.statusBar()
        if bar.currentMessage().endswith(self.how_to_leave()):
            bar.clearMessage()

    def leaves(self, event: QKeyEvent) -> bool:
        """Whether ``event``, come up to the window unused, is an Escape that leaves."""
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        return (
            event.key() == Qt.Key.Key_Escape
            and plain
            and self.window.isFullScreen()
            and QApplication.activeModalWidget() is None
            # A dialog of the window's own left open without its keys (Statistics):
            # Escape is its Close, should the player turn back to it.
            and not any(d.isVisible() for d in self.window.findChildren(QDialog))
        )
