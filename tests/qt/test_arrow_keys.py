"""Left and Right walk the stock and the four piles; Enter plays there as a click does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from acesup_qt.engine import card_label, deal_cards, format_moves

from .conftest import assert_table_shows_model
from .test_accessibility import NAME, announced, table  # noqa: F401 (a fixture)
from .test_autosave_gui import play_to_a_loss
from .test_drag import EMPTY_PILE_1, restore
from .winning_game import DECK, MOVES

LEFT, RIGHT, ENTER = Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return


def keys(qtbot, window, *pressed: Qt.Key) -> None:
    for key in pressed:
        qtbot.keyClick(window.view, key)


def glowing(window) -> list[str]:
    """The places and cards drawn with the keyboard's mark."""
    scene = window.scene
    found = [slot.name for slot in scene.slots() if slot.glow == "selected"]
    found += [card_label(c) for c, item in scene.cards.items() if item.glow == "selected"]
    return found


def test_right_and_left_walk_the_stock_and_the_piles_with_the_focus_mark(qtbot, window):
    game = window.model.game
    keys(qtbot, window, RIGHT)  # from nothing: the left end, the stock
    assert glowing(window) == ["stock"]
    assert window.statusBar().currentMessage() == "Stock: Enter deals, Escape lets go"
    keys(qtbot, window, RIGHT)  # pile 1's top card, chosen as key 1 chooses it
    assert window.scene.selected == 0
    assert glowing(window) == [card_label(game.piles[0][-1])]
    keys(qtbot, window, RIGHT, RIGHT, RIGHT)
    assert glowing(window) == [card_label(game.piles[3][-1])]
    keys(qtbot, window, RIGHT)  # round the end, back to the stock
    assert glowing(window) == ["stock"]
    keys(qtbot, window, LEFT)
    assert glowing(window) == [card_label(game.piles[3][-1])]


def test_left_from_nothing_comes_in_at_pile_4_and_from_a_chosen_card_goes_on_from_it(qtbot, window):
    game = window.model.game
    keys(qtbot, window, LEFT)
    assert window.scene.selected == 3
    keys(qtbot, window, Qt.Key.Key_Escape, Qt.Key.Key_2, RIGHT)
    assert glowing(window) == [card_label(game.piles[2][-1])]


def test_enter_on_the_stock_deals_and_the_focus_stays_for_the_next_deal(qtbot, window):
    game = window.model.game
    keys(qtbot, window, RIGHT, ENTER)
    assert game.stock_count == 44
    assert glowing(window) == ["stock"]
    keys(qtbot, window, Qt.Key.Key_Enter)  # the keypad's Enter too
    assert game.stock_count == 40
    assert_table_shows_model(window)


def test_enter_discards_the_focused_card_and_the_focus_stays_on_its_pile(qtbot, window):
    game = window.model.game
    keys(qtbot, window, Qt.Key.Key_D)  # two cards on each pile
    pile = next(i for i in range(4) if game.can_discard(i))
    card, below = game.piles[pile][-2:][::-1]
    keys(qtbot, window, *[RIGHT] * (pile + 2), ENTER)
    assert game.discards == [card]
    assert glowing(window) == [card_label(below)]  # the card it uncovered
    assert window.scene.selected == pile
    assert "selected" not in window.statusBar().currentMessage()  # the move's news, not this
    assert_table_shows_model(window)


def test_enter_moves_a_card_that_cannot_be_discarded_to_an_empty_pile_as_a_click_does(
    qtbot, window
):
    restore(window, EMPTY_PILE_1)
    game = window.model.game
    pile = next(i for i in range(1, 4) if game.piles[i] and not game.can_discard(i))
    card = game.piles[pile][-1]
    keys(qtbot, window, *[LEFT] * (4 - pile), ENTER)
    assert game.piles[0] == [card]
    assert game.moves[-1].text == f"m{pile + 1}>1"
    assert_table_shows_model(window)


def test_enter_after_a_pile_key_plays_as_a_click_too(qtbot, window):
    restore(window, EMPTY_PILE_1)
    game = window.model.game
    pile = next(i for i in range(1, 4) if game.piles[i] and not game.can_discard(i))
    card = game.piles[pile][-1]
    keys(qtbot, window, (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)[pile], ENTER)
    assert game.piles[0] == [card]
    assert window.scene.focus == pile  # the focus stays on its pile, as the arrows' does


def test_an_empty_pile_is_focused_as_a_place_and_enter_says_it_holds_no_card(qtbot, window):
    restore(window, EMPTY_PILE_1)
    keys(qtbot, window, RIGHT, RIGHT)
    assert glowing(window) == ["pile 1"]
    assert window.scene.selected is None
    keys(qtbot, window, ENTER)
    assert window.statusBar().currentMessage() == "Pile 1 is empty: there is no card to play."


def test_escape_lets_the_focus_go(qtbot, window):
    keys(qtbot, window, RIGHT, Qt.Key.Key_Escape)
    assert glowing(window) == []
    assert window.statusBar().currentMessage() == ""  # "Stock: Enter deals" no longer holds
    keys(qtbot, window, ENTER)
    assert window.model.game.stock_count == 48  # nothing focused: Enter deals nothing


def test_undo_keeps_the_focus_and_a_new_game_lets_it_go(qtbot, window):
    keys(qtbot, window, RIGHT, ENTER)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.game.stock_count == 48
    assert glowing(window) == ["stock"]
    window.model.start_deal(2)
    assert glowing(window) == []


def test_the_mark_goes_as_enter_wins_the_game(qtbot, window):
    *most, last = MOVES.split()
    window.model.restore(DECK, "standard", " ".join(most))
    assert last == "x3"
    keys(qtbot, window, Qt.Key.Key_3, ENTER)
    assert window.model.game.is_won()
    # Nothing is left to play: a blue outline on a card read as if something were.
    assert glowing(window) == []
    assert window.scene.focus is None
    assert window.scene.selected is None


def test_the_mark_goes_as_the_last_deal_loses_the_game(qtbot, window):
    window.model.start_deal(6)
    play_to_a_loss(window)
    *most, last = format_moves(window.model.game.moves).split()
    assert last == "d"
    window.model.restore(deal_cards(6), "standard", " ".join(most), 6)
    keys(qtbot, window, RIGHT, ENTER)  # the stock, and its last deal
    assert window.model.game.is_over()
    assert not window.model.game.is_won()
    assert glowing(window) == []
    assert window.scene.focus is None


def test_screen_readers_follow_the_focus_onto_the_stock_and_the_cards(
    qtbot,
    window,
    announced,  # noqa: F811
):
    view = table(window)
    keys(qtbot, window, RIGHT)
    stock = view.focusChild()
    assert stock is not None
    assert stock.text(NAME) == "Stock: 48 cards"
    assert stock.state().focused
    assert announced[-1] == (QAccessible.Event.Focus, "Stock: 48 cards")
    keys(qtbot, window, RIGHT)
    focused = view.focusChild()
    assert focused.text(NAME) == "Eight of diamonds, top of pile 1"
    assert focused.state().focused
    assert focused.state().selected
    assert not view.child(0).state().focused
    assert (QAccessible.Event.Selection, "Eight of diamonds, top of pile 1") in announced
    assert window.view.accessibleDescription() == "Eight of diamonds, top of pile 1 selected"
