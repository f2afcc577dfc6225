"""A Move menu item chosen with the keys (Alt+M, then D for Deal, or the arrows and
Enter) turns How to play to the keys' words, as the item's own key does; the same
item clicked leaves the mouse's. The keys go to the window as the player's do: Qt
hands them to the menu bar, then to the menu it opened."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QToolBar

from acesup_qt import settings
from acesup_qt.main_window import MainWindow

from .test_crib_keys import KEYS_WORDS, LEGEND, MOUSE_WORDS, read
from .test_crib_keys_shortcuts import choose_from_move_menu, ready

ALT = Qt.KeyboardModifier.AltModifier


def open_move_menu_by_keys(qtbot, window: MainWindow) -> None:
    """Alt+M, pressed on the window: the Move menu opens."""
    qtbot.keyClick(window.windowHandle(), Qt.Key.Key_M, ALT)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    menu = QApplication.activePopupWidget()
    assert menu.title() == "&Move"


def press(qtbot, window: MainWindow, key: Qt.Key) -> None:
    """``key`` pressed on the window, and routed by Qt as a player's would be."""
    qtbot.keyClick(window.windowHandle(), key)


def test_alt_m_then_d_deals_and_turns_the_words_to_the_keys(qtbot, window):
    crib = ready(qtbot, window)
    assert read(crib) == MOUSE_WORDS
    open_move_menu_by_keys(qtbot, window)
    press(qtbot, window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    assert window.model.game.stock_count == 44  # dealt
    assert read(crib) == (LEGEND, *KEYS_WORDS)
    assert settings.hand() == "keys"  # and so the next run starts


def test_the_arrows_and_enter_in_the_move_menu_turn_the_words_to_the_keys(qtbot, window):
    crib = ready(qtbot, window)
    open_move_menu_by_keys(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Up)  # round to the last item: Deal
    assert QApplication.activePopupWidget().activeAction() is window.game_actions.deal
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    assert window.model.game.stock_count == 44
    assert read(crib) == (LEGEND, *KEYS_WORDS)


def test_an_item_clicked_after_the_menu_was_opened_by_keys_leaves_the_mouses_words(qtbot, window):
    crib = ready(qtbot, window)
    open_move_menu_by_keys(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Up)  # the keys walked the menu, the mouse chooses
    menu = QApplication.activePopupWidget()
    where = menu.actionGeometry(window.game_actions.deal).center()
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    assert window.model.game.stock_count == 44
    assert read(crib) == MOUSE_WORDS


def test_a_menu_shut_with_escape_leaves_the_mouses_words_for_the_next_click(qtbot, window):
    crib = ready(qtbot, window)
    open_move_menu_by_keys(qtbot, window)
    press(qtbot, window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    choose_from_move_menu(qtbot, window, "&Deal")
    assert window.model.game.stock_count == 44
    assert read(crib) == MOUSE_WORDS
    button = window.findChild(QToolBar).widgetForAction(window.game_actions.hint)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    window.hints.wait()
    assert read(crib) == MOUSE_WORDS
