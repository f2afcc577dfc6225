"""Rate my moves at the end of a game: the dialog sums the ratings up, every move counted.

A player who moves faster than the coach ranks leaves moves unrated on the
way; once the game is over the coach rates them, one position at a time, and
the dialog's summary counts them in as they come.
"""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from acesup_qt.dialogs.end_of_game import NEW_GAME, UNDO
from acesup_qt.engine import Move
from acesup_qt.engine.moves import DEAL_MOVE
from acesup_qt.rating import AS_GOOD, CHOICE, CLOSE, WORSE, summary_text

from .conftest import card_point, click, drag, slot_point
from .test_coach import at_the_choice, is_rating, rating, wait_for_rating

# From deal 95 one deal before the end (``at_the_choice``): five discards the
# strategy would choose too, the last deal, two forced discards, and a move to
# the empty pile that loses when the ace of diamonds there would win. Six
# choices to rate (three moves are forced); every chance is exact.
TO_THE_END = "x2 x1 x1 x1 x4 d x2 x2 m1>2"
CHOICES = 6
FINAL = "Your moves, as rated: 5 were the strategy's choice and 1 was clearly worse."


@pytest.fixture
def paced_worker(monkeypatch):
    """The coach's worker ranks a position only when the test lets it (``release()``).

    Each ranking's deck and cancel flag are kept in ``paced_worker.ranked``.
    """
    import acesup_qt.engine.strategy as strategy

    turns, rank = threading.Semaphore(0), strategy.rank_moves
    ranked: list[tuple[tuple[int, ...], threading.Event]] = []

    def paced(game, seed, budget, playouts, cancel, **aim):
        ranked.append((tuple(game.deck), cancel))
        turns.acquire(timeout=10)
        return rank(game, seed, budget, playouts, cancel, **aim)

    monkeypatch.setattr(strategy, "rank_moves", paced)
    turns.ranked = ranked  # type: ignore[attr-defined]
    yield turns
    turns.release(100)  # never leave the worker waiting: closing the window waits for it


@pytest.fixture
def verdict(monkeypatch):
    """The solver's check of a lost deal gives its verdict only once the test sets this."""
    from acesup_qt import winnable_search

    given, check = threading.Event(), winnable_search.check_deck

    def held(deck, variant, budget, cancel):
        while not given.wait(0.05) and not cancel.is_set():
            pass
        return check(deck, variant, budget, cancel)

    monkeypatch.setattr(winnable_search, "check_deck", held)
    return given


def play_to_the_end(qtbot, window, wait_for_ratings: bool = False, moves: str = TO_THE_END) -> None:
    """Play ``moves`` (all of ``TO_THE_END``) with the mouse: a click discards or
    deals, a drag moves."""
    game = window.model.game
    for text in moves.split():
        move = Move.parse(text)
        choice = len(game.legal_moves()) > 1
        if move == DEAL_MOVE:
            click(qtbot, window, slot_point(window, "stock"))
        elif move.target < 0:
            click(qtbot, window, card_point(window, game.piles[move.source][-1]))
        else:
            top = card_point(window, game.piles[move.source][-1])
            drag(qtbot, window, top, slot_point(window, f"pile {move.target + 1}"))
        assert game.moves[-1] == move
        if wait_for_ratings and choice:
            qtbot.waitUntil(lambda: is_rating(rating(window)), timeout=10000)
    if moves == TO_THE_END:
        assert game.is_over()


def the_dialog(qtbot, window):
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    return window.end_dialog


def summary(window) -> str:
    return window.end_dialog.ratings.text()


