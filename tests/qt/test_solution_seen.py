"""A deal played again after Show me how showed its solution: counted, never a clean win.

The player loses deal 66 (which the solver proves winnable in milliseconds),
has its solution shown, restarts it and plays the solution shown, by the keys:
the end-of-game dialog and the statistics say it was won after seeing the
solution, not a clean win nor a first win "after 1 try".
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QToolBar

from acesup_qt.engine import DEAL, DISCARD, deal_cards
from acesup_qt.engine.solver import solve
from acesup_qt.scene import timing
from acesup_qt.wording import SOLUTION_SEEN_TIP

from .test_winnable import lose, short_budgets, shown_solution  # noqa: F401 (a fixture, used by its name)


@pytest.fixture(autouse=True)
def instant_cards(monkeypatch) -> None:
    """Cards land at once: some 70 moves by the keys, and a solution shown, take no time."""
    monkeypatch.setattr(timing, "scaled", lambda ms: 0)


PILE_KEYS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)


def restart(qtbot, window) -> None:
    restart = window.findChild(QToolBar).widgetForAction(window.action("restart"))
    qtbot.mouseClick(restart, Qt.MouseButton.LeftButton)
    assert window.model.game.moves == []


def play_by_keys(qtbot, window, moves) -> None:
    """Play ``moves`` on the table as a player does from the keyboard."""
    window.activateWindow()  # back from the end-of-game dialog: Deal's shortcut works again
    qtbot.waitUntil(window.isActiveWindow)
    for move in moves:
        if move.kind == DEAL:
            qtbot.keyClick(window.view, Qt.Key.Key_D)
        elif move.kind == DISCARD:
            qtbot.keyClick(window.view, PILE_KEYS[move.source])
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
        else:  # onto an empty pile: its key after the card's
            qtbot.keyClick(window.view, PILE_KEYS[move.source])
            qtbot.keyClick(window.view, PILE_KEYS[move.target])


def test_a_win_after_the_solution_was_shown_says_so_and_is_not_clean(qtbot, window):
    shown_solution(qtbot, window)  # watched to its end
    restart(qtbot, window)
    solution = solve(deal_cards(66), "standard", 5.0).solution
    play_by_keys(qtbot, window, solution)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert window.model.game.is_won()
    assert "You won!" in dialog.headline.text()
    assert dialog.helped.text() == "Won after seeing the solution (Show me how)."
    assert dialog.helped.toolTip() == SOLUTION_SEEN_TIP
    # Not cheered as the player's own first win after the loss.
    assert dialog.deal_note.text() == "Your first win of deal #66, after seeing its solution."

    close = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Close")
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.end_dialog is None)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    statistics = window.dialog
    assert statistics.figure_labels["won"].text() == "1"
    assert statistics.figure_labels["clean_won"].text() == "0 (0% of wins)"
    table = statistics.recent_table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    result = headers.index("Result")
    # Newest first: the win after the solution, then the loss before it (unmarked).
    assert [table.item(row, result).text() for row in range(table.rowCount())] == [
        "Won, solution seen",
        "Lost",
    ]
    tip = table.item(0, result).toolTip()
    assert tip == f"Won, after seeing the solution (Show me how).\n{SOLUTION_SEEN_TIP}"
    assert table.item(1, result).toolTip() == ""
    statistics.reject()


def test_a_loss_after_the_solution_was_shown_says_so_too(qtbot, window):
    shown_solution(qtbot, window)  # watched to its end
    restart(qtbot, window)
    dialog = lose(qtbot, window, 66)
    assert dialog.helped.text() == "Played after seeing the solution (Show me how)."
    (before, after) = window.history.games()
    assert (before.solution_seen, after.solution_seen) == (False, True)
