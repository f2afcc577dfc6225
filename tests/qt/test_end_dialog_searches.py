"""The end-of-game dialog's searches stop with it, and only its own.

After a lost game of a winnable deal the dialog asks the solver twice: could the
deal be won, then which move gave the win away (up to half a minute). Each
search heard the dialog's close on its own, so the close was heard twice over;
closed, the dialog must leave no search of its own running, and call off none
that Review moves, opened from it, asks for next.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import SIGNAL, Qt, QThreadPool

from acesup_qt import lost_win

from .test_winnable import lose


@pytest.fixture
def held_lost_move(monkeypatch) -> list[threading.Event]:
    """The search for the move that gave the win away, held until it is called off;
    the cancel event of each search started, in order."""
    started: list[threading.Event] = []

    def held(deck, variant, moves, solution, cancel, budget):
        started.append(cancel)
        cancel.wait(10)
        return lost_win.LostWin(None, None)

    monkeypatch.setattr(lost_win, "find_lost_move", held)
    return started


def hearing_its_close(dialog) -> int:
    return dialog.receivers(SIGNAL("finished(int)"))


def test_closing_the_dialog_stops_its_searches_heard_once(qtbot, window, held_lost_move):
    dialog = lose(qtbot, window, 66)  # a deal that could have been won
    qtbot.waitUntil(lambda: dialog.lost_move.text() == lost_win.SEARCHING_TEXT, timeout=5000)
    qtbot.waitUntil(lambda: len(held_lost_move) == 1)
    heard = hearing_its_close(dialog)
    window.resize(1100, 760)  # placed again, as the table changes under it
    qtbot.waitUntil(lambda: window.width() == 1100)
    qtbot.wait(100)
    assert window.end_dialog is dialog
    assert hearing_its_close(dialog) == heard
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # Close
    qtbot.waitUntil(lambda: window.end_dialog is None)
    assert held_lost_move[0].is_set()  # called off
    assert not window.winnable.checking
    assert QThreadPool.globalInstance().waitForDone(2000)  # nothing of it still running


def test_the_close_is_heard_once_however_many_searches_it_asked_for(qtbot, window, held_lost_move):
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(lambda: len(held_lost_move) == 1, timeout=5000)  # the second search
    # The window's choice, its deletion, the solver's searches: one each.
    assert hearing_its_close(dialog) == 3


def test_review_moves_keeps_its_own_search_as_the_dialog_goes(qtbot, window, held_lost_move):
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(lambda: len(held_lost_move) == 1, timeout=5000)
    qtbot.keyClick(dialog, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)  # Review moves
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    qtbot.waitUntil(lambda: len(held_lost_move) == 2, timeout=5000)  # the review's own
    qtbot.wait(50)  # anything the dialog's close would do, done
    assert held_lost_move[0].is_set()  # the dialog's, called off
    assert not held_lost_move[1].is_set()  # the review's goes on
    assert window.winnable.checking
    dock = window.game_end.review
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)  # the review closed: its search too
    qtbot.waitUntil(lambda: held_lost_move[1].is_set())
    assert QThreadPool.globalInstance().waitForDone(2000)


def gap_above_the_buttons(dialog) -> int:
    """The blank felt of the dialog between its last words and its row of buttons."""
    words = [dialog.verdict, dialog.lost_move, dialog.show_me, dialog.take_back]
    bottom = max(w.geometry().bottom() for w in words if w.isVisible())
    return min(b.geometry().top() for b in dialog.buttons.values()) - bottom


@pytest.mark.parametrize("size", [None, (1024, 600)])  # None: the window at 1280x800
def test_a_verdict_known_as_the_dialog_opens_leaves_no_blank_room(qtbot, window, monkeypatch, size):
    from acesup_qt import winnable

    from .test_index_in_sight import small_screen

    monkeypatch.setattr(winnable, "CHECK_BUDGET_SECONDS", 0.2)
    if size is not None:
        small_screen(monkeypatch, window, size)
    first = lose(qtbot, window, 1)
    qtbot.waitUntil(lambda: not window.winnable.checking, timeout=5000)
    qtbot.keyClick(first, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.end_dialog is None)
    dialog = lose(qtbot, window, 1)  # the same deal lost again: its verdict is known
    assert "could not tell in 0.2 seconds" in dialog.verdict.text()
    assert not window.winnable.checking
    # Only what the layout puts between them anyway: its spacing twice (around the
    # room that was kept), and the gap before the buttons. It kept 53 pixels at 1280x800.
    assert gap_above_the_buttons(dialog) <= 2 * dialog.layout().spacing() + 6 + 2
