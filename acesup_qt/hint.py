"""Hints, worked out off the GUI thread so the table never stalls.

The strategy may take a moment; each answer carries its request's ticket,
and answers to an older request (of an older position) are dropped. Pressing
Hint again in the same position shows the next best move.

A hint comes in two steps. The quick answer (a fraction of a second) ranks
the moves; its win chances rest on a few dozen playouts, so they are wide.
Then a deeper analysis plays many more games out in the background and
refines the words of the hint on show (``hint_refined``); it is cancelled
as soon as the position changes or the window closes.

Once Settings > Tell me if the game can still be won has said "No win left
from here" of the position on the table, a win chance beside it would read
as the game contradicting itself ("win chance 6% ± 4%": the chance of a fair
player, who does not know the stock, against the solver's word, which does).
So the hint then ranks for the best score instead (``rank_moves(...,
objective="score")``) and says so in place of a chance: "Hint: Discard 7♥,
uncovering 8♦ (no win is left, so this aims for the best score)". That fact,
already told, is all it takes from the solver; the ranking still never looks
at the stock's order. Said while a hint is on show (or being worked out), the
hint is worked out again for the score (``no_win_said``).

So too once the solver has told the player, at a lost game's end, that no win
was left (the deal lost from its start, or the positions after the move that
gave the win away): after an Undo back there, or the same moves played again,
or others from there, the hint aims for the best score and says who found it:
"Hint: Discard 7♥, uncovering 8♦ (the solver found no win left from here, so
this aims for the best score)" (``solver_told``: ``DealVerdict.told_no_win``).
Only the positions it told of: none it may know of besides, nor any before
the game's end told the player.

Told nothing, the hint aims for the best score too where the strategy's exact
chances prove no win is left (before the last deal, or with the stock empty):
``hint_words.play_objective``, the demo's too. One search gives that ranking, and
being exact, no deeper analysis follows it.
"""

from __future__ import annotations

import contextlib
import itertools
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from . import collector
from .coach_worker import Key, position_key
from .engine import Game, Move
from .hint_words import (
    NO_WIN,
    for_score,
    hint_text,
    no_win_proven,
    no_win_text,
    play_objective,
    worth_offering,
)
from .recent import Recent

if TYPE_CHECKING:
    # The strategy is imported with the first hint asked for, not at start-up.
    from .engine.strategy import RankedMove
    from .main_window import MainWindow

DEEP_BUDGET_SECONDS = 4.0  # the background analysis that refines a hint
DEEP_PLAYOUTS = 2000  # shared among the legal moves, as in a quick hint
# The positions whose hints are remembered: a player asks a few hints a game,
# rarely dozens, so 1024 spans hundreds of games (some 0.5 KB each), far past
# any Undo or Restart that could come back to one.
LIT_POSITIONS = 1024
HINT_HELD = "Your hint is ready: it shows when you go on."  # while paused
THINKING = "Thinking about a hint…"  # names no card: it may stay while paused
# The strategy raised before its first answer: "Thinking…" must not stay for ever.
WENT_WRONG = "The hint went wrong; the game is unharmed. Press H to try again."


class _Answer(QObject):
    """Carries a worker's answer back to the GUI thread (a queued signal)."""

    # The job's ticket: one per request, so that a ranking asked again of the same
    # position (for the score, once no win is left) is told from the one before.
    ready = Signal(int, object)  # ticket, list[RankedMove]
    refined = Signal(int, object)  # ticket, list[RankedMove] from the deep analysis
    finished = Signal()  # the worker is done with this job
    failed = Signal(int)  # ticket: the strategy raised (the bug box shows it)


