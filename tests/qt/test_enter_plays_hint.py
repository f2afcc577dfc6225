"""After H lights a move, Enter (the keypad's too) plays it; a place marked by the
keys since then is what Enter plays instead, as it was before hints."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.engine import DEAL, DISCARD, card_label

from .conftest import assert_table_shows_model
from .test_arrow_keys import glowing
from .test_hint import ask_hint


def lit(window) -> list[str]:
    """The places and cards drawn with the hint's light."""
    scene = window.scene
    found = [slot.name for slot in scene.slots() if slot.glow == "hint"]
    return found + [card_label(c) for c, item in scene.cards.items() if item.glow == "hint"]


def test_enter_plays_the_move_the_hint_lit_and_puts_the_light_out(qtbot, window):
    game = window.model.game
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # cards to play: the hint is not only Deal
    move, _text = ask_hint(qtbot, window)
    before = len(game.moves)
    assert lit(window)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert len(game.moves) == before + 1
    assert game.moves[-1] == move
    assert lit(window) == []
    assert_table_shows_model(window)


def test_the_keypads_enter_plays_the_hint_too_a_deal_among_them(qtbot, window):
    game = window.model.game
    for _ in range(12):  # the first hint that says Deal: Enter deals
        move, _text = ask_hint(qtbot, window)
        stock = game.stock_count
        qtbot.keyClick(window.view, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
        assert game.moves[-1] == move
        if move.kind == DEAL:
            assert game.stock_count == stock - 4
            break
    else:
        raise AssertionError("no hint said Deal")


def test_a_card_marked_by_the_keys_after_the_hint_is_what_enter_plays(qtbot, window):
    game = window.model.game
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # deal 1: 9♦ and 7♦ may go, the hint says 9♦
    move, _text = ask_hint(qtbot, window)
    assert (move.kind, move.source) == (DISCARD, 0)
    qtbot.keyClick(window.view, Qt.Key.Key_4)
    assert lit(window) == []  # the keys' mark puts the hint out: one thing lit
    assert glowing(window) == ["7♦"]
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert [card_label(c) for c in game.discards] == ["7♦"]  # the marked card, not the hint's
    assert glowing(window) == ["9♥"]  # the mark stays on its pile, as ever


def test_enter_with_nothing_lit_still_says_how_to_choose_a_card(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.model.game.moves == []
    assert window.statusBar().currentMessage().startswith("Press 1 to 4, or Left or Right")
