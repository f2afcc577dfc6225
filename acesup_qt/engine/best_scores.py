"""The best score still possible along a finished game's line, as the solver finds it.

Review moves rates no move made once no win was left by a win chance (there
was none to play for). What such a move can be held to is the score: the most
cards the solver, knowing the stock, could still discard from the position
before it, and from the one after. Equal, the move kept the best score; else
it cost the difference. Asked only after the game, of positions the player has
been told no win was left in, so the stock's order tells nothing new of a game
still to play.

Cheap where it is asked: a position with no win left is soon proven so, and
later positions quicker still (deal 66's lost line from move 26 on: 2.3 s for
its 32 positions; Four Ace Patience deal 106, lost from its start: 4.9 s for
46, 1.8 s of it the first position's, milliseconds each from the tenth on).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from .cards import Card
from .moves import Move
from .solver import solve
from .variants import new_game

PER_POSITION_SECONDS = 3.0  # a position not solved in time has no score said


def best_scores_along(
    deck: Sequence[Card],
    variant: str,
    moves: Sequence[Move],
    first: int,
    cancel: threading.Event | None = None,
    go_on: threading.Event | None = None,
    per_position_seconds: float = PER_POSITION_SECONDS,
) -> list[int | None]:
    """The best final score still possible from each position of ``moves`` played on
    ``deck``, from the one before move ``first`` (from 0) to the end: one more entry
    than moves from there. None where the solver could not prove it in time, and
    for every position left once ``cancel`` is set."""
    game = new_game(deck, variant)
    game.replay(moves[:first])
    scores: list[int | None] = []
    for index in range(first, len(moves) + 1):
        if cancel is not None and cancel.is_set():
            scores.append(None)
        elif game.is_over():
            scores.append(game.score)  # nothing more to discard
        else:
            found = solve(game.copy(), variant, per_position_seconds, cancel, go_on=go_on)
            scores.append(found.best_score if found.exact else None)
        if index < len(moves):
            game.push(moves[index])
    return scores


__all__ = ["PER_POSITION_SECONDS", "best_scores_along"]
