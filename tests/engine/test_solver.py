"""The solver is never wrong: it agrees with a plain exhaustive search."""

from __future__ import annotations

import gc
import os
import random
import threading
import time
import tracemalloc
from collections.abc import Iterator

import pytest

from acesup_qt.engine import Game, deal_cards, new_game, variant_class
from acesup_qt.engine.pruning import aces_block_a_win
from acesup_qt.engine.solver import UNKNOWN, UNWINNABLE, WINNABLE, solve

from .exhaustive import exhaustive_best, exhaustive_best_from

VARIANT_IDS = ("standard", "aces-only")


def _small_decks(seed: int, count: int, sizes: tuple[int, ...]) -> list[list[int]]:
    """Random small decks; half of them from two suits plus the aces, for more play."""
    rng = random.Random(seed)
    crowded = [c for c in range(52) if c // 13 < 2] + [38, 51]
    decks = []
    for _ in range(count):
        pool = crowded if rng.random() < 0.5 else list(range(52))
        decks.append(rng.sample(pool, rng.choice(sizes)))
    return decks


def _check_against_exhaustive(deck: list[int], variant: str) -> None:
    best, won = exhaustive_best(deck, variant)
    result = solve(deck, variant)
    assert result.best_score == best, (variant, deck)
    assert result.status == (WINNABLE if won else UNWINNABLE), (variant, deck)
    assert result.no_win == (not won)
    assert result.exact
    game = variant_class(variant)(deck)
    game.replay(result.solution)  # raises if any move is illegal
    assert game.score == result.best_score
    assert game.is_won() == won


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_small_decks_agree_with_exhaustive_search(variant: str) -> None:
    for deck in _small_decks(seed=11, count=150, sizes=(8, 12)):
        _check_against_exhaustive(deck, variant)


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_sixteen_card_decks_agree_with_exhaustive_search(variant: str) -> None:
    for deck in _small_decks(seed=12, count=12, sizes=(16,)):
        _check_against_exhaustive(deck, variant)


def _decks_with_all_aces(seed: int, count: int, sizes: tuple[int, ...]) -> list[list[int]]:
    """Random small decks holding the four aces, where the aces' rules can bite."""
    rng = random.Random(seed)
    aces = [12, 25, 38, 51]
    others = [c for c in range(52) if c not in aces]
    decks = []
    for _ in range(count):
        # Few suits for the other cards, so that kills and blocks both happen.
        suits = rng.sample(range(4), rng.choice((1, 2, 4)))
        pool = [c for c in others if c // 13 in suits]
        deck = aces + rng.sample(pool, min(len(pool), rng.choice(sizes) - 4))
        rng.shuffle(deck)
        decks.append(deck)
    return decks


def _positions_along_random_plays(
    variant: str, play_seed: int, deck_seed: int, count: int
) -> Iterator[Game]:
    """Every position along one random play of each of ``count`` small decks with
    all four aces (12 and 16 cards), where the search's rules can bite."""
    rng = random.Random(play_seed)
    for deck in _decks_with_all_aces(seed=deck_seed, count=count, sizes=(12, 16)):
        game = variant_class(variant)(deck)
        while not game.is_over():
            yield game
            game.push(rng.choice(game.legal_moves()))


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_decks_with_all_four_aces_agree_with_exhaustive_search(variant: str) -> None:
    for deck in _decks_with_all_aces(seed=21, count=60, sizes=(8, 12, 16)):
        _check_against_exhaustive(deck, variant)


def test_aces_only_decks_of_two_suits_agree_with_exhaustive_search() -> None:
    # Long stocks of few suits: the cards still to come onto each pile
    # decide whether a discard is safe in aces-only.
    rng = random.Random(24)
    for _ in range(150):
        suits = rng.sample(range(4), 2)
        pool = [c for c in range(52) if c // 13 in suits and c % 13 != 12]
        aces = [s * 13 + 12 for s in rng.sample(range(4), rng.choice((2, 4)))]
        deck = aces + rng.sample(pool, rng.choice((12, 16, 20)) - len(aces))
        rng.shuffle(deck)
        _check_against_exhaustive(deck, "aces-only")


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_a_blocking_rule_never_rules_out_a_position_that_can_be_won(variant: str) -> None:
    # From positions along random plays of decks with all four aces: where a
    # rule of the win-only search says "no win", the exhaustive search agrees.
    fired = 0
    for game in _positions_along_random_plays(variant, play_seed=22, deck_seed=23, count=80):
        if aces_block_a_win([bytes(p) for p in game.piles]):
            fired += 1
            assert not exhaustive_best_from(game.copy())[1], (variant, game.to_text())
    assert fired > 20  # the test saw the rule at work


@pytest.mark.slow
@pytest.mark.skipif(
    not os.environ.get("ACESUP_SLOW_TESTS"), reason="minutes long: set ACESUP_SLOW_TESTS=1"
)
@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_many_larger_decks_agree_with_exhaustive_search(variant: str) -> None:
    for deck in _small_decks(seed=13, count=200, sizes=(16, 20)):
        _check_against_exhaustive(deck, variant)


def test_a_winnable_deal_is_solved_with_a_winning_move_list() -> None:
    deck = deal_cards(5)
    result = solve(deck, "standard", budget_seconds=30)
    assert result.status == WINNABLE
    assert result.best_score == 48
    game = new_game(deck)
    game.replay(result.solution)
    assert game.is_won()


def test_a_deck_string_is_accepted() -> None:
    game = new_game(deal_cards(5))
    assert solve(game.to_text().split("\n")[1][6:], budget_seconds=30).status == WINNABLE


def test_a_game_is_solved_from_its_current_position() -> None:
    game = new_game(deal_cards(5))
    first = solve(game, budget_seconds=30)
    for move in first.solution[:10]:
        game.push(move)
    later = solve(game, budget_seconds=30)
    assert later.status == WINNABLE
    game.replay(later.solution)
    assert game.is_won()


def test_a_node_budget_gives_unknown_with_a_reachable_best() -> None:
    deck = deal_cards(1)
    result = solve(deck, "standard", node_budget=2000)
    assert result.status == UNKNOWN
    game = new_game(deck)
    game.replay(result.solution)
    assert game.score == result.best_score > 0


def test_a_time_budget_is_kept() -> None:
    start = time.perf_counter()
    result = solve(deal_cards(1), "standard", budget_seconds=0.3)
    assert time.perf_counter() - start < 2
    assert result.status in (UNKNOWN, WINNABLE, UNWINNABLE)


def test_cancel_from_another_thread_stops_the_search() -> None:
    cancel = threading.Event()
    timer = threading.Timer(0.2, cancel.set)
    timer.start()
    start = time.perf_counter()
    result = solve(deal_cards(1), "standard", cancel=cancel)
    timer.cancel()
    assert time.perf_counter() - start < 2
    assert result.status in (UNKNOWN, WINNABLE, UNWINNABLE)
    if result.status == UNKNOWN:
        assert cancel.is_set()


def test_a_search_cut_short_leaves_no_positions_for_the_collector() -> None:
    # The search's closures hold its set of positions in a reference cycle,
    # freed by the cycle collector: which the GUI runs in its own thread
    # (collector.py), where millions of keys took a good part of a second.
    was_on = gc.isenabled()
    gc.disable()
    tracemalloc.start()
    try:
        solve(deal_cards(1), "standard", node_budget=20_000, win_only=True)
        left, _peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
        if was_on:
            gc.enable()
    assert left < 100_000  # 20,000 nodes' keys and their table are over 1 MB


def test_an_already_won_game_is_winnable_at_once() -> None:
    result = solve(new_game(deal_cards(5)), budget_seconds=30)
    game = new_game(deal_cards(5))
    game.replay(result.solution)
    again = solve(game)
    assert again.status == WINNABLE
    assert again.solution == []
    assert again.best_score == 48


# Four Ace Patience deal 62: the yes-or-no search proves within its first
# 1024 positions that no win exists; the best score (28) takes about 2,100.
NO_WIN_DEAL = 62


def test_unwinnable_means_no_win_and_the_best_score_proven() -> None:
    result = solve(deal_cards(NO_WIN_DEAL), "aces-only")
    assert (result.status, result.no_win, result.exact) == (UNWINNABLE, True, True)
    assert result.best_score == 28


def test_no_win_proven_but_best_score_not_is_unknown_with_no_win() -> None:
    deck = deal_cards(NO_WIN_DEAL)
    result = solve(deck, "aces-only", node_budget=1024)
    assert (result.status, result.no_win, result.exact) == (UNKNOWN, True, False)
    game = new_game(deck, "aces-only")
    game.replay(result.solution)
    assert game.score == result.best_score <= 28


def test_win_only_stops_at_the_proof_of_no_win_without_the_best_score() -> None:
    full = solve(deal_cards(NO_WIN_DEAL), "aces-only")
    quick = solve(deal_cards(NO_WIN_DEAL), "aces-only", win_only=True)
    assert (quick.status, quick.no_win, quick.exact) == (UNKNOWN, True, False)
    assert quick.nodes < full.nodes  # the search for the best score was left out
    won = solve(deal_cards(5), "standard", budget_seconds=30, win_only=True)
    assert (won.status, won.no_win, won.exact) == (WINNABLE, False, True)


def test_a_budget_cut_before_any_proof_says_nothing_of_a_win() -> None:
    result = solve(deal_cards(1), "standard", node_budget=2000)
    assert (result.status, result.no_win, result.exact) == (UNKNOWN, False, False)


def test_a_winnable_deal_is_exact_and_not_no_win() -> None:
    result = solve(deal_cards(5), "standard", budget_seconds=30)
    assert (result.status, result.no_win, result.exact) == (WINNABLE, False, True)


# Answers of the solver as it was before its nodes were made cheaper (deals
# 1-100 at 100,000 nodes are in tests/benchmarks/solver_answers_100k.jsonl):
# a change meant only to speed it up must leave them as they were.
RECORDED = [
    ("standard", 54, WINNABLE, 48),
    ("standard", 57, WINNABLE, 48),
    ("aces-only", 29, WINNABLE, 48),
    ("aces-only", 62, UNWINNABLE, 28),
    ("aces-only", 50, UNWINNABLE, 41),
    ("aces-only", 21, UNWINNABLE, 38),
    ("aces-only", 57, UNWINNABLE, 33),
    ("aces-only", 65, UNWINNABLE, 45),
]


@pytest.mark.parametrize(("variant", "number", "status", "best"), RECORDED)
def test_recorded_answers_stay_the_same(variant: str, number: int, status: str, best: int) -> None:
    result = solve(deal_cards(number), variant, budget_seconds=30)
    assert (result.status, result.best_score) == (status, best)
    game = new_game(deal_cards(number), variant)
    game.replay(result.solution)
    assert game.score == best


def test_a_paused_search_holds_still_and_goes_on_to_the_same_answer() -> None:
    # Deal 1's start takes the solver seconds: these 20,000 positions (a tenth
    # of a second or so) come well within the budget, unless the wait counted.
    unpaused = solve(deal_cards(1), budget_seconds=1.0, node_budget=20_000, win_only=True)
    go_on = threading.Event()  # clear: paused from its first look at the clock
    results = []

    def search() -> None:
        results.append(
            solve(deal_cards(1), budget_seconds=1.0, node_budget=20_000, win_only=True, go_on=go_on)
        )

    worker = threading.Thread(target=search)
    worker.start()
    worker.join(1.5)  # longer than its whole budget
    assert worker.is_alive()  # holding still
    assert not results
    go_on.set()
    worker.join(10)
    assert results[0].nodes == unpaused.nodes  # the node budget ended it, not the clock
    assert (results[0].status, results[0].best_score) == (unpaused.status, unpaused.best_score)
    assert results[0].seconds < 1.0  # the wait is not its own time


def test_a_paused_search_stops_when_cancelled() -> None:
    go_on, cancel = threading.Event(), threading.Event()
    results = []
    worker = threading.Thread(
        target=lambda: results.append(solve(deal_cards(1), cancel=cancel, go_on=go_on))
    )
    worker.start()
    time.sleep(0.2)
    cancel.set()
    worker.join(2)  # without being let go on
    assert not worker.is_alive()
    assert results[0].status == UNKNOWN
