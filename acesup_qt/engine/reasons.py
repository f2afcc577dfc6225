"""Why a move is ranked where it is, in words: described, and as an order.

The strategy ranks the moves (``strategy.rank_moves``); these are its
reasons, in two forms that say the same thing: the description ``acesup
hint`` prints ("discards 7♥, uncovering 8♦") and the order the window's
hint gives ("Discard 7♥, uncovering 8♦"), which names the empty pile a
card moves to. Both are made here, where the reason is known, so no one
rewrites the other's words.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .cards import Card, card_label
from .game import Game
from .moves import DEAL, DEAL_MOVE, DISCARD, Move

if TYPE_CHECKING:
    from .strategy import RankedMove


def reasons(
    game: Game, move: Move, value: float, best: float, here: float, outranked: bool
) -> tuple[str, str]:
    """Why ``move`` is ranked where it is: ``(description, order)``.

    ``value`` is the move's value to the planner, ``best`` the planner's best
    value, and ``here`` the value of dealing now. ``outranked``: the move
    ranked first is known to be better than this one, in the ranking as shown
    (the playouts may have changed the planner's order, and a chance too close
    to call with the first's is not known to be worse). Only then does a Deal
    leave "better plays undone": a Deal ranked first, or too close to call
    with the first, only leaves the other plays for later.
    """
    piles = game.piles
    if move.kind == DEAL:
        if game.legal_moves() == [DEAL_MOVE]:
            return (
                "deals four new cards: nothing else can be played",
                "Deal: nothing else can be played",
            )
        if outranked:
            return (
                "deals four new cards now, leaving better plays undone",
                "Deal now, leaving better plays undone",
            )
        if here >= best:
            kept = _kept_killer(game)
            if kept:
                return f"deals four new cards, {kept}", f"Deal, {kept}"
            why = "the cards in sight are played out as well as they can be"
            return f"deals four new cards: {why}", f"Deal: {why}"
        # The planner would play first, but the ranking does not call that better.
        return (
            "deals four new cards now, leaving the other plays for later",
            "Deal now, leaving the other plays for later",
        )
    card = card_label(piles[move.source][-1])
    if move.kind == DISCARD:
        # Only a card that is or can come on top of another pile: one buried (under
        # an ace, say) named a plan that cannot happen.
        low = _lower_in_reach(game, piles[move.source][-1], on_top=True)
        if value < best and low:
            why = f"though keeping it could discard the {card_label(max(low))} later"
            return f"discards {card}, {why}", f"Discard {card}, {why}"
        if len(piles[move.source]) == 1:
            # Not "freeing an empty pile": an empty pile is free already. The
            # discard makes one, the pile it leaves (numbered as the window does).
            emptied = move.source + 1
            return (
                f"discards {card}, emptying pile {emptied}",
                f"Discard {card}, emptying pile {emptied}",
            )
        under = card_label(piles[move.source][-2])
        return f"discards {card}, uncovering {under}", f"Discard {card}, uncovering {under}"
    pile = move.target + 1  # the window numbers piles from 1, as the notation does
    if len(piles[move.source]) == 1:
        return (
            f"moves the lone {card}: changes nothing",
            f"Move the lone {card} to empty pile {pile}: it changes nothing",
        )
    under = card_label(piles[move.source][-2])
    return (
        f"moves {card} to the empty pile, uncovering {under}",
        f"Move {card} to empty pile {pile}, uncovering {under}",
    )


def explained(
    game: Game, ranked: list[RankedMove], values: dict[Move, float], here: float
) -> list[RankedMove]:
    """``ranked`` with each move's reason, in words that agree with its place.

    ``values`` are the planner's (or the exact) values of the moves, ``here``
    that of dealing now. A move is outranked when the first is clearly better
    (as the hint's and the coach's words say it). Without chances (no time
    for playouts: ``acesup hint`` shows "?") nothing is known to be clearly
    better: the planner's values alone made the order, a guess, so a Deal
    below the first only leaves the other plays for later.
    """
    best = max(values.values(), default=0.0)
    first = ranked[0] if ranked else None
    worded = []
    for entry in ranked:
        value = values[entry.move]
        if first is None or entry is first:
            outranked = False
        else:  # exact chances a rounding apart are as good (``as_good_as``)
            outranked = first.clearly_better_than(entry) and not entry.as_good_as(first)
        reason, advice = reasons(game, entry.move, value, best, here, outranked)
        worded.append(replace(entry, reason=reason, advice=advice))
    return worded


def _kept_killer(game: Game) -> str:
    """Words for a discardable card kept back because it can kill a lower one later:
    one still in the stock, as the deal covers every card on top now."""
    for i in range(len(game.piles)):
        if game.can_discard(i):
            card = game.piles[i][-1]
            low = _lower_in_reach(game, card, on_top=False)
            if low:
                return f"keeping the {card_label(card)} to discard the {card_label(max(low))} later"
    return ""


def _lower_in_reach(game: Game, card: Card, on_top: bool) -> list[Card]:
    """Lower cards of ``card``'s suit it could still kill, by what a fair player sees:
    those in the stock (each comes on top of a pile as it is dealt), and with
    ``on_top`` those on top of another pile now. Not a card buried in a pile: under
    an ace it may never come up, and a reason naming it promised what may not be."""
    reach = set(game.stock_cards())
    if on_top:
        reach.update(pile[-1] for pile in game.piles if pile and pile[-1] != card)
    return [c for c in range(card // 13 * 13, card) if c in reach]


__all__ = ["explained", "reasons"]
