"""The hand the player plays with, the keys or the mouse: the Move menu's keys count
too, and the hand is kept from one run to the next.

How to play on the felt speaks to that hand (``scene.crib``). The table hears its
own keys (the arrows, 1-4, Enter: ``TableView``) and the mouse pressed on it. The
keys of the moves the menus hold (Deal, Hint, Undo, Redo) never pass through the
table: Qt hands them to their actions as shortcuts, and a player who dealt with D
and hinted with H read on of clicks and drags. The same actions chosen from a menu
or the toolbar come as no shortcut: a mouse player reads on of the mouse. (The
other keys, New game's or Pause's, run the game rather than play it.) Chosen in
the menu with the keys (Alt+M, then D for Deal; or the arrows and Enter), they are
played by keys too: Qt triggers the action the same way for a key and a click
there, and only the menu knows which it was reading (``KeysMenu.choosing_by_key``).
Pressed while its action is greyed out, such a key comes to the window instead
(``played_by_key``): a keyboard player still, who reads on of the keys.

Kept in the settings (``settings.hand``): a keyboard player's next run starts with
the keys' words, not the mouse's they would have to play past again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject

from . import settings
from .menu_keys import KeysMenu

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from .actions import Actions
    from .main_window import MainWindow


def play_actions(actions: Actions) -> tuple[QAction, ...]:
    """The Move menu's actions whose keys play the game."""
    return actions.deal, actions.hint, actions.undo, actions.redo


class PlayKeys(QObject):
    """Watches the Move menu's actions of ``window`` for their keys."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.scene = window.scene
        for action in play_actions(window.game_actions):
            action.installEventFilter(self)  # Qt sends an action its key as a Shortcut event
            action.triggered.connect(lambda _=False, chosen=action: self._chosen(chosen))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Shortcut:
            self.scene.take_hand(keys=True)  # before the move: the words follow it
        return False  # the action runs as ever

    def _chosen(self, action: QAction) -> None:
        """``action`` was triggered (its move made): chosen in a menu with a key, the
        keys are the hand. A click there, on the toolbar, or a shortcut (told above)
        leaves it. After the move, as Qt sends no event before: the words follow at once."""
        menus = (menu for menu in action.associatedObjects() if isinstance(menu, KeysMenu))
        if any(menu.choosing_by_key for menu in menus):
            self.scene.take_hand(keys=True)


def keep_hand(window: MainWindow) -> None:
    """Start ``window``'s table with the hand played last, and keep each change of it."""
    scene = window.scene
    scene.by_keys = settings.hand() == "keys"
    scene.hand_taken.connect(lambda keys: settings.set_hand(settings.HANDS[keys]))
    PlayKeys(window)


def played_by_key(window: MainWindow, action: QAction) -> None:
    """The key of ``action`` was pressed while it is greyed out (D on an empty stock,
    Ctrl+Z with nothing to undo): Qt sends it no Shortcut event, the window says why
    it does nothing (``MainWindow.keyPressEvent``), and the player is still playing
    by keys: How to play speaks of them as if it had played."""
    if action in play_actions(window.game_actions):
        window.scene.take_hand(keys=True)
