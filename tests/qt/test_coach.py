"""Settings > Rate my moves: after each of the player's moves, the status bar rates it
(when the coach works, and when not: ``test_coach_work``)."""

from __future__ import annotations

import re
import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolTip

from acesup_qt import settings
from acesup_qt.engine import Move, card_label, deal_cards, new_game
from acesup_qt.engine.moves import DEAL_MOVE, DISCARDS
from acesup_qt.engine.strategy import RankedMove
from acesup_qt.rating import AS_GOOD, CLOSE, WORSE, Ranking, rate

from .conftest import card_point, click, slot_point
from .test_status_bar import hover

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


# How every rating of a move begins: what the player did, in the past tense, then
# what the coach found (a forced move's "You dealt, the only move possible" is none).
RATED = re.compile(r"You (dealt|discarded \S+|moved \S+ to pile \d+): ")


def is_rating(text: str) -> bool:
    """``text`` rates a move (after a game's result, if it ended the game)."""
    return RATED.search(text) is not None


def wait_for_rating(qtbot, window) -> str:
    qtbot.waitUntil(lambda: is_rating(rating(window)), timeout=10000)
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
        f"You dealt: no win is left. Better was Discard {card}, uncovering {under} "
        "(win chance 67%, exactly)."
    )


def test_at_800x600_a_rating_leaves_the_move_count_and_the_clock_in_sight(qtbot, window):
    # Each rating stepped every label aside, 15 s a move: the clock and the
    # move count were never in sight while playing.
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    window.action("rate_moves").trigger()
    at_the_choice(window)
    click(qtbot, window, slot_point(window, "stock"))
    said = wait_for_rating(qtbot, window)
    bar, clock = window.status_bar, window.play_clock
    assert clock.moves_label.isVisible()
    assert clock.clock_label.isVisible()
    assert clock.moves_label.text() == f"{len(window.model.game.moves)} moves"
    assert bar.message_rect().right() < clock.moves_label.x()  # none drawn over them
    assert said.startswith(bar.shown_message().removesuffix("…"))
    assert not window.score_label.isVisible()  # the table shows it large: it steps aside


def test_a_rating_too_long_for_the_room_ends_in_an_ellipsis_and_reads_whole_on_hover(qtbot, window):
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    window.model.start_deal(1494745107)  # a random deal's ten digits, as the player had
    window.action("rate_moves").trigger()
    long = (
        "You dealt: win chance under 1%. The strategy would have played Move A♠ "
        "to pile 1, but the two are too close to call."
    )
    window.game_end.show_rating(long)  # as the coach says it
    bar, clock = window.status_bar, window.play_clock
    assert clock.moves_label.isVisible()
    assert clock.clock_label.isVisible()
    shown = bar.shown_message()
    assert shown.endswith("…")
    assert long.startswith(shown[:-1])
    assert len(shown) > 80  # the room of the labels the table or the title shows anyway
    hover(bar, bar.message_rect().center())
    assert QToolTip.isVisible()
    assert QToolTip.text() == long


def test_the_strategys_own_choice_is_said_to_be_so(qtbot, window):
    window.action("rate_moves").trigger()
    card = at_the_choice(window)
    game = window.model.game
    click(qtbot, window, card_point(window, game.piles[1][-1]))
    assert game.moves[-1] == DISCARDS[1]
    assert wait_for_rating(qtbot, window) == (
        f"You discarded {card}: the strategy's choice too (win chance 67%, exactly)."
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
    assert wait_for_rating(qtbot, window).startswith("You dealt")


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
    assert not is_rating(rating(window))
    window.model.start_deal(7)  # its first position offers only the deal
    assert window.model.game.legal_moves() == [DEAL_MOVE]
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.wait(300)
    assert rating(window) == FORCED_DEAL  # not rated, and said so
    assert window.coach.summary() == ""  # nor counted


FORCED_DEAL = "You dealt, the only move possible: nothing to rate."


def _ranked(move, chance, margin, reason="") -> RankedMove:
    return RankedMove(move, chance, reason, margin, 100)


def test_moves_the_playouts_cannot_tell_apart_are_not_called_worse():
    game = new_game(deal_cards(11))
    game.replay("d d")
    ranking = Ranking(game, [_ranked(DISCARDS[1], 0.04, 0.03), _ranked(DEAL_MOVE, 0.03, 0.02)])
    kind, text = rate(ranking, DEAL_MOVE)
    assert kind == CLOSE
    assert text.startswith("You dealt: win chance 3% ± 2%. The strategy would have")
    assert text.endswith("would have played Discard 4♠, but the two are too close to call.")
    clear = Ranking(game, [_ranked(DISCARDS[1], 0.30, 0.05), _ranked(DEAL_MOVE, 0.03, 0.02)])
    assert rate(clear, DEAL_MOVE).kind == WORSE
    assert "Better was Discard" in rate(clear, DEAL_MOVE).text
    assert rate(Ranking(game, [_ranked(DEAL_MOVE, 0.1, 0.0)]), DEAL_MOVE).text == ""


def test_a_clearly_worse_move_whose_chance_reads_as_the_better_ones_says_it_once():
    # Both under 1%, yet clearly apart: "win chance under 1%. Better was
    # Discard 4♠ (win chance under 1%)." read as two equal chances.
    game = new_game(deal_cards(11))
    game.replay("d d")
    best = _ranked(DISCARDS[1], 0.004, 0.0009)
    ranking = Ranking(game, [best, _ranked(DEAL_MOVE, 0.001, 0.001)])
    kind, text = rate(ranking, DEAL_MOVE)
    assert kind == WORSE
    assert text == "You dealt: better was Discard 4♠, though both win chances are under 1%."
    assert text.count("under 1%") == 1


def test_a_move_taken_back_before_its_rating_came_is_not_rated(qtbot, window, held_worker):
    at_the_choice(window)
    window.action("rate_moves").trigger()  # ranking this position is held back
    click(qtbot, window, slot_point(window, "stock"))
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.game.stock_count == 4  # the deal is taken back
    held_worker.set()
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)  # the ranking came
    assert not is_rating(rating(window))
    click(qtbot, window, slot_point(window, "stock"))  # dealt again: rated at once
    assert rating(window).startswith("You dealt: no win is left.")


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
        f"{ranking.played[other]}: as good as the strategy's choice, "
        f"{ranking.names[first]} (this wins)."
    )
    # The same chance reached by two paths may differ in its last bits.
    two_paths = Ranking(game, [_ranked(first, 2 / 3 + 1e-15, 0.0), _ranked(other, 2 / 3, 0.0)])
    assert rate(two_paths, other).kind == AS_GOOD


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
    assert ": the strategy's choice too" in said
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


def test_exact_chances_that_round_alike_are_not_called_equal():
    # 12.4% and 11.6% exactly are both "win chance 12%, exactly": the first is
    # clearly better, and the words say the percent they round to, once.
    game = new_game(deal_cards(11))
    game.replay("d d")
    ranking = Ranking(game, [_ranked(DISCARDS[1], 0.124, 0.0), _ranked(DEAL_MOVE, 0.116, 0.0)])
    kind, text = rate(ranking, DEAL_MOVE)
    assert kind == WORSE
    assert text == "You dealt: better was Discard 4♠, though both win chances round to 12%."
