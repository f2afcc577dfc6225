"""The solver for the player: "could this deal have been won?" and winnable deals only.

The solver may think for seconds, so it always runs in a worker thread and
can be cancelled (``solver_jobs.py``). The searches (``winnable_search.py``)
and the solver itself are imported only when the first search starts: the
window opens faster without them.

Answers are remembered per deck and variant for the run, so the end-of-game
dialog of a deal already checked (or found by "winnable deals only") answers
at once. "Show me how" restarts the deal and plays the solver's solution on
the table (``show_me_how.py``); the recorder is told that this game is a
demonstration, so it is neither saved nor counted in the statistics.

After a lost game of a winnable deal, the check goes on to find the
player's move that gave the win away (``lost_win.py``); the dialog says it
and offers to take the player back there. Those end-of-game searches are
``deal_verdict.py``'s; this helper runs them beside the others.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject, Signal

from . import deal_verdict, settings
from .deal_verdict import CHECKING_TEXT as CHECKING_TEXT  # said by the dialog: tests read it here
from .deal_verdict import DealVerdict, LineKey
from .engine import deal_cards
from .solver_jobs import FAILED, SolverJobs

if TYPE_CHECKING:
    from .deal_ahead import DealAhead
    from .dialogs.end_of_game import EndOfGameDialog
    from .engine.solver import SolveResult
    from .lost_win import LostWin
    from .model import GameModel
    from .show_me_how import ShownSolution
    from .winnable_search import FoundDeal

CHECK_BUDGET_SECONDS = 10.0  # "could this deal have been won?" after a lost game

FINDING_TEXT = "Finding a winnable deal…"
# New game pressed again meanwhile, or a key greyed out on the game over it replaces:
# the deal asked for is on its way. Said nothing, the player pressed again and again.
WAITING_TEXT = f"{FINDING_TEXT} The new deal comes as soon as one is found."

FIND_WENT_WRONG = (
    "No new deal: the solver went wrong while looking for a winnable one; the game "
    "is unharmed. New game tries again."
)

# What the search for the next winnable deal (``deal_ahead``) steps aside for,
# besides the solver's own searches here: what the player waits for or watches.
# Beside it, taking turns at Python's lock, each took longer or lost frames
# (``bench_deal_ahead_slides``, ``bench_deal_ahead_drag``, ``bench_deal_ahead_waits``).
STEPS_ASIDE_FOR = (
    "hint",  # a hint is worked out (its quick answer and its deeper analysis)
    "still",  # the still-winnable line's first check of a position
    "rating",  # a move's rating waits on Rate my moves' ranking ("Rating your move…")
    "slides",  # cards slide on the table
    "held",  # the mouse holds a card (pressed on it, perhaps dragging it)
)


class Recorder(deal_verdict.Recorder, Protocol):
    """What the helper needs of the GameRecorder: keep a shown solution out of the
    records, and what the verdict needs (``deal_verdict.Recorder``)."""

    def watch_next_game(self) -> None: ...


class WinnableHelper(QObject):
    """Runs the solver for the end-of-game verdict, "winnable deals only" and "Show me how"."""

    message = Signal(str, int)  # words for the status bar, how long (ms; 0 until replaced)
    deal_found = Signal(object, str)  # a deal number to start (may exceed a C int), variant
    idle = Signal()  # the deal's check or the solution shown is over, and neither goes on
    finding_changed = Signal(bool)  # a winnable deal is being looked for while the player waits
    replaying_changed = Signal(bool)  # Show me how starts or stops playing the solution

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
        # The newest 256 deals' verdicts only, however long the run: a verdict holds
        # a solution (~100 moves); one gone is only searched again. Kept for the next
        # run too (not by the self-test, which leaves the player's files alone).
        # So is where the win went in a game lost, the move proven (``kept_lost_moves``).
        from .kept_lost_moves import KeptLostMoves, lost_moves_path
        from .kept_verdicts import KeptVerdicts, verdicts_path

        this_run = settings.this_run_only()
        self.answers = KeptVerdicts(None if this_run else verdicts_path())
        lost = KeptLostMoves(None if this_run else lost_moves_path())
        self.seed: int | None = None  # of the random deal numbers tried (tests fix it)
        self.jobs = SolverJobs(self)
        self.jobs.ready.connect(self._on_ready)
        self.verdict = DealVerdict(
            model,
            recorder,
            self.jobs,
            self.answers,
            lost,
            lambda: CHECK_BUDGET_SECONDS,  # read as it is used: tests shorten it
            self._on_verdict_change,
            self,
        )
        self._find: tuple[int, str] | None = None  # ticket, variant
        # A deal found while a file dialog is open waits for it to close (``deal_held``).
        self._deal_held = 0
        self._pending: tuple[str, int, SolveResult | None, list[tuple[int, SolveResult]]] | None
        self._pending = None
        self._shown: ShownSolution | None = None  # made with the first "Show me how"
        self._held = False  # the game is paused: a solution being shown waits
        # The next winnable deals, found while the player plays (``deal_ahead``):
        # made when first wanted, never before the first frame (``allow_ahead``).
        self.ahead: DealAhead | None = None
        self._may_look_ahead = False
        self._was_finding = False
        self._waits: set[str] = set()  # of STEPS_ASIDE_FOR, what the player waits for now
        model.game_started.connect(self._on_game_started)
        model.position_changed.connect(self._on_position_changed)

    # -- the end-of-game verdict (``deal_verdict``) ----------------------------

    def check(self, dialog: EndOfGameDialog) -> None:
        """Say in ``dialog`` whether the deal on the table could have been won."""
        self.cancel_check()
        self.verdict.check(dialog)

    @property
    def checking(self) -> bool:
        """True while the solver works on the end-of-game verdict, or on where the win went."""
        return self.verdict.checking

    @property
    def lost(self) -> dict[LineKey, LostWin]:
        """Where the win went, by game lost (the newest 256)."""
        return self.verdict.lost

    def cancel_check(self, dialog: EndOfGameDialog | None = None) -> None:
        """Stop the end-of-game searches (a new game began), or those of ``dialog`` (it
        closed): a dialog gone calls off nothing that another asked for since."""
        self.verdict.cancel(dialog)

    def _on_verdict_change(self, over: bool) -> None:
        """An end-of-game search started, or (``over``) ended or was called off."""
        self._note_busy()
        if over:
            self._tell_if_idle()

    # -- winnable deals only ---------------------------------------------------

    def find_deal(self, variant: str) -> None:
        """Look for a deal of ``variant`` the solver proves winnable; ``deal_found``
        gives its number and the variant: at once if one was found ahead."""
        self.cancel_find()
        self.stop_replay()
        ready = self.ahead.take(variant) if self.ahead is not None else None
        if ready is not None:
            self._deliver(variant, *ready)
            return
        self.message.emit(FINDING_TEXT, 0)
        import random  # here: the first frame needs none of it

        from .winnable_search import FIND_BUDGET_POSITIONS, FIND_TRIES, find_winnable

        rng = random.Random(self.seed)
        ticket = self.jobs.start(
            lambda cancel: find_winnable(variant, FIND_BUDGET_POSITIONS, cancel, FIND_TRIES, rng)
        )
        self._find = (ticket, variant)
        self._note_busy()

    @contextmanager
    def deal_held(self) -> Iterator[None]:
        """While Save game as… or Open game… asks about the game on the table, a deal
        found meanwhile waits, and comes once the dialog is closed.

        It came under the open dialog: a Save dialog named a deal the table no longer
        showed, and wrote that game, gone from the table, to the file chosen.
        """
        self._deal_held += 1
        try:
            yield
        finally:
            self._deal_held -= 1
            if not self._deal_held and self._pending is not None:
                pending, self._pending = self._pending, None
                self._deliver(*pending)

    def cancel_find(self) -> None:
        self._pending = None  # a game started meanwhile (a file opened) keeps the table
        if self._find is not None:
            ticket = self._find[0]
            self._find = None
            self.jobs.cancel(ticket)
            self.message.emit("", 0)  # "Finding a winnable deal…" no longer holds
            self._note_busy()

    @property
    def finding(self) -> bool:
        return self._find is not None

    @property
    def finding_variant(self) -> str | None:
        """The variant the search under way looks in, if one is."""
        return self._find[1] if self._find is not None else None

    def allow_ahead(self) -> None:
        """The first frame is up: the deals ahead may be looked for from now on."""
        self._may_look_ahead = True
        self.plan_ahead()

    def plan_ahead(self) -> None:
        """With Winnable deals only on, find the next deal of each variant while the
        player plays (``deal_ahead``); off, stop looking."""
        on = self._may_look_ahead and settings.winnable_only()
        if self.ahead is None:
            if not on:
                return
            from .deal_ahead import DealAhead  # with the option on only

            self.ahead = DealAhead(lambda: self.seed, self)
            self._note_busy()
        self.ahead.plan(on, self.model.variant)

    def player_waits(self, why: str, waiting: bool) -> None:
        """The player waits for, or watches, ``why`` (one of STEPS_ASIDE_FOR), or no longer."""
        assert why in STEPS_ASIDE_FOR, why
        if waiting:
            self._waits.add(why)
        else:
            self._waits.discard(why)
        self._note_busy()

    def hint_working(self, working: bool) -> None:
        """A hint is being worked out (its quick answer and its deeper analysis), or is done."""
        self.player_waits("hint", working)

    def table_sliding(self) -> None:
        """Cards have begun to slide on the table (the scene's ``sliding``)."""
        self.player_waits("slides", True)

    def _note_busy(self) -> None:
        """The deal ahead steps aside while the player waits for the solver (the
        end-of-game check, a foreground search) or for what STEPS_ASIDE_FOR names, as
        the coach waits for a still table. The window hears of a foreground search."""
        if self.ahead is not None:
            self.ahead.step_aside("solver", self.checking or self.finding)
            for why in STEPS_ASIDE_FOR:
                self.ahead.step_aside(why, why in self._waits)
        if self.finding != self._was_finding:
            self._was_finding = self.finding
            self.finding_changed.emit(self.finding)

    # -- Show me how -------------------------------------------------------------

    def show_solution(self) -> bool:
        """Restart the deal and play the known solution on the table; False if none is known."""
        game = self.model.game
        known = self.answers.get((game.variant, tuple(game.deck)))
        if known is None or not known.won:
            return False
        self.recorder.watch_next_game()
        self.model.restart()
        self._solution_shown().start(list(known.solution))
        self.replaying_changed.emit(True)
        return True

    def _solution_shown(self) -> ShownSolution:
        if self._shown is None:
            from .show_me_how import ShownSolution  # with the first solution shown

            self._shown = ShownSolution(self.model, self.table_busy, self)
            self._shown.message.connect(self.message)
            self._shown.over.connect(self._tell_if_idle)
            self._shown.over.connect(lambda: self.replaying_changed.emit(False))
            self._shown.hold(self._held)
        return self._shown

    @property
    def replaying(self) -> bool:
        return self._shown is not None and self._shown.playing

    def stop_replay(self) -> None:
        if self._shown is not None:
            self._shown.stop()

    def hold_replay(self, held: bool) -> None:
        """Game > Pause: a solution being shown waits, and goes on from there after."""
        self._held = held
        if self._shown is not None:
            self._shown.hold(held)

    def table_still(self) -> None:
        """The last sliding card has landed (the scene's ``settled``): a solution being
        shown, its next move held back until then, plays it now; the deal ahead goes on."""
        self.player_waits("slides", False)
        if self._shown is not None:
            self._shown.table_still()

    def _tell_if_idle(self) -> None:
        if not self.checking and not self.replaying:
            self.idle.emit()

    # -- the answers -------------------------------------------------------------

    def _on_ready(self, ticket: int) -> None:
        result, cancelled = self.jobs.take(ticket)
        if self.verdict.answer(ticket, result, cancelled):
            self._tell_if_idle()
        elif self._find is not None and self._find[0] == ticket:
            variant = self._find[1]
            self._find = None
            if result is FAILED:  # no deal comes: the game on the table stays
                self.message.emit(FIND_WENT_WRONG, 0)
                self._note_busy()
                return
            self.message.emit("", 0)  # "Finding a winnable deal…" no longer holds
            self._deliver(variant, *cast("FoundDeal", result))
        # The deal ahead goes on, if nothing else holds it; the clock of a game left
        # for a deal found, only once that deal has taken its place.
        self._note_busy()

    def _deliver(
        self,
        variant: str,
        number: int,
        found: SolveResult | None,
        seen: list[tuple[int, SolveResult]],
    ) -> None:
        """Start the deal a search found (just now, or ahead), and keep what it learned."""
        if self._deal_held:
            self._pending = (variant, number, found, seen)
            return
        from .winnable_search import FIND_TRIES

        for seen_number, answer in seen:
            # Only what is settled: an answer cut short by the search's small
            # budget would stand for the full check's ("could not tell in 10
            # seconds") should the player pick that deal and lose it.
            if answer.status != "unknown":
                self.answers[(variant, tuple(deal_cards(seen_number)))] = answer
        self.answers.save()  # once for all of them: each was a file written whole
        self.deal_found.emit(number, variant)
        # Said once the deal is on the table, not before: a new game takes away
        # what was said of the game before it.
        if found is None:
            self.message.emit(
                f"No deal proven winnable in {FIND_TRIES} tries: this one may not be.", 6000
            )
        else:
            self.message.emit(f"Deal #{number} can be won: the solver found a way.", 6000)

    def _on_position_changed(self) -> None:
        if (self._find is not None or self._pending is not None) and self.model.game.moves:
            # The player plays on while the solver looks: they keep this game. So too
            # once a deal found waits for a file dialog (``deal_held``): opening a file
            # of an earlier point of this game takes it back there, and the deal came
            # after, over the game just gone back in.
            self.cancel_find()
            self.message.emit("No new deal: you played on in this one.", 6000)

    def _on_game_started(self) -> None:
        self.cancel_check()
        self.cancel_find()
        if self._shown is not None:
            self._shown.game_started()
        self.plan_ahead()  # the deal just taken, or the variant changed

    def stop(self, timeout_seconds: float = 5.0) -> None:
        """Cancel every search and wait for the workers (before the window closes)."""
        self.stop_replay()
        self.verdict.forget()
        self._find = None
        if self.ahead is not None:
            self.ahead.stop(timeout_seconds)
        self.jobs.stop(timeout_seconds)
