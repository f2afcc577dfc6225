"""The game a command is asked about: a deck, a move list and a variant."""

from __future__ import annotations

import sys

from ..engine import Game, IllegalMoveError, NotationError, new_game


def load_game(command: str, deck: str, moves: str, variant: str) -> Game | None:
    """The game reached by replaying ``moves`` on ``deck``.

    None after telling the user on stderr what is wrong (the caller exits 2).
    """
    try:
        game = new_game(deck, variant)
    except NotationError as error:
        print(f"acesup {command}: deck: {error}", file=sys.stderr)
        return None
    try:
        game.replay(moves)
    except (NotationError, IllegalMoveError) as error:
        print(f"acesup {command}: {error}", file=sys.stderr)
        return None
    return game
