"""Once Tell me if the game can still be won has said no win is left, Rate my moves
rates the moves made there for the score, as the hint then aims, and as it does
where the exact chances prove no win is left (``test_no_win_proven``).

Deal 7 after five Deals: the line says "No win left from here" (the solver proves
it in a tenth of a second). Discarding 10♠ keeps about 27 cards on average; a Deal
there, which covers both discards, about 22. The coach said "You dealt, with no win
left: nothing to rate.", where the hint beside it aimed for the score: a player
trying to do better learnt nothing of a move that threw five cards away.
"""

from __future__ import annotations

import re

from acesup_qt.engine import Game, deal_cards, parse_moves
from acesup_qt.engine.strategy import RankedMove
from acesup_qt.rating import NO_WIN_LEFT, Ranking, rate
from acesup_qt.still_winnable import NO_WIN_LEFT as NO_WIN_LINE

from .conftest import click, play_on, slot_point
from .test_coach import rating
from .test_no_win_hint import choose_in_settings, turn_on_by_the_menu
from .test_still_winnable import answer

DEAL = 7
FIVE_DEALS = "d d d d d"


def test_a_move_made_after_the_line_said_no_win_is_rated_for_the_score(qtbot, window):
    from PySide6.QtCore import Qt

    window.model.start_deal(DEAL)
    turn_on_by_the_menu(qtbot, window)
    choose_in_settings(qtbot, window, Qt.Key.Key_R)  # Rate my moves
    play_on(qtbot, window, FIVE_DEALS)
    assert answer(qtbot, window) == NO_WIN_LINE
    click(qtbot, window, slot_point(window, "stock"))  # deal, covering both discards
    qtbot.waitUntil(lambda: "with no win left" in rating(window), timeout=10000)
    words = rating(window)
    assert re.fullmatch(
        r"You dealt, with no win left: it leaves about \d+\.\d cards more on average than "
        r"Discard 10♠, uncovering 5♣\.",
        words,
    ), words
    assert float(words.split("leaves about ")[1].split()[0]) > 2.0  # some five cards
    # Said, not counted: the statistics rate moves by the chance to win.
    assert len(window.model.game.moves) == 6
    assert 6 not in window.coach.rated_moves()  # by move number: the earlier Deals are
    assert "are not rated" in window.coach.summary()


def test_scores_from_playouts_too_close_to_call_give_no_figure():
    game = Game(deal_cards(DEAL))
    for move in parse_moves(FIVE_DEALS):
        game.push(move)
    x2, deal = parse_moves("x2 d")
    ranked = [
        RankedMove(x2, None, "", None, 100, "Discard 10♠, uncovering 5♣", 27.0, 1.0),
        RankedMove(deal, None, "", None, 100, "Deal now", 26.5, 1.0),
    ]
    assert rate(Ranking(game, ranked), deal) == (
        NO_WIN_LEFT,
        "You dealt, with no win left: the strategy would have played Discard 10♠ for the "
        "score, but the two are too close to call.",
    )
