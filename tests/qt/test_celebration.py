"""A won game is celebrated on the table: the aces hop, then the dialog opens."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QPoint, Qt

from acesup_qt import settings
from acesup_qt.engine import card_code

from . import winning_game
from .conftest import assert_table_shows_model, card_point, click, slot_point
from .test_undo_buttons import press_tool


@pytest.fixture
def animated(monkeypatch):
    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, "1")  # Normal speed, as a player sees it


def win(qtbot, window) -> list[bool]:
    """Click the last discard of the known winning game; the list gets one entry per
    ``settled`` the scene sends (whether anything still moved then)."""
    moves = winning_game.MOVES.split(" ")
    window.model.restore(winning_game.DECK, "standard", " ".join(moves[:-1]))
    settled: list[bool] = []
    window.scene.settled.connect(lambda: settled.append(window.scene.animating))
    pile = int(moves[-1][1]) - 1
    click(qtbot, window, card_point(window, window.model.game.piles[pile][-1]))
    assert window.model.game.is_won()
    return settled


def aces(window):
    return [item for item in window.scene.cards.values() if card_code(item.card)[0] == "A"]


def an_ace_has_risen(window) -> bool:
    return any(item.y() < item.target.y() - 5 for item in aces(window))


def felt_point(window) -> QPoint:
    """A spot of bare felt below the aces."""
    return slot_point(window, "pile 2") + QPoint(0, window.view.height() // 2)


def test_a_win_makes_the_aces_hop_then_they_rest_as_the_model_says_then_the_dialog(
    qtbot, window, animated
):
    settled = win(qtbot, window)
    start = time.monotonic()
    risen = glowing = False
    while window.scene.animating:
        assert window.end_dialog is None  # nothing covers the celebration
        risen = risen or an_ace_has_risen(window)
        glowing = glowing or any(item.glow == "win" for item in aces(window))
        qtbot.wait(10)
    lasted = time.monotonic() - start
    assert risen
    assert glowing
    assert lasted > 1.0  # about 1.5 s at Normal speed, not a flicker
    assert_table_shows_model(window)
    assert all(item.glow is None for item in aces(window))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert settled == [False]  # the table said it was still once, after the last ace


@pytest.mark.parametrize("how", ["click", "key"])
def test_a_click_or_a_key_during_the_celebration_ends_it_at_once(qtbot, window, animated, how):
    settled = win(qtbot, window)
    qtbot.waitUntil(lambda: an_ace_has_risen(window), timeout=3000)
    if how == "click":
        click(qtbot, window, felt_point(window))
    else:
        qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.scene.animating  # at once, not when the wave would have ended
    assert_table_shows_model(window)
    assert all(item.glow is None for item in aces(window))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert settled == [False]


def test_undo_during_the_celebration_takes_the_win_back(qtbot, window, animated):
    win(qtbot, window)
    qtbot.waitUntil(lambda: an_ace_has_risen(window), timeout=3000)
    press_tool(qtbot, window, "undo")
    assert not window.model.game.is_won()
    assert not an_ace_has_risen(window)  # the wave ended at once
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=3000)  # the card flies back
    qtbot.wait(100)
    assert window.end_dialog is None
    assert_table_shows_model(window)
    assert all(item.glow is None for item in window.scene.cards.values())


def test_with_animations_off_a_win_moves_nothing_and_the_dialog_comes_at_once(qtbot, window):
    settled = win(qtbot, window)
    assert not window.scene.animating
    assert not an_ace_has_risen(window)
    assert_table_shows_model(window)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert settled == []  # nothing slid: nothing to wait for
