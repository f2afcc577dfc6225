"""Winnable deals only: the next winnable deal is found while the player plays, so
New game (or a variant chosen) starts it at once; not ready yet, New game looks in
the foreground as before. Meanwhile nothing plays on in the game left: not the
demo, not the clock.
"""

from __future__ import annotations

import random
import sys
import threading
import time

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from acesup_qt import app, deal_ahead, error_box, play_clock, settings, winnable, winnable_search
from acesup_qt.dialogs.leave_game import LEAVE

from .conftest import click, slot_point
from .test_variant_words import variant_menu
from .test_winnable import lose
from .test_winnable_variant import choose_variant, choose_winnable_deals_only, rest_on


@pytest.fixture
def looks_ahead(monkeypatch) -> None:
    """The deal ahead is looked for at once (the tests' default is never: conftest)."""
    monkeypatch.setattr(deal_ahead, "AHEAD_DELAY_MS", 0)
    monkeypatch.setattr(winnable, "CHECK_BUDGET_SECONDS", 3.0)


def new_game_keys(qtbot, window) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)


def foreground_pick(seed: int, variant: str) -> int:
    """The deal New game's own search picks with ``seed``."""
    number, found, _ = winnable_search.find_winnable(
        variant,
        winnable_search.FIND_BUDGET_POSITIONS,
        threading.Event(),
        winnable_search.FIND_TRIES,
        random.Random(seed),
    )
    assert found is not None
    return number


def wait_for_deal_ahead(qtbot, window, variant: str) -> None:
    qtbot.waitUntil(
        lambda: window.winnable.ahead is not None and window.winnable.ahead.ready(variant),
        timeout=20000,
    )


def test_new_game_starts_the_winnable_deal_found_meanwhile_at_once(qtbot, window, looks_ahead):
    window.winnable.seed = 3
    choose_winnable_deals_only(qtbot, window)
    wait_for_deal_ahead(qtbot, window, "standard")
    said = []
    window.statusBar().messageChanged.connect(said.append)
    new_game_keys(qtbot, window)
    # At once: no "Finding a winnable deal…", the new deal is on the table already.
    number = window.model.deal_number
    assert number == foreground_pick(3, "standard")  # the deal the search in front picks
    assert winnable.FINDING_TEXT not in said
    assert window.windowTitle() == f"Deal #{number}"
    assert window.statusBar().currentMessage() == (
        f"Deal #{number} can be won: the solver found a way."
    )
    # Lost, it is answered at once: what the search found is known.
    dialog = lose(qtbot, window, number)
    assert dialog.verdict.text() == "This deal could have been won."
    dialog.reject()


def test_a_variant_chosen_starts_its_winnable_deal_found_meanwhile_at_once(
    qtbot, window, looks_ahead
):
    window.winnable.seed = 1
    choose_winnable_deals_only(qtbot, window)
    wait_for_deal_ahead(qtbot, window, "aces-only")  # after the table's variant's
    choose_variant(qtbot, window, "aces-only")
    assert window.model.variant == "aces-only"
    assert window.model.deal_number == foreground_pick(1, "aces-only")
    assert window.game_actions.variants["aces-only"].isChecked()


def test_new_game_before_the_deal_ahead_is_found_looks_for_one_then(qtbot, window, looks_ahead):
    window.winnable.seed = 4  # 46 tries in Four Ace Patience: not found in a moment
    choose_winnable_deals_only(qtbot, window)
    choose_variant(qtbot, window, "aces-only")
    assert window.statusBar().currentMessage() == winnable.FINDING_TEXT
    assert window.model.variant == "standard"  # the table stays as it is while it looks
    ahead = window.winnable.ahead
    assert ahead is not None
    # The search ahead steps aside for the one the player waits for.
    qtbot.waitUntil(lambda: ahead.searching is not None)
    assert ahead.stepping_aside
    qtbot.waitUntil(lambda: window.model.variant == "aces-only", timeout=30000)
    assert window.model.deal_number == foreground_pick(4, "aces-only")
    assert not ahead.stepping_aside


