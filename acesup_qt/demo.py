"""Play for me: the fair strategy plays the game on the table, a move at a time.

The demo asks the strategy for its best move (the planner's ranking, the
one the Hint button shows first; it never looks at the order of the stock)
and makes it through the model, as a click would: with the animations,
into the Undo history. It stops when the game is over, when it is switched
off, when the player asks for a hint (the window stops it), or as soon as
anything else changes the position (the player moves, undoes, or starts a
new game): the player takes over where it stands.

Where the player has been told no win is left (by the line of Tell me if the
game can still be won, or by the solver at a lost game's end, and an Undo back
there), the demo plays for the best score, as the hint then does, and says so:
the same question asked of the hint (``HintRunner.aim``), and the strategy's
ranking for the score (``rank_moves(..., objective="score")``). Played for the
win there, its moves aimed at what the player had just been told was gone
(deal 66, from move 40: a discard before the last deal, where the ranking for the
score deals first, for more cards discarded on average).

So too where the strategy's exact chances prove no win is left (before the last
deal, or with the stock empty): every move's chance is nought, all alike for the
win, so it plays for the best score and says "no win is left", as the hint does
there, by the same ranking (``hint_words.play_objective``). Deal 7 at its last
deal: two discards keep 27.2 cards on average, a Deal now 25.5; it no longer
deals at once.

Each move the demo makes goes into the game's record as a demo move (apart
from the hints the player asked for): the player was helped, so the game is
no clean win, and "where did I lose it?" can tell the demo's moves apart.

While a dialog of the window is open (Leave this game?, Open game, the deal
number...) the demo waits: a question asked of the player stops the table,
and if the player stays, the demo plays on from where it was. Native file
dialogs are not widgets Qt sees open: those who open one ``hold`` it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from .engine import Game, Move
from .hint_words import for_score, play_objective
from .model import GameModel
from .scene.timing import scaled
from .table_escape import EscapeOnTable

if TYPE_CHECKING:
    from .engine.strategy import RankedMove
    from .main_window import MainWindow

STEP_MS = 650  # between two moves of the demo, at normal speed
WAIT_MS = 100  # how often a demo held by an open dialog looks whether it has closed
DEMO_RUNNING = "Demo: the strategy plays on from here. Make any move to take over."
# Where the player was told no win is left: the aim, as the hint's words say it
# (``hint_words``), and who told it. The shorter forms fit an 800x600 window whole.
DEMO_FOR_SCORE = (
    "Demo: no win is left, so the strategy plays on for the best score. Make any move to take over."
)
DEMO_FOR_SCORE_FOUND = (
    "Demo: the solver found no win left from here, so the strategy plays on for "
    "the best score. Make any move to take over."
)
SHORTER = {
    DEMO_FOR_SCORE: ("Demo: no win is left; it plays for the best score. Any move takes over.",),
    DEMO_FOR_SCORE_FOUND: (
        "Demo: the solver found no win left; it plays for the best score. Any move takes over.",
        "Demo: no win is left; it plays for the best score. Any move takes over.",
    ),
}
# While the game is paused no move can be made: the veil says how to go on, and
# the status bar only that the demo is still on.
DEMO_PAUSED = "Demo: waiting while the game is paused; it plays on when you go on."
DEMO_PLAYING = (DEMO_RUNNING, DEMO_FOR_SCORE, DEMO_FOR_SCORE_FOUND)  # how to take over
Aim = tuple[str, bool]  # ``rank_moves``'s objective, and whether the solver told it


class Demo(QObject):
    """Plays the model's game with the fair strategy until stopped."""

    running_changed = Signal(bool)
    stopped = Signal(str)  # why, in words for the status bar
    aim_changed = Signal()  # it plays for the best score from here on, or for the win

    def __init__(
        self,
        model: GameModel,
        make_move: Callable[[Move], str | None] | None = None,
        as_demos: Callable[[], AbstractContextManager[None]] = nullcontext,
        parent: QObject | None = None,
        aim_of: Callable[[Game], Aim] = lambda game: ("win", False),
    ) -> None:
        """``make_move`` plays a move as the window does (default: ``model.request``);
        the move made within ``as_demos()`` is counted as the demo's, once made.
        ``aim_of(game)``: what to play for there, as the hint would (``HintRunner.aim``)."""
        super().__init__(parent)
        self.model = model
        self.aim_of = aim_of
        self.aim: Aim = ("win", False)  # what the demo plays for in the position on the table
        self.make_move = make_move or model.request
        self.as_demos = as_demos
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self._running = False
        self._moving = False  # the position changes because the demo moved
        self._holds = 0  # questions asked of the player meanwhile (see ``held``)
        # The last ranking and what it was of: the position's generation, and the aim.
        self._last: tuple[tuple[int, str], list[RankedMove]] | None = None
        model.position_changed.connect(self._on_position)
        model.game_started.connect(lambda: self.stop("A new game: the demo stopped."))
        # The model proves the end after every move; the demo need not prove it again.
        model.game_over.connect(lambda _: self.stop("The demo played the game to its end."))

    @property
    def running(self) -> bool:
        return self._running

    def start(self) -> None:
        """Start playing (at once: the first move comes without a pause)."""
        if self._running:
            return
        if self.model.game.is_over():
            self.running_changed.emit(False)
            self.stopped.emit("The game is over: nothing left to play.")
            return
        self._running = True
        self._plan()  # its words say what it plays for from the first (kept: ``_ranked``)
        self._timer.start(0)
        self.running_changed.emit(True)

    def switch(self, on: bool) -> None:
        """Game > Demo checked or unchecked: start, or stop and say so (the status bar
        would go on saying the strategy plays on)."""
        if on:
            self.start()
        else:
            self.stop("You stopped the demo: your move.")

    def stop(self, why: str = "") -> None:
        """Stop playing; ``why`` goes to the status bar when the demo was running."""
        if not self._running:
            return
        self._running = False
        self._timer.stop()
        self.running_changed.emit(False)
        if why:
            self.stopped.emit(why)

    @contextmanager
    def held(self) -> Iterator[None]:
        """The demo makes no move while this lasts (a question is asked of the player)."""
        self._holds += 1
        try:
            yield
        finally:
            self._holds -= 1

    @property
    def waiting(self) -> bool:
        """Whether the demo waits for an open dialog of ours to close."""
        return self._holds > 0 or QApplication.activeModalWidget() is not None

    def _set_aim(self, aim: Aim) -> None:
        """What the demo plays for in the position on the table; ``aim_changed`` if news."""
        if aim != self.aim:
            self.aim = aim
            self.aim_changed.emit()

    def next_move(self) -> Move | None:
        """The strategy's choice in the position on the table (None when over), as the
        hint ranks it: for the win, or for the best score where the player was told
        no win is left or the strategy's exact chances prove it."""
        if self.model.game.is_over():
            return None
        ranked = self._plan()
        return ranked[0].move if ranked else None

    def _plan(self) -> list[RankedMove]:
        """The ranking of the position on the table, and so what the demo plays for."""
        game = self.model.game
        told = self.aim_of(game)
        ranked = self._ranked(game, told[0])
        # Proved by the exact chances, not told: said as the line's "no win left" is.
        self._set_aim(("score", False) if told[0] == "win" and for_score(ranked) else told)
        return ranked

    def _ranked(self, game: Game, aim: str) -> list[RankedMove]:
        """The strategy's ranking of ``game``'s position, as quick as it is exact: the
        order only (no playouts), exact before the last deal; once the stock is empty,
        the one playout a move that is exact there (and proves whether a win is left)."""
        from .engine.strategy import HINT_BUDGET_SECONDS, rank_moves  # a faster start

        asked = (self.model.generation, aim)
        if self._last is not None and self._last[0] == asked:
            return self._last[1]  # worked out as the demo started, for its words
        budget = 0 if game.stock_count else HINT_BUDGET_SECONDS
        ranked = rank_moves(game.copy(), budget_seconds=budget, objective=play_objective(aim))
        self._last = (asked, ranked)
        return ranked

    def _step(self) -> None:
        if not self._running:
            return
        if self.waiting:
            self._timer.start(WAIT_MS)
            return
        move = self.next_move()
        if move is None:
            self.stop("The demo played the game to its end.")
            return
        # Counted as it is made, not before: a refused move counts nothing, nor is
        # the player's next move taken for the demo's. (A move that ends the game
        # is counted before its record is written: no clean win.)
        self._moving = True
        try:
            with self.as_demos():
                refused = self.make_move(move)
        finally:
            self._moving = False
        if refused is not None:  # cannot happen with a legal move; stop rather than loop
            self.stop(f"The demo stopped: {refused}")
            return
        if self._running:  # the last move's game_over has stopped it
            self._timer.start(scaled(STEP_MS))

    def _on_position(self) -> None:
        if not self._moving:
            self.stop("You took over: the demo stopped.")


