"""Dialogs over a game in progress that open clear of its cards (``placement``).

A dialog centred on the window, as Qt puts one, lies over the middle piles:
the question before leaving a game hid the very game it asked about, and
Open game's complaint hid the table the player was still thinking about, and
so did the warning about the statistics file (told as the game comes back)
and "Play it again"'s complaint: each about the game on the table; and Select
deal number, which asks which deal to leave it for. Each takes the spot the
end-of-game dialog would: on felt no card lies on, else beside the window,
else where it hides least; never half past the window's edge when it fits
inside the window. (About, placed so once, sat at the foot over the status
bar; about the program, not the game, it opens centred over the window, as
Rules and Statistics do: ``in_window``.)

It keeps to such a spot as the table is laid out anew, as the end-of-game
dialog does: left where it opened, a dialog hung past the foot of a window
made smaller or un-maximised, over whatever lay there on the desktop. It
follows the window as it moves too: a warning at start opens before the
window manager has framed the window, which then moves down by its title bar
(at 800x600 the warning went over the cards' feet). While the window's corner
is dragged it keeps calm, and finds its spot once the size rests (``calm``).

Where no felt is clear of both the cards and How to play (``scene.crib``: at
1366x768, three deals in), the dialog sits over the words, and they step aside
while it is open: half hidden, each line stuck out either side of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from .calm import Calm
from .plain_buttons import plain

if TYPE_CHECKING:
    from ..main_window import MainWindow


def take_clear_spot(dialog: QWidget, table: MainWindow | None) -> bool:
    """Move ``dialog`` where it hides the fewest of the cards of ``table`` (the main
    window); call it from ``showEvent``, once the dialog has its size and before the
    window manager maps it (so it does not jump). Whether it lies over How to play."""
    if table is None:
        return False
    from .. import table_surroundings

    size = dialog.size()
    around = table_surroundings.surroundings(table)
    if dialog.isVisible():  # placed again: its own frame is known
        around = around.framed(dialog.frameGeometry(), dialog.geometry())
    spot = QRect(around.spot(size), size)
    dialog.setGeometry(spot)
    crib = around.crib
    return crib is not None and spot.marginsAdded(around.frame).intersects(crib)


class ClearOfCards(QObject):
    """Places ``dialog`` clear of the cards of ``table`` as it shows (``place``), and
    again as the table is laid out anew or the window moves while it is open, calmly
    (``calm``). A child of the dialog: it stops following with it."""

    def __init__(self, dialog: QWidget, table: MainWindow | None) -> None:
        super().__init__(dialog)
        self.dialog, self.table = dialog, table
        self._calm: Calm | None = None
        if table is not None:
            self._calm = Calm(dialog, table, self._take)
            dialog.installEventFilter(self)  # its hiding gives the words back
            # The game's icon on its title bar from the start, as on every other
            # dialog: the question at start and the warning about the statistics
            # file come before the window sets its icon (after its first frame).
            table.set_icon()

    def place(self) -> None:
        """Take the spot hiding the fewest cards, if the dialog is open."""
        if self._calm is not None:
            self._calm.place()

    def _take(self) -> None:
        over = take_clear_spot(self.dialog, self.table)
        self._cover(over)

    def _cover(self, on: bool) -> None:
        crib = self.table.scene.crib if self.table is not None else None
        if crib is not None:
            crib.cover(self.dialog, on)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dialog and event.type() == QEvent.Type.Hide:
            self._cover(False)
        return False


class ClearMessageBox(QMessageBox):
    """A message box that takes its spot clear of the cards of ``table`` as it shows,
    and keeps to one while the table changes size."""

    def __init__(self, parent: QWidget, table: MainWindow | None) -> None:
        super().__init__(parent)
        self._clear = ClearOfCards(self, table)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # where QMessageBox gives itself its size
        self._clear.place()


def clear_warning(parent: QWidget, table: MainWindow, title: str, text: str) -> QMessageBox:
    """A warning over ``parent`` with an OK button, opened clear of the cards of ``table``:
    the game on the table goes on, and the player has it in sight. Deleted once closed."""
    box = ClearMessageBox(parent, table)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(text)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    plain(box)  # as every other dialog's buttons
    # Gone once read: each kept a child of ``parent``, and following the table.
    box.finished.connect(box.deleteLater)
    return box
