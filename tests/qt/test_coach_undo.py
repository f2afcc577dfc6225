"""Rate my moves and Undo: the words on a move go with the move.

A new player undid a deal and the status bar still said "You dealt: win
chance 5% ± 3%. The strategy would have played Discard 6♥…", of a deal no
longer on the table. After an Undo the bar says nothing of the move taken
back, as it says nothing after an unrated move is undone; a Redo brings no
rating back (a redo is not rated).
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.engine.moves import DEAL_MOVE

from .conftest import click, slot_point
from .test_coach import FORCED_DEAL, at_the_choice, is_rating, rating, wait_for_rating
from .test_undo_buttons import press_tool

UNDO = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
REDO = (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


def test_undoing_a_rated_deal_takes_its_rating_off_the_status_bar(qtbot, window):
    window.action("rate_moves").trigger()
    at_the_choice(window)
    game = window.model.game
    before = len(game.moves)
    click(qtbot, window, slot_point(window, "stock"))
    assert wait_for_rating(qtbot, window).startswith("You dealt: ")
    qtbot.keyClick(window.view, *UNDO)
    assert len(game.moves) == before  # the deal taken back
    assert rating(window) == ""
    qtbot.keyClick(window.view, *REDO)
    assert len(game.moves) == before + 1
    assert game.moves[-1] == DEAL_MOVE
    qtbot.wait(300)  # no rating comes late either
    assert not is_rating(rating(window))


def test_undo_from_the_toolbar_takes_the_rating_away_too(qtbot, window):
    window.action("rate_moves").trigger()
    at_the_choice(window)
    click(qtbot, window, slot_point(window, "stock"))
    wait_for_rating(qtbot, window)
    press_tool(qtbot, window, "undo")
    assert rating(window) == ""


def test_the_words_on_a_forced_move_go_with_it_as_a_rating_does(qtbot, window):
    window.action("rate_moves").trigger()
    window.model.start_deal(7)  # its first position offers only the deal
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert rating(window) == FORCED_DEAL
    qtbot.keyClick(window.view, *UNDO)
    assert window.model.game.moves == []
    assert rating(window) == ""


def test_undoing_a_move_with_rate_my_moves_off_leaves_the_bar_as_empty(qtbot, window):
    # The same as after a rated move's Undo: nothing is said of the move taken back.
    at_the_choice(window)
    click(qtbot, window, slot_point(window, "stock"))
    qtbot.keyClick(window.view, *UNDO)
    assert rating(window) == ""
