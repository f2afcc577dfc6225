"""Take the README's screenshots of the table: 1280x800 and 800x600.

    Xvfb :9 -screen 0 1366x768x24 & DISPLAY=:9 openbox &
    DISPLAY=:9 python packaging/screenshots.py [--moves "x1 d ..."]

Under a window manager, as a player sees the game: the end-of-game picture shows
the window's and the dialog's frames (xvfb-run has none, and left them out).

Plays deal 1 a little way in so the table shows fanned piles, an empty pile
and a discard heap, then saves resources/screenshots/table-WxH.png; the
smaller one shows a hint lit up. Then wins deal 5 on the solver's line and
saves end-of-game.png: the window with its dialog, grabbed from the screen
(the dialog is a window of its own, which the window's own picture leaves out).
Last, first-game.png: a new player's table at 1280x800, with how to play on
the felt (the other pictures show a table without it).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("ACESUP_ANIMATION_SCALE", "0")

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication
from small_png import save_small  # this folder's: run as a script, not a module

from acesup_qt import settings
from acesup_qt.main_window import MainWindow

SIZES = ((1280, 800), (800, 600))
END_SIZE = (1024, 720)
PLAYED_SECONDS = 4 * 60 + 23  # the won game's time, in its dialog
TABLE_SECONDS = 2 * 60 + 41  # the table's clock: "22 moves" at 0:00 looked broken
OUT = Path(__file__).resolve().parent.parent / "resources" / "screenshots"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deal", type=int, default=1)
    parser.add_argument(
        "--moves", default="x3 d x1 x1 x4 d x3 x3 d x4 x2 x1 d x2 x3 x1 d x4 d x1 x1 x1"
    )
    parser.add_argument("--hint", action="store_true", help="show a hint in every picture")
    parser.add_argument("--won-deal", type=int, default=5, help="a winnable deal to win")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    QStandardPaths.setTestModeEnabled(True)  # leave the player's settings alone
    # As the game sets it (app.main): the frames' titles read "Deal #5 — Aces Up".
    QApplication.setApplicationDisplayName("Aces Up")
    app = QApplication(sys.argv[:1])
    settings.set_crib_choice(False)  # a player's table, past their first games
    window = MainWindow()
    from acesup_qt.engine import deal_cards

    window.model.restore(deal_cards(args.deal), "standard", args.moves, args.deal)
    played_for(window, TABLE_SECONDS)
    window.show()
    # As a window manager would (xvfb-run has none): the clock stops, greyed, while
    # the game's window is not the active one.
    window.activateWindow()
    args.out.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES:
        window.resize(width, height)
        for _ in range(5):
            app.processEvents()
        if args.hint or (width, height) == SIZES[-1]:
            window.hint()
            window.hints.pool.waitForDone()  # the quick answer and its deeper refinement
            for _ in range(5):
                app.processEvents()
        path = args.out / f"table-{width}x{height}.png"
        save_small(window.grab(), path)
        print(f"saved {path} ({window.width()}x{window.height()})")
    window.close()
    end_of_game(app, args.won_deal, args.out / "end-of-game.png")
    first_game(app, args.deal, args.out / "first-game.png")
    return 0


def played_for(window: MainWindow, seconds: float) -> None:
    """As if the player had taken ``seconds`` over the moves on the table, not the
    instant the script did. The clock is the game in progress's own, private: an
    attribute set by a name it no longer has would leave the picture at 0:00."""
    clock = window.recorder.autosave._time
    assert clock.running, "the game's clock starts with its first move"
    clock._since -= seconds


def first_game(app: QApplication, deal: int, path: Path) -> None:
    """Save a new player's first table: ``deal`` as dealt, how to play on the felt."""
    import time

    settings.set_crib_choice(True)
    settings.set_hand("mouse")  # a new player's words, whatever hand a last run kept
    window = MainWindow()
    window.model.start_deal(deal, "standard")
    window.resize(*SIZES[0])
    window.show()
    end = time.monotonic() + 1.5  # laid after the first frame, then faded in
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)
    save_small(window.grab(), path)
    print(f"saved {path} ({window.width()}x{window.height()})")
    window.close()


def end_of_game(app: QApplication, deal: int, path: Path) -> None:
    """Win ``deal`` by the solver's line, the last move as a player's, and save the
    window with the end-of-game dialog as the screen shows it."""
    import time

    from acesup_qt.engine import deal_cards, format_moves
    from acesup_qt.engine.solver import solve

    line = solve(deal_cards(deal), budget_seconds=10).solution
    if not line:
        raise SystemExit(f"deal {deal} was not won within 10 seconds: pick another")
    window = MainWindow()  # a window of its own: its statistics hold this game only
    window.resize(*END_SIZE)
    window.move(0, 0)
    window.model.restore(deal_cards(deal), "standard", format_moves(line[:-1]), deal)
    played_for(window, PLAYED_SECONDS)  # the dialog says how long the game took
    window.show()
    window.activateWindow()
    for _ in range(5):
        app.processEvents()
    window.play(line[-1])
    for _ in range(20):  # the dialog opens after the last card lands, then paints
        app.processEvents()
        time.sleep(0.02)
    frame = window.frameGeometry()
    picture = window.screen().grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height())
    save_small(picture, path)
    print(f"saved {path} ({frame.width()}x{frame.height()})")
    window.close()


if __name__ == "__main__":
    sys.exit(main())
