"""Benchmark: the solver over deals 1 to 1000 of each variant.

Every deal is solved with a 1 s budget and, when that leaves it open, again
with the full budget (default 10 s). Prints, per variant and per budget:
the share of deals decided in the sense of ``acesup solve`` (winnable, or
unwinnable with the best score proven), and the share the window's "could
this deal have been won?" can answer (winnable, or no win proven: also the
``unknown`` answers with ``no_win``); then median and p95 time and nodes
per second.

    python tests/benchmarks/bench_solver.py [--first 1] [--last 1000] [--budget 10] [--jobs 2]
        [--details FILE]

``--details`` also writes one JSON line per deal (variant, deal, the two
kinds, nodes, seconds), so runs over parts of the range can be added up.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import time
from collections import Counter

from acesup_qt.cli.workers import job_count, processes, processes_text
from acesup_qt.engine import deal_cards
from acesup_qt.engine.solver import UNKNOWN, UNWINNABLE, WINNABLE, SolveResult, solve

QUICK = 1.0  # seconds: the first budget


def _kind(result: SolveResult) -> str:
    """winnable, unwinnable, no-win (best score not proven) or unknown."""
    if result.status == UNKNOWN and result.no_win:
        return "no-win"
    return result.status


def _solve(request: tuple[int, str, float]) -> tuple[str, str, int, float]:
    """(kind within 1 s, kind within the budget, nodes, seconds of the last run)."""
    number, variant, budget = request
    deck = deal_cards(number)
    quick = solve(deck, variant, budget_seconds=QUICK)
    if quick.status != UNKNOWN or budget <= QUICK:
        return _kind(quick), _kind(quick), quick.nodes, quick.seconds
    full = solve(deck, variant, budget_seconds=budget)
    return _kind(quick), _kind(full), full.nodes, full.seconds


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _line(label: str, kinds: Counter[str], count: int) -> str:
    decided = kinds[WINNABLE] + kinds[UNWINNABLE]
    answered = decided + kinds["no-win"]
    return (
        f"  {label}: decided {decided / count:6.1%} "
        f"({kinds[WINNABLE]} winnable, {kinds[UNWINNABLE]} unwinnable); "
        f"won or no win {answered / count:6.1%} (no win but best score open: {kinds['no-win']})"
    )


def _write_details(
    path: str, variant: str, first: int, results: list[tuple[str, str, int, float]]
) -> None:
    """Append one JSON line per deal, so runs over parts of the range add up."""
    with open(path, "a", encoding="utf-8") as out:
        for number, (quick, full, nodes, seconds) in enumerate(results, start=first):
            line = {"variant": variant, "deal": number, "quick": quick, "full": full}
            line |= {"nodes": nodes, "seconds": round(seconds, 3)}
            out.write(json.dumps(line) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=1000)
    parser.add_argument("--budget", type=float, default=10.0)
    parser.add_argument("--jobs", type=job_count, default=2, help="processes; 0 means one per CPU")
    parser.add_argument("--variants", default="standard,aces-only")
    parser.add_argument("--details", help="write one JSON line per deal to this file")
    args = parser.parse_args()
    for variant in args.variants.split(","):
        requests = [(n, variant, args.budget) for n in range(args.first, args.last + 1)]
        start = time.perf_counter()
        with multiprocessing.get_context("fork").Pool(processes(args.jobs)) as pool:
            results = pool.map(_solve, requests, chunksize=1)
        wall = time.perf_counter() - start
        if args.details:
            _write_details(args.details, variant, args.first, results)
        count = len(results)
        times = [r[3] for r in results]
        nodes = sum(r[2] for r in results)
        print(
            f"{variant}: deals {args.first} to {args.last}, budget {args.budget:g} s, "
            f"{processes_text(args.jobs)}, {wall:.0f} s wall"
        )
        print(_line(f"within {QUICK:g} s", Counter(r[0] for r in results), count))
        print(_line(f"within {args.budget:g} s", Counter(r[1] for r in results), count))
        print(
            f"  time per deal (last run): median {statistics.median(times):.3f} s, "
            f"p95 {_percentile(times, 0.95):.3f} s"
        )
        print(f"  nodes per second (one process): {nodes / sum(times):,.0f}")


if __name__ == "__main__":
    main()
