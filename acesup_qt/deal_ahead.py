"""Winnable deals only: the next winnable deal, found while the player plays.

New game with Winnable deals only used to look for a winnable deal while the
player waited (some 0.7 s median in the standard game, 2.2 s in Four Ace
Patience). Here one deal per variant is found ahead, in a thread of its own,
the table's variant first: New game, or a variant chosen, starts it at once.
Not ready yet, New game looks in the foreground as before (``WinnableHelper``).

The deal is found exactly as the foreground search finds one: the same
``find_winnable``, its random deal numbers drawn as New game draws them
(``random.Random(seed)``, the seed None outside tests), so the deal found
ahead is the one the foreground search would have picked then.

The player waits for nothing of it, so it waits for what they wait for
(``step_aside``, through ``solver_jobs.StepAside``, as the still-winnable line
waits for a hint): while a hint is worked out, the end-of-game check runs, or
a foreground search looks; while the still-winnable line's first check of a
position runs, or a move's rating waits on Rate my moves' ranking (not while
it ranks what no one waits for yet, the position on the table as the player
looks and those ahead: held still then too, beside a quick player it found the
next deal late in the game or not at all, and New game made them wait:
``bench_deal_ahead_rating``); and while cards slide on the table or the mouse
holds a card (beside it, taking turns at Python's lock, the slides and the
dragged card lost frames: ``bench_deal_ahead_slides``,
``bench_deal_ahead_drag``). Its search holds still where it is, letting go of
Python's lock, and goes on after with nothing lost. On quit it is cancelled
and waited for (``stop``).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from .engine import VARIANTS
from .solver_jobs import FAILED, OneSearch

if TYPE_CHECKING:
    from .winnable_search import FoundDeal

# After a game starts (or the option is turned on), the search ahead waits this
# long: the first moments of a game are the cards dealt and the player's first
# look, a hint perhaps; and a New game pressed at once has the foreground search
# to itself. Tests that want no search ahead make it longer.
AHEAD_DELAY_MS = 1000


class DealAhead(QObject):
    """Finds one winnable deal per variant in the background, until taken."""

    found = Signal(str)  # the variant whose deal is ready

    def __init__(self, seed: Callable[[], int | None], parent: QObject | None = None) -> None:
        """``seed()``: the seed of the random deal numbers, as New game's search has it."""
        super().__init__(parent)
        self.seed = seed
        # One thread of its own: the global pool's threads are the other searches',
        # and a second search ahead would only take turns at Python's lock.
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._search: OneSearch[str] = OneSearch(self, self._on_found, self.pool)  # by variant
        self.deals: dict[str, FoundDeal] = {}  # found, by variant, until taken
        self._on = False
        self._first = "standard"  # the table's variant: its deal is found first
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._look)

    def plan(self, on: bool, table_variant: str) -> None:
        """Look ahead, in a moment, while ``on`` (the table's variant first); off, stop
        looking (a deal found is kept: it is as winnable as ever)."""
        self._on = on and not self._search.stopped
        self._first = table_variant
        if not self._on:
            self._timer.stop()
            self._search.cancel()
        elif not self._search.running and self._wanted() is not None:
            self._timer.start(AHEAD_DELAY_MS)

    def take(self, variant: str) -> FoundDeal | None:
        """The deal found ahead for ``variant``, if one is ready (the next is looked for
        once the next game has started: ``plan``)."""
        return self.deals.pop(variant, None)

    def ready(self, variant: str) -> bool:
        return variant in self.deals

    @property
    def searching(self) -> str | None:
        """The variant being looked for now, if any."""
        return self._search.about

    def step_aside(self, why: str, aside: bool) -> None:
        """Hold the search still while ``why`` lasts (``winnable.STEPS_ASIDE_FOR`` says
        what for; "solver": the end-of-game check, or a foreground search, runs)."""
        self._search.aside.hold(why, aside)

    @property
    def stepping_aside(self) -> bool:
        return self._search.aside.held

    def stop(self, timeout_seconds: float = 5.0) -> None:
        """Cancel the search and wait for its thread (the window closes): none starts after."""
        self._on = False
        self._timer.stop()
        self._search.stop(timeout_seconds)
        self.pool.waitForDone(int(timeout_seconds * 1000))

    def _wanted(self) -> str | None:
        """The next variant to find a deal for: the table's first."""
        for variant in (self._first, *VARIANTS):
            if variant not in self.deals:
                return variant
        return None

    def _look(self) -> None:
        variant = self._wanted()
        if not self._on or self._search.running or variant is None:
            return
        from . import winnable_search  # with the first search: not needed to start

        rng = random.Random(self.seed())
        budget, tries = winnable_search.FIND_BUDGET_POSITIONS, winnable_search.FIND_TRIES

        def find(cancel: threading.Event, go_on: threading.Event) -> FoundDeal:
            return winnable_search.find_winnable(variant, budget, cancel, tries, rng, go_on=go_on)

        self._search.start(variant, find)

    def _on_found(self, variant: str, result: object) -> None:
        if result is FAILED:
            # The bug box has told of it; tried again, the same fault would come
            # straight back. New game searches in the foreground, as before.
            self._on, self._search.stopped = False, True
            return
        # Kept even if none was proven winnable in its tries (one search in
        # millions): the foreground search would have started that deal too.
        self.deals[variant] = cast("FoundDeal", result)
        self.found.emit(variant)
        if self._on and self._wanted() is not None:
            self._timer.start(0)  # the next variant's, straight on: the table's is in hand
