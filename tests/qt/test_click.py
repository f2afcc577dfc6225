"""Clicking and double-clicking cards and the stock."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar

from acesup_qt.engine import card_label, deal_cards

from .conftest import assert_table_shows_model, card_point, click, slot_point
from .test_drag import EMPTY_PILE_1, restore


def test_clicking_a_card_that_may_be_discarded_discards_it(qtbot, window):
    game = window.model.game
    pile = next(i for i in range(4) if game.can_discard(i))
    card = game.piles[pile][-1]
    click(qtbot, window, card_point(window, card))
    assert game.discards == [card]
    assert window.model.undo_stack.undoText().startswith("Discard ")
    assert_table_shows_model(window)


def quick_clicks(qtbot, window, point, times: int = 2) -> None:
    """Clicks at ``point`` within the double-click time, as the window gets them from
    the screen: a press and a release, then a double-click event (not a second press)
    and its release; a third click is a click again."""
    viewport, left = window.view.viewport(), Qt.MouseButton.LeftButton
    for n in range(times):
        if n % 2:
            qtbot.mouseDClick(viewport, left, pos=point)
        else:
            qtbot.mousePress(viewport, left, pos=point)
        qtbot.mouseRelease(viewport, left, pos=point)


def test_double_clicking_a_card_plays_it_once(qtbot, window):
    game = window.model.game
    pile = next(i for i in range(4) if game.can_discard(i))
    point = card_point(window, game.piles[pile][-1])
    qtbot.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert len(game.discards) == 1
    assert_table_shows_model(window)


def test_double_clicking_a_card_leaves_the_card_under_it_alone(qtbot, window):
    # After one deal of deal 1, pile 1's top may go, and the card under it may go
    # after it: a double-click must not take both.
    restore(window, "d")
    game = window.model.game
    top, under = game.piles[0][-1], game.piles[0][-2]
    quick_clicks(qtbot, window, card_point(window, top))
    assert game.discards == [top]
    assert game.piles[0][-1] == under
    assert_table_shows_model(window)


def test_clicking_a_card_that_cannot_be_discarded_moves_it_to_an_empty_pile(qtbot, window):
    restore(window, EMPTY_PILE_1)
    game = window.model.game
    pile = next(i for i in range(1, 4) if not game.can_discard(i))
    card = game.piles[pile][-1]
    click(qtbot, window, card_point(window, card))
    assert game.piles[0] == [card]
    assert_table_shows_model(window)


def test_clicking_a_card_that_cannot_move_changes_nothing_and_says_why(qtbot, window):
    game = window.model.game
    pile = next(i for i in range(4) if not game.can_discard(i))
    before = game.to_text()
    click(qtbot, window, card_point(window, game.piles[pile][-1]))
    assert game.to_text() == before
    assert "cannot be discarded" in window.statusBar().currentMessage()


def test_clicking_the_stock_deals_a_card_onto_every_pile(qtbot, window):
    game = window.model.game
    click(qtbot, window, slot_point(window, "stock"))
    assert game.stock_count == 44
    assert [len(p) for p in game.piles] == [2, 2, 2, 2]
    assert window.model.undo_stack.undoText() == "Deal"
    assert window.stock_label.text() == "Stock: 44"
    assert_table_shows_model(window)


def test_two_quick_clicks_on_the_stock_deal_twice(qtbot, window):
    # A fast player clicks the stock twice within the double-click time: two deals.
    game = window.model.game
    quick_clicks(qtbot, window, slot_point(window, "stock"))
    assert game.stock_count == 40
    assert [len(p) for p in game.piles] == [3, 3, 3, 3]
    assert window.stock_label.text() == "Stock: 40"
    assert window.model.undo_stack.count() == 2  # two deals, each undone alone
    assert_table_shows_model(window)


def test_three_quick_clicks_on_the_stock_deal_three_times(qtbot, window):
    game = window.model.game
    quick_clicks(qtbot, window, slot_point(window, "stock"), times=3)
    assert game.stock_count == 36
    assert_table_shows_model(window)


def test_quick_clicks_on_the_stock_deal_while_it_lasts(qtbot, window):
    restore(window, " ".join(["d"] * 11))  # one deal left
    game = window.model.game
    quick_clicks(qtbot, window, slot_point(window, "stock"))
    assert game.stock_count == 0
    assert [len(p) for p in game.piles] == [13, 13, 13, 13]
    assert "stock is empty" in window.statusBar().currentMessage()
    assert_table_shows_model(window)


def test_a_double_click_alone_on_the_stock_deals_once(qtbot, window):
    # No click came first (QTest's double-click sends the second half alone).
    qtbot.mouseDClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=slot_point(window, "stock")
    )
    assert window.model.game.stock_count == 44


def test_the_keys_and_the_deal_button_still_deal_each_time(qtbot, window):
    game = window.model.game
    click(qtbot, window, slot_point(window, "stock"))
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert game.stock_count == 36
    deal = window.findChild(QToolBar).widgetForAction(window.action("deal"))
    qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    assert game.stock_count == 28


def test_clicking_the_empty_stock_says_so(qtbot, window):
    restore(window, " ".join(["d"] * 12))
    before = window.model.game.to_text()
    click(qtbot, window, slot_point(window, "stock"))
    assert window.model.game.to_text() == before
    assert "stock is empty" in window.statusBar().currentMessage()


def test_a_refusal_names_the_card_as_the_table_shows_it(qtbot, window):
    # Deal 1 opens 8♦ 10♣ 5♦ 9♥: nothing is above the 10♣ in clubs.
    game = window.model.game
    click(qtbot, window, card_point(window, game.piles[1][-1]))
    message = window.statusBar().currentMessage()
    assert message == "10♣ cannot be discarded: no higher club on top of another pile."
    qtbot.keyClick(window.view, Qt.Key.Key_4)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.statusBar().currentMessage().startswith("9♥ cannot be discarded")


def test_a_card_that_may_neither_go_nor_move_says_both_in_one_line_that_fits(qtbot, window):
    # Four Ace Patience, deal 12 after x1: pile 1 is empty and 9♦ tops pile 3.
    window.model.restore(deal_cards(12), "aces-only", "x1", 12)
    game = window.model.game
    before = game.to_text()
    click(qtbot, window, card_point(window, game.piles[2][-1]))
    assert game.to_text() == before
    assert window.statusBar().currentMessage() == (
        "9♦ cannot be discarded: no higher diamond on top of another pile; "
        "nor can it move: only an ace may move onto an empty pile."
    )
    assert not window.statusBar().is_message_cut()  # whole at the usual 1280x800


def test_at_800x600_a_card_that_may_neither_go_nor_move_says_so_whole(qtbot, window):
    window.model.restore(deal_cards(12), "aces-only", "x1", 3141592653)  # a long deal number
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    click(qtbot, window, card_point(window, window.model.game.piles[2][-1]))
    bar = window.statusBar()
    assert bar.currentMessage().startswith("9♦ cannot be discarded")
    assert not bar.is_message_cut()
    window.statusBar().clearMessage()  # the labels that made room come back
    assert all(label.isVisible() for label in (window.stock_label, window.score_label))


def test_clicking_a_covered_card_says_why_in_a_full_sentence(qtbot, window):
    # Deal 1 after one deal: pile 1 holds 8♦ under the card dealt onto it.
    restore(window, "d")
    game = window.model.game
    under, top = game.piles[0]
    before = game.to_text()
    click(qtbot, window, card_point(window, under))
    assert game.to_text() == before
    assert window.statusBar().currentMessage() == (
        f"Only the top card of a pile is in play: {card_label(under)} "
        f"is covered by {card_label(top)}."
    )
