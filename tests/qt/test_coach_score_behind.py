"""Too close to call for the win, yet clearly behind for the score: Rate my moves,
the hint and Review moves say how many cards the strategy's choice discards more on
average (``RankedMove.score_behind``), the rating still counted by the win.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from acesup_qt.engine import Game, deal_cards, parse_moves
from acesup_qt.engine.strategy import RankedMove
from acesup_qt.hint_words import hint_text
from acesup_qt.move_review import verdict_words
from acesup_qt.rating import Ranking

from .conftest import click, play_on, slot_point
from .test_coach import rating
from .test_no_win_hint import choose_in_settings

DEAL = 7


def test_a_deal_too_close_to_call_for_the_win_says_what_it_cost_for_the_score(
    qtbot, window, monkeypatch
):
    # Deal 7 after four Deals: a fifth covers both discards. It read "You dealt: win
    # chance under 1%. The strategy would have played Discard 5♣, but the two are too
    # close to call.", as nearly every move does early in a game.
    from acesup_qt import coach_worker

    monkeypatch.setattr(coach_worker, "BUDGET_SECONDS", 30.0)  # its playouts in full
    window.model.start_deal(DEAL)
    choose_in_settings(qtbot, window, Qt.Key.Key_R)  # Rate my moves
    play_on(qtbot, window, "d d d d")
    qtbot.waitUntil(lambda: window.coach.ranked(window.model.game) is not None, timeout=30000)
    click(qtbot, window, slot_point(window, "stock"))
    qtbot.waitUntil(lambda: "Discard 5♣" in rating(window), timeout=30000)
    words = rating(window)
    assert re.fullmatch(
        r"You dealt: win chance under \d+%\. The strategy would have played Discard 5♣: "
        r"too close to call for the win, but it discards about \d\.\d cards more on average\.",
        words,
    ), words
    assert window.coach.rated_moves()[5].kind == "close"  # counted as ever: by the win


def test_the_hint_and_the_review_say_it_as_the_rating_does():
    game = Game(deal_cards(DEAL))
    for move in parse_moves("d d d d"):
        game.push(move)
    x2, deal = parse_moves("x2 d")
    first = RankedMove(x2, 0.004, "", 0.006, 100, "Discard 5♣, uncovering Q♠")
    behind = RankedMove(deal, 0.003, "", 0.006, 100, "Deal now", score_behind=3.56)
    assert hint_text(behind, first) == (
        "Hint: Deal now (win chance under 1%, too close to call with the first, which "
        "discards about 3.6 cards more on average)"
    )
    assert verdict_words(Ranking(game, [first, behind]), deal)[1] == (
        "Close: the strategy would have played Discard 5♣, too close to call (both under "
        "1%), but it discards about 3.6 cards more on average"
    )
