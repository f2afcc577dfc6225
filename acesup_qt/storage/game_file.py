"""A game as a text file: what Game > Save game as… writes and Open game… reads.

The file holds the engine's text form (``engine.text_form``): ``deal: …``
for a numbered deal, then ``variant: …``, ``deck: …`` and ``moves: …``, one
a line, in UTF-8. A player can read it in any text editor, mail it to a
friend, or give its lines to ``acesup replay``. Reading checks all the
engine checks (the deal number against the deck, the variant, each move
legal in turn) and names the line at fault. A file without a deal line (a
custom deck, or one saved before deal lines) opens as a custom deck.
Nothing here knows about Qt: ``acesup-qt FILE`` reads its file before any
window opens.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from ..engine import (
    Card,
    Game,
    IllegalMoveError,
    NotationError,
    UnknownVariantError,
    format_cards,
    parse_cards,
    variant_class,
)
from ..engine.cards import FULL_DECK_SIZE
from ..engine.text_form import parse_game_text
from .whole_file import write_whole

# ".txt" so that any text editor opens it with a double click; ".acesup" before
# it so that a file dialog can offer the game's own files among other texts.
SUFFIX = ".acesup.txt"
# A game file is a few hundred bytes; a player who picks a film by mistake is
# told so at once instead of waiting while it is read.
MAX_BYTES = 1_000_000
_LINE_FAULT = re.compile(r"line (\d+): (.*)", re.DOTALL)


class GameFileError(Exception):
    """A file that holds no game to play: ``reason``, and the ``line`` at fault if one is;
    ``cards``, those the reason names by the codes the file has them by (``AS``)."""

    def __init__(
        self, path: Path, reason: str, line: int | None = None, cards: Sequence[Card] = ()
    ) -> None:
        self.path = path
        self.reason = reason
        self.line = line
        self.cards = tuple(cards)
        where = f"line {line}: " if line is not None else ""
        super().__init__(f"{path}: {where}{reason}")


class OpenedGame(NamedTuple):
    """A game read from a file, at the position after its last move, and the number
    of its deal (None for a custom deck)."""

    game: Game
    deal_number: int | None


def with_suffix(path: Path) -> Path:
    """``path``, with SUFFIX added when the player typed a bare name ("for Ann")."""
    return path if path.suffix else path.with_name(path.name + SUFFIX)


def write_game_file(path: Path, game: Game, deal_number: int | None = None) -> None:
    """Write ``game`` (its deal number if any, variant, deck, every move so far) to
    ``path``; OSError if it fails.

    Written to a new file beside it and renamed over it only when whole: a
    full disk never leaves half a game in place of a file that was good.
    """
    text = game.to_text(deal_number)
    write_whole(path, lambda file: file.write(text))


def read_game_file(path: Path) -> OpenedGame:
    """The game saved in ``path``, at the position after its last move.

    Raises GameFileError (naming the line and the fault) for a file that
    cannot be read, is not text, or holds no playable game.
    """
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_BYTES + 1)
    except OSError as error:
        raise GameFileError(path, f"cannot be read ({error.strerror or error})") from None
    if len(data) > MAX_BYTES:
        raise GameFileError(path, "too large to be a saved game (over 1 MB)")
    try:
        text = data.decode("utf-8-sig")  # Notepad may begin it with a byte-order mark
    except UnicodeDecodeError:
        text = "\0"
    if "\0" in text:
        raise GameFileError(path, "not a text file: a saved game is a few lines of text")
    return parse_game_file(text, path)


def parse_game_file(text: str, path: Path) -> OpenedGame:
    """The game that ``text`` (the contents of ``path``) describes; GameFileError if none."""
    lines = _field_lines(text)
    try:
        variant, deck, moves, deal_number = parse_game_text(text)
    except NotationError as error:
        fault = _LINE_FAULT.fullmatch(str(error))
        if fault is not None:  # the engine names the line itself
            line = int(fault.group(1))
            raise GameFileError(path, fault.group(2), line, error.cards) from None
        raise GameFileError(path, str(error), lines.get("deck"), error.cards) from None
    try:
        cls = variant_class(variant)
    except UnknownVariantError as error:
        raise GameFileError(path, str(error), lines.get("variant")) from None
    try:
        # The engine plays smaller decks (for its tests); the table lays out 52.
        parse_cards(format_cards(deck), FULL_DECK_SIZE)
        game = cls(deck)
    except NotationError as error:
        raise GameFileError(path, f"deck: {error}", lines.get("deck"), error.cards) from None
    try:
        game.replay(moves)
    except (NotationError, IllegalMoveError) as error:
        # "move 5 (x3): ..." says it is the moves; "card 5" needs "deck:" before it.
        raise GameFileError(path, str(error), lines.get("moves"), error.cards) from None
    return OpenedGame(game, deal_number)


def _field_lines(text: str) -> dict[str, int]:
    """The line number of each field ("deck" → 2), as ``parse_game_text`` counts them."""
    found: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), 1):
        key, sep, _ = line.partition(":")
        if sep:
            found.setdefault(key.strip(), number)
    return found


__all__ = [
    "SUFFIX",
    "GameFileError",
    "OpenedGame",
    "parse_game_file",
    "read_game_file",
    "with_suffix",
    "write_game_file",
]
