"""Rate my moves: the same line played again to the same lost end, after an Undo.

Deal 29 lost by simple play, whose last move is a choice (which card goes to the
empty pile): the end-of-game dialog says the solver found move 25 gave the win
away, and the summary leaves out the moves made after it. The player pressed
Undo and made the same last move again: the status bar rated it by its win
chance ("You moved 9♣ to pile 1: the strategy's choice too (...)"), while the
summary of that same end, shown again, still left it out, as made with no win
left. The end told before the move was made counts: the status bar
now says the move was made with no win left, as the summary does.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt.dialogs.end_of_game import UNDO
from acesup_qt.engine import deal_cards
from acesup_qt.rating import NO_WIN_SKIPPED

from .conftest import play_on
from .test_no_win_hint import choose_in_settings
from .test_winnable import losing_moves, short_budgets

__all__ = ["short_budgets"]  # autouse: the end-of-game check's budget kept short

DEAL, VARIANT = 29, "standard"  # its last move is a choice
GAVE_IT_AWAY = 25


def end_dialog(qtbot, window):
    """The end-of-game dialog, once open and its summary has every move rated."""
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    gave = f"your move {GAVE_IT_AWAY} gave the win away"
    qtbot.waitUntil(lambda: gave in dialog.lost_move.text(), timeout=60000)
    qtbot.waitUntil(lambda: "still to rate" not in dialog.ratings.text(), timeout=30000)
    return dialog


def test_the_same_last_move_again_is_said_not_rated_as_the_summary_says(qtbot, window):
    moves = losing_moves(DEAL, VARIANT)
    choose_in_settings(qtbot, window, Qt.Key.Key_R)
    window.model.restore(deal_cards(DEAL), VARIANT, " ".join(moves[:-4]), DEAL)
    for move in moves[-4:]:
        play_on(qtbot, window, move)
    dialog = end_dialog(qtbot, window)
    first = dialog.ratings.text()
    assert first == NO_WIN_SKIPPED, first  # the moves played here, all after move 25
    before = window.model.game.copy()
    before.pop()
    assert len(before.legal_moves()) > 1  # the last move was a choice: worth a rating

    qtbot.mouseClick(dialog.buttons[UNDO], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.end_dialog is None)
    window.activateWindow()  # back from the dialog, as a window manager makes it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    play_on(qtbot, window, moves[-1])  # the same move again: the same end
    # Before: "You discarded 4♠: the strategy's choice too (...)", a rating the
    # summary below leaves out.
    said = window.statusBar().currentMessage()
    assert ", with no win left: " in said, said  # for the score, not counted
    assert "win chance" not in said, said
    dialog = end_dialog(qtbot, window)
    assert dialog.ratings.text() == first
    assert said in window.statusBar().currentMessage()  # the result said, the rating kept
