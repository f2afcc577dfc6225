"""Benchmark: the statistics dialog over 100,000 games, and the cost of one autosave.

Goals: the dialog opens (built, shown, first painted) in under 0.3 s with
100,000 games in the database, the last 5,000 of them rated by Rate my moves
(55 rated moves each); one autosave (a move saved in its own transaction,
WAL mode, on disk) costs under 5 ms at the median.

    python tests/benchmarks/bench_statistics.py [--games N] [--rated N] [--saves N]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Run as a script, Python puts this folder first, not the repository: the
# tests' own game player (tests.storage.play) is found from the root.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from acesup_qt.engine import deal_cards, new_game
from acesup_qt.storage import Autosave, History
from acesup_qt.storage.database import write_transaction
from tests.storage.play import next_move


def fill(history: History, count: int, rng: random.Random) -> None:
    """``count`` finished games over several years, in one transaction."""
    rows = []
    ended = 1_600_000_000.0
    for n in range(count):
        variant = "standard" if rng.random() < 0.85 else "aces-only"
        roll = rng.random()
        ending = "won" if roll < 0.11 else "abandoned" if roll < 0.18 else "lost"
        score = 48 if ending == "won" else rng.randint(0, 46)
        duration = rng.uniform(60, 600)
        ended += rng.uniform(60, 3000)
        moves = " ".join(rng.choice(("x1", "x2", "x3", "x4", "d")) for _ in range(50))
        rows.append(
            (
                f"bench-{n}",
                variant,
                rng.randint(1, 2**32 - 1),
                None,
                ended - duration,
                ended,
                duration,
                moves,
                score,
                int(ending == "won"),
                0,
                0,
                ending,
            )
        )
    with write_transaction(history.connection) as connection:
        connection.executemany(
            "INSERT INTO games (game_key, variant, deal_number, deck, started_at, ended_at, "
            "duration, moves, score, won, undos, hints, ending) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )


def rate(history: History, count: int, games: int, rng: random.Random) -> None:
    """Ratings for 55 moves of each of the last ``count`` of ``games`` games."""
    from acesup_qt.storage.ratings import KINDS

    rows = [
        (f"bench-{n}", move, "d", rng.choice(KINDS))
        for n in range(max(0, games - count), games)
        for move in range(1, 56)
    ]
    with write_transaction(history.connection) as connection:
        connection.executemany(
            "INSERT INTO move_ratings (game_key, move, played, kind) VALUES (?, ?, ?, ?)", rows
        )


def time_dialog(history: History, variant: str | None, runs: int) -> list[float]:
    from PySide6.QtWidgets import QApplication

    from acesup_qt.dialogs.statistics import StatisticsDialog

    app = QApplication.instance() or QApplication(sys.argv[:1])
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        dialog = StatisticsDialog(history, variant)
        dialog.show()
        dialog.repaint()  # the first paint, done now rather than whenever
        app.processEvents()
        times.append(time.perf_counter() - start)
        dialog.close()
        dialog.deleteLater()
        app.processEvents()
    return times


def time_autosaves(history: History, saves: int, rng: random.Random) -> list[float]:
    autosave = Autosave(history)
    times: list[float] = []
    number = 1
    game = new_game(deal_cards(number))
    autosave.start(game, number)
    while len(times) < saves:
        move = next_move(game, rng)
        assert move is not None
        game.push(move)
        start = time.perf_counter()
        ended = autosave.record_move(game)
        times.append(time.perf_counter() - start)
        if ended is not None:
            number += 1
            game = new_game(deal_cards(number))
            autosave.start(game, number)
    autosave.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--rated", type=int, default=5000)
    parser.add_argument("--saves", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "acesup.sqlite3"
        history = History.open(path)
        start = time.perf_counter()
        fill(history, args.games, rng)
        rate(history, args.rated, args.games, rng)
        print(
            f"filled {args.games:,} games in {time.perf_counter() - start:.2f} s "
            f"({path.stat().st_size / 1e6:.1f} MB)"
        )
        history.close()

        start = time.perf_counter()
        history = History.open(path)
        print(f"open the database (checks included): {1000 * (time.perf_counter() - start):.1f} ms")
        for variant in ("standard", None):
            start = time.perf_counter()
            rated = history.rated(variant)
            print(
                f"rated games, {variant or 'all variants'}: "
                f"{rated.last.games + rated.before.games:,} read in "
                f"{1000 * (time.perf_counter() - start):.1f} ms"
            )
            times = time_dialog(history, variant, args.runs)
            label = variant or "all variants"
            print(
                f"statistics dialog, {label}, {history.count(variant):,} games: "
                f"median {statistics.median(times):.3f} s, worst {max(times):.3f} s "
                f"over {args.runs} openings (goal < 0.3 s)"
            )
        saves = time_autosaves(history, args.saves, rng)
        saves.sort()
        print(
            f"autosave of one move: median {1000 * statistics.median(saves):.2f} ms, "
            f"95th percentile {1000 * saves[int(len(saves) * 0.95)]:.2f} ms, "
            f"over {len(saves)} moves (goal: median < 5 ms)"
        )
        history.close()


if __name__ == "__main__":
    main()
