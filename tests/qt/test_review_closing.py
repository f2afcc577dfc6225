"""Review moves closed, by Escape or a new game: the ratings called off, the light out,
no warning."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.engine import parse_cards

from .conftest import click, slot_point
from .review_panel import click_row, open_review
from .test_winnable import short_budgets

__all__ = ["short_budgets"]  # fixtures, used by their names


def test_closing_the_review_calls_the_ratings_off(qtbot, window):
    dock = open_review(qtbot, window)
    coach = window.coach
    qtbot.waitUntil(lambda: coach.busy, timeout=10000)
    dock.close()
    assert coach._review == []
    assert coach._reviewing is None
    qtbot.waitUntil(lambda: not coach.busy, timeout=10000)
    assert window.game_end.review is None


def test_a_new_game_closes_the_review(qtbot, window):
    dock = open_review(qtbot, window)
    window.start_deal(7)
    assert window.game_end.review is None
    assert not dock.isVisible()
    assert window.coach._review == []


def test_closing_the_review_puts_its_light_out(qtbot, window):
    # The chosen move was lit as a hint is, with no words: left on after the panel
    # closed, it read as a hint the player never asked for.
    dock = open_review(qtbot, window)
    click_row(qtbot, dock, 9)
    assert window.scene.hint is not None
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    assert window.game_end.review is None
    assert window.scene.hint is None
    glowing = [c for c in window.scene.cards.values() if c.glow is not None]
    glowing += [s for s in window.scene.slots() if s.glow is not None]
    assert glowing == []
    assert len(window.model.game.moves) == 9  # the table stays at the position chosen


def test_a_review_with_nothing_to_rate_closes_without_a_warning(qtbot, window, recwarn):
    # Every move a forced deal (each deal lays one suit on each pile: no discard ever):
    # nothing to rank, so the review never listened to the coach, and closing it
    # asked PySide to disconnect what was never connected ("Failed to disconnect").
    deck = parse_cards(" ".join(f"{rank}{suit}" for rank in "23456789TJQKA" for suit in "SHDC"))
    window.model.restore(deck, "standard", " ".join(["d"] * 11), None)
    click(qtbot, window, slot_point(window, "stock"))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    window.action("rate_moves").trigger()  # a coach on the window, as in play
    qtbot.mouseClick(window.end_dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    qtbot.waitUntil(dock.isVisible)
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.game_end.review is None)
    assert not [w for w in recwarn.list if "disconnect" in str(w.message)]
