"""Rate my moves learns "no win left" from what the line knows of a position, not
from the line's words.

The coach used to read the line's label to learn whether no win was left on
the table. When it heard of a new position before the line did (Rate my
moves was on before Tell me if the game can still be won was turned on, or
both were on at start), an Undo from "No win left from here" back to a
winnable position found the label still saying no win: the coach did not rank
the position, and with the cards not sliding (animations off) nothing made it
try again. The player's next move waited for "Rating your move…" where its
rating should have been ready.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt import still_winnable
from acesup_qt.still_winnable import NO_WIN_LEFT, STILL_WINNABLE

from .conftest import click, play_on, slot_point
from .test_coach import is_rating, rating
from .test_no_win_hint import choose_in_settings
from .test_still_winnable import DEAL_5_LOST, answer

UNDO = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
LOST_AFTER = len(DEAL_5_LOST.split())  # the line says no win is left after these moves


def quick_line(game, budget, cancel, go_on) -> str:
    """The line's solver, at once: no win left after the last deal of DEAL_5_LOST."""
    return NO_WIN_LEFT if len(game.moves) >= LOST_AFTER else STILL_WINNABLE


def test_undo_back_to_a_winnable_position_has_it_rated_again(qtbot, window, monkeypatch):
    from acesup_qt.engine.moves import DEAL_MOVE

    monkeypatch.setattr(still_winnable, "check_position", quick_line)
    window.model.start_deal(5)
    # Rate my moves was on before (an earlier game): the coach hears of every new
    # position before the line does. Off for this game's play, then the line on.
    choose_in_settings(qtbot, window, Qt.Key.Key_R)
    choose_in_settings(qtbot, window, Qt.Key.Key_R)
    assert window.coach is not None
    assert not window.action("rate_moves").isChecked()
    choose_in_settings(qtbot, window, Qt.Key.Key_W)
    assert window.action("still_winnable").isChecked()
    play_on(qtbot, window, DEAL_5_LOST)
    assert answer(qtbot, window) == NO_WIN_LEFT
    choose_in_settings(qtbot, window, Qt.Key.Key_R)  # Rate my moves back on
    assert window.action("rate_moves").isChecked()
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)  # nothing to rank here
    window.activateWindow()  # back from the menu, as a window manager makes it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window.view, *UNDO)  # back to where a win was still there
    game = window.model.game
    assert len(game.moves) == LOST_AFTER - 1
    assert answer(qtbot, window) == STILL_WINNABLE
    # The player thinks a moment: the coach ranks the position meanwhile.
    qtbot.waitUntil(lambda: window.coach.ranked(game) is not None, timeout=15000)
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)
    click(qtbot, window, slot_point(window, "stock"))
    assert game.moves[-1] == DEAL_MOVE
    said = rating(window)
    # Rated at once, by its win chance: not "Rating your move, Deal…", nor "no win left".
    assert is_rating(said), said
    assert said.startswith("You dealt: "), said
    assert "with no win left" not in said
