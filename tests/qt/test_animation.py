"""Animations: named durations times the speed; input during a slide finishes it."""

from __future__ import annotations

import pytest

from acesup_qt import settings
from acesup_qt.scene import timing

from .conftest import assert_table_shows_model, card_point, click, slot_point


@pytest.fixture
def animated(monkeypatch):
    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, "1")


def test_durations_follow_the_speed_setting(monkeypatch):
    monkeypatch.delenv(settings.SCALE_ENVIRONMENT)
    settings.set_animation_speed("Fast")
    assert timing.scaled(timing.DISCARD_MS) == timing.DISCARD_MS // 2
    settings.set_animation_speed("Off")
    assert timing.scaled(timing.DISCARD_MS) == 0
    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, "0")
    settings.set_animation_speed("Slow")
    assert timing.scaled(timing.DISCARD_MS) == 0


@pytest.mark.parametrize("value", ["inf", "1e9", "nan", "slow"])
def test_a_scale_from_the_environment_that_no_timer_holds_is_not_taken(monkeypatch, value):
    settings.set_animation_speed("Fast")
    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, value)
    assert timing.scaled(timing.DISCARD_MS) <= 10 * timing.DISCARD_MS


def test_a_deal_slides_and_ends_where_the_model_says(qtbot, window, animated):
    click(qtbot, window, slot_point(window, "stock"))
    assert window.scene.animating
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=3000)
    assert_table_shows_model(window)


def test_a_click_while_cards_slide_finishes_them_first(qtbot, window, animated):
    click(qtbot, window, slot_point(window, "stock"))
    assert window.scene.animating
    game = window.model.game
    pile = next(i for i in range(4) if game.can_discard(i))
    click(qtbot, window, card_point(window, game.piles[pile][-1]))
    assert len(game.discards) == 1
    window.scene.finish_animations()
    assert_table_shows_model(window)


def test_undo_during_a_slide_leaves_table_and_model_agreeing(qtbot, window, animated):
    click(qtbot, window, slot_point(window, "stock"))
    window.model.undo_stack.undo()
    window.scene.finish_animations()
    assert_table_shows_model(window)


def test_covered_cards_are_cropped_only_once_the_deal_has_landed(qtbot, window, animated):
    first_tops = [pile[-1] for pile in window.model.game.piles]
    click(qtbot, window, slot_point(window, "stock"))
    assert all(window.scene.cards[card].strip is None for card in first_tops)
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=3000)
    qtbot.waitUntil(lambda: window.scene.cards[first_tops[0]].strip is not None, timeout=3000)
    assert all(window.scene.cards[card].strip is not None for card in first_tops)


def test_a_card_waiting_its_turn_in_a_deal_still_shows_its_back(qtbot, window, animated):
    click(qtbot, window, slot_point(window, "stock"))
    last = window.model.game.piles[3][-1]
    assert not window.scene.cards[last].face_up
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=3000)
    assert window.scene.cards[last].face_up


def test_the_table_says_once_when_the_last_card_of_a_deal_has_landed(qtbot, window, animated):
    settled = []
    window.scene.settled.connect(lambda: settled.append(window.scene.animating))
    click(qtbot, window, slot_point(window, "stock"))  # four cards, one after another
    assert window.scene.animating
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=3000)
    qtbot.waitUntil(lambda: settled == [False])  # once, when nothing slides any more
    qtbot.wait(100)
    assert settled == [False]


def test_a_card_sent_back_in_flight_settles_the_table_once_it_is_back(qtbot, window, animated):
    settled = []
    window.scene.settled.connect(lambda: settled.append(window.scene.animating))
    click(qtbot, window, slot_point(window, "stock"))
    qtbot.wait(30)
    window.model.undo_stack.undo()  # the cards turn back in mid-flight
    assert window.scene.animating
    qtbot.waitUntil(lambda: settled == [False], timeout=3000)
    qtbot.wait(100)
    assert settled == [False]  # not when they turned, only once they were back
    assert_table_shows_model(window)


def test_with_animations_off_nothing_slides_and_the_table_never_settles(qtbot, window):
    settled = []
    window.scene.settled.connect(lambda: settled.append(True))
    click(qtbot, window, slot_point(window, "stock"))
    assert not window.scene.animating  # still at once: nothing to wait for
    qtbot.wait(50)
    assert settled == []


def test_the_covered_cards_are_cropped_as_the_table_settles(qtbot, window, animated):
    # Cropped by the last landing itself, not by a clock that looks now and then
    # whether the cards still slide.
    first_tops = [pile[-1] for pile in window.model.game.piles]
    cropped_when_settled = []
    window.scene.settled.connect(
        lambda: cropped_when_settled.append(
            [window.scene.cards[card].strip is not None for card in first_tops]
        )
    )
    click(qtbot, window, slot_point(window, "stock"))
    qtbot.waitUntil(lambda: cropped_when_settled != [], timeout=3000)
    assert cropped_when_settled == [[True] * 4]
