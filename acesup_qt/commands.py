"""One QUndoCommand per move, so Undo/Redo and their menu labels come from the stack.

The command only tells the model to make or take back its move; the model
owns the game and tells everyone else what changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from .engine import DEAL, DISCARD, Game, Move, card_label

if TYPE_CHECKING:
    from .model import GameModel


def move_text(game: Game, move: Move) -> str:
    """The words for ``move`` in ``game`` before it is made: "Discard 7♥", "Deal"."""
    if move.kind == DEAL:
        return "Deal"
    card = card_label(game.piles[move.source][-1])
    if move.kind == DISCARD:
        return f"Discard {card}"
    return f"Move {card} to pile {move.target + 1}"


class MoveCommand(QUndoCommand):
    """Make one move of the game; undo takes it back exactly."""

    def __init__(self, model: GameModel, move: Move) -> None:
        super().__init__(move_text(model.game, move))
        self.model = model
        self.move = move

    def redo(self) -> None:
        self.model._make(self.move)

    def undo(self) -> None:
        self.model._take_back(self.move)