class _Job(QRunnable):
    """The quick ranking, then (unless cancelled) the deep one, in one worker."""

    def __init__(
        self,
        game: Game,
        ticket: int,
        answer: _Answer,
        cancel: threading.Event,
        quick: bool,
        aim: str = "win",
        deep: bool = True,
    ) -> None:
        super().__init__()
        self.aim = aim  # "win", or "score" once the player was told no win is left
        self.deep = deep  # False when the ranking known is exact: nothing to refine
        self.game = game
        self.ticket = ticket
        self.answer = answer
        self.cancel = cancel
        self.quick = quick  # False when the quick ranking is known already

    def run(self) -> None:
        try:
            self._rank()
        except Exception:
            with contextlib.suppress(RuntimeError):
                self.answer.failed.emit(self.ticket)
            sys.excepthook(*sys.exc_info())  # the bug box, through the GUI thread
        finally:
            # RuntimeError: the runner is gone, and no one waits for the news.
            with contextlib.suppress(RuntimeError):
                self.answer.finished.emit()

    def _rank(self) -> None:
        from .engine.strategy import rank_moves  # imported already by request()

        # For the win, but for the score where the exact chances prove no win is
        # left: for the win all moves are alike there, a Deal that throws cards away
        # too. The score is what is left to play for, as where the player was told
        # no win is left. One search gives either ranking.
        objective = play_objective(self.aim)
        if self.quick:
            ranked = rank_moves(self.game, seed=0, objective=objective)
            self.answer.ready.emit(self.ticket, ranked)
            if self.aim == "win" and for_score(ranked):
                return  # its exact ranking is all the deep analysis would find again
        if self.cancel.is_set() or DEEP_BUDGET_SECONDS <= 0 or not self.deep:
            return
        deep = rank_moves(
            self.game, 1, DEEP_BUDGET_SECONDS, DEEP_PLAYOUTS, self.cancel, objective=objective
        )
        if not self.cancel.is_set():
            self.answer.refined.emit(self.ticket, deep)


