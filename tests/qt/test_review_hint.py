"""Hint while Review moves is open: honest about the win, as the panel's rows are.

Deal 66, lost; Review moves open. A row chosen takes the table to the
position before its move, and Hint (H, or the toolbar) hints there as in play:
a win chance before move 26, the aim for the best score after it, where the
panel says "No win left". The review asks the solver again where the win went.
Should that answer come while a hint of a position after move 26 was on show,
the hint kept its win chance ("win chance under 3%") beside the row that had
just turned to "No win left". Now it aims for the best score at once, as it
does when the line of Tell me if the game can still be won says no win is left.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt.hint_words import NO_WIN_FOUND_AIM

from .review_panel import click_row, held_lost_move_search, open_review
from .test_coach_no_win_found_after import GAVE_IT_AWAY
from .test_no_win_hint import press_hint, short_analysis
from .test_winnable import short_budgets

__all__ = ["short_analysis", "short_budgets"]  # fixtures, used by their names

ROW = 40  # move 41: well after move 26, the one that gave the win away


def key_hint(qtbot, window, dock) -> str:
    """H pressed in the panel's list, the window active; the hint's words."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    dock.moves.setFocus()
    with qtbot.waitSignal(window.hints.hint_ready, timeout=10000) as blocker:
        qtbot.keyClick(dock.moves, Qt.Key.Key_H)
    return blocker.args[1]


def test_a_hint_on_show_as_the_review_learns_no_win_was_left_aims_for_the_score(
    qtbot, window, monkeypatch, short_analysis
):
    found = held_lost_move_search(monkeypatch, 30)
    try:
        dock = open_review(qtbot, window)
        click_row(qtbot, dock, ROW)
        before = press_hint(qtbot, window)
        assert "win chance" in before, before  # not told yet: as the row's rating says
        found.set()
        qtbot.waitUntil(lambda: dock.review.rows[GAVE_IT_AWAY - 1].lost, timeout=20000)
        status = window.statusBar()
        # Before: "Hint: Deal: ... (win chance under 3%) [1 of 2]", beside "No win left".
        qtbot.waitUntil(lambda: NO_WIN_FOUND_AIM in status.currentMessage(), timeout=10000)
        qtbot.waitUntil(lambda: not window.hints.analysing, timeout=10000)
        assert "win chance" not in status.currentMessage()
        assert NO_WIN_FOUND_AIM in status.currentMessage()
        assert window.scene.hint is not None  # still lit: the hint of this position
    finally:
        found.set()  # never leave the worker waiting

    # H in the list: the same words, after the move that gave the win away...
    click_row(qtbot, dock, ROW - 10)
    assert NO_WIN_FOUND_AIM in key_hint(qtbot, window, dock)
    # ...and before it, a win chance, the win still there.
    click_row(qtbot, dock, GAVE_IT_AWAY - 6)
    earlier = key_hint(qtbot, window, dock)
    assert "win chance" in earlier, earlier
    assert "solver" not in earlier, earlier
