"""A solver, hint or coach job that raises: nothing stays on "Checking…" or
"Thinking…", the player reads that it went wrong, the cycle collector is let go,
and the fault reaches the game's bug box in the GUI thread, not lost with the worker."""

from __future__ import annotations

import sys
import threading

import pytest
from PySide6.QtCore import Qt

from acesup_qt import (
    app,
    coach,
    collector,
    error_box,
    hint,
    still_winnable,
    winnable,
    winnable_search,
)
from acesup_qt.engine import strategy
from acesup_qt.solver_jobs import WENT_WRONG

from .test_still_winnable import discard_from, line, turn_on
from .test_winnable import lose


@pytest.fixture
def bug_boxes(monkeypatch) -> list[tuple[str, bool]]:
    """The game's own excepthook, its box recorded: (details, shown in the GUI thread)."""
    shown: list[tuple[str, bool]] = []
    monkeypatch.setattr(sys, "excepthook", app._excepthook)
    monkeypatch.setattr(
        error_box,
        "show_error",
        lambda details: shown.append(
            (details, threading.current_thread() is threading.main_thread())
        ),
    )
    error_box.carry_from_threads()
    return shown


def broken(*args, **kwargs):
    raise RuntimeError("the solver fell over")


@pytest.mark.qt_no_exception_capture
def test_a_verdict_that_raises_says_the_solver_went_wrong(qtbot, window, monkeypatch, bug_boxes):
    monkeypatch.setattr(winnable_search, "check_deck", broken)
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(lambda: dialog.verdict.text() != winnable.CHECKING_TEXT, timeout=5000)
    assert dialog.verdict.text() == f"Could this deal have been won? {WENT_WRONG}"
    assert not dialog.show_me.isVisible()
    assert not window.winnable.checking
    qtbot.waitUntil(lambda: bool(bug_boxes))
    details, in_gui_thread = bug_boxes[0]
    assert "the solver fell over" in details
    assert in_gui_thread
    assert collector._held == 0  # the collector runs again


@pytest.mark.qt_no_exception_capture
def test_still_winnable_that_raises_says_so_and_stops(qtbot, window, monkeypatch, bug_boxes):
    monkeypatch.setattr(still_winnable, "check_position", broken)
    checker = turn_on(qtbot, window)
    qtbot.waitUntil(lambda: not checker.checking, timeout=5000)
    assert line(window).text() == still_winnable.WENT_WRONG_SHORT
    assert window.statusBar().currentMessage() == WENT_WRONG
    assert not window.recorder.assisted  # it told nothing of the stock
    qtbot.waitUntil(lambda: bool(bug_boxes))
    assert bug_boxes[0][1]
    discard_from(qtbot, window, 3)  # the next position is checked anew, and fails alike
    qtbot.waitUntil(lambda: not checker.checking, timeout=5000)
    assert line(window).text() == still_winnable.WENT_WRONG_SHORT
    qtbot.waitUntil(lambda: collector._held == 0)


@pytest.mark.qt_no_exception_capture
def test_a_hint_that_raises_says_so_and_h_tries_again(qtbot, window, monkeypatch, bug_boxes):
    works = strategy.rank_moves
    monkeypatch.setattr(strategy, "rank_moves", broken)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != hint.THINKING, timeout=5000)
    assert window.statusBar().currentMessage() == hint.WENT_WRONG
    assert window.scene.hint is None
    qtbot.waitUntil(lambda: not window.hints.analysing)
    assert collector._held == 0
    assert bug_boxes
    assert bug_boxes[0][1]
    monkeypatch.setattr(strategy, "rank_moves", works)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint is not None, timeout=5000)
    assert window.statusBar().currentMessage().startswith("Hint: ")


@pytest.mark.qt_no_exception_capture
def test_a_rating_that_raises_says_so_once_and_ranks_that_position_no_more(
    qtbot, window, monkeypatch, bug_boxes
):
    ranked: list[object] = []

    def broken_ranking(game, *args, **kwargs):
        ranked.append(game)
        raise RuntimeError("the coach fell over")

    monkeypatch.setattr(strategy, "rank_moves", broken_ranking)
    window.action("rate_moves").trigger()
    discard_from(qtbot, window, 3)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == coach.WENT_WRONG, timeout=5000)
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=5000)
    qtbot.wait(300)  # a failed position is not ranked again and again, a box each time
    tries = len(ranked)
    qtbot.wait(300)
    assert len(ranked) == tries
    assert not window.coach.busy
    assert collector._held == 0
    assert all(in_gui for _details, in_gui in bug_boxes)
    assert "the coach fell over" in bug_boxes[0][0]
