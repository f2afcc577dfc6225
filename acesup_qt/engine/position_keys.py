"""How the solver tells positions apart: the key of its visited set.

- While the stock holds cards, the piles are told apart by their number,
  because each deal lands on fixed piles. But a pile that is empty or holds
  one card that may move onto an empty pile (any card in ``standard``, only
  an ace in ``aces-only``) is a *slot*: while at least one slot is empty
  (a *hole*), the cards alone in slots can be rearranged among the slots
  freely and back again, with nothing else changing. So while there is a
  hole the key holds only the set of those *free* cards, and the search
  chooses their places just before each deal (every arrangement is tried).
  This removes all the to-and-fro moves of lone cards, the only moves that
  could make a cycle, so the search graph has no cycles.
- Once the stock is empty, pile numbers no longer matter: the key is the
  sorted piles.

A position while the stock holds cards is fully described by the piles and
the number of cards dealt (the discards are what is missing from the dealt
cards), so two paths to one key have the same score and the same future.

A key is bytes: the solver keeps each pile as bytes (one byte a card,
bottom first), and a key is the piles joined by ``SEPARATOR``, after the
number dealt while the stock holds cards. The search makes the key of its
most common position (cards in the stock, no empty pile) itself, from
``dealt_prefixes`` and ``SEPARATOR``, with no call; ``key_maker`` makes the
others.
"""

from __future__ import annotations

from collections.abc import Callable

NO_CARD = 254  # no card has this byte: it parts the piles in a key
SEPARATOR = bytes((NO_CARD,))


def dealt_prefixes(first: int, size: int) -> dict[int, bytes]:
    """The first bytes of a key while the stock holds cards, by the number dealt.

    The number dealt, then the separator before the first pile; for every
    number from ``first`` to ``size`` (the deck's size).
    """
    return {dealt: bytes((dealt, NO_CARD)) for dealt in range(first, size + 1)}


def key_maker(
    piles: list[bytes], movable: list[bool], prefixes: dict[int, bytes], size: int
) -> Callable[[int], bytes]:
    """``key(dealt)``: the key of the position ``piles`` holds at the call.

    ``piles`` is read at each call, so the search changes that list in
    place; ``movable[card]`` says the card may go onto an empty pile (it
    is free when alone on its pile); ``prefixes`` comes from
    ``dealt_prefixes``; ``size`` is the deck's size.
    """
    join = SEPARATOR.join

    def key(dealt: int) -> bytes:
        if dealt == size:
            return join(sorted(piles))
        if all(piles):
            return prefixes[dealt] + join(piles)
        # The free cards leave an empty part in their pile's place, and come
        # last, sorted: the key holds their set, not their places.
        parts = [prefixes[dealt][:1]]
        free = []
        for p in piles:
            if len(p) == 1 and movable[p[0]]:
                free.append(p[0])
                parts.append(b"")
            else:
                parts.append(p)
        free.sort()
        parts.append(bytes(free))
        return join(parts)

    return key


__all__ = ["NO_CARD", "SEPARATOR", "dealt_prefixes", "key_maker"]
