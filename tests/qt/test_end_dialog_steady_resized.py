"""Resized while the solver checks the deal, the end-of-game dialog keeps its room.

A player lost, pressed F11 while the dialog still said "Checking whether this
deal could be won…", and the dialog was laid out anew for the full screen with
no room for the verdict (the buttons right under "Checking…"); seconds later
the verdict came and the dialog took another layout and moved. Placed again for
a new size, it keeps the room it was given for the solver's words while they
are on their way, so that they come without a jump.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from acesup_qt import winnable
from acesup_qt.engine.solver import SolveResult

from .test_end_dialog_fit import resize
from .test_end_dialog_steady import hold_search, where_it_all_is
from .test_index_in_sight import small_screen
from .test_winnable import lose


@pytest.fixture
def held_search(monkeypatch):
    """The solver's check, held until the test lets it answer: no one could have won
    the deal, and the best possible score was 36 (as the player saw)."""
    return hold_search(monkeypatch, lambda *_: SolveResult("unwinnable", 36))


def the_verdict_comes(qtbot, dialog, answer) -> None:
    assert dialog.verdict.text() == winnable.CHECKING_TEXT  # still on its way
    answer.set()
    qtbot.waitUntil(lambda: dialog.verdict.text() != winnable.CHECKING_TEXT, timeout=5000)
    assert dialog.verdict.text().startswith("No one could have won this deal")
    qtbot.wait(50)  # anything it would do as the words come, done


@pytest.mark.parametrize(
    ("deal", "first", "then"),
    [
        (1, (800, 600), (1280, 720)),  # made larger: placed with no room for the verdict
        (4, (1280, 720), (800, 600)),  # made smaller: then sent to the window's top
    ],
)
def test_resized_while_checking_the_dialog_stays_put_as_the_verdict_comes(
    qtbot, window, monkeypatch, held_search, deal, first, then
):
    small_screen(monkeypatch, window, first)
    qtbot.waitUntil(lambda: not window.view.resizing, timeout=3000)
    dialog = lose(qtbot, window, deal)
    resize(qtbot, window, *then)
    before = where_it_all_is(dialog)
    the_verdict_comes(qtbot, dialog, held_search)
    assert where_it_all_is(dialog) == before


def test_full_screen_while_checking_the_dialog_stays_put_as_the_verdict_comes(
    qtbot, window, held_search
):
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    # Deal 2: full screen (800x800 here), the dialog was laid out compact with no
    # room for the verdict, and grew and moved as it came.
    dialog = lose(qtbot, window, 2)
    qtbot.keyClick(window.view, Qt.Key.Key_F11)  # the player's key, the dialog open
    qtbot.waitUntil(window.isFullScreen)
    qtbot.waitUntil(lambda: not window.view.resizing, timeout=3000)
    qtbot.wait(50)  # the dialog placed again for the full screen
    before = where_it_all_is(dialog)
    the_verdict_comes(qtbot, dialog, held_search)
    assert where_it_all_is(dialog) == before
