"""A saved game the system asks the game to open: on macOS, a file opened with
the game (Open With, a double click on a file the game is the default for) or
dropped on its Dock icon.

macOS passes such a file to the application as a ``QFileOpenEvent``, not on
the command line, both when it starts the game for it and when the game is
already running; unheard, the game opened on its own table and the file went
nowhere. It is opened as Game > Open game… opens one (``game_files``): a file
holding no playable game is told over the table, which stays; a game in
progress is left only if the player agrees; a file of the table's own game
takes it back to where it was saved.

Only macOS sends the event, so only there does the game listen: a filter on
the application sees every event of every widget, some 7 µs of Python each
(and Python's lock, which the solver's threads hold in turns) for nothing
elsewhere.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QFileOpenEvent

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

    from .main_window import MainWindow

# Where the system sends files as events rather than on the command line.
SENT_HERE = sys.platform == "darwin"


class FileOpenEvents(QObject):
    """Opens the file of each ``QFileOpenEvent`` sent to ``app`` on ``window``'s table;
    goes with the window."""

    def __init__(self, app: QCoreApplication, window: MainWindow) -> None:
        super().__init__(window)
        self._app, self._window = app, window
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self._app or event.type() != QEvent.Type.FileOpen:
            return False
        assert isinstance(event, QFileOpenEvent)
        name = event.file()
        if not name:  # a web address, not a file: nothing the game opens
            return False
        # Opened once the system has its answer: the question before leaving a game,
        # or the warning, waits for the player, and macOS for the event to be taken.
        QTimer.singleShot(0, self, lambda: self._open(Path(name)))
        return True

    def _open(self, path: Path) -> None:
        window = self._window
        # macOS brings the game forward, but leaves a minimised window in the Dock:
        # what happens to the table (or why not) is for the player to see.
        if window.isMinimized():
            window.showNormal()
        window.dialogs.files.open_path(path)


def listen_for_files(app: QCoreApplication, window: MainWindow) -> FileOpenEvents | None:
    """Open the files the system sends ``app`` on ``window``'s table, where it sends any."""
    return FileOpenEvents(app, window) if SENT_HERE else None


__all__ = ["SENT_HERE", "FileOpenEvents", "listen_for_files"]
