"""The end-of-game dialog is gone once closed, and what comes for it later does no harm.

Each game's dialog stayed a hidden child of the window for as long as the
window was open, one more with every game played. Deleted once closed, it
must still be safe from the solver's verdict and the coach's ratings that
were on their way when the player closed it.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QApplication, QDialog, QPushButton

from acesup_qt import winnable_search
from acesup_qt.dialogs.end_of_game import NEW_GAME, RESTART, UNDO, EndOfGameDialog

from .test_coach import at_the_choice
from .test_coach_summary import paced_worker, play_to_the_end
from .test_end_of_game import win_by_clicks
from .test_winnable import lose

__all__ = ["paced_worker"]  # a fixture, shared with the coach's tests


def dialogs() -> list[QDialog]:
    """Every dialog still alive, shown or not."""
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog)]


def end_dialogs() -> list[QDialog]:
    return [d for d in dialogs() if isinstance(d, EndOfGameDialog)]


def close_button(dialog: QDialog) -> QPushButton:
    return next(b for b in dialog.findChildren(QPushButton) if b.text() == "Close")


def test_five_games_played_to_the_end_leave_no_dialog_behind(qtbot, window):
    before = len(dialogs())
    # Won and lost (the solver's verdict shown), each way of leaving the dialog.
    for game, answer in enumerate((None, NEW_GAME, RESTART, UNDO, None)):
        if game % 2:
            dialog = lose(qtbot, window, 66)  # answered at once: its verdict shows
            qtbot.waitUntil(lambda d=dialog: d.show_me.isVisible(), timeout=3000)
        else:
            win_by_clicks(qtbot, window)
            dialog = window.end_dialog
        button = close_button(dialog) if answer is None else dialog.buttons[answer]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert window.end_dialog is None
        qtbot.waitUntil(lambda: end_dialogs() == [])
    assert len(dialogs()) == before


@pytest.fixture
def late_verdict(monkeypatch) -> threading.Event:
    """The solver's check answers only once the test sets this, cancelled or not:
    its verdict comes after the dialog that asked has gone."""
    given, check = threading.Event(), winnable_search.check_deck

    def late(deck, variant, budget, cancel):
        given.wait(10)
        return check(deck, variant, budget, threading.Event())  # a full answer

    monkeypatch.setattr(winnable_search, "check_deck", late)
    return given


def test_a_verdict_that_comes_after_the_dialog_closed_shows_nothing(qtbot, window, late_verdict):
    dialog = lose(qtbot, window, 66)
    assert dialog.verdict.isVisible()  # "Checking…", the verdict still to come
    qtbot.mouseClick(close_button(dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: end_dialogs() == [])
    said = window.statusBar().currentMessage()
    late_verdict.set()
    assert QThreadPool.globalInstance().waitForDone(5000)
    qtbot.wait(50)  # the answer, queued, heard
    assert not window.winnable.checking
    assert dialogs() == []  # nothing opened for it
    assert window.statusBar().currentMessage() == said
    assert window.model.game.is_over()  # the table as the player left it


def test_ratings_that_come_after_the_dialog_closed_show_nothing(qtbot, window, paced_worker):
    at_the_choice(window)
    window.action("rate_moves").trigger()  # each ranking waits for the test
    play_to_the_end(qtbot, window)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    qtbot.mouseClick(close_button(window.end_dialog), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: end_dialogs() == [])
    paced_worker.release(100)  # every ranking under way or waiting answers now
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)
    qtbot.wait(50)
    assert dialogs() == []
    assert window.end_dialog is None
    assert window.model.game.is_over()
