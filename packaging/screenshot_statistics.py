"""Take the README's screenshot of the statistics dialog.

    python packaging/screenshot_statistics.py

Fills a throw-away database with a year of made-up play (about one win in
nine, as good players manage at Aces Up, some games abandoned, a few of
Four Ace Patience, the later standard games with Rate my moves on) and saves
resources/screenshots/statistics.png, then the Progress tab as
statistics-progress.png.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication
from small_png import save_small  # this folder's: run as a script, not a module

from acesup_qt.dialogs.statistics import StatisticsDialog
from acesup_qt.storage import GameRecord, History
from acesup_qt.storage.ratings import AS_GOOD, CHOICE, CLOSE, WORSE, keep_ratings
from acesup_qt.storage.records import Ending

SHOTS = Path(__file__).resolve().parent.parent / "resources" / "screenshots"
OUT = SHOTS / "statistics.png"
PROGRESS_OUT = SHOTS / "statistics-progress.png"
GAMES = 340
RATED = 90  # the last standard games, played with Rate my moves on


def made_up_year(history: History, rng: random.Random) -> None:
    ended = 1_764_000_000.0  # late 2025
    for n in range(GAMES):
        variant = "aces-only" if rng.random() < 0.15 else "standard"
        roll = rng.random()
        won = roll < (0.11 if variant == "standard" else 0.01) or n >= GAMES - 2
        if won:
            ending, score = Ending.WON, 48
        elif roll < 0.19:
            ending, score = Ending.ABANDONED, rng.randint(0, 18)
        else:
            ending, score = Ending.LOST, min(46, max(4, round(rng.gauss(33, 7))))
        duration = rng.uniform(150, 420) if won else rng.uniform(40, 360)
        ended += rng.uniform(600, 90_000)
        history.add(
            GameRecord(
                game_key=f"shot-{n}",
                variant=variant,
                deal_number=rng.randint(1, 2**32 - 1),
                deck=None,
                started_at=ended - duration,
                ended_at=ended,
                duration=duration,
                moves="",
                score=score,
                won=won,
                undos=0,
                hints=0,
                ending=ending,
            )
        )


def made_up_ratings(history: History, rng: random.Random) -> None:
    """The coach's ratings of the last ``RATED`` standard games' moves, a little
    better in the last 20 than before."""
    games = history.games("standard")[-RATED:]
    for index, game in enumerate(games):
        moves = rng.randint(40, 70)
        best, worse = (0.66, 0.05) if index >= RATED - 20 else (0.6, 0.08)
        ratings = {}
        for number in range(1, moves + 1):
            roll = rng.random()
            kind = CHOICE if roll < best - 0.04 else AS_GOOD if roll < best else None
            kind = kind or (WORSE if roll < best + worse else CLOSE)
            ratings[number] = ("d", kind)
        # The moves themselves are never shown: as many as were rated.
        played = " ".join(["d"] * moves)
        history.connection.execute(
            "UPDATE games SET moves = ? WHERE game_key = ?", (played, game.game_key)
        )
        keep_ratings(history.connection, game.game_key, ratings)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as directory:
        history = History.open(Path(directory) / "acesup.sqlite3")
        made_up_year(history, random.Random(12))
        made_up_ratings(history, random.Random(13))
        dialog = StatisticsDialog(history, "standard")
        dialog.resize(780, 660)
        dialog.show()
        app.processEvents()
        OUT.parent.mkdir(parents=True, exist_ok=True)
        save_small(dialog.grab(), OUT)
        dialog.charts.setCurrentWidget(dialog.progress)
        app.processEvents()
        save_small(dialog.grab(), PROGRESS_OUT)
        dialog.close()
        history.close()
    print(f"saved {OUT} and {PROGRESS_OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
