"""Help > Show how to play on the table: whether the crib on the felt shows.

It shows for a player's first games, until they have finished
``FIRST_GAMES`` (as their statistics count them: won, lost or left), unless
they chose otherwise with the Help item, which is kept in the settings from
then on: switched off, it is gone at once and for good; switched on, it stays.

Nothing of it is made before the first frame, nor before ``--self-test``'s
report (a zero-delay timer after that frame): the item, its words and its
menu entry come a moment later, as the dealt cards land.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from . import settings

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from .main_window import MainWindow
    from .scene.crib_words import KeyNames

FIRST_GAMES = 3  # finished games with the crib on the table, unless chosen otherwise
TITLE = "&Show how to play on the table"
TIP = "How to play, in a few lines on the felt below the piles"


def lay_crib(window: MainWindow) -> None:
    """Lay ``window``'s crib and its Help item (``MainWindow`` calls it a moment after
    its first frame, and only then loads this module)."""
    if window.isVisible():  # else closed meanwhile, its statistics perhaps too
        CribSwitch(window)  # the window's child from now on


class CribSwitch(QObject):
    """The crib of ``window``'s table and the Help item that shows or hides it."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        from PySide6.QtGui import QAction
        from PySide6.QtWidgets import QMenu

        from .scene.crib import Crib

        self.window = window
        self.crib = window.scene.crib = Crib(window.scene)
        self.crib.keys = key_names(window)  # for a player who plays with the keys
        action = self.action = QAction(TITLE, window)
        action.setCheckable(True)
        action.setToolTip(TIP)
        rules = window.game_actions.rules
        (help_menu,) = [menu for menu in rules.associatedObjects() if isinstance(menu, QMenu)]
        help_menu.insertAction(window.game_actions.about, action)  # after Rules
        action.toggled.connect(self._chosen)
        # After the recorder's: a game left has been counted by then.
        window.model.game_started.connect(self._update)
        window.view.resized.connect(self.crib.follow)
        # Not while the finished game is looked through: it is for playing.
        window.recorder.review_switched.connect(self.crib.set_reviewing)
        self.crib.reviewing = window.recorder.reviewing
        # Nor while the demo or Show me how plays: the player is not the one playing.
        window.demo.running_changed.connect(self._played_for)
        window.winnable.replaying_changed.connect(self._played_for)
        self.crib.played_for = window.demo.running or window.winnable.replaying
        self._update()

    def _update(self) -> None:
        """Shown or not, as chosen, or by the games finished so far."""
        chosen = settings.crib_choice()
        on = chosen if chosen is not None else self.window.history.games_known() < FIRST_GAMES
        self.action.blockSignals(True)  # shown, not chosen: nothing to keep
        self.action.setChecked(on)
        self.action.blockSignals(False)
        self.crib.set_wanted(on)

    def _played_for(self, _: bool) -> None:
        # Either may stop as the other starts (Show me how stops the demo): both asked.
        self.crib.set_played_for(self.window.demo.running or self.window.winnable.replaying)

    def _chosen(self, on: bool) -> None:
        settings.set_crib_choice(on)
        self.crib.set_wanted(on)
        why = self.crib.why_hidden() if on else ""
        if why:  # switched on, and nothing came: say when it will
            self.window.say(why)


def key_names(window: MainWindow) -> KeyNames:
    """The keys How to play names, as the player reads them: the table's own keys
    (``TableView``) and the first key of each action, as its menu item shows it."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence

    from .menu_keys import spelled_keys
    from .scene.crib_words import KeyNames
    from .scene.table_view import ARROW_KEYS, ENTER_KEYS, PILE_KEYS

    native = QKeySequence.SequenceFormat.NativeText

    def name(key: Qt.Key) -> str:
        return QKeySequence(key).toString(native)

    def first_key(action: QAction) -> str:
        return spelled_keys(action.shortcuts()[0].toString(native))

    piles = sorted(PILE_KEYS, key=PILE_KEYS.__getitem__)
    left, right = sorted(ARROW_KEYS, key=ARROW_KEYS.__getitem__)
    # The key the board names Enter ("Return" is the name Qt gives the main one).
    (enter,) = [key for key in ENTER_KEYS if name(key) == "Enter"]
    actions = window.game_actions
    return KeyNames(
        enter=name(enter),
        piles=f"{name(piles[0])}-{name(piles[-1])}",
        left=name(left),
        right=name(right),
        deal=first_key(actions.deal),
        hint=first_key(actions.hint),
        undo=first_key(actions.undo),
    )
