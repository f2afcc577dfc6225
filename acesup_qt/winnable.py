"""The solver for the player: "could this deal have been won?" and winnable deals only.

The solver may think for seconds, so it always runs in a worker thread of
the global QThreadPool and answers through a queued signal; the table stays
responsive and every search can be cancelled (a ``threading.Event`` the
solver looks at every few hundred positions). The solver module itself is
imported only when the first search starts: the window opens faster without it.

Answers are remembered per deck and variant for the run, so the end-of-game
dialog of a deal already checked (or found by "winnable deals only") answers
at once. "Show me how" restarts the deal and plays the solver's solution on
the table with the normal animations; the recorder is told that this game
is a demonstration, so it is neither saved nor counted in the statistics.
"""

from __future__ import annotations

import contextlib
import random
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from . import collector
from .engine import MAX_DEAL, Card, Move, deal_cards
from .scene import timing

if TYPE_CHECKING:
    from .dialogs.end_of_game import EndOfGameDialog
    from .engine.solver import SolveResult
    from .model import GameModel

CHECK_BUDGET_SECONDS = 10.0  # "could this deal have been won?" after a lost game
# Each candidate deal for "winnable deals only" gets this many positions of
# search (a tenth of a second or so). Most wins the solver finds at all, it
# finds early: over deals 1 to 300 (tests/benchmarks/bench_find_winnable.py),
# 10,000 positions prove 16% of standard deals winnable and 7% of Four Ace
# Patience ones, against 28% and 8.7% for the 150,000 of a 1 s budget, and a
# search takes 0.6 s and 1.0 s on average instead of 4.3 s and 10 s. A count
# of positions, not seconds: a busy machine makes the search slower, not
# less likely to find a deal, and a seed always finds the same one.
FIND_BUDGET_POSITIONS = 10_000
FIND_TRIES = 200  # deals tried before giving up (1 in 2 million searches, at 7%)
REPLAY_PAUSE_MS = 250  # between the moves of a solution being shown, after the animations

CHECKING_TEXT = "Checking whether this deal could be won…"
FINDING_TEXT = "Finding a winnable deal…"

DeckKey = tuple[str, tuple[Card, ...]]  # (variant, deck)
# What find_winnable answers: the deal number, its answer if winnable, every answer seen.
FoundDeal = tuple[int, "SolveResult | None", list[tuple[int, "SolveResult"]]]


def verdict_text(result: SolveResult, budget_seconds: float) -> str:
    """What the end-of-game dialog says about a solver's answer.

    Each sentence says plainly what is proven and what is only found: a best
    score the search ran out of time on is the best it found, not the best there is.
    """
    if result.status == "winnable":
        return "This deal could have been won."
    score, seconds = result.best_score, f"{budget_seconds:g} seconds"
    if result.no_win:  # needs only the proof that no win exists, not the best score
        if result.status == "unwinnable":  # the best score is proven too
            return f"No one could have won this deal: the best possible score was {score}."
        return (
            "No one could have won this deal. "
            f"The best score found in {seconds}: {score} (there may be better)."
        )
    return (
        f"The solver could not tell in {seconds} whether this deal could be won. "
        f"The best score it found: {score}."
    )


def check_deck(
    deck: Sequence[Card], variant: str, budget_seconds: float, cancel: threading.Event
) -> SolveResult:
    """The solver's answer about ``deck`` from its start (runs in a worker thread)."""
    from .engine.solver import solve  # imported on first use: it is not needed to start

    return solve(list(deck), variant, budget_seconds, cancel)


def find_winnable(
    variant: str,
    budget_positions: int,
    cancel: threading.Event,
    tries: int = FIND_TRIES,
    rng: random.Random | None = None,
) -> FoundDeal:
    """Random deal numbers until the solver proves one winnable within the budget.

    Returns (deal number, its answer or None, every answer seen). When no
    deal is proven winnable within ``tries`` (or on cancel), the number is
    the last one tried and the answer None.
    """
    from .engine.solver import solve

    rng = rng or random.Random()
    seen: list[tuple[int, SolveResult]] = []
    number = rng.randint(1, MAX_DEAL)
    for _ in range(tries):
        if cancel.is_set():
            break
        number = rng.randint(1, MAX_DEAL)
        result = solve(deal_cards(number), variant, cancel=cancel, node_budget=budget_positions)
        if cancel.is_set():
            break  # an answer cut short by the cancel says nothing
        seen.append((number, result))
        if result.status == "winnable":
            return number, result, seen
    return number, None, seen


