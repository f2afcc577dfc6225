"""Once no win is left, no move is rated by a win chance, nor ranked.

A fair player's win chance quoted for a move made after the deal was already
lost ("Worse: 4%, best 9%" on a move after the one that gave the win away)
read as the review contradicting its own verdict. Review moves says such
moves were made with no win left, as soon as it learns where that was (the
solver's verdict on the deal, the search for the move that lost it, both
after the game); the coach stops ranking once the line has said no win is
left, and the end-of-game summary says those moves are not rated.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from acesup_qt import move_review
from acesup_qt.dialogs.move_review import VERDICT
from acesup_qt.engine import deal_cards, new_game
from acesup_qt.rating import CHOICE, NO_WIN_SKIPPED, summary_text
from acesup_qt.still_winnable import NO_WIN_LEFT

from .conftest import play_on
from .review_panel import click_row, held_lost_move_search, open_review
from .test_no_win_hint import choose_in_settings, turn_on_by_the_menu
from .test_still_winnable import DEAL_5_LOST, answer, line
from .test_winnable import lose, short_budgets

__all__ = ["short_budgets"]  # a fixture, used by its name


def verdicts(dock) -> list[str]:
    """Each move's verdict as the list shows it."""
    tree = dock.moves
    return [tree.topLevelItem(i).text(VERDICT) for i in range(len(dock.review.rows))]


