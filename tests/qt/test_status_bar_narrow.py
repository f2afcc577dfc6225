"""A narrow window keeps the width the player gave it: the status bar's labels step
aside for it, rather than make the window grow.

The labels (deal, variant, moves, clock, stock, score, the winnable line) once set
the window's least width: on a window made as narrow as it would go, a New game
dealing a ten-digit deal number made it grow by itself (536 to 605 pixels on a
desktop), and Settings > Tell me if the game can still be won made it jump from
484 to 701 pixels wide, more than half of a small screen.
"""

from __future__ import annotations

import random
from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from acesup_qt.engine.deals import MAX_DEAL
from acesup_qt.main_window import LEAST_WIDTH, MainWindow

from .test_still_winnable import answer


def narrowed(qtbot, window: MainWindow, width: int) -> None:
    window.resize(width, 700)
    qtbot.waitUntil(lambda: window.width() == width)


def choose_from_settings(qtbot, window: MainWindow, item: str) -> None:
    """Open the Settings menu with the mouse and click ``item`` in it."""
    bar = window.menuBar()
    (title,) = [a for a in bar.actions() if a.text() == "&Settings"]
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    menu = title.menu()
    qtbot.waitUntil(menu.isVisible)
    (action,) = [a for a in menu.actions() if a.text().replace("&", "") == item]
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def least_width(widget: QWidget) -> int:
    return max(widget.minimumWidth(), widget.minimumSizeHint().width())


def assert_labels_whole(window: MainWindow) -> None:
    """Each label left on the bar is as wide as its words, inside the bar, none over
    another; the deal label, which says what is on the table, is one of them."""
    bar = window.status_bar
    shown = [widget for widget in bar.permanent if widget.isVisible()]
    assert window.deal_label in shown
    for left, right in pairwise(shown):
        assert left.geometry().right() < right.geometry().left()
    for widget in shown:
        assert widget.width() >= least_width(widget), widget.text()
        assert widget.x() >= 0
        assert widget.geometry().right() < bar.width()


def test_a_long_deal_number_leaves_a_narrow_window_as_wide_as_it_was(qtbot, window, monkeypatch):
    narrowed(qtbot, window, 490)
    monkeypatch.setattr(random, "randint", lambda low, high: MAX_DEAL)
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.deal_label.text() == f"Deal #{MAX_DEAL}")
    qtbot.wait(50)
    assert window.width() == 490
    assert_labels_whole(window)
    assert not window.score_label.isVisible()  # the first to step aside: the table shows it
    window.resize(1280, 800)  # the room back: so are the labels
    qtbot.waitUntil(lambda: window.width() == 1280)
    assert all(widget.isVisible() for widget in window.status_bar.permanent)


def test_the_winnable_line_turned_on_leaves_a_narrow_window_as_wide_as_it_was(qtbot, window):
    window.model.start_deal(5)  # settled at once: "Still winnable"
    narrowed(qtbot, window, 560)
    choose_from_settings(qtbot, window, "Tell me if the game can still be won")
    answer(qtbot, window)
    qtbot.wait(50)
    assert window.width() == 560
    assert_labels_whole(window)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    assert all(widget.isVisible() for widget in window.status_bar.permanent)


def test_at_its_least_width_the_window_keeps_the_labels_that_fit(qtbot, window):
    window.resize(1, 700)  # as narrow as it goes
    qtbot.waitUntil(lambda: window.width() == LEAST_WIDTH)
    assert_labels_whole(window)
    window.status_bar.showMessage("Deal #5: lost, score 36.")  # a message, then none
    window.status_bar.clearMessage()
    qtbot.wait(50)
    assert window.width() == LEAST_WIDTH
    assert_labels_whole(window)
