"""A copy of the real app, for the tests of two copies at once: keys pressed on word.

    ACESUP_DATABASE=FILE python -m tests.qt.copy_app [acesup-qt's arguments]

Starts the game exactly as ``acesup-qt`` does (``acesup_qt.launch.main``: the
database, the game left last time or a new deal, the window), then presses
keys on its window as each line of its standard input says:

    deal   D: the stock deals (a move)
    quit   Ctrl+Q: the game quits, as a player quits it
    status nothing pressed: prints ``status MESSAGE``, what the status bar says
    title  nothing pressed: prints ``title TITLE``, the window's title
    ask    nothing pressed: prints ``ask QUESTION``, the text of the box the game
           asks in (``ask`` alone with none open)
    enter  Enter on the box the game asks in (its default button): prints ``enter done``
    minimise  the window is minimised (as by its title bar's button): prints ``minimise done``
    state  nothing pressed: prints ``state MINIMISED ACTIVE`` (each ``True`` or ``False``)

Once its window is shown, and after each line, it prints what the table
shows: ``table DEAL MOVES`` (the deal number, then the moves in rules.md
notation, if any).
"""

from __future__ import annotations

import os
import select
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ACESUP_ANIMATION_SCALE", "0")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from acesup_qt import launch
from acesup_qt.engine import format_moves
from acesup_qt.main_window import MainWindow

KEYS = {
    "deal": (Qt.Key.Key_D, Qt.KeyboardModifier.NoModifier),
    "quit": (Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier),
}
LISTEN_MS = 20


def asked(window: MainWindow) -> str:
    box = QApplication.activeModalWidget()
    return box.text() if isinstance(box, QMessageBox) else ""


# What the words that press nothing print, after the word itself.
SAID = {
    "status": lambda window: window.statusBar().currentMessage(),
    "title": lambda window: window.windowTitle(),
    "ask": asked,
    "state": lambda window: f"{window.isMinimized()} {window.isActiveWindow()}",
}
GIVE_UP_MS = 60_000  # never outlive a test that stopped talking to us


def say_table(window: MainWindow) -> None:
    model = window.model
    print(f"table {model.deal_number} {format_moves(model.game.moves)}".rstrip(), flush=True)


def obey() -> None:
    (window,) = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]
    window.activateWindow()  # as the window manager does for a new window: its keys work
    say_table(window)

    def listen() -> None:
        if not select.select([sys.stdin], [], [], 0)[0]:
            return
        word = sys.stdin.readline().strip()
        if not word:  # the test is gone: so are we
            window.close()
            return
        if word in SAID:
            print(word, SAID[word](window), flush=True)
            return
        if word == "enter":  # on the box the game asks in: its default button
            QTest.keyClick(QApplication.activeModalWidget(), Qt.Key.Key_Return)
            print("enter done", flush=True)
            return
        if word == "minimise":
            window.showMinimized()
            print("minimise done", flush=True)
            return
        key, modifiers = KEYS[word]
        QTest.keyClick(window.view, key, modifiers)
        if word != "quit":
            say_table(window)

    timer = QTimer(window)
    timer.timeout.connect(listen)
    timer.start(LISTEN_MS)
    QTimer.singleShot(GIVE_UP_MS, window, window.close)


if __name__ == "__main__":
    application = QApplication(sys.argv[:1])
    QTimer.singleShot(0, obey)
    sys.exit(launch.main(sys.argv[1:]))
