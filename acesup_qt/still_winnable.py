"""Settings > Tell me if the game can still be won: a line at the right of the status bar.

After each move, Undo or Redo, and as a game starts, the solver checks the
position on the table in a worker thread (``solver_jobs``): "Still winnable",
"No win left from here", or "Cannot tell yet" when its budget runs out before
it proves either (never a guess). Before the first move the answer is the
deal's: "This deal can be won" or "This deal cannot be won". "Cannot tell yet" is not the last word:
while the player stays on the position the solver tries again for longer,
and the line changes when it settles. A move made while it thinks cancels
the check, and the line goes blank at once: it never shows the answer of a
position that is no longer on the table. Answers are kept per position for
the run (the newest few thousand), so Undo shows one at once; and once no
win is left, none comes back further on in that game, which needs no
search. Nor does a position on a winning line the solver already found for
the deal (Show me how plays one, a game no one plays: no solver time is
spent on it): "Still winnable".

Once the line says no win is left, the hint beside it quotes no win chance
(a fair player's chance, which does not know the stock, read as the game
contradicting itself): it aims for the best score and says so (``hint``).
It learns only what the line has said of the position on the table, asked
by the position (``no_win_told``), as is the coach (Rate my moves).

A hint comes first: while one is worked out (its quick answer and its deeper
analysis) the check pauses where it is (``solver_jobs.StepAside``), and goes
on after with nothing lost, its clock stopped meanwhile. The two would take
turns at Python's lock: beside the long try the quick hint took twice as
long (p50 85 ms, p95 150 ms, at its time cap, against 40 and 68 ms alone; 45
and 74 ms with the pause: ``tests/benchmarks/bench_hint.py --beside-check``),
and the table stalled up to 120 ms while both worked
(``bench_busy_table.py --long-try --hints``).
The first check of a position is the player's to wait for in turn: the search
for the next winnable deal (``deal_ahead``) steps aside for it (``waited_for``).
The check does not step aside while cards slide, as that search does: tried,
the slides were no smoother for it (``bench_deal_ahead_slides.py
--still-winnable``, 1280x800: 52 to 55 frames a second and 27 to 29 ms
between frames at the 95th percentile, stepping aside or not), and its answer
would come later.

Review moves is looking at a finished game, not playing it: while it is
open the line searches nothing (the solver's time would go on a game already
recorded, beside the review's own ratings and searches) and counts no help.
It says only what is known of the position browsed: what it said in play,
or what the game's end proved (won along that line; the deal's verdict; lost
after some move, once the review has found which), each as soon as it is known,
even on the row already chosen. Else it stays blank.

The solver knows the order of the stock, which the player does not: a game
the line gave a settled answer in is *assisted* (``GameRecorder.count_assist``),
never a clean win. Loaded when the setting is first on, never at start with
it off (``winnable.connect_still_winnable``).
"""

from __future__ import annotations

import threading
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel

from .recent import Recent
from .solver_jobs import FAILED, WENT_WRONG, OneSearch
from .wording import STILL_WINNABLE_TIP

if TYPE_CHECKING:
    from .engine import Card, Game, Move
    from .main_window import MainWindow

# A position a few moves into a deal is mostly settled in well under a second;
# the start of a deal often takes the solver longer than any player would wait
# (tests/benchmarks/solver_answers_100k.jsonl): then "Cannot tell yet".
BUDGET_SECONDS = 3.0
# Then, while the position stays on the table, the solver tries once more
# with a long budget, and a player who sits thinking gets an answer without
# asking (deal 7's start proves no win in some 8 s). One long try, not 15 s
# and then 60 s: the search is the same every time it starts afresh, so a
# 15 s try would only repeat the first quarter of the 60 s one.
LONG_BUDGET_SECONDS = 60.0
# The solver remembers every position it has seen, some 110 bytes each, in a
# set that doubles as it fills, in one step that holds Python's lock: some
# 22 ms at 630,000 positions (where a 3 s check may get), 45 ms at 1.26
# million, twice that on a busy machine: a stutter of the table. Stopping
# just short of that step keeps the long try's stalls no longer than the
# first check's, and its peak near 140 MB (given back when it ends); the
# position count ends it first, on most machines within 15 s.
MOST_POSITIONS = 1_250_000
# The positions whose answers are kept for an Undo back to them. A game is some
# 60-100 positions, each key ~1.5 KB at most (the deck, the moves played): 4096
# is the last few dozen games, some 6 MB at worst. A position's answer gone
# is only checked again; the deal on the table, in use, is the newest.
KEPT_POSITIONS = 4096
# "Checking…" only for a check that takes a while: most answer in some tens of
# milliseconds, and a word flashing up at every move would be noise.
CHECKING_DELAY_MS = 400

