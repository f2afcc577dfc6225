"""The benchmarks' own words, as whoever runs them by hand reads them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).parent.parent / "benchmarks"
COMMANDS = pytest.mark.parametrize(
    "command",
    [
        ("bench_solver.py", "--budget", "1", "--variants", "standard"),
        ("bench_win_only.py", "--budgets", "100000"),
    ],
    ids=["bench_solver", "bench_win_only"],
)


def first_line(command: tuple[str, ...], jobs: int) -> str:
    """The first line a benchmark prints over deal 66 (solved in milliseconds)."""
    script, *options = command
    deal = ("--first", "66", "--last", "66", "--jobs", str(jobs))
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *deal, *options],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()[0]


@COMMANDS
def test_a_run_on_one_process_says_one_process(command: tuple[str, ...]) -> None:
    # Deal 66 is solved in milliseconds; "1 processes, 0 s wall" it used to say.
    first = first_line(command, jobs=1)
    assert ", 1 process, " in first, first


@COMMANDS
def test_jobs_0_runs_one_process_per_cpu_and_says_so(command: tuple[str, ...]) -> None:
    # As the game's own batch commands take it; the benchmarks stopped with
    # "Number of processes must be at least 1" from the pool instead.
    first = first_line(command, jobs=0)
    cpus = os.cpu_count() or 1
    said = "1 process" if cpus == 1 else f"{cpus} processes"
    assert f", {said}, one per CPU, " in first, first


def test_the_words_for_the_processes_asked_for() -> None:
    from acesup_qt.cli.workers import processes_text

    assert processes_text(1) == "1 process"
    assert processes_text(3) == "3 processes"
    assert processes_text(0).endswith(" one per CPU")
