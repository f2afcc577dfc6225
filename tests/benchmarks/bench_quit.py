"""Benchmark: how long the game takes to quit, and when its window goes.

    python tests/benchmarks/bench_quit.py [--runs 3]

Starts the game as a player does (``acesup_qt.launch``), in a process of its
own, with Rate my moves, Tell me if the game can still be won and Winnable
deals only on, and quits it (the window closed, as Ctrl+Q or the title bar's
button closes it) in states that leave workers running: a few moves made
(the coach ranks ahead, the searches run), a hint just asked for, a game
just lost (the end-of-game searches), Review moves open on it, the demo
playing. For each it prints, in ms, the median of ``--runs``: from the close
to the window going (the work stopped and the game saved, in the close),
and from the window going to the process's end (what the player waits for
with no window in sight). Offscreen unless ``DISPLAY`` is set and
``QT_QPA_PLATFORM`` is not.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The game's process: marks times on stderr ("name seconds") as it goes.
SCRIPT = """
import os, sys, time
sys.path.insert(0, {root!r})

def mark(name):
    print(name, repr(time.time()), file=sys.stderr, flush=True)

from acesup_qt import main_window

close_event = main_window.MainWindow.closeEvent

def closing(self, event):
    close_event(self, event)
    mark("gone")  # accepted: the window hides as this returns

main_window.MainWindow.closeEvent = closing
show = main_window.MainWindow.show

def watched_show(window):
    from PySide6.QtCore import QTimer

    state = {state!r}

    def play():
        from acesup_qt.engine import Move, deal_cards
        from tests.qt.test_winnable import losing_moves

        if state in ("lost", "review"):
            moves = losing_moves(66)
            window.model.restore(deal_cards(66), "standard", " ".join(moves[:-1]), 66)
            window.model.request(Move.parse(moves[-1]))
            if state == "review":
                QTimer.singleShot(100, window.game_actions.review.trigger)
        else:
            for _ in range(3):
                window.model.request(window.model.legal_moves()[0])
        if state == "hint":
            window.game_actions.hint.trigger()
        if state == "demo":
            window.demo.start()
        QTimer.singleShot({wait_ms}, lambda: (mark("close"), window.close()))

    window.view.first_painted.connect(lambda: QTimer.singleShot(1500, play))
    return show(window)

main_window.MainWindow.show = watched_show
from acesup_qt.launch import main
sys.exit(main([]))
"""

STATES = {  # what runs as the window closes, and how long after it is set going
    "moves": 300,
    "hint": 20,
    "lost": 300,
    "review": 400,
    "demo": 1500,
}


def one_quit(state: str, home: Path) -> tuple[float, float]:
    """(ms from the close to the window going, ms from there to the process's end)."""
    env = dict(os.environ)
    env["ACESUP_DATABASE"] = str(home / "stats.sqlite3")
    for name in ("CONFIG", "DATA", "CACHE", "STATE"):
        env[f"XDG_{name}_HOME"] = str(home / name.lower())
    if not env.get("DISPLAY") and "QT_QPA_PLATFORM" not in env:
        env["QT_QPA_PLATFORM"] = "offscreen"
    script = SCRIPT.format(root=str(ROOT), state=state, wait_ms=STATES[state])
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    ended = time.time()
    marks = dict(
        line.split()
        for line in done.stderr.splitlines()
        if line.split()[:1] in (["close"], ["gone"]) and len(line.split()) == 2
    )
    if done.returncode or not {"close", "gone"} <= marks.keys():
        raise SystemExit(f"{state}: the game did not quit as expected:\n{done.stderr[-1500:]}")
    close, gone = float(marks["close"]), float(marks["gone"])
    return 1000 * (gone - close), 1000 * (ended - gone)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="bench-quit-"))
    settings = home / "config" / "acesup-qt" / "acesup-qt.conf"
    settings.parent.mkdir(parents=True)
    settings.write_text("[game]\nrate_moves=true\nstill_winnable=true\nwinnable_only=true\n")
    print(f"{'state':8} {'close -> window gone':>22} {'window gone -> exit':>22}   (median ms)")
    for state in STATES:
        times = [one_quit(state, home) for _ in range(args.runs)]
        closing = statistics.median(t[0] for t in times)
        exiting = statistics.median(t[1] for t in times)
        print(f"{state:8} {closing:22.0f} {exiting:22.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
