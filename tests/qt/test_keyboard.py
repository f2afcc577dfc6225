"""Playing a whole game without a mouse."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from acesup_qt.engine import card_label, card_name, deal_cards, format_moves

from .conftest import assert_table_shows_model, card_point, drag
from .test_drag import EMPTY_PILE_1, restore
from .test_end_of_game import play_to_the_end

PILE_KEYS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)


def test_a_pile_key_then_enter_discards_its_top_card(qtbot, window):
    game = window.model.game
    pile = next(i for i in range(4) if game.can_discard(i))
    card = game.piles[pile][-1]
    qtbot.keyClick(window.view, PILE_KEYS[pile])
    assert window.scene.selected == pile
    assert window.scene.cards[card].glow == "selected"
    assert "top of pile" in window.view.accessibleDescription()
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert game.discards == [card]
    assert window.scene.selected is None
    assert_table_shows_model(window)


def test_a_pile_key_then_an_empty_piles_key_moves_the_card(qtbot, window):
    restore(window, EMPTY_PILE_1)
    game = window.model.game
    card = game.piles[3][-1]
    qtbot.keyClick(window.view, Qt.Key.Key_4)
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    assert game.piles[0] == [card]
    assert_table_shows_model(window)


def test_enter_on_a_card_that_cannot_go_says_why(qtbot, window):
    game = window.model.game
    pile = next(i for i in range(4) if not game.can_discard(i))
    qtbot.keyClick(window.view, PILE_KEYS[pile])
    qtbot.keyClick(window.view, Qt.Key.Key_Enter)
    assert game.discards == []
    assert "cannot be discarded" in window.statusBar().currentMessage()


def test_escape_lets_go_and_the_same_key_again_too(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_2)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.selected is None
    qtbot.keyClick(window.view, Qt.Key.Key_2)
    qtbot.keyClick(window.view, Qt.Key.Key_2)
    assert window.scene.selected is None


def test_letting_go_takes_the_selected_words_out_of_the_status_bar(qtbot, window):
    """The status bar said "... selected: Enter discards it": once let go, it no longer may."""
    status = window.statusBar()
    for let_go in ((Qt.Key.Key_Escape,), (Qt.Key.Key_2,)):
        qtbot.keyClick(window.view, Qt.Key.Key_2)
        top = card_label(window.model.game.piles[1][-1])
        assert status.currentMessage().startswith(f"{top} selected: ")
        for key in let_go:
            qtbot.keyClick(window.view, key)
        assert window.scene.selected is None
        assert status.currentMessage() == ""


def test_undo_or_a_new_game_takes_the_selected_words_away_with_the_selection(qtbot, window):
    status = window.statusBar()
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.keyClick(window.view, Qt.Key.Key_2)  # the card just dealt onto pile 2
    top = card_label(window.model.game.piles[1][-1])
    assert status.currentMessage().startswith(f"{top} selected: ")
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    # The card is back in the stock: the focus stays on pile 2, on the card
    # under it now, as the arrows' focus does, but its words are gone.
    assert window.scene.selected == 1
    assert status.currentMessage() == ""
    qtbot.keyClick(window.view, Qt.Key.Key_3)
    window.model.start_deal(2)  # other cards: the chosen one is gone
    assert "selected" not in status.currentMessage()


def test_the_arrows_go_on_from_the_pile_a_number_key_chose_after_its_move(qtbot, window):
    game = window.model.game
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # two cards on each pile
    pile = next(i for i in range(1, 4) if game.can_discard(i))  # pile 4 in deal 1
    below = game.piles[pile][-2]
    qtbot.keyClick(window.view, PILE_KEYS[pile])
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.scene.selected == pile  # the card it uncovered, as the arrows keep it
    assert window.scene.cards[below].glow == "selected"
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    assert window.scene.selected == pile - 1  # its neighbour, not pile 4 from the end
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.selected == pile


def test_a_pile_key_chooses_the_card_uncovered_rather_than_letting_go(qtbot, window):
    """3, Enter, 3, Enter plays pile 3 twice; 3, 3 still lets go."""
    game = window.model.game
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    pile = next(i for i in range(4) if game.can_discard(i))
    below = game.piles[pile][-2]
    qtbot.keyClick(window.view, PILE_KEYS[pile])
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.keyClick(window.view, PILE_KEYS[pile])
    assert window.scene.selected == pile
    assert window.statusBar().currentMessage().startswith(f"{card_label(below)} selected: ")
    qtbot.keyClick(window.view, PILE_KEYS[pile])
    assert window.scene.selected is None


def test_letting_go_leaves_a_message_that_came_after_the_selection(qtbot, window):
    status = window.statusBar()
    qtbot.keyClick(window.view, Qt.Key.Key_2)
    window.say("You discarded 9♦: the strategy's choice too (win chance 3%).")
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert status.currentMessage().startswith("You discarded 9♦")


def test_dragging_puts_a_card_chosen_by_key_down(qtbot, window):
    game = window.model.game
    qtbot.keyClick(window.view, Qt.Key.Key_2)
    card = game.piles[3][-1]
    drag(qtbot, window, card_point(window, card), QPoint(5, 5))  # and back: nowhere to go
    assert window.scene.selected is None
    assert "selected" not in window.statusBar().currentMessage()


def test_d_and_space_deal_and_ctrl_z_takes_it_back(qtbot, window):
    game = window.model.game
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert game.stock_count == 44
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert game.stock_count == 40
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.stock_count == 44
    qtbot.keyClick(window.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert game.stock_count == 40
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, modifiers)
    assert game.stock_count == 40
    assert_table_shows_model(window)


def test_a_whole_game_by_keyboard_alone(qtbot, window):
    """Discard whatever can go, fill empty piles, else deal, until the game ends."""
    game = window.model.game
    for _ in range(200):
        if game.is_over():
            break
        discard = next((i for i in range(4) if game.can_discard(i)), None)
        empty = next((i for i in range(4) if not game.piles[i]), None)
        tall = max(range(4), key=lambda i: len(game.piles[i]))
        if discard is not None:
            qtbot.keyClick(window.view, PILE_KEYS[discard])
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
        elif empty is not None and len(game.piles[tall]) > 1:
            qtbot.keyClick(window.view, PILE_KEYS[tall])
            qtbot.keyClick(window.view, PILE_KEYS[empty])
        else:
            qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert game.is_over()
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    assert_table_shows_model(window)


def test_the_view_describes_the_table_for_screen_readers(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    words = window.view.accessibleDescription()
    game = window.model.game
    assert words.startswith(f"{game.stock_count} cards in the stock. Pile 1: ")  # as drawn
    assert window.scene.cards[game.piles[1][-1]].accessible_name.endswith("top of pile 2")


def test_a_key_whose_action_is_greyed_out_says_why_it_does_nothing(qtbot, window):
    status = window.statusBar()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert status.currentMessage() == "There is no move to undo."
    moves = play_to_the_end(1)
    window.model.restore(deal_cards(1), "standard", moves, 1)
    assert window.model.game.is_over()
    assert not window.action("hint").isEnabled()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert status.currentMessage() == "The game is over: there is no move left to hint at."
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert status.currentMessage() == "The stock is empty: there is nothing to deal."
    status.clearMessage()
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert status.currentMessage() == "The stock is empty: there is nothing to deal."
    assert format_moves(window.model.game.moves) == moves  # and nothing was played


def test_the_selected_words_say_what_the_keys_can_do_with_that_card(qtbot, window):
    status = window.statusBar()
    game = window.model.game
    discardable = next(i for i in range(4) if game.can_discard(i))
    stuck = next(i for i in range(4) if not game.can_discard(i))
    qtbot.keyClick(window.view, PILE_KEYS[discardable])
    assert status.currentMessage().endswith("selected: Enter discards it, Escape lets go")
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.keyClick(window.view, PILE_KEYS[stuck])
    assert status.currentMessage().endswith(
        "selected: it can be neither discarded nor moved now, Escape lets go"
    )
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    restore(window, EMPTY_PILE_1)
    game = window.model.game
    pile = next(i for i in range(1, 4) if game.piles[i] and not game.can_discard(i))
    qtbot.keyClick(window.view, PILE_KEYS[pile])
    assert status.currentMessage().endswith(  # the one empty pile, by its key or Enter
        "selected: Enter or 1 moves it to empty pile 1, Escape lets go"
    )


def test_the_selected_words_name_the_keys_of_every_empty_pile_the_card_can_go_to(qtbot, window):
    # 2C, 3C, 4C, 5C on the piles, then the rest of a fresh deck: three discards
    # leave 5C alone on pile 4.
    window.model.start(list(range(52)), "standard", None)
    for key in PILE_KEYS[:3]:
        qtbot.keyClick(window.view, key)
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert format_moves(window.model.game.moves) == "x1 x2 x3"
    qtbot.keyClick(window.view, Qt.Key.Key_4)
    words = window.statusBar().currentMessage()
    assert words.endswith(  # Enter, as a click, to the first
        "selected: 1, 2 or 3 moves it to an empty pile, Enter to pile 1, Escape lets go"
    )
    qtbot.keyClick(window.view, Qt.Key.Key_2)  # as the words say: it goes there
    assert window.model.game.piles[1] == [3]


def test_the_selected_words_fit_the_status_bar_of_a_window_on_an_800x600_screen(qtbot, window):
    # The window an 800x600 screen gives (784 wide) and the widest deal number:
    # "Three of spades, top of pile 1 selected: Enter discards it, Esc…" hid
    # what the keys do. The glow shows which card; the words say what to press.
    window.model.start_deal(4294967295, "standard")
    window.resize(784, 552)
    qtbot.waitUntil(lambda: window.width() <= 784)
    bar = window.statusBar()
    game = window.model.game
    pile = next(i for i in range(4) if game.can_discard(i))
    card = game.piles[pile][-1]
    qtbot.keyClick(window.view, PILE_KEYS[pile])
    assert bar.currentMessage() == f"{card_label(card)} selected: Enter discards it, Escape lets go"
    assert not bar.is_message_cut()
    assert window.view.accessibleDescription().startswith(f"{card_name(card)}, top of pile")
