"""The process pool the batch commands share (``--jobs J``)."""

from __future__ import annotations

import argparse
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable, Iterable, Iterator
from multiprocessing.pool import Pool
from typing import TypeVar

from ..wording import plural

Request = TypeVar("Request")
Answer = TypeVar("Answer")


def _leave_interrupts_to_the_parent() -> None:
    # Ctrl+C reaches every process of the terminal's group. The parent stops
    # quietly (exit 130) and ends the pool; a worker that also raised
    # KeyboardInterrupt printed "Process ForkPoolWorker-1:" and its traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def job_count(text: str) -> int:
    """The value of ``--jobs``: a number of processes, or 0 for one per CPU. A
    negative one is refused: it used to mean one per CPU as well, unsaid."""
    try:
        jobs = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid int value: {text!r}") from None
    if jobs < 0:
        raise argparse.ArgumentTypeError(
            f"{jobs} is not a number of processes: give 1 or more, or 0 for one per CPU"
        )
    return jobs


def processes(jobs: int) -> int:
    """How many processes ``--jobs`` asks for: 0 is one per CPU."""
    return jobs if jobs > 0 else (os.cpu_count() or 1)


def processes_text(jobs: int) -> str:
    """The processes ``--jobs`` gave, in words: "2 processes", "4 processes, one per CPU"."""
    words = plural(processes(jobs), "process", "processes")
    return words if jobs > 0 else f"{words}, one per CPU"


def worker_pool(jobs: int) -> Pool:
    """A pool of ``jobs`` processes (forked where the system can), for ``with``."""
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    if threading.current_thread() is not threading.main_thread():
        return context.Pool(jobs, initializer=_leave_interrupts_to_the_parent)
    # A forked worker ignores Ctrl+C from its first instant: on a busy machine
    # one may still be starting up after another has answered, and Ctrl+C
    # then would reach it before its initializer has run.
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return context.Pool(jobs, initializer=_leave_interrupts_to_the_parent)
    finally:
        signal.signal(signal.SIGINT, previous)


def in_order(
    function: Callable[[Request], Answer],
    requests: Iterable[Request],
    jobs: int,
    chunksize: int = 1,
) -> Iterator[Answer]:
    """``function`` over ``requests``, answers in their order, with the processes of
    ``--jobs`` (``jobs``: 0 is one per CPU); ``chunksize`` requests go to a process at
    a time (more for quick ones: fewer trips between processes)."""
    jobs = processes(jobs)
    if jobs <= 1:
        yield from map(function, requests)
        return
    with worker_pool(jobs) as pool:
        yield from pool.imap(function, requests, chunksize)
