"""Settings > Rate my moves: after each of the player's moves, the status bar rates it."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import Qt

from acesup_qt import coach_worker, settings
from acesup_qt.engine import Move, card_label, deal_cards, new_game
from acesup_qt.engine.moves import DEAL_MOVE, DISCARDS
from acesup_qt.engine.strategy import RankedMove
from acesup_qt.rating import AS_GOOD, CLOSE, WORSE, Ranking, rate

from .conftest import card_point, click, slot_point

# Deal 95 with one deal left in the stock: discarding from pile 2 wins two
# times in three, whatever the order of the last four cards; dealing now
# wins never. Both chances are exact (the strategy tries every order of the
# four unseen cards), so the ratings are the same on every machine.
DEAL = 95
BEFORE_LAST_DEAL = (
    "x3 x4 d x2 x2 x3 d x1 x1 x2 m4>2 x2 d x3 d x2 x3 x4 x4 x2 d x4 x4 m3>4 x2 m1>2 d x2 "
    "x1 x1 x1 x1 m4>1 x3 d x3 x3 m4>3 x1 x2 d x2 x3 x4 d x2 x3 x1 x4 d x3 x2 d"
)


@pytest.fixture
def held_worker(monkeypatch):
    """The coach's worker waits at each position until the test lets it go (``set()``)."""
    import acesup_qt.engine.strategy as strategy

    go, rank = threading.Event(), strategy.rank_moves

    def held(*args, **kwargs):
        go.wait(10)
        return rank(*args, **kwargs)

    monkeypatch.setattr(strategy, "rank_moves", held)
    yield go
    go.set()  # never leave the worker waiting: closing the window waits for it


def rating(window) -> str:
    return window.statusBar().currentMessage()


def wait_for_rating(qtbot, window) -> str:
    qtbot.waitUntil(lambda: rating(window).startswith("Your move"), timeout=10000)
    return rating(window)


def wait_until_ranked_and_idle(qtbot, window) -> None:
    """The position on the table is ranked and the worker done: it sends the
    ranking a moment before it ends, and on a loaded machine it was still busy
    as the next move began."""
    qtbot.waitUntil(lambda: window.coach.ranked(window.model.game) is not None, timeout=10000)
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)


def at_the_choice(window) -> str:
    """Deal 95 one deal before the end; returns the card on top of pile 2, as named."""
    window.model.restore(deal_cards(DEAL), "standard", BEFORE_LAST_DEAL, DEAL)
    return card_label(window.model.game.piles[1][-1])


def test_a_clearly_worse_move_is_named_with_the_better_one(qtbot, window):
    window.action("rate_moves").trigger()
    assert settings.rate_moves()
    card = at_the_choice(window)
    under = card_label(window.model.game.piles[1][-2])
    click(qtbot, window, slot_point(window, "stock"))  # deal, when a discard would win
    assert window.model.game.moves[-1] == DEAL_MOVE
    assert wait_for_rating(qtbot, window) == (
        f"Your move, Deal: no win is left. Better was Discard {card}, uncovering {under} "
        "(win chance 67%, exactly)."
    )


def test_the_strategys_own_choice_is_said_to_be_so(qtbot, window):
    window.action("rate_moves").trigger()
    card = at_the_choice(window)
    game = window.model.game
    click(qtbot, window, card_point(window, game.piles[1][-1]))
    assert game.moves[-1] == DISCARDS[1]
    assert wait_for_rating(qtbot, window) == (
        f"Your move, Discard {card}, was the strategy's choice too (win chance 67%, exactly)."
    )


def test_a_deal_among_other_moves_is_rated_while_its_cards_still_slide(qtbot, window, monkeypatch):
    # A tester saw no rating within 3 s of a Deal: a deal the player chose is
    # rated as any move is, even made before its position was ranked.
    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, "1")  # cards slide, as a player sees them
    window.action("rate_moves").trigger()
    window.model.start_deal(3)
    assert len(window.model.game.legal_moves()) > 1
    assert window.coach.ranked(window.model.game) is None  # dealt before it is ranked
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert window.model.game.moves == [DEAL_MOVE]
    assert wait_for_rating(qtbot, window).startswith("Your move, Deal")