def watched_searches(monkeypatch) -> list[tuple[str, threading.Event]]:
    """Searches ahead that hold still while told to and end only when called off:
    their variant and what tells them to go on."""
    started: list[tuple[str, threading.Event]] = []

    def endless_search(variant, budget, cancel, tries, rng, go_on=None):
        assert go_on is not None
        started.append((variant, go_on))
        cancel.wait(10.0)
        return 7, None, []

    monkeypatch.setattr(winnable_search, "find_winnable", endless_search)
    return started


def searching_ahead(qtbot, window, monkeypatch) -> threading.Event:
    """Winnable deals only chosen and the search ahead begun: the event it goes on by,
    cleared while it steps aside."""
    searches = watched_searches(monkeypatch)
    choose_winnable_deals_only(qtbot, window)
    qtbot.waitUntil(lambda: bool(searches))
    return searches[0][1]


def test_the_search_ahead_holds_still_while_a_hint_is_worked_out(
    qtbot, window, looks_ahead, monkeypatch
):
    go_on = searching_ahead(qtbot, window, monkeypatch)
    assert go_on.is_set()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert not go_on.is_set()  # the hint has Python's lock to itself
    qtbot.waitUntil(lambda: window.scene.hint is not None, timeout=5000)
    assert not go_on.is_set()  # nor while its deeper analysis refines the words
    qtbot.waitUntil(go_on.is_set, timeout=10000)
    assert not window.hints.analysing


def test_the_search_ahead_holds_still_while_the_game_over_is_checked(
    qtbot, window, looks_ahead, monkeypatch
):
    go_on = searching_ahead(qtbot, window, monkeypatch)
    dialog = lose(qtbot, window, 1)  # not decided in the check's 3 s
    assert dialog.verdict.text() == winnable.CHECKING_TEXT
    assert not go_on.is_set()
    qtbot.waitUntil(lambda: dialog.verdict.text() != winnable.CHECKING_TEXT, timeout=10000)
    qtbot.waitUntil(lambda: not window.winnable.checking, timeout=10000)
    assert go_on.is_set()


def test_quitting_while_the_search_ahead_runs_stops_it_at_once(qtbot, window, looks_ahead):
    window.winnable.seed = 4
    choose_winnable_deals_only(qtbot, window)
    qtbot.waitUntil(lambda: window.winnable.ahead is not None)
    ahead = window.winnable.ahead
    qtbot.waitUntil(lambda: ahead.searching is not None)
    qtbot.wait(100)  # well into it: a search takes most of a second, or seconds
    assert ahead.searching is not None
    started = time.monotonic()
    qtbot.keyClick(window.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)  # Quit
    assert not window.isVisible()
    assert time.monotonic() - started < 1.0
    assert ahead.pool.activeThreadCount() == 0


def endless_foreground_search(monkeypatch) -> None:
    def endless_search(variant, budget, cancel, tries, rng, go_on=None):
        cancel.wait(10.0)
        return 7, None, []

    monkeypatch.setattr(winnable_search, "find_winnable", endless_search)


def leave_when_asked(qtbot) -> list[str]:
    """Click Leave it on the next "Leave this game?", with the mouse."""
    asked: list[str] = []

    def leave() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        asked.append(box.text())
        (button,) = [b for b in box.findChildren(QPushButton) if b.text() == LEAVE]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, leave)
    return asked


def test_the_demo_stops_when_the_player_leaves_its_game_for_a_winnable_deal(
    qtbot, window, monkeypatch
):
    # It played on while the solver looked: its next move was taken for the
    # player's, the search was called off ("you played on"), and no new deal came.
    import acesup_qt.demo

    monkeypatch.setattr(acesup_qt.demo, "scaled", lambda ms: 50)
    endless_foreground_search(monkeypatch)
    choose_winnable_deals_only(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # Demo
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 2, timeout=5000)
    asked = leave_when_asked(qtbot)
    new_game_keys(qtbot, window)
    assert asked
    made = len(window.model.game.moves)
    assert not window.action("demo").isChecked()
    qtbot.wait(400)  # some eight demo moves' time
    assert len(window.model.game.moves) == made
    assert window.winnable.finding  # the deal asked for is still on its way
    assert window.statusBar().currentMessage() == winnable.FINDING_TEXT


