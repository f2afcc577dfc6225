"""The record of every finished game: write once, read fast, reset, export."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING

from .database import migrate, open_connection, write_transaction
from .records import CLEAN_WIN_SQL, DealResults, Ending, GameRecord

if TYPE_CHECKING:
    from .ratings import RatedComparison
    from .stats import Figures

_COLUMNS = (
    "id, game_key, variant, deal_number, deck, started_at, ended_at, duration, "
    "moves, score, won, undos, hints, ending, assisted, demo_moves, solution_seen"
)
# The order games are told in: by the time they ended, then by when they were
# written, so two games ending in the same second keep their true order.
_ORDER = "ended_at, id"

CSV_HEADER = (
    "id",
    "variant",
    "deal_number",
    "deck",
    "started_at_utc",
    "ended_at_utc",
    "duration_seconds",
    "score",
    "won",
    "ending",
    "undos",
    "hints",
    "moves",
    "assisted",
    "demo_moves",  # before schema version 5, a game's demo moves were among its hints
    "solution_seen",  # ended after Show me how showed its deal's solution
    # Rate my moves' ratings of the player's own choices, as the statistics' line
    # counts them (moves played as a hint showed left out): 0 for an unrated game.
    "rated_moves",
    "rated_best_or_as_good",
    "rated_clearly_worse",
)


def _whole(value: object) -> int:
    """A count or score as stored; 0 for what SQLite's loose typing let in instead."""
    return value if isinstance(value, int) else 0


def _seconds(value: object) -> float:
    """A time as stored; 0 for text or a blob in its place."""
    return float(value) if isinstance(value, int | float) else 0.0


def _record(row: tuple[object, ...]) -> GameRecord:
    # A number column may hold text that another program or a bad disk put
    # there: the game is still shown and counted, with 0 for what cannot be read.
    (rid, key, variant, number, deck, started, ended, duration) = row[:8]
    (moves, score, won, undos, hints, ending, assisted, demo_moves, seen) = row[8:]
    return GameRecord(
        id=_whole(rid),
        game_key=str(key),
        variant=str(variant),
        deal_number=number if isinstance(number, int) else None,
        deck=None if deck is None else str(deck),
        started_at=_seconds(started),
        ended_at=_seconds(ended),
        duration=_seconds(duration),
        moves=str(moves),
        score=_whole(score),
        won=bool(won),
        undos=_whole(undos),
        hints=_whole(hints),
        ending=Ending(ending),
        # Unassisted only when it says so: 0, as every game before the mark had.
        assisted=assisted != 0,
        demo_moves=_whole(demo_moves),
        solution_seen=seen != 0,  # as the winnable line's mark: unseen only when it says so
    )


def insert_game(connection: sqlite3.Connection, record: GameRecord) -> bool:
    """Write a finished game inside the caller's transaction; False if already there.

    ``game_key`` is unique, so a game finished twice (two copies of the app,
    or a retry after a crash) is still one row.
    """
    cursor = connection.execute(
        "INSERT OR IGNORE INTO games (game_key, variant, deal_number, deck, started_at, "
        "ended_at, duration, moves, score, won, undos, hints, ending, assisted, demo_moves, "
        "solution_seen) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            record.game_key,
            record.variant,
            record.deal_number,
            record.deck,
            record.started_at,
            record.ended_at,
            record.duration,
            record.moves,
            record.score,
            int(record.won),
            record.undos,
            record.hints,
            record.ending.value,
            int(record.assisted),
            record.demo_moves,
            int(record.solution_seen),
        ),
    )
    return cursor.rowcount == 1