STILL_WINNABLE = "Still winnable"
NO_WIN_LEFT = "No win left from here"
NO_WIN_IN_DEAL = "This deal cannot be won"  # no win left, said of a deal's start
WINNABLE_DEAL = "This deal can be won"  # still winnable, said before any move
CANT_TELL = "Cannot tell yet"
CHECKING = "Checking…"
# The solver raised: the line says so (the status bar's message says it whole), and
# counts no help, having told nothing of the stock.
WENT_WRONG_SHORT = "Solver went wrong"
ANSWERS = (STILL_WINNABLE, NO_WIN_LEFT, NO_WIN_IN_DEAL, WINNABLE_DEAL, CANT_TELL)
NO_WIN = (NO_WIN_LEFT, NO_WIN_IN_DEAL)  # the line's words that no win is left

PositionKey = tuple[str, tuple["Card", ...], tuple["Move", ...]]  # variant, deck, moves


def check_position(
    game: Game, budget_seconds: float, cancel: threading.Event, go_on: threading.Event
) -> str:
    """The line for ``game``'s position, from the solver (runs in a worker thread);
    it waits while ``go_on`` is clear."""
    from .engine.solver import solve  # loaded with the first check, in the worker

    result = solve(
        game,
        budget_seconds=budget_seconds,
        cancel=cancel,
        node_budget=MOST_POSITIONS,
        win_only=True,
        go_on=go_on,
    )
    if result.won:
        return STILL_WINNABLE
    return NO_WIN_LEFT if result.no_win else CANT_TELL


def position_key(game: Game) -> PositionKey:
    return game.variant, tuple(game.deck), tuple(game.moves)


def answer_words(answer: str, key: PositionKey) -> str:
    """The line's words for the solver's ``answer`` on the position ``key``: at a
    deal's start, before any move, the answer is the deal's own: no win left is not
    a win let go, and "still" winnable spoke of moves not yet made."""
    if key[2]:
        return answer
    return {NO_WIN_LEFT: NO_WIN_IN_DEAL, STILL_WINNABLE: WINNABLE_DEAL}.get(answer, answer)


