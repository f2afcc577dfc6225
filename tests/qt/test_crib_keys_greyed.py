"""A play key pressed while its move is greyed out (Ctrl+Z with nothing to undo, D on
an empty stock) does nothing but say why; the player is still playing by keys, and
How to play turns to the keys' words as if the key had played."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar

from . import winning_game
from .conftest import click, slot_point
from .test_crib import shown
from .test_crib_keys import KEYS_WORDS, LEGEND, MOUSE_WORDS, read
from .test_crib_keys_shortcuts import ready

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.mark.parametrize(
    ("key", "why"),
    [(Qt.Key.Key_Z, "There is no move to undo."), (Qt.Key.Key_Y, "There is no move to redo.")],
)
def test_undo_or_redo_with_nothing_to_take_turns_the_words_to_the_keys(qtbot, window, key, why):
    crib = ready(qtbot, window)
    assert read(crib) == MOUSE_WORDS
    qtbot.keyClick(window.view, key, CTRL)
    assert window.statusBar().currentMessage() == why
    assert read(crib) == (LEGEND, *KEYS_WORDS)


def test_d_on_an_empty_stock_turns_the_words_to_the_keys(qtbot, window):
    crib = ready(qtbot, window)
    toolbar = window.findChild(QToolBar)
    deal = toolbar.widgetForAction(window.game_actions.deal)
    undo = toolbar.widgetForAction(window.game_actions.undo)
    for _ in range(12):  # with the mouse: the mouse's words still
        qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    assert window.model.game.stock_count == 0
    assert not window.model.game.is_over()
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert window.statusBar().currentMessage() == "The stock is empty: there is nothing to deal."
    for _ in range(12):  # the piles short again: the words have room to show
        qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: crib.isVisible() and crib.opacity() == 1.0)
    assert read(crib) == (LEGEND, *KEYS_WORDS)


STOCK_EMPTY = "The stock is empty: discard what you can, until no discard is left."


def test_with_the_stock_empty_it_says_what_is_left_to_do_not_how_to_deal(qtbot, window):
    # It said "Press D to deal four more cards" with nothing left to deal.
    crib = ready(qtbot, window)
    moves = winning_game.MOVES.split(" ")
    last_deal = len(moves) - 1 - moves[::-1].index("d")
    window.model.restore(winning_game.DECK, "standard", " ".join(moves[:last_deal]))
    qtbot.waitUntil(lambda: shown(crib))
    assert read(crib) == MOUSE_WORDS
    click(qtbot, window, slot_point(window, "stock"))  # the last deal, by the mouse
    assert window.model.game.stock_count == 0
    qtbot.waitUntil(lambda: shown(crib))
    assert read(crib) == (*MOUSE_WORDS[:2], STOCK_EMPTY, MOUSE_WORDS[3])
    assert STOCK_EMPTY in window.scene.describe_table()  # a screen reader hears it too
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # the keys' hand: refused, and the same line
    assert window.statusBar().currentMessage() == "The stock is empty: there is nothing to deal."
    assert read(crib) == (LEGEND, *KEYS_WORDS[:2], STOCK_EMPTY, KEYS_WORDS[3])
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)  # the deal undone: D deals again
    qtbot.waitUntil(lambda: shown(crib))
    assert read(crib) == (LEGEND, *KEYS_WORDS)
