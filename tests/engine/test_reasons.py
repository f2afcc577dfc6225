"""The strategy's reasons: described for ``acesup hint``, and as orders for the window."""

from __future__ import annotations

import re

import pytest

from acesup_qt.engine import Move, deal_cards, new_game, parse_cards
from acesup_qt.engine.moves import DEAL_MOVE
from acesup_qt.engine.reasons import reasons
from acesup_qt.engine.strategy import RankedMove, rank_moves

from .positions import near_the_ends

_VERBS = {"deals": "Deal", "discards": "Discard", "moves": "Move"}
_CARD = re.compile(r"(?:10|[2-9JQKA])[♣♦♥♠]")


def _say_the_same(description: str, order: str) -> None:
    """The order's verb is the description's, and both name the same cards in turn."""
    assert _VERBS[description.split()[0]] == re.match(r"[A-Za-z]+", order).group()
    assert _CARD.findall(description) == _CARD.findall(order)


# (deck, moves before, move, (value of the move, best value, value of dealing now,
#  outranked: the first move is known to be better), description, order): one
# position for each kind of reason. Small decks, so that each position shows one thing.
KINDS = {
    "deal when forced": (
        "2C 3D 4H 5S 6C 7D 8H 9S",
        "",
        "d",
        (0, 0, 0, False),
        "deals four new cards: nothing else can be played",
        "Deal: nothing else can be played",
    ),
    "deal keeping a killer": (
        "5C 9C 3D 4H 2C 7D 8H 9S",
        "",
        "d",
        (1, 1, 1, False),
        "deals four new cards, keeping the 5♣ to discard the 2♣ later",
        "Deal, keeping the 5♣ to discard the 2♣ later",
    ),
    "deal with the cards in sight played out": (
        "5C 9C 3D 4H 6D 7D 8H 9S",
        "",
        "d",
        (1, 1, 1, False),
        "deals four new cards: the cards in sight are played out as well as they can be",
        "Deal: the cards in sight are played out as well as they can be",
    ),
    "deal too early": (
        "5C 9C 3D 4H 6D 7D 8H 9S",
        "",
        "d",
        (0, 1, 0, True),
        "deals four new cards now, leaving better plays undone",
        "Deal now, leaving better plays undone",
    ),
    "deal ranked first, or too close to call with the first, though the planner plays first": (
        "5C 9C 3D 4H 6D 7D 8H 9S",
        "",
        "d",
        (0, 1, 0, False),
        "deals four new cards now, leaving the other plays for later",
        "Deal now, leaving the other plays for later",
    ),
    "deal clearly worse than the first, though the planner saw nothing better": (
        "5C 9C 3D 4H 6D 7D 8H 9S",
        "",
        "d",
        (1, 1, 1, True),
        "deals four new cards now, leaving better plays undone",
        "Deal now, leaving better plays undone",
    ),
    "discard uncovering": (
        "3C 2C 4H 5S 6C 7D 8H KC",
        "d",
        "x1",
        (1, 1, 0, False),
        "discards 6♣, uncovering 3♣",
        "Discard 6♣, uncovering 3♣",
    ),
    "discard though keeping it could kill a lower card": (
        "3C 2D 4H 5S 6C 7D 8H KC 2C 9D TH JS",
        "d",
        "x1",
        (0, 1, 0, False),
        "discards 6♣, though keeping it could discard the 2♣ later",
        "Discard 6♣, though keeping it could discard the 2♣ later",
    ),
    "discard kept for no lower card in reach: the 3♣ under it, the 2♣ under the 7♦": (
        "3C 2C 4H 5S 6C 7D 8H KC",
        "d",
        "x1",
        (0, 1, 0, False),
        "discards 6♣, uncovering 3♣",
        "Discard 6♣, uncovering 3♣",
    ),
    "discard emptying its pile": (
        "5C 9C 3D 4H 6D 7D 8H 9S",
        "",
        "x1",
        (1, 1, 0, False),
        "discards 5♣, emptying pile 1",
        "Discard 5♣, emptying pile 1",
    ),
    "move uncovering": (
        "2C 3D 4H 5S 6C 7D 8H 9C",
        "d x1 x1",
        "m2>1",
        (1, 1, 0, False),
        "moves 7♦ to the empty pile, uncovering 3♦",
        "Move 7♦ to empty pile 1, uncovering 3♦",
    ),
    "move uncovering, onto another pile": (
        "2C 3D 4H 5S 6C 7D 8H KH",
        "d x3 x3",
        "m1>3",
        (1, 1, 0, False),
        "moves 6♣ to the empty pile, uncovering 2♣",
        "Move 6♣ to empty pile 3, uncovering 2♣",
    ),
    "lone move": (
        "5C 9C 3D 4H 6S 7D 8H 9S",
        "x1",
        "m2>1",
        (1, 1, 0, False),
        "moves the lone 9♣: changes nothing",
        "Move the lone 9♣ to empty pile 1: it changes nothing",
    ),
}