def demo_of(window: MainWindow) -> Demo:
    """A demo of ``window``'s game: a move waits for the last one's cards, and is
    recorded as the demo's."""

    def make_move(move: Move) -> str | None:
        window.scene.finish_animations()  # the last move lands before the next starts
        return window.model.request(move)

    # As the hint aims (asked then: the hint worker is made with the first hint).
    aim_of = lambda game: window.hints.aim(game)  # noqa: E731
    return Demo(window.model, make_move, window.recorder.demo_moving, window, aim_of)


def show_demo_running(window: MainWindow, running: bool) -> None:
    """Game > Demo ticked as the demo plays, and the status bar saying how to take over."""
    action = window.game_actions.demo
    if action.isChecked() != running:
        action.blockSignals(True)  # already started or stopped: only show it
        action.setChecked(running)
        action.blockSignals(False)
    status = window.statusBar()
    if running:  # said as long as it plays: how to take over is news all along
        from .scene.key_focus import hide_for_demo

        hide_for_demo(window.scene)  # its moves are not the card the keys chose
        say_demo_words(window)
    elif status.currentMessage() in (*DEMO_PLAYING, DEMO_PAUSED):
        status.clearMessage()  # why it stopped follows, if there is a why


def demo_words(window: MainWindow) -> str:
    """What the status bar says while the demo of ``window`` runs: how to take over,
    and what it plays for where no win is left; while the game is paused, only that
    it waits."""
    if window.game_actions.pause.isChecked():
        return DEMO_PAUSED
    aim, by_solver = window.demo.aim
    if aim == "win":
        return DEMO_RUNNING
    return DEMO_FOR_SCORE_FOUND if by_solver else DEMO_FOR_SCORE


