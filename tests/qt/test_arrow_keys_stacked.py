"""On a narrow, tall window the table is stacked, the stock over pile 1 and the heap
over pile 4: the arrows go to the place the player sees that way. On a wide one
Left and Right walk the one row as ever, and Up and Down are not the table's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from acesup_qt.main_window import MainWindow

from .test_arrow_keys import glowing, keys
from .test_crib import laid_crib, shown
from .test_crib_keys import KEYS_WORDS, MOUSE_WORDS, read

LEFT, RIGHT, UP, DOWN = Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down


@pytest.fixture
def stacked(qtbot, window: MainWindow) -> MainWindow:
    """The window on deal 1, narrow and tall: its table stacked."""
    window.resize(480, 800)
    scene = window.scene
    qtbot.waitUntil(lambda: scene.stock_slot.y() < scene.pile_slots[0].y())
    return window


def marked(window: MainWindow) -> str:
    """The one place the keyboard's mark is on, by its slot's name."""
    scene = window.scene
    (found,) = glowing(window)
    if scene.selected is not None:
        return f"pile {scene.selected + 1}"
    assert found in ("stock", "pile 1", "pile 2", "pile 3", "pile 4")
    return found


def walk(qtbot, window: MainWindow, *pressed: Qt.Key) -> list[str]:
    seen = []
    for key in pressed:
        keys(qtbot, window, key)
        seen.append(marked(window))
    return seen


def test_left_and_right_keep_to_the_row_the_player_sees(qtbot, stacked):
    assert walk(qtbot, stacked, RIGHT) == ["stock"]  # from nothing: the top left
    # The stock's row has no other place (the heap takes no focus): it stays.
    assert walk(qtbot, stacked, RIGHT, LEFT) == ["stock", "stock"]
    keys(qtbot, stacked, Qt.Key.Key_3)
    seen = walk(qtbot, stacked, RIGHT, RIGHT, RIGHT, LEFT, LEFT)
    assert seen == ["pile 4", "pile 1", "pile 2", "pile 1", "pile 4"]  # round the piles' row


def test_up_and_down_go_between_the_stock_and_the_piles(qtbot, stacked):
    assert walk(qtbot, stacked, DOWN) == ["stock"]  # from nothing: the top
    assert walk(qtbot, stacked, DOWN, DOWN) == ["pile 1", "pile 1"]  # under it; the bottom row
    keys(qtbot, stacked, Qt.Key.Key_4)
    assert walk(qtbot, stacked, UP, UP) == ["stock", "stock"]  # the one place above; the top
    keys(qtbot, stacked, Qt.Key.Key_Escape)
    assert walk(qtbot, stacked, UP) == ["pile 1"]  # from nothing: the bottom row


def test_down_to_the_stock_and_enter_deals_and_the_words_speak_of_the_keys(qtbot, stacked):
    crib = laid_crib(qtbot, stacked)
    qtbot.waitUntil(lambda: shown(crib))
    keys(qtbot, stacked, DOWN, Qt.Key.Key_Return)
    assert stacked.model.game.stock_count == 44
    assert crib.lines == KEYS_WORDS


def test_on_the_wide_table_up_and_down_are_not_the_tables(qtbot, window):
    crib = laid_crib(qtbot, window)
    keys(qtbot, window, UP, DOWN)
    assert glowing(window) == []
    assert read(crib) == MOUSE_WORDS
    keys(qtbot, window, Qt.Key.Key_4)
    assert walk(qtbot, window, RIGHT, DOWN, UP, RIGHT) == ["stock", "stock", "stock", "pile 1"]
