"""The end-of-game dialog keeps no big blank band above its buttons once the solver has spoken.

While the solver checks a lost deal, the dialog keeps room for the words that
may come, so that nothing moves under the player's eyes as they do. Kept for
the longest words of all (where the win went, with its two buttons) whatever
came, it left a band of some 100 pixels of nothing above the buttons for good
at 1024x600 when the verdict was short: a deal no one could have won. The room
is now for what can still come: the verdicts while the solver checks, where
the win went only once the deal is said to have been winnable.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QLabel, QPushButton

from acesup_qt import winnable, winnable_search
from acesup_qt.dialogs.end_of_game import NEW_GAME
from acesup_qt.engine.solver import SolveResult

from .test_end_dialog_1024x600 import DEMOS
from .test_end_dialog_steady import hold_search
from .test_index_in_sight import hidden_indices, small_screen
from .test_narrow_end_dialog import hidden_cards
from .test_winnable import lose

# What the solver says, besides "could have been won": each ends the words to come.
SHORT = SolveResult("unwinnable", 47, no_win=True)  # "No one could have won this deal: …"
LONG = SolveResult("unknown", 40, exact=False)  # "The solver could not tell in 10 seconds…"


def buttons_on_screen(dialog) -> list[QPoint]:
    return [button.mapToGlobal(QPoint(0, 0)) for button in dialog.buttons.values()]


def blank_above_buttons(dialog) -> int:
    """The height of nothing between the lowest words (or button) above the row of
    buttons and that row, in pixels, as seen: a label's words, not its box."""
    row_top = dialog.buttons[NEW_GAME].mapTo(dialog, QPoint(0, 0)).y()
    lowest = 0
    for widget in [*dialog.findChildren(QLabel), *dialog.findChildren(QPushButton)]:
        if not widget.isVisible():
            continue
        top = widget.mapTo(dialog, QPoint(0, 0)).y()
        if top >= row_top:
            continue  # the row of buttons, or the second row of a narrow dialog
        height = widget.height()
        if isinstance(widget, QLabel) and widget.wordWrap():
            height = min(height, widget.heightForWidth(widget.width()))
        lowest = max(lowest, top + height)
    return row_top - lowest


@pytest.mark.parametrize("size", [(1024, 600), (800, 600), (1280, 800)])
@pytest.mark.parametrize("verdict", [SHORT, LONG], ids=["unwinnable", "could-not-tell"])
@pytest.mark.parametrize("deal", [2, 66])
def test_after_the_verdict_no_big_blank_band_is_left_above_the_buttons(
    qtbot, window, monkeypatch, size, verdict, deal
):
    small_screen(monkeypatch, window, size)
    answer = hold_search(monkeypatch, lambda *_: verdict)
    dialog = lose(qtbot, window, deal, moves=DEMOS[deal].split())
    assert dialog.verdict.text() == winnable.CHECKING_TEXT  # the room kept for what may come
    before, row = dialog.geometry(), buttons_on_screen(dialog)
    answer.set()
    qtbot.waitUntil(lambda: dialog.verdict.text() != winnable.CHECKING_TEXT, timeout=5000)
    qtbot.wait(50)  # anything it would do as the words come, done
    # Nothing moved as the words came: the room they did not fill given back from the
    # top, the buttons where they were.
    assert buttons_on_screen(dialog) == row
    after = dialog.geometry()
    assert (after.left(), after.right(), after.bottom()) == (
        before.left(),
        before.right(),
        before.bottom(),
    )
    assert after.top() >= before.top()
    # The layout's own spacing (7 to 14 pixels), and a line at most: the room's words
    # are the longest verdict's, and "No one could have won" is a line shorter.
    # (It was 35 to 116 pixels.)
    assert blank_above_buttons(dialog) <= 30, dialog.look.name


@pytest.mark.parametrize("size", [(1024, 600), (800, 600), (1280, 720)])
def test_grown_for_where_the_win_went_the_dialog_keeps_its_place_and_hides_no_card(
    qtbot, window, monkeypatch, size
):
    # Deal 66 could have been won: "could have been won" and where the win went make
    # the dialog grow, up into felt kept for it from the start. Grown where it stood,
    # it went 127 pixels to the side at 1024x600, clear of the cards there.
    small_screen(monkeypatch, window, size)
    answer = hold_search(monkeypatch, winnable_search.check_deck)
    dialog = lose(qtbot, window, 66, moves=DEMOS[66].split())
    assert dialog.verdict.text() == winnable.CHECKING_TEXT
    before = dialog.geometry()
    answer.set()
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=30000)
    after = dialog.geometry()
    assert after.height() > before.height()  # grown, once
    assert (after.left(), after.right(), after.bottom()) == (
        before.left(),
        before.right(),
        before.bottom(),
    )
    assert hidden_cards(window, dialog) == []
    assert hidden_indices(window, dialog) == []
