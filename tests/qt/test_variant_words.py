"""The Variant menu says what each variant is where the pointer rests on it:
a new player who meets "Four Ace Patience" there learns its one rule at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QMenu, QToolTip

RULES = {
    "aces-only": "Four Ace Patience: only an ace may move onto an empty pile.",
    "standard": "Standard: any top card may move onto an empty pile.",
}


def variant_menu(qtbot, window) -> QMenu:
    """The Game menu open, and its Variant submenu open beside it."""
    bar = window.menuBar()
    game = bar.actions()[0].menu()
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(bar.actions()[0]).center()
    )
    qtbot.waitUntil(game.isVisible)
    item = next(a for a in game.actions() if a.text() == "&Variant")
    qtbot.mouseMove(game, game.actionGeometry(item).center())
    submenu = item.menu()
    qtbot.waitUntil(submenu.isVisible)
    return submenu


@pytest.mark.parametrize("variant", RULES)
def test_resting_on_a_variant_in_the_menu_says_its_rule(qtbot, window, variant):
    menu = variant_menu(qtbot, window)
    where = menu.actionGeometry(window.game_actions.variants[variant]).center()
    # QMenu answers a pointer only once it has moved a few pixels since the menu opened.
    qtbot.mouseMove(menu, where + QPoint(0, 8))
    qtbot.mouseMove(menu, where)
    assert window.statusBar().currentMessage() == RULES[variant]
    QToolTip.hideText()
    QApplication.sendEvent(menu, QHelpEvent(QEvent.Type.ToolTip, where, menu.mapToGlobal(where)))
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text() == RULES[variant]
    menu.close()
    window.menuBar().actions()[0].menu().close()


def test_a_variants_words_follow_the_rule_the_engine_plays_by(monkeypatch):
    # The words were looked up by the variant's name, any other name getting
    # the standard game's: a variant that keeps empty piles for aces, added to
    # the engine, would have been said to take any card there.
    from acesup_qt.engine import VARIANTS
    from acesup_qt.engine.variants import AcesOnlyGame
    from acesup_qt.wording import variant_rule

    class KingsBarred(AcesOnlyGame):
        variant = "kings-barred"
        title = "Kings Barred"
        __slots__ = ()

    monkeypatch.setitem(VARIANTS, KingsBarred.variant, KingsBarred)
    assert variant_rule("kings-barred") == (
        "Kings Barred: only an ace may move onto an empty pile."
    )
    for name, game in VARIANTS.items():
        assert ("only an ace" in variant_rule(name)) == game.only_aces_fill_empty_piles, name
