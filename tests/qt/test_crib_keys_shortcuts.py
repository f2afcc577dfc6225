"""The Move menu's keys (D, Space, H, Ctrl+Z, Ctrl+Y) turn How to play to the keys'
words as the table's own keys do; the same moves chosen with the mouse, from the
menu or the toolbar, leave the mouse's. And the hand is kept for the next run."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QToolBar

from acesup_qt.main_window import MainWindow
from acesup_qt.storage import History

from .test_crib import deal_by_click, laid_crib, shown, window_on
from .test_crib_keys import KEYS_WORDS, LEGEND, MOUSE_WORDS, bare_felt, read

CTRL = Qt.KeyboardModifier.ControlModifier


def ready(qtbot, window: MainWindow):
    crib = laid_crib(qtbot, window)
    qtbot.waitUntil(lambda: shown(crib))
    return crib


@pytest.mark.parametrize(
    ("key", "modifiers"),
    [
        (Qt.Key.Key_D, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_H, Qt.KeyboardModifier.NoModifier),
    ],
)
def test_dealing_or_hinting_by_key_turns_the_words_to_the_keys(qtbot, window, key, modifiers):
    crib = ready(qtbot, window)
    assert read(crib) == MOUSE_WORDS
    qtbot.keyClick(window, key, modifiers)  # a shortcut: the window's, not the table's
    qtbot.waitUntil(lambda: shown(crib))
    assert read(crib) == (LEGEND, *KEYS_WORDS)
    window.hints.wait()


def test_undoing_and_redoing_by_key_turn_the_words_to_the_keys(qtbot, window):
    crib = ready(qtbot, window)
    deal_by_click(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, CTRL)
    assert window.model.game.stock_count == 48  # undone
    assert read(crib) == (LEGEND, *KEYS_WORDS)
    click_felt(qtbot, window, crib)
    assert read(crib) == MOUSE_WORDS
    qtbot.keyClick(window, Qt.Key.Key_Y, CTRL)
    assert window.model.game.stock_count == 44  # redone
    assert read(crib) == (LEGEND, *KEYS_WORDS)


def click_felt(qtbot, window: MainWindow, crib) -> None:
    qtbot.waitUntil(lambda: shown(crib))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=bare_felt(window, crib))


def test_deal_and_hint_chosen_with_the_mouse_leave_the_mouses_words(qtbot, window):
    crib = ready(qtbot, window)
    toolbar = window.findChild(QToolBar)
    for name in ("deal", "hint"):
        button = toolbar.widgetForAction(getattr(window.game_actions, name))
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    window.hints.wait()
    choose_from_move_menu(qtbot, window, "&Deal")
    assert window.model.game.stock_count == 40  # dealt twice, by the button and the menu
    qtbot.waitUntil(lambda: shown(crib))
    assert read(crib) == MOUSE_WORDS


def choose_from_move_menu(qtbot, window: MainWindow, item: str) -> None:
    """Open the Move menu with the mouse and click ``item`` in it."""
    bar = window.menuBar()
    (title,) = [a for a in bar.actions() if a.text() == "&Move"]
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    menu = title.menu()
    qtbot.waitUntil(menu.isVisible)
    (action,) = [a for a in menu.actions() if a.text() == item]
    where = menu.actionGeometry(action).center()
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def test_a_keyboard_player_starts_the_next_run_with_the_keys_words(qtbot):
    first = window_on(qtbot, History.in_memory_only())
    ready(qtbot, first)
    qtbot.keyClick(first, Qt.Key.Key_D)
    first.close()
    by_keys = window_on(qtbot, History.in_memory_only())
    crib = ready(qtbot, by_keys)
    assert read(crib) == (LEGEND, *KEYS_WORDS)
    click_felt(qtbot, by_keys, crib)  # the mouse taken: the next run speaks of it
    by_keys.close()
    by_mouse = window_on(qtbot, History.in_memory_only())
    assert read(ready(qtbot, by_mouse)) == MOUSE_WORDS


@pytest.mark.parametrize("kept", ["Keys", "true", "", "mouse, keys", ["keys"], 1])
def test_an_odd_hand_in_the_settings_is_the_mouses(qtbot, kept):
    QSettings().setValue("play/hand", kept)
    window = window_on(qtbot, History.in_memory_only())
    assert read(ready(qtbot, window)) == MOUSE_WORDS


def test_the_hand_kept_is_read_back_as_written(qtbot):
    QSettings().setValue("play/hand", "keys")
    window = window_on(qtbot, History.in_memory_only())
    assert read(ready(qtbot, window)) == (LEGEND, *KEYS_WORDS)
