"""Benchmark: the solver over deals 1 to 1000 of each variant.

Prints, per variant: the share of deals decided (winnable or unwinnable)
within 1 s and within the budget (default 10 s), the share winnable among
those decided, median and p95 time, and nodes per second.

    python tests/benchmarks/bench_solver.py [--first 1] [--last 1000] [--budget 10] [--jobs 2]
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time

from acesup_qt.engine import deal_cards
from acesup_qt.engine.solver import UNKNOWN, WINNABLE, solve


def _solve(request: tuple[int, str, float]) -> tuple[int, str, int, int, float]:
    number, variant, budget = request
    result = solve(deal_cards(number), variant, budget_seconds=budget)
    return number, result.status, result.best_score, result.nodes, result.seconds


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=1000)
    parser.add_argument("--budget", type=float, default=10.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variants", default="standard,aces-only")
    args = parser.parse_args()
    for variant in args.variants.split(","):
        requests = [(n, variant, args.budget) for n in range(args.first, args.last + 1)]
        start = time.perf_counter()
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(_solve, requests, chunksize=1)
        wall = time.perf_counter() - start
        count = len(results)
        decided = [r for r in results if r[1] != UNKNOWN]
        within_1s = [r for r in decided if r[4] <= 1.0]
        wins = [r for r in decided if r[1] == WINNABLE]
        times = [r[4] for r in results]
        nodes = sum(r[3] for r in results)
        print(
            f"{variant}: deals {args.first} to {args.last}, budget {args.budget:g} s, "
            f"{args.jobs} processes, {wall:.0f} s wall"
        )
        print(f"  decided within 1 s:  {len(within_1s) / count:6.1%}")
        print(f"  decided within {args.budget:g} s: {len(decided) / count:6.1%}")
        print(f"  winnable: {len(wins)} of {len(decided)} decided; unknown: {count - len(decided)}")
        print(
            f"  time per deal: median {statistics.median(times):.3f} s, "
            f"p95 {_percentile(times, 0.95):.3f} s"
        )
        print(f"  nodes per second (one process): {nodes / sum(times):,.0f}")


if __name__ == "__main__":
    main()
