"""Benchmark: how much better than the planner could a fair player choose?

The rollout test of policy improvement. At positions from the planner's own
games, every end position the planner could reach before the next deal is
played out ``--choose`` times over the same guesses at the unseen order,
with the planner making every later choice; the one that won most is the
"improved" choice. Where it differs from the planner's, both are played out
``--check`` more times over fresh guesses (so the choice's luck does not
count) and the difference in wins is the gain of that decision.

A mean gain near zero says that no single fair decision, followed by the
planner's play, does better than the planner's: the strategy cannot be
improved one decision at a time, the usual way a strong policy is found.

    python tests/benchmarks/bench_headroom.py [--deals 40] [--choose 200] [--check 1000]
"""

from __future__ import annotations

import argparse
import math
import random
import time

from acesup_qt.engine import deal_cards
from acesup_qt.engine.cards import Card
from acesup_qt.engine.fair_play import play_out
from acesup_qt.engine.planner import Line, after_line, best_line, end_positions

Position = tuple[list[list[Card]], int, int, int]


def _positions(first: int, deals: int, share: float, rng: random.Random) -> list[Position]:
    """A share of the decisions the planner makes before a deal, in its own games."""
    found: list[Position] = []

    def collect(
        piles: list[list[Card]], discarded: int, left: int, mask: int, aces_only: bool
    ) -> Line:
        if left > 0 and rng.random() < share:
            found.append(([list(p) for p in piles], discarded, left, mask))
        return best_line(piles, discarded, left, mask, aces_only)

    for number in range(first, first + deals):
        deck = deal_cards(number)
        play_out([[card] for card in deck[:4]], deck[4:], 0, False, collect)
    return found


def _wins(piles: list[list[Card]], count: int, line: Line, orders: list[list[Card]]) -> int:
    base = after_line(piles, line)
    wins = 0
    for order in orders:
        work = [[*p, order[i]] for i, p in enumerate(base)]
        wins += play_out(work, order[4:], count, False) == 48
    return wins


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--start", type=int, default=50001)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--share", type=float, default=0.25, help="decisions examined")
    parser.add_argument("--choose", type=int, default=200, help="playouts to choose by")
    parser.add_argument("--check", type=int, default=1000, help="fresh playouts to check by")
    parser.add_argument("--candidates", type=int, default=10)
    args = parser.parse_args()
    rng = random.Random(11)
    started = time.perf_counter()
    positions = _positions(args.start, args.deals, args.share, rng)
    gains: list[float] = []
    for piles, discarded, left, mask in positions:
        candidates = end_positions(piles, discarded, left, mask, False)[: args.candidates]
        if len(candidates) == 1:
            continue
        pick = best_line(piles, discarded, left, mask, False)
        pick_count = discarded + sum(1 for _, target in pick if target < 0)
        stock = [c for c in range(52) if mask >> c & 1]

        def guesses(count: int, stock: list[Card] = stock) -> list[list[Card]]:
            return [rng.sample(stock, len(stock)) for _ in range(count)]

        chosen = guesses(args.choose)
        tried = [
            (_wins(piles, count, line, chosen), -index, count, line)
            for index, (_, count, line) in enumerate(candidates)
        ]
        _, _, count, line = max(tried)
        if line == pick:
            gains.append(0.0)
            continue
        fresh = guesses(args.check)
        gain = (_wins(piles, count, line, fresh) - _wins(piles, pick_count, pick, fresh)) / len(
            fresh
        )
        gains.append(gain)
    decisions = len(gains)
    changed = sum(1 for g in gains if g != 0.0)
    mean = sum(gains) / max(1, decisions)
    spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / max(1, decisions - 1))
    half = 1.96 * spread / math.sqrt(max(1, decisions))
    print(
        f"standard, deals {args.start} to {args.start + args.deals - 1}: "
        f"{decisions} decisions with a choice, the playouts chose otherwise in {changed}"
    )
    print(
        f"mean gain in win chance per decision: {mean:+.3%} (95% CI {mean - half:+.3%} "
        f"to {mean + half:+.3%}); a game has about 12 decisions "
        f"({time.perf_counter() - started:.0f} s)"
    )


if __name__ == "__main__":
    main()