def test_undo_redo_and_a_forced_move_are_not_rated(qtbot, window):
    window.action("rate_moves").trigger()
    at_the_choice(window)
    click(qtbot, window, slot_point(window, "stock"))
    wait_for_rating(qtbot, window)
    window.statusBar().clearMessage()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(
        window.view,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.model.game.moves[-1] == DEAL_MOVE  # redone
    qtbot.wait(300)
    assert not rating(window).startswith("Your move")
    window.model.start_deal(7)  # its first position offers only the deal
    assert window.model.game.legal_moves() == [DEAL_MOVE]
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.wait(300)
    assert rating(window) == FORCED_DEAL  # not rated, and said so
    assert window.coach.summary() == ""  # nor counted


FORCED_DEAL = "Your move, Deal, was the only one possible: nothing to rate."


def test_with_rating_off_nothing_is_said_and_nothing_is_worked_out(qtbot, window):
    assert not settings.rate_moves()
    at_the_choice(window)
    click(qtbot, window, slot_point(window, "stock"))
    qtbot.wait(300)
    assert not rating(window).startswith("Your move")
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
        f"Your move, Deal: no win is left. Better was Discard {card}, uncovering {under} "
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


def _ranked(move, chance, margin, reason="") -> RankedMove:
    return RankedMove(move, chance, reason, margin, 100)


def test_moves_the_playouts_cannot_tell_apart_are_not_called_worse():
    game = new_game(deal_cards(11))
    game.replay("d d")
    ranking = Ranking(game, [_ranked(DISCARDS[1], 0.04, 0.03), _ranked(DEAL_MOVE, 0.03, 0.02)])
    kind, text = rate(ranking, DEAL_MOVE)
    assert kind == CLOSE
    assert text.startswith("Your move, Deal: win chance 3% ± 2%. The strategy would have")
    assert text.endswith("would have played Discard 4♠, but the two are too close to call.")
    clear = Ranking(game, [_ranked(DISCARDS[1], 0.30, 0.05), _ranked(DEAL_MOVE, 0.03, 0.02)])
    assert rate(clear, DEAL_MOVE).kind == WORSE
    assert "Better was Discard" in rate(clear, DEAL_MOVE).text
    assert rate(Ranking(game, [_ranked(DEAL_MOVE, 0.1, 0.0)]), DEAL_MOVE).text == ""


def test_the_cycle_collector_is_held_while_ranking_and_back_on_after_closing(
    qtbot, window, held_worker
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


def test_a_move_taken_back_before_its_rating_came_is_not_rated(qtbot, window, held_worker):
    at_the_choice(window)
    window.action("rate_moves").trigger()  # ranking this position is held back
    click(qtbot, window, slot_point(window, "stock"))
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.game.stock_count == 4  # the deal is taken back
    held_worker.set()
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)  # the ranking came
    assert not rating(window).startswith("Your move")
    click(qtbot, window, slot_point(window, "stock"))  # dealt again: rated at once
    assert rating(window).startswith("Your move, Deal: no win is left.")


def test_a_forced_deal_leaves_no_rating_of_the_move_before_on_show(qtbot, window):
    window.action("rate_moves").trigger()
    window.model.restore(deal_cards(2), "standard", "x4 d x1 x1 x2", 2)
    window.play(Move.parse("m3>1"))  # a choice, after which only the deal is left
    wait_for_rating(qtbot, window)
    assert window.model.game.legal_moves() == [DEAL_MOVE]
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert window.model.game.moves[-1] == DEAL_MOVE
    assert rating(window) == FORCED_DEAL  # the rating of m3>1 is gone


def test_an_equally_good_move_is_not_called_the_strategys_choice():
    game = new_game(deal_cards(DEAL))
    game.replay(BEFORE_LAST_DEAL)
    first, other = DISCARDS[1], next(m for m in game.legal_moves() if m not in (DISCARDS[1],))
    ranking = Ranking(game, [_ranked(first, 1.0, 0.0), _ranked(other, 1.0, 0.0)])
    kind, text = rate(ranking, other)
    assert kind == AS_GOOD
    assert "strategy's choice too" not in text
    assert text == (
        f"Your move, {ranking.names[other]}, was as good as the strategy's choice, "
        f"{ranking.names[first]} (this wins)."
    )
    # The same chance reached by two paths may differ in its last bits.
    two_paths = Ranking(game, [_ranked(first, 2 / 3 + 1e-15, 0.0), _ranked(other, 2 / 3, 0.0)])
    assert rate(two_paths, other).kind == AS_GOOD


def test_closing_the_window_does_not_wait_for_a_long_ranking(qtbot, window, monkeypatch):
    monkeypatch.setattr(coach_worker, "BUDGET_SECONDS", 60.0)
    monkeypatch.setattr(coach_worker, "PLAYOUTS", 10**7)
    window.action("rate_moves").trigger()
    window.model.start_deal(DEAL)  # the first position: ranking it now takes a minute
    qtbot.wait(100)
    start = time.perf_counter()
    window.close()
    assert time.perf_counter() - start < 5.0


def test_the_last_move_of_a_game_leaves_its_result_in_the_status_bar(qtbot, window):
    from acesup_qt.engine.fair_play import play_game

    game = new_game(deal_cards(2))
    play_game(game)  # lost, by a discard
    window.model.restore(deal_cards(2), "standard", game.moves[:-1], 2)
    window.play(game.moves[-1])
    assert window.model.game.is_over()
    assert rating(window) == f"Deal #2: lost, score {game.score}."


def _chance(text: str) -> str:
    """The win chance in a hint or a rating: "win chance 6% ± 3%"."""
    return text[text.rindex("(") + 1 : text.rindex(")")]


def test_a_hint_and_the_rating_of_following_it_give_the_same_chance(qtbot, window, monkeypatch):
    import acesup_qt.hint

    from .test_hint import ask_hint

    monkeypatch.setattr(acesup_qt.hint, "DEEP_BUDGET_SECONDS", 0.0)  # the quick answer only
    window.model.start_deal(DEAL)  # the first position: chances from playouts, not exact
    window.action("rate_moves").trigger()
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)  # ranked, as the player looks
    move, hint = ask_hint(qtbot, window)
    window.play(move)
    said = wait_for_rating(qtbot, window)
    assert "was the strategy's choice too" in said
    assert _chance(said) == _chance(hint.split("  [")[0])


def test_the_rating_of_a_refined_hint_gives_the_refined_chance(qtbot, window, monkeypatch):
    import acesup_qt.hint

    from .test_hint import ask_hint

    monkeypatch.setattr(acesup_qt.hint, "DEEP_BUDGET_SECONDS", 2.0)
    monkeypatch.setattr(acesup_qt.hint, "DEEP_PLAYOUTS", 1200)
    window.model.start_deal(DEAL)
    window.action("rate_moves").trigger()
    with qtbot.waitSignal(window.hints.hint_refined, timeout=10000) as refined:
        ask_hint(qtbot, window)
    move, hint = refined.args
    window.play(move)
    said = wait_for_rating(qtbot, window)
    assert _chance(said) == _chance(hint.split("  [")[0])


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
