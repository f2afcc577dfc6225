"""The keys' blue mark goes as soon as the player takes the mouse on the table (a
press, a drag), and the next arrow brings it back where it was."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from acesup_qt.engine import card_label

from .conftest import assert_table_shows_model, card_point, click, hover_drag, slot_point
from .test_arrow_keys import LEFT, RIGHT, glowing, keys


def felt(window) -> QPoint:
    """A point of bare felt, left of the stock's foot: no card, no place."""
    return QPoint(4, window.view.viewport().height() - 4)


def test_a_press_on_the_felt_hides_the_mark_and_the_next_arrow_shows_it_where_it_was(qtbot, window):
    game = window.model.game
    keys(qtbot, window, RIGHT, RIGHT, RIGHT)  # pile 2's top card
    assert glowing(window) == [card_label(game.piles[1][-1])]
    assert "selected" in window.statusBar().currentMessage()
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, pos=felt(window))
    assert glowing(window) == []
    assert "selected" not in window.statusBar().currentMessage()  # its words go with it
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=felt(window))
    keys(qtbot, window, LEFT)  # back on pile 2, not a step on to pile 1
    assert glowing(window) == [card_label(game.piles[1][-1])]
    keys(qtbot, window, LEFT)  # and on from there
    assert glowing(window) == [card_label(game.piles[0][-1])]


def test_a_right_click_hides_it_too(qtbot, window):
    keys(qtbot, window, RIGHT)
    assert glowing(window) == ["stock"]
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.RightButton, pos=felt(window))
    assert glowing(window) == []
    keys(qtbot, window, RIGHT)
    assert glowing(window) == ["stock"]


def test_a_drag_hides_it_from_the_press_on_and_a_click_that_plays_leaves_none(qtbot, window):
    game = window.model.game
    keys(qtbot, window, Qt.Key.Key_D, RIGHT)  # the stock marked
    card = game.piles[2][-1]
    hover_drag(qtbot, window, card_point(window, card), slot_point(window, "pile 4"))
    assert glowing(window) == []  # while the card is held
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert glowing(window) == []
    keys(qtbot, window, Qt.Key.Key_4)  # a number key marks as ever
    discarded = game.piles[3][-1]
    click(qtbot, window, card_point(window, discarded))  # deal 1: 7♦ goes
    assert game.discards == [discarded]
    assert glowing(window) == []  # the click's move does not bring it back
    keys(qtbot, window, RIGHT)  # the next arrow does, where the mark was: pile 4
    assert glowing(window) == [card_label(game.piles[3][-1])]
    assert_table_shows_model(window)


def test_a_new_game_forgets_the_hidden_mark(qtbot, window):
    keys(qtbot, window, LEFT)  # pile 4
    click(qtbot, window, felt(window))
    window.model.start_deal(2)
    keys(qtbot, window, RIGHT)  # in at the left end, as on any new game
    assert glowing(window) == ["stock"]
