"""Benchmark: how long "Winnable deals only" looks for a deal, by the budget per candidate.

New game with Winnable deals only draws random deal numbers and gives the
solver each in turn, for at most a fixed number of positions, until one is
proven winnable (``winnable_search.find_winnable``). A deal it cannot settle in
that budget costs the whole budget; a win it finds early costs less. So a
smaller budget tries more deals a second but proves fewer of them: this
script measures the trade.

Each deal of the range is solved once with the largest budget, recording
the positions searched when the search ended (a win found, no win proven,
or the budget spent). For every smaller budget the same answers say what
that budget would have given, deal for deal: a deal settled within it costs
what it cost, any other costs the whole budget, and counts as a find only
if it was proven winnable within it. Prints, per variant and per budget:
the share of deals proven winnable, the positions spent per deal found,
and the expected seconds per search at the measured positions a second.

    python tests/benchmarks/bench_find_winnable.py [--first 1] [--last 400] [--jobs 2]
    python tests/benchmarks/bench_find_winnable.py --searches 30

``--searches N`` instead runs the game's own search (``find_winnable`` with
its budget) N times per variant, from seeds 1 to N, and prints the median and
longest time and the deals it tried.

``--new-game N`` times New game itself in the window (offscreen), N times per
variant from seeds 1 to N: from the key to the new deal on the table, with
the deal found ahead while the player played (``deal_ahead``) and without it
(the search in the foreground, the player waiting). Then the hint's quick
answer from positions of real games (as ``bench_hint.py``), p50 and p95:
alone, beside the search ahead running all the while and stepping aside for
each hint as the window makes it, and beside one that would not step aside.

    python tests/benchmarks/bench_find_winnable.py --new-game 20 [--hint-deals 30]
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import threading
import time

from acesup_qt.cli.workers import job_count, processes, processes_text
from acesup_qt.engine import deal_cards
from acesup_qt.engine.solver import WINNABLE, solve

# Budgets in positions searched; the largest is what each deal is solved with.
BUDGETS = (5_000, 10_000, 20_000, 40_000, 80_000, 150_000, 300_000)


def _solve(request: tuple[int, str]) -> tuple[bool, int, float]:
    """(proven winnable, positions searched, seconds) for one deal at the largest budget."""
    number, variant = request
    result = solve(deal_cards(number), variant, node_budget=BUDGETS[-1])
    return result.status == WINNABLE, result.nodes, result.seconds


def time_searches(variant: str, count: int) -> None:
    """The game's own search, ``count`` times from seeds 1 to ``count``."""
    from acesup_qt.winnable_search import FIND_BUDGET_POSITIONS, FIND_TRIES, find_winnable

    seconds, tried = [], []
    for seed in range(1, count + 1):
        started = time.perf_counter()
        _, found, seen = find_winnable(
            variant, FIND_BUDGET_POSITIONS, threading.Event(), FIND_TRIES, random.Random(seed)
        )
        seconds.append(time.perf_counter() - started)
        tried.append(len(seen) if found is not None else -1)
    print(
        f"{variant}: {count} searches of {FIND_BUDGET_POSITIONS:,} positions a deal: "
        f"median {statistics.median(seconds):.2f} s, longest {max(seconds):.2f} s, "
        f"deals tried {statistics.median(tried):g} (median), {max(tried)} (most)"
        + ("; some found none" if -1 in tried else "")
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--last", type=int, default=400)
    parser.add_argument("--jobs", type=job_count, default=2, help="processes; 0 means one per CPU")
    parser.add_argument("--variants", default="standard,aces-only")
    parser.add_argument("--searches", type=int, default=0)
    parser.add_argument("--new-game", type=int, default=0, help="time New game, and hints")
    parser.add_argument("--hint-deals", type=int, default=30)
    args = parser.parse_args()
    if args.new_game:
        from bench_new_game import time_hints, time_new_games  # Qt: only here

        for variant in args.variants.split(","):
            time_new_games(variant, args.new_game)
        time_hints(args.hint_deals)
        return
    if args.searches:
        for variant in args.variants.split(","):
            time_searches(variant, args.searches)
        return
    numbers = range(args.first, args.last + 1)
    with multiprocessing.Pool(processes(args.jobs)) as pool:
        for variant in args.variants.split(","):
            started = time.perf_counter()
            answers = pool.map(_solve, [(n, variant) for n in numbers], chunksize=1)
            wall = time.perf_counter() - started
            nodes = sum(a[1] for a in answers)
            rate = nodes / sum(a[2] for a in answers)  # positions a second, one process
            print(
                f"{variant}: deals {args.first}-{args.last}, {rate:,.0f} positions a second "
                f"per process ({wall:.0f} s with {processes_text(args.jobs)})"
            )
            print(
                "  budget (positions)  ~seconds  proven winnable  positions per find  ~s a search"
            )
            for budget in BUDGETS:
                spent = sum(min(n, budget) for _, n, _ in answers)
                found = sum(1 for won, n, _ in answers if won and n <= budget)
                per_find = spent / found if found else float("inf")
                print(
                    f"  {budget:>18,}  {budget / rate:8.2f}  {found / len(answers):15.1%}"
                    f"  {per_find:18,.0f}  {per_find / rate:11.1f}"
                )


if __name__ == "__main__":
    main()
