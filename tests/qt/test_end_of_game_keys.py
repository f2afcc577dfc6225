"""The end-of-game dialog and a keyboard player: keys meant for the last move
do not answer it; Enter answers it once the result is in sight."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from acesup_qt.dialogs.end_of_game import NEW_GAME

from . import winning_game


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
