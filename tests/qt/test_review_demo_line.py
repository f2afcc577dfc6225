"""Review moves of a game the demo played, on an 800x600 screen, with Tell me if the
game can still be won on: the line says what the solver's verdict proves as soon as
the verdict comes, not once the search for the move that lost the win is over too.

The demo moves on before the line's checks answer (a deal's start takes the solver
longer than its 3 s), so the game's end is all the line knows of the positions
looked back at. The line stayed blank on the deal's start, proven winnable, for as
long as that search went on (10 s and more)."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt

from acesup_qt import still_winnable, winnable_search
from acesup_qt.still_winnable import CANT_TELL, WINNABLE_DEAL

from .review_panel import held_lost_move_search
from .test_demo import start_demo
from .test_still_winnable import line, turn_on
from .test_winnable import short_budgets

__all__ = ["short_budgets"]  # a fixture, used by its name


def test_the_line_says_the_verdict_on_a_demo_game_reviewed_while_the_lost_move_is_sought(
    qtbot, window, monkeypatch
):
    window.resize(784, 552)  # what an 800x600 screen leaves inside the frame
    qtbot.waitUntil(lambda: window.width() == 784)
    # In play, the line's checks could not tell before the demo's next move.
    monkeypatch.setattr(still_winnable, "check_position", lambda *args: CANT_TELL)
    came, check = threading.Event(), winnable_search.check_deck

    def held(*args, **kwargs):  # the solver's verdict takes its time
        came.wait(20)
        return check(*args, **kwargs)

    monkeypatch.setattr(winnable_search, "check_deck", held)
    found = held_lost_move_search(monkeypatch, 20)
    try:
        turn_on(qtbot, window)
        window.model.start_deal(66)  # the demo loses it: move 38 gives the win away
        start_demo(qtbot, window)
        qtbot.waitUntil(window.model.game.is_over, timeout=30000)
        qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
        qtbot.mouseClick(window.end_dialog.review, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.game_end.review is not None)
        dock = window.game_end.review
        qtbot.keyClick(dock.moves, Qt.Key.Key_Home)  # the deal's start
        assert window.model.game.moves == []
        assert line(window) is not None
        assert line(window).text() == ""  # nothing known of it yet
        came.set()  # the verdict: the deal could have been won; the lost move still sought
        qtbot.waitUntil(lambda: line(window).text() == WINNABLE_DEAL, timeout=2000)
        assert not dock.review.rows[37].lost
    finally:
        came.set()  # never leave the workers waiting
        found.set()
