"""GameModel: the one owner of the current game in the GUI.

Everything else reads ``model.game`` and listens to the signals; only undo
commands change the game, and only through ``request`` (or ``restore``).
Hooks for statistics and autosave: ``game_started``, ``position_changed``
and ``game_over(outcome)``; ``start``/``start_deal`` begin a given game and
``restore`` rebuilds one from its move list, Undo history included.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from .commands import MoveCommand
from .engine import (
    Card,
    Game,
    IllegalMoveError,
    Move,
    Outcome,
    deal_cards,
    new_game,
    parse_moves,
)
from .engine.moves import DEAL_MOVE
from .wording import for_player


class GameModel(QObject):
    """Owns one Game and its QUndoStack; says when the position changes."""

    game_started = Signal()  # a new game (or a restart, or a restore) is on the table
    position_changed = Signal()  # any move made or taken back
    move_made = Signal(object, bool)  # (Move, undone): what just changed, for animations
    game_over = Signal(object)  # Outcome, when a move ends the game

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.deal_number: int | None = 1
        self.generation = 0  # counts positions, so late answers about old ones are dropped
        self.games = 0  # counts games put on the table: words said are of one (the status bar)
        self._restoring = False
        # True while Redo makes a move taken back again (not a new move): who made it
        # is who made it before (``GameRecorder``: the demo's move is still the demo's).
        self.redoing = False
        self._game: Game = new_game(deal_cards(1))

    @property
    def game(self) -> Game:
        """The game on the table. Read it; change it only through ``request``."""
        return self._game

    @property
    def variant(self) -> str:
        return self._game.variant

    # -- starting games ------------------------------------------------------

    def start(
        self, deck: Sequence[Card] | str, variant: str = "standard", deal_number: int | None = None
    ) -> None:
        """Start a game from a deck (cards or deck string); NotationError if unplayable."""
        game = new_game(deck, variant)
        self.deal_number = deal_number
        self._set_game(game)

    def start_deal(self, number: int, variant: str = "standard") -> None:
        """Start deal number ``number`` of ``variant``."""
        self.start(deal_cards(number), variant, number)

    def restart(self) -> None:
        """Start the same deal again from the beginning."""
        self.start(self._game.deck, self._game.variant, self.deal_number)

    def restore(
        self,
        deck: Sequence[Card] | str,
        variant: str,
        moves: Iterable[Move] | str,
        deal_number: int | None = None,
    ) -> None:
        """Rebuild a game from its moves, one undo command each, so Undo works as before.

        Raises IllegalMoveError (numbering moves from 1) and leaves a fresh
        game of that deck on the table when a move does not fit.
        """
        if isinstance(moves, str):
            moves = parse_moves(moves)
        self._restoring = True
        try:
            self.start(deck, variant, deal_number)
            for index, move in enumerate(moves, 1):
                reason = self._game.why_illegal(move)
                if reason is not None:
                    raise IllegalMoveError(move, reason, index)
                self.undo_stack.push(MoveCommand(self, move))
        except IllegalMoveError:
            self._restoring = False
            self.restart()
            raise
        finally:
            self._restoring = False
        self.game_started.emit()
        self.position_changed.emit()

    def _set_game(self, game: Game) -> None:
        self.undo_stack.clear()
        self._game = game
        self.generation += 1
        self.games += 1  # before ``game_started``: what its listeners say is of this game
        if not self._restoring:
            self.game_started.emit()
            self.position_changed.emit()

    # -- moves ---------------------------------------------------------------

    def why_illegal(self, move: Move) -> str | None:
        """Why ``move`` is not allowed now, in the player's words ("9♣ cannot..."), or None."""
        reason = self._game.why_illegal(move)
        return None if reason is None else for_player(reason)

    def legal_moves(self) -> list[Move]:
        return self._game.legal_moves()

    def request(self, move: Move) -> str | None:
        """Make ``move`` if the rules allow it, as one undoable step: the step Redo
        would make, if it is that move (the rest stay to redo), else a new one.

        Returns None when made, else the reason it was refused (nothing changes).
        """
        reason = self.why_illegal(move)
        if reason is None:
            again = self._next_redo()
            if again is not None and again.move == move:
                # The move Redo would make, made by hand (after an Undo, or Take me back
                # there): the moves after it stay to redo, as players expect; pushed, it
                # wiped them, and they had to play every one again. The player's move
                # now, not the one made before: whose it was is no Redo's to keep.
                again.made = False
                self.undo_stack.redo()
            else:
                self.undo_stack.push(MoveCommand(self, move))
        return reason

    def _next_redo(self) -> MoveCommand | None:
        """The command Redo would make next, if any."""
        stack = self.undo_stack
        command = stack.command(stack.index()) if stack.canRedo() else None
        return command if isinstance(command, MoveCommand) else None

    def deal(self) -> str | None:
        """Deal from the stock; the reason when the stock is empty."""
        return self.request(DEAL_MOVE)

    def outcome(self) -> Outcome:
        return self._game.outcome()

    # -- called by MoveCommand only --------------------------------------------

    def _make(self, move: Move, again: bool = False) -> None:
        self._game.push(move)
        self.redoing = again
        try:
            self._changed(move, undone=False)
        finally:
            self.redoing = False

    def _take_back(self, move: Move) -> None:
        made = self._game.pop()
        assert made == move, f"undo stack and game disagree: {made} != {move}"
        self._changed(move, undone=True)

    def _changed(self, move: Move, undone: bool) -> None:
        self.generation += 1
        if self._restoring:
            return
        self.move_made.emit(move, undone)
        self.position_changed.emit()
        if not undone:
            outcome = self._game.outcome()
            if outcome.over:
                self.game_over.emit(outcome)
