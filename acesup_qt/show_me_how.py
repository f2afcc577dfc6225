"""Show me how: the solver's winning line played on the table, a move at a time.

The moves go through the model as the player's would, with the normal
animations; each waits for the last one's cards to land (the scene's
``settled``, passed on by ``table_still``) and a short pause after. Any move
or Undo of the player's takes the table back and stops the showing, and so
does Escape on the table (``demo.escape_stops_play``); Game >
Pause holds it where it is. Loaded with the first solution shown, not at start.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from .scene import timing

if TYPE_CHECKING:
    from .engine import Move
    from .model import GameModel

MOVE_PAUSE_MS = 250  # between the moves of a solution being shown, after the animations


class ShownSolution(QObject):
    """Plays a solution on the table; ``over`` says when it stopped or came to its end."""

    message = Signal(str, int)  # words for the status bar, how long (ms; 0 until replaced)
    over = Signal()

    def __init__(
        self, model: GameModel, table_busy: Callable[[], bool], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.table_busy = table_busy
        self._moves: list[Move] = []
        self._index = 0
        self._generation = -1
        self._landing_awaited = False  # the next move waits for the last one's cards to land
        self._held = False  # the game is paused: the solution being shown waits
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)

    def start(self, solution: list[Move]) -> None:
        """Play ``solution`` from the position on the table (the deal just restarted)."""
        self._moves = solution
        self._index = 0
        self._generation = self.model.generation
        self._timer.start(0)

    @property
    def playing(self) -> bool:
        return self._index < len(self._moves)

    def stop(self) -> None:
        self._timer.stop()
        self._landing_awaited = False
        shown, self._moves, self._index = self._moves, [], 0
        if shown:
            self.over.emit()

    def hold(self, held: bool) -> None:
        """Game > Pause: the solution waits, and goes on from there after."""
        self._held = held
        if not held and self.playing and not self._timer.isActive():
            self._timer.start(timing.scaled(MOVE_PAUSE_MS))

    def table_still(self) -> None:
        """The last sliding card has landed: a move held back until then plays now."""
        if self._landing_awaited:
            self._landing_awaited = False
            self._timer.start(0)

    def game_started(self) -> None:
        """A game begun (or restarted) by anything but this showing ends it."""
        if self.playing and self.model.generation != self._generation:
            self.stop()
            self.message.emit("", 0)  # "Showing how…" no longer holds

    def _step(self) -> None:
        if self._held:
            return  # ``hold`` starts it again
        if self.model.generation != self._generation:
            self.stop()  # the player moved or took a move back: the table is theirs
            self.message.emit("Stopped showing the solution.", 6000)
            return
        if self.table_busy():
            self._landing_awaited = True  # the last move lands first: ``table_still`` says when
            return
        move = self._moves[self._index]
        self._index += 1
        total = len(self._moves)
        if self.model.request(move) is not None:  # cannot happen: the solver's moves are legal
            self.stop()
            return
        self._generation = self.model.generation
        if self._index < total:
            self.message.emit(
                # Whose play it is: the solver's, knowing the stock. Watched as a model
                # of good play, its deals and moves that only the order of the cards to
                # come makes right taught a player habits that lose.
                f"Showing how this deal can be won, knowing the stock's order: move "
                f"{self._index} of {total}. Any move, Undo or Escape stops it.",
                0,
            )
            self._timer.start(timing.scaled(MOVE_PAUSE_MS))
        else:
            # The last move ended the game: its result, which says how to go on and
            # stays while the game is on the table, is on the status bar (``game_end``).
            self.stop()
