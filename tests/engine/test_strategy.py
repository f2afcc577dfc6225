"""The fair strategy: legal, fair (never reads the stock order) and deterministic."""

from __future__ import annotations

import itertools
import random

import pytest

from acesup_qt.engine import DEAL, Game, deal_cards, new_game, parse_moves
from acesup_qt.engine.fair_play import STRATEGIES, play_game
from acesup_qt.engine.moves import DEAL_MOVE, format_moves
from acesup_qt.engine.strategy import RankedMove, rank_moves

from .positions import near_the_ends


def _reordered_tail(deck: list[int], keep: int, seed: int) -> list[int]:
    """The same deck with the order of every card after the first ``keep`` shuffled."""
    tail = deck[keep:]
    random.Random(seed).shuffle(tail)
    return deck[:keep] + tail


def _moves_before_deal(moves: list, deals: int) -> list:
    """The moves up to (not including) the ``deals``-th deal."""
    out = []
    for move in moves:
        if move.kind == DEAL:
            deals -= 1
            if deals == 0:
                break
        out.append(move)
    return out


@pytest.mark.parametrize("variant", ["standard", "aces-only"])
@pytest.mark.parametrize("strategy", list(STRATEGIES))
def test_decks_equal_in_their_first_cards_get_the_same_decisions(variant, strategy) -> None:
    # The sampler plays a game in a fraction of a second: fewer decks for it.
    for number in range(1, 41 if strategy != "sampler" else 5):
        deck = deal_cards(number)
        k = 1 + number % 10  # the first 4k cards agree: the piles and k - 1 deals
        other = _reordered_tail(deck, 4 * k, seed=number)
        first = play_game(new_game(deck, variant), strategy).moves
        second = play_game(new_game(other, variant), strategy).moves
        assert _moves_before_deal(first, k) == _moves_before_deal(second, k)


def test_hints_do_not_depend_on_the_stock_order() -> None:
    deck = deal_cards(11)
    game = new_game(deck)
    game.replay("d d")
    other = new_game(_reordered_tail(deck, 12, seed=3))
    other.replay("d d")
    assert game.piles == other.piles
    assert rank_moves(game, seed=5, budget_seconds=5) == rank_moves(other, seed=5, budget_seconds=5)


def test_hints_rank_every_legal_move_once_with_a_chance_and_a_reason() -> None:
    for game in near_the_ends(range(1, 30), back=7):
        ranked = rank_moves(game, seed=1, budget_seconds=5)
        assert sorted(r.move.text for r in ranked) == sorted(m.text for m in game.legal_moves())
        for entry in ranked:
            assert entry.win_chance is not None
            assert 0.0 <= entry.win_chance <= 1.0
            assert entry.reason


def test_hints_are_the_same_for_the_same_seed() -> None:
    game = new_game(deal_cards(21))
    game.replay("d")
    assert rank_moves(game, seed=9, budget_seconds=5) == rank_moves(game, seed=9, budget_seconds=5)


def test_a_discard_that_empties_its_pile_is_explained() -> None:
    game = new_game(deal_cards(5))
    ranked = rank_moves(game, budget_seconds=0)
    discards = [r for r in ranked if r.move.text.startswith("x")]
    assert discards
    assert all("discards" in r.reason for r in discards)
    # Deal 5 opens with one card a pile: each discard leaves its pile empty.
    pile = {r.move: r.move.source + 1 for r in discards}
    assert all(r.reason.endswith(f", emptying pile {pile[r.move]}") for r in discards)
    assert all(r.win_chance is None for r in ranked)  # no playouts asked for


def test_the_planner_wins_some_games_and_never_scores_below_greedy_on_average() -> None:
    planner = [play_game(new_game(deal_cards(n)), "planner").score for n in range(1, 201)]
    greedy = [play_game(new_game(deal_cards(n)), "greedy").score for n in range(1, 201)]
    assert 48 in planner
    assert sum(planner) >= sum(greedy)


def test_a_played_game_is_over() -> None:
    for number in range(1, 20):
        for variant in ("standard", "aces-only"):
            game = play_game(new_game(deal_cards(number), variant))
            assert game.stock_count == 0
            assert game.is_over()


def _before_last_deal(number: int, variant: str = "standard"):
    """The planner's own game of deal ``number`` right after the deal that leaves 4 cards."""
    deck = deal_cards(number)
    played = play_game(new_game(deck, variant))
    position = new_game(deck, variant)
    for move in played.moves:
        position.push(move)
        if move.kind == DEAL and position.stock_count == 4:
            return position
    raise AssertionError(f"deal {number} never had 4 cards left")


