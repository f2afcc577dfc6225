"""The table as a screen reader sees it: places and cards as accessible objects.

Each test asks Qt for the view's interface the way an assistive tool does
(``QAccessible.queryAccessibleInterface``) and walks its children after
real key presses and mouse clicks.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QToolBar, QWidget

from acesup_qt.engine import card_name
from acesup_qt.scene import table_access

from .conftest import card_point, click, slot_point

NAME, DESCRIPTION = QAccessible.Text.Name, QAccessible.Text.Description


def table(window) -> QAccessibleInterface:
    found = QAccessible.queryAccessibleInterface(window.view)
    assert found is not None
    return found


def names(interface: QAccessibleInterface) -> list[str]:
    return [interface.child(i).text(NAME) for i in range(interface.childCount())]


@pytest.fixture
def announced(monkeypatch) -> list[tuple[QAccessible.Event, str]]:
    """What the table tells assistive tools: (event, name of the object it is about)."""
    heard: list[tuple[QAccessible.Event, str]] = []

    def listen(event: QAccessibleEvent) -> None:
        about = event.accessibleInterface()
        heard.append((event.type(), about.text(NAME) if about is not None else ""))

    monkeypatch.setattr(table_access, "notify", listen)
    return heard


def test_the_table_has_the_stock_four_piles_and_the_discard_heap(window):
    view = table(window)
    assert view.text(NAME) == "Aces Up table"
    assert names(view) == [
        "Stock: 48 cards",
        "Pile 1: 1 card, Eight of diamonds on top",
        "Pile 2: 1 card, Ten of clubs on top",
        "Pile 3: 1 card, Five of diamonds on top",
        "Pile 4: 1 card, Nine of hearts on top",
        "Discard heap: 0 cards, score 0",
    ]
    roles = [view.child(i).role() for i in range(view.childCount())]
    assert roles == [QAccessible.Role.Button] + [QAccessible.Role.List] * 5
    for i in range(view.childCount()):
        place = view.child(i)
        assert place.parent().text(NAME) == "Aces Up table"
        assert view.indexOfChild(place) == i


def test_each_pile_holds_its_cards_named_where_they_lie(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # two cards on each pile
    game = window.model.game
    view = table(window)
    assert view.child(0).text(NAME) == "Stock: 44 cards"
    for pile in range(4):
        place = view.child(pile + 1)
        bottom, top = game.piles[pile]
        assert names(place) == [
            f"{card_name(bottom)}, card 1 of 2 in pile {pile + 1}",
            f"{card_name(top)}, top of pile {pile + 1}",
        ]
        assert place.child(1).role() == QAccessible.Role.ListItem
        assert place.indexOfChild(place.child(1)) == 1
        assert place.child(1).parent().text(NAME).startswith(f"Pile {pile + 1}: 2 cards")


def test_pressing_a_pile_key_focuses_and_selects_its_top_card(qtbot, window, announced):
    view = table(window)
    assert view.focusChild() is None
    qtbot.keyClick(window.view, Qt.Key.Key_2)
    focused = view.focusChild()
    assert focused is not None
    assert focused.text(NAME) == "Ten of clubs, top of pile 2"
    assert focused.state().focused
    assert focused.state().selected
    assert view.child(2).state().selected
    assert not view.child(1).state().selected
    assert not view.child(1).child(0).state().focused
    assert (QAccessible.Event.Focus, "Ten of clubs, top of pile 2") in announced
    assert (QAccessible.Event.Selection, "Ten of clubs, top of pile 2") in announced

    announced.clear()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert view.focusChild() is None
    assert not view.child(2).child(0).state().focused
    assert announced == [(QAccessible.Event.Focus, "Aces Up table")]


def test_a_discard_with_the_keyboard_renames_the_places(qtbot, window, announced):
    view = table(window)
    qtbot.keyClick(window.view, Qt.Key.Key_3)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert view.child(3).text(NAME) == "Pile 3: empty"
    assert view.child(3).childCount() == 0
    heap = view.child(5)
    assert heap.text(NAME) == "Discard heap: 1 card, score 1"
    assert names(heap) == ["Five of diamonds, in the discard heap"]
    assert (QAccessible.Event.NameChanged, "Pile 3: empty") in announced
    assert (QAccessible.Event.NameChanged, "Discard heap: 1 card, score 1") in announced


def test_clicks_with_the_mouse_show_in_the_tree_and_undo_takes_them_back(qtbot, window):
    view = table(window)
    card = window.model.game.piles[2][-1]
    pile = view.child(3)
    was_top = pile.child(0)
    click(qtbot, window, card_point(window, card))  # Five of diamonds may go
    assert not was_top.isValid()  # that pile has no card now
    assert pile.childCount() == 0
    click(qtbot, window, slot_point(window, "stock"))
    assert view.child(0).text(NAME) == "Stock: 44 cards"
    assert names(pile) == [f"{card_name(window.model.game.piles[2][0])}, top of pile 3"]
    window.action("undo").trigger()
    window.action("undo").trigger()
    assert names(pile) == ["Five of diamonds, top of pile 3"]
    assert was_top.isValid()


def test_rects_are_where_the_cards_are_on_screen(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    view = table(window)
    viewport = window.view.viewport()
    for pile in range(4):
        place = view.child(pile + 1)
        for position in range(place.childCount()):
            card_iface = place.child(position)
            centre = card_iface.rect().center()
            local = viewport.mapFromGlobal(centre)
            item = window.view.itemAt(local)
            card = window.model.game.piles[pile][position]
            assert item is window.scene.cards[card], card_iface.text(NAME)
            # An assistive tool's hit test finds the same card.
            assert view.childAt(centre.x(), centre.y()).text(NAME) == place.text(NAME)
            assert place.childAt(centre.x(), centre.y()).text(NAME) == card_iface.text(NAME)
    assert view.childAt(-5000, -5000) is None


def test_the_stock_says_when_it_is_empty(qtbot, window):
    for _ in range(12):
        qtbot.keyClick(window.view, Qt.Key.Key_D)
    stock = table(window).child(0)
    assert stock.text(NAME) == "Stock: empty"
    assert stock.state().disabled


def test_a_second_window_has_its_own_table(qtbot, window):
    from acesup_qt.main_window import MainWindow

    other = MainWindow()
    qtbot.addWidget(other)
    other.model.start_deal(2)
    first, second = table(window), table(other)
    top = other.model.game.piles[0][-1]
    assert second.child(1).child(0).text(NAME) == f"{card_name(top)}, top of pile 1"
    assert first.child(1).child(0).text(NAME) == "Eight of diamonds, top of pile 1"


def test_each_place_says_how_to_play_on_it(window):
    view = table(window)
    descriptions = [view.child(i).text(DESCRIPTION) for i in range(view.childCount())]
    assert descriptions[0] == "Press D or Space, or click, to deal one card onto each pile"
    assert descriptions[2] == (
        "Press 2, then Enter, to play its top card as a click does: "
        "discarded if it can be, else moved onto an empty pile"
    )
    assert descriptions[5] == (
        "Discard a top card when a higher card of its suit tops another pile: "
        "click it, or drag it here. You win when every card but the four aces is here"
    )


def test_the_empty_stock_offers_no_deal(qtbot, window):
    toolbar = window.findChild(QToolBar)
    deal = toolbar.widgetForAction(window.game_actions.deal)
    for _ in range(12):
        qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    assert table(window).child(0).text(DESCRIPTION) == "The stock is empty: nothing left to deal"


@pytest.mark.parametrize(
    ("variant", "rule"),
    [
        ("standard", "Any top card may move onto an empty pile"),
        ("aces-only", "Only an ace may move onto an empty pile"),
    ],
)
def test_an_empty_pile_says_what_may_come_to_it_in_the_variant_played(qtbot, window, variant, rule):
    from . import winning_game

    # The ordered deck's first four cards are 2♣ to 5♣: three discards empty piles 1-3.
    window.model.restore(winning_game.DECK, variant, "x1 x2 x3")
    pile = table(window).child(3)
    assert pile.text(NAME) == "Pile 3: empty"
    assert pile.text(DESCRIPTION) == f"{rule}: press its pile's number, then 3, or drag it here"


def spoken(widget: QWidget) -> tuple[str, str]:
    """The name and description a screen reader gets for ``widget``."""
    found = QAccessible.queryAccessibleInterface(widget)
    assert found is not None
    return found.text(NAME), found.text(DESCRIPTION)


def test_every_toolbar_button_says_what_it_does_and_its_key(qtbot, window):
    from PySide6.QtWidgets import QToolBar, QToolButton

    buttons = [b for b in window.findChild(QToolBar).findChildren(QToolButton) if b.isVisible()]
    said = {spoken(button) for button in buttons}
    assert {name for name, _ in said} == {
        "New game", "Restart", "Undo", "Redo", "Hint", "Deal", "Statistics"
    }  # fmt: skip
    for name, description in said:
        key = description.rsplit(" (", 1)[-1]
        assert description.endswith(")"), (name, description)
        assert key[:-1], f"{name} names no key"
        if name not in ("Undo", "Redo"):  # theirs name the move, once there is one
            assert description != f"{name} ({key}", "only the button's word again"
    assert ("Deal", "Deal one card from the stock onto each pile (D)") in said
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=slot_point(window, "stock")
    )
    undo = next(b for b in buttons if b.text() == "Undo")
    assert spoken(undo) == ("Undo", "Undo Deal (Ctrl+Z)")


def test_each_label_of_the_status_bar_says_what_it_shows(window):
    labels = [window.deal_label, window.variant_label, window.play_clock.moves_label]
    labels += [window.play_clock.clock_label, window.stock_label, window.score_label]
    said = [spoken(label) for label in labels]
    assert [name for name, _ in said] == [
        "Deal #1", "Standard", "0 moves", "0:00", "Stock: 48", "Score: 0"
    ]  # fmt: skip
    assert said[1][1] == "The variant played: any top card may move onto an empty pile"
    assert said[4][1] == "Cards left in the stock, four to a deal"
    assert said[5][1] == "Cards discarded: 48, every card but the four aces, is a win"
    for name, description in said:
        assert description, f"{name} says nothing of what it is"


def test_the_variant_label_says_the_rule_of_the_variant_chosen(window):
    window.game_actions.variants["aces-only"].trigger()
    assert spoken(window.variant_label) == (
        "Four Ace Patience",
        "The variant played: only an ace may move onto an empty pile",
    )
