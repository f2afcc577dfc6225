"""Review moves: a row chosen, by the mouse or the keys, puts its position on the table;
looking is not playing, and a move off the line plays on.

Deal 66 lost, as ``review_panel.open_review`` loses it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt.engine import deal_cards, new_game

from .review_panel import click_row, open_review, shown_row
from .test_winnable import lose, losing_moves, short_budgets

__all__ = ["short_budgets"]  # fixtures, used by their names


def test_choosing_a_row_shows_the_position_before_it_and_the_statistics_stay(qtbot, window):
    moves = losing_moves(66)
    dock = open_review(qtbot, window)
    history, model = window.history, window.model
    assert history.figures("standard").played == 1
    undos = window.recorder.undos
    click_row(qtbot, dock, 9)  # move 10, Discard 6♠
    before = new_game(deal_cards(66))
    before.replay(" ".join(moves[:9]))
    assert model.game.to_text() == before.to_text()
    assert window.scene.hint is not None
    assert window.scene.hint.text == moves[9]
    # The arrows go there too; Enter stays there.
    qtbot.keyClick(dock.moves, Qt.Key.Key_Up)
    assert len(model.game.moves) == 8
    qtbot.keyClick(dock.moves, Qt.Key.Key_Up)
    assert len(model.game.moves) == 7
    qtbot.keyClick(dock.moves, Qt.Key.Key_Return)
    assert len(model.game.moves) == 7
    assert dock.detail.text().startswith("Move 8, yours: Discard 8♥.")
    # Undo and Redo move the choice along.
    model.undo_stack.undo()
    assert dock.moves.indexOfTopLevelItem(dock.moves.currentItem()) == 6
    model.undo_stack.redo()
    model.undo_stack.redo()
    assert dock.moves.indexOfTopLevelItem(dock.moves.currentItem()) == 8
    # Looking is not playing: the loss stays recorded once, no undo counted.
    assert history.figures("standard").played == 1
    assert window.recorder.undos == undos
    assert not window.recorder.in_progress  # leaving now asks nothing, costs nothing
    # Closed, the table stays where the player put it, and Redo plays on.
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    assert window.game_end.review is None
    assert len(model.game.moves) == 8
    while model.undo_stack.canRedo():
        model.undo_stack.redo()
    assert model.game.is_over()
    assert history.figures("standard").played == 1  # not recorded again
    assert window.end_dialog is None or window.end_dialog.isVisible()


@pytest.mark.parametrize(
    ("key", "row"),
    [
        (Qt.Key.Key_Home, 0),
        (Qt.Key.Key_End, -1),
        (Qt.Key.Key_PageUp, None),
        (Qt.Key.Key_PageDown, None),
    ],
    ids=["Home", "End", "PageUp", "PageDown"],
)
def test_home_end_and_the_page_keys_take_the_table_to_the_row_they_choose(qtbot, window, key, row):
    moves = losing_moves(66)
    dock = open_review(qtbot, window)
    model = window.model
    click_row(qtbot, dock, 30)  # from the middle: every key has somewhere to go
    assert len(model.game.moves) == 30
    qtbot.keyClick(dock.moves, key)
    chosen = shown_row(dock)
    assert chosen != 30
    if row is not None:
        assert chosen == row % (len(moves) + 1)
    assert len(model.game.moves) == chosen  # the position before the row's move
    words = dock.detail.text()
    if chosen < len(moves):
        assert words.startswith(f"Move {chosen + 1}, ")
        assert window.scene.hint is not None
        assert window.scene.hint.text == moves[chosen]
    else:
        assert words.startswith("The end")
        assert model.game.is_over()
    assert window.history.figures("standard").played == 1  # looking, not playing


def test_opened_by_its_key_the_list_has_the_keys(qtbot, window):
    """Alt+M, then Home: the keys went to the table (the panel was not yet shown
    when the list asked for them), and Home did nothing."""
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(dialog.isActiveWindow)
    # As a window manager does, the window active again as soon as the dialog goes.
    dialog.finished.connect(window.activateWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    qtbot.waitUntil(lambda: dock.isVisible() and window.isActiveWindow())
    keys = QApplication.focusWidget()
    assert keys is dock.moves
    qtbot.keyClick(keys, Qt.Key.Key_Home)
    assert window.model.game.moves == []
    assert dock.detail.text().startswith("Move 1, ")


def test_a_move_off_the_line_plays_on_as_after_undo(qtbot, window):
    moves = losing_moves(66)
    dock = open_review(qtbot, window)
    history, model = window.history, window.model
    click_row(qtbot, dock, 1)  # before move 2, Move 10♣ to pile 4
    other = next(m for m in model.game.legal_moves() if m.text != moves[1])
    model.request(other)  # a move of the player's own, off the finished line
    assert window.game_end.review is None  # the review is over
    assert history.figures("standard").played == 0  # the game is on again: the loss is out
    assert window.recorder.undos == 1  # the player went back once
    assert window.recorder.in_progress
