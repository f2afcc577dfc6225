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
and offers to take the player back there.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject, Signal

from . import settings
from .commands import move_text
from .engine import Card, Game, Move, deal_cards, new_game
from .solver_jobs import FAILED, WENT_WRONG, SolverJobs

if TYPE_CHECKING:
    from .deal_ahead import DealAhead
    from .dialogs.end_of_game import EndOfGameDialog
    from .engine.solver import SolveResult
    from .lost_win import LostWin
    from .model import GameModel
    from .show_me_how import ShownSolution
    from .winnable_search import FoundDeal

CHECK_BUDGET_SECONDS = 10.0  # "could this deal have been won?" after a lost game

CHECKING_TEXT = "Checking whether this deal could be won…"
FINDING_TEXT = "Finding a winnable deal…"
# New game pressed again meanwhile, or a key greyed out on the game over it replaces:
# the deal asked for is on its way. Said nothing, the player pressed again and again.
WAITING_TEXT = f"{FINDING_TEXT} The new deal comes as soon as one is found."

# The solver raised (a bug: the box shows it too): said where its answer was awaited.
LOST_MOVE_WENT_WRONG = f"Where was the win lost? {WENT_WRONG}"
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
    "rating",  # Rate my moves ranks the position on the table (or one it waits for)
    "slides",  # cards slide on the table
    "held",  # the mouse holds a card (pressed on it, perhaps dragging it)
)

DeckKey = tuple[str, tuple[Card, ...]]  # (variant, deck)
LineKey = tuple[str, tuple[Card, ...], tuple[Move, ...]]  # (variant, deck, moves played)


