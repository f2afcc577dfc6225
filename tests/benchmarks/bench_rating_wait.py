"""Benchmark: how long a quick player waits for the rating of a move.

    python tests/benchmarks/bench_rating_wait.py [--pairs 30] [--gap 450] [--load]

With Settings > Rate my moves on, at the real animation speed (scale 1), in
an offscreen window of 800x600, plays the fair strategy's moves of deals
5001 on in pairs: a first move, then a second one ``--gap`` ms after it (a
quick player's Deal after a discard, say), before the coach could rank the
position it was made from. It prints how long after the second move its
rating came (p50, p95, max), and what the status bar said meanwhile. Between
pairs the player thinks until the coach is done, so each pair starts alike.
``--load`` keeps the other core busy with a process of pure Python, as
another program would.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

LOAD = "while True: pass"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=30)
    parser.add_argument("--gap", type=int, default=450, help="ms between the two moves")
    parser.add_argument("--load", action="store_true", help="keep another core busy")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["ACESUP_ANIMATION_SCALE"] = "1"
    home = tempfile.mkdtemp(prefix="bench-rating-")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(home, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(home, "data")
    os.environ["ACESUP_DATABASE"] = os.path.join(home, "acesup.sqlite3")
    from acesup_qt import app
    from acesup_qt.quick_enums import quicken_enum_creation

    quicken_enum_creation()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from acesup_qt.engine import Move, deal_cards, new_game
    from acesup_qt.engine.fair_play import play_game
    from acesup_qt.main_window import MainWindow

    sys.setswitchinterval(app.SWITCH_INTERVAL_SECONDS)
    qt = QApplication(sys.argv[:1])
    window = MainWindow()
    window.resize(800, 600)
    window.show()
    window.action("rate_moves").trigger()
    coach = window.coach
    assert coach is not None
    load = subprocess.Popen([sys.executable, "-c", LOAD]) if args.load else None

    waits: list[float] = []
    early: list[bool] = []  # the move was made with 28 cards or more still in the stock
    meanwhile: dict[str, int] = {}
    state: dict[str, float] = {}
    plan: list[list[Move]] = []  # moves of the deal on the table, still to play
    deal = [5000]

    def next_deal() -> None:
        deal[0] += 1
        window.model.start_deal(deal[0])
        plan[:] = [list(play_game(new_game(deal_cards(deal[0]))).moves)]

    def rated(text: str) -> None:
        if "start" in state:
            waits.append(time.perf_counter() - state.pop("start"))
            early.append(window.model.game.stock_count >= 28)
            QTimer.singleShot(0, when_idle)

    def play(move: Move) -> None:
        if move.text == "d":  # as a click on the stock does
            window.deal()
        else:
            window.play(move)

    def first_move() -> None:
        moves = plan[0]
        while len(moves) >= 2:
            game = window.model.game.copy()
            game.push(moves[0])
            if len(game.legal_moves()) >= 2:  # the second move is a choice: it is rated
                play(moves.pop(0))
                QTimer.singleShot(args.gap, second_move)
                return
            play(moves.pop(0))
        next_deal()
        QTimer.singleShot(0, when_idle)

    def second_move() -> None:
        state["start"] = time.perf_counter()
        play(plan[0].pop(0))
        QTimer.singleShot(50, look_at_bar)

    def look_at_bar() -> None:
        if "start" in state:
            said = window.statusBar().currentMessage() or "(nothing)"
            meanwhile[said] = meanwhile.get(said, 0) + 1

    def when_idle() -> None:
        if len(waits) >= args.pairs:
            qt.quit()
        elif coach.busy or window.scene.animating:
            QTimer.singleShot(50, when_idle)
        else:
            QTimer.singleShot(300, first_move)

    coach.rated.connect(rated)
    next_deal()
    QTimer.singleShot(1500, when_idle)
    QTimer.singleShot(round(1000 * (10 + 5 * args.pairs)), qt.quit)
    qt.exec()
    window.stop_work()
    if load is not None:
        load.kill()
        load.wait()
    if not waits:
        print("no rating came")
        return 1
    print(f"gap {args.gap} ms{' (other core busy)' if args.load else ''}:")
    for what, some in (
        ("all", waits),
        ("early (stock 28+)", [w for w, e in zip(waits, early, strict=True) if e]),
        ("later", [w for w, e in zip(waits, early, strict=True) if not e]),
    ):
        if some:
            some = sorted(some)
            print(
                f"  {what}: {len(some)} ratings, wait p50 {statistics.median(some) * 1000:.0f} ms, "
                f"p95 {some[int(len(some) * 0.95)] * 1000:.0f} ms, max {some[-1] * 1000:.0f} ms"
            )
    for said, count in sorted(meanwhile.items(), key=lambda item: -item[1]):
        print(f"  status bar 50 ms after the move, {count}x: {said}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
