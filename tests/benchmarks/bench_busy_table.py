"""Benchmark: how still the table stands while the game's workers run.

    python tests/benchmarks/bench_busy_table.py [--seconds 5] [--switch MS]

Loses deal 3 by random moves with Rate my moves on, as a fast player would,
in a window of 800x600 (offscreen). When the game ends, the end-of-game
dialog opens, the solver asks whether the deal could have been won and the
coach rates the moves played too fast to rate: two threads of pure Python
beside the GUI. A 10 ms timer in the GUI thread then shows how often the
table could answer the player: its ticks in ``--seconds`` (the most is 100 a
second), and the median, 95th percentile and longest gap between ticks.
Every call Qt makes into our Python widgets needs Python's lock, so these
are the stalls a player would see. ``--switch`` sets the interval at which a
thread hands Python's lock over (``sys.setswitchinterval``), instead of the
game's own (``app.SWITCH_INTERVAL_SECONDS``), to compare.

With ``--long-try`` it measures instead the table on deal 1's start while the
solver's long try of Settings > Tell me if the game can still be won runs
(its first check cut short, so the long try starts at once: deal 1 takes it
many seconds), Rate my moves off; with ``--hints`` too, the player asks for a
hint every 1.5 s meanwhile (each hint's quick answer and 4 s analysis).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

DEAL = 3


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--switch", type=float, help="milliseconds (the game's own if not given)")
    parser.add_argument("--long-try", action="store_true", help="the still-winnable line's")
    parser.add_argument("--hints", action="store_true", help="a hint every 1.5 s, with --long-try")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="bench-busy-")
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="bench-busy-")
    from acesup_qt import app
    from acesup_qt.quick_enums import quicken_enum_creation

    quicken_enum_creation()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel

    from acesup_qt import still_winnable
    from acesup_qt.engine import deal_cards, new_game
    from acesup_qt.main_window import MainWindow

    switch = app.SWITCH_INTERVAL_SECONDS if args.switch is None else args.switch / 1000
    sys.setswitchinterval(switch)
    game = new_game(deal_cards(DEAL))
    rng = random.Random(1)
    while not game.is_over():
        game.push(rng.choice(game.legal_moves()))
    moves = list(game.moves)
    qt = QApplication(sys.argv[:1])
    window = MainWindow()
    window.resize(800, 600)
    window.model.start_deal(1 if args.long_try else DEAL)
    window.show()
    if args.long_try:
        still_winnable.BUDGET_SECONDS = 0.05  # "Cannot tell yet" at once: the long try
        window.action("still_winnable").trigger()
    else:
        window.action("rate_moves").trigger()
    gaps: list[float] = []
    last = [0.0]
    opened: list[float] = []

    def tick() -> None:
        now = time.perf_counter()
        if opened:
            gaps.append((now - last[0]) * 1000)
            if now - opened[0] > args.seconds:
                qt.quit()
        elif long_try_runs() if args.long_try else window.end_dialog is not None:
            opened.append(now)
            if args.hints:
                hints.start(1500)
        last[0] = now

    def step() -> None:
        if moves:
            window.play(moves.pop(0))
            QTimer.singleShot(30, step)  # a fast player: the coach cannot keep up

    def long_try_runs() -> bool:
        label = window.findChild(QLabel, "still-winnable")
        return label is not None and label.text() == still_winnable.CANT_TELL

    hints = QTimer()
    hints.timeout.connect(window.hint)
    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    if not args.long_try:
        QTimer.singleShot(300, step)
    QTimer.singleShot(round(1000 * (args.seconds + 60)), qt.quit)
    qt.exec()
    window.stop_work()
    if not gaps:
        print("the game did not end")
        return 1
    gaps.sort()
    what = ("long try" + (" and hints" if args.hints else "") + ", ") if args.long_try else ""
    print(
        f"{what}switch interval {switch * 1000:g} ms: {len(gaps)} ticks in {args.seconds:g} s "
        f"(at most {round(args.seconds * 100)}); gaps median {statistics.median(gaps):.1f} ms, "
        f"p95 {gaps[int(len(gaps) * 0.95)]:.1f} ms, longest {gaps[-1]:.0f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
