"""Dialogs over a game in progress that open clear of its cards (``placement``).

A dialog centred on the window, as Qt puts one, lies over the middle piles:
the question before leaving a game hid the very game it asked about, and
Select deal number… and Open game's complaint hid the table the player was
still thinking about, and so did the warning about the statistics file (told
as the game comes back) and "Play it again"'s complaint. Each takes the spot
the end-of-game dialog would: on felt no card lies on, else beside the window,
else where it hides least.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QMessageBox, QWidget

if TYPE_CHECKING:
    from .placement import Surroundings


def take_clear_spot(dialog: QWidget, around: Surroundings | None) -> None:
    """Move ``dialog`` where it hides the fewest of the cards ``around`` it; call it from
    ``showEvent``, once the dialog has its size and before the window manager maps it
    (so it does not jump)."""
    if around is not None:
        size = dialog.size()
        dialog.setGeometry(QRect(around.spot(size), size))


class ClearMessageBox(QMessageBox):
    """A message box that takes its spot clear of the cards as it shows."""

    def __init__(self, parent: QWidget, around: Surroundings | None) -> None:
        super().__init__(parent)
        self._around = around

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # where QMessageBox gives itself its size
        take_clear_spot(self, self._around)
