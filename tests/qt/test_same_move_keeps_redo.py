"""Undo, then the very move Redo would make, made by hand: the moves after it stay to
redo, as if Redo had been pressed. Another move ends Redo, as ever."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.engine import DISCARD

from .conftest import card_point, click, play_on, slot_point
from .test_undo_buttons import press_tool

CTRL = Qt.KeyboardModifier.ControlModifier


def undo_by_key(qtbot, window, times: int) -> None:
    for _ in range(times):
        qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    window.scene.finish_animations()


def test_the_undone_move_played_again_by_hand_leaves_the_rest_to_redo(qtbot, window):
    game = window.model.game
    play_on(qtbot, window, "d d d")
    played = game.to_text()
    undo_by_key(qtbot, window, 3)
    click(qtbot, window, slot_point(window, "stock"))  # the first deal again, by hand
    assert window.game_actions.redo.isEnabled()  # two deals left to redo
    assert window.model.undo_stack.redoText() == "Deal"
    press_tool(qtbot, window, "redo")
    press_tool(qtbot, window, "redo")
    window.scene.finish_animations()
    assert game.to_text() == played
    assert not window.game_actions.redo.isEnabled()


def test_another_move_after_an_undo_ends_redo(qtbot, window):
    game = window.model.game
    play_on(qtbot, window, "d d")
    undo_by_key(qtbot, window, 2)
    pile = next(i for i in range(4) if game.can_discard(i))
    click(qtbot, window, card_point(window, game.piles[pile][-1]))  # a discard, not a deal
    assert [m.kind for m in game.moves] == [DISCARD]
    assert not window.game_actions.redo.isEnabled()