def test_moves_played_too_fast_to_rate_are_rated_once_the_game_is_over(qtbot, window, paced_worker):
    at_the_choice(window)
    window.action("rate_moves").trigger()  # ranking it waits for the test: all is played first
    play_to_the_end(qtbot, window)
    dialog = the_dialog(qtbot, window)
    assert dialog.ratings.isVisible()
    assert summary(window) == f"Your moves, as rated so far: none yet ({CHOICES} still to rate)."
    # One position at a time: the first, then the last move's (which the status
    # bar says), then the others in the order they were played.
    seen = [summary(window)]
    for left in range(CHOICES - 1, -1, -1):
        paced_worker.release()
        qtbot.waitUntil(lambda: summary(window) != seen[-1], timeout=10000)
        seen.append(summary(window))
        if left:
            assert summary(window).endswith(f" ({left} still to rate).")
    assert seen[1:3] == [
        "Your moves, as rated so far: 1 was the strategy's choice (5 still to rate).",
        "Your moves, as rated so far: 1 was the strategy's choice and 1 was clearly worse "
        "(4 still to rate).",
    ]
    assert summary(window) == FINAL
    assert "You moved 10♥ to pile 2: no win is left." in rating(window)
    assert window.coach.summary() == FINAL  # nothing left to rate
    qtbot.waitUntil(lambda: not window.coach.busy)


def test_played_slowly_each_move_is_rated_as_the_summary_of_fast_play_says(qtbot, window):
    window.action("rate_moves").trigger()
    at_the_choice(window)
    said: list[str] = []
    window.coach.rated.connect(said.append)  # the status bar's words for each move
    play_to_the_end(qtbot, window, wait_for_ratings=True)  # each move rated as it is made
    forced = [
        words for words in said if words.endswith(", the only move possible: nothing to rate.")
    ]
    choice = sum(": the strategy's choice too" in words for words in said)
    worse = sum(". Better was " in words for words in said)
    assert (len(said) - len(forced), choice, worse) == (CHOICES, 5, 1)
    assert len(forced) == 3  # the forced moves, said not to be rated
    the_dialog(qtbot, window)
    qtbot.waitUntil(lambda: summary(window) == FINAL, timeout=10000)  # as after fast play


def test_a_new_game_stops_the_rating_of_the_last_one(qtbot, window, paced_worker):
    at_the_choice(window)
    window.action("rate_moves").trigger()
    play_to_the_end(qtbot, window)
    dialog = the_dialog(qtbot, window)
    paced_worker.release()
    qtbot.waitUntil(lambda: "(5 still to rate)" in summary(window), timeout=10000)
    ranked = paced_worker.ranked
    qtbot.waitUntil(lambda: len(ranked) == 2)  # the next position is being ranked
    cut_short, until_then = ranked[-1][1], len(ranked)
    qtbot.mouseClick(dialog.buttons[NEW_GAME], Qt.MouseButton.LeftButton)
    assert window.end_dialog is None
    assert not window.model.game.moves  # a new deal
    assert cut_short.is_set()  # the ranking under way is called off
    paced_worker.release(100)
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)
    game = window.model.game
    while len(game.legal_moves()) < 2:  # the new game (a random deal) goes on, rated
        click(qtbot, window, slot_point(window, "stock"))
    qtbot.waitUntil(lambda: window.coach.ranked(window.model.game) is not None, timeout=10000)
    new_deck = tuple(window.model.game.deck)
    assert new_deck != ranked[0][0]
    assert ranked[until_then:]  # nothing more of the last game was ranked:
    assert all(deck == new_deck for deck, _ in ranked[until_then:])


@pytest.fixture
def slow_worker(monkeypatch):
    """Each ranking works until it is called off, holding Python's GIL as a real one
    does (the GUI thread gets it only between the worker's turns). A minute at most:
    far longer than any wait of the tests, so only calling it off ends it in time."""
    import acesup_qt.engine.strategy as strategy

    rank = strategy.rank_moves
    started: list[threading.Event] = []

    def slow(game, seed, budget, playouts, cancel, **aim):
        started.append(cancel)
        end = time.perf_counter() + 60.0
        while time.perf_counter() < end and not cancel.is_set():
            sum(range(1000))
        return rank(game, seed, budget, playouts, cancel, **aim)

    monkeypatch.setattr(strategy, "rank_moves", slow)
    return started


def close_button(dialog) -> QPushButton:
    return next(b for b in dialog.findChildren(QPushButton) if b.text() == "Close")


