"""The demo after an Undo into a position a lost game's end said no win was left in.

Deal 66, lost: the end-of-game dialog says the solver found move 26 gave the
win away. The player pressed Undo, went back to move 40 and let the demo play
on (Ctrl+D). The hint there aims for the best score ("the solver found no win
left from here, so this aims for the best score"); the demo still played for
the win, with the words "the strategy plays on from here". At the last deal,
where every move's win chance is nothing, it discarded from pile 3 before
dealing, where the ranking for the score deals first. Now it plays as the hint ranks
there, for the best score, and its words say so.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt.demo import DEMO_FOR_SCORE, DEMO_FOR_SCORE_FOUND, DEMO_RUNNING
from acesup_qt.engine import Game, deal_cards, new_game
from acesup_qt.engine.strategy import rank_moves
from acesup_qt.still_winnable import NO_WIN_LEFT

from .conftest import play_on
from .test_coach_no_win_found_after import DEAL, GAVE_IT_AWAY
from .test_hint_after_told_loss import BACK_TO, lose_and_undo, undo
from .test_no_win_hint import turn_on_by_the_menu
from .test_still_winnable import DEAL_5_LOST, answer
from .test_winnable import losing_moves, short_budgets

__all__ = ["short_budgets"]  # autouse: the end-of-game check's budget kept short


def first_choice(game: Game, aim: str):
    """The strategy's first choice in ``game``'s position, as the demo asks for it."""
    return rank_moves(game.copy(), budget_seconds=0, objective=aim)[0].move


def start_demo(qtbot, window) -> None:
    """Game > Demo by its key, Ctrl+D, on the table."""
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)


def test_the_demo_plays_for_the_best_score_where_the_end_said_no_win_was_left(qtbot, window):
    moves = losing_moves(DEAL)
    lose_and_undo(qtbot, window, moves, DEAL, "standard", f"move {GAVE_IT_AWAY} gave the win away")
    game = window.model.game
    undo(qtbot, window, len(game.moves) - BACK_TO)
    assert len(game.moves) == BACK_TO

    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    start_demo(qtbot, window)
    assert window.action("demo").isChecked()
    # Before: "Demo: the strategy plays on from here. ..." as if for the win.
    assert window.statusBar().currentMessage() == DEMO_FOR_SCORE_FOUND
    qtbot.waitUntil(lambda: game.is_over(), timeout=30000)
    assert DEMO_RUNNING not in said, said

    # Each of the demo's moves was the first choice of the ranking for the score,
    # and (so the test can tell) not every one the ranking for the win's.
    played = new_game(deal_cards(DEAL))
    played.replay(game.moves[:BACK_TO])
    told_apart = 0
    for move in game.moves[BACK_TO:]:
        assert move == first_choice(played, "score"), (len(played.moves), move)
        told_apart += move != first_choice(played, "win")
        played.push(move)
    assert told_apart > 0
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    window.end_dialog.reject()


def test_before_the_move_that_gave_the_win_away_the_demo_plays_for_the_win(qtbot, window):
    moves = losing_moves(DEAL)
    lose_and_undo(qtbot, window, moves, DEAL, "standard", f"move {GAVE_IT_AWAY} gave the win away")
    game = window.model.game
    undo(qtbot, window, len(game.moves) - (GAVE_IT_AWAY - 1))  # before move 26: a win was left
    start_demo(qtbot, window)
    assert window.statusBar().currentMessage() == DEMO_RUNNING
    qtbot.waitUntil(lambda: len(game.moves) >= GAVE_IT_AWAY + 1, timeout=10000)
    start_demo(qtbot, window)  # Ctrl+D again: stopped
    assert not window.action("demo").isChecked()


def test_beside_the_lines_no_win_left_the_demo_plays_for_the_best_score(qtbot, window):
    window.model.start_deal(5)
    turn_on_by_the_menu(qtbot, window)
    play_on(qtbot, window, DEAL_5_LOST)  # the planner's own moves: no win left after them
    assert answer(qtbot, window) == NO_WIN_LEFT
    game = window.model.game
    start = len(game.moves)
    window.activateWindow()  # back from the menu, as a window manager makes it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    start_demo(qtbot, window)
    assert window.statusBar().currentMessage() == DEMO_FOR_SCORE
    qtbot.waitUntil(lambda: game.is_over(), timeout=30000)
    # Here the two rankings agree move for move (deal 66 above tells them apart):
    # what the player notices is the words, of the best score, beside the line's.
    played = new_game(deal_cards(5))
    played.replay(game.moves[:start])
    for move in game.moves[start:]:
        assert move == first_choice(played, "score"), (len(played.moves), move)
        played.push(move)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    window.end_dialog.reject()
