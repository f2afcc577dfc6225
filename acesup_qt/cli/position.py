"""The game a command is asked about: a deck, a move list and a variant."""

from __future__ import annotations

import sys

from ..engine import Game, IllegalMoveError, NotationError, new_game, parse_cards
from ..engine.cards import FULL_DECK_SIZE

# What ``--deck`` takes, where any deck the engine can play will do (solve, hint).
DECK_HELP = (
    'deck string: card codes in deal order, like "AS TH 2C ...": a deck of 52, '
    "or any positive multiple of 4 cards"
)


def load_game(
    command: str, deck: str, moves: str, variant: str, size: int | None = FULL_DECK_SIZE
) -> Game | None:
    """The game reached by replaying ``moves`` on ``deck``, of ``size`` cards (None: any
    deck the engine can play, a positive multiple of 4, as ``solve`` and ``play`` take).

    None after telling the user on stderr what is wrong (the caller exits 2).
    """
    try:
        game = new_game(parse_cards(deck, size), variant)
    except NotationError as error:
        print(f"acesup {command}: deck: {error}", file=sys.stderr)
        return None
    try:
        game.replay(moves)
    except (NotationError, IllegalMoveError) as error:
        print(f"acesup {command}: {error}", file=sys.stderr)
        return None
    return game
