"""The end-of-game dialog at 800x600 with long piles: inside the window, never over its title bar.

Deal 18 as the demo plays it leaves piles of four to seven cards, no felt
clear of them wide or tall enough for the dialog: it must hide some. It went
flush with the top of the window's frame, its own title bar over the window's,
and took the window's title and buttons from sight. It stays inside the window
now (over its menus and toolbar, which a modal dialog leaves unusable anyway),
hiding no top card's index.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QSize

from acesup_qt import table_surroundings, winnable
from acesup_qt.engine.solver import SolveResult

from .test_end_dialog_steady import hold_search
from .test_index_in_sight import TITLE_BAR, hidden_indices
from .test_winnable import lose

# Deal 18 as Game > "Demo: play on for me" plays it from the start: lost, score 27.
DEMO_18 = (
    "x1 x2 d x4 x1 m3>1 x3 d x2 x2 x4 x4 d x1 x2 m1>2 x1 d d d x3 d x2 x2 x2 x2 x2 m4>2 "
    "x4 x4 x1 d d x4 d d x2 x2 x3 d x3 x1"
)


def framed_window(monkeypatch, window, size: tuple[int, int]) -> None:
    """The window fills a screen of ``size`` under a title bar of its own, as a window
    manager frames it (offscreen, a window has none), and dialogs get one too."""
    found = table_surroundings.surroundings

    def around(w):
        outer = w.geometry().marginsAdded(TITLE_BAR)
        return replace(found(w), screen=outer, window=outer, frame=TITLE_BAR)

    monkeypatch.setattr(table_surroundings, "surroundings", around)
    monkeypatch.setattr(winnable, "CHECK_BUDGET_SECONDS", 0.2)
    window.resize(QSize(*size).shrunkBy(TITLE_BAR))


def test_at_800x600_with_long_piles_the_dialog_keeps_off_the_windows_title_bar(
    qtbot, window, monkeypatch
):
    framed_window(monkeypatch, window, (800, 600))
    answer = hold_search(monkeypatch, lambda *_: SolveResult("unknown", 40, exact=False))
    dialog = lose(qtbot, window, 18, moves=DEMO_18.split())
    answer.set()
    qtbot.waitUntil(lambda: dialog.verdict.text() != winnable.CHECKING_TEXT, timeout=5000)
    assert max(len(pile) for pile in window.model.game.piles) >= 4
    spot = dialog.geometry().marginsAdded(TITLE_BAR)  # its own title bar too
    assert window.geometry().contains(spot), (spot, window.geometry())
    assert hidden_indices(window, dialog) == []
