"""The end of a game: how it ended (``Outcome``, ``Termination``) and the proof that it has.

A game with cards in the stock can always go on (a deal is always legal).
Once the stock is empty, moves into empty piles may go on for ever without a
discard, so "is it over?" is a search: ``discard_reachable`` looks at every
layout those moves reach for one with a discard in it. ``Game.is_over`` and
``Game.outcome`` ask it; the rules of a single move stay in ``game.py``.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, NamedTuple

from .moves import DISCARD

if TYPE_CHECKING:
    from .cards import Card
    from .game import Game


class Termination(enum.Enum):
    """Why a game is over."""

    WON = "won"  # every card but the aces is discarded
    STUCK = "stuck"  # stock empty and no discard can ever be made again


class Outcome(NamedTuple):
    """A game's score (cards discarded), whether it is won, over, and why."""

    score: int
    won: bool
    over: bool
    termination: Termination | None


def discard_reachable(game: Game) -> bool:
    """True when a discard can be made now or after moves onto empty piles (the stock aside).

    Pile order does not matter to what can be discarded, so layouts are
    compared as unordered collections of piles: the search stays at a
    handful of positions. ``game`` is left as it was.
    """
    if any(game.can_discard(i) for i in range(len(game.piles))):
        return True
    if all(game.piles):
        return False
    probe = game.copy()
    seen = {_layout(probe.piles)}
    frontier = [probe.piles]
    while frontier:
        probe.piles = [list(p) for p in frontier.pop()]
        for move in probe.legal_moves():
            if move.kind == DISCARD:
                return True
            probe.push(move)
            layout = _layout(probe.piles)
            if layout not in seen:
                seen.add(layout)
                frontier.append([list(p) for p in probe.piles])
            probe.pop()
    return False


def _layout(piles: list[list[Card]]) -> tuple[tuple[Card, ...], ...]:
    """The piles as an unordered collection: the key of an endgame position."""
    return tuple(sorted(tuple(p) for p in piles))


__all__ = ["Outcome", "Termination", "discard_reachable"]
