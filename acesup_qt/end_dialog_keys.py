"""The window's keys, heard in its end-of-game dialog.

The dialog is window-modal: while it is open, the window's own shortcuts do
nothing. A player who had finished a game pressed Ctrl+G for Select deal
number, typed the number and Enter: Ctrl+G and the digits did nothing, and
Enter chose the dialog's New game, a random deal. So the dialog holds a
stand-in for each of the window's actions that has keys, with the action's
own keys (one source: ``actions.py``). Where the dialog offers the same
choice (New game, Restart, Undo), the key makes that choice, as its button
does; any other closes the dialog, as Close does, then does what it does.
Full screen changes no game: the dialog stays, and follows the window.

A key of an action greyed out (H, Hint's, or D, Deal's, the game being over)
that no button of the dialog takes says why on the status bar, behind the
result, as it does on the table: pressed in the dialog, it did nothing and
said nothing, and the player could not tell a greyed key from a missed one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeyEvent

from .actions import greyed_out_reason
from .dialogs.end_of_game import NEW_GAME, RESTART, UNDO

if TYPE_CHECKING:
    from .dialogs.end_of_game import EndOfGameDialog
    from .main_window import MainWindow


class StandIn(QAction):
    """``action``'s keys in ``dialog``, greyed out as ``action`` is: a key of an action
    greyed out (Space, Deal's, on an empty stock) goes on to the dialog's buttons."""

    def __init__(self, action: QAction, dialog: EndOfGameDialog) -> None:
        super().__init__(action.text(), dialog)
        self.action = action
        self.setShortcuts(action.shortcuts())
        self.follow()
        action.changed.connect(self.follow)  # cut off as the dialog goes: a slot of ours
        dialog.addAction(self)

    def follow(self) -> None:
        self.setEnabled(self.action.isEnabled())


class SaysWhyGreyed(QObject):
    """Says on ``window``'s status bar why a greyed-out action's key, pressed in
    ``dialog`` and left by its buttons, does nothing."""

    def __init__(self, window: MainWindow, dialog: EndOfGameDialog) -> None:
        super().__init__(dialog)
        self.window = window
        dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            reason = greyed_out_reason(self.window.game_actions, event)
            if reason is not None:
                self.window.say(reason)
                return True
        return False


def lend_window_keys(window: MainWindow, dialog: EndOfGameDialog) -> None:
    """Give ``dialog`` the keys of ``window``'s actions (see above)."""
    SaysWhyGreyed(window, dialog)
    actions = window.game_actions
    choices = {id(actions.new): NEW_GAME, id(actions.restart): RESTART, id(actions.undo): UNDO}
    for action in actions:
        if not isinstance(action, QAction) or not action.shortcuts():
            continue  # the radio menus (no keys), and the settings without any
        stand_in = StandIn(action, dialog)
        code = choices.get(id(action))
        if code is not None:
            stand_in.triggered.connect(lambda _=False, c=code: dialog.done(c))
        elif action is actions.full_screen:
            stand_in.triggered.connect(action.trigger)
        else:
            stand_in.triggered.connect(lambda _=False, a=action: _close_then(window, dialog, a))


def _close_then(window: MainWindow, dialog: EndOfGameDialog, action: QAction) -> None:
    dialog.reject()
    # From the event loop: a dialog the action opens (the deal number) may wait in a
    # loop of its own, while the stand-in it was pressed in, the dialog's, goes.
    QTimer.singleShot(0, window, action.trigger)
