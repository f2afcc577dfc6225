"""A pointer run along the menus leaves the status bar's words alone: a menu item's
tip covers them while the pointer rests on it, and they come back after."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMenu

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


def settings_menu(qtbot, window) -> QMenu:
    """The Settings menu, clicked open on the menu bar."""
    bar = window.menuBar()
    item = next(a for a in bar.actions() if a.text() == "&Settings")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(item).center())
    menu = item.menu()
    qtbot.waitUntil(menu.isVisible)
    return menu


def rest_on(qtbot, menu: QMenu, action) -> None:
    where = menu.actionGeometry(action).center()
    qtbot.mouseMove(menu, where + QPoint(0, 8))  # a menu answers a pointer that moved
    qtbot.mouseMove(menu, where)


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("rate_moves", "After each move, say its win chance and any better move"),
        ("still_winnable", "After each move, say whether the game can still be won"),
    ],
)
def test_resting_on_a_setting_says_what_it_does(qtbot, window, name, words):
    # Their names alone left a new player guessing what Rate my moves would do:
    # the words were there, as tooltips a menu never shows.
    menu = settings_menu(qtbot, window)
    rest_on(qtbot, menu, getattr(window.game_actions, name))
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith(words))
    qtbot.keyClick(menu, Qt.Key.Key_Escape)


def test_resting_on_winnable_deals_only_says_what_it_does(qtbot, window):
    bar = window.menuBar()
    game = bar.actions()[0].menu()
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(bar.actions()[0]).center()
    )
    qtbot.waitUntil(game.isVisible)
    rest_on(qtbot, game, window.game_actions.winnable_only)
    qtbot.waitUntil(
        lambda: (
            window.statusBar()
            .currentMessage()
            .startswith("New game gives only deals the solver has proven can be won")
        )
    )
    qtbot.keyClick(game, Qt.Key.Key_Escape)
