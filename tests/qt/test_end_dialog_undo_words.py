"""The end-of-game dialog's Undo says which move it takes back, in the words the
Move menu's Undo uses, and whose move it was: the player's or the demo's."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.dialogs.end_of_game import UNDO
from acesup_qt.engine import Move, card_label

from .test_accessibility import spoken
from .test_clean_win import one_move_from_the_win
from .test_coach import at_the_choice
from .test_coach_summary import TO_THE_END, play_to_the_end, the_dialog


def test_undo_names_the_players_last_move_and_takes_back_that_one(qtbot, window):
    at_the_choice(window)
    play_to_the_end(qtbot, window)  # the last, 10♥ dragged to the empty pile 2
    dialog = the_dialog(qtbot, window)
    undo = dialog.buttons[UNDO]
    words = "Take back your last move, Move 10♥ to pile 2, and play on"
    assert undo.toolTip() == words
    assert spoken(undo) == ("Undo", words)  # what a screen reader says of it
    assert window.action("undo").text().replace("&", "") == "Undo Move 10♥ to pile 2"
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert window.end_dialog is None
    game = window.model.game
    assert game.moves[-1] == Move.parse(TO_THE_END.split()[-2])  # the one before it is last
    assert not game.is_over()
    assert card_label(game.piles[0][-1]) == "10♥"  # back on pile 1, where it came from


def test_after_the_demo_ends_the_game_undo_names_the_demos_move(qtbot, window):
    last = Move.parse(one_move_from_the_win(window))
    card = card_label(window.model.game.piles[last.source][-1])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # Demo
    dialog = the_dialog(qtbot, window)
    assert window.model.game.is_won()
    words = f"Take back the demo's last move, Discard {card}, and play on"
    assert dialog.buttons[UNDO].toolTip() == words
