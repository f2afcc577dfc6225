"""Ranking for the best score: the hint's aim once the player knows no win is left.

Fair as the win ranking is (the stock's set, never its order), every legal move
once, best first by the expected final score, exact where the stock is empty or
holds just the last deal.
"""

from __future__ import annotations

import itertools

import pytest

from acesup_qt.engine import DEAL, deal_cards, new_game
from acesup_qt.engine.fair_play import play_game
from acesup_qt.engine.strategy import WIN_ELSE_SCORE, rank_moves

from .positions import counted_searches
from .test_strategy import _before_last_deal, _reordered_tail


def test_the_score_ranking_does_not_depend_on_the_stock_order() -> None:
    deck = deal_cards(11)
    game = new_game(deck)
    game.replay("d d")
    other = new_game(_reordered_tail(deck, 12, seed=3))
    other.replay("d d")
    ours = rank_moves(game, seed=5, budget_seconds=5, objective="score")
    theirs = rank_moves(other, seed=5, budget_seconds=5, objective="score")
    assert ours == theirs


def test_every_legal_move_once_with_a_score_and_no_win_chance() -> None:
    game = new_game(deal_cards(5))
    game.replay("x1 x3 d x3 m2>3 x4 d")
    ranked = rank_moves(game, seed=1, budget_seconds=5, objective="score")
    assert sorted(r.move.text for r in ranked) == sorted(m.text for m in game.legal_moves())
    for entry in ranked:
        assert entry.win_chance is None  # the aim is the score: no win chance to quote
        assert entry.score is not None
        assert game.score <= entry.score <= 48
        assert entry.score_margin is not None
        assert entry.score_margin > 0
        assert entry.advice


@pytest.mark.parametrize("number", [1, 5])
def test_before_the_last_deal_the_score_of_dealing_is_exact(number) -> None:
    position = _before_last_deal(number)
    ranked = rank_moves(position, seed=3, objective="score")
    deal = next(r for r in ranked if r.move.kind == DEAL)
    finals = []
    for order in itertools.permutations(position.stock_cards()):
        deck = list(position.deck[: position.dealt]) + list(order)
        trial = new_game(deck)
        trial.replay(list(position.moves))
        trial.push(next(m for m in trial.legal_moves() if m.kind == DEAL))
        finals.append(play_game(trial).score)  # the empty-stock end, played perfectly
    assert deal.score_margin == 0.0
    assert deal.score == pytest.approx(sum(finals) / len(finals))
    scores = [r.score for r in ranked]
    assert scores == sorted(scores, reverse=True)


def test_an_unknown_aim_is_refused() -> None:
    with pytest.raises(ValueError, match="objective"):
        rank_moves(new_game(deal_cards(1)), objective="cards")


def _dealt_last(number: int):
    """The planner's own game of deal ``number`` right after its last deal: the stock empty."""
    position = _before_last_deal(number)
    position.push(next(m for m in position.legal_moves() if m.kind == DEAL))
    return position


@pytest.mark.parametrize(
    ("position", "no_win"),
    [
        (lambda: _before_last_deal(7), True),  # every order of the last four loses
        (lambda: _before_last_deal(1), False),  # half of them win
        (lambda: _dealt_last(22), True),
        (lambda: _dealt_last(30), False),  # this wins
    ],
)
def test_for_the_win_else_the_score_where_the_exact_chances_prove_no_win(position, no_win) -> None:
    # The hint's and the demo's ranking: the score's where every chance is exactly
    # nought (before the last deal, or with the stock empty), else the win's.
    game = position()
    either = rank_moves(game.copy(), seed=0, objective=WIN_ELSE_SCORE)
    expected = rank_moves(game.copy(), seed=0, objective="score" if no_win else "win")
    assert either == expected
    assert (either[0].score is not None) == no_win


def test_before_the_last_deal_no_win_left_is_found_and_ranked_for_the_score_in_one_search(
    monkeypatch,
) -> None:
    # It was searched for the win, found nought everywhere, and searched again for
    # the score: the hint waited for both (bench_no_win_hint.py times the two).
    searches = counted_searches(monkeypatch)
    ranked = rank_moves(_before_last_deal(7), objective=WIN_ELSE_SCORE)
    assert ranked[0].score is not None  # for the score
    assert len(searches) == 1
