"""The menus spell out the plus and minus keys: "Ctrl+Plus", not Qt's "Ctrl++"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionMenuItem

from acesup_qt.menu_keys import spelled_keys


def shown(menu, action) -> str:
    """The item as the menu draws it (and sizes it): its words, a tab, its keys."""
    option = QStyleOptionMenuItem()
    menu.initStyleOption(option, action)
    return option.text.replace("&", "")


def test_the_game_menu_opened_by_its_key_shows_ctrl_plus_and_ctrl_minus(qtbot, window):
    qtbot.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    game_menu = window.menuBar().actions()[0].menu()
    qtbot.waitUntil(game_menu.isVisible)
    items = [shown(game_menu, a) for a in game_menu.actions() if not a.isSeparator()]
    assert "Next deal\tCtrl+Plus" in items
    assert "Previous deal\tCtrl+Minus" in items
    assert "New game\tCtrl+N" in items  # the others as Qt writes them
    assert not [item for item in items if item.endswith(("++", "+-"))]
    # Room kept for the widest keys as shown: "Ctrl+Minus" was cut to "Ctrl+Min".
    option = QStyleOptionMenuItem()
    previous = next(a for a in game_menu.actions() if a.text() == "&Previous deal")
    game_menu.initStyleOption(option, previous)
    assert option.reservedShortcutWidth >= game_menu.fontMetrics().horizontalAdvance("Ctrl+Minus")
    item = game_menu.actionGeometry(previous)
    assert item.width() >= game_menu.fontMetrics().horizontalAdvance("Previous deal  Ctrl+Minus")
    qtbot.keyClick(game_menu, Qt.Key.Key_Escape)


def test_every_menu_item_with_keys_reads_them_without_a_stray_sign(window):
    for title in window.menuBar().actions():
        menu = title.menu()
        for action in menu.actions():
            keys = shown(menu, action).partition("\t")[2]
            assert not keys.endswith(("++", "+-")), keys


def test_the_tooltips_spell_the_keys_too(window):
    assert window.action("next_deal").toolTip() == "Next deal (Ctrl+Plus)"
    assert window.action("previous_deal").toolTip() == "Previous deal (Ctrl+Minus)"


def test_spelled_keys_leaves_other_keys_alone():
    assert spelled_keys("Ctrl++") == "Ctrl+Plus"
    assert spelled_keys("Ctrl+Shift+-") == "Ctrl+Shift+Minus"
    assert spelled_keys("+") == "+"
    assert spelled_keys("Ctrl+N") == "Ctrl+N"
    assert spelled_keys("F11") == "F11"
