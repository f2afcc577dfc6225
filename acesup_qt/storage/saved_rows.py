"""Reading a saved game back from its ``saved_games`` row.

A row may come from another program, a bad disk or a newer version of the
game: each reader here says what it can of it and never raises, so that a
resume either takes the game over or leaves it with a clear notice.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

from ..engine import MAX_DEAL, VARIANTS, Game, NotationError, new_game, parse_cards
from ..engine.deals import deal_mismatch
from ..wording import deal_named
from .records import SavedGame

SAVED_COLUMNS = (
    "game_key, variant, deal_number, deck, started_at, elapsed, moves, undos, hints, counted, "
    "assisted, demo_moves, demo_line, owner"
)
VARIANT_COLUMN = 1  # where the variant is in a row of SAVED_COLUMNS
MOVES_COLUMN = 6  # where the move list is
COUNTED_COLUMN = 9  # where the counted mark is: 1, or 0 for a game opened from a file


class Resumed(NamedTuple):
    """A game brought back by ``Autosave.resume``: the rebuilt engine game and what was saved."""

    game: Game
    saved: SavedGame


def saved_game(row: tuple[object, ...], now: float) -> SavedGame:
    """A saved_games row as a SavedGame, whatever SQLite's loose typing let into it.

    Deck, variant and moves are checked when the game is rebuilt. A figure that
    is not a number counts from zero again (it must not stop a resume or a quit),
    and a deal number that is not one, or not this deck's, leaves the game as the
    deck it is. Only a counted mark of 1 counts the game: one that says neither
    1 nor 0 makes it practice (``unclear_mark_notice`` tells the player why).
    """
    key, variant, number, deck, started, elapsed, moves, undos, hints, counted, assisted = row[:11]
    demo_moves, demo_line = row[11:13]
    return SavedGame(
        game_key=str(key),
        variant=str(variant),
        deal_number=_deal_number(number, str(deck)),
        deck=str(deck),
        started_at=float(started) if isinstance(started, int | float) else now,
        elapsed=max(0.0, float(elapsed)) if isinstance(elapsed, int | float) else 0.0,
        moves="" if moves is None else str(moves),
        undos=max(0, undos) if type(undos) is int else 0,
        hints=max(0, hints) if type(hints) is int else 0,
        counted=type(counted) is int and counted == 1,
        assisted=assisted != 0,  # a mark that does not clearly say no: assisted
        demo_moves=max(0, demo_moves) if type(demo_moves) is int else 0,
        demo_line=read_demo_line(demo_line),
    )


def demo_line_text(numbers: frozenset[int]) -> str:
    """The ``demo_line`` column: the numbers of the demo's moves, in order ("3 4 26")."""
    return " ".join(map(str, sorted(numbers)))


def read_demo_line(text: object) -> frozenset[int]:
    """The numbers of ``demo_line_text``; what is not a move number is left out
    (its move is taken for the player's: the line only names whose move it was)."""
    if not isinstance(text, str):
        return frozenset()
    words = (word for word in text.split() if word.isascii() and word.isdecimal())
    return frozenset(number for number in map(int, words) if number > 0)


def _deal_number(number: object, deck: str) -> int | None:
    if type(number) is not int or not 1 <= number <= MAX_DEAL:
        return None
    try:
        cards = parse_cards(deck, size=None)
    except NotationError:
        return number  # the rebuild drops it, naming it by its deal and the deck's fault
    # Never "Deal #N" for another deck: its record would deal N again, and its file
    # would be refused (the deal line is checked against the deck when read).
    return number if deal_mismatch(number, cards) is None else None


def unclear_mark_notice(row: tuple[object, ...], database: Path | None) -> list[str]:
    """Why the game in ``row`` is taken for practice, if its counted mark is neither
    1 nor 0 (a bad disk, another program): a list of that one notice, else empty."""
    mark = row[COUNTED_COLUMN]
    if type(mark) is int and mark in (0, 1):
        return []
    where = f" in {database}" if database is not None else ""
    saved = saved_game(row, 0.0)
    that = "that deal" if saved.deal_number is not None else "that deck"
    return [
        f"The saved game of {game_named(saved)}{where} does not say "
        f"whether it counts in your statistics (its mark reads {mark!r}), so it is taken "
        f"for practice: it is not counted. Restart plays {that} as a game of your own."
    ]


def readable_start(saved: SavedGame) -> Game:
    """The saved game as far as its moves can be read and played, one by one."""
    game = new_game(saved.deck, saved.variant)
    for text in saved.moves.split():
        try:
            game.apply(text)
        except (NotationError, ValueError):
            break
    return game


# A variant's name as every version writes it ("standard", "aces-only").
_VARIANT_NAME = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")


def is_newer_variant(row: tuple[object, ...]) -> bool:
    """Whether the row's variant is one a newer version may have, not this one.

    A name this version does not know, written as variants' names are. Any
    other variant (empty, binary, garbled by a bad disk or another program)
    is unreadable, not newer: that saved game is dropped with a notice, as
    one with an unreadable deck is, rather than kept for a version that
    will never come.
    """
    variant = row[VARIANT_COLUMN]
    return (
        isinstance(variant, str)
        and variant not in VARIANTS
        and _VARIANT_NAME.fullmatch(variant) is not None
    )


def game_named(saved: SavedGame) -> str:
    """How a notice names a saved game: "deal #5" or "a custom deck"."""
    return deal_named(saved.deal_number)


def newer_version_notice(kept: list[SavedGame], where: str, resumed: bool) -> str:
    """Why the games of variants this version does not know were not resumed, and are kept.

    ``kept`` is newest first; ``resumed`` says whether an older game goes on instead.
    """
    newest = kept[0]
    more = len(kept) - 1
    also = f" (and {more} more game{'' if more == 1 else 's'} like it)" if more else ""
    instead = "Your game before it goes on instead." if resumed else "A new game was started."
    return (
        f"Your last game ({game_named(newest)}, variant {newest.variant!r}){also} was saved "
        f"by a newer version of Aces Up: this version does not know that variant, so it "
        f"cannot resume it. {instead} The saved game is kept as it was{where}: start the "
        "newer version to play it on."
    )
