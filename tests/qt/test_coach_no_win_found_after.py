"""Rate my moves with the winnable line off: once the solver finds, after the game,
where no win was left, the moves made from there on are not counted as rated.

In play the coach rates every move by its win chance: with Tell me if the game
can still be won off, it knows no better, nor does the player. After a lost
game the solver finds the move that gave the win away, and Review moves marks
every move after it "No win left". The end-of-game summary still counted them
("Your moves, as rated: 24 were the strategy's choice, 1 was just as good and
6 were too close to call.", 27 of those 31 made with no win left), and so did
the statistics: the same game rated two ways. Now both count as Review moves
marks, as with the line on: the moves made with no win left are not rated.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt import move_review
from acesup_qt.dialogs.progress import NO_RATED_GAMES, rated_text
from acesup_qt.engine import deal_cards
from acesup_qt.rating import NO_WIN_SKIPPED
from acesup_qt.storage.ratings import RatedComparison, RatedStretch

from .conftest import play_on
from .test_no_win_hint import choose_in_settings
from .test_statistics_from_play import open_statistics_from_the_toolbar
from .test_statistics_progress import show_progress
from .test_winnable import losing_moves, short_budgets

# Deal 66 lost by simple play (57 moves): the solver finds move 26 gave the win away.
DEAL = 66
GAVE_IT_AWAY = 26
PLAYED_FROM = 22  # the moves before are on the table already; the player makes the rest


__all__ = ["short_budgets"]  # autouse: the end-of-game check's budget kept short


def counts(summary: str) -> dict[str, int]:
    """The summary's counts by their words: {"the strategy's choice": 3, ...}."""
    found = re.findall(r"(\d+) (?:was|were) ([^,.]+?)(?:,| and |\.)", summary)
    return {words: int(number) for number, words in found}


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


def test_moves_after_the_win_was_gone_leave_the_summary_and_the_statistics(qtbot, window):
    moves = losing_moves(DEAL)
    dialog = lose_deal_66(qtbot, window, moves)
    summary = dialog.ratings.text()
    # Before: all 31 of the player's choosing counted, no word of the win being gone.
    assert summary.startswith("Your moves, as rated: "), summary
    assert summary.endswith(f" {NO_WIN_SKIPPED}"), summary
    counted = counts(summary)
    # Moves 23 to 26 were made with a win still there: the only ones counted.
    assert sum(counted.values()) <= GAVE_IT_AWAY - PLAYED_FROM, summary

    # Review moves says the same: rated up to the move that gave the win away, after it not.
    qtbot.mouseClick(dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    rows = dock.review.rows
    after = rows[GAVE_IT_AWAY:]
    unrated = (move_review.NO_WIN, move_review.FORCED)  # or compared for the score
    assert all(r.verdict.startswith(unrated) for r in after)
    ours = [r for r in rows[PLAYED_FROM:GAVE_IT_AWAY] if r.verdict != move_review.FORCED]
    assert len(ours) == sum(counted.values())
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.game_end.review is None)

    # The statistics count those moves only, as the summary does.
    window.activateWindow()  # back from the panel, as a window manager makes it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    statistics = open_statistics_from_the_toolbar(qtbot, window)
    show_progress(qtbot, statistics)
    best = counted.get("the strategy's choice", 0) + counted.get("just as good", 0)
    worse = counted.get("clearly worse", 0)
    expected = RatedStretch(1, sum(counted.values()), best, worse)
    assert statistics.progress.rated_line.text() == rated_text(
        RatedComparison(expected, RatedStretch())
    )
    assert statistics.progress.rated_line.text() != NO_RATED_GAMES


def test_a_deal_no_one_could_win_leaves_no_move_rated(qtbot, window):
    # Four Ace Patience deal 62: proven unwinnable in a tenth of a second, after the
    # game. Review moves rates none of its moves; nor do the summary and statistics.
    moves = losing_moves(62, "aces-only")
    choose_in_settings(qtbot, window, Qt.Key.Key_R)
    window.model.restore(deal_cards(62), "aces-only", " ".join(moves[:-8]), 62)
    for move in moves[-8:]:
        play_on(qtbot, window, move)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    qtbot.waitUntil(lambda: dialog.verdict.text().startswith("No one could have won"), timeout=5000)
    qtbot.waitUntil(lambda: dialog.ratings.text() == NO_WIN_SKIPPED, timeout=10000)
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)  # nothing left to rank
    qtbot.mouseClick(dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.game_end.review is None)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    statistics = open_statistics_from_the_toolbar(qtbot, window)
    show_progress(qtbot, statistics)
    assert statistics.progress.rated_line.text() == NO_RATED_GAMES
