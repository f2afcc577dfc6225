"""Where the cards lie on the table, and the words a screen reader says for them.

``spread_cards`` puts every card of a position in its place on a laid-out
table: the piles fanned down, the stock stacked in layers, the discard heap
a little tilted (``layout.discard_tilt``); the scene slides its card items there.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from ..engine import Card, card_name
from .stock_edges import StackSteps, stack_steps

if TYPE_CHECKING:
    from ..engine import Game
    from .layout import TableLayout

HEAP_SHOWN = 3  # top cards of the discard heap drawn, each at its own tilt


class Place:
    """Where a card lies: ``where`` is "pile", "stock" or "discard".

    A plain class rather than a dataclass, which would cost the start about
    two milliseconds to define. Places are equal when all four fields are.
    """

    __slots__ = ("count", "index", "pile", "where")

    def __init__(self, where: str, pile: int, index: int, count: int) -> None:
        self.where = where
        self.pile = pile  # 0-based pile for "pile", else -1
        self.index = index  # 0 = bottom
        self.count = count  # cards in that pile, stock or heap

    def _fields(self) -> tuple[str, int, int, int]:
        return self.where, self.pile, self.index, self.count

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Place) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return "Place({!r}, {}, {}, {})".format(*self._fields())


def describe(card: Card, place: Place) -> str:
    """Words for a card where it lies: "Seven of hearts, top of pile 2"."""
    name = card_name(card)
    if place.where == "stock":
        return f"Face-down card in the stock, {place.count} left"
    if place.where == "discard":
        return f"{name}, in the discard heap"
    if place.index == place.count - 1:
        return f"{name}, top of pile {place.pile + 1}"
    return f"{name}, card {place.index + 1} of {place.count} in pile {place.pile + 1}"


class CardSpread(NamedTuple):
    """Where every card of a position lies; a card of the deck not in it is off the table."""

    places: dict[Card, Place]
    spots: dict[Card, tuple[float, float, bool, float]]  # top-left x, y; face up; z
    strips: dict[Card, float]  # a covered pile card: the height of it that shows
    hidden: set[Card]  # under others in the stock or the heap: painting them would show nothing
    pile_depths: list[float]  # how far each pile's fan reaches below the top of its slot
    stock_step: int  # the layer the stock's top card lies on
    stack_steps: StackSteps  # how the stock's layers stand out


def spread_cards(game: Game, layout: TableLayout, ratio: float = 1.0) -> CardSpread:
    """Where ``game``'s cards lie on a table laid out as ``layout``, shown on a screen
    of pixel ratio ``ratio`` (the stock's layers stand whole pixels of it apart)."""
    spots: dict[Card, tuple[float, float, bool, float]] = {}
    strips: dict[Card, float] = {}
    places: dict[Card, Place] = {}
    depths = []
    for i, pile in enumerate(game.piles):
        count = len(pile)
        for j, card in enumerate(pile):
            spots[card] = (*layout.pile_card(i, j, count), True, 200.0 + j)
            places[card] = Place("pile", i, j, count)
            if j < count - 1:
                strips[card] = layout.fan_step(count)
        last = layout.pile_card(i, count - 1, count)[1] if count else layout.piles[i][1]
        depths.append(last - layout.piles[i][1])
    hidden: set[Card] = set()
    stock = game.deck[game.dealt :]
    steps = stack_steps(round(layout.card_width), ratio)
    for k, card in enumerate(reversed(stock)):  # k = 0 is the bottom of the stock
        side, down = steps.lift(steps.layer(k + 1))
        x, y = layout.stock
        spots[card] = (x - side, y - down, False, 100.0 + k)
        places[card] = Place("stock", -1, k, len(stock))
        if k < len(stock) - 1:
            hidden.add(card)  # the stock slot draws the edges of the cards below
    top_step = steps.layer(len(stock))
    for k, card in enumerate(game.discards):
        x, y = layout.discard
        spots[card] = (x, y - min(k // 6, 6), True, 100.0 + k)
        places[card] = Place("discard", -1, k, len(game.discards))
        if k < len(game.discards) - HEAP_SHOWN:
            hidden.add(card)
    return CardSpread(places, spots, strips, hidden, depths, top_step, steps)


def describe_position(game: Game, order: Sequence[int]) -> list[str]:
    """The whole position in words, a sentence a place, for a screen reader, the
    places in ``order`` (numbered as ``TableLayout.places``: 0 the stock, 1 to n the
    piles, n + 1 the heap), the order they are drawn in (``layout.reading_order``).

    Read as the eye and the screen reader's own walk of the places meet them: the
    piles had come first, the stock after them, on a table that shows it first.
    """
    heap = len(game.piles) + 1
    parts = []
    for place in order:
        if place == 0:
            parts.append(f"{_cards(game.stock_count)} in the stock")
        elif place == heap:
            parts.append(f"Discard heap: score {game.score}")
        elif pile := game.piles[place - 1]:
            parts.append(f"Pile {place}: {card_name(pile[-1])} on top, {_cards(len(pile))}")
        else:
            parts.append(f"Pile {place}: empty")
    return parts


def _cards(count: int) -> str:
    return "1 card" if count == 1 else f"{count} cards"
