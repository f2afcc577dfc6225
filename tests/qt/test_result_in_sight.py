"""Once a game is over, its result stays on the status bar while the game is on the table.

With the end-of-game dialog closed, the result is what says the game is
over: other words (a refusal) come and go in front of it, and it is back
after them; a new game, a restart or an Undo takes it away.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

import acesup_qt.main_window

from .conftest import click, slot_point
from .test_end_of_game import almost_over, play_last

SOON_MS = 100  # how long other words stay, here


@pytest.fixture
def finished(qtbot, window, monkeypatch):
    """Deal #1 played to its end, the dialog closed; the result on the status bar."""
    monkeypatch.setattr(acesup_qt.main_window, "MESSAGE_MS", SOON_MS)
    game, last = almost_over(window)
    play_last(qtbot, window, game, last)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    window.end_dialog.reject()
    window.activateWindow()  # back from the dialog: the window's shortcuts work again
    qtbot.waitUntil(window.isActiveWindow)
    result = f"Deal #1: {'won' if game.is_won() else 'lost'}, score {game.score}."
    assert window.statusBar().currentMessage() == result
    return result


def test_the_result_does_not_fade_while_the_finished_game_is_on_the_table(qtbot, window, finished):
    qtbot.wait(4 * SOON_MS)
    assert window.statusBar().currentMessage() == finished


def test_a_refusal_shows_in_front_of_the_result_and_the_result_comes_back(qtbot, window, finished):
    status = window.statusBar()
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert status.currentMessage() == f"{finished} The stock is empty: there is nothing to deal."
    qtbot.waitUntil(lambda: status.currentMessage() == finished)
    click(qtbot, window, slot_point(window, "stock"))  # the same refusal, by the mouse
    assert status.currentMessage() != finished
    qtbot.waitUntil(lambda: status.currentMessage() == finished)
    status.showMessage("A menu's tip")  # any other words, gone again
    status.clearMessage()
    assert status.currentMessage() == finished


@pytest.mark.parametrize(
    "key",
    [
        (Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier),  # Restart
        (Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),  # New game
        (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),  # Undo
    ],
)
def test_a_new_game_a_restart_or_an_undo_takes_the_result_away(qtbot, window, finished, key):
    status = window.statusBar()
    qtbot.keyClick(window.view, *key)
    assert not window.model.game.is_over()
    assert finished not in status.currentMessage()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # words that come and go: none come back
    qtbot.wait(4 * SOON_MS)
    assert finished not in status.currentMessage()
