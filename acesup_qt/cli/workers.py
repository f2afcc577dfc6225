"""The process pool the batch commands share (``--jobs J``)."""

from __future__ import annotations

import multiprocessing
import signal
from multiprocessing.pool import Pool


def _leave_interrupts_to_the_parent() -> None:
    # Ctrl+C reaches every process of the terminal's group. The parent stops
    # quietly (exit 130) and ends the pool; a worker that also raised
    # KeyboardInterrupt printed "Process ForkPoolWorker-1:" and its traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def worker_pool(jobs: int) -> Pool:
    """A pool of ``jobs`` processes (forked where the system can), for ``with``."""
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    return context.Pool(jobs, initializer=_leave_interrupts_to_the_parent)
