"""Where a card lies on the table, and the words a screen reader says for it."""

from __future__ import annotations

from ..engine import Card, card_name


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
