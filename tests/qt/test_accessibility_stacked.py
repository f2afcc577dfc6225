"""A screen reader reads the table's places in the order they are drawn: on a narrow,
tall window, where the stock and the heap sit above the piles, those two first, then
the piles; and each place's "flows to" and "flows from" (the next and the previous
place) go the same way. Asked of Qt as an assistive tool asks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface

from acesup_qt.main_window import MainWindow

from .test_accessibility import NAME, announced, names, table

__all__ = ["announced"]  # the fixture, used here

FLOWS_TO, FLOWS_FROM = QAccessible.RelationFlag.FlowsTo, QAccessible.RelationFlag.FlowsFrom
WIDE = ["Stock", "Pile 1", "Pile 2", "Pile 3", "Pile 4", "Discard heap"]
STACKED = ["Stock", "Discard heap", "Pile 1", "Pile 2", "Pile 3", "Pile 4"]


def stack(qtbot, window: MainWindow) -> None:
    window.resize(480, 800)
    scene = window.scene
    qtbot.waitUntil(lambda: scene.stock_slot.y() < scene.pile_slots[0].y())


def short(name: str) -> str:
    return name.split(":")[0]


def read_along(view: QAccessibleInterface, relation: QAccessible.RelationFlag) -> list[str]:
    """The places met following ``relation`` from the first child (or the last, back)."""
    place = view.child(0 if relation == FLOWS_TO else view.childCount() - 1)
    seen = [short(place.text(NAME))]
    while True:
        found = place.relations(relation)
        if not found:
            return seen
        ((place, kind),) = found
        assert kind == relation
        seen.append(short(place.text(NAME)))


def test_on_a_stacked_table_the_stock_and_heap_come_first_as_drawn(qtbot, window):
    stack(qtbot, window)
    view = table(window)
    assert [short(name) for name in names(view)] == STACKED
    tops = [view.child(i).rect().top() for i in range(view.childCount())]
    assert tops == sorted(tops)  # top row first
    assert view.child(0).rect().left() < view.child(1).rect().left()
    for i in range(view.childCount()):
        assert view.indexOfChild(view.child(i)) == i
    assert read_along(view, FLOWS_TO) == STACKED
    assert read_along(view, FLOWS_FROM) == STACKED[::-1]


def test_on_a_wide_table_the_row_flows_left_to_right(window):
    view = table(window)
    assert [short(name) for name in names(view)] == WIDE
    assert read_along(view, FLOWS_TO) == WIDE
    assert read_along(view, FLOWS_FROM) == WIDE[::-1]
    pile = view.child(2)
    assert {kind for _, kind in pile.relations()} == {FLOWS_TO, FLOWS_FROM}


def test_a_resize_that_stacks_the_table_is_told_as_a_reorder(qtbot, window, announced):
    view = table(window)
    stack(qtbot, window)
    assert (QAccessible.Event.ObjectReorder, "Aces Up table") in announced
    assert [short(name) for name in names(view)] == STACKED
    announced.clear()
    window.resize(500, 820)  # still stacked: nothing to read again
    qtbot.waitUntil(lambda: window.view.width() == window.centralWidget().width())
    assert (QAccessible.Event.ObjectReorder, "Aces Up table") not in announced
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.scene.stock_slot.y() == window.scene.pile_slots[0].y())
    assert (QAccessible.Event.ObjectReorder, "Aces Up table") in announced
    assert [short(name) for name in names(view)] == WIDE


def test_the_arrows_focus_on_a_stacked_table_is_the_place_read_there(qtbot, window):
    stack(qtbot, window)
    view = table(window)
    qtbot.keyClick(window.view, Qt.Key.Key_Down)  # comes in at the top: the stock
    focused = view.focusChild()
    assert focused.text(NAME) == "Stock: 48 cards"
    assert view.indexOfChild(focused) == 0
    ((after, _),) = focused.relations(FLOWS_TO)
    assert short(after.text(NAME)) == "Discard heap"  # beside it, as drawn
    qtbot.keyClick(window.view, Qt.Key.Key_Down)  # pile 1, under it
    card = view.focusChild()
    assert card.text(NAME) == "Eight of diamonds, top of pile 1"
    assert view.indexOfChild(card.parent()) == 2
