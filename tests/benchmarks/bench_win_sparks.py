"""Benchmark: what the win's gold sparks cost the table's frames.

    python tests/benchmarks/bench_win_sparks.py [--size 1366x768] [--runs 3] [--no-sparks]

Wins the known winning game (``tests/qt/winning_game.py``) at Normal speed
in a window of ``--size`` (offscreen: the same raster painting as on screen),
by a real click on the last discard, ``--runs`` times, and prints for the
time from the click to the end-of-game dialog: how many frames the table
painted, the median and longest time to paint one, and the longest gap
between two; the time ``Celebration.start`` took at the click; and the time
spent painting the sparks themselves (all bursts, all frames). With
``--no-sparks`` the aces hop without them, to compare.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1366x768")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-sparks", action="store_true")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="bench-sparks-")
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="bench-sparks-")
    os.environ["ACESUP_ANIMATION_SCALE"] = "1"
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "qt"))
    import winning_game  # type: ignore[import-not-found]
    from PySide6.QtCore import QEvent, QObject, QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from acesup_qt.main_window import MainWindow
    from acesup_qt.scene import celebration, sparks
    from acesup_qt.storage import History

    app = QApplication(sys.argv[:1])  # noqa: F841 - kept alive to the end
    spark_ms: list[float] = []
    start_ms: list[float] = []
    paint = sparks.Sparks.paint

    def timed_paint(self, painter, option, widget=None):  # type: ignore[no-untyped-def]
        began = time.perf_counter()
        paint(self, painter, option, widget)
        spark_ms.append((time.perf_counter() - began) * 1000)

    sparks.Sparks.paint = timed_paint  # type: ignore[method-assign]
    start = celebration.Celebration.start

    def timed_start(self):  # type: ignore[no-untyped-def]
        began = time.perf_counter()
        start(self)
        start_ms.append((time.perf_counter() - began) * 1000)

    celebration.Celebration.start = timed_start  # type: ignore[method-assign]
    if args.no_sparks:
        celebration.Celebration._burst = lambda *_: None  # type: ignore[method-assign]

    frames: list[tuple[float, float]] = []  # (when, how long), in ms

    class Paints(QObject):
        """Times each paint of the table: runs the view's own and says it was handled."""

        def __init__(self, window: MainWindow) -> None:
            super().__init__()
            self.window = window

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() != QEvent.Type.Paint:
                return False
            began = time.perf_counter()
            self.window.view.viewportEvent(event)
            frames.append((began * 1000, (time.perf_counter() - began) * 1000))
            return True

    moves = winning_game.MOVES.split(" ")
    for run in range(args.runs):
        window = MainWindow(history=History.in_memory_only())
        window.model.restore(winning_game.DECK, "standard", " ".join(moves[:-1]))
        window.resize(width, height)
        window.show()
        QTest.qWait(300)
        spark_ms.clear()
        frames.clear()
        paints = Paints(window)
        window.view.viewport().installEventFilter(paints)
        item = window.scene.cards[window.model.game.piles[int(moves[-1][1]) - 1][-1]]
        spot = item.target + QPointF(item.width / 2, item.height * 0.15)
        viewport = window.view.viewport()
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(spot))
        began = time.perf_counter()
        while window.end_dialog is None and time.perf_counter() - began < 10:
            QTest.qWait(5)
        lasted = (time.perf_counter() - began) * 1000
        viewport.removeEventFilter(paints)
        took = sorted(ms for _, ms in frames)
        gaps = [b[0] - a[0] for a, b in itertools.pairwise(frames)]
        print(
            f"run {run + 1}: dialog after {lasted:.0f} ms; {len(frames)} frames, paint median "
            f"{statistics.median(took):.2f} ms, longest {took[-1]:.2f} ms; longest gap "
            f"{max(gaps):.0f} ms; start {start_ms[-1]:.2f} ms; sparks painted "
            f"{len(spark_ms)} times, {sum(spark_ms):.0f} ms in all"
        )
        window.close()
        window.deleteLater()
        QTest.qWait(50)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
