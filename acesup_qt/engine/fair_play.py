"""Fair play to the end: the strategies by name, and a game played out with one.

A strategy (a ``Policy``) chooses the line to play before each deal from
what a fair player sees: the piles, the score and the *set* of cards still
in the stock (a bit mask), never their order. ``play_out`` plays a game to
its end with one, for the playouts behind a hint's chances (``strategy.py``,
``chances.py``); ``play_game`` plays a ``Game`` to its end with one named.

Strategies by name (``STRATEGIES``), for ``acesup play`` and ``simulate``:
``planner`` (the default, the strongest: the planner's line, exact before
the last deal), ``sampler`` (the planner's best few lines compared by
playouts) and ``greedy`` (discard whatever can go, move any card to an
empty pile, deal), the yardstick.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .cards import Card, card_mask, win_score
from .game import Game
from .moves import DEAL_MOVE, DISCARDS, SHIFTS, Move
from .planner import Line, after_line, best_line, end_positions, moves_before_deal

if TYPE_CHECKING:
    from .fair_optimum import FairOptimum

# (piles, discarded, stock left, stock mask, aces only) -> the line to play before the next deal
Policy = Callable[[list[list[Card]], int, int, int, bool], Line]


def greedy_line(
    piles: list[list[Card]], discarded: int, stock_left: int, stock_mask: int, aces_only: bool
) -> Line:
    """Discard whatever can go, fill empty piles from the longest pile, repeat."""
    work = [list(p) for p in piles]
    line: Line = []
    while moves := moves_before_deal(work, aces_only):
        source, target = moves[0]
        if target >= 0:  # no discard left: the discards come first
            source, target = max(moves, key=lambda move: len(work[move[0]]))
        card = work[source].pop()
        if target >= 0:
            work[target].append(card)
        line.append((source, target))
    return line


SAMPLER_CANDIDATES = 4  # end positions of a phase compared by playouts
SAMPLER_PLAYOUTS = 8  # guesses at the unseen order per candidate


def guessed_orders(piles: list[list[Card]], stock_mask: int, count: int) -> list[list[Card]]:
    """``count`` guesses at the order of the stock's cards (``stock_mask``), fair and repeatable.

    Drawn from the *set* of the cards, never their order, and seeded by the
    position (the sorted piles and the set), so the same position always
    gets the same guesses.
    """
    stock = [c for c in range(52) if stock_mask >> c & 1]
    key = b"\xfe".join(sorted([bytes(p) for p in piles]))
    rng = random.Random(zlib.crc32(key) ^ stock_mask)
    orders = []
    for _ in range(count):
        order = stock[:]
        rng.shuffle(order)
        orders.append(order)
    return orders


def sampler_line(
    piles: list[list[Card]], discarded: int, stock_left: int, stock_mask: int, aces_only: bool
) -> Line:
    """The planner's best few end positions, compared by playouts.

    Each candidate is dealt from and played out by the planner over the same
    few guesses at the order of the unseen cards (drawn from the *set* of
    cards in the stock, seeded by the position, so the choice is fair and
    repeatable); the one with the most wins, then the highest mean score,
    is played.
    """
    candidates = end_positions(piles, discarded, stock_left, stock_mask, aces_only)
    if stock_left == 0 or len(candidates) == 1:
        return best_line(piles, discarded, stock_left, stock_mask, aces_only)
    candidates = candidates[:SAMPLER_CANDIDATES]
    stock = [c for c in range(52) if stock_mask >> c & 1]
    orders = guessed_orders(piles, stock_mask, SAMPLER_PLAYOUTS)
    target = discarded + win_score([c for p in piles for c in p] + stock)  # this deck's win
    best_line_found: Line = candidates[0][2]
    best_value = -1.0
    n = len(piles)
    for _, count, line in candidates:
        base = after_line(piles, line)
        total = 0.0
        for order in orders:
            work = [[*p, order[i]] for i, p in enumerate(base)]
            score = play_out(work, order[n:], count, aces_only)
            total += score + (50.0 if score >= target else 0.0)
        if total > best_value:
            best_value = total
            best_line_found = line
    return best_line_found


def planner_line(
    piles: list[list[Card]],
    discarded: int,
    stock_left: int,
    stock_mask: int,
    aces_only: bool,
) -> Line:
    """The planner's line, but exact where the stock holds just the last deal.

    Before the last deal every position the player can reach is valued
    exactly (``FairOptimum``: the mean over the 24 orders of the four cards
    left, each played out perfectly, as the stock is then empty) and the
    best is kept; on a tie the planner's own choice stands. It is fair: the
    values use only the set of the cards left. Measured on the planner's own
    games of deals 1-2000, the evaluation gave away 0.39% of wins (95% CI
    0.21-0.57%) in that one decision alone (bench_fair_optimum.py).
    """
    if stock_left != len(piles):
        return best_line(piles, discarded, stock_left, stock_mask, aces_only)
    exact = last_deal_search(aces_only)
    ends = end_positions(piles, discarded, stock_left, stock_mask, aces_only)
    chosen = ends[0][2]  # the planner's choice: its best evaluation comes first
    best = -1.0
    for _, _, line in ends:
        value = exact.deal_value(after_line(piles, line), stock_mask)
        if value > best:
            best, chosen = value, line
    return chosen


def last_deal_search(aces_only: bool, objective: str = "win") -> FairOptimum:
    """A fresh exact search of the last deal, for one decision (``objective``: the
    win, or the best score as ``FairOptimum`` takes it).

    Fresh each time: its memory of positions would only grow over a long
    simulation, and one decision costs a few milliseconds to rebuild.
    """
    from .fair_optimum import FairOptimum  # only games near their end need it

    return FairOptimum(range(52), "aces-only" if aces_only else "standard", objective)


STRATEGIES: dict[str, Policy] = {
    "sampler": sampler_line,
    "planner": planner_line,
    "greedy": greedy_line,
}
DEFAULT_STRATEGY = "planner"


def play_out(
    piles: list[list[Card]],
    stock: Sequence[Card],
    discarded: int,
    aces_only: bool,
    policy: Policy = best_line,
    moves: list[Move] | None = None,
) -> int:
    """Play to the end from ``piles`` with ``stock`` in deal order; the final score.

    The policy sees only the set of the stock's cards. ``piles`` is changed.
    The moves made are appended to ``moves`` when given.
    """
    n = len(piles)
    dealt = 0
    total = len(stock)
    while True:
        # The set of the stock's cards: all a fair strategy may know of it.
        line = policy(piles, discarded, total - dealt, card_mask(stock[dealt:]), aces_only)
        for source, target in line:
            card = piles[source].pop()
            if target < 0:
                discarded += 1
            else:
                piles[target].append(card)
            if moves is not None:
                moves.append(DISCARDS[source] if target < 0 else SHIFTS[source][target])
        if dealt >= total:
            return discarded
        for i in range(n):
            piles[i].append(stock[dealt + i])
        dealt += n
        if moves is not None:
            moves.append(DEAL_MOVE)


def play_game(game: Game, strategy: str = DEFAULT_STRATEGY) -> Game:
    """Play ``game`` to its end with a named strategy (it never peeks); returns it."""
    moves: list[Move] = []
    play_out(
        [list(p) for p in game.piles],
        game.deck[game.dealt :],
        game.score,
        game.only_aces_fill_empty_piles,
        STRATEGIES[strategy],
        moves,
    )
    for move in moves:
        game.push(move)
    return game


__all__ = [
    "DEFAULT_STRATEGY",
    "STRATEGIES",
    "Policy",
    "last_deal_search",
    "play_game",
    "play_out",
]
