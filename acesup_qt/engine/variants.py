"""The variants, each a small difference from the standard game.

A variant is a ``Game`` subclass that changes class-level settings or, for a
bigger difference, one rule method. Callers ask for a variant by its id and
get a ``Game``; they never branch on which one it is.

How the family's other members fit, when we add them:
- Fortunes (a run may move to an empty pile): override ``legal_moves`` to
  offer the runs, and ``push``/``pop`` for a Move that carries a count.
- Russian Aces (a deal fills empty piles first): override the DEAL branch of
  ``push``/``pop``, recording where the cards went.
- Firing Squad with a reserve cell, or five piles: ``pile_count`` and one
  more pile that only takes cards, with its own Move targets.
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import Card, parse_cards
from .game import Game
from .text_form import parse_game_text


class AcesOnlyGame(Game):
    """Four Ace Patience: only an ace may be moved onto an empty pile."""

    variant = "aces-only"
    title = "Four Ace Patience"
    only_aces_fill_empty_piles = True
    __slots__ = ()


VARIANTS: dict[str, type[Game]] = {cls.variant: cls for cls in (Game, AcesOnlyGame)}


class UnknownVariantError(ValueError):
    pass


def variant_class(name: str) -> type[Game]:
    """The Game class for a variant id; UnknownVariantError names the known ones."""
    try:
        return VARIANTS[name]
    except (KeyError, TypeError):
        known = ", ".join(VARIANTS)
        raise UnknownVariantError(f"unknown variant {name!r}: expected one of {known}") from None


def new_game(deck: Sequence[Card] | str, variant: str = "standard") -> Game:
    """A new game of ``variant`` from a deck (cards, or a 52-card deck string)."""
    cls = variant_class(variant)
    if isinstance(deck, str):
        deck = parse_cards(deck)
    return cls(deck)


def game_from_text(text: str) -> Game:
    """Rebuild a game from ``Game.to_text()``; every move is checked again.

    A ``deal:`` line is checked against the deck; its number is not the
    game's to keep (``parse_game_text(text).deal`` reads it).
    """
    fields = parse_game_text(text)
    game = variant_class(fields.variant)(fields.deck)
    game.replay(fields.moves)
    return game