class HintRunner(QObject):
    """Asks the strategy for the ranked moves of a position, one job at a time."""

    hint_ready = Signal(object, str)  # Move to show, words to say
    hint_refined = Signal(object, str)  # the hint on show, in better-founded words
    no_hint = Signal(str)
    analysed = Signal(object, object)  # Game, list[RankedMove]: a position's deep ranking
    started = Signal()  # a job of a new position: ``analysing`` until ``idle``
    idle = Signal()  # the last job asked for is done
    # The line of Tell me if the game can still be won has just said no win is
    # left of the position on the table (``still_winnable``).
    no_win_said = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._answer = _Answer(self)
        self._answer.ready.connect(self._on_ready)
        self._answer.refined.connect(self._on_refined)
        self._answer.finished.connect(self._on_finished)
        self._answer.failed.connect(self._on_failed)
        self._holding = 0  # jobs holding the cycle collector (see collector.py)
        self._cancel = threading.Event()
        self._generation = -1  # the position whose ranking is wanted or cached
        self._tickets = itertools.count()
        self._ticket = -1  # the job whose answers are wanted
        self._ranked: list[RankedMove] | None = None
        self._shown = -1  # index of the move last shown in this position
        self._game: Game | None = None
        # The moves lit on the table as hints, by the position they were lit in:
        # played from there, the choice was the hint's, also after an Undo back
        # to it or a Restart. A few per game, kept for the newest LIT_POSITIONS only:
        # a game left open for days would otherwise keep every one.
        self._lit: dict[Key, set[Move]] = Recent(LIT_POSITIONS)
        # Whether the player has been told no win is left in a game's position: the
        # line of Tell me if the game can still be won answers, once it is loaded.
        self.no_win_told: Callable[[Game], bool] = lambda game: False
        # Whether the solver has told the player, at a game's end, that no win is left
        # in a position (``DealVerdict.told_no_win``): the line off, or not yet said.
        self.solver_told: Callable[[Game], bool] = lambda game: False
        self._by_solver = False  # the aim is the score as the solver told, not the line
        self._aim = "win"  # what the ranking of the position asked for aims at

    def request(self, game: Game, generation: int, known: list[RankedMove] | None = None) -> None:
        """Show the best move of ``game`` (the next best on a repeated request).

        ``known`` is a ranking of ``game`` made already (by the coach): it is
        shown at once, in place of the quick one, and the deep analysis follows.
        Once the player has been told no win is left here (by the line, or by the
        solver at a game's end), the ranking aims for the best score, and ``known``
        (a ranking for the win) is not used.
        """
        aim, self._by_solver = self.aim(game)
        if generation == self._generation and aim == self._aim and self._ranked is not None:
            self._show_next()
            return
        if generation == self._generation and aim == self._aim:
            return  # already being worked out
        if aim == "score" or (known and no_win_proven(known)):
            known = None  # for the win; no win is left: the job ranks for the score
        # The coach's exact ranking for the score (no win is left, its chances prove
        # it): all the job would find again, so it finds nothing more.
        deep = not (known and for_score(known))
        self._aim = aim
        self._generation = generation
        self._ranked = None
        self._shown = -1
        self._game = game.copy()
        self._cancel.set()  # a deep analysis of an older position stops
        self._cancel = threading.Event()
        # Imported here, on the GUI thread, the first time: the game starts
        # faster without the strategy, and the worker finds it loaded.
        from .engine import strategy  # noqa: F401

        if known:
            self._ranked = worth_offering(game, known)
            self._show_next()
        collector.hold()
        self._holding += 1
        self._ticket = ticket = next(self._tickets)
        job = _Job(game.copy(), ticket, self._answer, self._cancel, not known, aim, deep)
        self.pool.start(job)
        self.started.emit()

    def aim(self, game: Game) -> tuple[str, bool]:
        """What a ranking of ``game``'s position aims at (``rank_moves``'s objective):
        "score" once the player has been told no win is left there, else "win"; and
        whether the solver told it, at a game's end (else the line did). The demo
        plays by it too: it must not play for a win the player was told is gone."""
        line = self.no_win_told(game)
        by_solver = not line and self.solver_told(game)
        return ("score" if line or by_solver else "win"), by_solver

    def aim_again(self, generation: int, on_show: bool) -> None:
        """The player has just been told no win is left in the position ``generation``:
        a ranking of it for the win is dropped. The hint on show (``on_show``), or
        being worked out, is worked out again for the best score; meanwhile its
        words lose their chance at once."""
        if generation != self._generation or self._aim != "win" or self._game is None:
            return
        if self._ranked and for_score(self._ranked):
            return  # its exact chances proved no win is left: ranked for the score already
        game, ranked, index = self._game, self._ranked, self._shown
        pending = ranked is None
        self.forget()
        if on_show and ranked and index >= 0:
            entry = ranked[index]
            self.hint_refined.emit(entry.move, f"Hint: {entry.advice} ({NO_WIN})")
        if on_show or pending:
            self.request(game, generation)

    def note_shown(self, game: Game, move: Move) -> None:
        """The table lit ``move`` as the hint of ``game``'s position."""
        self._lit.setdefault(position_key(game), set()).add(move)

    def showed(self, game: Game, move: Move) -> bool:
        """Whether a hint ever lit ``move`` in ``game``'s position, the light since
        put out or not (the card chosen with the keys, or dragged; an Undo)."""
        return move in self._lit.get(position_key(game), ())

    def forget(self) -> None:
        """The position changed: any answer still coming is about an old one."""
        self._cancel.set()
        self._generation = -1
        self._ticket = -1
        self._ranked = None
        self._game = None

    def _on_ready(self, ticket: int, ranked: list[RankedMove]) -> None:
        if ticket != self._ticket:
            return  # the position changed while the strategy thought
        self._ranked = worth_offering(self._game, ranked)
        self._show_next()

    def _on_refined(self, ticket: int, ranked: list[RankedMove]) -> None:
        if ticket != self._ticket or self._ranked is None or not ranked:
            return
        shown = self._ranked[self._shown].move if self._shown >= 0 else None
        self._ranked = worth_offering(self._game, ranked)
        if self._game is not None and not for_score(ranked):  # the coach rates for the win
            self.analysed.emit(self._game, ranked)
        index = next((i for i, r in enumerate(self._ranked) if r.move == shown), -1)
        if index < 0:
            return
        self._shown = index
        self.hint_refined.emit(shown, self._words(index))

    def _words(self, index: int) -> str:
        assert self._ranked is not None
        if for_score(self._ranked):
            text = no_win_text(self._ranked[index], self._ranked[0], self._by_solver)
        else:
            text = hint_text(self._ranked[index], self._ranked[0])
        if len(self._ranked) > 1:
            text += f" [{index + 1} of {len(self._ranked)}]"
        elif self._game is not None and len(self._game.legal_moves()) > 1:
            # Hint again shows it again: say why no other comes (a lone card's
            # move, left out, is the other; a forced deal says so in its reason).
            text += " [the only move worth making]"
        return text

    def _show_next(self) -> None:
        ranked = self._ranked
        game = self._game
        if not ranked or game is None:
            self.no_hint.emit("No moves left: the game is over.")
            return
        self._shown = (self._shown + 1) % len(ranked)
        self.hint_ready.emit(ranked[self._shown].move, self._words(self._shown))

    def _on_failed(self, ticket: int) -> None:
        if ticket != self._ticket or self._ranked is not None:
            return  # an older position's, or the deep analysis's: the hint shown stands
        self._generation = -1  # H again asks anew, not "already being worked out"
        self.no_hint.emit(WENT_WRONG)

    def _on_finished(self) -> None:
        if self._holding:
            self._holding -= 1
            collector.release()
            if not self._holding:
                self.idle.emit()

    def wait(self) -> None:
        """Stop the deep analysis and let a running job end (before the window closes)."""
        self._cancel.set()
        self.pool.waitForDone()
        while self._holding:  # their news may never be delivered now
            self._on_finished()

    @property
    def busy(self) -> bool:
        return self.pool.activeThreadCount() > 0

    @property
    def analysing(self) -> bool:
        """True from a request until its job's news is in (``idle``), the deep analysis's too."""
        return self._holding > 0


