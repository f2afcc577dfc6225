"""Random legal play for the storage tests: a casual player's games, reproducible."""

from __future__ import annotations

import random

from acesup_qt.engine import DISCARD, Game, Move


def next_move(game: Game, rng: random.Random) -> Move | None:
    """A legal move a casual player might make, or None when the game is over.

    Discards come first nine times in ten; moves between piles are rarer,
    so every game ends in some fifty moves.
    """
    if game.outcome().over:
        return None
    moves = game.legal_moves()
    if not moves:
        return None
    discards = [m for m in moves if m.kind == DISCARD]
    if discards and rng.random() < 0.9:
        return rng.choice(discards)
    return rng.choice(moves)
