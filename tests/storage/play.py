"""Random legal play for the storage tests: a casual player's games, reproducible,
saved as the window saves them, on a clock the test may move by hand."""

from __future__ import annotations

import random

from acesup_qt.engine import DISCARD, Game, Move, deal_cards, new_game
from acesup_qt.storage import Autosave


def next_move(game: Game, rng: random.Random) -> Move | None:
    """A legal move a casual player might make, or None when the game is over.

    Discards come first nine times in ten; moves between piles are rarer,
    so every game ends in some fifty moves.
    """
    if game.outcome().over:
        return None
    moves = game.legal_moves()
    if not moves:
        return None
    discards = [m for m in moves if m.kind == DISCARD]
    if discards and rng.random() < 0.9:
        return rng.choice(discards)
    return rng.choice(moves)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def deal(number: int, variant: str = "standard"):
    return new_game(deal_cards(number), variant)


def play(autosave: Autosave, game, count: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        move = next_move(game, rng)
        assert move is not None
        game.push(move)
        autosave.record_move(game)


def start_deal(autosave: Autosave, number: int, moves: int = 0) -> Game:
    """Deal ``number`` started on ``autosave``, and ``moves`` moves of it played."""
    game = deal(number)
    autosave.start(game, number)
    play(autosave, game, moves)
    return game


def leave_game(autosave: Autosave, number: int, moves: int = 3):
    """A copy of the app plays ``moves`` moves of deal ``number`` and quits; returns the game."""
    game = start_deal(autosave, number, moves)
    autosave.close()
    return game


def play_to_the_end(autosave: Autosave, game, seed: int = 1, undos: int = 0):
    rng = random.Random(seed)
    while (move := next_move(game, rng)) is not None:
        game.push(move)
        ended = autosave.record_move(game, undos=undos)
        if ended is not None:
            return ended
    raise AssertionError("the game never ended")
