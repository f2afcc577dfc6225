"""Take the README's screenshot of Review moves: move-review.png, at 800x600.

    DISPLAY=:N python packaging/screenshot_review.py [OUT.png]   (X, a window manager)

Loses deal 66 as the tests do (discard when possible, else a random move, seeded
by the deal): the solver proves it winnable and finds that move 26 gave the win
away. Review moves is opened from the end-of-game dialog, every move rated, and
the table is taken back to the position before move 26, that move lit.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("ACESUP_ANIMATION_SCALE", "0")

from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths
from PySide6.QtWidgets import QAbstractItemView, QApplication
from screenshots import played_for  # this folder's: run as a script, not a module
from small_png import save_small

from acesup_qt import settings
from acesup_qt.engine import DISCARD, Move, deal_cards, format_moves, new_game
from acesup_qt.main_window import MainWindow

DEAL, LOST_MOVE = 66, 26
SIZE = (800, 600)
PLAYED_SECONDS = 3 * 60 + 7  # the clock beside "25 moves": 0:00 looked broken
OUT = Path(__file__).resolve().parent.parent / "resources" / "screenshots" / "move-review.png"


def losing_moves(deal: int) -> list[str]:
    """The tests' lost game of ``deal`` (tests/qt/test_winnable.py, which the README's
    words on move 26 were checked against): discard when possible, else at random."""
    game = new_game(deal_cards(deal))
    rng = random.Random(deal)
    while not game.is_over():
        moves = game.legal_moves()
        discards = [m for m in moves if m.kind == DISCARD]
        game.push(discards[0] if discards else rng.choice(moves))
    return format_moves(game.moves).split()


def wait_until(app: QApplication, done, seconds: float, what: str) -> None:
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise SystemExit(f"gave up waiting for {what}")
        app.processEvents()
        time.sleep(0.02)


def main() -> int:
    QStandardPaths.setTestModeEnabled(True)  # leave the player's settings alone
    app = QApplication(sys.argv[:1])
    settings.set_crib_choice(False)  # a player's table, past their first games
    window = MainWindow()
    window.resize(*SIZE)
    window.move(0, 0)
    moves = losing_moves(DEAL)
    window.model.restore(deal_cards(DEAL), "standard", " ".join(moves[:-1]), DEAL)
    played_for(window, PLAYED_SECONDS)
    window.show()
    window.activateWindow()
    app.processEvents()
    window.play(Move.parse(moves[-1]))
    wait_until(app, lambda: window.end_dialog is not None, 10, "the end-of-game dialog")
    window.end_dialog.review.click()
    wait_until(app, lambda: window.game_end.review is not None, 10, "Review moves")
    dock = window.game_end.review
    review = dock.review
    # Every move rated, and the solver's word on the move that lost the win.
    wait_until(app, lambda: not review._keys and review.back_to is not None, 120, "ratings")
    review.show(LOST_MOVE - 1)
    moves_list = dock.moves
    item = moves_list.topLevelItem(LOST_MOVE - 1)
    moves_list.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtTop)
    end = time.monotonic() + 1.0  # the lit move and the list, painted
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.parent.mkdir(parents=True, exist_ok=True)
    save_small(window.grab(), out)
    print(f"saved {out} ({window.width()}x{window.height()})")
    # As the game quits (app.main): left to Python's exit, the end-of-game dialog's
    # stand-in keys heard the window's actions change as they were deleted.
    window.close()
    window.stop_work()
    window.recorder.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return 0


if __name__ == "__main__":
    sys.exit(main())
