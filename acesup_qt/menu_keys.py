"""The menus' keys: spelled out where Qt writes a sign, and given back to the table
when a menu is shut with Escape.

Qt writes the keys of Next deal and Previous deal "Ctrl++" and "Ctrl+-": a
stray sign the player reads as a typo, or as "Ctrl and Plus and Plus". The
menus (``KeysMenu``) and the tooltips say "Ctrl+Plus" and "Ctrl+Minus", as
the README and the rules do. The actions keep their plain names and keys: a
screen reader's own words for the key are left to Qt.

A menu shut with Escape: Qt (with Alt-key navigation, as on Linux and
Windows) left the menu bar holding the keyboard, its menu title lit: the play
keys (1 to 4, Enter, D) then did nothing and said nothing, Enter opened the Game menu again, and Up,
Enter chose Quit, so that a player who clicked a menu, changed their mind and
played on by the keys could close the game. In this game the keys are for the
cards: Escape leaves the menus altogether, as a second Escape did before.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QMenuBar, QStyleOptionMenuItem

SPELLED = {"+": "Plus", "-": "Minus"}  # the keys Qt writes as a sign


def spelled_keys(keys: str) -> str:
    """ "Ctrl++" as "Ctrl+Plus", "Ctrl+-" as "Ctrl+Minus"; any other keys as they are."""
    for sign, word in SPELLED.items():
        if len(keys) > 1 and keys.endswith("+" + sign):
            return keys[:-1] + word
    return keys


class KeysMenu(QMenu):
    """A menu that shows its items' keys spelled out (``spelled_keys``), and says
    whether an item is being chosen with a key (``choosing_by_key``)."""

    choosing_by_key = False  # True while it reads a key: an item chosen now is the key's

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Qt triggers the item that Enter or its letter chooses (D for Deal) within
        # this call, as it does the one a click chooses within the mouse's: the
        # item's own signal cannot tell the two apart, this can (``play_hand``).
        self.choosing_by_key = True
        try:
            super().keyPressEvent(event)
        finally:
            self.choosing_by_key = False

    def initStyleOption(self, option: QStyleOptionMenuItem, action: QAction) -> None:  # noqa: N802 (Qt's)
        # Qt asks here both to size the menu and to draw each item: the two agree.
        super().initStyleOption(option, action)
        item, tab, keys = option.text.partition("\t")  # Qt puts the keys after a tab
        if tab:
            option.text = item + tab + spelled_keys(keys)
        # Qt keeps room for the keys as it writes them ("Ctrl+-"): "Ctrl+Minus" was cut
        # to "Ctrl+Min" at the menu's edge. Every item keeps the same room, so the menu
        # is as wide as its widest and the keys stand in one column.
        option.reservedShortcutWidth = max(option.reservedShortcutWidth, self._keys_width(option))

    def _keys_width(self, option: QStyleOptionMenuItem) -> int:
        """The width of the widest keys of this menu, spelled out."""
        native = QKeySequence.SequenceFormat.NativeText
        spelled = (spelled_keys(a.shortcut().toString(native)) for a in self.actions())
        return max((option.fontMetrics.horizontalAdvance(k) for k in spelled if k), default=0)


def add_menu(bar: QMenuBar, title: str) -> KeysMenu:
    """A menu of the menu bar ``bar``, its keys spelled out."""
    menu = KeysMenu(title, bar)
    bar.addMenu(menu)
    return menu


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
