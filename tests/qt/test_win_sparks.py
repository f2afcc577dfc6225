"""A won game's aces throw gold suits as they hop: only on a win, only while
animations play, gone when the dialog opens or at the first input."""

from __future__ import annotations

import gc
import time
import weakref

import pytest
from PySide6.QtCore import QAbstractAnimation, QEvent, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from acesup_qt import settings
from acesup_qt.scene import timing
from acesup_qt.scene.sparks import Sparks

from .conftest import click
from .test_celebration import felt_point, win
from .test_end_of_game import almost_over, play_last
from .test_undo_buttons import press_tool


def at_speed(monkeypatch, scale: float) -> None:
    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, str(scale))


def table_items(qtbot, window) -> set:
    """Every item on the table, once it is all laid (the crib comes after the first frame)."""
    qtbot.waitUntil(lambda: window.scene.crib is not None)
    return set(window.scene.items())


def below_the_piles(window) -> QRect:
    """The felt under the four piles, in the viewport: bare on a won table."""
    layout = window.scene.layout
    (left, top), (right, _) = layout.piles[0], layout.piles[-1]
    corner = window.view.mapFromScene(left, top + layout.card_height + 4)
    width = round(right + layout.card_width - left)
    return QRect(corner.x(), corner.y(), width, window.view.height() - corner.y())


def gold_spots(window) -> int:
    """How many pixels of gold the felt under the piles shows."""
    area = below_the_piles(window)
    image = window.view.viewport().grab(area).toImage().convertToFormat(QImage.Format.Format_RGB32)
    found = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = image.pixelColor(x, y)
            r, g, b = colour.red(), colour.green(), colour.blue()
            if r > 150 and g > 110 and r - b > 70 and g - b > 40:
                found += 1
    return found


SEEN: list[weakref.ref[Sparks]] = []  # every burst a test has met, to see it deleted


@pytest.fixture(autouse=True)
def _seen_afresh() -> None:
    SEEN.clear()  # a test that failed left its own


def sparks_on(window) -> list[Sparks]:
    found = [item for item in window.scene.items() if isinstance(item, Sparks)]
    SEEN.extend(weakref.ref(burst) for burst in found)
    return found


def deleted_later() -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def nothing_left(window, items_before) -> None:
    """The scene holds what it held before the win, and no spark lives on anywhere."""
    assert set(window.scene.items()) == items_before
    assert sparks_on(window) == []
    deleted_later()
    assert all(seen() is None for seen in SEEN)  # nothing holds a burst gone from the table
    assert window.scene.findChildren(QAbstractAnimation) == []


def test_a_win_throws_gold_under_the_aces_and_it_is_gone_when_the_dialog_opens(
    qtbot, window, monkeypatch
):
    at_speed(monkeypatch, 1)  # Normal, as a player sees it
    items = table_items(qtbot, window)
    assert gold_spots(window) == 0  # bare felt before
    win(qtbot, window)
    qtbot.waitUntil(lambda: any(0.45 < burst.time < 0.7 for burst in sparks_on(window)))
    assert window.end_dialog is None
    assert gold_spots(window) > 20  # a burst on the felt, in mid-flight
    # The dialog waits for the aces, not for the sparks: they have gone before it.
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    nothing_left(window, items)


def test_a_lost_game_throws_no_sparks(qtbot, window, monkeypatch):
    at_speed(monkeypatch, 1)
    game, last = almost_over(window)
    items = table_items(qtbot, window)
    play_last(qtbot, window, game, last)
    assert game.is_over()
    assert not game.is_won()
    seen = False
    while window.end_dialog is None:
        seen = seen or bool(sparks_on(window))
        qtbot.wait(10)
    assert not seen
    nothing_left(window, items)


@pytest.mark.parametrize("how", ["click", "key", "undo", "new game"])
def test_any_input_takes_the_sparks_off_the_table_at_once(qtbot, window, monkeypatch, how):
    at_speed(monkeypatch, 1)
    items = table_items(qtbot, window)
    win(qtbot, window)
    qtbot.waitUntil(lambda: any(burst.time > 0.2 for burst in sparks_on(window)))
    if how == "click":
        click(qtbot, window, felt_point(window))
    elif how == "key":
        qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    else:
        press_tool(qtbot, window, "undo" if how == "undo" else "new")
    assert sparks_on(window) == []  # at once, not when they would have faded
    assert gold_spots(window) == 0
    nothing_left(window, items)


def test_a_resized_window_takes_the_sparks_off_the_table(qtbot, window, monkeypatch):
    at_speed(monkeypatch, 1)
    items = table_items(qtbot, window)
    win(qtbot, window)
    qtbot.waitUntil(lambda: bool(sparks_on(window)))
    window.resize(1024, 600)  # laid out for the old size, they would fly from the wrong spots
    qtbot.waitUntil(lambda: window.view.width() < 1100)
    assert sparks_on(window) == []
    nothing_left(window, items)


def test_with_animations_off_a_win_throws_no_sparks(qtbot, window):
    items = table_items(qtbot, window)
    win(qtbot, window)
    assert sparks_on(window) == []
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    nothing_left(window, items)


def test_at_slow_speed_the_sparks_fly_longer_and_still_go_before_the_dialog(
    qtbot, window, monkeypatch
):
    at_speed(monkeypatch, settings.SPEEDS["Slow"])
    items = table_items(qtbot, window)
    win(qtbot, window)
    start = time.monotonic()
    last_seen = start
    while window.end_dialog is None:
        if sparks_on(window):
            last_seen = time.monotonic()
        qtbot.wait(10)
    # At Normal speed the last burst fades 1.5 s after the winning click.
    assert last_seen - start > 1.7
    nothing_left(window, items)


def test_the_dialog_waits_for_the_aces_not_for_the_sparks(qtbot, window, monkeypatch):
    at_speed(monkeypatch, 1)
    monkeypatch.setattr(timing, "SPARKS_MS", 10_000)  # sparks that would outlast the aces
    items = table_items(qtbot, window)
    win(qtbot, window)
    start = time.monotonic()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert time.monotonic() - start < 5  # the aces' 1.6 s and the dialog, far from 10 s
    assert sparks_on(window)  # still flying behind it
    click(qtbot, window, felt_point(window))  # a click on the table ends them
    nothing_left(window, items)
