"""The rows the game in progress writes: its ``saved_games`` row, rewritten at
every change of position, and the ``games`` record it leaves when it ends.

Each writer runs inside the caller's write transaction (``game_in_progress``
says which go together); reading a saved row back is ``saved_rows``'s.
"""

from __future__ import annotations

import os
import sqlite3
from typing import NamedTuple

from ..engine import Game, format_cards, format_moves
from .records import Ending, GameRecord, SavedGame
from .saved_rows import demo_line_text
from .shown_solutions import was_shown


class Played(NamedTuple):
    """What ``record_move`` is given: the move list (text) and the help so far."""

    moves: str
    undos: int
    hints: int
    demo_moves: int
    demo_line: frozenset[int]


def random_key() -> str:
    """32 random hex digits, unique in practice (as a uuid4; the uuid module costs
    the game's start-up several milliseconds, for the ``platform`` module it loads)."""
    return os.urandom(16).hex()


def new_saved(game: Game, deal_number: int | None, counted: bool, started_at: float) -> SavedGame:
    """A game about to be saved for the first time, under a new key."""
    return SavedGame(
        game_key=random_key(),
        variant=game.variant,
        deal_number=deal_number,
        deck=format_cards(game.deck),
        started_at=started_at,
        elapsed=0.0,
        moves=format_moves(game.moves),
        undos=0,
        hints=0,
        counted=counted,
    )


def with_played(saved: SavedGame, played: Played) -> SavedGame:
    """``saved`` with the moves and the help of ``played``."""
    return saved._replace(**played._asdict())


def insert_saved(
    connection: sqlite3.Connection, saved: SavedGame, owner: str, updated_at: float
) -> None:
    """Save ``saved`` in a row of its own, owned by the session ``owner``."""
    connection.execute(
        "INSERT INTO saved_games (game_key, owner, variant, deal_number, deck, "
        "started_at, updated_at, elapsed, moves, undos, hints, counted, assisted, demo_moves, "
        "demo_line) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            saved.game_key,
            owner,
            saved.variant,
            saved.deal_number,
            saved.deck,
            saved.started_at,
            updated_at,
            saved.elapsed,
            saved.moves,
            saved.undos,
            saved.hints,
            int(saved.counted),
            int(saved.assisted),
            saved.demo_moves,
            demo_line_text(saved.demo_line),
        ),
    )


def save_position(
    connection: sqlite3.Connection,
    game_key: str,
    played: Played,
    elapsed: float,
    updated_at: float,
) -> None:
    """Rewrite the saved game ``game_key`` with the moves and help of ``played``."""
    connection.execute(
        "UPDATE saved_games SET moves = ?, undos = ?, hints = ?, demo_moves = ?, "
        "demo_line = ?, elapsed = ?, updated_at = ? WHERE game_key = ?",
        (
            played.moves,
            played.undos,
            played.hints,
            played.demo_moves,
            demo_line_text(played.demo_line),
            elapsed,
            updated_at,
            game_key,
        ),
    )


def save_elapsed(connection: sqlite3.Connection, game_key: str, elapsed: float) -> None:
    """Save the time played so far in the saved game ``game_key``."""
    connection.execute("UPDATE saved_games SET elapsed = ? WHERE game_key = ?", (elapsed, game_key))


def save_assisted(connection: sqlite3.Connection, game_key: str) -> None:
    """Mark the saved game ``game_key`` assisted (``GameRecord.assisted``)."""
    connection.execute("UPDATE saved_games SET assisted = 1 WHERE game_key = ?", (game_key,))


def delete_saved(connection: sqlite3.Connection, game_key: str) -> None:
    """Forget the saved game ``game_key``: ended, left, or unreadable."""
    connection.execute("DELETE FROM saved_games WHERE game_key = ?", (game_key,))


def drop_ratings_past(connection: sqlite3.Connection, game_key: str, moves: int) -> None:
    """Forget the coach's ratings (``ratings.py``) of the moves past the first
    ``moves`` of the game: taken back, they are no move of the game's any more.
    Here, with the position saved, whoever rates or not (Rate my moves off)."""
    connection.execute(
        "DELETE FROM move_ratings WHERE game_key = ? AND move > ?", (game_key, moves)
    )


def ending_record(
    connection: sqlite3.Connection,
    saved: SavedGame,
    score: int,
    ending: Ending,
    ended_at: float,
    duration: float,
) -> GameRecord:
    """The ``games`` record of ``saved`` ending (with its moves and help as saved).

    Marked ``solution_seen`` if a solution of its deck has been shown by now."""
    return GameRecord(
        game_key=saved.game_key,
        variant=saved.variant,
        deal_number=saved.deal_number,
        # A numbered deal is its number; only a custom deal needs its deck.
        deck=saved.deck if saved.deal_number is None else None,
        started_at=saved.started_at,
        ended_at=ended_at,
        duration=duration,
        moves=saved.moves,
        score=score,
        won=ending is Ending.WON,
        undos=saved.undos,
        hints=saved.hints,
        ending=ending,
        assisted=saved.assisted,
        demo_moves=saved.demo_moves,
        solution_seen=was_shown(connection, saved.variant, saved.deck),
    )