@pytest.mark.parametrize("kind", list(KINDS))
def test_each_kind_of_reason_is_described_and_ordered_alike(kind: str) -> None:
    deck, before, move, (value, best, here, outranked), description, order = KINDS[kind]
    game = new_game(parse_cards(deck, None))
    game.replay(before)
    assert Move.parse(move) in game.legal_moves()
    said = reasons(game, Move.parse(move), value, best, here, outranked)
    assert said == (description, order)
    _say_the_same(*said)


def test_every_ranked_move_carries_its_reason_in_both_forms() -> None:
    for game in near_the_ends(range(1, 16), back=9):
        for entry in rank_moves(game, budget_seconds=0):
            assert entry.advice
            _say_the_same(entry.reason, entry.advice)


def test_a_forced_deal_is_advised_as_one() -> None:
    (only,) = rank_moves(new_game(deal_cards(7)), budget_seconds=0)  # four suits in sight
    assert only.reason == "deals four new cards: nothing else can be played"
    assert only.advice == "Deal: nothing else can be played"


def _dealing_words_agree_with_the_ranking(ranked: list[RankedMove]) -> None:
    """A Deal leaves "better plays undone" only when the first is known to be better:
    shown so by the chances. Without chances nothing is known to be better."""
    for entry in ranked:
        first = ranked[0]
        if entry.move != DEAL_MOVE or len(ranked) == 1:
            continue
        said_worse = entry.advice == "Deal now, leaving better plays undone"
        if entry is first:
            assert not said_worse, entry
        else:
            assert said_worse == first.clearly_better_than(entry), (entry, first)


def test_a_deal_too_close_to_call_with_the_first_leaves_the_other_plays_for_later() -> None:
    # Deal #20 at its start, as a player's third Hint showed it: the hint also
    # says the Deal is "too close to call with the first", so no better plays exist.
    ranked = rank_moves(new_game(deal_cards(20)), seed=0, budget_seconds=60)
    deal = next(entry for entry in ranked if entry.move == DEAL_MOVE)
    assert deal is not ranked[0]
    assert not ranked[0].clearly_better_than(deal)
    assert deal.advice == "Deal now, leaving the other plays for later"
    assert deal.reason == "deals four new cards now, leaving the other plays for later"


def test_a_deal_said_to_leave_better_plays_undone_is_ranked_clearly_below_the_first() -> None:
    games = [new_game(deal_cards(n)) for n in (1, 20, 33)]
    games[0].replay("x3 d")  # the README's example
    games += near_the_ends(range(1, 13), back=9)
    for game in games:
        _dealing_words_agree_with_the_ranking(rank_moves(game, seed=0, budget_seconds=60))
        _dealing_words_agree_with_the_ranking(rank_moves(game, budget_seconds=0))
