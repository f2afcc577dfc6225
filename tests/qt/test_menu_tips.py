"""A pointer run along the menus leaves the status bar's words alone: a menu item's
tip covers them while the pointer rests on it, and they come back after."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from acesup_qt.wording import variant_rule

from .conftest import card_point, click
from .test_variant_words import variant_menu


def test_the_menus_browsed_leave_the_status_bars_words_alone(qtbot, window):
    bar = window.statusBar()
    click(qtbot, window, card_point(window, window.model.game.piles[3][-1]))  # 9♥: stays
    said = bar.currentMessage()
    assert said.startswith("9♥ cannot be discarded")
    menu = variant_menu(qtbot, window)  # the pointer crosses Game's items on the way
    assert bar.currentMessage() == said  # Qt's way, an item with no tip wiped it
    standard = window.game_actions.variants["standard"]
    where = menu.actionGeometry(standard).center()
    qtbot.mouseMove(menu, where + QPoint(0, 8))  # a menu answers a pointer that moved
    qtbot.mouseMove(menu, where)
    qtbot.waitUntil(lambda: bar.currentMessage() == variant_rule("standard"))
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    game = window.menuBar().actions()[0].menu()
    qtbot.keyClick(game, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not game.isVisible())
    assert bar.currentMessage() == said  # the tip gone, the refusal's words are back
