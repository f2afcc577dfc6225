"""A reason names no plan that cannot happen: the lower card a kept card is to discard
"later" is one that can come on top of a pile, by what a fair player sees.

Deal 7 before its last deal, every exact chance nought: the Deal's reason said
"keeping the 9♣ to discard the 7♣ later", though the 7♣ lay under the A♣ on
pile 1, where it may never come up, and the Deal scores a card less than either
discard.
"""

from __future__ import annotations

import re

from acesup_qt.engine import Game, card_label, deal_cards, new_game
from acesup_qt.engine.moves import DEAL
from acesup_qt.engine.strategy import rank_moves

from .positions import near_the_ends, position

LATER = re.compile(r"keeping .*?discard the ((?:10|[2-9JQKA])[♣♦♥♠]) later")
DEAL_7 = "d d d d x2 x3 x1 d x2 x1 d x1 x2 x3 x4 d x4 x3 x3 x1 x2 d x1 x2 x3 d d x2 x2 x2 x2 x1 d"


def in_reach(game: Game, deal: bool) -> set[str]:
    """The cards a reason may say a kept card discards later: those in the stock, and
    for a move other than a Deal (which covers them) those on top of a pile."""
    cards = set(game.stock_cards())
    if not deal:
        cards.update(pile[-1] for pile in game.piles if pile)
    return {card_label(card) for card in cards}


def named_later(game: Game, objective: str = "win") -> list[tuple[str, str, bool]]:
    """Each card a ranked move's reason (either form) says will be discarded later."""
    found = []
    for entry in rank_moves(game, budget_seconds=0, objective=objective):
        for words in (entry.reason, entry.advice):
            for card in LATER.findall(words):
                found.append((words, card, entry.move.kind == DEAL))
    return found


def test_deal_7_before_its_last_deal_names_no_buried_card() -> None:
    game = new_game(deal_cards(7))
    game.replay(DEAL_7)
    (deal,) = [e for e in rank_moves(game, objective="win") if e.move.kind == DEAL]
    # Was "keeping the 9♣ to discard the 7♣ later": the 7♣ lies under the A♣.
    assert deal.reason == (
        "deals four new cards: the cards in sight are played out as well as they can be"
    )
    assert deal.advice == "Deal: the cards in sight are played out as well as they can be"


def test_a_deal_keeps_a_card_only_for_a_lower_one_still_to_come() -> None:
    # The 5♣ can be discarded (the 9♣ is on top of pile 2): kept for the 2♣ in the
    # stock, yes; for the 3♣ under the ace of pile 3, or the 4♣ on top of pile 4,
    # which the deal covers, no.
    game = position(["5C", "9C", "3C AH", "4C"], "2C 7D 8H 9S")
    (deal,) = [e for e in rank_moves(game, budget_seconds=0) if e.move.kind == DEAL]
    assert deal.reason == "deals four new cards, keeping the 5♣ to discard the 2♣ later"
    assert deal.advice == "Deal, keeping the 5♣ to discard the 2♣ later"
    buried = position(["5C", "9C", "3C AH", "4C"], "6D 7D 8H 9S")
    assert named_later(buried) == []  # was "keeping the 5♣ to discard the 4♣ later"


def test_no_reason_names_a_card_out_of_reach_late_in_the_strategys_games() -> None:
    said = 0
    for game in near_the_ends(range(1, 41), back=9):
        for objective in ("win", "score"):
            for words, card, deal in named_later(game, objective):
                said += 1
                assert card in in_reach(game, deal), (words, game.piles)
    assert said  # the words are still said where they hold
