"""The window's keys work from the end-of-game dialog, as a player expects.

The dialog is window-modal: its window's shortcuts did nothing while it was
open. A player who had lost pressed Ctrl+G, typed a deal number and Enter:
Ctrl+G and the digits did nothing, and Enter chose New game, a random deal.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from acesup_qt.dialogs.deal_number import DealNumberDialog
from acesup_qt.dialogs.end_of_game import UNDO
from acesup_qt.dialogs.late_keys import SETTLE_MS

from .test_winnable import lose, losing_moves

CTRL = Qt.KeyboardModifier.ControlModifier


def focused(qtbot) -> QWidget:
    """The widget the keyboard's keys go to, as a player's keys do."""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def lost(qtbot, window):
    """Deal 66 lost, its dialog open and past the moment it holds keys back."""
    dialog = lose(qtbot, window, 66)
    qtbot.wait(SETTLE_MS + 50)  # the player reads the result
    assert focused(qtbot).window() is dialog
    return dialog


def test_ctrl_g_a_number_and_enter_start_that_deal(qtbot, window):
    lost(qtbot, window)
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_G, CTRL)
    assert window.end_dialog is None  # closed, as Close does
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), DealNumberDialog))
    asking = QApplication.activeModalWidget()
    qtbot.waitUntil(lambda: focused(qtbot).window() is asking)
    qtbot.keyClicks(focused(qtbot), "1234")
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.model.deal_number == 1234)
    assert window.model.game.moves == []
    assert window.history.figures("standard").played == 1  # the loss, counted once


@pytest.mark.parametrize(
    ("key", "modifiers"),
    [(Qt.Key.Key_N, CTRL), (Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier)],
    ids=["Ctrl+N", "F2"],
)
def test_new_games_keys_choose_new_game(qtbot, window, monkeypatch, key, modifiers):
    import random

    monkeypatch.setattr(random, "randint", lambda low, high: 77)
    lost(qtbot, window)
    qtbot.keyClick(focused(qtbot), key, modifiers)
    assert window.end_dialog is None
    assert window.model.deal_number == 77
    assert window.model.game.moves == []


def test_ctrl_r_restarts_the_deal_and_ctrl_z_undoes_the_last_move(qtbot, window):
    moves = losing_moves(66)
    lost(qtbot, window)
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_Z, CTRL)
    assert window.end_dialog is None
    assert len(window.model.game.moves) == len(moves) - 1
    window.model.undo_stack.redo()  # the game over again: its dialog once more
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    qtbot.wait(SETTLE_MS + 50)
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_R, CTRL)
    assert window.end_dialog is None
    assert window.model.deal_number == 66
    assert window.model.game.moves == []


def test_ctrl_plus_closes_the_dialog_and_deals_the_next_deal(qtbot, window):
    lost(qtbot, window)
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_Plus, CTRL)
    assert window.end_dialog is None
    qtbot.waitUntil(lambda: window.model.deal_number == 67)


def test_f1_closes_the_dialog_and_shows_the_rules(qtbot, window):
    lost(qtbot, window)
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_F1)
    assert window.end_dialog is None
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    assert "Rules" in window.dialog.windowTitle()
    assert window.model.game.is_over()  # the lost game stays on the table


def test_a_greyed_out_actions_key_is_left_to_the_dialog(qtbot, window):
    dialog = lost(qtbot, window)
    dialog.buttons[UNDO].setFocus()
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_Space)  # Deal's key, on an empty stock
    assert window.end_dialog is None  # the button with the focus answered it
    assert len(window.model.game.moves) == len(losing_moves(66)) - 1


def test_h_and_d_in_the_dialog_say_why_they_do_nothing(qtbot, window):
    # Greyed out, the game being over: they did nothing and said nothing.
    dialog = lost(qtbot, window)
    status = window.statusBar()
    result = status.currentMessage()
    assert result.startswith("Deal #66: lost, score ")
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_H)
    said = "The game is over: there is no move left to hint at."
    assert status.currentMessage() == f"{result} {said}"
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_D)
    said = "The stock is empty: there is nothing to deal."
    assert status.currentMessage() == f"{result} {said}"
    assert window.end_dialog is dialog  # the dialog stays, its choice still to make
    assert dialog.isVisible()


def test_f11_fills_the_screen_and_the_dialog_stays(qtbot, window):
    dialog = lost(qtbot, window)
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.end_dialog is dialog
    assert dialog.isVisible()
