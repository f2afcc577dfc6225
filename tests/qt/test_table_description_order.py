"""The table's description, the position a screen reader says in one go, names the
places in the order they are drawn, as its walk of the places meets them: the stock
first on a wide table, where it lies left of the piles, and on a stacked one the stock
and the heap, above the piles, before them. Asked of Qt as an assistive tool asks."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.main_window import MainWindow

from .test_accessibility import DESCRIPTION, names, table
from .test_accessibility_stacked import STACKED, WIDE, short, stack


def said_places(window) -> list[str]:
    """The places the table's description names, in the order it names them."""
    words = table(window).text(DESCRIPTION)
    sentences = words.split(". ")
    found = ["Stock" if s.endswith("in the stock") else short(s) for s in sentences]
    return [place for place in found if place in WIDE]  # How to play's words left out


def test_on_a_wide_table_the_stock_is_said_first_and_the_heap_last(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert said_places(window) == WIDE
    words = table(window).text(DESCRIPTION)
    assert words.startswith("44 cards in the stock. Pile 1: ")
    assert words.endswith("Discard heap: score 0")
    assert said_places(window) == [short(name) for name in names(table(window))]


def test_on_a_stacked_table_the_stock_and_heap_are_said_before_the_piles(qtbot, window):
    stack(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert said_places(window) == STACKED
    assert said_places(window) == [short(name) for name in names(table(window))]


def test_a_resize_that_stacks_the_table_says_the_places_in_their_new_order(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    stack(qtbot, window)  # no move made: the resize alone
    assert said_places(window) == STACKED
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.scene.stock_slot.y() == window.scene.pile_slots[0].y())
    assert said_places(window) == WIDE


def test_the_first_words_of_a_new_window_stay_through_a_resize(qtbot):
    """Before its first position is said, a window's table says its keys: a resize
    that stacks the table leaves them."""
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    before = table(win).text(DESCRIPTION)
    assert before.startswith("Keys 1 to 4")
    stack(qtbot, win)
    assert table(win).text(DESCRIPTION) == before
