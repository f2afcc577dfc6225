"""Where the win chances are too close to call, the same playouts may still show the
first move clearly discards more cards: the ranking says how many (``score_behind``).

Deal 7 after four Deals: discarding 5♣ or 3♠ keeps 29 cards on average, a fifth Deal,
which covers both, 25.5; every win chance is under 1%, so for the win the three are
too close to call, and the coach called the Deal so, as it did 366 of the 368 other
moves of the planner's games of deals 1-8 (202 of them clearly behind for the score).
"""

from __future__ import annotations

from acesup_qt.engine import Game, deal_cards, parse_moves
from acesup_qt.engine.moves import DEAL_MOVE
from acesup_qt.engine.strategy import rank_moves


def four_deals_in() -> Game:
    game = Game(deal_cards(7))
    for move in parse_moves("d d d d"):
        game.push(move)
    return game


def test_a_deal_too_close_to_call_for_the_win_is_said_to_be_behind_for_the_score():
    ranked = rank_moves(four_deals_in(), 0, 30.0, 300)  # the coach's playouts, in full
    first, deal = ranked[0], next(r for r in ranked if r.move == DEAL_MOVE)
    assert not first.clearly_better_than(deal)  # for the win: too close to call
    assert first.score_behind is None
    assert deal.score_behind is not None
    assert 2.0 < deal.score_behind < 5.0  # some three and a half cards


def test_too_few_playouts_to_tell_say_nothing_of_the_score():
    ranked = rank_moves(four_deals_in(), 0, 30.0, 64)  # a quick hint's: 21 a move
    assert all(r.score_behind is None for r in ranked)
