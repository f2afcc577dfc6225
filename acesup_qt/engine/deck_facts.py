"""What the solver knows of a game's deck before it searches, built once.

The search reads these tables at every node, so they are plain lists and
dicts, indexed by card or by the number of cards dealt, and sets of cards
are bit masks (bit ``card`` set): no test or conversion per node.

- ``higher[card]``, ``lower[card]``: the cards of the deck of the same suit
  and higher rank (what can discard it), or lower rank (what it can discard).
- ``movable[card]``: the card may go onto an empty pile.
- ``target``: the score of a win.
- ``coming[dealt][pile]``: the stock cards the pile will still receive.
- ``rows[dealt]``: the cards the next deal puts on the piles.
- ``aces_out[dealt]``: as many aces have been dealt as there are piles.
- ``most_discards_finder()``: the bound on the score the suits without an
  ace give (``aceless_suits``, ``suit_masks``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .cards import ACE, Card, card_mask, win_score


class DeckFacts:
    """The tables of a deck in a game with ``dealt`` cards dealt onto ``pile_count`` piles."""

    def __init__(self, deck: Sequence[Card], dealt: int, pile_count: int, aces_only: bool) -> None:
        in_deck = card_mask(deck)
        # Cards of the deck of the same suit and higher or lower rank, as masks.
        self.higher = [0] * 52
        self.lower = [0] * 52
        for card in deck:
            top = (card // 13 + 1) * 13
            for other in range(card + 1, top):
                if in_deck >> other & 1:
                    self.higher[card] |= 1 << other
            for other in range(card // 13 * 13, card):
                if in_deck >> other & 1:
                    self.lower[card] |= 1 << other
        # A card that may go onto an empty pile, by card (a table: no test per node).
        self.movable = [not aces_only or card % 13 == ACE for card in range(52)]
        self.target = win_score(deck)
        # In a suit without its ace the highest card can never be discarded
        # (nothing is above it), so such a suit keeps at least one card.
        self.aceless_suits = [
            s
            for s in range(4)
            if any(c // 13 == s for c in deck) and (s * 13 + ACE) not in set(deck)
        ]
        self.suit_masks = [sum(1 << c for c in deck if c // 13 == s) for s in range(4)]
        # The stock cards each pile will still receive, by the number dealt
        # (a deal puts one card on every pile, in pile order).
        n = pile_count
        self.coming: dict[int, list[int]] = {}
        for count in range(dealt, len(deck) + 1, n):
            masks = [0] * n
            for index in range(count, len(deck)):
                masks[(index - count) % n] |= 1 << deck[index]
            self.coming[count] = masks
        # As many aces dealt as piles, by the number dealt (the aces test's
        # condition: see ``search.py``).
        self.aces_out = {
            d: sum(1 for c in deck[:d] if c % 13 == ACE) >= n for d in range(dealt, len(deck) + 1)
        }
        # The cards each deal puts on the piles (one byte each, to add to the
        # solver's piles), by the number dealt before it.
        self.rows = {d: [bytes((c,)) for c in deck[d : d + n]] for d in range(dealt, len(deck), n)}

    def most_discards_finder(self) -> Callable[[int, int], int]:
        """``most_discards(gone, dead)``: the most discards still possible.

        ``gone`` is the mask of the cards discarded, ``dead`` of those known
        never to go: the target, less the dead cards and, in each suit
        without its ace, the highest card left (nothing can discard it).
        """
        aceless = self.aceless_suits
        suit_masks = self.suit_masks
        target = self.target

        def most_discards(gone: int, dead: int) -> int:
            never = dead
            for s in aceless:
                left = suit_masks[s] & ~gone
                if left:
                    never |= 1 << (left.bit_length() - 1)
            return target - never.bit_count()

        return most_discards


__all__ = ["DeckFacts"]
