"""How to play's words on the felt: for the mouse, or for the keys once the player takes them.

The same rules either way, each line ending with the hand that plays it: a
click or a drag for the mouse, Enter or a pile's number for the keys. The
keys' words have one more line, under the heading and dimmer, naming the
keys that choose a place and the two a player reaches for next (hint,
undo): the rules' lines say "Enter on it", and that line says how to get on
it. It is the first to go where the felt is short (``Crib``).

Every key is named as Qt names it (``KeyNames``, from the window's actions
and the table's own keys): a key changed there is a key changed here.
"""

from __future__ import annotations

from typing import NamedTuple

HEADING = "How to play"
DISCARD = "Discard a top card when a higher card of its suit tops another pile: click it."
MOVES = {
    "standard": "Move any top card onto an empty pile: drag it there (or click it).",
    "aces-only": "Only an ace may move onto an empty pile: drag it there (or click it).",
}
DEAL = "Click the stock to deal four more cards, one onto each pile."
# With the stock empty, in place of the deal's line for either hand: no deal is left
# to tell of, only the discards (the moves onto empty piles keep their own line),
# and when they end the game.
STOCK_EMPTY = "The stock is empty: discard what you can, until no discard is left."
WIN = "Aces are high: win by discarding every card but the four aces."

# The keys' words. Enter plays a marked card as a click does: it discards it if
# it may go, else moves it to the first empty pile that takes it; the empty
# pile's number sends it there instead (``key_focus``). Sized, as the mouse's,
# to fit the least window's felt at the least type (``crib.LEAST_TYPE``).
KEYS_DISCARD = "Discard a top card when a higher card of its suit tops another pile: {enter} on it."
KEYS_MOVES = {
    "standard": "Move any top card onto an empty pile: {enter} on it, or that pile's number.",
    "aces-only": "Only an ace may move onto an empty pile: {enter} on it, or that pile's number.",
}
KEYS_DEAL = "Press {deal} to deal four more cards, one onto each pile."
KEYS_LEGEND = "Keys {piles}, or {left} and {right}, go to a pile; {hint} hints, {undo} undoes."


class KeyNames(NamedTuple):
    """The keys the words name, as the player reads them on the keyboard."""

    enter: str  # plays the marked place, as a click does
    piles: str  # the four piles' own keys, "1-4"
    left: str  # the arrows that walk the stock and the piles
    right: str
    deal: str
    hint: str
    undo: str


def crib_lines(
    variant: str, keys: KeyNames | None = None, stock_empty: bool = False
) -> tuple[str, ...]:
    """The rules' lines under the heading for ``variant`` (only aces move in Four Ace
    Patience): for the mouse, or for ``keys`` when given; with the stock empty, what is
    left to do in place of how to deal."""
    if keys is None:
        deal = STOCK_EMPTY if stock_empty else DEAL
        return DISCARD, MOVES.get(variant, MOVES["standard"]), deal, WIN
    names = keys._asdict()
    moves = KEYS_MOVES.get(variant, KEYS_MOVES["standard"])
    return (
        KEYS_DISCARD.format(**names),
        moves.format(**names),
        STOCK_EMPTY if stock_empty else KEYS_DEAL.format(**names),
        WIN,
    )


def keys_legend(keys: KeyNames) -> str:
    """The dim line under the heading in the keys' words: the keys that go to a place."""
    return KEYS_LEGEND.format(**keys._asdict())
