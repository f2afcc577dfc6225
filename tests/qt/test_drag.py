"""Dragging cards with real mouse events on the view's viewport."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from acesup_qt.engine import card_label

from .conftest import (
    assert_table_shows_model,
    card_point,
    drag,
    hover_drag,
    slot_point,
)

# Deal 1 after these moves has pile 1 empty and cards on the other three piles.
EMPTY_PILE_1 = "x3 d x1 x1 x4 d x3 x3 d x4 x2 x1 d x2 x3 x1 d x4 d x1 x1 x1"


def restore(window, moves: str) -> None:
    window.model.restore(window.model.game.deck, "standard", moves, 1)


def test_dragging_a_top_card_onto_an_empty_pile_moves_it_and_undo_redo_follow(qtbot, window):
    restore(window, EMPTY_PILE_1)
    game = window.model.game
    card = game.piles[1][-1]
    drag(qtbot, window, card_point(window, card), slot_point(window, "pile 1"))
    assert game.piles[0] == [card]
    assert game.moves[-1].text == "m2>1"
    assert_table_shows_model(window)
    assert window.model.undo_stack.undoText() == f"Move {card_label(card)} to pile 1"
    window.model.undo_stack.undo()
    assert game.piles[0] == []
    assert game.piles[1][-1] == card
    assert_table_shows_model(window)
    window.model.undo_stack.redo()
    assert game.piles[0] == [card]
    assert_table_shows_model(window)


def test_an_empty_pile_lights_up_while_a_card_is_dragged_over_it(qtbot, window):
    restore(window, EMPTY_PILE_1)
    card = window.model.game.piles[2][-1]
    hover_drag(qtbot, window, card_point(window, card), slot_point(window, "pile 1"))
    assert window.scene.pile_slots[0].glow == "drop"
    assert [s.glow for s in window.scene.pile_slots[1:]] == [None, None, None]
    game = window.model.game
    heap = "may" if game.can_discard(2) else None
    assert window.scene.discard_slot.glow == heap  # faintly lit when the card may go there


def test_while_dragging_every_place_the_card_may_go_is_faintly_lit(qtbot, window):
    restore(window, EMPTY_PILE_1)
    game = window.model.game
    pile = next(i for i in range(1, 4) if game.can_discard(i))
    start = card_point(window, game.piles[pile][-1])
    hover_drag(qtbot, window, start, start + type(start)(0, 40))
    assert window.scene.pile_slots[0].glow == "may"
    assert window.scene.discard_slot.glow == "may"
    assert window.scene.stock_slot.glow is None


def test_dropping_on_a_pile_that_holds_cards_changes_nothing_and_says_why(qtbot, window):
    restore(window, EMPTY_PILE_1)
    before = window.model.game.to_text()
    card = window.model.game.piles[1][-1]
    drag(qtbot, window, card_point(window, card), slot_point(window, "pile 4"))
    assert window.model.game.to_text() == before
    assert "only onto an empty pile" in window.statusBar().currentMessage()
    assert window.scene.pile_slots[3].glow is None
    assert_table_shows_model(window)


@pytest.mark.parametrize(
    "down",
    [
        330,  # onto the bare felt
        30,  # still over its own pile: a drag that changed its mind is no place to refuse
    ],
)
def test_a_card_let_go_where_no_move_is_goes_back_without_a_word(qtbot, window, down):
    game = window.model.game
    before = game.to_text()
    card = game.piles[0][-1]
    start = card_point(window, card)
    drag(qtbot, window, start, start + type(start)(0, down))
    assert game.to_text() == before
    assert "cannot" not in window.statusBar().currentMessage()
    assert_table_shows_model(window)


def test_dragging_a_covered_card_does_nothing(qtbot, window):
    restore(window, EMPTY_PILE_1)
    game = window.model.game
    before = game.to_text()
    covered = game.piles[1][0]
    drag(qtbot, window, card_point(window, covered, 0.1), slot_point(window, "pile 1"))
    assert game.to_text() == before
    assert "covered" in window.statusBar().currentMessage()
    assert_table_shows_model(window)


def test_dragging_a_card_onto_the_discard_heap_discards_it_when_allowed(qtbot, window):
    game = window.model.game
    pile = next(i for i in range(4) if game.can_discard(i))
    card = game.piles[pile][-1]
    drag(qtbot, window, card_point(window, card), slot_point(window, "discard heap"))
    assert game.discards == [card]
    assert_table_shows_model(window)


def test_the_card_under_a_dragged_card_shows_whole(qtbot, window):
    restore(window, EMPTY_PILE_1)
    pile = window.model.game.piles[1]
    under = window.scene.cards[pile[-2]]
    assert under.strip is not None  # covered: only its top strip is drawn
    hover_drag(qtbot, window, card_point(window, pile[-1]), slot_point(window, "pile 1"))
    assert under.strip is None


def test_a_refused_drop_says_what_a_refused_key_says(qtbot, window):
    game = window.model.game
    pile = next(i for i in range(4) if not game.can_discard(i))
    card = game.piles[pile][-1]
    drag(qtbot, window, card_point(window, card), slot_point(window, "discard heap"))
    dropped = window.statusBar().currentMessage()
    qtbot.keyClick(window.view, Qt.Key.Key_1 + pile)
    qtbot.keyClick(window.view, Qt.Key.Key_Enter)
    assert window.statusBar().currentMessage() == dropped
    assert dropped.startswith(f"{card_label(card)} cannot be discarded: ")


def test_a_card_dropped_on_the_stock_goes_back_and_says_why(qtbot, window):
    # The stock lit nothing while a card was held over it, and the card went back with
    # not a word, where a drop on a pile or the discard heap refused says why.
    game = window.model.game
    before = game.to_text()
    card = game.piles[0][-1]
    hover_drag(qtbot, window, card_point(window, card), slot_point(window, "stock"))
    assert window.scene.stock_slot.glow == "refuse"
    qtbot.mouseRelease(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=slot_point(window, "stock")
    )
    assert game.to_text() == before
    assert window.statusBar().currentMessage() == (
        f"{card_label(card)} cannot go onto the stock: cards only leave it, one onto each pile."
    )
    assert window.scene.stock_slot.glow is None
    qtbot.waitUntil(lambda: not window.scene.cards[card].moving)
    assert_table_shows_model(window)
