"""Settings > Rate my moves at work: the setting kept, the coach started with the
first frame, its worker held off while cards slide and while the demo plays, and
let go of as the window closes (the ratings themselves: ``test_coach``)."""

from __future__ import annotations

import time

from acesup_qt import coach_worker, settings
from acesup_qt.engine import card_label

from .conftest import click, slot_point
from .test_coach import (
    DEAL,
    at_the_choice,
    held_worker,  # noqa: F401  (a fixture)
    is_rating,
    rating,
    wait_for_rating,
    wait_until_ranked_and_idle,
)


def test_with_rating_off_nothing_is_said_and_nothing_is_worked_out(qtbot, window):
    assert not settings.rate_moves()
    at_the_choice(window)
    click(qtbot, window, slot_point(window, "stock"))
    qtbot.wait(300)
    assert not is_rating(rating(window))
    assert window.coach is None  # the strategy is not even loaded for it


def test_the_setting_is_remembered_for_the_next_window(qtbot, window):
    from acesup_qt.main_window import MainWindow

    window.action("rate_moves").trigger()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.action("rate_moves").isChecked()
    assert again.coach is None  # nothing is ranked before the table is on screen
    again.show()
    qtbot.waitUntil(lambda: again.coach is not None and again.coach.enabled)
    again.close()


def _window_with_rating_saved_on(qtbot):
    from acesup_qt.main_window import MainWindow

    settings.set_rate_moves(True)
    again = MainWindow()
    qtbot.addWidget(again)
    again.resize(1280, 800)
    return again


def test_saved_on_a_move_made_before_the_first_frame_is_rated_all_the_same(qtbot):
    again = _window_with_rating_saved_on(qtbot)
    card = at_the_choice(again)
    under = card_label(again.model.game.piles[1][-2])
    assert not again.view.painted
    again.action("deal").trigger()  # the keyboard's D, say, as the window comes up
    assert wait_for_rating(qtbot, again) == (
        f"You dealt: no win is left. Better was Discard {card}, uncovering {under} "
        "(win chance 67%, exactly)."
    )
    again.close()


def test_saved_on_but_turned_off_before_the_first_frame_nothing_is_ranked(qtbot):
    again = _window_with_rating_saved_on(qtbot)
    again.action("rate_moves").trigger()
    again.show()
    qtbot.waitUntil(lambda: again.view.painted)
    qtbot.wait(100)
    assert again.coach is None
    assert not settings.rate_moves()
    again.close()


def test_a_window_closed_as_its_first_frame_comes_starts_no_coach(qtbot):
    again = _window_with_rating_saved_on(qtbot)
    again.view.first_painted.connect(again.close)  # after the window's own handler
    again.show()
    qtbot.waitUntil(lambda: again.view.painted)
    qtbot.wait(100)
    assert again.coach is None  # no worker ranks for a window that has gone


def test_the_cycle_collector_is_held_while_ranking_and_back_on_after_closing(
    qtbot,
    window,
    held_worker,  # noqa: F811
):
    import gc

    assert gc.isenabled()
    window.model.start_deal(DEAL)  # a choice of three moves
    window.action("rate_moves").trigger()  # ranking it starts, and waits
    assert window.coach is not None
    assert window.coach.busy
    assert not gc.isenabled()  # no collection in the worker's thread
    held_worker.set()
    window.close()  # mid-ranking: stops it and waits for the worker
    assert gc.isenabled()


def test_closing_the_window_does_not_wait_for_a_long_ranking(qtbot, window, monkeypatch):
    monkeypatch.setattr(coach_worker, "BUDGET_SECONDS", 60.0)
    monkeypatch.setattr(coach_worker, "PLAYOUTS", 10**7)
    window.action("rate_moves").trigger()
    window.model.start_deal(DEAL)  # the first position: ranking it now takes a minute
    qtbot.wait(100)
    start = time.perf_counter()
    window.close()
    assert time.perf_counter() - start < 5.0


def test_the_position_is_ranked_once_the_cards_stop_sliding(qtbot, window, monkeypatch):
    # A ranking in a worker slows the GUI thread (Python's GIL): cards would stutter.
    monkeypatch.setenv("ACESUP_ANIMATION_SCALE", "1")
    window.model.start_deal(DEAL)
    window.action("rate_moves").trigger()
    wait_until_ranked_and_idle(qtbot, window)
    assert not window.scene.animating
    click(qtbot, window, slot_point(window, "stock"))  # four cards slide out of the stock
    assert window.scene.animating
    sliding = []
    while window.scene.animating:
        sliding.append(window.coach.busy)
        qtbot.wait(10)
    assert sliding
    assert not any(sliding)
    # Then ranked at once, ready for the player's next move.
    qtbot.waitUntil(lambda: window.coach.ranked(window.model.game) is not None, timeout=10000)


def test_nothing_is_ranked_while_the_demo_plays(qtbot, window):
    from .test_demo import start_demo

    window.action("rate_moves").trigger()
    at_the_choice(window)
    wait_until_ranked_and_idle(qtbot, window)
    start_demo(qtbot, window)
    ranked_meanwhile = []
    while window.action("demo").isChecked():
        ranked_meanwhile.append(window.coach.busy)
        qtbot.wait(5)
    assert window.model.game.is_over()  # the demo played to the end
    assert not any(ranked_meanwhile)


def test_the_position_the_demo_stopped_at_is_ranked_at_once(qtbot, window):
    from .test_demo import start_demo

    window.action("rate_moves").trigger()
    window.model.start_deal(DEAL)
    qtbot.waitUntil(lambda: window.coach.ranked(window.model.game) is not None, timeout=10000)
    game = window.model.game

    def take_over() -> None:  # the player stops the demo after its third move, and thinks
        if len(game.moves) == 3 and window.action("demo").isChecked():
            window.action("demo").trigger()

    window.model.position_changed.connect(take_over)
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: not window.action("demo").isChecked(), timeout=10000)
    assert [move.text for move in game.moves] == ["x3", "x4", "d"]
    assert len(game.legal_moves()) == 3  # a choice to rate
    # Nothing else happens on the table: the demo's end alone sets the coach going.
    qtbot.waitUntil(lambda: window.coach.ranked(game) is not None, timeout=10000)


def test_no_ranking_starts_after_the_window_closed(qtbot, window, monkeypatch):
    import gc

    monkeypatch.setenv("ACESUP_ANIMATION_SCALE", "1")
    window.action("rate_moves").trigger()
    window.model.start_deal(DEAL)  # its cards slide in: ranking waits for them
    assert window.scene.animating
    window.close()
    qtbot.wait(1000)  # long after the slides would have ended
    assert not window.coach.busy
    assert gc.isenabled()
