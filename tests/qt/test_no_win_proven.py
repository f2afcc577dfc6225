"""Where the strategy's exact chances prove no win is left, the coach and the hint
go by the score, not by a chance of nought that makes every move "as good".

Deal 7, one deal before the end (33 moves in): every move's chance is exactly
nought, whatever the order of the last four cards, so no win is left, as a fair
player can work out. Discarding 9♣ or Q♣ keeps 27.2 cards on average; dealing
now, 25.5 (the solver's Review moves finds it cost a card). The coach called the
Deal "as good as the strategy's choice", counted it so in the statistics, and
the hint offered it "as good as the first".
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from acesup_qt.engine import deal_cards, new_game
from acesup_qt.engine.moves import DEAL_MOVE, DISCARDS
from acesup_qt.engine.strategy import RankedMove
from acesup_qt.rating import NO_WIN_LEFT, NO_WIN_SKIPPED, Ranking, rate

from ..engine.positions import counted_searches
from .conftest import card_point, click, slot_point
from .test_coach import rating, wait_until_ranked_and_idle
from .test_no_win_hint import press_hint

DEAL = 7
NO_WIN_PROVEN = (
    "d d d d x2 x3 x1 d x2 x1 d x1 x2 x3 x4 d x4 x3 x3 x1 x2 d x1 x2 x3 d d x2 x2 x2 x2 x1 d"
)


def at_the_last_deal(window) -> None:
    window.model.restore(deal_cards(DEAL), "standard", NO_WIN_PROVEN, DEAL)


def test_a_deal_where_no_win_is_left_is_not_rated_as_good_nor_counted(qtbot, window):
    window.action("rate_moves").trigger()
    at_the_last_deal(window)
    wait_until_ranked_and_idle(qtbot, window)
    click(qtbot, window, slot_point(window, "stock"))  # deal, throwing a card away
    assert window.model.game.moves[-1] == DEAL_MOVE
    qtbot.waitUntil(lambda: "no win left" in rating(window), timeout=10000)
    # Not rated, yet said how it did for the score (it said "nothing to rate").
    assert rating(window) == (
        "You dealt, with no win left: it leaves about 1.7 cards more on average than "
        "Discard 9♣, uncovering K♠."
    )
    assert window.coach.rated_moves() == {}  # nor kept in the statistics as "as good"
    assert window.coach.summary() == NO_WIN_SKIPPED


@pytest.mark.parametrize("rating", [False, True])
def test_the_hint_where_no_win_is_left_aims_for_the_best_score(qtbot, window, rating):
    if rating:  # the coach's ranking for the win, ready: the hint does not show it
        window.action("rate_moves").trigger()
    at_the_last_deal(window)
    if rating:
        wait_until_ranked_and_idle(qtbot, window)
    assert press_hint(qtbot, window) == (
        "Hint: Discard 9♣, uncovering K♠ (no win is left, so this aims for the best score) [1 of 3]"
    )
    second = press_hint(qtbot, window)
    assert second == (
        "Hint: Discard Q♣, uncovering 2♦ (no win is left; as good as the first for the score) "
        "[2 of 3]"
    )
    third = press_hint(qtbot, window)
    assert third.startswith("Hint: Deal")
    assert third.endswith("(no win is left) [3 of 3]")  # not "as good as the first"
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # Enter plays the move lit: the Deal
    assert window.model.game.moves[-1] == DEAL_MOVE


def test_exact_chances_of_nought_rate_no_move():
    game = new_game(deal_cards(DEAL))
    game.replay(NO_WIN_PROVEN)
    ranked = [RankedMove(move, 0.0, "", 0.0, 0) for move in (DISCARDS[2], DISCARDS[3], DEAL_MOVE)]
    assert rate(Ranking(game, ranked), DEAL_MOVE) == (
        NO_WIN_LEFT,
        "You dealt, with no win left: nothing to rate.",
    )
    assert rate(Ranking(game, ranked), DISCARDS[2]).kind == NO_WIN_LEFT


def test_review_compares_such_a_move_for_the_score_when_the_solver_could_not_tell(
    qtbot, window, monkeypatch
):
    # With the deal's verdict unknown, no row was marked made with no win left: the
    # Deal at move 34 read "Just as good", where the solver's best scores show it
    # cost a card.
    from acesup_qt import winnable

    from .test_winnable import lose

    monkeypatch.setattr(winnable, "CHECK_BUDGET_SECONDS", 0.001)  # "could not tell"
    moves = f"{NO_WIN_PROVEN} d x1 x4 x4 x4".split()
    dialog = lose(qtbot, window, DEAL, moves=moves)
    qtbot.waitUntil(lambda: "could not tell" in dialog.verdict.text(), timeout=10000)
    qtbot.mouseClick(dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    rows = window.game_end.review.review.rows
    assert rows[33].words == "Deal"
    qtbot.waitUntil(lambda: rows[33].short == "No win: cost 1", timeout=30000)
    assert not rows[32].short.startswith("No win")  # a Deal with nothing else to do


def test_the_progress_lines_tooltip_says_moves_made_with_no_win_left_are_not_counted(qtbot, window):
    # It listed every move left out but those: a player counting their moves of a
    # lost game against the line could not tell where the others went.
    from PySide6.QtWidgets import QToolTip

    from .test_statistics_from_play import open_statistics_from_the_toolbar
    from .test_statistics_progress import show_progress
    from .test_status_bar import hover

    statistics = open_statistics_from_the_toolbar(qtbot, window)
    show_progress(qtbot, statistics)
    line = statistics.progress.rated_line
    hover(line, line.rect().center())
    assert QToolTip.isVisible()
    assert "one made once no win was left" in QToolTip.text()


def test_the_hint_shows_the_coachs_ranking_for_the_score_and_searches_no_more(
    qtbot, window, monkeypatch
):
    window.action("rate_moves").trigger()
    at_the_last_deal(window)
    wait_until_ranked_and_idle(qtbot, window)
    searches = counted_searches(monkeypatch)
    with qtbot.waitSignal(window.hints.idle, timeout=10000):
        words = press_hint(qtbot, window)
    assert "(no win is left, so this aims for the best score)" in words
    assert searches == []  # the coach's exact ranking, shown as it is


def test_the_hint_where_no_win_is_left_searches_the_last_deal_once(qtbot, window, monkeypatch):
    # It searched every order of the last four cards for the win, found nought, then
    # for the score, then again for its deeper analysis: 78 ms before the hint showed
    # on deal 77's last deal, and the worker busy 120 ms; now 35 to 55 ms, and done.
    searches = counted_searches(monkeypatch)
    at_the_last_deal(window)
    with qtbot.waitSignal(window.hints.idle, timeout=10000):
        words = press_hint(qtbot, window)
    assert "(no win is left, so this aims for the best score)" in words
    assert len(searches) == 1


def test_the_best_move_for_the_score_where_no_win_is_left_is_said_so(qtbot, window):
    window.action("rate_moves").trigger()
    at_the_last_deal(window)
    wait_until_ranked_and_idle(qtbot, window)
    nine = window.model.game.piles[2][-1]  # 9♣, the hint's first for the score
    click(qtbot, window, card_point(window, nine))
    assert window.model.game.moves[-1] == DISCARDS[2]
    qtbot.waitUntil(lambda: "no win left" in rating(window), timeout=10000)
    assert rating(window) == "You discarded 9♣, with no win left: the best for the score."
    assert window.coach.rated_moves() == {}  # said, not counted: ratings go by the win


def test_with_the_stock_empty_the_cards_a_move_leaves_are_certain_not_an_average():
    game = new_game(deal_cards(DEAL))
    game.replay(f"{NO_WIN_PROVEN} d")
    assert game.stock_count == 0
    first, second = DISCARDS[0], DISCARDS[1]  # as named there, legal or not
    ranked = [
        RankedMove(first, None, "", None, 1, "Play it", 30.0, 0.0),
        RankedMove(second, None, "", None, 1, "", 28.0, 0.0),
    ]
    text = rate(Ranking(game, ranked), second).text
    assert text.endswith(", with no win left: it leaves 2 cards more than Play it.")
