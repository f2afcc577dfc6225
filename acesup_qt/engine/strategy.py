"""Fair play: rank the legal moves without looking at the order of the stock.

This is the interface the Hint button, the demo and ``acesup hint`` use:
``rank_moves(game, seed)`` returns every legal move, best first, each with an
estimated chance to win and a reason in words, described and as an order
(``reasons.py``).

Fairness: decisions use the piles, the discards and the *set* of cards
still in the stock (``Game.stock_cards()``), never their order. The ranking
comes from the planner (``planner.py``), which searches every position
reachable before the next deal. The win chance of a move comes from
playouts: the unseen cards are shuffled with a seeded generator (so the
answer is the same for a seed) and the game is played out by the planner.
Before the last deal the ranking and the chances are exact instead
(``fair_optimum.py``), and the ``planner`` strategy plays that deal by them.

"Was this deal winnable?" is the solver's question, not a fair one: see
``solver.solve(game_or_deck, variant, budget_seconds, cancel)``, which
returns ``SolveResult(status, best_score, solution, nodes, seconds)``.

Strategies by name (``STRATEGIES``), for ``acesup play`` and ``simulate``:
``planner`` (the default, the strongest) and ``greedy`` (discard whatever
can go, move any card to an empty pile, deal), the yardstick.
"""

from __future__ import annotations

import random
import threading
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import ACE, Card
from .chances import clear_order, play_outs
from .game import Game
from .moves import DEAL, DEAL_MOVE, DISCARD, DISCARDS, SHIFTS, Move
from .planner import Line, after_line, best_line, end_positions, evaluate, reachable_best
from .reasons import explained

if TYPE_CHECKING:
    from .fair_optimum import FairOptimum

HINT_BUDGET_SECONDS = 0.15  # a cap on the playout time of one hint
HINT_PLAYOUTS = 64  # playouts of one hint, shared among the legal moves
# Exact chances are equal when they agree to this many places: one chance
# reached by two paths may differ in its last bits, and a move "better" by
# 1e-16 would be nonsense, in the ranking's order and in anyone's words.
EXACT_PLACES = 9


def _exact_key(chance: float) -> float:
    """An exact chance as the ranking compares it (see ``EXACT_PLACES``)."""
    return round(chance, EXACT_PLACES)


@dataclass(frozen=True)
class RankedMove:
    """A legal move with how good it looks.

    ``win_chance`` is the estimated probability of winning after the move
    (0 to 1), or None when this ranking cannot estimate it; ``margin`` is
    the half-width of its 95% interval (0 when exact) and ``playouts`` the
    games played out behind it (see ``chances.py``).
    ``reason`` describes the move and says why ("discards 7♥, uncovering
    8♦"), as ``acesup hint`` prints it; ``advice`` says the same as an
    order to the player ("Discard 7♥, uncovering 8♦"), as the window's
    hint does, naming the pile a card moves to.
    """

    move: Move
    win_chance: float | None
    reason: str
    margin: float | None = None
    playouts: int = 0
    advice: str = ""

    def as_good_as(self, other: RankedMove) -> bool:
        """Known to be exactly as good as ``other``: both chances exact and equal.

        Equal as ``rank_moves`` orders exact chances, so a move ranked after
        another of the same chance is as good, not worse. Chances from
        playouts (with a margin) are never known to be equal.
        """
        if self.margin != 0.0 or other.margin != 0.0:
            return False
        if self.win_chance is None or other.win_chance is None:
            return False
        return _exact_key(self.win_chance) == _exact_key(other.win_chance)

    def clearly_better_than(self, other: RankedMove) -> bool:
        """Shown better than ``other`` beyond doubt: the two 95% intervals do not overlap.

        Otherwise the two are too close to call, as far as anyone can tell
        (the coach's rating and a hint's words both go by this).
        """
        if self.win_chance is None or other.win_chance is None:
            return False
        return self.win_chance - (self.margin or 0.0) > other.win_chance + (other.margin or 0.0)


Policy = Callable[[list[list[Card]], int, int, int, bool], Line]


