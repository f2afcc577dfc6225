"""The end-of-game verdict: "could this deal have been won?", and where the win went.

After a game over, the end-of-game dialog asks the solver about the deal
(``check``); after a lost game of a winnable deal, the check goes on to find
the player's move that gave the win away (``lost_win.py``), and the dialog
offers to take the player back there. Each search stops as the dialog that
asked for it closes, or as a new game starts.

What the player is told stays known for the run (``told_lost``): after an
Undo, Rate my moves rates no move made in a position said to be lost, nor in
one reached from it (``lost_from``). A search stopped as its dialog closed
tells nothing, and so changes nothing.

The searches run in the ``WinnableHelper``'s workers (``solver_jobs.py``),
which hands each answer here (``answer``); the helper keeps the verdicts
per deck, which Show me how and Winnable deals only read and fill too.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject, Signal

from .commands import move_text
from .engine import Card, Game, Move, new_game
from .kept_lost_moves import KeptLostMoves
from .kept_lost_moves import LineKey as LineKey  # (variant, deck, moves played)
from .kept_verdicts import DeckKey as DeckKey  # (variant, deck): the verdicts' key
from .kept_verdicts import KeptVerdicts
from .solver_jobs import FAILED, WENT_WRONG, SolverJobs

if TYPE_CHECKING:
    from .dialogs.end_of_game import EndOfGameDialog
    from .engine.solver import SolveResult
    from .lost_win import LostWin
    from .model import GameModel

CHECKING_TEXT = "Checking whether this deal could be won…"
# The solver raised (a bug: the box shows it too): said where its answer was awaited.
LOST_MOVE_WENT_WRONG = f"Where was the win lost? {WENT_WRONG}"


class Recorder(Protocol):
    """What the verdict needs of the GameRecorder: which moves were the demo's (where
    the win went may be one), whether the game is the player's own (``counted``: a
    practice game's moves are no one's in particular), and the line under review."""

    counted: bool

    @property
    def demo_line(self) -> frozenset[int]: ...

    @property
    def reviewed_line(self) -> tuple[Move, ...] | None: ...


class DealVerdict(QObject):
    """Runs the end-of-game searches of ``model``'s deal in ``jobs``, and says their
    answers in the dialog that asked for them."""

    # A dialog (or Review moves) has just been told the verdict or where the win
    # went: from which move no win was left may be known now (``no_win_from``).
    # Rate my moves' summary and ratings kept follow it, as the review's rows do.
    told = Signal()

    def __init__(
        self,
        model: GameModel,
        recorder: Recorder,
        jobs: SolverJobs,
        answers: KeptVerdicts,
        lost: KeptLostMoves,
        budget_seconds: Callable[[], float],
        on_change: Callable[[bool], None],
        parent: QObject | None = None,
    ) -> None:
        """``answers``: the verdicts known, by deck, shared with the helper (and
        kept for the next run: a verdict the check found is saved at once);
        ``lost``: where the win went, by game lost, kept so too (a move proven);
        ``budget_seconds()``: how long the check may think; ``on_change(over)``: a
        search started (False), or one ended or was called off (True)."""
        super().__init__(parent)
        self.model = model
        self.recorder = recorder
        self.jobs = jobs
        self.answers = answers
        self.budget_seconds = budget_seconds
        self.on_change = on_change
        self.lost = lost  # where the win went, by game lost (the newest 256)
        from .recent import Recent

        # The positions a player has been told, at a game's end, no win is left in: the
        # deal's start (no one could have won it), or where the win was gone along the
        # line lost. What the coach may use in play after an Undo (``lost_from``).
        # Each with the line of the game whose end told it.
        self.told_lost: dict[LineKey, tuple[Move, ...]] = Recent(256)
        self._check: tuple[int, DeckKey, EndOfGameDialog, int] | None = None  # and the score
        self._where: tuple[int, LineKey, EndOfGameDialog] | None = None  # where the win went
        # The dialogs (and reviews) whose close is heard, to stop their searches.
        self._heard: weakref.WeakSet[QObject] = weakref.WeakSet()

    def check(self, dialog: EndOfGameDialog) -> None:
        """Say in ``dialog`` whether the deal on the table could have been won."""
        game = self.model.game
        key: DeckKey = (game.variant, tuple(game.deck))
        known = self.answers.get(key)
        if known is not None:
            self._show_verdict(dialog, known, self._finished(game).score, key)
            return
        from .winnable_search import check_deck  # with the first search: not needed to start

        dialog.show_verdict(CHECKING_TEXT, False)
        deck, variant, budget = key[1], key[0], self.budget_seconds()
        ticket = self.jobs.start(lambda cancel: check_deck(deck, variant, budget, cancel))
        self._check = (ticket, key, dialog, self._finished(game).score)
        self._stop_with(dialog)
        self.on_change(False)

    def _show_verdict(
        self, dialog: EndOfGameDialog, verdict: SolveResult, score: int, key: DeckKey
    ) -> None:
        """The verdict on the deal ``key``, after a game that scored ``score`` (as it
        ended: by the time the answer comes, a review may show an earlier position)."""
        from .winnable_search import verdict_text

        dialog.show_verdict(verdict_text(verdict, self.budget_seconds(), score), verdict.won)
        if verdict.no_win:  # "No one could have won this deal": lost from its start
            self.told_lost[(*key, ())] = tuple(self._finished(self.model.game).moves)
        self._find_lost_move(dialog, verdict)
        self.told.emit()

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
        self.on_change(False)

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
        recorder = self.recorder
        text = lost_win.lost_text(
            found,
            len(moves),
            words,
            lost_win.PROBE_BUDGET_SECONDS,
            recorder.demo_line,
            practice=not recorder.counted,
        )
        # Back to where the win was still there: for a first move, the start.
        back_to = found.won_after if text and (found.won_after or found.move) else None
        dialog.show_lost_move(text, back_to)
        # Said or not (nothing is news when the win was gone only at the end), the
        # position after ``lost_after`` moves is known lost: the end of the game, at worst.
        self.told_lost[(variant, deck, moves[: found.lost_after])] = moves
        self.told.emit()

    def no_win_from(
        self, variant: str, deck: tuple[Card, ...], moves: tuple[Move, ...]
    ) -> int | None:
        """The first of ``moves`` (a finished game's line, from 0) made with no win
        left, as the solver has found by now: 0 for a deal proven lost from its
        start, else the one after the move after which the win was gone (the move
        that gave it away, or the last it may be); None if not known (not yet, or
        a game won). What the player is told at the game's end, no more."""
        verdict = self.answers.get((variant, deck))
        if verdict is not None and verdict.no_win:
            return 0
        found = self.lost.get((variant, deck, moves))
        return None if found is None else found.lost_after

    def lost_from(
        self,
        variant: str,
        deck: tuple[Card, ...],
        moves: tuple[Move, ...],
        besides: tuple[Move, ...] | None = None,
    ) -> int | None:
        """The first of ``moves`` (any line, played on or not, from 0) made in a position
        a player has been told no win is left in, at a game's end (``told_lost``):
        that one, or one it was reached from (a position reached from one that
        cannot be won cannot be won either); None if none.

        Only the positions of the line told of, no other: the same moves played
        again after an Undo, or others played from where the win was gone. Not
        what the solver found of positions it was not asked about. ``besides``: a
        finished game's line whose own end's telling is left out."""
        return min(
            (
                len(line)
                for (told_variant, told_deck, line), told_at in self.told_lost.items()
                if told_variant == variant
                and told_deck == deck
                and moves[: len(line)] == line
                and told_at != besides
            ),
            default=None,
        )

    def told_no_win(self, game: Game, this_end_too: bool = False) -> bool:
        """Whether the player has been told, at a game's end, that no win is left in
        ``game``'s position (an Undo since, and the same moves played again, or others
        from where the win was gone: ``lost_from``). Rate my moves rates no move made
        there, and the hint aims for the best score there (``window_coach``, ``hint``).

        Not what the end on the table told: its last move was made before it was
        told, and its rating says so, as it did (the summary leaves it out). Asked
        as that move is made, the end has told nothing yet (its dialog opens after):
        ``this_end_too`` then counts an earlier end of the same line, told the same."""
        table = self.model.game
        besides = tuple(table.moves) if table.is_over() and not this_end_too else None
        moves = tuple(game.moves)
        return self.lost_from(game.variant, tuple(game.deck), moves, besides) is not None

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
        self.cancel(cast("EndOfGameDialog", dialog))

    def cancel(self, dialog: EndOfGameDialog | None = None) -> None:
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
        self.on_change(True)

    def forget(self) -> None:
        """The window closes: no answer is awaited any more (the workers are stopped)."""
        self._check = self._where = None

    def answer(self, ticket: int, result: object, cancelled: bool) -> bool:
        """The answer of the search of ``ticket``, if it is one of these (else False)."""
        check, where = self._check, self._where
        if check is not None and check[0] == ticket:
            self._check = None
            if result is FAILED and not cancelled:
                check[2].show_verdict(f"Could this deal have been won? {WENT_WRONG}", False)
            elif not cancelled:
                solved = cast("SolveResult", result)
                self.answers[check[1]] = solved
                self.answers.save()
                self._show_verdict(check[2], solved, check[3], check[1])
        elif where is not None and where[0] == ticket:
            self._where = None
            if result is FAILED and not cancelled:
                where[2].show_lost_move(LOST_MOVE_WENT_WRONG, None)
            elif not cancelled:
                self.lost[where[1]] = lost = cast("LostWin", result)
                self.lost.save()  # a move proven is kept for the next run
                self._show_lost(where[2], where[1], lost)
        else:
            return False
        return True
