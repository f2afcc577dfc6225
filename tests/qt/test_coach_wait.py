"""Rate my moves, for a quick player: the wait for a rating is short, and said."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from acesup_qt import settings
from acesup_qt.engine.moves import DEAL_MOVE, DISCARDS

from .conftest import card_point, click, slot_point
from .test_coach import (
    BEFORE_LAST_DEAL,
    at_the_choice,
    held_worker,  # noqa: F401  (a fixture)
    rating,
    wait_for_rating,
    wait_until_ranked_and_idle,
)


def test_a_move_made_before_its_position_was_ranked_says_its_rating_is_coming(
    qtbot,
    window,
    held_worker,  # noqa: F811
):
    # The status bar stayed empty until the ranking came: no sign a rating would.
    at_the_choice(window)
    window.action("rate_moves").trigger()  # ranking this position is held back
    click(qtbot, window, slot_point(window, "stock"))
    assert window.model.game.moves[-1] == DEAL_MOVE
    assert rating(window) == "Rating your move, Deal…"
    held_worker.set()
    assert wait_for_rating(qtbot, window).startswith("You dealt: no win is left.")


def test_an_undo_before_the_rating_came_takes_the_words_of_its_coming_away(
    qtbot,
    window,
    held_worker,  # noqa: F811
):
    at_the_choice(window)
    window.action("rate_moves").trigger()
    click(qtbot, window, slot_point(window, "stock"))
    assert rating(window) == "Rating your move, Deal…"
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.game.stock_count == 4  # the deal is taken back: no rating follows
    assert rating(window) == ""


def test_a_deal_right_after_a_discard_is_rated_at_once(qtbot, window, monkeypatch):
    # The position after the discard used to be ranked only once its card had
    # landed, and the Deal's rating waited for that ranking.
    window.action("rate_moves").trigger()
    card = at_the_choice(window)
    wait_until_ranked_and_idle(qtbot, window)  # the player thinks: the coach ranks ahead
    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, "1")  # cards slide, as a player sees them
    game = window.model.game
    click(qtbot, window, card_point(window, game.piles[1][-1]))
    assert game.moves[-1] == DISCARDS[1]
    assert window.scene.animating
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # at once, as the discarded card still flies
    assert game.moves[-1] == DEAL_MOVE
    assert rating(window).startswith("You dealt: "), card


@pytest.fixture
def slow_ahead(monkeypatch):
    """Ranking any position after a deal's first takes until it is called off."""
    import acesup_qt.engine.strategy as strategy

    rank = strategy.rank_moves

    def slow(game, seed, budget, playouts, cancel=None, **aim):
        if game.moves and cancel is not None:
            cancel.wait(10)
        return rank(game, seed, budget, playouts, cancel, **aim)

    monkeypatch.setattr(strategy, "rank_moves", slow)


def test_a_move_calls_off_the_ranking_of_positions_ahead_so_cards_slide_freely(
    qtbot, window, monkeypatch, slow_ahead
):
    # A ranking in a worker holds Python's lock: running on, it made the slides stutter.
    window.action("rate_moves").trigger()
    window.model.start_deal(3)
    qtbot.waitUntil(lambda: window.coach.ranked(window.model.game) is not None, timeout=10000)
    qtbot.waitUntil(lambda: window.coach.busy, timeout=10000)  # ranking a position ahead
    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, "1")
    click(qtbot, window, slot_point(window, "stock"))  # four cards slide out of the stock
    assert window.model.game.moves == [DEAL_MOVE]
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=200)
    assert window.scene.animating  # called off while the cards still slide


def test_a_hint_s_analysis_calls_off_the_ranking_of_positions_ahead_until_it_is_done(
    qtbot, window, slow_ahead
):
    # The two take turns at Python's lock: a hint's 2,000 playouts took 2.3 s
    # alone; beside the coach's worker they ran out of their 4 s, the chances wider.
    window.action("rate_moves").trigger()
    window.model.start_deal(3)
    qtbot.waitUntil(lambda: window.coach.ranked(window.model.game) is not None, timeout=10000)
    qtbot.waitUntil(lambda: window.coach.busy, timeout=10000)  # ranking a position ahead
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert window.statusBar().currentMessage().startswith("Hint: ")
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=200)
    assert window.hints.analysing  # the deep analysis goes on, alone
    qtbot.wait(300)
    assert not window.coach.busy  # nothing else starts meanwhile
    qtbot.waitUntil(lambda: not window.hints.analysing, timeout=10000)
    qtbot.waitUntil(lambda: window.coach.busy, timeout=1000)  # then the coach looks ahead again


@pytest.fixture
def held_at_the_choice(monkeypatch):
    """The position of ``at_the_choice`` is ranked only once the test lets it go (``set()``);
    any other (the hint's, after the move) at once, its words said but once."""
    import acesup_qt.engine.strategy as strategy
    from acesup_qt import hint

    go, rank, choice = threading.Event(), strategy.rank_moves, len(BEFORE_LAST_DEAL.split())

    def held(game, *args, **kwargs):
        if len(game.moves) == choice:
            go.wait(10)
        return rank(game, *args, **kwargs)

    monkeypatch.setattr(strategy, "rank_moves", held)
    monkeypatch.setattr(hint, "DEEP_BUDGET_SECONDS", 0)  # no refined words said again later
    yield go
    go.set()  # never leave the worker waiting: closing the window waits for it


def test_a_rating_that_comes_after_a_hint_asked_for_leaves_the_hint_readable(
    qtbot, window, held_at_the_choice
):
    # The rating used to replace the hint's words, the hint's light left on the table alone.
    card = at_the_choice(window)
    window.action("rate_moves").trigger()
    click(qtbot, window, card_point(window, window.model.game.piles[1][-1]))
    assert window.model.game.moves[-1] == DISCARDS[1]
    assert rating(window) == f"Rating your move, Discard {card}…"
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: rating(window).startswith("Hint: "), timeout=10000)
    asked_for = rating(window)
    with qtbot.waitSignal(window.coach.rated, timeout=10000):
        held_at_the_choice.set()
    assert rating(window) == asked_for
    assert window.scene.hint is not None
    assert "1 " in window.coach.summary()  # the move is rated all the same, for the summary
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # the next move: rated as ever
    assert wait_for_rating(qtbot, window).startswith("You dealt")
