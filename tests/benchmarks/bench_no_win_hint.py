"""Benchmark: a hint where the exact chances prove no win is left, in one search.

Before the last deal every move's chance is exact. Where all are nought the hint
(and the demo, and Rate my moves) rank for the best score instead. They used to
search the last deal for the win, find nought, then search it again for the score
(and the hint a third time, for its deeper analysis). ``rank_moves(...,
objective=WIN_ELSE_SCORE)`` takes both rankings from one search (``FairOptimum``
works out both values at once).

This plays deals with the planner, with one move in ten at random so that the
positions vary, to the deal that leaves four cards in the stock; where no win is
left it times the ranking in one search against the two searches it replaced, and
checks they agree. (On one machine, quiet, deals 1-79: 76 such positions, p50 4 ms
against 8 ms, the worst 38 ms against 100 ms, 0.47 s against 0.96 s in all.)

    python tests/benchmarks/bench_no_win_hint.py [--deals 79] [--start 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from acesup_qt.engine import deal_cards, new_game
from acesup_qt.engine.strategy import WIN_ELSE_SCORE, rank_moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=79)
    parser.add_argument("--start", type=int, default=1)
    args = parser.parse_args()
    one: list[float] = []
    two: list[float] = []
    for number in range(args.start, args.start + args.deals):
        game = new_game(deal_cards(number))
        rng = random.Random(number)
        while not game.is_over() and game.stock_count > 4:
            ranked = rank_moves(game.copy(), budget_seconds=0)
            game.push(rng.choice(ranked).move if rng.random() < 0.1 else ranked[0].move)
        if game.is_over() or game.stock_count != 4:
            continue
        start = time.perf_counter()
        either = rank_moves(game.copy(), objective=WIN_ELSE_SCORE)
        middle = time.perf_counter()
        for_win = rank_moves(game.copy(), objective="win")
        if for_win[0].win_chance != 0.0:
            continue  # a win is left: one search either way
        for_score = rank_moves(game.copy(), objective="score")
        end = time.perf_counter()
        assert either == for_score, number
        one.append(middle - start)
        two.append(end - middle)
    print(f"{len(one)} last deals with no win left, of {args.deals} deals")
    for name, times in (("one search", one), ("win, then score", two)):
        print(
            f"{name:>16}: p50 {statistics.median(times) * 1000:.0f} ms, "
            f"max {max(times) * 1000:.0f} ms, total {sum(times) * 1000:.0f} ms"
        )


if __name__ == "__main__":
    main()
