"""The best fair play, computed with symmetries, agrees with a plain search over every order."""

from __future__ import annotations

import itertools
import random

import pytest

from acesup_qt.engine import DEAL, DISCARD, Game, new_game
from acesup_qt.engine.cards import ACE, Card
from acesup_qt.engine.fair_optimum import FairOptimum, top_ranks_deck
from acesup_qt.engine.fair_play import play_game
from acesup_qt.engine.solver import WINNABLE, solve

EIGHT = top_ranks_deck(2)  # K and A of each suit: the tiniest deck with play in it


def _plain_value(game: Game, score: bool) -> float:
    """Best fair value by brute force: exact piles, no symmetry, every ordered draw.

    The player may choose among every position reachable before a deal; a
    deal is the mean over every order the stock's cards may come in.
    """
    best = -1.0
    # Nothing beats a win, or a score of every card but the aces.
    ceiling = sum(1 for c in game.deck if c % 13 != ACE) if score else 1.0
    seen: set[tuple[tuple[Card, ...], ...]] = set()

    def visit(position: Game) -> None:
        nonlocal best
        key = tuple(tuple(p) for p in position.piles)
        if key in seen or best >= ceiling:
            return
        seen.add(key)
        if position.stock_count:
            dealt = position.deck[: position.dealt]
            stock = sorted(position.stock_cards())
            values = []
            for draw in itertools.permutations(stock, 4):
                rest = [c for c in stock if c not in draw]
                child = position.copy()
                child.deck = (*dealt, *draw, *rest)
                child.push(child.legal_moves()[-1])  # the deal is always listed last
                values.append(_plain_value(child, score))
            value = sum(values) / len(values)
        elif score:
            value = float(position.score)
        else:
            value = 1.0 if position.is_won() else 0.0
        best = max(best, value)
        for move in position.legal_moves():
            if move.kind != DEAL:
                position.push(move)
                visit(position)
                position.pop()

    visit(game.copy())
    return best


def _starts(cards: list[Card]) -> list[list[Card]]:
    """One deck per first deal (its four cards in order), the stock in any order."""
    return [
        [*first, *[c for c in cards if c not in first]]
        for first in itertools.combinations(cards, 4)
    ]


@pytest.mark.parametrize("objective", ["win", "score"])
def test_every_first_deal_of_the_tiniest_deck_agrees_with_brute_force(objective: str) -> None:
    optimum = FairOptimum(EIGHT, objective=objective)
    for deck in _starts(EIGHT):
        game = new_game(deck)
        assert optimum.value(game) == pytest.approx(_plain_value(game, objective == "score"))


def test_the_value_before_the_first_deal_is_the_mean_over_every_first_deal() -> None:
    optimum = FairOptimum(EIGHT)
    values = [optimum.value(new_game(deck)) for deck in _starts(EIGHT)]
    # Every set of four first cards is equally likely (in any order: piles are alike).
    assert optimum.start_value() == pytest.approx(sum(values) / len(values))
    assert 0.0 < optimum.start_value() < 1.0


def test_no_fair_strategy_beats_the_optimum_and_knowing_the_order_does() -> None:
    optimum = FairOptimum(EIGHT)
    better_informed = 0
    for deck in _starts(EIGHT):
        first, stock = deck[:4], deck[4:]
        value = optimum.value(new_game(deck))
        orders = [[*first, *order] for order in itertools.permutations(stock)]
        for strategy in ("planner", "greedy"):
            wins = sum(play_game(new_game(d), strategy).is_won() for d in orders)
            assert wins / len(orders) <= value + 1e-12, (strategy, deck)
        solved = sum(solve(d).status == WINNABLE for d in orders)
        assert value <= solved / len(orders) + 1e-12, deck
        better_informed += value < solved / len(orders)
    assert better_informed > 0  # knowing the order is worth something on some first deals


def _before_last_deal(deck: list[Card], rng: random.Random) -> Game:
    """A game of ``deck`` played at random until four cards are left in the stock."""
    game = new_game(deck)
    while game.stock_count > 4:
        moves = game.legal_moves()
        # Lean to discards so that positions with gaps in the suits come up.
        game.push(rng.choice([m for m in moves if m.kind == DISCARD] or moves))
    return game


@pytest.mark.parametrize("objective", ["win", "score"])
def test_positions_of_larger_decks_agree_with_brute_force(objective: str) -> None:
    # Decks of any cards, suits with or without their ace: the renumbering of
    # the cards left and the renaming of suits are exact only if these agree.
    # One search for all: its memory mixes positions of different card sets,
    # so a key that left out anything that matters would mix up their values.
    optimum = FairOptimum(range(52), objective=objective)
    rng = random.Random(5)
    crowded = [c for c in range(52) if c // 13 < 2] + [38, 51]
    for _ in range(12):
        pool = crowded if rng.random() < 0.5 else top_ranks_deck(4)
        deck = rng.sample(pool, rng.choice((12, 16)))
        game = _before_last_deal(deck, rng)
        assert optimum.value(game) == pytest.approx(_plain_value(game, objective == "score")), deck


def test_the_planner_plays_reduced_decks_to_their_end() -> None:
    for ranks in (2, 4, 7):
        game = play_game(new_game(top_ranks_deck(ranks)[::-1]))
        assert game.is_over()
        replayed = new_game(game.deck)
        replayed.replay(game.moves)  # every move the planner made is legal
        assert replayed.score == game.score


def test_one_search_gives_the_best_chance_and_the_best_score_each_played_for_alone() -> None:
    # The hint's ranking for the win takes the scores from the same search where no
    # win is left: each must be what a search for it alone finds.
    both = FairOptimum(range(52))
    rng = random.Random(9)
    for _ in range(8):
        game = _before_last_deal(rng.sample(top_ranks_deck(4), 16), rng)
        alone = [FairOptimum(range(52), objective=o).value(game) for o in ("win", "score")]
        assert both.values(game) == pytest.approx(tuple(alone))
