"""Rate my moves after an Undo at a lost game's end: what the solver told stays told.

Deal 66, lost: the end-of-game dialog says move 26 gave the win away, and the
summary leaves out the moves made after it. The player undid a few moves from
the end and played on, another way: each move was rated by its win chance
again ("You discarded 7♦: the strategy's choice too (win chance 12%)"), in a
position the dialog had just said no win was left in, and the coach's worker
ranked every one of them. Now such a move is rated for the score, not counted, as
beside the line's "No win left from here", and the summary of the game's new end counts the
same moves as the first. Only what the player was told is used: the positions
of the line lost, from the one after move 26 on, and any played from them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt.dialogs.end_of_game import UNDO
from acesup_qt.dialogs.progress import rated_text
from acesup_qt.engine import deal_cards, new_game
from acesup_qt.engine.fair_play import play_game
from acesup_qt.rating import NO_WIN_SKIPPED, SUMMARY_WORDS
from acesup_qt.storage.ratings import RatedComparison, RatedStretch

from .conftest import play_on
from .review_panel import choose_review_moves_from_the_game_menu, held_lost_move_search
from .test_coach_no_win_found_after import (
    DEAL,
    GAVE_IT_AWAY,
    PLAYED_FROM,
    counts,
    lose_deal_66,
)
from .test_no_win_hint import choose_in_settings
from .test_review_no_win_left import FOR_THE_SCORE, noted_positions
from .test_statistics_from_play import open_statistics_from_the_toolbar
from .test_statistics_progress import show_progress
from .test_winnable import losing_moves, short_budgets

__all__ = ["short_budgets"]  # autouse: the end-of-game check's budget kept short

BACK_TO = 40  # the moves left on the table after the Undos: well after move 26


def test_moves_played_on_after_an_undo_where_no_win_was_left_are_not_rated(
    qtbot, window, monkeypatch
):

    moves = losing_moves(DEAL)
    dialog = lose_deal_66(qtbot, window, moves)
    first = dialog.ratings.text()
    assert first.endswith(f" {NO_WIN_SKIPPED}"), first

    ranked = noted_positions(monkeypatch)  # the coach's rankings from now on
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
        if len(before.legal_moves()) > 1:  # rated for the score, not counted
            qtbot.waitUntil(
                lambda: bool(FOR_THE_SCORE.fullmatch(bar.currentMessage())), timeout=10000
            )
            said.append(bar.currentMessage())
        qtbot.wait(50)  # time for a ranking ahead to start, were one wanted
    # Before: "You discarded 7♦: the strategy's choice too (win chance 12%)."
    assert said, "no move of the line had a choice"
    assert all("win chance" not in words for words in said), said
    play_on(qtbot, window, line[-1])
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    # Counted as at the first end, at once: the moves up to 26 only, no new rating.
    assert "still to rate" not in dialog.ratings.text()
    assert counts(dialog.ratings.text()) == counts(first)
    assert dialog.ratings.text().endswith(f" {NO_WIN_SKIPPED}")
    # Of the positions known lost, only those on the table were ranked (the game's
    # first line, undone, or the new one), each for the score: none ahead.
    lines = (tuple(moves), tuple(m.text for m in game.moves))
    lost = [(moves, aim) for moves, aim in ranked if len(moves) >= GAVE_IT_AWAY]
    on_table = [any(line[: len(moves)] == moves for line in lines) for moves, _ in lost]
    assert all(on_table), [entry for entry, seen in zip(lost, on_table, strict=True) if not seen]
    assert all(aim == "score" for _, aim in lost), lost


def rated_in_statistics(qtbot, window) -> str:
    """The Progress tab's line on rated moves, the statistics opened from the toolbar
    and closed again."""
    window.activateWindow()  # back from a dialog or the panel, as a window manager makes it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    statistics = open_statistics_from_the_toolbar(qtbot, window)
    show_progress(qtbot, statistics)
    text = statistics.progress.rated_line.text()
    qtbot.keyClick(statistics, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not statistics.isVisible())
    return text


def rated_line(counted: dict[str, int]) -> str:
    """The Progress tab's line for one game whose summary counted ``counted``."""
    best = counted.get("the strategy's choice", 0) + counted.get("just as good", 0)
    stretch = RatedStretch(1, sum(counted.values()), best, counted.get("clearly worse", 0))
    return rated_text(RatedComparison(stretch, RatedStretch()))


def test_ratings_stay_until_the_player_is_told_where_the_win_went(qtbot, window, monkeypatch):
    # The dialog closed while the solver still looked for the move that gave the win
    # away: the search stops, the player was told nothing, and the statistics keep
    # the ratings of every move, as the summary counted them. Once Review moves has
    # the solver find it and say so, the moves after it leave the statistics.
    moves = losing_moves(DEAL)
    found = held_lost_move_search(monkeypatch, 60)
    try:
        choose_in_settings(qtbot, window, Qt.Key.Key_R)
        window.model.restore(deal_cards(DEAL), "standard", " ".join(moves[:PLAYED_FROM]), DEAL)
        for move in moves[PLAYED_FROM:]:
            play_on(qtbot, window, move)
            # Each rated in play: after the game, the rest waits for the solver's search.
            qtbot.waitUntil(lambda: not window.coach.busy, timeout=20000)
        qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
        dialog = window.end_dialog
        assert "still to rate" not in dialog.ratings.text()
        qtbot.waitUntil(lambda: "Looking for the move" in dialog.lost_move.text(), timeout=20000)
        summary = dialog.ratings.text()
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # Close, before the solver found it
        qtbot.waitUntil(lambda: window.end_dialog is None)
    finally:
        found.set()
    counted = counts(summary)
    assert sum(counted.values()) > GAVE_IT_AWAY - PLAYED_FROM, summary  # later moves too
    # Only the moves where the exact chances of the last deal proved no win is left
    # are not rated (``test_no_win_proven``), not the many made before them.
    assert summary.endswith(NO_WIN_SKIPPED), summary
    assert rated_in_statistics(qtbot, window) == rated_line(counted)

    choose_review_moves_from_the_game_menu(qtbot, window)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    rows = dock.review.rows
    qtbot.waitUntil(lambda: rows[GAVE_IT_AWAY - 1].lost, timeout=60000)
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.game_end.review is None)
    kept = window.coach.rated_moves()  # what the statistics must now hold: moves up to 26
    assert kept
    assert max(kept) <= GAVE_IT_AWAY, kept
    now: dict[str, int] = {}
    for rating in kept.values():
        now[SUMMARY_WORDS[rating.kind]] = now.get(SUMMARY_WORDS[rating.kind], 0) + 1
    assert sum(now.values()) < sum(counted.values())
    assert rated_in_statistics(qtbot, window) == rated_line(now)
