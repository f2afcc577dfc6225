"""The end-of-game dialog and a keyboard player: keys meant for the last move
do not answer it; Enter answers it once the result is in sight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from acesup_qt.dialogs import late_keys
from acesup_qt.dialogs.end_of_game import NEW_GAME
from acesup_qt.dialogs.late_keys import PLAY_PAIR_MS, SETTLE_MS

from . import winning_game
from .test_end_dialog_keys import focused
from .test_winnable import lose


def win_by_keys(qtbot, window):
    """The known winning game one discard before its end; its last card discarded
    with its pile's key and Enter. Returns the dialog, as soon as it shows."""
    moves = winning_game.MOVES.split(" ")
    window.model.restore(winning_game.DECK, "standard", " ".join(moves[:-1]))
    qtbot.keyClick(window.view, getattr(Qt.Key, f"Key_{moves[-1][1]}"))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    return window.end_dialog


def test_enter_and_space_pressed_as_the_dialog_appears_do_not_start_a_new_game(qtbot, window):
    dialog = win_by_keys(qtbot, window)
    assert dialog.late_keys.settling()  # the keys below come in the rhythm of play
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.keyClick(dialog, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    qtbot.keyClick(dialog.buttons[NEW_GAME], Qt.Key.Key_Space)  # the focused button's key
    qtbot.keyClick(dialog.buttons[NEW_GAME], Qt.Key.Key_Return)
    assert window.end_dialog is dialog
    assert dialog.isVisible()
    assert window.model.game.is_won()  # the result still in sight, the game on the table

    qtbot.waitUntil(lambda: not dialog.late_keys.settling())  # the player reads the result
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # and Enter is New game again
    assert window.end_dialog is None
    assert window.model.game.moves == []


def test_a_held_enter_never_answers_the_dialog(qtbot, window):
    dialog = win_by_keys(qtbot, window)
    qtbot.waitUntil(lambda: not dialog.late_keys.settling())
    for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
        held = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True)
        QApplication.sendEvent(dialog, held)
    assert window.end_dialog is dialog
    assert dialog.isVisible()
    assert window.model.game.is_won()


def test_a_click_answers_the_dialog_at_once(qtbot, window):
    dialog = win_by_keys(qtbot, window)
    assert dialog.late_keys.settling()
    qtbot.mouseClick(dialog.buttons[NEW_GAME], Qt.MouseButton.LeftButton)
    assert window.end_dialog is None
    assert window.model.game.moves == []


class PlayersClock:
    """The dialog's clock (``late_keys.clock``), moved on only by the test: the player's
    rhythm, whatever else the machine is doing meanwhile."""

    def __init__(self) -> None:
        self.seconds = 1000.0

    def __call__(self) -> float:
        return self.seconds

    def wait(self, ms: int) -> None:
        self.seconds += ms / 1000


def test_enter_pressed_again_and_again_after_the_last_move_never_answers_the_dialog(
    qtbot, window, monkeypatch
):
    # A player who goes on pressing Enter in the rhythm of play, the dialog or
    # not: the presses that came after the first 0.4 s chose New game unseen.
    clock = PlayersClock()
    monkeypatch.setattr(late_keys, "clock", clock)
    dialog = win_by_keys(qtbot, window)
    qtbot.waitExposed(dialog)
    qtbot.wait(20)  # drawn: in sight from now on
    for _ in range(7):  # a press every 150 ms, for a second
        clock.wait(150)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
        assert window.end_dialog is dialog
    assert window.model.game.is_won()  # the result still in sight
    clock.wait(SETTLE_MS + 50)  # the player stops, and reads
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # an Enter meant for the dialog works at once
    assert window.end_dialog is None
    assert window.model.game.moves == []


def test_the_keys_are_held_back_from_when_the_dialog_is_seen(qtbot, window, monkeypatch):
    # On a loaded machine the dialog was drawn well after Qt had shown it (the
    # solver starting meanwhile): the moment it held keys back was over before
    # the player could see it, and an Enter just after it appeared chose New game.
    import time

    check = window.winnable.check

    def slow_check(dialog) -> None:  # the window busy for 0.6 s before the dialog is drawn
        time.sleep(0.6)
        check(dialog)

    monkeypatch.setattr(window.winnable, "check", slow_check)
    dialog = lose(qtbot, window, 66)
    qtbot.wait(50)  # drawn, and the player presses Enter, as after a move
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert window.end_dialog is dialog
    assert window.model.game.is_over()
    qtbot.wait(SETTLE_MS + 50)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert window.end_dialog is None
    assert window.model.game.moves == []


@pytest.mark.parametrize("key", [Qt.Key.Key_H, Qt.Key.Key_1], ids=["H", "1"])
def test_enter_after_a_key_of_play_never_answers_the_dialog(qtbot, window, monkeypatch, key):
    # A player playing hint after hint (H, then Enter) at a second a move: the
    # dialog came with the last move, H said the game was over, and the Enter
    # 0.6 s after it, past the moment, chose New game, the result never seen.
    clock = PlayersClock()
    monkeypatch.setattr(late_keys, "clock", clock)
    dialog = win_by_keys(qtbot, window)
    qtbot.waitExposed(dialog)
    qtbot.wait(20)  # drawn: in sight from now on
    clock.wait(SETTLE_MS + 50)  # the player reaches for the next key of play
    qtbot.keyClick(focused(qtbot), key)
    clock.wait(600)
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_Return)  # meant for the table
    assert window.end_dialog is dialog
    assert dialog.isVisible()
    assert window.model.game.is_won()  # the result still in sight
    clock.wait(SETTLE_MS + 50)  # the player sees the dialog, and reads
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_Return)  # an Enter meant for the dialog
    assert window.end_dialog is None
    assert window.model.game.moves == []


def test_enter_after_the_arrows_chooses_the_button_they_reached(qtbot, window):
    # The arrows go from button to button in the dialog: no key of play there.
    dialog = win_by_keys(qtbot, window)
    deck = window.model.game.deck
    qtbot.waitUntil(lambda: not dialog.late_keys.settling())
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_Right)  # from New game to Restart
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_Return)
    assert window.end_dialog is None
    assert window.model.game.moves == []
    assert window.model.game.deck == deck  # the same cards, dealt anew


def test_enter_long_after_a_key_of_play_answers_the_dialog(qtbot, window, monkeypatch):
    # H said the game was over; the player read that, then the dialog: the Enter
    # that comes then is meant for it.
    clock = PlayersClock()
    monkeypatch.setattr(late_keys, "clock", clock)
    dialog = win_by_keys(qtbot, window)
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    clock.wait(SETTLE_MS + 50)
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_H)
    clock.wait(PLAY_PAIR_MS + 500)
    qtbot.keyClick(focused(qtbot), Qt.Key.Key_Return)
    assert window.end_dialog is None
    assert window.model.game.moves == []
