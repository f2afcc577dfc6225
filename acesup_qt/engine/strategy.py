"""Fair play: rank the legal moves without looking at the order of the stock.

This is the interface the Hint button, the demo and ``acesup hint`` use.
The ranking here is a first, simple one (discards first, then moves that
free a pile, then the deal); the sampling strategy replaces its body and
keeps the interface.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CODES
from .game import Game
from .moves import DEAL, DISCARD, Move


@dataclass(frozen=True)
class RankedMove:
    """A legal move with how good it looks.

    ``win_chance`` is the estimated probability of winning after the move
    (0 to 1), or None when this ranking cannot estimate it.
    ``reason`` says why in words for the player.
    """

    move: Move
    win_chance: float | None
    reason: str


def rank_moves(game: Game, seed: int = 0) -> list[RankedMove]:
    """Every legal move, best first. Uses only what a fair player can see."""
    ranked = []
    for move in game.legal_moves():
        if move.kind == DISCARD:
            card = game.piles[move.source][-1]
            ranked.append((0, RankedMove(move, None, f"discards {CODES[card]}")))
        elif move.kind == DEAL:
            ranked.append((2, RankedMove(move, None, "deals four new cards")))
        elif len(game.piles[move.source]) > 1:
            ranked.append((1, RankedMove(move, None, "uncovers a card")))
        else:
            ranked.append((3, RankedMove(move, None, "moves a lone card")))
    ranked.sort(key=lambda pair: pair[0])
    return [entry for _, entry in ranked]
