"""Winnable deals only: the search for the next winnable deal steps aside while the
player drags a card, and for the still-winnable line's first check and Rate my
moves, which the player waits for; it goes on after, with nothing lost."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QPoint, Qt

import acesup_qt.engine.solver as solver
import acesup_qt.engine.strategy as strategy
from acesup_qt import still_winnable

from .conftest import _send_move, card_point, click, slot_point
from .test_coach import is_rating, rating, wait_for_rating
from .test_deal_ahead import foreground_pick, looks_ahead, searching_ahead  # noqa: F401 (a fixture)
from .test_still_winnable import answer, line, turn_on
from .test_winnable_variant import choose_winnable_deals_only

SLOW_SEED = 6  # its standard deal is found in the 14th deal tried, some 1.6 s alone


def deals_tried_ahead(monkeypatch) -> list[int]:
    """Each deal the search ahead puts to the solver (New game's own are not counted)."""
    tried: list[int] = []
    solve = solver.solve

    def counted(*args, **kwargs):
        if kwargs.get("go_on") is not None and kwargs.get("node_budget") == 10_000:
            tried.append(1)
        return solve(*args, **kwargs)

    monkeypatch.setattr(solver, "solve", counted)
    return tried


@pytest.mark.usefixtures("looks_ahead")
def test_a_card_held_by_the_mouse_holds_the_search_ahead_still_and_it_goes_on_after(
    qtbot, window, monkeypatch
):
    tried = deals_tried_ahead(monkeypatch)
    window.winnable.seed = SLOW_SEED
    click(qtbot, window, slot_point(window, "stock"))  # four cards to drag
    choose_winnable_deals_only(qtbot, window)
    qtbot.waitUntil(lambda: bool(tried), timeout=5000)
    ahead = window.winnable.ahead
    assert ahead is not None
    qtbot.waitUntil(lambda: not ahead.stepping_aside)
    card = window.model.game.piles[0][-1]
    item, start = window.scene.cards[card], card_point(window, card)
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    assert ahead.stepping_aside  # from the press: the drag's first frames are the table's
    held_at = len(tried)
    for step in range(1, 21):  # a second of dragging the card about
        _send_move(window, start + QPoint(8 * step, 5 * step), held=True)
        qtbot.wait(50)
    assert item.pos().x() > item.target.x() + 100  # the card follows the mouse
    assert len(tried) == held_at  # no deal tried meanwhile
    assert ahead.searching == "standard"
    assert not ahead.ready("standard")
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start)  # back where it was
    assert window.model.game.moves[-1].text == "d"  # no move made
    qtbot.waitUntil(lambda: ahead.ready("standard"), timeout=20000)
    # Nothing lost: the deal New game's own search finds, in as many tries.
    assert ahead.deals["standard"][0] == foreground_pick(SLOW_SEED, "standard")
    assert len(ahead.deals["standard"][2]) == 14


@pytest.mark.usefixtures("looks_ahead")
def test_the_search_ahead_holds_still_for_the_still_winnable_lines_first_check(
    qtbot, window, monkeypatch
):
    go_on = searching_ahead(qtbot, window, monkeypatch)
    window.model.start_deal(5)  # its start settled at once (deal 1's takes seconds)
    turn_on(qtbot, window)
    answer(qtbot, window)  # the deal's own
    qtbot.waitUntil(go_on.is_set)
    checked = still_winnable.check_position
    ahead_went_on: list[bool] = []

    def watched(game, budget, cancel, line_go_on):
        ahead_went_on.append(go_on.is_set())
        return checked(game, budget, cancel, line_go_on)

    monkeypatch.setattr(still_winnable, "check_position", watched)
    click(qtbot, window, slot_point(window, "stock"))  # a deal: its position is checked
    assert not go_on.is_set()
    assert answer(qtbot, window) == still_winnable.STILL_WINNABLE  # the answer comes
    assert ahead_went_on == [False]
    qtbot.waitUntil(go_on.is_set, timeout=2000)  # the cards landed: it goes on


@pytest.mark.usefixtures("looks_ahead")
def test_a_long_try_after_cant_tell_yet_does_not_hold_the_search_ahead(qtbot, window, monkeypatch):
    go_on = searching_ahead(qtbot, window, monkeypatch)
    long_try = threading.Event()

    def check(game, budget, cancel, line_go_on):
        if budget <= still_winnable.BUDGET_SECONDS:
            return still_winnable.CANT_TELL
        long_try.set()
        cancel.wait(10)
        return still_winnable.CANT_TELL

    monkeypatch.setattr(still_winnable, "check_position", check)
    turn_on(qtbot, window)
    qtbot.waitUntil(long_try.is_set)
    label = line(window)
    assert label is not None
    assert label.text() == still_winnable.CANT_TELL
    # Seconds, perhaps a minute, that no one waits for: each search gets its share.
    qtbot.waitUntil(go_on.is_set)


@pytest.mark.usefixtures("looks_ahead")
def test_the_search_ahead_holds_still_while_a_move_waits_for_its_rating_only(
    qtbot, window, monkeypatch
):
    go_on = searching_ahead(qtbot, window, monkeypatch)
    rank, ranked = strategy.rank_moves, []  # (moves before the position, the search went on)
    release = threading.Event()

    def watched(game, *args, **kwargs):
        ranked.append((len(game.moves), go_on.is_set()))
        release.wait(10)  # a ranking that takes its time, as on a busy machine
        return rank(game, *args, **kwargs)

    monkeypatch.setattr(strategy, "rank_moves", watched)
    click(qtbot, window, slot_point(window, "stock"))  # the first deal: forced, not rated
    window.action("rate_moves").trigger()
    qtbot.waitUntil(lambda: bool(ranked))
    # The position on the table is ranked while the player looks: no one waits for
    # it yet, and the search takes its share. Held still for every ranking, beside a
    # quick player it found the next deal late or not at all, and New game made them
    # wait (bench_deal_ahead_rating.py).
    assert ranked == [(1, True)]
    assert go_on.is_set()
    click(qtbot, window, slot_point(window, "stock"))  # a deal, before it is ranked
    assert rating(window).startswith("Rating your move")
    assert not go_on.is_set()  # the rating waited for has Python's lock to itself
    release.set()
    assert is_rating(wait_for_rating(qtbot, window))
    assert go_on.is_set()  # rated: the search goes on
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=20000)  # and those ahead
    assert len(ranked) > 2
    # The new position on the table, then those ahead of it: no one waits, all shared.
    assert set(ranked[1:]) == {(2, True), (3, True)}
    assert window.winnable.ahead is not None
    assert window.winnable.ahead.searching == "standard"
    assert go_on.is_set()
