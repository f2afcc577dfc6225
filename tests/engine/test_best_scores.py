"""The best score still possible along a lost line (``engine.best_scores``): what
Review moves compares a move made with no win left by."""

from __future__ import annotations

import itertools
import threading

from acesup_qt.engine import new_game
from acesup_qt.engine.best_scores import best_scores_along
from acesup_qt.engine.solver import solve

from .positions import simple_play


def lost_line(deal: int, variant: str = "standard"):
    """``deal`` lost by simple play, as the GUI tests lose it."""
    game = simple_play(deal, variant)
    assert not game.is_won()
    return game


def test_from_a_deal_lost_at_its_start_the_best_falls_to_the_games_score():
    # Four Ace Patience deal 62: no one could win it; its best score is 28.
    game = lost_line(62, "aces-only")
    scores = best_scores_along(game.deck, "aces-only", game.moves, 0)
    assert len(scores) == len(game.moves) + 1
    assert scores[0] == solve(game.deck, "aces-only").best_score
    assert scores[-1] == game.score
    # A move can keep the best still possible or lose some of it, never add to it.
    assert all(a is not None and b is not None and b <= a for a, b in itertools.pairwise(scores))


def test_from_a_later_move_only_the_positions_from_there_are_solved():
    game = lost_line(66)
    scores = best_scores_along(game.deck, "standard", game.moves, 26)
    assert len(scores) == len(game.moves) - 26 + 1
    position = new_game(game.deck)
    position.replay(game.moves[:30])
    assert scores[30 - 26] == solve(position).best_score


def test_called_off_nothing_more_is_said():
    game = lost_line(66)
    cancel = threading.Event()
    cancel.set()
    assert best_scores_along(game.deck, "standard", game.moves, 26, cancel)[:-1] == [None] * (
        len(game.moves) - 26
    )
