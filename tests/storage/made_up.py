"""Made-up finished games with known figures."""

from __future__ import annotations

from acesup_qt.storage import GameRecord
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