def hint_runner_of(window: MainWindow) -> HintRunner:
    """The hint worker of ``window``: its hints shown on the table and the status bar."""

    pause = window.game_actions.pause
    held: list[tuple[int, Move, str]] = []  # a hint come while paused, and its position
    shown: list[tuple[int, Move, str]] = []  # the hint last shown, and its position

    def show_hint(move: Move, text: str) -> None:
        if pause.isChecked():  # asked for just before the pause: not for under the veil
            held[:] = [(window.model.generation, move, text)]
            window.say(HINT_HELD)  # no longer "Thinking about a hint…", and no card named
            return
        shown[:] = [(window.model.generation, move, text)]
        said = text + solver_word(window, move)
        window.scene.show_hint(move, said)
        hints.note_shown(window.model.game, move)
        window.statusBar().showMessage(said)

    def go_on(paused: bool) -> None:
        if paused:
            # The pause took the hint's words off the status bar (they name cards the
            # veil hides), not its light: the table comes back as it was left, lit, so
            # the words that explain the light come back with it. Gone for good, the
            # player's H would show the next best move ("[2 of 2]"), not this one again.
            on_show = shown and window.scene.hint == shown[0][1]
            if on_show and shown[0][0] == window.model.generation and not held:
                held[:] = shown
            return
        if held:
            generation, move, text = held.pop()
            if generation == window.model.generation:  # not an Undo that ended the pause
                show_hint(move, text)

    def keep_words(message: str) -> None:
        # Other words come and go in front of the hint's (a refusal, a menu's empty
        # tips as the pointer passes over it): once they are gone, the words that
        # explain the light still on the table come back with it, as a result does.
        if message or pause.isChecked() or not shown:
            return
        generation, move, text = shown[0]
        if generation == window.model.generation and window.scene.hint == move:
            window.statusBar().showMessage(text + solver_word(window, move))

    pause.toggled.connect(go_on)
    window.statusBar().messageChanged.connect(keep_words)

    def no_win_said() -> None:
        # Told no win is left here: the hint on show (or coming) aims for the score.
        on_show = bool(shown) and shown[0][0] == window.model.generation
        on_show = on_show and window.scene.hint == shown[0][1]
        hints.aim_again(window.model.generation, on_show)

    def solver_said() -> None:
        # Review moves asks the solver again after a game: where the win went may be
        # found while a hint of a position after it is on show, its win chance now
        # beside the row's "No win left". It aims for the score, as the line's does.
        if verdict.told_no_win(window.model.game):
            no_win_said()

    hints = HintRunner(window)
    verdict = window.winnable.verdict
    hints.solver_told = verdict.told_no_win
    hints.no_win_said.connect(no_win_said)
    verdict.told.connect(solver_said)
    hints.hint_ready.connect(show_hint)
    hints.hint_refined.connect(show_hint)
    hints.no_hint.connect(window.say)
    return hints


def solver_word(window: MainWindow, move: Move) -> str:
    """What the solver found of the hinted ``move``, if it found the move gave the win
    away here (``lost_win``): said after the hint, which stays the fair strategy's."""
    lost = window.winnable.lost
    if not lost:  # no lost game searched: the search's module is not even loaded
        return ""
    from . import lost_win

    if not lost_win.gives_the_win_away(lost, window.model.game, move):
        return ""
    return f". {lost_win.HINT_GIVES_IT_AWAY}."


def ask_for_hint(window: MainWindow) -> None:
    """Move > Hint: ask ``window``'s hint worker for the best move of the game on its table."""
    window.winnable.stop_replay()  # shown the solver's line, the player asks: theirs again
    # So with the demo: its next move would take the hint away at once.
    window.demo.stop()
    window.scene.finish_animations()
    window.recorder.count_hint()
    window.say(THINKING)
    game = window.model.game  # the coach's ranking, if any: the rating will agree
    known = window.coach.ranked(game) if window.coach is not None else None
    window.hints.request(game, window.model.generation, known)


__all__ = [
    "HintRunner",
    "Move",
    "ask_for_hint",
    "hint_runner_of",
]
