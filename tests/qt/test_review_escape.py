"""Escape closes Review moves wherever the keys are in it, as its panel says: on its
buttons and on the table beside it too, not only in the list of moves."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .review_panel import open_review
from .test_winnable import short_budgets

__all__ = ["short_budgets"]  # fixtures, used by their names


def review(qtbot, window):
    """Review moves open on a lost deal 66, its offers shown, the window active (back
    from the end-of-game dialog, as a window manager makes it: its shortcuts work)."""
    dock = open_review(qtbot, window)
    qtbot.waitUntil(dock.take_back.isVisible, timeout=10000)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return dock


def tab(qtbot, window) -> None:
    """Tab pressed where the keys are."""
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)


def test_escape_on_the_review_s_buttons_closes_it(qtbot, window):
    dock = review(qtbot, window)
    assert window.focusWidget() is dock.moves
    tab(qtbot, window)  # the table
    tab(qtbot, window)
    assert window.focusWidget() is dock.show_me
    qtbot.keyClick(dock.show_me, Qt.Key.Key_Escape)
    assert window.game_end.review is None
    assert not dock.isVisible()
    assert window.focusWidget() is window.view  # the keys back on the table, to play on


def test_escape_on_take_me_back_there_closes_the_review_and_goes_nowhere(qtbot, window):
    dock = review(qtbot, window)
    for _ in range(3):
        tab(qtbot, window)
    assert window.focusWidget() is dock.take_back
    shown = len(window.model.game.moves)
    qtbot.keyClick(dock.take_back, Qt.Key.Key_Escape)
    assert window.game_end.review is None
    assert len(window.model.game.moves) == shown  # closed only: no move taken back


def test_escape_on_the_table_beside_the_review_lets_go_first_then_closes_it(qtbot, window):
    dock = review(qtbot, window)
    tab(qtbot, window)
    assert window.focusWidget() is window.view
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # a place marked on the table
    assert window.scene.focus is not None
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.focus is None  # the mark let go of first
    assert dock.isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.game_end.review is None
    assert not dock.isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # the keys play on the table again
    assert window.scene.focus is not None
