"""Kill the player's app at random moments: every game resumes, none is lost or doubled."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from acesup_qt.engine import deal_cards, new_game
from acesup_qt.storage import History

ROOT = Path(__file__).resolve().parents[2]
KILLS = 25


class Driver:
    """One run of ``kill_driver`` in its own process, read line by line."""

    def __init__(self, db_path: Path) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.storage.kill_driver", str(db_path)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            text=True,
        )

    def first_line(self) -> str:
        assert self.process.stdout is not None
        return self.process.stdout.readline().strip()

    def kill(self) -> list[str]:
        self.process.send_signal(signal.SIGKILL)
        out, _ = self.process.communicate(timeout=10)
        assert self.process.returncode == -signal.SIGKILL
        return [line for line in out.splitlines() if line]


def one_move_more(before: str, after: str) -> bool:
    return after.split()[:-1] == before.split() and len(after.split()) == len(before.split()) + 1


@pytest.mark.slow
def test_killed_at_random_moments_the_game_resumes_and_no_game_is_lost(tmp_path):
    db_path = tmp_path / "acesup.sqlite3"
    rng = random.Random(2026)
    last: list[str] | None = None  # the last announced state: surely committed
    finished: set[int] = set()
    resumes = 0
    for _ in range(KILLS):
        driver = Driver(db_path)
        first = driver.first_line()
        time.sleep(rng.uniform(0.05, 0.5))
        lines = [first, *driver.kill()]
        if last is not None:
            kind, number, *moves = last
            head = first.split()
            if head[0] == "resumed":
                resumes += 1
                got_number, got_moves = int(head[1]), " ".join(head[2:])
                if kind in ("saved", "started") and got_number == int(number):
                    # Where it was, or one unannounced move further.
                    said = " ".join(moves)
                    assert got_moves == said or one_move_more(said, got_moves), (last, first)
                else:
                    # The last game ended (announced or not); the next one was started.
                    assert got_number == int(number) + 1, (last, first)
                    assert got_moves == "", (last, first)
            else:
                assert head == ["none"], first
                # Nothing to resume only right after a game ended, before the next began.
                assert kind in ("finished", "saved"), (last, first)
        for line in lines:
            words = line.split()
            if words[0] == "finished":
                finished.add(int(words[1]))
        last = lines[-1].split()
        if last[0] == "resumed":
            last = ["saved", *last[1:]]
        elif last[0] == "none":
            last = None  # nothing announced after it: only "started" follows

    history = History.open(db_path)
    games = history.games()
    numbers = [g.deal_number for g in games]
    # One game per deal, deals played in order: none lost, none counted twice.
    assert numbers == list(range(1, len(games) + 1))
    assert finished <= set(numbers)
    assert len(set(numbers) - finished) <= KILLS  # finished but killed before saying so
    for game in games:
        replayed = new_game(deal_cards(game.deal_number or 0))
        replayed.replay(game.moves)
        assert replayed.outcome().over
        assert replayed.score == game.score
    saved = history.connection.execute("SELECT deal_number FROM saved_games").fetchall()
    assert [row[0] for row in saved] in ([], [len(games) + 1])
    assert resumes >= KILLS // 2  # most kills fell in the middle of a game
    history.close()