class StillWinnableLine(QObject):
    """The status bar's line: whether the game on the table can still be won."""

    shown = Signal(str)  # an answer put on the table (one of ANSWERS)
    # A position's first check begins (True) or is over (False): the answer the
    # player waits for, not the long try that may follow "Cannot tell yet".
    waited_for = Signal(bool)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.budget_seconds = BUDGET_SECONDS
        self.long_budget_seconds = LONG_BUDGET_SECONDS
        # Kept for Undo and Restart, the newest KEPT_POSITIONS only: a game left open
        # for days would otherwise keep every position ever checked.
        self.answers: dict[PositionKey, str] = Recent(KEPT_POSITIONS)  # settled: not "Cannot tell"
        self._tries: dict[PositionKey, int] = Recent(KEPT_POSITIONS)  # checks that could not tell
        self.enabled = False
        self.label = QLabel()
        self.label.setObjectName("still-winnable")
        self.label.setContentsMargins(8, 0, 8, 0)
        self.label.setToolTip(STILL_WINNABLE_TIP)
        # As wide as its longest words: the labels left of it stay put as it changes.
        widest = max(
            map(self.label.fontMetrics().horizontalAdvance, (*ANSWERS, CHECKING, WENT_WRONG_SHORT))
        )
        self.label.setMinimumWidth(widest + 16)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The check running, of a position; held while a hint is worked out, so the
        # player's hint has Python's lock to itself (one started meanwhile waits too).
        self._search: OneSearch[PositionKey] = OneSearch(self, self._on_answer)
        self._first = False  # the check running is the position's first (``waited_for``)
        self._checking = QTimer(self)
        self._checking.setSingleShot(True)
        self._checking.timeout.connect(lambda: self.label.setText(CHECKING))
        aside, hints = self._search.aside, window.hints
        aside.hold("hint", hints.analysing)
        hints.started.connect(lambda: aside.hold("hint", True))
        hints.idle.connect(lambda: aside.hold("hint", False))
        # Told no win is left, the player hears no win chance from the hint beside it.
        hints.no_win_told = self.no_win_told
        self.shown.connect(lambda text: hints.no_win_said.emit() if text in NO_WIN else None)
        # The search for the next winnable deal steps aside for the first check.
        self.waited_for.connect(lambda waited: window.winnable.player_waits("still", waited))
        window.model.position_changed.connect(self.check)
        window.recorder.review_switched.connect(lambda _: self.check())
        # The solver's verdict on the game under review, or the move that lost it,
        # may come while a row is chosen: what the line knows of it changes then. As
        # each is told, not once the solver is idle: the search for the lost move
        # follows a winnable verdict at once and may take 10 s and more, and the line
        # stayed blank meanwhile on the positions the verdict proves (the deal's
        # start, the solver's winning line).
        window.winnable.verdict.told.connect(self._on_solver_idle)
        window.winnable.idle.connect(self._on_solver_idle)

    def no_win_told(self, game: Game) -> bool:
        """Whether the line, on, tells the player no win is left in ``game``'s
        position: it said so there (an answer is kept only once shown), or of a
        position before it, and says so again on the table (``check``). Then the
        hint and the coach quote no win chance there (``hint``, ``coach``): they
        may use what the player was told, no more.

        Asked by the position, never by the label's words: the coach may hear of
        an Undo before the line does, and the label then still said "No win left
        from here" of the position undone. The position a win was still there in
        went unranked, and the player's next move waited for its rating."""
        return self.enabled and self._known(position_key(game)) == NO_WIN_LEFT

    def said_in_play(self, game: Game) -> bool:
        """Whether the line said, in play, that no win was left in ``game``'s position
        (on or off now): Review moves rates no move made there, as the coach did not."""
        return self._known(position_key(game)) == NO_WIN_LEFT

    def _on_solver_idle(self) -> None:
        if self.window.recorder.reviewing:
            self.check()

    def switch(self, on: bool) -> None:
        """Show the line and check the position on the table, or take it away."""
        if on == self.enabled:
            return
        self.enabled = on
        bar = self.window.status_bar
        if on:
            # After the score and the stock for a long message: the table shows
            # both in large print, and this line nowhere else.
            window = self.window
            bar.add_permanent(self.label, aside_after=(window.stock_label, window.score_label))
            self.check()
        else:
            self._cancel()
            self.label.setText("")
            bar.remove_permanent(self.label)

    def check(self) -> None:
        """The position changed: cancel the check of the last one, and answer for this one."""
        self._cancel()
        if not self.enabled or self._search.stopped:
            return
        game = self.window.model.game
        self.label.setText("")  # the last answer was another position's
        if game.is_over():
            return  # the result says it all
        key = position_key(game)
        known = self._known(key)
        if self.window.recorder.reviewing:
            known = known or self._known_by_the_end(key)
            if known is not None:  # looked at, not played: no help counted
                self.label.setText(answer_words(known, key))
            return
        if known is not None:
            self._show(answer_words(known, key))
            return
        tries = self._tries.get(key, 0)
        if tries:  # back on a position that could not be told: say so, and go on trying
            self._show(CANT_TELL)
        self._try(key, tries)

    def _try(self, key: PositionKey, tries: int) -> None:
        """Start the check of the position on the table after ``tries`` that could not tell."""
        budgets = (self.budget_seconds, self.long_budget_seconds)
        if tries >= len(budgets):
            return  # the longest try could not tell either: leave it at that
        position, budget = self.window.model.game.copy(), budgets[tries]  # the worker's own
        self._note_first(not tries)  # the search ahead steps aside before the check begins
        self._search.start(key, partial(check_position, position, budget))
        if not tries:  # a try after "Cannot tell yet" leaves those words standing
            self._checking.start(CHECKING_DELAY_MS)

    @property
    def checking(self) -> bool:
        """True while the solver works on the position on the table."""
        return self._search.running

    @property
    def paused(self) -> bool:
        """True while the check waits for a hint to be worked out."""
        return self.checking and self._search.aside.held

    def _note_first(self, first: bool) -> None:
        if first != self._first:
            self._first = first
            self.waited_for.emit(first)

    def stop(self) -> None:
        """Cancel the check and wait for its worker (the window closes): none starts after."""
        self._search.stop()
        self._checking.stop()
        self._note_first(False)

    def _known(self, key: PositionKey) -> str | None:
        known = self.answers.get(key)
        if known is not None:
            return known
        variant, deck, moves = key
        # On the winning line the solver found for this deal (Show me how
        # plays it): every position along it is still winnable, no search needed.
        solved = self.window.winnable.answers.get((variant, deck))
        if solved is not None and solved.won and moves == tuple(solved.solution[: len(moves)]):
            return STILL_WINNABLE
        # A position reached from one with no win left has none either: every
        # move only takes away (cards discarded, dealt, moved to a gap).
        for end in range(len(moves) - 1, -1, -1):
            if self.answers.get((variant, deck, moves[:end])) == NO_WIN_LEFT:
                return NO_WIN_LEFT
        return None

    def _known_by_the_end(self, key: PositionKey) -> str | None:
        """What the end of the game under review proves of its position ``key``."""
        variant, deck, moves = key
        line = self.window.recorder.reviewed_line
        if line is None or moves != line[: len(moves)]:
            return None
        solved = self.window.winnable.answers.get((variant, deck))
        if solved is not None and solved.no_win:
            return NO_WIN_LEFT  # the deal could never be won
        from .engine import new_game

        end = new_game(deck, variant)
        end.replay(line)
        if end.is_won():
            return STILL_WINNABLE  # the game itself won from here
        lost = self.window.winnable.lost.get((variant, deck, line))
        if lost is not None and len(moves) <= lost.won_after:
            return STILL_WINNABLE
        if lost is not None and len(moves) >= lost.lost_after:
            return NO_WIN_LEFT
        return None

    def _cancel(self) -> None:
        self._checking.stop()
        if self._search.running:
            self._search.cancel()
            self._note_first(False)

    def _on_answer(self, key: PositionKey, answer: object) -> None:
        """The answer of the check of ``key``, still on the table (a move calls it off)."""
        self._checking.stop()
        self._note_first(False)  # before a long try starts
        if answer is FAILED:  # not tried again: the same search would fail the same way
            self.label.setText(WENT_WRONG_SHORT)
            self.window.say(WENT_WRONG)
            return
        text = str(answer)
        if text != CANT_TELL:  # a settled answer holds; another try may settle it
            self.answers[key] = text
            self._show(answer_words(text, key))
            return
        tries = self._tries[key] = self._tries.get(key, 0) + 1
        if self.label.text() != CANT_TELL:  # said once is enough
            self._show(text)
        self._try(key, tries)

    def _show(self, text: str) -> None:
        self.label.setText(text)
        if text != CANT_TELL:  # "cannot tell" tells the player nothing of the stock
            self.window.recorder.count_assist()  # the solver has spoken: no clean win now
        self.shown.emit(text)
