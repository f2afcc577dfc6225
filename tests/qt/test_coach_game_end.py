"""Rate my moves at a game's end: the last move's rating follows the result, and
goes with that game."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.engine import Move, deal_cards, new_game

from .conftest import card_point, drag, slot_point
from .test_coach import BEFORE_LAST_DEAL, DEAL, held_worker, is_rating, rating

__all__ = ["held_worker"]  # a fixture, shared with the coach's tests


# After BEFORE_LAST_DEAL, the last deal and these moves: three moves fill the
# empty pile 2; the ace of diamonds wins, the ten of hearts ends the game.
THE_END = "x2 x1 x1 x1 x4 d x2 x2"


def _end_the_game_with_a_worse_move(qtbot, window) -> str:
    """Drag the ten of hearts onto the empty pile 2, which loses; the result said."""
    window.model.restore(deal_cards(DEAL), "standard", f"{BEFORE_LAST_DEAL} {THE_END}", DEAL)
    game = window.model.game
    drag(qtbot, window, card_point(window, game.piles[0][-1]), slot_point(window, "pile 2"))
    assert game.moves[-1] == Move.parse("m1>2")
    assert game.is_over()
    return f"Deal #{DEAL}: lost, score {game.score}."


LOSING_MOVE_RATED = (
    "You moved 10♥ to pile 2: no win is left. "
    "Better was Move A♦ to empty pile 2, uncovering Q♣ (this wins)."
)


def test_the_rating_of_the_move_that_ends_the_game_follows_the_result(qtbot, window):
    window.action("rate_moves").trigger()
    window.model.restore(deal_cards(DEAL), "standard", f"{BEFORE_LAST_DEAL} {THE_END}", DEAL)
    qtbot.waitUntil(lambda: window.coach.ranked(window.model.game) is not None, timeout=10000)
    result = _end_the_game_with_a_worse_move(qtbot, window)  # rated at once
    assert rating(window) == f"{result} {LOSING_MOVE_RATED}"


def test_a_rating_that_comes_after_the_game_ended_does_not_take_the_results_place(
    qtbot, window, held_worker
):
    window.action("rate_moves").trigger()  # ranking each position is held back
    result = _end_the_game_with_a_worse_move(qtbot, window)
    assert rating(window) == f"{result} Rating your move, Move 10♥ to pile 2…"
    held_worker.set()
    qtbot.waitUntil(lambda: "You moved 10♥ to pile 2:" in rating(window), timeout=10000)
    assert rating(window) == f"{result} {LOSING_MOVE_RATED}"
    window.game_end.close()
    assert window.start_deal(7)  # the last game's result and rating go with it
    assert not is_rating(rating(window))


def test_undoing_the_move_that_ended_the_game_takes_the_result_and_its_rating_back(qtbot, window):
    # The rating is of a move no longer on the table: it goes as any move's does
    # when undone (``test_coach_undo``).
    window.action("rate_moves").trigger()
    window.model.restore(deal_cards(DEAL), "standard", f"{BEFORE_LAST_DEAL} {THE_END}", DEAL)
    qtbot.waitUntil(lambda: window.coach.ranked(window.model.game) is not None, timeout=10000)
    result = _end_the_game_with_a_worse_move(qtbot, window)
    assert rating(window) == f"{result} {LOSING_MOVE_RATED}"
    window.game_end.close()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not window.model.game.is_over()
    assert rating(window) == ""


def test_a_new_game_does_not_show_the_rating_of_the_last_one(qtbot, window):
    from acesup_qt.engine.fair_play import play_game

    window.action("rate_moves").trigger()
    game = new_game(deal_cards(20))
    play_game(game)  # lost, by a move chosen among three
    window.model.restore(deal_cards(20), "standard", game.moves[:-1], 20)
    window.play(game.moves[-1])
    assert window.model.game.is_over()
    # The stock empty and every chance exactly nought, no win is left: said after the
    # result, in place of a rating, how the move did for the score.
    said = "with no win left: the best for the score."
    qtbot.waitUntil(lambda: rating(window).endswith(said), timeout=10000)
    window.game_end.close()
    assert window.start_deal(7)
    assert said not in rating(window)
    assert not is_rating(rating(window))


def test_on_a_narrow_window_the_result_gives_the_rating_its_room(qtbot, window):
    # The moves and the clock stay beside a rating: the result before it gives up
    # what it must for the rating, the news; the result is in the dialog already.
    # Measured as if every label stepped aside, it kept its place, and the
    # rating's end was cut instead.
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    window.action("rate_moves").trigger()
    window.model.restore(deal_cards(DEAL), "standard", f"{BEFORE_LAST_DEAL} {THE_END}", DEAL)
    qtbot.waitUntil(lambda: window.coach.ranked(window.model.game) is not None, timeout=10000)
    _end_the_game_with_a_worse_move(qtbot, window)
    window.game_end.close()
    bar, clock = window.status_bar, window.play_clock
    assert clock.moves_label.isVisible()
    assert clock.clock_label.isVisible()
    assert rating(window) == LOSING_MOVE_RATED  # too long, even alone, for 800 pixels:
    assert bar.shown_message().startswith(LOSING_MOVE_RATED[:60])  # its end in "…"
