"""Win chances: pooled estimates with margins, exact at the end, cancellable."""

from __future__ import annotations

import threading

from acesup_qt.engine import deal_cards, new_game
from acesup_qt.engine.chances import MIN_PAIRED, Tally, clear_order
from acesup_qt.engine.fair_play import play_game
from acesup_qt.engine.moves import DEAL_MOVE, DISCARDS
from acesup_qt.engine.strategy import rank_moves

A, B, C = DISCARDS[0], DISCARDS[1], DEAL_MOVE


def _won_game():
    for number in range(1, 200):
        game = play_game(new_game(deal_cards(number)))
        if game.is_won():
            return game
    raise AssertionError("the planner won none of deals 1 to 199")


def test_with_the_stock_empty_the_chance_is_exact() -> None:
    game = _won_game()
    while game.stock_count == 0 and game.moves[-1].kind != 0:
        game.pop()  # back to just after the last deal: nothing is unknown any more
    ranked = rank_moves(game, seed=3)
    best = ranked[0]
    assert best.win_chance == 1.0
    assert best.margin == 0.0
    assert best.playouts == 1
    assert all(r.win_chance in (0.0, 1.0) for r in ranked)


def test_a_move_with_no_wins_yet_is_drawn_towards_the_pool_not_to_zero() -> None:
    tally = Tally({A: [False] * 10, B: [True] + [False] * 9}, exact=False)
    a, b = tally.chance(A), tally.chance(B)
    assert a is not None
    assert b is not None
    assert 0.0 < a.value < b.value < 0.1
    assert a.margin > a.value  # ten playouts cannot tell 0% from a few percent


def test_more_playouts_give_a_narrower_margin_and_less_pull_from_the_pool() -> None:
    few = Tally({A: [True] * 5 + [False] * 5, B: [False] * 10}, exact=False).chance(A)
    many = Tally({A: [True] * 500 + [False] * 500, B: [False] * 1000}, exact=False).chance(A)
    assert few is not None
    assert many is not None
    assert many.margin < few.margin
    assert abs(many.value - 0.5) < abs(few.value - 0.5)


def test_the_planner_order_stands_unless_playouts_clearly_disagree() -> None:
    count = MIN_PAIRED + 10
    clear = Tally({A: [False] * count, B: [True] * count, C: [False] * count}, exact=False)
    assert clear_order([A, B, C], clear) == [B, A, C]
    few = Tally({A: [False] * 10, B: [True] * 10, C: [False] * 10}, exact=False)
    assert clear_order([A, B, C], few) == [A, B, C]
    # One win in fifty more is noise, not evidence.
    noise = Tally({A: [False] * count, B: [True] + [False] * (count - 1), C: []}, exact=False)
    assert clear_order([A, B, C], noise) == [A, B, C]


def test_a_cancelled_ranking_still_ranks_every_move_but_guesses_no_chance() -> None:
    game = new_game(deal_cards(8))
    cancel = threading.Event()
    cancel.set()
    ranked = rank_moves(game, seed=1, budget_seconds=10, cancel=cancel)
    assert sorted(r.move.text for r in ranked) == sorted(m.text for m in game.legal_moves())
    assert all(r.win_chance is None and r.playouts == 0 for r in ranked)


def test_more_playouts_narrow_the_margin_of_a_real_position() -> None:
    game = new_game(deal_cards(1))
    game.replay("x3")
    quick = rank_moves(game, seed=2, budget_seconds=30, playouts=40)
    deep = rank_moves(game, seed=2, budget_seconds=30, playouts=800)
    assert all(r.margin is not None for r in quick + deep)
    assert max(r.margin for r in deep) < min(r.margin for r in quick)  # type: ignore[type-var]
    assert all(r.playouts >= 200 for r in deep)
