"""The keys go back to the table when a menu is shut with Escape.

Qt (with Alt-key navigation, as on Linux and Windows) otherwise leaves the menu
bar holding the keyboard, its menu title lit: the play keys (1 to 4, Enter, D)
then did nothing and said nothing, Enter opened the Game menu again, and Up,
Enter chose Quit, so that a player who clicked a menu, changed their mind and
played on by the keys could close the game. In this game the keys are for the
cards: Escape leaves the menus altogether, as a second Escape did before.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMainWindow


class TableKeepsKeys(QObject):
    """Watches the top-level menus of ``window``'s menu bar for Escape."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.bar = window.menuBar()
        for action in self.bar.actions():
            menu = action.menu()
            if menu is not None:  # not the submenus: Escape there only goes up a level
                menu.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
        ):
            QTimer.singleShot(0, self._give_back)  # once Qt has shut the menu
        return False  # Qt shuts the menu as ever

    def _give_back(self) -> None:
        table = self.window.centralWidget()
        if (
            table is not None
            and self.window.focusWidget() is self.bar  # Qt gave the menu bar the keys
            and QApplication.activePopupWidget() is None  # and no other menu is open
        ):
            table.setFocus(Qt.FocusReason.OtherFocusReason)
