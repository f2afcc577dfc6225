"""Benchmark: the win-only search ("could this deal have been won?") by node budget.

Node budgets make the figures the same on a busy machine as on an idle one
(only the nodes per second depend on the load). Each deal is searched once
with the largest budget; the search is deterministic and looks at its
budget every ``CHECK_EVERY`` nodes, so a smaller budget would have given
the same answer exactly when this run ended before that budget's first
look past it. Prints, per budget: how many deals end winnable, no win
(proven) or unknown; then the nodes per second of one process.

    python tests/benchmarks/bench_win_only.py [--first 1] [--last 200]
        [--variant standard] [--budgets 100000,1000000] [--jobs 1] [--details FILE]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import time

from acesup_qt.cli.workers import job_count, processes, processes_text
from acesup_qt.engine import deal_cards
from acesup_qt.engine.search import CHECK_EVERY
from acesup_qt.engine.solver import WINNABLE, solve


def _solve(request: tuple[int, str, int]) -> tuple[int, str, int, float]:
    """(deal, kind, nodes, seconds): kind is winnable, no-win or unknown."""
    number, variant, budget = request
    result = solve(deal_cards(number), variant, node_budget=budget, win_only=True)
    kind = WINNABLE if result.won else "no-win" if result.no_win else "unknown"
    return number, kind, result.nodes, result.seconds


def _stop(budget: int) -> int:
    """The node count at which a search with ``budget`` stops (its first look past it)."""
    return -(-budget // CHECK_EVERY) * CHECK_EVERY


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=200)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--budgets", default="100000,1000000")
    parser.add_argument("--jobs", type=job_count, default=1, help="processes; 0 means one per CPU")
    parser.add_argument("--details", help="write one JSON line per deal to this file")
    args = parser.parse_args()
    budgets = sorted(int(b) for b in args.budgets.split(","))
    requests = [(n, args.variant, budgets[-1]) for n in range(args.first, args.last + 1)]
    start = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(processes(args.jobs)) as pool:
        results = pool.map(_solve, requests, chunksize=1)
    wall = time.perf_counter() - start
    if args.details:
        with open(args.details, "w", encoding="utf-8") as out:
            for number, kind, nodes, seconds in results:
                line = {"deal": number, "kind": kind, "nodes": nodes, "seconds": round(seconds, 3)}
                out.write(json.dumps(line) + "\n")
    print(
        f"{args.variant}: deals {args.first} to {args.last}, win-only, "
        f"{processes_text(args.jobs)}, {wall:.0f} s wall"
    )
    for budget in budgets:
        kinds = {WINNABLE: 0, "no-win": 0, "unknown": 0}
        for _, kind, nodes, _ in results:
            kinds[kind if nodes < _stop(budget) else "unknown"] += 1
        print(
            f"  {budget:>9,} nodes: {kinds[WINNABLE]} winnable, {kinds['no-win']} no win, "
            f"{kinds['unknown']} unknown"
        )
    nodes = sum(r[2] for r in results)
    print(f"  nodes per second (one process): {nodes / sum(r[3] for r in results):,.0f}")


if __name__ == "__main__":
    main()
