"""Deal numbers: deal N (1 to 2**32 - 1) is always the same deck.

The shuffle is our own and will never change, so "Deal #N" is one game on
every machine, Python version and release (golden vectors in the tests pin it):

1. Start from the ordered deck: clubs, diamonds, hearts, spades, each 2 to A
   (card codes 2C 3C ... AC 2D ... AS).
2. Draw 64-bit numbers from SplitMix64 (Steele, Lea and Flood, 2014) with the
   state starting at N: add 0x9E3779B97F4A7C15 to the state, then mix it with
   the shifts 30, 27, 31 and multipliers 0xBF58476D1CE4E5B9, 0x94D049BB133111EB.
3. Fisher-Yates from the top: for i = 51 down to 1, pick j uniformly in
   0..i and swap cards i and j. "Uniformly" uses rejection: a draw r is
   accepted when r < 2**64 - (2**64 mod (i + 1)); then j = r mod (i + 1).
4. The deck is dealt in the resulting order, first card onto pile 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .cards import CODES, FULL_DECK_SIZE, Card, ordered_deck

MAX_DEAL = 2**32 - 1
_MASK = 2**64 - 1


class DealNumberError(ValueError):
    pass


def _splitmix64(state: int) -> tuple[int, int]:
    """One SplitMix64 step: (new state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def deal_cards(number: int) -> list[Card]:
    """The deck of deal ``number`` in deal order."""
    if not isinstance(number, int) or not 1 <= number <= MAX_DEAL:
        raise DealNumberError(f"deal numbers run from 1 to {MAX_DEAL}, not {number!r}")
    cards = ordered_deck()
    state = number
    for i in range(FULL_DECK_SIZE - 1, 0, -1):
        bound = i + 1
        limit = 2**64 - (2**64 % bound)
        while True:
            state, r = _splitmix64(state)
            if r < limit:
                break
        j = r % bound
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def deal_mismatch(number: int, deck: Sequence[Card]) -> str | None:
    """Why ``deck`` is not the deck of deal ``number``, naming the first difference; or None."""
    difference = deck_difference(number, deck)
    return None if difference is None else f"the deck is not deal {number}'s: {difference.words}"


class Difference(NamedTuple):
    """The first difference of a deck from a deal's, in words ("its card 1 is 2C,
    deal 5's is KH"), and the cards they name by code (``NotationError.cards``)."""

    words: str
    cards: tuple[Card, ...] = ()


def deck_difference(number: int, deck: Sequence[Card]) -> Difference | None:
    """The first difference of ``deck`` from deal ``number``'s, or None if it is that deal's."""
    expected = deal_cards(number)
    if len(deck) != len(expected):
        return Difference(f"it has {len(deck)} cards, deal {number} has 52")
    for place, (card, wanted) in enumerate(zip(deck, expected, strict=True), 1):
        if card != wanted:
            words = f"its card {place} is {CODES[card]}, deal {number}'s is {CODES[wanted]}"
            return Difference(words, (card, wanted))
    return None


# Spaces a copied "1 000" may hold: no-break, narrow no-break, thin.
_SPACES = str.maketrans({"\u00a0": " ", "\u202f": " ", "\u2009": " "})


def _ungrouped(text: str) -> str:
    """``text`` without its thousands separators, if it is grouped as a person
    writes a number ("1,000", "1 000", "4,294,967,295"); otherwise ``text`` as it is.

    Commas and spaces are the separators; a point is not, since "1.000" is one
    thousand in some places and one in others. One kind of separator, and
    groups of three after the first: "1,0000" or "12,34" is more likely a slip
    than the number meant, and is refused rather than guessed at."""
    spaced = text.translate(_SPACES)
    for separator in (",", " "):
        first, *rest = spaced.split(separator)
        if rest and 1 <= len(first) <= 3 and all(len(group) == 3 for group in rest):
            return "".join([first, *rest])
    return text


# Why a text is no deal number: what to write instead. Short enough that Select deal
# number's line under the number holds each (``dialogs.deal_number.LONGEST``).
NO_POINT = f"digits only, no point: 1 to {MAX_DEAL}"
IN_THREES = "digits only, or in threes as 1,000"
EXPECTED = f"expected 1 to {MAX_DEAL}"
WHY_NOT = (EXPECTED, NO_POINT, IN_THREES)


def _why_not(text: str) -> str:
    """Why ``text``, not all digits, is no deal number: a point ("1.000", a thousand
    in some places and one in others), separators not grouped in threes ("12,34"),
    or anything else."""
    separated = text.translate(_SPACES)
    if not any(c.isdecimal() for c in separated):
        return EXPECTED
    marks = set(separated) - set("0123456789")
    if marks <= {".", ",", " "}:
        return NO_POINT if "." in marks else IN_THREES
    return EXPECTED


def parse_deal_number(text: str) -> int:
    """Read a deal number typed by a person ("1234", "#1234" or "1,234")."""
    stripped = _ungrouped(text.strip().lstrip("#").strip())
    # isdecimal, not isdigit: "²" is a digit that int() refuses.
    if not stripped.isdecimal():
        raise DealNumberError(f"{text!r} is not a deal number: {_why_not(stripped)}")
    significant = stripped.lstrip("0") or "0"
    digits = len(significant)
    if digits > len(str(MAX_DEAL)):
        # Named by its length: int() refuses over 4,300 digits (a ValueError of
        # its own, past every caller's except), and no one reads such a number back.
        raise DealNumberError(
            f"deal numbers run from 1 to {MAX_DEAL}, not a number of {digits:,} digits"
        )
    number = int(significant)
    if not 1 <= number <= MAX_DEAL:
        raise DealNumberError(f"deal numbers run from 1 to {MAX_DEAL}, not {number}")
    return number
