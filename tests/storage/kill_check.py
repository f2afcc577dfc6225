"""Kill a program that plays deal after deal, restart it, and check nothing was lost.

The program (the storage's ``kill_driver``, or the real app with an
autoplayer) prints one line after each commit, as ``kill_driver`` documents:
``resumed N MOVES`` or ``none`` on start, then ``started N``, ``saved N
MOVES`` and ``finished N MOVES``. A kill may fall between a commit and its
line, so at most one commit goes unannounced; everything else must match.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from acesup_qt.engine import deal_cards, new_game
from acesup_qt.storage import History

ROOT = Path(__file__).resolve().parents[2]
FIRST_LINE_TIMEOUT = 60.0


@dataclass
class KillReport:
    kills: int = 0
    resumed_mid_game: int = 0
    games_recorded: int = 0


def _run_once(
    command: list[str], env: dict[str, str], rng: random.Random, most: float
) -> list[str]:
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        first = process.stdout.readline().strip()
        time.sleep(rng.uniform(0.05, most))
        process.send_signal(signal.SIGKILL)
        out, _ = process.communicate(timeout=FIRST_LINE_TIMEOUT)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == -signal.SIGKILL, f"exited by itself: {process.returncode}"
    assert first, "the program printed nothing before it was killed"
    return [first, *(line for line in out.splitlines() if line)]


def _one_move_more(before: str, after: str) -> bool:
    return after.split()[:-1] == before.split() and len(after.split()) == len(before.split()) + 1


def _check_start(last: list[str], first: str) -> bool:
    """Does the start line agree with the last announced state? True if it resumed mid-game."""
    kind, number, *moves = last
    head = first.split()
    if head[0] == "resumed":
        got_number, got_moves = int(head[1]), " ".join(head[2:])
        if kind in ("saved", "started") and got_number == int(number):
            # Where it was, or one unannounced move further.
            said = " ".join(moves)
            assert got_moves == said or _one_move_more(said, got_moves), (last, first)
        else:
            # The last game ended (announced or not) and the next one was begun.
            assert got_number == int(number) + 1, (last, first)
            assert got_moves == "", (last, first)
        return bool(got_moves)
    assert head == ["none"], first
    # Nothing to resume only when a game ended and the next was not begun yet.
    assert kind in ("finished", "saved"), (last, first)
    return False


def kill_again_and_again(
    command: list[str],
    db_path: Path,
    kills: int,
    seed: int,
    most: float = 0.5,
    mid_game: int | None = None,
) -> KillReport:
    """Start ``command`` ``kills`` times, SIGKILL it at a random moment, check every start.

    With ``mid_game``, stop early once that many starts resumed a game in
    its middle: how often a kill lands mid-game depends on the machine's
    speed (a slow one spends longer between games), so a test that wants a
    number of such resumes asks for them and gives a generous ``kills``.

    At the end: one game per deal, deals in order from 1 (none lost, none
    counted twice), each game's moves replay to its recorded end and score,
    and at most the next deal is still saved in progress.
    """
    env = {**os.environ, "PYTHONPATH": str(ROOT), "ACESUP_DATABASE": str(db_path)}
    rng = random.Random(seed)
    report = KillReport()
    last: list[str] | None = None  # the last announced state: surely committed
    finished: set[int] = set()
    for _ in range(kills):
        lines = _run_once(command, env, rng, most)
        report.kills += 1
        if last is not None:
            report.resumed_mid_game += _check_start(last, lines[0])
        finished.update(int(line.split()[1]) for line in lines if line.startswith("finished"))
        last = lines[-1].split()
        if last[0] == "resumed":
            last = ["saved", *last[1:]]
        elif last[0] == "none":
            last = None  # killed before beginning a deal: nothing to compare with
        if mid_game is not None and report.resumed_mid_game >= mid_game:
            break  # after noting its games: the last run's are checked too

    history = History.open(db_path)
    try:
        games = history.games()
        numbers = [g.deal_number for g in games]
        assert numbers == list(range(1, len(games) + 1)), numbers
        assert finished <= set(numbers)
        for game in games:
            replayed = new_game(deal_cards(game.deal_number or 0), game.variant)
            replayed.replay(game.moves)
            assert replayed.outcome().over, game
            assert replayed.score == game.score, game
        saved = history.connection.execute("SELECT deal_number FROM saved_games").fetchall()
        assert [row[0] for row in saved] in ([], [len(games) + 1]), saved
        report.games_recorded = len(games)
    finally:
        history.close()
    return report
