"""How Rate my moves rated the player's moves, kept for the statistics: is the
player's play getting better? Qt-free.

Each rating the coach finished is one row of ``move_ratings``: the game's key,
the move's number (from 1), the move (rules.md notation), what the coach
found of it (``KINDS``, the words of ``rating.py``) and whether the player
made it as a hint had shown it for that very position (``hinted``: Hint told
the player, the choice was not their own). A move's row is written
as its rating comes, while the game is played or after its end, and dropped
when the move is taken back (``coach_record.py`` in the GUI; and the saved
game drops the rows past its moves each time it is saved, Rate my moves on
or off: ``game_in_progress``). Nothing else counts: a move played with Rate
my moves off, the only move possible, the demo's, or one still unrated when
the coach stopped has no row.

The statistics count the player's own choices only: a game is *rated* once
one of its moves not ``hinted`` has a row and the game has a result in
``games`` (a file from before schema version 8 marked no move hinted: its
ratings all count), and they set the last ``LAST_GAMES`` rated games against
every rated game before them, as ``progress.py`` does for scores.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping
from typing import NamedTuple

from .database import write_transaction

# What the coach found of a move: the strategy's own choice, a move known to be
# as good, one too close to call, one clearly worse (``rating.py`` says why).
CHOICE, AS_GOOD, CLOSE, WORSE = "choice", "as good", "close", "worse"
KINDS = (CHOICE, AS_GOOD, CLOSE, WORSE)


class Rating(NamedTuple):
    """One move's rating as kept: the move, what the coach found of it, and
    whether it was played as a hint had shown it."""

    played: str
    kind: str
    hinted: bool = False


class RatedStretch(NamedTuple):
    """Rated games in a row: how many, their moves rated, and of those how many
    were the strategy's choice (or as good) and how many clearly worse."""

    games: int = 0
    moves: int = 0
    best: int = 0
    worse: int = 0

    @property
    def best_percent(self) -> float | None:
        return 100.0 * self.best / self.moves if self.moves else None

    @property
    def worse_percent(self) -> float | None:
        return 100.0 * self.worse / self.moves if self.moves else None


class RatedComparison(NamedTuple):
    """The last rated games and every rated game before them (``before.games`` 0
    when none; ``last.games`` 0 when no game was rated)."""

    last: RatedStretch
    before: RatedStretch


def stored_ratings(connection: sqlite3.Connection, game_key: str) -> dict[int, Rating]:
    """The ratings kept for the game ``game_key``: {move number: rating}."""
    rows = connection.execute(
        "SELECT move, played, kind, hinted FROM move_ratings WHERE game_key = ?", (game_key,)
    )
    return {
        int(number): Rating(str(played), str(kind), bool(hinted))
        for number, played, kind, hinted in rows
    }


def keep_ratings(
    connection: sqlite3.Connection,
    game_key: str,
    put: Mapping[int, Rating | tuple[str, str]],
    drop: Iterable[int] = (),
) -> None:
    """Write the ratings ``put`` ({move number: rating, or (move, kind) of a move
    not hinted}) of the game ``game_key`` and forget those of the moves ``drop``,
    in one transaction."""
    rows = [(game_key, number, *Rating(*rating)) for number, rating in put.items()]
    with write_transaction(connection):
        connection.executemany(
            "DELETE FROM move_ratings WHERE game_key = ? AND move = ?",
            [(game_key, number) for number in drop],
        )
        connection.executemany(
            "INSERT OR REPLACE INTO move_ratings (game_key, move, played, kind, hinted) "
            "VALUES (?, ?, ?, ?, ?)",
            rows,
        )


def rated_per_game(
    connection: sqlite3.Connection, variant: str | None = None
) -> dict[str, tuple[int, int, int]]:
    """The ratings of the finished games of ``variant`` (all when None), counted
    as the statistics' line counts them (moves played as a hint showed left
    out): {game key: (moves rated, the strategy's choice or as good, clearly
    worse)}; a game with none is not there. For the CSV export."""
    where, args = ("", ()) if variant is None else (" AND g.variant = ?", (variant,))
    rows = connection.execute(
        f"SELECT r.game_key, count(*), total(r.kind IN ('{CHOICE}', '{AS_GOOD}')), "
        f"total(r.kind = '{WORSE}') FROM move_ratings r JOIN games g "
        f"ON g.game_key = r.game_key WHERE NOT r.hinted{where} GROUP BY r.game_key",
        args,
    )
    return {str(key): (int(moves), int(best), int(worse)) for key, moves, best, worse in rows}


def forget_ratings(connection: sqlite3.Connection, variant: str | None) -> None:
    """Within the caller's transaction: drop the ratings of the finished games of
    ``variant`` (all when None) that are about to be reset."""
    if variant is None:
        connection.execute(
            "DELETE FROM move_ratings WHERE game_key IN (SELECT game_key FROM games)"
        )
    else:
        connection.execute(
            "DELETE FROM move_ratings WHERE game_key IN "
            "(SELECT game_key FROM games WHERE variant = ?)",
            (variant,),
        )


def compare_rated(
    connection: sqlite3.Connection, variant: str | None = None, last: int | None = None
) -> RatedComparison:
    """The last ``last`` rated games (``progress.LAST_GAMES``, as the scores are
    compared, unless told) of ``variant`` (all when None) against the rated
    games before them. A move played as a hint showed it is left out: the
    figures are of the player's own choices.

    Read from the ratings, summed per game first, each game then looked up by
    its key (``CROSS JOIN`` keeps SQLite from scanning every game for ratings,
    which most games have none of): 5,000 rated games of 55 rated moves each
    among 100,000 games take some 50 ms (``bench_statistics.py``), 1,000 some 20 ms.
    """
    if last is None:
        from .progress import LAST_GAMES  # here: the coach writes ratings without it

        last = LAST_GAMES
    where, args = ("", ()) if variant is None else (" WHERE g.variant = ?", (variant,))
    rows = connection.execute(
        "SELECT x.moves, x.best, x.worse FROM (SELECT game_key, count(*) AS moves, "
        f"total(kind IN ('{CHOICE}', '{AS_GOOD}')) AS best, total(kind = '{WORSE}') AS worse "
        "FROM move_ratings WHERE NOT hinted GROUP BY game_key) x "
        "CROSS JOIN games g ON g.game_key = x.game_key"
        f"{where} ORDER BY g.ended_at DESC, g.id DESC",
        args,
    ).fetchall()
    return RatedComparison(_stretch(rows[:last]), _stretch(rows[last:]))


def _stretch(rows: list[tuple[int, float, float]]) -> RatedStretch:
    return RatedStretch(
        len(rows),
        sum(int(moves) for moves, _, _ in rows),
        sum(int(best) for _, best, _ in rows),
        sum(int(worse) for _, _, worse in rows),
    )
