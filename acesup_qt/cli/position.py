"""The game a command is asked about: a deck, a move list and a variant.

And a batch's way of saying a line asks about no game: an error object that
names the line, so that answer *n* is always line *n*'s.
"""

from __future__ import annotations

import argparse
from typing import Any

from ..engine import (
    Game,
    IllegalMoveError,
    NotationError,
    new_game,
    parse_cards,
    variant_class,
)
from ..engine.cards import FULL_DECK_SIZE

# What ``--deck`` takes, where any deck the engine can play will do (solve, hint).
DECK_HELP = (
    'deck string: card codes in deal order, like "AS TH 2C ...": a deck of 52, '
    "or any positive multiple of 4 cards"
)


def load_game(
    parser: argparse.ArgumentParser,
    deck: str,
    moves: str,
    variant: str,
    size: int | None = FULL_DECK_SIZE,
) -> Game:
    """The game reached by replaying ``moves`` on ``deck``, of ``size`` cards (None: any
    deck the engine can play, a positive multiple of 4, as ``hint`` takes).

    A deck or move list that will not do is refused as argparse refuses a bad
    option: the usage, then the option and its fault (the card or the move, by
    its place), exit status 2.
    """
    try:
        game = new_game(parse_cards(deck, size), variant)
    except NotationError as error:
        parser.error(f"argument --deck: {error}")
    try:
        game.replay(moves)
    except (NotationError, IllegalMoveError) as error:
        parser.error(f"argument --moves: {error}")
    return game


def line_error(number: int, reason: str) -> dict[str, Any]:
    """The answer to a batch line that cannot be answered: which line, and why."""
    return {"error": {"line": number, "reason": reason}}


def deck_line_game(number: int, line: str, variant: str) -> Game | dict[str, Any]:
    """The game that batch line ``number``, a deck string of any size the engine plays,
    starts (as ``solve --batch`` and ``play --batch`` read them); else the line's error."""
    if not line.strip():
        return line_error(number, "empty line: expected a deck string")
    try:
        return variant_class(variant)(parse_cards(line, None))
    except NotationError as error:
        return line_error(number, f"deck: {error}")
