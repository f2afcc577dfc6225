"""The coach's marks: the player's moves of the game, each with its rating or
waiting for one, and what the summary and the statistics count of them.

A move taken back is left out, and counted again once made again
(``on_table``). Once the solver has found, after the game, from which move no
win was left, the moves made from there on are not counted (``counted``), as
Review moves marks them. A move played as a hint showed it is not the
player's own choice: the summary only says how many followed a hint.
"""

from __future__ import annotations

from typing import NamedTuple

from .coach_worker import Key, position_key
from .engine import Game, Move
from .rating import NO_WIN_LEFT
from .storage.ratings import Rating


class Mark(NamedTuple):
    """A player's move of this game: the position it was made from, and its rating."""

    key: Key
    move: Move
    kind: str | None  # None while it waits for its position's ranking; or NO_WIN_LEFT
    hinted: bool = False  # played as a hint had shown it: not the player's own choice


def on_table(game: Game, marks: dict[int, Mark]) -> dict[int, Mark]:
    """The marks, by index, of the moves on ``game``'s table, oldest first (a move
    taken back is left out)."""
    moves = game.moves
    return {
        index: mark
        for index, mark in sorted(marks.items())
        if index < len(moves)
        and moves[index] == mark.move
        and position_key(game, index) == mark.key
    }


def counted(marks: dict[int, Mark], no_win_from: int | None) -> dict[int, Mark]:
    """The ``marks`` of moves made before ``no_win_from``, the first move the solver
    found made with no win left (None: not known): the others are not rated."""
    if no_win_from is None:
        return marks
    return {index: mark for index, mark in marks.items() if index < no_win_from}


def rated_moves(marks: dict[int, Mark]) -> dict[int, Rating]:
    """The rated ones of ``marks``: {number (from 1): rating}, the move in rules.md
    notation, the kind ``rating.py``'s, and whether a hint had shown it."""
    return {
        index + 1: Rating(mark.move.text, mark.kind, mark.hinted)
        for index, mark in marks.items()
        if mark.kind not in (None, NO_WIN_LEFT)
    }


def counts(
    marks_on_table: dict[int, Mark], marks_counted: dict[int, Mark]
) -> tuple[list[str], int, int, bool]:
    """The ratings of the player's own moves counted, how many of those are still
    to rate, how many moves followed a hint, and whether any move on the table was
    left unrated as no win was left (a hint's too: it was not rated)."""
    marks = [mark for mark in marks_counted.values() if mark.kind != NO_WIN_LEFT]
    skipped = len(marks) < len(marks_on_table)
    own = [mark for mark in marks if not mark.hinted]
    kinds = [mark.kind for mark in own if mark.kind is not None]
    return kinds, sum(mark.kind is None for mark in own), len(marks) - len(own), skipped