def _stock_mask(cards: Sequence[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def greedy_line(
    piles: list[list[Card]], discarded: int, stock_left: int, stock_mask: int, aces_only: bool
) -> Line:
    """Discard whatever can go, fill empty piles from the longest pile, repeat."""
    work = [list(p) for p in piles]
    line: Line = []
    while True:
        tops = [p[-1] if p else -1 for p in work]
        for i, card in enumerate(tops):
            if card >= 0 and any(card < t < (card // 13 + 1) * 13 for t in tops):
                work[i].pop()
                line.append((i, -1))
                break
        else:
            if -1 in tops:
                hole = tops.index(-1)
                sources = [
                    i
                    for i, p in enumerate(work)
                    if len(p) >= 2 and (not aces_only or p[-1] % 13 == ACE)
                ]
                if sources:
                    source = max(sources, key=lambda i: len(work[i]))
                    work[hole].append(work[source].pop())
                    line.append((source, hole))
                    continue
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
    target = _deck_target(piles, discarded, stock)
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
    exact = _exact_search(aces_only)
    ends = end_positions(piles, discarded, stock_left, stock_mask, aces_only)
    chosen = ends[0][2]  # the planner's choice: its best evaluation comes first
    best = -1.0
    for _, _, line in ends:
        value = exact.deal_value(after_line(piles, line), stock_mask)
        if value > best:
            best, chosen = value, line
    return chosen


def _exact_search(aces_only: bool) -> FairOptimum:
    """A fresh exact search of the last deal, for one decision.

    Fresh each time: its memory of positions would only grow over a long
    simulation, and one decision costs a few milliseconds to rebuild.
    """
    from .fair_optimum import FairOptimum  # only games near their end need it

    return FairOptimum(range(52), "aces-only" if aces_only else "standard")


def _deck_target(piles: list[list[Card]], discarded: int, stock: list[Card]) -> int:
    """The score of a win: every card but the aces, among the cards of this deck."""
    cards = [c for p in piles for c in p] + stock
    return discarded + sum(1 for c in cards if c % 13 != ACE)


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
        line = policy(piles, discarded, total - dealt, _stock_mask(stock[dealt:]), aces_only)
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


def rank_moves(
    game: Game,
    seed: int = 0,
    budget_seconds: float = HINT_BUDGET_SECONDS,
    playouts: int = HINT_PLAYOUTS,
    cancel: threading.Event | None = None,
) -> list[RankedMove]:
    """Every legal move, best first. Uses only what a fair player can see.

    The order comes from the planner's value of the best position each move
    can reach before the next deal, changed only where the playouts clearly
    disagree. ``win_chance`` comes from ``playouts`` games played out in all
    (at least 4 per move), stopped early if ``budget_seconds`` runs out or
    ``cancel`` is set (0 seconds for no playouts: then it is None). The
    answer depends only on the position and ``seed`` unless the time cap or
    ``cancel`` cuts the playouts short.
    """
    piles = [list(p) for p in game.piles]
    stock = sorted(game.stock_cards())  # the set only: sorted, its order says nothing
    mask = _stock_mask(stock)
    aces_only = game.only_aces_fill_empty_piles
    discarded = game.score
    left = len(stock)
    seen: dict[bytes, float] = {}
    here = evaluate(piles, discarded, left, mask, aces_only)
    scored = []
    for move in game.legal_moves():
        if move.kind == DEAL:
            value, order = here, 2
        else:
            card = piles[move.source].pop()
            if move.kind == DISCARD:
                value = reachable_best(piles, discarded + 1, left, mask, aces_only, seen)
                order = 0
            else:
                piles[move.target].append(card)
                value = reachable_best(piles, discarded, left, mask, aces_only, seen)
                piles[move.target].pop()
                order = 1 if piles[move.source] else 3  # a lone card's move changes nothing
            piles[move.source].append(card)
        scored.append((-value, order, move))
    scored.sort(key=lambda entry: (entry[0], entry[1]))
    moves = [m for _, _, m in scored]
    if left == len(piles):
        return _rank_before_last_deal(game, moves, mask)
    per_move = max(4, playouts // max(1, len(moves)))
    tally = play_outs(game, moves, play_out, seed, budget_seconds, per_move, cancel)
    values = {move: -neg for neg, _, move in scored}
    ranked = []
    for move in clear_order(moves, tally):
        chance = tally.chance(move)
        if chance is None:
            ranked.append(RankedMove(move, None, ""))
        else:
            value, margin, count = chance.value, chance.margin, chance.playouts
            ranked.append(RankedMove(move, value, "", margin, count))
    return explained(game, ranked, values, here)


def _rank_before_last_deal(game: Game, moves: list[Move], stock_mask: int) -> list[RankedMove]:
    """Before the last deal every move's chance is exact, with no playouts.

    The four cards left come in one of 24 orders, and after them the stock is
    empty, so ``FairOptimum`` values every move exactly (using only the set of
    those cards, ``stock_mask``). Moves of equal chance keep the planner's
    order, which ``moves`` arrives in.
    """
    exact = _exact_search(game.only_aces_fill_empty_piles)
    here = exact.deal_value(game.piles, stock_mask)
    values: dict[Move, float] = {}
    for move in moves:
        if move.kind == DEAL:
            values[move] = here
        else:
            after = game.copy()
            after.push(move)
            values[move] = exact.value(after)
    # Compared as RankedMove.as_good_as compares them: a tie keeps the planner's order.
    ordered = sorted(moves, key=lambda move: -_exact_key(values[move]))
    ranked = [RankedMove(move, values[move], "", 0.0, 0) for move in ordered]
    return explained(game, ranked, values, here)


__all__ = [
    "DEFAULT_STRATEGY",
    "STRATEGIES",
    "RankedMove",
    "play_game",
    "play_out",
    "rank_moves",
]