def test_the_dialogs_buttons_work_while_the_moves_are_rated(qtbot, window, slow_worker):
    at_the_choice(window)
    window.action("rate_moves").trigger()
    play_to_the_end(qtbot, window)
    dialog = the_dialog(qtbot, window)
    assert window.coach.busy
    assert "(6 still to rate)" in summary(window)
    # Under way: the worker's thread may start late on a busy machine.
    qtbot.waitUntil(lambda: bool(slow_worker), timeout=10000)
    qtbot.mouseClick(close_button(dialog), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert slow_worker[-1].is_set()  # the ranking under way is called off
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)  # called off, it stops
    qtbot.wait(200)
    assert not window.coach.busy  # and no other starts
    assert window.coach.summary().endswith(f"none yet ({CHOICES} still to rate).")


def test_undo_from_the_dialog_stops_the_rating_and_ranks_the_position_on_the_table(
    qtbot, window, paced_worker
):
    at_the_choice(window)
    window.action("rate_moves").trigger()
    play_to_the_end(qtbot, window)
    dialog = the_dialog(qtbot, window)
    ranked = paced_worker.ranked
    until_then = len(ranked)
    qtbot.mouseClick(dialog.buttons[UNDO], Qt.MouseButton.LeftButton)
    assert not window.model.game.is_over()
    assert ranked[-1][1].is_set()  # the first position's ranking, no longer wanted
    paced_worker.release(100)
    qtbot.waitUntil(lambda: window.coach.ranked(window.model.game) is not None, timeout=10000)
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)
    assert len(ranked) == until_then + 1  # the position before the last move, only
    assert not is_rating(rating(window))  # no rating came for the move taken back


def test_the_end_of_game_dialog_sums_up_the_ratings_of_the_game(qtbot, window):
    window.action("rate_moves").trigger()
    at_the_choice(window)
    game = window.model.game
    click(qtbot, window, card_point(window, game.piles[1][-1]))  # the strategy's choice
    wait_for_rating(qtbot, window)
    window.statusBar().clearMessage()
    while not game.is_over():  # then the first move the rules allow, rated each time
        move = game.legal_moves()[0]
        if move == DEAL_MOVE:
            click(qtbot, window, slot_point(window, "stock"))
        else:
            window.play(move)
        if not game.is_over() and len(game.legal_moves()) > 1:
            qtbot.waitUntil(lambda: not window.coach.busy)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    said = window.end_dialog.ratings.text()
    assert said.startswith("Your moves, as rated: "), said
    assert "the strategy's choice" in said
    assert window.end_dialog.ratings.isVisible()


def test_the_summary_counts_each_kind_and_how_many_are_still_to_rate():
    kinds = [CHOICE, CHOICE, CLOSE, WORSE, CHOICE, AS_GOOD]
    assert summary_text(kinds) == (
        "Your moves, as rated: 3 were the strategy's choice, 1 was just as good, 1 was too "
        "close to call and 1 was clearly worse."
    )
    assert summary_text([CHOICE]) == "Your moves, as rated: 1 was the strategy's choice."
    assert summary_text([]) == ""
    assert summary_text([CHOICE, WORSE], left=12) == (
        "Your moves, as rated so far: 1 was the strategy's choice and 1 was clearly worse "
        "(12 still to rate)."
    )
    assert summary_text([], left=3) == "Your moves, as rated so far: none yet (3 still to rate)."
    assert summary_text([], left=1) == "Your moves, as rated so far: none yet (1 still to rate)."


def test_every_count_of_the_summary_reads_right_for_one_and_for_many():
    assert summary_text([AS_GOOD, CLOSE, WORSE]) == (
        "Your moves, as rated: 1 was just as good, 1 was too close to call and 1 was clearly worse."
    )
    assert summary_text([AS_GOOD] * 2 + [CLOSE] * 3 + [WORSE] * 4) == (
        "Your moves, as rated: 2 were just as good, 3 were too close to call and 4 were "
        "clearly worse."
    )
    assert summary_text([WORSE, CHOICE]) == (
        "Your moves, as rated: 1 was the strategy's choice and 1 was clearly worse."
    )