class Recorder(Protocol):
    """What the helper needs of the GameRecorder: keep a shown solution out of the
    records, and which moves were the demo's (where the win went may be one)."""

    def watch_next_game(self) -> None: ...

    @property
    def demo_line(self) -> frozenset[int]: ...

    @property
    def reviewed_line(self) -> tuple[Move, ...] | None: ...


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
        # The newest 256 deals' verdicts and lost games only, however long the run: a
        # verdict holds a solution (~100 moves); one gone is only searched again.
        from .recent import Recent

        self.answers: dict[DeckKey, SolveResult] = Recent(256)
        self.lost: dict[LineKey, LostWin] = Recent(256)  # where the win went, by game lost
        self.seed: int | None = None  # of the random deal numbers tried (tests fix it)
        self.jobs = SolverJobs(self)
        self.jobs.ready.connect(self._on_ready)
        self._check: tuple[int, DeckKey, EndOfGameDialog, int] | None = None  # and the score
        self._where: tuple[int, LineKey, EndOfGameDialog] | None = None  # where the win went
        self._find: tuple[int, str] | None = None  # ticket, variant
        # A deal found while a file dialog is open waits for it to close (``deal_held``).
        self._deal_held = 0
        self._pending: tuple[str, int, SolveResult | None, list[tuple[int, SolveResult]]] | None
        self._pending = None
        # The dialogs (and reviews) whose close is heard, to stop their searches.
        self._heard: weakref.WeakSet[QObject] = weakref.WeakSet()
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

    # -- the end-of-game verdict ------------------------------------------------

    def check(self, dialog: EndOfGameDialog) -> None:
        """Say in ``dialog`` whether the deal on the table could have been won."""
        self.cancel_check()
        game = self.model.game
        key: DeckKey = (game.variant, tuple(game.deck))
        known = self.answers.get(key)
        if known is not None:
            self._show_verdict(dialog, known, self._finished(game).score)
            return
        from .winnable_search import check_deck  # with the first search: not needed to start

        dialog.show_verdict(CHECKING_TEXT, False)
        deck, variant = key[1], key[0]
        ticket = self.jobs.start(
            lambda cancel: check_deck(deck, variant, CHECK_BUDGET_SECONDS, cancel)
        )
        self._check = (ticket, key, dialog, self._finished(game).score)
        self._stop_with(dialog)
        self._note_busy()

    def _show_verdict(self, dialog: EndOfGameDialog, verdict: SolveResult, score: int) -> None:
        """The verdict on the deal, after a game that scored ``score`` (as it ended:
        by the time the answer comes, a review may show an earlier position)."""
        from .winnable_search import verdict_text

        dialog.show_verdict(verdict_text(verdict, CHECK_BUDGET_SECONDS, score), verdict.won)
        self._find_lost_move(dialog, verdict)

    def _find_lost_move(self, dialog: EndOfGameDialog, verdict: SolveResult) -> None:
        """For a deal that could have been won: which of the player's moves gave the win away."""
        game = self.model.game
        if self.answers.get((game.variant, tuple(game.deck))) is not verdict:
            return  # not this deal's verdict: the table has changed
        moves = self._lost_line(game)
        if not verdict.won or moves is None:
            return
        solution = list(verdict.solution)
        key: LineKey = (game.variant, tuple(game.deck), moves)
        known = self.lost.get(key)
        if known is not None:
            self._show_lost(dialog, key, known)
            return
        from . import lost_win  # after a lost game only: not loaded at start

        dialog.show_lost_move(lost_win.SEARCHING_TEXT, None)
        deck, variant, budget = key[1], key[0], lost_win.PROBE_BUDGET_SECONDS
        ticket = self.jobs.start(
            lambda cancel: lost_win.find_lost_move(deck, variant, moves, solution, cancel, budget)
        )
        self._where = (ticket, key, dialog)
        self._stop_with(dialog)
        self._note_busy()

    def _finished(self, game: Game) -> Game:
        """The game over on the table: ``game`` played to its end, or the end of the
        line looked back along in Review moves (the verdict may come while a row is
        chosen, and the review may open at a past position of it)."""
        line = self.recorder.reviewed_line
        if line is not None and tuple(game.moves) == line[: len(game.moves)]:
            game = new_game(game.deck, game.variant)
            game.replay(line)
        return game

    def _lost_line(self, game: Game) -> tuple[Move, ...] | None:
        """The moves of the game lost on the table, if it is one (``_finished``)."""
        game = self._finished(game)
        return tuple(game.moves) if game.is_over() and not game.is_won() else None

    def _show_lost(self, dialog: EndOfGameDialog, key: LineKey, found: LostWin) -> None:
        from . import lost_win

        variant, deck, moves = key
        words = ""
        if found.move is not None:  # the move's words, as its Undo names it
            before = new_game(deck, variant)
            before.replay(moves[: found.won_after])
            words = move_text(before, moves[found.won_after])
        text = lost_win.lost_text(
            found, len(moves), words, lost_win.PROBE_BUDGET_SECONDS, self.recorder.demo_line
        )
        # Back to where the win was still there: for a first move, the start.
        back_to = found.won_after if text and (found.won_after or found.move) else None
        dialog.show_lost_move(text, back_to)

    @property
    def checking(self) -> bool:
        """True while the solver works on the end-of-game verdict, or on where the win went."""
        return self._check is not None or self._where is not None

    def _stop_with(self, dialog: EndOfGameDialog) -> None:
        """The searches for ``dialog`` stop when it closes. Heard once, however many
        searches it asks for (the verdict, then where the win went): connected at
        each, its close called them off twice over."""
        if dialog not in self._heard:
            self._heard.add(dialog)
            dialog.finished.connect(self._on_closed)

    def _on_closed(self) -> None:
        """A dialog that asked for searches closed: its own stop, not another's."""
        dialog = self.sender()
        self._heard.discard(dialog)
        self.cancel_check(cast("EndOfGameDialog", dialog))

    def cancel_check(self, dialog: EndOfGameDialog | None = None) -> None:
        """Stop the end-of-game searches (a new game began), or those of ``dialog`` (it
        closed): a dialog gone calls off nothing that another asked for since."""
        searches = [
            search
            for search in (self._check, self._where)
            if search is not None and (dialog is None or search[2] is dialog)
        ]
        if not searches:
            return
        for search in searches:
            self.jobs.cancel(search[0])
        if self._check in searches:
            self._check = None
        if self._where in searches:
            self._where = None
        self._note_busy()
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
        check, where = self._check, self._where
        if check is not None and check[0] == ticket:
            self._check = None
            if result is FAILED and not cancelled:
                check[2].show_verdict(f"Could this deal have been won? {WENT_WRONG}", False)
            elif not cancelled:
                solved = cast("SolveResult", result)
                self.answers[check[1]] = solved
                self._show_verdict(check[2], solved, check[3])
            self._tell_if_idle()
        elif where is not None and where[0] == ticket:
            self._where = None
            if result is FAILED and not cancelled:
                where[2].show_lost_move(LOST_MOVE_WENT_WRONG, None)
            elif not cancelled:
                self.lost[where[1]] = lost = cast("LostWin", result)
                self._show_lost(where[2], where[1], lost)
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
        if self._find is not None and self.model.game.moves:
            # The player plays on while the solver looks: they keep this game.
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
        self._check = self._where = self._find = None
        if self.ahead is not None:
            self.ahead.stop(timeout_seconds)
        self.jobs.stop(timeout_seconds)
