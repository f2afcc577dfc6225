"""The box a player sees when the game itself goes wrong (a bug, not bad input).

Bad input has its own messages that name what is wrong and where. This one is
for what nobody foresaw: it says in plain words what became of the player's
game, and keeps the traceback, which means nothing to a player but everything
to whoever fixes it, behind "Show Details".
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QApplication, QMessageBox

from .dialogs.plain_buttons import plain

if TYPE_CHECKING:
    from .main_window import MainWindow

# Qt adds " — Aces Up", the application's name, as to every window title.
TITLE = "Something went wrong"
WENT_WRONG = "Something went wrong inside Aces Up, and what you last did may not have taken effect."
# True because every move is saved as it is made (``GameInProgress.played``)
# and every finished game is recorded in the same transaction.
SAVED = (
    "Your game is saved as it stood after your last move, and your statistics are "
    "safe: play on, or quit and start Aces Up again to resume the game where you were."
)
# Show me how's solution is saved nowhere (``GameRecorder.watching``).
SHOWN = (
    "The solution on the table is only shown, never saved, and your statistics are "
    "safe: play on, or start a new game."
)
# The recorder told the player at the first failed write (``save_failed``).
NOT_SAVED = (
    "Your game could not be saved earlier, so it may not be resumed; your statistics "
    "are as they were last saved. You can play on."
)
_showing = False  # a box is open: the same fault again (a timer, a paint) adds none


def main_window() -> MainWindow | None:
    """The game's window, for the box to sit over and take its icon from."""
    from .main_window import MainWindow

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.isVisible():
            return widget
    return None


def what_became_of_the_game(window: MainWindow | None) -> str:
    """What the player had, in words true of the table's state."""
    if window is None:
        return "Your statistics are safe."
    if window.recorder.watching:
        return SHOWN
    if window.recorder.save_failed_once:
        return NOT_SAVED
    return SAVED


def show_error(details: str) -> None:
    """Tell the player something went wrong, the traceback behind Show Details."""
    global _showing
    if _showing:
        return  # printed on stderr all the same (``app._excepthook``)
    window = main_window()
    box = QMessageBox(window)
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle(TITLE)
    box.setText(f"{WENT_WRONG}\n\n{what_became_of_the_game(window)}")
    box.setDetailedText(details)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    plain(box)  # as bare as Show Details… beside it
    _showing = True
    try:
        box.exec()
    finally:
        _showing = False


class _Carrier(QObject):
    """Brings a worker thread's fault to the GUI thread, where a box may be shown:
    made there, its slot runs there (a queued signal), whichever thread emits."""

    raised = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.raised.connect(self.show)

    @Slot(str)
    def show(self, details: str) -> None:
        show_error(details)


_carrier: _Carrier | None = None


def carry_from_threads() -> None:
    """Ready the way from worker threads to the box (in the GUI thread, once at start)."""
    global _carrier
    if _carrier is None and threading.current_thread() is threading.main_thread():
        _carrier = _Carrier()


def show_error_from_any_thread(details: str) -> None:
    """``show_error``, also from a worker thread: a box made there would crash Qt."""
    if threading.current_thread() is threading.main_thread():
        show_error(details)
    elif _carrier is not None:
        _carrier.raised.emit(details)
