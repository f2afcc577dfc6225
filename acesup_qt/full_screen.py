"""Settings > Full screen (F11): the action's check mark follows the window's state.

The window manager may change the state too (its own key, a double click on a
title bar), so the check mark follows the window rather than the other way
round. The state is kept with the window's size (``window_size``): Qt's saved
geometry holds it, so a game closed full screen opens full screen again, and
F11 then gives back the size it had before.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

FULL = Qt.WindowState.WindowFullScreen


class FullScreen(QObject):
    """Keeps ``action`` and the full-screen state of ``window`` in step."""

    def __init__(self, window: QMainWindow, action: QAction, first_painted: SignalInstance) -> None:
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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowStateChange and watched is self.window:
            on = self.window.isFullScreen()
            if self.action.isChecked() != on:
                self.action.setChecked(on)  # set_full_screen finds nothing to change
        return False