class _Answer(QObject):
    """Tells the GUI thread that a worker has finished (a queued signal).

    Only the ticket crosses threads in the signal; the answer itself waits in
    ``WinnableHelper._results``, so no Python object rides in a queued event
    that might be dropped with a closing window.
    """

    ready = Signal(int)  # ticket


class Recorder(Protocol):
    """What the helper needs of the GameRecorder: keep a shown solution out of the records."""

    def watch_next_game(self) -> None: ...


class WinnableHelper(QObject):
    """Runs the solver for the end-of-game verdict, "winnable deals only" and "Show me how"."""

    message = Signal(str, int)  # words for the status bar, how long (ms; 0 until replaced)
    deal_found = Signal(object)  # a deal number to start (may exceed a C int)
    idle = Signal()  # the deal's check or the solution shown is over, and neither goes on

    def __init__(
        self,
        model: GameModel,
        recorder: Recorder,
        table_busy: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.recorder = recorder
        self.table_busy = table_busy
        self.answers: dict[DeckKey, SolveResult] = {}
        self.seed: int | None = None  # of the random deal numbers tried (tests fix it)
        self._answer = _Answer(self)
        self._answer.ready.connect(self._on_ready)
        self._ticket = 0
        self._jobs: dict[int, tuple[threading.Event, threading.Event]] = {}  # done, cancel
        self._results: dict[int, object] = {}  # answers written by the workers, by ticket
        self._check: tuple[int, DeckKey, EndOfGameDialog] | None = None
        self._find: tuple[int, str] | None = None  # ticket, variant
        self._replay: list[Move] = []
        self._replay_index = 0
        self._replay_generation = -1
        self._landing_awaited = False  # the next move waits for the last one's cards to land
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._replay_step)
        model.game_started.connect(self._on_game_started)
        model.position_changed.connect(self._on_position_changed)

    # -- the end-of-game verdict ------------------------------------------------

    def check(self, dialog: EndOfGameDialog) -> None:
        """Say in ``dialog`` whether the deal on the table could have been won."""
        self.cancel_check()
        game = self.model.game
        key: DeckKey = (game.variant, tuple(game.deck))
        known = self.answers.get(key)
        if known is not None:
            dialog.show_verdict(verdict_text(known, CHECK_BUDGET_SECONDS), known.won)
            return
        dialog.show_verdict(CHECKING_TEXT, False)
        deck, variant = key[1], key[0]
        ticket = self._start(lambda cancel: check_deck(deck, variant, CHECK_BUDGET_SECONDS, cancel))
        self._check = (ticket, key, dialog)
        dialog.finished.connect(self.cancel_check)

    @property
    def checking(self) -> bool:
        """True while the solver works on the end-of-game verdict."""
        return self._check is not None

    def cancel_check(self) -> None:
        """Stop the end-of-game search (the dialog closed, or a new game began)."""
        if self._check is not None:
            ticket = self._check[0]
            self._check = None
            self._cancel(ticket)
            self._tell_if_idle()

    # -- winnable deals only ---------------------------------------------------

    def find_deal(self, variant: str) -> None:
        """Look for a deal the solver proves winnable; ``deal_found`` gives its number."""
        self.cancel_find()
        self.stop_replay()
        self.message.emit(FINDING_TEXT, 0)
        rng = random.Random(self.seed)
        ticket = self._start(
            lambda cancel: find_winnable(variant, FIND_BUDGET_POSITIONS, cancel, FIND_TRIES, rng)
        )
        self._find = (ticket, variant)

    def cancel_find(self) -> None:
        if self._find is not None:
            ticket = self._find[0]
            self._find = None
            self._cancel(ticket)
            self.message.emit("", 0)  # "Finding a winnable deal…" no longer holds

    @property
    def finding(self) -> bool:
        return self._find is not None

    # -- Show me how -------------------------------------------------------------

    def show_solution(self) -> bool:
        """Restart the deal and play the known solution on the table; False if none is known."""
        game = self.model.game
        known = self.answers.get((game.variant, tuple(game.deck)))
        if known is None or not known.won:
            return False
        self.recorder.watch_next_game()
        self.model.restart()
        self._replay = list(known.solution)
        self._replay_index = 0
        self._replay_generation = self.model.generation
        self._timer.start(0)
        return True

    @property
    def replaying(self) -> bool:
        return self._replay_index < len(self._replay)

    def stop_replay(self) -> None:
        self._timer.stop()
        self._landing_awaited = False
        shown, self._replay, self._replay_index = self._replay, [], 0
        if shown:
            self._tell_if_idle()

    def table_still(self) -> None:
        """The last sliding card has landed (the scene's ``settled``): a solution being
        shown, its next move held back until then, plays it now."""
        if self._landing_awaited:
            self._landing_awaited = False
            self._timer.start(0)

    def _tell_if_idle(self) -> None:
        if not self.checking and not self.replaying:
            self.idle.emit()

    def _replay_step(self) -> None:
        if self.model.generation != self._replay_generation:
            self.stop_replay()  # the player moved or took a move back: the table is theirs
            self.message.emit("Stopped showing the solution.", 6000)
            return
        if self.table_busy():
            self._landing_awaited = True  # the last move lands first: ``table_still`` says when
            return
        move = self._replay[self._replay_index]
        self._replay_index += 1
        total = len(self._replay)
        if self.model.request(move) is not None:  # cannot happen: the solver's moves are legal
            self.stop_replay()
            return
        self._replay_generation = self.model.generation
        if self._replay_index < total:
            self.message.emit(
                f"Showing how this deal can be won: move {self._replay_index} of {total}. "
                "Any move or Undo stops it.",
                0,
            )
            self._timer.start(timing.scaled(REPLAY_PAUSE_MS))
        else:
            self.stop_replay()
            self.message.emit(
                "This is how the deal could be won. Undo steps back through the solution; "
                "this game is not counted in the statistics.",
                20000,
            )

    # -- the worker --------------------------------------------------------------

    def _start(self, task: Callable[[threading.Event], object]) -> int:
        self._ticket += 1
        ticket = self._ticket
        cancel, done = threading.Event(), threading.Event()
        answer, results = self._answer, self._results

        def work() -> None:  # in a pool thread
            try:
                results[ticket] = task(cancel)
                # RuntimeError: the window is gone, and no one is waiting for the answer.
                with contextlib.suppress(RuntimeError):
                    answer.ready.emit(ticket)
            finally:
                done.set()  # after the signal, so stop() knows nothing more will be sent

        if not self._jobs:
            collector.hold()
        self._jobs[ticket] = (done, cancel)
        QThreadPool.globalInstance().start(work)
        return ticket

    def _cancel(self, ticket: int) -> None:
        running = self._jobs.get(ticket)
        if running is not None:
            running[1].set()

    def _on_ready(self, ticket: int) -> None:
        result = self._results.pop(ticket, None)
        job = self._jobs.pop(ticket, None)
        if job is not None and not self._jobs:
            collector.release()
        cancelled = job is None or job[1].is_set()
        check = self._check
        if check is not None and check[0] == ticket:
            self._check = None
            if not cancelled:
                solved = cast("SolveResult", result)
                self.answers[check[1]] = solved
                check[2].show_verdict(verdict_text(solved, CHECK_BUDGET_SECONDS), solved.won)
            self._tell_if_idle()
        elif self._find is not None and self._find[0] == ticket:
            variant = self._find[1]
            self._find = None
            number, found, seen = cast("FoundDeal", result)
            for seen_number, answer in seen:
                # Only what is settled: an answer cut short by the search's small
                # budget would stand for the full check's ("could not tell in 10
                # seconds") should the player pick that deal and lose it.
                if answer.status != "unknown":
                    self.answers[(variant, tuple(deal_cards(seen_number)))] = answer
            if found is None:
                self.message.emit(
                    f"No deal proven winnable in {FIND_TRIES} tries: this one may not be.", 6000
                )
            else:
                self.message.emit("", 0)
            self.deal_found.emit(number)
            if found is not None:  # said once the deal is on the table, not before
                self.message.emit(f"Deal #{number} can be won: the solver found a way.", 6000)

    def _on_position_changed(self) -> None:
        if self._find is not None and self.model.game.moves:
            # The player plays on while the solver looks: they keep this game.
            self.cancel_find()
            self.message.emit("No new deal: you played on in this one.", 6000)

    def _on_game_started(self) -> None:
        self.cancel_check()
        self.cancel_find()
        if self.replaying and self.model.generation != self._replay_generation:
            self.stop_replay()
            self.message.emit("", 0)  # "Showing how…" no longer holds

    def stop(self, timeout_seconds: float = 5.0) -> None:
        """Cancel every search and wait for the workers (before the window closes)."""
        self.stop_replay()
        self._check = None
        self._find = None
        for _done, cancel in self._jobs.values():
            cancel.set()
        for done, _cancel in self._jobs.values():
            done.wait(timeout_seconds)
        if self._jobs:
            self._jobs.clear()
            collector.release()
        self._results.clear()
