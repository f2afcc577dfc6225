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


def _words(game: Game, move: Move, made: bool) -> str:
    """``move``'s words in ``game``: to make ("Discard 7♥"), or as the coach says
    the player ``made`` it ("You discarded 7♥": "Your move, Move 7♥ to pile 2"
    read as an order given after the fact)."""
    if move.kind == DEAL:
        return "You dealt" if made else "Deal"
    card = card_label(game.piles[move.source][-1])
    if move.kind == DISCARD:
        return f"You discarded {card}" if made else f"Discard {card}"
    pile = move.target + 1
    return f"You moved {card} to pile {pile}" if made else f"Move {card} to pile {pile}"


def move_text(game: Game, move: Move) -> str:
    """The words for ``move`` in ``game`` before it is made: "Discard 7♥", "Deal"."""
    return _words(game, move, made=False)


def played_text(game: Game, move: Move) -> str:
    """What the player did with ``move`` in ``game`` (before it is made), said to
    them: "You discarded 7♥", "You dealt"."""
    return _words(game, move, made=True)


class MoveCommand(QUndoCommand):
    """Make one move of the game; undo takes it back exactly."""

    def __init__(self, model: GameModel, move: Move) -> None:
        super().__init__(move_text(model.game, move))
        self.model = model
        self.move = move
        self.made = False  # once made, each redo is Redo: the move made again, not anew

    def redo(self) -> None:
        self.model._make(self.move, again=self.made)
        self.made = True

    def undo(self) -> None:
        self.model._take_back(self.move)