def test_a_deal_no_one_could_win_rates_no_move_by_a_win_chance(qtbot, window):
    # Four Ace Patience deal 62: proven unwinnable in a tenth of a second. The
    # line was never on: the review learns it from the verdict after the game.
    dialog = lose(qtbot, window, 62, "aces-only")
    qtbot.mouseClick(dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    rows = dock.review.rows
    qtbot.waitUntil(lambda: dock.verdict.text().startswith("No one could have won"), timeout=5000)
    qtbot.waitUntil(lambda: all(r.verdict != move_review.RATING for r in rows), timeout=5000)
    # Compared for the score instead, once the solver has found the best scores along
    # the line: each move kept the best score still possible, or cost some of it.
    qtbot.waitUntil(lambda: "No win left" not in verdicts(dock), timeout=20000)
    shown = verdicts(dock)
    compared = r"No win: (best kept|cost \d+)|Only move"
    assert all(re.fullmatch(compared, text) for text in shown), shown
    costs = [int(text.rsplit(" ", 1)[1]) for text in shown if text.startswith("No win: cost")]
    # What the moves cost adds up to what the best score lost by the end: 28, the
    # deal's best as the dialog said, down to the game's own score.
    best = int(re.search(r"best possible score was (\d+)", dock.verdict.text()).group(1))
    final = int(re.search(r"score (\d+)", dock.review.title).group(1))
    assert best - sum(costs) == final, (best, costs, final)
    chosen = next(i for i, text in enumerate(shown) if text.startswith("No win"))
    click_row(qtbot, dock, chosen)
    # Said to be the solver's best, who knows the order of the stock: Rate my moves,
    # fair, may have called the same move worse for the score on average.
    knowing = "knowing the stock's order"
    whole = (
        rf"No win was left: (kept the best score {knowing}, \d+"
        rf"|cost \d+ cards? of the best score {knowing} \(\d+, then \d+\))"
    )
    assert re.search(whole, dock.detail.text()), dock.detail.text()
    assert "%" not in dock.detail.text()
    # Nothing left to rank: the coach's worker rests.
    qtbot.waitUntil(lambda: window.coach is None or not window.coach.busy, timeout=3000)


def noted_rankings(monkeypatch) -> list[int]:
    """The coach's rankings from now on, as they start: how many moves into the game."""
    import acesup_qt.engine.strategy as strategy

    ranked: list[int] = []
    rank = strategy.rank_moves

    def noted(game, *args, **kwargs):
        ranked.append(len(game.moves))
        return rank(game, *args, **kwargs)

    monkeypatch.setattr(strategy, "rank_moves", noted)
    return ranked


def noted_positions(monkeypatch) -> list[tuple[tuple[str, ...], str]]:
    """The coach's rankings from now on, as they start: the moves that led to the
    position, and what the ranking aimed at (``rank_moves``'s objective)."""
    import acesup_qt.engine.strategy as strategy

    ranked: list[tuple[tuple[str, ...], str]] = []
    rank = strategy.rank_moves

    def noted(game, *args, **kwargs):
        ranked.append((tuple(m.text for m in game.moves), kwargs.get("objective", "win")))
        return rank(game, *args, **kwargs)

    monkeypatch.setattr(strategy, "rank_moves", noted)
    return ranked


# A move made where the player was told no win was left: rated for the score, as the
# hint aims there (no figure where the playouts cannot tell), not counted.
FOR_THE_SCORE = re.compile(
    r"You .*, with no win left: (the best for the score|it leaves .* than .*"
    r"|the strategy would have played .* for the score, but the two are too close to call)\."
)


def test_moves_after_the_win_was_lost_lose_their_chances_once_the_solver_finds_it(
    qtbot, window, monkeypatch
):
    ranked = noted_rankings(monkeypatch)
    found = held_lost_move_search(monkeypatch, 30)
    try:
        dock = open_review(qtbot, window)  # deal 66, lost: move 26 gave the win away
        rows = dock.review.rows
        click_row(qtbot, dock, 29)  # move 30: rated first, by its win chance for now
        qtbot.waitUntil(lambda: "%" in verdicts(dock)[29], timeout=20000)
        click_row(qtbot, dock, 25)  # move 26, the one that gave the win away
        qtbot.waitUntil(lambda: "%" in verdicts(dock)[25], timeout=20000)
        found.set()
        qtbot.waitUntil(lambda: rows[25].lost, timeout=20000)
        told = len(ranked)
        shown = verdicts(dock)
        # "No win left", or compared for the score once the solver says ("No win: best kept").
        assert shown[29].startswith("No win")
        assert all("%" not in text for text in shown[26:]), shown[26:]
        assert all(text.startswith(("No win", "Only move")) for text in shown[26:]), shown[26:]
        # The move that gave it away was made with a win still there: its chance stands.
        assert shown[25].startswith("Lost the win · ")
        assert "%" in shown[25]
        click_row(qtbot, dock, 29)
        assert "No win was left" in dock.detail.text()
        assert "%" not in dock.detail.text()
        # The rest of the moves after it are never ranked: the worker rests once
        # the moves before it are rated. (Asked once the last of those is shown, the
        # worker may still be handing it over: rested is waited for.)
        qtbot.waitUntil(lambda: all(r.verdict != move_review.RATING for r in rows), timeout=90000)
        qtbot.waitUntil(lambda: not window.coach.busy, timeout=10000)
        # Position 26 on (after the move that gave the win away): none ranked since.
        assert all(moves < 26 for moves in ranked[told:]), ranked[told:]
    finally:
        found.set()  # never leave the worker waiting


def test_told_no_win_is_left_the_coach_rates_for_the_score_and_the_summary_says_so(
    qtbot, window, monkeypatch
):
    from acesup_qt.engine.fair_play import play_game

    ranked = noted_positions(monkeypatch)
    window.model.start_deal(5)
    turn_on_by_the_menu(qtbot, window)
    choose_in_settings(qtbot, window, Qt.Key.Key_R)  # Rate my moves
    moves = DEAL_5_LOST.split()
    play_on(qtbot, window, DEAL_5_LOST)
    assert answer(qtbot, window, timeout=20000) == NO_WIN_LEFT  # after move 12
    bar = window.statusBar()
    qtbot.waitUntil(lambda: "no win is left" in bar.currentMessage(), timeout=10000)
    qtbot.waitUntil(lambda: not window.coach.busy, timeout=5000)
    ranked.clear()
    rest = new_game(deal_cards(5))
    rest.replay(DEAL_5_LOST)
    line_played = [m.text for m in play_game(rest).moves]
    assert line_played[:12] == moves
    game = window.model.game
    for text in line_played[12:-1]:
        before = game.copy()
        play_on(qtbot, window, text)
        if len(before.legal_moves()) > 1:
            # Rated for the score (it said "nothing to rate"), no chance quoted.
            qtbot.waitUntil(
                lambda: bool(FOR_THE_SCORE.fullmatch(bar.currentMessage())), timeout=10000
            )
        assert line(window).text() == NO_WIN_LEFT
        qtbot.wait(50)  # time for a ranking ahead to start, were one wanted
    play_on(qtbot, window, line_played[-1])
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    qtbot.waitUntil(lambda: "still to rate" not in dialog.ratings.text(), timeout=60000)
    # Of the positions with no win left, only those on the table were ranked, each for
    # the score: none ahead, whose time is the search for the next winnable deal's.
    played = tuple(m.text for m in game.moves)
    after = [(moves, aim) for moves, aim in ranked if len(moves) >= 12]
    assert after
    assert all(played[: len(moves)] == moves and aim == "score" for moves, aim in after), after
    said = dialog.ratings.text()
    assert said.startswith("Your moves, as rated: "), said
    assert said.endswith(" Moves after no win was left are not rated."), said


def test_the_summary_says_moves_were_left_unrated_only_when_some_were():
    assert summary_text([CHOICE]) == "Your moves, as rated: 1 was the strategy's choice."
    assert summary_text([CHOICE], no_win=True) == (
        "Your moves, as rated: 1 was the strategy's choice. " + NO_WIN_SKIPPED
    )
    assert summary_text([], no_win=True) == "Moves after no win was left are not rated."
