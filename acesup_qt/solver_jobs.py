"""Solver searches in worker threads, each answered in the GUI thread by its ticket.

The solver may think for seconds, so a search always runs in a worker thread
of the global QThreadPool and answers through a queued signal; the table
stays responsive and every search can be cancelled (a ``threading.Event`` the
solver looks at every few hundred positions). Only the ticket crosses threads
in the signal; the answer itself waits here until ``take`` collects it, so
no Python object rides in a queued event that might be dropped with a
closing window. The cycle collector is held while any search runs (see
``collector.py``).

A search that raises still answers: its answer is ``FAILED``, so whatever
waits on it ("Checking…") can say the solver went wrong instead of waiting
for ever, and the collector is released as for any answer. The exception
goes to ``sys.excepthook`` (the game's bug box, brought to the GUI thread:
``error_box.carry_from_threads``), not lost with the worker.

A search may step aside for work the player waits for (``StepAside``): the
solver holds still where it is, letting go of Python's lock, and goes on after
with nothing lost.

``OneSearch`` is what the background searches (the still-winnable line, the
deal found ahead) have alike: one search at a time, of something named, that
steps aside, is called off when no longer wanted, and stops with the window.
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QThreadPool, Signal

from . import collector


class Failed:
    """The answer of a search that raised (the exception went to the bug box)."""

    def __repr__(self) -> str:
        return "FAILED"


FAILED = Failed()
# Words for the player, wherever a solver's answer was awaited: plain, and true,
# as the search only reads a copy of the game.
WENT_WRONG = "The solver went wrong; the game is unharmed."


class StepAside:
    """Holds searches still while any reason to holds, for work the player waits for.

    ``go_on`` is handed to the solver (``solve(go_on=...)``): while it is clear the
    search waits where it is, its clock stopped, letting go of Python's lock; set
    again, it goes on with nothing lost. Beside a search, taking turns at the lock,
    what the player waits for took up to twice as long, and the table lost frames.
    The reasons are named ("hint", "slides", ...) so each ends on its own.
    """

    def __init__(self) -> None:
        self.go_on = threading.Event()
        self.go_on.set()
        self._why: set[str] = set()

    def hold(self, why: str, held: bool = True) -> None:
        """Hold the searches still while ``why`` lasts (``held``), or let that reason go."""
        if held:
            self._why.add(why)
        else:
            self._why.discard(why)
        if self._why:
            self.go_on.clear()
        else:
            self.go_on.set()

    @property
    def held(self) -> bool:
        return not self.go_on.is_set()

    def let_go(self) -> None:
        """Hold nothing still any more (the window closes): a search held still need
        not wait to see it is cancelled."""
        self._why.clear()
        self.go_on.set()


class SolverJobs(QObject):
    """Starts searches, cancels them, and hands their answers over by ticket."""

    ready = Signal(int)  # ticket: its answer (or its cancelling) may be taken now

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        """Searches run in ``pool`` (default: Qt's global pool)."""
        super().__init__(parent)
        self._pool = pool
        self._ticket = 0
        self._jobs: dict[int, tuple[threading.Event, threading.Event]] = {}  # done, cancel
        self._results: dict[int, object] = {}  # answers written by the workers, by ticket

    def start(self, task: Callable[[threading.Event], object]) -> int:
        """Run ``task(cancel)`` in a worker; ``ready`` gives the returned ticket when done."""
        self._ticket += 1
        ticket = self._ticket
        cancel, done = threading.Event(), threading.Event()
        answer, results = self.ready, self._results

        def work() -> None:  # in a pool thread
            try:
                try:
                    result = task(cancel)
                except Exception:
                    result = FAILED
                    sys.excepthook(*sys.exc_info())
                results[ticket] = result
                # RuntimeError: the window is gone, and no one is waiting for the answer.
                with contextlib.suppress(RuntimeError):
                    answer.emit(ticket)
            finally:
                done.set()  # after the signal, so stop() knows nothing more will be sent

        if not self._jobs:
            collector.hold()
        self._jobs[ticket] = (done, cancel)
        (self._pool or QThreadPool.globalInstance()).start(work)
        return ticket

    def cancel(self, ticket: int) -> None:
        """Ask the search of ``ticket`` to stop; its answer then says nothing (``take``)."""
        running = self._jobs.get(ticket)
        if running is not None:
            running[1].set()

    def take(self, ticket: int) -> tuple[object, bool]:
        """The answer of ``ticket`` (once ``ready``), and whether it was cancelled."""
        result = self._results.pop(ticket, None)
        job = self._jobs.pop(ticket, None)
        if job is not None and not self._jobs:
            collector.release()
        return result, job is None or job[1].is_set()

    def stop(self, timeout_seconds: float = 5.0) -> None:
        """Cancel every search and wait for the workers (before the window closes)."""
        for _done, cancel in self._jobs.values():
            cancel.set()
        for done, _cancel in self._jobs.values():
            done.wait(timeout_seconds)
        if self._jobs:
            self._jobs.clear()
            collector.release()
        self._results.clear()


About = TypeVar("About")  # what a search is of: a position, a variant
# A search of ``OneSearch``'s: ``task(cancel, go_on)`` gives its answer (in a worker).
Task = Callable[[threading.Event, threading.Event], object]


class OneSearch(Generic[About]):
    """One search at a time, of something (``about``), that steps aside (``aside``).

    A search started calls off the one before; an answer comes (``answered``) only
    for the search still wanted, never for one called off or stopped meanwhile.
    """

    def __init__(
        self,
        parent: QObject,
        answered: Callable[[About, object], None],
        pool: QThreadPool | None = None,
    ) -> None:
        """``answered(about, result)``: the answer of the search for ``about`` (FAILED
        if it raised). Searches run in ``pool`` (default: Qt's global pool)."""
        self.jobs = SolverJobs(parent, pool)
        self.jobs.ready.connect(self._on_ready)
        self.aside = StepAside()  # its ``go_on`` is clear while the search steps aside
        self.stopped = False  # the window closes: no search starts any more
        self._answered = answered
        self._running: tuple[int, About] | None = None  # ticket, what it is of

    def start(self, about: About, task: Task) -> None:
        """Search for ``about``: ``task(cancel, go_on)`` in a worker, in place of any before."""
        self.cancel()
        go_on = self.aside.go_on
        self._running = (self.jobs.start(lambda cancel: task(cancel, go_on)), about)

    @property
    def about(self) -> About | None:
        """What the search running is of, if one runs."""
        return self._running[1] if self._running is not None else None

    @property
    def running(self) -> bool:
        return self._running is not None

    def cancel(self) -> None:
        """Call off the search running, if any: its answer will not come."""
        if self._running is not None:
            self.jobs.cancel(self._running[0])
            self._running = None

    def stop(self, timeout_seconds: float = 5.0) -> None:
        """Cancel the search and wait for its worker (the window closes): none starts after."""
        self.stopped = True
        self._running = None
        self.aside.let_go()  # a search held still need not wait to see it is cancelled
        self.jobs.stop(timeout_seconds)

    def _on_ready(self, ticket: int) -> None:
        result, cancelled = self.jobs.take(ticket)
        running = self._running
        if cancelled or running is None or running[0] != ticket:
            return  # called off: no longer wanted
        self._running = None
        self._answered(running[1], result)
