"""The fair planner: the best way to play out the cards on the table before a deal.

Between two deals every move (discard, move onto an empty pile) uses only
cards in sight, so a fair player may search all of them. The planner visits
every position reachable before the next deal and scores each with
``evaluate``, which looks only at the piles, the discards and the *set* of
cards still in the stock, never their order. Which pile gets which unseen
card is unknown, so piles are interchangeable and a position's key is its
sorted piles.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import ACE, Card
from .game import discardable_piles

Line = list[tuple[int, int]]  # (source, target) moves; target -1 for a discard

# Weights of the evaluation, tuned on deals outside the benchmark range
# (100001 to 110000). Only the empty pile's weight mattered clearly: 30 won
# 313 of those 10,000 games, 60 won 269 and 0 won 274; the others moved the
# count by no more than chance does.
DISCARD_WEIGHT = 100.0
EMPTY_PILE_WEIGHT = 30.0
BURIED_WEIGHT = 9.0
BLOCKED_WEIGHT = 25.0
ACE_ON_BOTTOM_WEIGHT = 20.0
KILLER_WEIGHT = 4.0


def evaluate(
    piles: Sequence[Sequence[Card]],
    discarded: int,
    stock_left: int,
    stock_mask: int,
    aces_only: bool = False,
) -> float:
    """How promising a position is for a player who cannot see the stock order.

    Discards count most. While cards remain to deal, an empty pile is worth
    much (it takes any card and is where a buried card can be freed to).
    Cards buried under others cost, more when a card covers a higher card of
    its own suit (the lower one can then only go when something else kills
    it) and least when an ace lies at the bottom (it never needs to move).
    """
    value = DISCARD_WEIGHT * discarded
    empties = 0
    in_play = stock_mask
    for p in piles:
        for card in p:
            in_play |= 1 << card
    for p in piles:
        if not p:
            empties += 1
            continue
        if p[0] % 13 == ACE:
            value += ACE_ON_BOTTOM_WEIGHT
        depth = len(p)
        for index, card in enumerate(p):
            covered = depth - 1 - index  # cards on top of this one
            if covered and card % 13 != ACE:
                value -= BURIED_WEIGHT * min(covered, 4)
        # A card resting on a higher card of its suit cannot be killed by it.
        for lower_index in range(1, depth):
            card = p[lower_index]
            under = p[lower_index - 1]
            if card // 13 == under // 13 and card < under:
                value -= BLOCKED_WEIGHT
        top = p[-1]
        above = (top // 13 + 1) * 13
        # A top card with lower cards of its suit still to come is a killer in waiting.
        lower_left = in_play & ((1 << top) - (1 << (top // 13 * 13)))
        if top < above and lower_left:
            value += KILLER_WEIGHT * min(lower_left.bit_count(), 3)
    if stock_left and not aces_only:
        # In Four Ace Patience an empty pile takes only an ace: keeping it
        # empty is worth nothing of itself (weighting it made the planner
        # leave aces where they were: 0.38% wins against 0.60% on 4,000 deals).
        value += EMPTY_PILE_WEIGHT * empties
    return value


def reachable_best(
    piles: list[list[Card]],
    discarded: int,
    stock_left: int,
    stock_mask: int,
    aces_only: bool,
    seen: dict[bytes, float] | None = None,
) -> float:
    """The best evaluation of any position reachable before the next deal.

    ``piles`` is searched in place and restored. ``seen`` memoizes values by
    position across calls of one decision.
    """
    if seen is None:
        seen = {}
    key = b"\xfe".join(sorted([bytes(p) for p in piles]))
    known = seen.get(key)
    if known is not None:
        return known
    best = evaluate(piles, discarded, stock_left, stock_mask, aces_only)
    for source, target in moves_before_deal(piles, aces_only):
        card = piles[source].pop()
        if target < 0:
            value = reachable_best(piles, discarded + 1, stock_left, stock_mask, aces_only, seen)
        else:
            piles[target].append(card)
            value = reachable_best(piles, discarded, stock_left, stock_mask, aces_only, seen)
            piles[target].pop()
        piles[source].append(card)
        if value > best:
            best = value
    seen[key] = best
    return best


def moves_before_deal(piles: Sequence[Sequence[Card]], aces_only: bool) -> Line:
    """The moves worth trying before a deal: every discard, then every move onto an empty pile.

    Each is (source, target), target -1 for a discard. Only the first empty
    pile is a target (before a deal they are all alike), and only a card
    that leaves a pile behind moves (a lone card's move changes nothing).
    """
    moves = [(i, -1) for i in discardable_piles(piles)]
    for hole, pile in enumerate(piles):
        if not pile:
            for i, p in enumerate(piles):
                if len(p) >= 2 and (not aces_only or p[-1] % 13 == ACE):
                    moves.append((i, hole))
            break
    return moves


def best_line(
    piles: list[list[Card]],
    discarded: int,
    stock_left: int,
    stock_mask: int,
    aces_only: bool,
) -> Line:
    """The moves to the best position reachable before the next deal.

    Each move is (source pile, target pile) with target -1 for a discard.
    ``piles`` is restored.
    """
    seen: dict[bytes, float] = {}
    best = reachable_best(piles, discarded, stock_left, stock_mask, aces_only, seen)
    line: Line = []
    work = [list(p) for p in piles]
    while evaluate(work, discarded, stock_left, stock_mask, aces_only) < best:
        for source, target in moves_before_deal(work, aces_only):
            card = work[source].pop()
            if target >= 0:
                work[target].append(card)
            gained = 1 if target < 0 else 0
            value = reachable_best(
                work, discarded + gained, stock_left, stock_mask, aces_only, seen
            )
            if value >= best:
                line.append((source, target))
                discarded += gained
                break
            if target >= 0:
                work[target].pop()
            work[source].append(card)
        else:  # pragma: no cover - the best value is always reached by a child
            break
    return line


def after_line(piles: Sequence[Sequence[Card]], line: Line) -> list[list[Card]]:
    """A copy of ``piles`` with the moves of ``line`` made."""
    work = [list(p) for p in piles]
    for source, target in line:
        card = work[source].pop()
        if target >= 0:
            work[target].append(card)
    return work


def end_positions(
    piles: list[list[Card]],
    discarded: int,
    stock_left: int,
    stock_mask: int,
    aces_only: bool,
) -> list[tuple[float, int, Line]]:
    """Every distinct position reachable before the next deal, with its line.

    Returns (evaluation, discards, line) for each, best evaluation first.
    """
    found: dict[bytes, tuple[float, int, Line]] = {}
    line: Line = []

    def visit(discarded: int) -> None:
        key = b"\xfe".join(sorted([bytes(p) for p in piles]))
        if key in found:
            return
        found[key] = (
            evaluate(piles, discarded, stock_left, stock_mask, aces_only),
            discarded,
            list(line),
        )
        for source, target in moves_before_deal(piles, aces_only):
            card = piles[source].pop()
            if target >= 0:
                piles[target].append(card)
            line.append((source, target))
            visit(discarded + (target < 0))
            line.pop()
            if target >= 0:
                piles[target].pop()
            piles[source].append(card)

    visit(discarded)
    return sorted(found.values(), key=lambda entry: -entry[0])
