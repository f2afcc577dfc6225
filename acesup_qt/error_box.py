"""The box a player sees when the game itself goes wrong (a bug, not bad input).

Bad input has its own messages that name what is wrong and where. This one is
for what nobody foresaw: it says in plain words what became of the player's
game, and keeps the traceback, which means nothing to a player but everything
to whoever fixes it, behind "Show Details".
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

# Qt adds " — Aces Up", the application's name, as to every window title.
TITLE = "Something went wrong"
# True because every move is saved as it is made (``GameInProgress.played``)
# and every finished game is recorded in the same transaction.
WORDS = (
    "Something went wrong inside Aces Up, and what you last did may not have "
    "taken effect.\n\nYour game is saved as it stood after your last move, and "
    "your statistics are safe: play on, or quit and start Aces Up again to "
    "resume the game where you were."
)


def main_window() -> QWidget | None:
    """The game's window, for the box to sit over and take its icon from."""
    from .main_window import MainWindow

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.isVisible():
            return widget
    return None


def show_error(details: str) -> None:
    """Tell the player something went wrong, the traceback behind Show Details."""
    box = QMessageBox(main_window())
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle(TITLE)
    box.setText(WORDS)
    box.setDetailedText(details)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()