def test_the_demo_stops_when_the_player_leaves_its_game_for_another_variant(
    qtbot, window, monkeypatch
):
    import acesup_qt.demo

    monkeypatch.setattr(acesup_qt.demo, "scaled", lambda ms: 50)
    endless_foreground_search(monkeypatch)
    choose_winnable_deals_only(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 2, timeout=5000)
    menu = variant_menu(qtbot, window)
    where = rest_on(qtbot, menu, window.game_actions.variants["aces-only"])
    asked = leave_when_asked(qtbot)  # armed now: the question comes with the click
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=where)
    assert asked
    made = len(window.model.game.moves)
    qtbot.wait(400)
    assert len(window.model.game.moves) == made
    assert window.winnable.finding_variant == "aces-only"


def test_the_clock_of_the_game_left_stands_greyed_while_the_deal_is_looked_for(
    qtbot, window, monkeypatch, leave_answers
):
    endless_foreground_search(monkeypatch)
    choose_winnable_deals_only(qtbot, window)
    click(qtbot, window, slot_point(window, "stock"))  # a deal: the clock runs
    label, autosave = window.play_clock.clock_label, window.recorder.autosave
    qtbot.waitUntil(lambda: autosave.time_played() > 0.05)
    assert label.isEnabled()
    leave_answers.append(True)
    new_game_keys(qtbot, window)
    assert window.winnable.finding
    assert not label.isEnabled()  # greyed: the time does not count
    assert label.toolTip() == play_clock.SEARCH_TIP
    stood = autosave.time_played()
    qtbot.wait(1100)
    assert autosave.time_played() == pytest.approx(stood, abs=0.01)
    click(qtbot, window, slot_point(window, "stock"))  # the player plays on: the clock too
    assert not window.winnable.finding
    assert label.isEnabled()
    qtbot.waitUntil(lambda: autosave.time_played() > stood + 0.1)


@pytest.mark.qt_no_exception_capture
def test_a_search_ahead_that_raises_is_told_once_and_new_game_looks_then(
    qtbot, window, monkeypatch, looks_ahead
):
    shown: list[str] = []
    monkeypatch.setattr(sys, "excepthook", app._excepthook)
    monkeypatch.setattr(error_box, "show_error", shown.append)
    error_box.carry_from_threads()
    works = winnable_search.find_winnable

    def broken_ahead(*args, **kwargs):
        if kwargs.get("go_on") is not None:  # the search ahead's, not New game's
            raise RuntimeError("the search ahead fell over")
        return works(*args, **kwargs)

    monkeypatch.setattr(winnable_search, "find_winnable", broken_ahead)
    window.winnable.seed = 3
    choose_winnable_deals_only(qtbot, window)
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    qtbot.wait(300)
    assert len(shown) == 1  # told once: not tried again and again
    assert "the search ahead fell over" in shown[0]
    ahead = window.winnable.ahead
    assert ahead is not None
    assert ahead.searching is None
    assert not ahead.ready("standard")
    before = window.model.deal_number
    new_game_keys(qtbot, window)  # looks in the foreground, as without a deal ahead
    qtbot.waitUntil(lambda: window.model.deal_number != before, timeout=20000)
    assert window.model.deal_number == foreground_pick(3, "standard")
    assert len(shown) == 1


def test_the_search_ahead_holds_still_while_cards_slide(qtbot, window, looks_ahead, monkeypatch):
    # Beside it, taking turns at Python's lock, the slides lost frames: 42 a second
    # rather than 60, gaps of up to 177 ms (bench_deal_ahead_slides).
    go_on = searching_ahead(qtbot, window, monkeypatch)
    assert go_on.is_set()
    monkeypatch.setattr(settings, "animation_scale", lambda: 1.0)  # as played: cards slide
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    click(qtbot, window, slot_point(window, "stock"))  # four cards dealt, one after another
    assert window.scene.animating
    assert not go_on.is_set()  # from the first card's take-off
    looks = 0
    while window.scene.animating:  # some 470 ms: the last card leaves 210 ms after the first
        assert not go_on.is_set()
        looks += 1
        qtbot.wait(5)
    assert looks > 20
    qtbot.waitUntil(go_on.is_set, timeout=1000)  # the table still: the search goes on
