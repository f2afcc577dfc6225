"""The question before leaving a game in progress: leaving it counts as a loss
(unless it is practice, opened from a file: that costs nothing but the position).

The question is about the game on the table, so it goes where the end-of-game
dialog goes, clear of the cards (``placement``): centred on the window, as a
message box is by default, it hid the middle piles' top cards, the very game
the player was deciding whether to leave.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox, QWidget

from ..wording import NOT_COUNTED
from .clear_of_cards import ClearMessageBox

if TYPE_CHECKING:
    from ..main_window import MainWindow

LEAVE, KEEP = "&Leave it", "&Keep playing"
RESTART = "&Restart it"


def ask_to_leave(
    parent: QWidget,
    restart: bool = False,
    instead: str = "",
    counted: bool = True,
    table: MainWindow | None = None,
) -> bool:
    """Ask whether to leave the unfinished game: to start it again, if ``restart``;
    else for ``instead`` ("the game in game.acesup.txt"), a new game if not said.
    ``counted`` is False for a practice game, which leaving does not count. With
    ``table`` (the main window), the question sits where it hides none of its cards."""
    box = ClearMessageBox(parent, table)
    box.setIcon(QMessageBox.Icon.Question)
    if restart:
        box.setWindowTitle("Restart this game?")
        box.setText("This game is not over. Start it again from the beginning?")
    else:
        box.setWindowTitle("Leave this game?")
        box.setText(f"This game is not over. Leave it for {instead or 'a new one'}?")
    if counted:
        box.setInformativeText("A game left unfinished counts as a loss in your statistics.")
    else:
        box.setInformativeText(f"This game is {NOT_COUNTED}: leaving it costs nothing.")
    leave = box.addButton(RESTART if restart else LEAVE, QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(KEEP, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.exec()
    left = box.clickedButton() is leave
    box.deleteLater()  # each question kept a child of the window, and following its table
    return left
