"""Review moves is looking, not playing: the winnable line searches nothing while
the player browses, and the row the player chooses is rated first."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt

from acesup_qt import move_review
from acesup_qt.still_winnable import NO_WIN_LEFT, STILL_WINNABLE

from .review_panel import click_row, held_lost_move_search, open_review
from .test_still_winnable import line, turn_on
from .test_winnable import short_budgets

__all__ = ["short_budgets"]  # a fixture, used by its name


def test_the_winnable_line_answers_a_browsed_position_from_the_games_end(qtbot, window):
    dock = open_review(qtbot, window)  # deal 66, lost: move 26 gave the win away
    checker = turn_on(qtbot, window)  # on now: the game itself was played without it
    qtbot.waitUntil(lambda: dock.review.rows[25].lost, timeout=20000)
    click_row(qtbot, dock, 10)  # before move 11: the win was still there
    assert not checker.checking  # no search for a game already recorded
    assert line(window).text() == STILL_WINNABLE
    click_row(qtbot, dock, 40)  # after move 26
    assert not checker.checking
    assert line(window).text() == NO_WIN_LEFT
    qtbot.wait(200)
    assert not window.recorder.assisted  # looked at, not played: no help counted
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)  # closed: the line checks as in play
    assert window.game_end.review is None
    qtbot.waitUntil(lambda: not checker.checking, timeout=10000)
    assert line(window).text() == NO_WIN_LEFT


def test_the_winnable_line_answers_as_the_lost_move_is_found_after_a_row_is_chosen(
    qtbot, window, monkeypatch
):
    found = held_lost_move_search(monkeypatch, 20)
    try:
        dock = open_review(qtbot, window)
        turn_on(qtbot, window)
        click_row(qtbot, dock, 40)  # after move 26, not yet known to have lost the win
        assert not dock.review.rows[25].lost
        assert line(window).text() == ""
        found.set()
        qtbot.waitUntil(lambda: dock.review.rows[25].lost, timeout=20000)
        # On the row still chosen: no other row need be chosen first.
        qtbot.waitUntil(lambda: line(window).text() == NO_WIN_LEFT, timeout=1000)
    finally:
        found.set()  # never leave the worker waiting


def test_the_lost_move_is_found_when_the_verdict_comes_while_a_row_is_chosen(
    qtbot, window, monkeypatch
):
    # The verdict takes up to 10 s: a player browsing meanwhile had the table at
    # an earlier position, not a game over, and the search for the move that
    # gave the win away was skipped: no row was ever marked.
    from acesup_qt import winnable_search

    came, check = threading.Event(), winnable_search.check_deck

    def held(*args, **kwargs):  # the solver's verdict takes its time
        came.wait(20)
        return check(*args, **kwargs)

    monkeypatch.setattr(winnable_search, "check_deck", held)
    try:
        dock = open_review(qtbot, window)  # deal 66, lost: move 26 gave the win away
        click_row(qtbot, dock, 10)  # before move 11, the verdict not in yet
        assert not window.model.game.is_over()
        came.set()
        qtbot.waitUntil(lambda: dock.review.rows[25].lost, timeout=20000)
        assert len(window.model.game.moves) == 10  # the table left where the player put it
    finally:
        came.set()  # never leave the worker waiting


def test_the_row_chosen_is_rated_before_the_rows_before_it(qtbot, window):
    dock = open_review(qtbot, window)
    rows = dock.review.rows
    assert rows[40].verdict == move_review.RATING
    click_row(qtbot, dock, 40)
    qtbot.waitUntil(lambda: rows[40].verdict != move_review.RATING, timeout=20000)
    waiting = [i for i in range(40) if rows[i].verdict == move_review.RATING]
    assert len(waiting) > 20  # in move order, all forty would have come first
