"""Made-up finished games with known figures."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from acesup_qt.engine import deal_cards, format_cards
from acesup_qt.storage import GameRecord
from acesup_qt.storage.database import migrate
from acesup_qt.storage.records import Ending


def record(
    n: int,
    ending: Ending = Ending.LOST,
    *,
    variant: str = "standard",
    score: int | None = None,
    ended_at: float | None = None,
    duration: float = 120.0,
    deck: str | None = None,
) -> GameRecord:
    """The n-th game of a made-up history."""
    if score is None:
        score = 48 if ending is Ending.WON else 20
    return GameRecord(
        game_key=f"game-{n}",
        variant=variant,
        deal_number=None if deck else n,
        deck=deck,
        started_at=1_700_000_000.0 + 1000 * n,
        ended_at=1_700_000_000.0 + 1000 * n + duration if ended_at is None else ended_at,
        duration=duration,
        moves="x1 d",
        score=score,
        won=ending is Ending.WON,
        undos=n % 3,
        hints=n % 2,
        ending=ending,
    )


def old_file(db_path: Path, version: int) -> None:
    """A statistics file as version ``version`` of its schema left it, with one won game
    ('won', deal 12) and one saved to resume ('k', deal 7, dealt once, by a copy gone)."""
    db_path.parent.mkdir(parents=True)
    old = sqlite3.connect(db_path, isolation_level=None)
    migrate(old, 0, target=version)
    old.execute(
        "INSERT INTO games (game_key, variant, deal_number, started_at, ended_at, duration, "
        "moves, score, won, undos, hints, ending) VALUES ('won', 'standard', 12, 1, 2, 1, "
        "'x1', 48, 1, 0, 0, 'won')"
    )
    old.execute(
        "INSERT INTO saved_games (game_key, owner, variant, deal_number, deck, started_at, "
        "updated_at, elapsed, moves, undos, hints, counted) VALUES ('k', 'gone', 'standard', "
        "7, ?, 1, 2, 30, 'd', 1, 0, 1)",
        (format_cards(deal_cards(7)),),
    )
    old.close()