class History:
    """Every finished game, in one SQLite database (see ``database`` for opening).

    ``notices`` holds what the player should be told once about the file
    (set aside as corrupt, kept in memory only); ``take_notices`` hands them
    over and forgets them.
    """

    def __init__(self, connection: sqlite3.Connection, path: Path | None, notices: list[str]):
        self.connection = connection
        self.path = path  # None: kept in memory this session
        self.notices = notices

    @classmethod
    def open(cls, path: Path) -> History:
        """Open (or make, or recover) the database at ``path``; never raises."""
        opened = open_connection(path)
        return cls(opened.connection, opened.path, opened.notices)

    @classmethod
    def in_memory_only(cls) -> History:
        """A history that lives in memory: for a window without a file (tests, demos)."""
        connection = sqlite3.connect(":memory:", isolation_level=None)
        migrate(connection, 0)
        return cls(connection, None, [])

    @property
    def in_memory(self) -> bool:
        return self.path is None

    def take_notices(self) -> list[str]:
        notices, self.notices = self.notices, []
        return notices

    def close(self) -> None:
        self.connection.close()

    # -- writing -------------------------------------------------------------

    def add(self, record: GameRecord) -> bool:
        """Write one finished game in its own transaction; False if it was already there."""
        with write_transaction(self.connection) as connection:
            return insert_game(connection, record)

    def reset(self, variant: str | None = None) -> int:
        """Forget the finished games of ``variant`` (all when None); returns how many.

        The decks whose solution was shown stay (``shown_solutions.py``): a reset
        forgets the games played, not what the player has seen."""
        from .ratings import forget_ratings

        with write_transaction(self.connection) as connection:
            forget_ratings(connection, variant)  # theirs only: a game in progress keeps its own
            if variant is None:
                return connection.execute("DELETE FROM games").rowcount
            return connection.execute("DELETE FROM games WHERE variant = ?", (variant,)).rowcount

    # -- reading -------------------------------------------------------------

    def _where(self, variant: str | None) -> tuple[str, tuple[object, ...]]:
        return ("", ()) if variant is None else (" WHERE variant = ?", (variant,))

    def count(self, variant: str | None = None) -> int:
        where, args = self._where(variant)
        return int(
            self.connection.execute(f"SELECT count(*) FROM games{where}", args).fetchone()[0]
        )

    def games_known(self, variant: str | None = None) -> int:
        """``count``, or 0 when the file cannot be read (damaged, or locked by another
        program since the start): for what the window decides by the games played (the
        crib shown, a variant's rules offered), which the error raised out of a new
        game's start, the game started all the same under the bug box."""
        try:
            return self.count(variant)
        except sqlite3.Error:
            return 0

    def endings(self, variant: str | None = None) -> list[tuple[str, int, float]]:
        """(ending, score, duration) of every game in order: all the figures need.

        Three columns straight from a covering index: the fast path for
        100,000 games, read in one query and summed up in one pass.
        """
        where, args = self._where(variant)
        sql = f"SELECT ending, score, duration FROM games{where} ORDER BY {_ORDER}"
        return self.connection.execute(sql, args).fetchall()

    def figures(self, variant: str | None = None) -> Figures:
        """The dialog's figures of ``variant`` (all when None), computed mostly in SQL.

        Two scans of covering indexes: games per score with their sums, and
        the results in order as one string for the streaks. About 0.1 s for
        100,000 games, against several times that to read them one by one.
        """
        # Imported here: the game starts without the statistics' arithmetic.
        from .stats import LOSS, WIN, ScoreGroup, figures_from_groups

        where, args = self._where(variant)
        groups = [
            ScoreGroup(
                _whole(score),
                int(games),
                int(won),
                int(abandoned),
                float(time),
                fastest if isinstance(fastest, int | float) else None,
            )
            for _, score, games, won, abandoned, time, fastest in self.connection.execute(
                "SELECT variant, score, count(*), sum(ending = 'won'), "
                "sum(ending = 'abandoned'), total(CASE WHEN ending = 'won' THEN duration END), "
                f"min(CASE WHEN ending = 'won' THEN duration END) FROM games{where} "
                "GROUP BY variant, score",
                args,
            )
        ]
        # The subquery's ORDER BY holds for the aggregate: SQLite never flattens
        # an ordered subquery into an aggregate query (a test pins this down).
        (results,) = self.connection.execute(
            f"SELECT group_concat(CASE ending WHEN 'won' THEN '{WIN}' ELSE '{LOSS}' END, '') "
            f"FROM (SELECT ending FROM games{where} ORDER BY {_ORDER})",
            args,
        ).fetchone()
        return figures_from_groups(groups, results or "", self.clean_wins(variant))

    def clean_wins(self, variant: str | None = None) -> int:
        """How many games of ``variant`` (all when None) were won with no hint, no demo
        move and no undo, without the winnable line (which knows the stock:
        ``GameRecord.assisted``) and not after seeing the deal's solution.

        No index holds the five marks: a scan, about 15 ms for 100,000 games,
        beside the 0.1 s of ``figures``' two covering-index scans.
        """
        where, args = self._where(variant)
        also = " AND" if where else " WHERE"
        (count,) = self.connection.execute(
            f"SELECT count(*) FROM games{where}{also} {CLEAN_WIN_SQL}",
            args,
        ).fetchone()
        return int(count)

    def rated(self, variant: str | None = None) -> RatedComparison:
        """How Rate my moves rated the player's moves: the last 20 rated games of
        ``variant`` (all when None) against the rated games before them."""
        from .ratings import compare_rated

        return compare_rated(self.connection, variant)

    def deal_results(self, game: GameRecord) -> DealResults:
        """The other finished games of ``game``'s deal and variant: played, won, best
        score; and how many of its deal were finished in the other variants.

        The same deal is the same number, or for a custom deal the same deck. A
        scan without an index: about 20 ms for 100,000 games, asked once
        when a game ends.
        """
        same = "deal_number = :deal" if game.deal_number is not None else "deck = :deal"
        deal = game.deal_number if game.deal_number is not None else game.deck
        # One scan for both: the games of this variant and those of the others.
        mine = "variant = :variant"
        played, won, best, left, played_out, others = self.connection.execute(
            f"SELECT total({mine}), total({mine} AND won), max(CASE WHEN {mine} THEN score END), "
            f"total({mine} AND ending = 'abandoned'), "
            f"max(CASE WHEN {mine} AND ending != 'abandoned' THEN score END), "
            f"total(NOT {mine}) FROM games WHERE {same} AND game_key != :key",
            {"variant": game.variant, "deal": deal, "key": game.game_key},
        ).fetchone()
        return DealResults(
            int(played),
            int(won),
            None if best is None else _whole(best),
            int(left),
            None if played_out is None else _whole(played_out),
            int(others),
        )

    def games(self, variant: str | None = None) -> list[GameRecord]:
        """Every finished game of ``variant`` (all when None), oldest first."""
        return list(self._rows(variant))

    def recent(self, variant: str | None = None, limit: int = 200) -> list[GameRecord]:
        """The ``limit`` most recent finished games, newest first."""
        where, args = self._where(variant)
        sql = f"SELECT {_COLUMNS} FROM games{where} ORDER BY ended_at DESC, id DESC LIMIT ?"
        return [_record(row) for row in self.connection.execute(sql, (*args, limit))]

    def variants(self) -> list[str]:
        """The variants that have at least one finished game."""
        rows = self.connection.execute("SELECT DISTINCT variant FROM games ORDER BY variant")
        return [str(row[0]) for row in rows]

    def _rows(self, variant: str | None) -> Iterator[GameRecord]:
        where, args = self._where(variant)
        sql = f"SELECT {_COLUMNS} FROM games{where} ORDER BY {_ORDER}"
        for row in self.connection.execute(sql, args):
            yield _record(row)

    def export_csv(self, out: IO[str], variant: str | None = None) -> int:
        """Write the games of ``variant`` (all when None) as CSV; returns how many.

        Times are ISO 8601 in UTC so a spreadsheet reads them; the move list
        is in the notation of rules.md, so any game can be replayed from it.
        """
        import csv  # here, not at the top: the game starts without it (2 ms)
        import datetime as dt

        def iso(seconds: float) -> str:
            return dt.datetime.fromtimestamp(seconds, dt.UTC).isoformat(timespec="seconds")

        from .ratings import rated_per_game

        rated = rated_per_game(self.connection, variant)
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(CSV_HEADER)
        written = 0
        for game in self._rows(variant):
            writer.writerow(
                (
                    game.id,
                    game.variant,
                    "" if game.deal_number is None else game.deal_number,
                    game.deck or "",
                    iso(game.started_at),
                    iso(game.ended_at),
                    f"{game.duration:.1f}",
                    game.score,
                    int(game.won),
                    game.ending.value,
                    game.undos,
                    game.hints,
                    game.moves,
                    int(game.assisted),
                    game.demo_moves,
                    int(game.solution_seen),
                    *rated.get(game.game_key, (0, 0, 0)),
                )
            )
            written += 1
        return written
