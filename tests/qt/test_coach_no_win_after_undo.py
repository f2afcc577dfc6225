"""Rate my moves after an Undo at a lost game's end: what the solver told stays told.

Deal 66, lost: the end-of-game dialog says move 26 gave the win away, and the
summary leaves out the moves made after it. The player undid a few moves from
the end and played on, another way: each move was rated by its win chance
again ("You discarded 7♦: the strategy's choice too (win chance 12%)"), in a
position the dialog had just said no win was left in, and the coach's worker
ranked every one of them. Now such a move is not rated, as beside the line's
"No win left from here", and the summary of the game's new end counts the
same moves as the first. Only what the player was told is used: the positions
of the line lost, from the one after move 26 on, and any played from them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt.dialogs.end_of_game import UNDO
from acesup_qt.engine import deal_cards, new_game
from acesup_qt.engine.fair_play import play_game
from acesup_qt.rating import NO_WIN_SKIPPED

from .conftest import play_on
from .test_coach_no_win_found_after import DEAL, GAVE_IT_AWAY, PLAYED_FROM, counts
from .test_no_win_hint import choose_in_settings
from .test_winnable import losing_moves, short_budgets

__all__ = ["short_budgets"]  # autouse: the end-of-game check's budget kept short

BACK_TO = 40  # the moves left on the table after the Undos: well after move 26


def lose_deal_66(qtbot, window, moves: list[str]):
    """Rate my moves on (the line off), the end of deal 66 played with the mouse; the
    end-of-game dialog once it has said where the win went and rated every move."""
    choose_in_settings(qtbot, window, Qt.Key.Key_R)
    assert not window.action("still_winnable").isChecked()
    window.model.restore(deal_cards(DEAL), "standard", " ".join(moves[:PLAYED_FROM]), DEAL)
    for move in moves[PLAYED_FROM:]:
        play_on(qtbot, window, move)
        qtbot.wait(20)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    qtbot.waitUntil(lambda: "solver found" in dialog.lost_move.text(), timeout=60000)
    assert f"your move {GAVE_IT_AWAY} gave the win away" in dialog.lost_move.text()
    qtbot.waitUntil(lambda: "still to rate" not in dialog.ratings.text(), timeout=60000)
    return dialog


def test_moves_played_on_after_an_undo_where_no_win_was_left_are_not_rated(
    qtbot, window, monkeypatch
):
    import acesup_qt.engine.strategy as strategy

    moves = losing_moves(DEAL)
    dialog = lose_deal_66(qtbot, window, moves)
    first = dialog.ratings.text()
    assert first.endswith(f" {NO_WIN_SKIPPED}"), first

    ranked: list[int] = []  # the coach's rankings from now on: how many moves in
    rank = strategy.rank_moves

    def noted(game, *args, **kwargs):
        ranked.append(len(game.moves))
        return rank(game, *args, **kwargs)

    monkeypatch.setattr(strategy, "rank_moves", noted)
    qtbot.mouseClick(dialog.buttons[UNDO], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.end_dialog is None)
    window.activateWindow()  # back from the dialog, as a window manager makes it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    game = window.model.game
    for _ in range(len(game.moves) - BACK_TO):
        qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        window.scene.finish_animations()
    assert len(game.moves) == BACK_TO
    # Played on another way than before: the fair strategy's moves from here.
    rest = new_game(deal_cards(DEAL))
    rest.replay(" ".join(moves[:BACK_TO]))
    line = [move.text for move in play_game(rest).moves][BACK_TO:]
    assert line != moves[BACK_TO:]
    bar = window.statusBar()
    said = []
    for move in line[:-1]:
        before = game.copy()
        play_on(qtbot, window, move)
        if len(before.legal_moves()) > 1:  # said at once: no ranking to wait for
            said.append(bar.currentMessage())
        qtbot.wait(50)  # time for a ranking ahead to start, were one wanted
    # Before: "You discarded 7♦: the strategy's choice too (win chance 12%)."
    assert said, "no move of the line had a choice"
    assert all(words.endswith(", with no win left: nothing to rate.") for words in said), said
    play_on(qtbot, window, line[-1])
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    # Counted as at the first end, at once: the moves up to 26 only, no new rating.
    assert "still to rate" not in dialog.ratings.text()
    assert counts(dialog.ratings.text()) == counts(first)
    assert dialog.ratings.text().endswith(f" {NO_WIN_SKIPPED}")
    assert not [n for n in ranked if n >= GAVE_IT_AWAY]  # no position known lost was ranked