def _won_by_dealing_now(game, order) -> bool:
    """Deal the last four cards in ``order``, then play out the empty-stock end perfectly."""
    deck = list(game.deck[: game.dealt]) + list(order)
    trial = new_game(deck, "aces-only" if game.only_aces_fill_empty_piles else "standard")
    trial.replay(list(game.moves))
    trial.push(next(m for m in trial.legal_moves() if m.kind == DEAL))
    # With the stock empty the planner plays perfectly: it keeps the most discards.
    return play_game(trial).is_won()


@pytest.mark.parametrize("number", [1, 5, 18])
def test_before_the_last_deal_the_chance_of_dealing_is_exact(number) -> None:
    import itertools

    position = _before_last_deal(number)
    ranked = rank_moves(position, seed=3)
    deal = next(r for r in ranked if r.move.kind == DEAL)
    orders = list(itertools.permutations(position.stock_cards()))
    wins = sum(_won_by_dealing_now(position, order) for order in orders)
    assert deal.margin == 0.0
    assert deal.playouts == 0
    assert deal.win_chance == pytest.approx(wins / len(orders))
    chances = [r.win_chance for r in ranked]
    assert chances == sorted(chances, reverse=True)  # best first, by the exact chances


def test_the_planner_plays_the_last_deal_at_least_as_well_as_its_evaluation() -> None:
    from acesup_qt.engine.fair_optimum import FairOptimum
    from acesup_qt.engine.fair_play import planner_line
    from acesup_qt.engine.planner import after_line, best_line

    exact = FairOptimum(range(52))
    better = 0
    for number in range(1, 120):
        position = _before_last_deal(number)
        piles = [list(p) for p in position.piles]
        mask = sum(1 << c for c in position.stock_cards())
        chosen = planner_line(piles, position.score, 4, mask, False)
        evaluated = best_line(piles, position.score, 4, mask, False)
        mine = exact.deal_value(after_line(piles, chosen), mask)
        old = exact.deal_value(after_line(piles, evaluated), mask)
        assert mine >= old
        better += mine > old
    assert better >= 1  # deals 1-119 hold positions where the evaluation chose worse


def test_a_move_is_as_good_as_another_only_when_both_chances_are_exact_and_equal() -> None:
    def ranked(chance, margin):
        return RankedMove(DEAL_MOVE, chance, "", margin)

    two_thirds = ranked(2 / 3, 0.0)
    assert ranked(2 / 3 + 1e-15, 0.0).as_good_as(two_thirds)  # one chance by two paths
    assert not ranked(2 / 3 + 1e-6, 0.0).as_good_as(two_thirds)
    assert not ranked(2 / 3, 0.02).as_good_as(ranked(2 / 3, 0.02))  # playouts never tie
    assert not ranked(None, None).as_good_as(ranked(None, None))


@pytest.mark.parametrize("number", [1, 5, 18, 95])
def test_before_the_last_deal_no_move_is_ranked_after_a_worse_one(number) -> None:
    ranked = rank_moves(_before_last_deal(number), seed=3)
    for higher, lower in itertools.pairwise(ranked):
        assert higher.as_good_as(lower) or higher.win_chance > lower.win_chance


def _played_by_the_first_choice(number: int, start: str, objective: str) -> Game:
    """Deal ``number`` from ``start``, played on by the ranking's first move each time,
    as the demo plays it (at most 200 moves: a game takes fewer than 100)."""
    game = new_game(deal_cards(number), "standard")
    for move in parse_moves(start):
        game.push(move)
    for _ in range(200):
        if game.is_over():
            break
        game.push(rank_moves(game, seed=0, budget_seconds=0, objective=objective)[0].move)
    return game


@pytest.mark.parametrize(
    ("number", "start", "objective"),
    [(5, "d d", "win"), (5, "d d", "score"), (35, "d d", "score"), (54, "d d d", "score")],
)
def test_the_first_choice_ends_the_game_rather_than_shift_a_lone_card_to_and_fro(
    number, start, objective
) -> None:
    # Before the last deal, a lone card moved to an empty pile ties with dealing
    # (it is worth this very position): ranked first, the demo played a lone A♠ from
    # pile 2 to pile 1 and back without end on deal 5 dealt twice at once.
    game = _played_by_the_first_choice(number, start, objective)
    assert game.is_over(), format_moves(game.moves)
