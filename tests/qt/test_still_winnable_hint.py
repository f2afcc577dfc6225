"""The still-winnable line steps aside for a hint: its check pauses while the
hint is worked out and goes on after, its answer kept and never a stale one."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from acesup_qt import hint, still_winnable
from acesup_qt.still_winnable import CANT_TELL, NO_WIN_IN_DEAL, NO_WIN_LEFT, STILL_WINNABLE

from .test_hint import ask_hint
from .test_still_winnable import answer, line, turn_on


@pytest.fixture
def long_analysis(monkeypatch) -> None:
    """A hint's deeper analysis that lasts a while (2 s) after its quick answer."""
    monkeypatch.setattr(hint, "DEEP_BUDGET_SECONDS", 2.0)
    monkeypatch.setattr(hint, "DEEP_PLAYOUTS", 1_000_000)


def test_a_hint_pauses_the_long_try_which_goes_on_after_to_its_answer(
    qtbot, window, monkeypatch, long_analysis
):
    asked: list[tuple[float, threading.Event]] = []
    found = threading.Event()  # the long try has found its answer

    def check(game, budget, cancel, go_on):
        asked.append((budget, go_on))
        if budget <= still_winnable.BUDGET_SECONDS:
            return CANT_TELL
        found.wait(10)
        go_on.wait(10)  # as the solver does: paused, it holds still
        return NO_WIN_LEFT

    monkeypatch.setattr(still_winnable, "check_position", check)
    checker = turn_on(qtbot, window)
    qtbot.waitUntil(lambda: len(asked) == 2)  # "Cannot tell yet", and the long try runs
    assert not checker.paused
    ask_hint(qtbot, window)  # the quick answer is in; the deeper analysis goes on
    assert window.hints.analysing
    assert checker.paused  # the long try waits for it
    found.set()
    qtbot.wait(200)
    assert line(window).text() == CANT_TELL  # not yet: it is paused
    qtbot.waitUntil(lambda: not window.hints.analysing, timeout=10000)
    assert answer(qtbot, window) == NO_WIN_IN_DEAL  # the same try, gone on, at the start
    assert [budget for budget, _ in asked] == [3.0, 60.0]  # not started afresh


def test_a_move_while_the_check_is_paused_drops_its_answer(
    qtbot, window, monkeypatch, long_analysis
):
    asked: list[tuple[str, threading.Event]] = []

    def check(game, budget, cancel, go_on):
        asked.append((" ".join(m.text for m in game.moves), cancel))
        if not game.moves:
            cancel.wait(10)  # thinks on, till told to stop
            return STILL_WINNABLE  # what the first position's check would say
        return NO_WIN_LEFT

    monkeypatch.setattr(still_winnable, "check_position", check)
    checker = turn_on(qtbot, window)
    shown: list[str] = []
    checker.shown.connect(shown.append)
    qtbot.waitUntil(lambda: len(asked) == 1)
    ask_hint(qtbot, window)
    assert checker.paused
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # a deal: the hint's analysis stops too
    assert asked[0][1].is_set()  # the paused check was told to stop
    assert answer(qtbot, window) == NO_WIN_LEFT
    qtbot.wait(200)
    assert shown == [NO_WIN_LEFT]  # the first position's answer never shown
    assert [moves for moves, _ in asked] == ["", "d"]


def test_a_hint_asked_with_the_line_on_comes_while_the_real_long_try_runs(
    qtbot, window, monkeypatch
):
    # Deal 1's start takes the solver seconds: after a first check cut short,
    # its long try runs while the player asks for a hint.
    monkeypatch.setattr(still_winnable, "BUDGET_SECONDS", 0.02)
    checker = turn_on(qtbot, window)
    qtbot.waitUntil(lambda: line(window).text() == CANT_TELL)
    assert checker.checking
    ask_hint(qtbot, window)
    assert checker.checking  # the long try is still there, not given up
    qtbot.waitUntil(lambda: not window.hints.analysing, timeout=10000)
    assert not checker.paused
    checker.stop()
