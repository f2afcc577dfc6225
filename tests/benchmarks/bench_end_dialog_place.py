"""Benchmark: what placing the end-of-game dialog of a lost game costs.

    python tests/benchmarks/bench_end_dialog_place.py [--repeats 15]

Loses deal 1 (offscreen, Standard) in a window of each size below, then makes
the end-of-game dialog afresh ``--repeats`` times and times, for each, its
first placement (every room kept for the solver's words tried, see
``dialogs/end_of_game_room.py``) and a second one (only the room it took, as
when the words come or the window is resized). Prints the median and the
fastest of each, in milliseconds, and the look, place, size and room each placement
chose, which a faster placement must leave as they were.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time

DEAL = 1
SIZES = ((1280, 800), (1024, 560), (800, 600))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["ACESUP_ANIMATION_SCALE"] = "0"
    for folder in ("XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        os.environ[folder] = tempfile.mkdtemp(prefix="bench-end-dialog-")
    from acesup_qt.quick_enums import quicken_enum_creation

    quicken_enum_creation()
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from acesup_qt import table_surroundings
    from acesup_qt.engine import DISCARD, deal_cards, new_game
    from acesup_qt.game_end_dialog import end_of_game_dialog
    from acesup_qt.main_window import MainWindow

    game = new_game(deal_cards(DEAL))
    rng = random.Random(DEAL)  # as tests/qt/test_winnable.py loses it
    while not game.is_over():
        moves = game.legal_moves()
        discards = [m for m in moves if m.kind == DISCARD]
        game.push(discards[0] if discards else rng.choice(moves))
    played = list(game.moves)
    qt = QApplication(sys.argv[:1])
    window = MainWindow()
    window.show()
    for width, height in SIZES:
        window.resize(width, height)
        window.model.restore(deal_cards(DEAL), "standard", "", DEAL)
        for move in played:
            window.play(move)
        for _ in range(20):
            qt.processEvents()
        if window.end_dialog is not None:
            window.end_dialog.reject()  # its own; the ones timed below are made afresh
        qt.processEvents()
        outcome = window.model.game.outcome()
        finished = window.game_end._finished  # as stored: the dialog shows the record
        assert finished is not None
        first: list[float] = []
        again: list[float] = []
        chosen: set[tuple[str, int, int, int, int, int]] = set()
        for _ in range(args.repeats):
            dialog = end_of_game_dialog(window, outcome, finished)
            surroundings = table_surroundings.surroundings(window)
            for times in (first, again):
                start = time.perf_counter()
                dialog.place(surroundings)
                times.append((time.perf_counter() - start) * 1000)
                where = dialog.geometry()
                chosen.add((dialog.look.name, *where.getRect(), len(dialog._room)))
            dialog.deleteLater()
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        print(
            f"{width}x{height}: first placement median {statistics.median(first):.1f} ms "
            f"(fastest {min(first):.1f}), again {statistics.median(again):.1f} ms "
            f"(fastest {min(again):.1f}); chose {sorted(chosen)} "
            "(look, x, y, width, height, words in room)"
        )
    window.stop_work()
    return 0


if __name__ == "__main__":
    sys.exit(main())
