"""Statistics, Rules and About's Licenses stay over the window as it is made smaller.

Qt centres each on the window as it opens, and left it there: a window made
smaller or un-maximised while one was open left it hanging past the window's
edge, over whatever lay there on the desktop, as the dialogs placed clear of
the cards did before they followed the table (``clear_of_cards``). These are
read rather than played beside, so they look for no felt: they move as
little as keeps them inside the window, and one larger than the window along
a side is centred on it along that side, on the screen (its title bar on it).
While the window's corner is dragged they keep calm as the others do (``calm``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .calm import Calm, inside

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..main_window import MainWindow

__all__ = ["InWindow", "inside"]


class InWindow(Calm):
    """Keeps ``dialog`` inside ``window`` as the window changes size or place while
    it is open, calmly (``calm``). A child of the dialog: it stops with it."""

    def __init__(self, dialog: QWidget, window: MainWindow) -> None:
        super().__init__(dialog, window, self.follow)

    def follow(self) -> None:
        """Move the dialog, if open, as little as keeps it inside the window."""
        dialog, window = self.dialog, self.table
        if dialog.isVisible():
            screen = window.screen().availableGeometry()
            spot = inside(dialog.frameGeometry(), window.frameGeometry(), screen)
            if spot != dialog.pos():
                dialog.move(spot)
