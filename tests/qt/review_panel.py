"""Review moves, opened from a lost game's end-of-game dialog or the Game menu, and
its rows chosen as the player does: with the mouse.

Deal 66 is lost by ``losing_moves`` (discard when possible, else a random
move): the solver proves it winnable in milliseconds and finds that move 26
(m2>4) gave the win away (``test_lost_win``).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt

from .conftest import open_menu
from .test_winnable import lose


def open_review(qtbot, window, deal: int = 66, moves: list[str] | None = None):
    """Lose ``deal`` and click Review moves in the end-of-game dialog; the review panel."""
    dialog = lose(qtbot, window, deal, moves=moves)
    review = dialog.review
    qtbot.mouseClick(review, Qt.MouseButton.LeftButton)
    assert window.end_dialog is None
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    qtbot.waitUntil(dock.isVisible)
    return dock


def click_row(qtbot, dock, index: int) -> None:
    tree = dock.moves
    item = tree.topLevelItem(index)
    tree.scrollToItem(item)
    rect = tree.visualItemRect(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def shown_row(dock) -> int:
    """The row the list has chosen, whose words show under it."""
    return dock.moves.indexOfTopLevelItem(dock.moves.currentItem())


def choose_review_moves_from_the_game_menu(qtbot, window) -> None:
    """Game > Review moves, opened with the mouse and chosen by its letter."""
    menu = open_menu(qtbot, window, "&Game")
    qtbot.keyClick(menu, Qt.Key.Key_M)
    assert not menu.isVisible()


def held_lost_move_search(monkeypatch, seconds: float) -> threading.Event:
    """The search for the move that gave the win away takes its time: it waits for the
    event (set it, in a ``finally``: never leave the worker waiting), ``seconds`` at most."""
    from acesup_qt import lost_win

    found, find = threading.Event(), lost_win.find_lost_move

    def held(*args, **kwargs):
        found.wait(seconds)
        return find(*args, **kwargs)

    monkeypatch.setattr(lost_win, "find_lost_move", held)
    return found
