"""Benchmark the hand-over of a start to the game already running (``acesup_qt/hand_over.py``).

    python tests/benchmarks/bench_hand_over.py [--runs 15] [--before DIR]

Prints the median wall time, over ``--runs`` runs taking turns, of:

- a start with no game running, from its launch to its first painted frame
  (``acesup-qt`` as the menu starts it: the check is a look for the socket's
  file); with ``--before DIR``, the same start of the game in DIR (a checkout
  without the hand-over, say /work/main) taking turns with it;
- the same start with a socket left by a crashed game in the way (Unix): Qt's
  network module loaded, the connection refused, the socket removed;
- a later start while the game runs, from its launch to its exit, status 0:
  with a saved game (``acesup-qt FILE``), and with nothing (the window only
  comes to the front).

Runs on the offscreen platform unless QT_QPA_PLATFORM says otherwise, with
settings, statistics, caches, bytecode and sockets in a folder of the run's own.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.qt.watched_start import watched_start  # noqa: E402

# The real start (launch.main), saying "ok" at its first frame; closed there or left
# running. Watched as it loads, so nothing is imported before the start imports it.
FIRST_FRAME_THEN_CLOSE = watched_start(
    'print("ok", flush=True)\nQTimer.singleShot(0, window.close)',
    wait_ms=None,
    entry="launch",
    as_it_loads=True,
)
FIRST_FRAME_THEN_RUN = watched_start(
    'print("ok", flush=True)', wait_ms=None, entry="launch", as_it_loads=True
)


def environment(home: Path, source: Path) -> dict[str, str]:
    folders = {f: str(home / f.lower()) for f in ("XDG_CONFIG_HOME", "XDG_DATA_HOME")}
    folders |= {f: str(home / f.lower()) for f in ("XDG_CACHE_HOME", "XDG_STATE_HOME")}
    inherited = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {
        **inherited,
        **folders,
        # Bytecode, as an installed game has it, kept in the run's folder (for every
        # source compared alike): compiled by the first, untimed start.
        "PYTHONPYCACHEPREFIX": str(home / "pycache"),
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        "PYTHONPATH": str(source),
        "ACESUP_DATABASE": str(home / "acesup.sqlite3"),
    }


def to_first_frame(env: dict[str, str]) -> float:
    """Seconds from the launch of a start to its first frame."""
    start = time.perf_counter()
    with subprocess.Popen(
        [sys.executable, "-c", FIRST_FRAME_THEN_CLOSE], stdout=subprocess.PIPE, env=env, text=True
    ) as child:
        assert child.stdout is not None
        said = child.stdout.readline()
        took = time.perf_counter() - start
        child.wait()
    if "ok" not in said or child.returncode != 0:
        raise SystemExit("a start failed")
    return took


def to_exit(env: dict[str, str], *arguments: str) -> float:
    """Seconds from the launch of a later start to its exit, which must be 0."""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "acesup_qt", *arguments], env=env, timeout=60, check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"a later start ended with {done.returncode}")
    return time.perf_counter() - start


def running_game(env: dict[str, str], name: str) -> subprocess.Popen[str]:
    """The game started and listening for later starts at ``name``."""
    from PySide6.QtNetwork import QLocalSocket

    game = subprocess.Popen(
        [sys.executable, "-c", FIRST_FRAME_THEN_RUN], stdout=subprocess.PIPE, env=env, text=True
    )
    assert game.stdout is not None
    game.stdout.readline()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        probe = QLocalSocket()
        probe.connectToServer(name)
        if probe.waitForConnected(500):
            probe.abort()
            return game
        time.sleep(0.05)
    game.kill()
    raise SystemExit("the running game never listened")


def crashed_games_socket(name: str) -> None:
    """A socket file at ``name`` that no one listens on, as a crashed game leaves."""
    left = socket.socket(socket.AF_UNIX)
    left.bind(name)
    left.close()


def medians(runs: int, timed: dict[str, Callable[[], float]]) -> dict[str, float]:
    """Median seconds of each, taking turns run after run (a shared machine's load
    falls on all alike), in the other order every other run: the first of a turn
    came out some 10 ms slower, the same start timed against itself."""
    times: dict[str, list[float]] = {label: [] for label in timed}
    for turn in range(runs):
        for label in list(timed)[:: 1 if turn % 2 else -1]:
            times[label].append(timed[label]())
    return {label: statistics.median(t) for label, t in times.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--before", type=Path, help="a checkout to compare the first start with")
    args = parser.parse_args()
    from acesup_qt.engine import deal_cards, new_game
    from acesup_qt.hand_over import server_name

    with tempfile.TemporaryDirectory(prefix="bench-hand-over-") as folder:
        home = Path(folder)
        # Sockets too in the run's folder: the crashed game's it plants stay out of /tmp.
        (home / "runtime").mkdir(mode=0o700)
        os.environ["XDG_RUNTIME_DIR"] = str(home / "runtime")
        env = environment(home, ROOT)
        name = server_name(home / "acesup.sqlite3")
        to_first_frame(env)  # the first start ever writes the caches: not timed
        first: dict[str, Callable[[], float]] = {"no game running": lambda: to_first_frame(env)}
        if args.before is not None:
            before = environment(home, args.before.resolve())
            to_first_frame(before)
            first["no game running, before"] = lambda: to_first_frame(before)
        if sys.platform != "win32":

            def past_a_crashed_socket() -> float:
                crashed_games_socket(name)
                return to_first_frame(env)

            first["past a crashed game's socket"] = past_a_crashed_socket
        for label, seconds in medians(args.runs, first).items():
            print(f"start to first frame, {label}: {seconds * 1000:.0f} ms", flush=True)

        game = new_game(deal_cards(4242), "standard")
        game.replay("d")
        saved = home / "Aces Up deal 4242.acesup.txt"
        saved.write_text(game.to_text(4242), encoding="utf-8")
        running = running_game(env, name)
        try:
            later = medians(
                args.runs,
                {
                    "with a saved game": lambda: to_exit(env, str(saved)),
                    "with nothing": lambda: to_exit(env),
                },
            )
        finally:
            running.kill()
            running.wait()
        for label, seconds in later.items():
            print(f"later start to its exit, {label}: {seconds * 1000:.0f} ms", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