def say_demo_words(window: MainWindow) -> None:
    words = demo_words(window)
    window.status_bar.show_message(words, shorter=SHORTER.get(words, ()))


def keep_demo_words(window: MainWindow, message: str) -> None:
    # Other words come and go while the demo plays (a key pressed, a card
    # chosen, a menu's tips): once they are gone, how to take over is back.
    if not message and window.demo.running:
        say_demo_words(window)


def aim_words(window: MainWindow) -> None:
    # It plays for the best score from here (an Undo into a told loss and the demo
    # started, or the line has just said no win is left): its words say so at once.
    if window.demo.running and window.statusBar().currentMessage() in DEMO_PLAYING:
        say_demo_words(window)


def connect_demo(window: MainWindow) -> None:
    """Wire ``window``'s Game > Demo to its demo, and the demo's words to its status bar."""
    window.status_bar.messageChanged.connect(lambda message: keep_demo_words(window, message))
    window.game_actions.demo.toggled.connect(window.demo.switch)
    window.demo.running_changed.connect(lambda running: show_demo_running(window, running))
    window.demo.aim_changed.connect(lambda: aim_words(window))
    window.demo.stopped.connect(window.say)
    EscapeOnTable(window.view, lambda: escape_stops_play(window), window)


def escape_stops_play(window: MainWindow) -> bool:
    """Escape on the table, nothing marked there, while the demo or Show me how plays
    the game: it stops, as Ctrl+D stops the demo (the key that stops what runs; the
    player on the keys alone tried it first, and the play went on). Not while paused:
    they only wait then, and Escape is full screen's, as ever (``paused_table``)."""
    if window.game_actions.pause.isChecked():
        return False
    if window.demo.running:
        window.demo.switch(False)
        return True
    if window.winnable.replaying:
        window.winnable.stop_replay()
        window.say("Stopped showing the solution.")
        return True
    return False


__all__ = [
    "DEMO_FOR_SCORE",
    "DEMO_FOR_SCORE_FOUND",
    "DEMO_PAUSED",
    "DEMO_PLAYING",
    "DEMO_RUNNING",
    "STEP_MS",
    "WAIT_MS",
    "Demo",
    "connect_demo",
    "demo_of",
]
