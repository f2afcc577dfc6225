"""The real app, with an autoplayer, for the SIGKILL test: plays deal after deal.

    ACESUP_DATABASE=FILE python -m tests.qt.kill_app

Starts the game exactly as ``acesup-qt`` does (``acesup_qt.launch.main``: the
window, the database, resuming the saved game), then plays random legal
moves through the window's own entry point for gestures, ``play``, a few
milliseconds apart. It prints a line after each commit, in the protocol of
``tests.storage.kill_check``: the window's recorder saves first (it was
connected first), then this prints.
"""

from __future__ import annotations

import os
import random
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ACESUP_ANIMATION_SCALE", "0")

from PySide6.QtCore import QSettings, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication

from acesup_qt import launch
from acesup_qt.engine import DISCARD, format_moves
from acesup_qt.main_window import MainWindow

PAUSE_MS = 3


def say(line: str) -> None:
    print(line, flush=True)


def autoplay() -> None:
    (window,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    model, recorder = window.model, window.recorder
    row = window.history.connection.execute("SELECT max(deal_number) FROM games").fetchone()
    following = (row[0] or 0) + 1
    if model.deal_number == following:  # the app resumed the saved game
        say(f"resumed {following} {format_moves(model.game.moves)}".rstrip())
    else:  # the app began a random deal: play the following one instead
        say("none")
        window.start_deal(following, "standard")
        say(f"started {following}")

    def after_change() -> None:
        if recorder.autosave.current is None:
            say(f"finished {model.deal_number} {format_moves(model.game.moves)}")
        else:
            say(f"saved {model.deal_number} {format_moves(model.game.moves)}")

    model.position_changed.connect(after_change)
    rng = random.Random()

    def step() -> None:
        if recorder.autosave.current is None:  # the game ended and was recorded
            number = (model.deal_number or 0) + 1
            window.start_deal(number, "standard")
            say(f"started {number}")
            return
        moves = model.legal_moves()
        discards = [m for m in moves if m.kind == DISCARD]
        window.play(rng.choice(discards) if discards and rng.random() < 0.9 else rng.choice(moves))

    timer = QTimer(window)
    timer.timeout.connect(step)
    timer.start(PAUSE_MS)


if __name__ == "__main__":
    # Settings of the test's own: the player's (Four Ace Patience, winnable deals
    # only, Rate my moves) made the autoplayer record no game at all.
    # Not Qt's test folder alone: the screenshot scripts keep their settings there
    # too (Rate my moves, winnable deals only), and read back here they made the
    # test fail on a developer's machine. A folder beside the test's database is
    # the test's own, and stays the same from one kill to the next.
    QStandardPaths.setTestModeEnabled(True)
    settings_folder = os.path.join(os.path.dirname(os.environ["ACESUP_DATABASE"]), "settings")
    for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(settings_format, QSettings.Scope.UserScope, settings_folder)
    application = QApplication(sys.argv[:1])
    QTimer.singleShot(0, autoplay)
    sys.exit(launch.main([]))
