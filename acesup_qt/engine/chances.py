"""Win chances of moves, from games played out over guesses at the unseen order.

A fair player cannot know the order of the stock, so the chance to win
after a move is estimated by playing the game out many times, each time
with the unseen cards in a new random order (drawn from their *set*), with
the planner making every later choice.

Three things keep the estimates honest and their noise low:

- **Common guesses.** Every move is played out over the same orders, so
  two moves that lead to the same later play win and lose together, and a
  difference between them is a real one.
- **Pooling.** Early in a game a win is rare (about 3 in 100), so a few
  dozen playouts of one move mostly say 0%. Each move's estimate is drawn
  towards the rate over all moves of the position, by as much as
  ``POOL_WEIGHT`` playouts would weigh; the more playouts a move has,
  the less the pool matters.
- **A margin.** Each estimate comes with the half-width of its 95%
  interval, so a caller can say "about 3%" only when it is known that well.

Once the stock is empty nothing is unknown: one playout per move is the
exact answer, with no margin.

The same playouts also give each move's final score (cards discarded), for a
ranking that aims for the best score once the player knows no win is left
(``Tally.mean_score``, ``clear_order(..., by_score=True)``).
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .cards import Card, win_score
from .game import Game
from .moves import DEAL, DISCARD, Move

POOL_WEIGHT = 24.0  # how many playouts the position's pooled rate weighs in an estimate
# The paired z-score above which playouts overrule the planner (high: many pairs are compared).
SIGNIFICANT = 3.0
MIN_PAIRED = 40  # playouts per move before that may happen

PlayOut = Callable[[list[list[Card]], Sequence[Card], int, bool], int]


@dataclass(frozen=True)
class Chance:
    """An estimated chance to win: ``value`` ± ``margin`` (95%), from ``playouts`` games."""

    value: float
    margin: float
    playouts: int


@dataclass
class Tally:
    """The outcomes of every move over the same guesses: one list of wins per move."""

    outcomes: dict[Move, list[bool]]
    exact: bool  # the stock was empty: every outcome is certain
    # The final score of each of those playouts, in the same order.
    scores: dict[Move, list[int]] = field(default_factory=dict)

    def chance(self, move: Move) -> Chance | None:
        """The pooled estimate of ``move``, or None before its first playout."""
        runs = self.outcomes[move]
        if not runs:
            return None
        wins = sum(runs)
        if self.exact:
            return Chance(float(wins), 0.0, len(runs))
        total_wins = sum(sum(r) for r in self.outcomes.values())
        total_runs = sum(len(r) for r in self.outcomes.values())
        # Jeffreys' half a win keeps a pool with no wins yet above zero.
        pooled = (total_wins + 0.5) / (total_runs + 1.0)
        value = (wins + POOL_WEIGHT * pooled) / (len(runs) + POOL_WEIGHT)
        weight = len(runs) + POOL_WEIGHT
        margin = 1.96 * math.sqrt(max(value * (1.0 - value), 1e-6) / weight)
        return Chance(value, margin, len(runs))

    def mean_score(self, move: Move) -> Chance | None:
        """The mean final score after ``move`` ± its 95% margin, or None before its
        first playout. No pooling: scores, unlike wins, are never too rare to tell."""
        runs = self.scores.get(move)
        if not runs:
            return None
        count = len(runs)
        mean = sum(runs) / count
        if self.exact or count < 2:
            return Chance(mean, 0.0 if self.exact else float("inf"), count)
        spread = sum((r - mean) ** 2 for r in runs) / (count - 1)
        return Chance(mean, 1.96 * math.sqrt(spread / count), count)

    def beats(self, move: Move, other: Move, by_score: bool = False) -> bool:
        """Whether ``move`` won clearly more often than ``other`` over the same
        guesses (``by_score``: scored clearly more)."""
        mine: list[int] | list[bool]
        theirs: list[int] | list[bool]
        if by_score:
            mine, theirs = self.scores.get(move, []), self.scores.get(other, [])
        else:
            mine, theirs = self.outcomes[move], self.outcomes[other]
        count = min(len(mine), len(theirs))
        if self.exact:
            return count > 0 and sum(mine[:count]) > sum(theirs[:count])
        if count < MIN_PAIRED:
            return False
        differences = [int(a) - int(b) for a, b in zip(mine[:count], theirs[:count], strict=True)]
        mean = sum(differences) / count
        spread = sum((d - mean) ** 2 for d in differences) / (count - 1)
        if spread == 0.0:
            return mean > 0
        return mean / math.sqrt(spread / count) > SIGNIFICANT


def play_outs(
    game: Game,
    moves: Sequence[Move],
    play_out: PlayOut,
    seed: int,
    budget_seconds: float,
    per_move: int,
    cancel: threading.Event | None = None,
) -> Tally:
    """Play each move out ``per_move`` times, round-robin over the same guesses.

    Stops early when ``budget_seconds`` runs out or ``cancel`` is set; the
    tally then holds what was played. ``play_out(piles, stock, discarded,
    aces_only)`` returns the final score; the game is won at the deck's
    target score.
    """
    exact = game.stock_count == 0
    tally = Tally({move: [] for move in moves}, exact)
    if budget_seconds <= 0 or not moves:
        return tally
    rng = random.Random(seed)
    stock = sorted(game.stock_cards())  # the set: sorted, its order says nothing
    target = win_score(game.deck)
    deadline = time.perf_counter() + budget_seconds
    aces_only = game.only_aces_fill_empty_piles
    n = len(game.piles)
    for _ in range(1 if exact else per_move):
        if time.perf_counter() > deadline or (cancel is not None and cancel.is_set()):
            break
        order = stock[:]
        rng.shuffle(order)  # one guess at the unseen order, the same for every move
        for move in moves:
            piles = [list(p) for p in game.piles]
            discarded = game.score
            rest: Sequence[Card] = order
            if move.kind == DEAL:
                for i in range(n):
                    piles[i].append(order[i])
                rest = order[n:]
            elif move.kind == DISCARD:
                piles[move.source].pop()
                discarded += 1
            else:
                piles[move.target].append(piles[move.source].pop())
            score = play_out(piles, rest, discarded, aces_only)
            tally.outcomes[move].append(score >= target)
            tally.scores.setdefault(move, []).append(score)
    return tally


def clear_order(moves: Sequence[Move], tally: Tally, by_score: bool = False) -> list[Move]:
    """The planner's order of ``moves``, changed only where playouts clearly disagree.

    A move rises above another it beat clearly over the same guesses (in wins,
    or ``by_score`` in final score); with too few playouts to tell, the
    planner's order stands.
    """
    order = list(moves)
    # Bubble passes: a move passes the one just above it only when it beat it.
    for _ in range(len(order)):
        swapped = False
        for i in range(len(order) - 1):
            if tally.beats(order[i + 1], order[i], by_score):
                order[i], order[i + 1] = order[i + 1], order[i]
                swapped = True
        if not swapped:
            break
    return order


__all__ = ["Chance", "Tally", "clear_order", "play_outs"]