def test_moves_that_followed_a_hint_are_said_apart_and_not_counted():
    assert summary_text([CHOICE, WORSE], hinted=1) == (
        "Your moves, as rated: 1 was the strategy's choice and 1 was clearly worse. "
        "1 move followed a hint and is not counted."
    )
    assert summary_text([CHOICE], left=2, hinted=3) == (
        "Your moves, as rated so far: 1 was the strategy's choice (2 still to rate). "
        "3 moves followed a hint and are not counted."
    )
    assert summary_text([], left=2, hinted=1) == (
        "Your moves, as rated so far: none yet (2 still to rate). "
        "1 move followed a hint and is not counted."
    )
    assert summary_text([], hinted=2) == (
        "No move of your own was rated: 2 moves followed a hint and are not counted."
    )


def test_without_rating_the_end_of_game_dialog_has_no_summary(qtbot, window):
    at_the_choice(window)
    game = window.model.game
    while not game.is_over():
        window.play(game.legal_moves()[0])
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert not window.end_dialog.ratings.isVisible()


def test_closing_the_window_while_the_moves_are_rated_stops_the_worker(qtbot, window, slow_worker):
    at_the_choice(window)
    window.action("rate_moves").trigger()
    play_to_the_end(qtbot, window)
    the_dialog(qtbot, window)
    assert window.coach.busy
    qtbot.waitUntil(lambda: bool(slow_worker), timeout=10000)  # the ranking is under way
    window.close()  # stop_work: waits for the worker, whose ranking is called off
    assert slow_worker[-1].is_set()
    assert not window.coach.busy
    qtbot.wait(200)
    assert not window.coach.busy  # and no ranking of the rest starts after


def test_on_a_lost_game_the_rest_is_rated_once_the_solver_has_its_verdict(
    qtbot, window, paced_worker, verdict
):
    # The solver's 10 s are the clock's: the coach beside it would halve its work.
    from acesup_qt import winnable

    at_the_choice(window)
    window.action("rate_moves").trigger()
    play_to_the_end(qtbot, window)
    dialog = the_dialog(qtbot, window)
    assert not window.model.game.is_won()
    assert window.winnable.checking
    paced_worker.release(100)  # the coach may rank all it is asked to
    qtbot.waitUntil(lambda: len(paced_worker.ranked) >= 2, timeout=10000)
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)
    qtbot.wait(100)
    # Only what was asked in play: the first move's position and the last one's.
    assert len(paced_worker.ranked) == 2
    assert summary(window).endswith("(4 still to rate).")
    verdict.set()
    qtbot.waitUntil(lambda: not window.winnable.checking, timeout=20000)
    assert dialog.verdict.text() != winnable.CHECKING_TEXT
    qtbot.waitUntil(lambda: summary(window) == FINAL, timeout=10000)


def test_a_lost_game_with_the_worker_free_rates_nothing_before_the_solver_is_done(
    qtbot, window, paced_worker, verdict
):
    # With the coach idle as the game ends, its first ranking of the rest used to
    # start a moment before the solver's check, the two then sharing the cores.
    from acesup_qt import winnable

    at_the_choice(window)
    window.action("rate_moves").trigger()
    *before, last = TO_THE_END.split()
    play_to_the_end(qtbot, window, moves=" ".join(before))
    paced_worker.release(100)  # what play asked for is ranked: the worker is free
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)
    asked_in_play = len(paced_worker.ranked)
    play_to_the_end(qtbot, window, moves=last)
    dialog = the_dialog(qtbot, window)
    assert window.winnable.checking
    qtbot.wait(300)
    assert len(paced_worker.ranked) == asked_in_play
    assert not window.coach.busy
    verdict.set()
    qtbot.waitUntil(lambda: not window.winnable.checking, timeout=20000)
    assert dialog.verdict.text() != winnable.CHECKING_TEXT
    qtbot.waitUntil(lambda: summary(window) == FINAL, timeout=10000)
