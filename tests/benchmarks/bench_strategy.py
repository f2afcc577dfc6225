"""Benchmark: the fair strategy's win rate over 10,000 deals per variant.

    python tests/benchmarks/bench_strategy.py [--games 10000] [--start 1] [--jobs 2]

Prints the output of ``acesup simulate`` for each variant and strategy.
"""

from __future__ import annotations

import argparse
import subprocess
import sys


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--start", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--strategies", default="planner,greedy")
    args = parser.parse_args()
    for variant in ("standard", "aces-only"):
        for strategy in args.strategies.split(","):
            command = [
                sys.executable, "-m", "acesup_qt.cli", "simulate",
                "--games", str(args.games), "--start", str(args.start),
                "--variant", variant, "--strategy", strategy, "--jobs", str(args.jobs),
            ]  # fmt: skip
            done = subprocess.run(command, capture_output=True, text=True, check=True)
            lines = done.stdout.splitlines()
            # The histogram is long: print the figures around it.
            print("\n".join([*lines[:3], lines[-1]]))
            print()


if __name__ == "__main__":
    main()
