"""Winnable deals only, and a variant chosen from the Game menu: the new variant's
game is a deal the solver can win, found as New game finds one.

The variant used to deal the same deal number again under its rules, which
may not be winnable in it: a player who had asked for winnable deals only got
one that may not be.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from acesup_qt import settings, winnable
from acesup_qt.engine import deal_cards
from acesup_qt.engine.solver import solve

from .conftest import click, keep_playing_when_asked, open_menu, slot_point
from .test_variant_words import variant_menu


def rest_on(qtbot, menu: QMenu, action: QAction) -> QPoint:
    """Rest the pointer on ``action`` in the open ``menu``; where it rests."""
    where = menu.actionGeometry(action).center()
    # QMenu answers a pointer only once it has moved since the menu opened: more than
    # the drag distance (10 pixels) from where it was then, or in more than 6 steps.
    # Where it was may be this very item: the last test's pointer left on it.
    for step in range(7, 0, -1):
        qtbot.mouseMove(menu, where + QPoint(0, step))
    qtbot.mouseMove(menu, where)
    return where


def click_item(qtbot, menu: QMenu, action: QAction) -> None:
    """Click ``action`` in the open ``menu``, the pointer first resting on it."""
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=rest_on(qtbot, menu, action))


def choose_winnable_deals_only(qtbot, window) -> None:
    """Game > Winnable deals only, ticked from the menu bar."""
    menu = open_menu(qtbot, window, "&Game")
    click_item(qtbot, menu, window.action("winnable_only"))
    assert settings.winnable_only()


def choose_variant(qtbot, window, variant: str) -> None:
    """Game > Variant > ``variant``, with the mouse."""
    menu = variant_menu(qtbot, window)
    click_item(qtbot, menu, window.game_actions.variants[variant])
    qtbot.waitUntil(lambda: not menu.isVisible())


def test_another_variant_brings_a_winnable_deal_of_that_variant(qtbot, window):
    window.winnable.seed = 1  # its first try in Four Ace Patience is proven winnable
    choose_winnable_deals_only(qtbot, window)
    choose_variant(qtbot, window, "aces-only")
    assert window.statusBar().currentMessage() == winnable.FINDING_TEXT
    # The table stays as it is while the solver looks, and the menu says so.
    assert (window.model.deal_number, window.model.variant) == (1, "standard")
    assert window.game_actions.variants["standard"].isChecked()
    qtbot.waitUntil(lambda: window.model.variant == "aces-only", timeout=10000)
    number = window.model.deal_number
    assert number != 1
    assert solve(deal_cards(number), "aces-only", 5.0).status == "winnable"
    assert window.game_actions.variants["aces-only"].isChecked()
    # The news of the deal after the variant's rule, which it would have wiped.
    assert window.statusBar().currentMessage() == (
        "Now playing Four Ace Patience: only an ace may move onto an empty pile. "
        f"Deal #{number} can be won: the solver found a way."
    )
    assert settings.variant() == "aces-only"  # the next start plays it too


def test_a_game_in_progress_is_left_only_for_a_winnable_deal_in_that_variant(qtbot, window):
    window.winnable.seed = 1
    choose_winnable_deals_only(qtbot, window)
    click(qtbot, window, slot_point(window, "stock"))  # a game in progress
    menu = variant_menu(qtbot, window)
    where = rest_on(qtbot, menu, window.game_actions.variants["aces-only"])
    asked = keep_playing_when_asked(qtbot)  # armed now: the question comes with the click
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: bool(asked))
    # Not deal #1 in it: the deal is the one the solver will find.
    assert asked[0][0] == (
        "This game is not over. Leave it for a winnable deal in Four Ace Patience?"
    )
    assert not window.winnable.finding  # kept: no search
    assert (window.model.deal_number, window.model.variant) == (1, "standard")
    assert window.game_actions.variants["standard"].isChecked()


def test_playing_on_while_the_solver_looks_keeps_the_game_and_its_variant(qtbot, window):
    window.winnable.seed = 4  # 46 tries: time enough to deal meanwhile
    choose_winnable_deals_only(qtbot, window)
    choose_variant(qtbot, window, "aces-only")
    assert window.winnable.finding
    click(qtbot, window, slot_point(window, "stock"))  # the player plays on
    assert not window.winnable.finding
    assert (window.model.deal_number, window.model.variant) == (1, "standard")
    assert window.game_actions.variants["standard"].isChecked()
    assert window.statusBar().currentMessage() == "No new deal: you played on in this one."


def test_the_table_variant_chosen_again_while_the_solver_looks_calls_the_search_off(qtbot, window):
    # The player changed their mind: Standard, ticked, chosen again. The search for
    # a Four Ace Patience deal went on and brought one a moment later regardless.
    window.winnable.seed = 4  # 46 tries: time enough to choose again meanwhile
    choose_winnable_deals_only(qtbot, window)
    choose_variant(qtbot, window, "aces-only")
    assert window.winnable.finding
    choose_variant(qtbot, window, "standard")
    assert not window.winnable.finding
    assert window.statusBar().currentMessage() == "No new deal: you kept Standard."
    qtbot.wait(300)
    assert (window.model.deal_number, window.model.variant) == (1, "standard")
    assert window.game_actions.variants["standard"].isChecked()
    assert settings.variant() != "aces-only"
