"""A plain exhaustive search, the yardstick the solver is held to.

It visits every position reachable from the start through the engine's own
``legal_moves``/``push``/``pop``, with no pruning at all, keyed by the exact
piles and the number of cards dealt. The best score is the most discards of
any reachable position; the deal is winnable when a reachable position is won.
"""

from __future__ import annotations

from collections.abc import Sequence

from acesup_qt.engine import Card, Game, variant_class


def exhaustive_best(deck: Sequence[Card], variant: str) -> tuple[int, bool]:
    """(best score, winnable) of ``deck`` by visiting every reachable position."""
    return exhaustive_best_from(variant_class(variant)(deck))


def exhaustive_best_from(game: Game) -> tuple[int, bool]:
    """(best score, winnable) from the position of ``game`` (which it leaves changed)."""
    start = (tuple(tuple(p) for p in game.piles), game.dealt)
    seen = {start}
    stack = [start]
    best = 0
    won = False
    while stack:
        piles, dealt = stack.pop()
        game.piles = [list(p) for p in piles]
        game.dealt = dealt
        game.discards = [0] * (dealt - sum(map(len, piles)))  # only the count matters
        best = max(best, game.score)
        won = won or game.is_won()
        for move in game.legal_moves():
            game.push(move)
            position = (tuple(tuple(p) for p in game.piles), game.dealt)
            if position not in seen:
                seen.add(position)
                stack.append(position)
            game.pop()
    return best, won
