"""Build positions for tests: from cards written as codes, or late in a strategy's game."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from acesup_qt.engine import DISCARD, Game, deal_cards, new_game, parse_card, variant_class
from acesup_qt.engine.fair_play import play_game


def position(piles: list[str], stock: str = "", variant: str = "standard") -> Game:
    """A game whose piles hold ``piles`` (codes bottom first, "" for empty)
    and whose stock holds ``stock`` (codes in deal order).

    The deck is made of these cards alone, so the game is small but follows
    every rule; the piles are laid out directly as the arrangement step.
    """
    layout = [[parse_card(code) for code in pile.split()] for pile in piles]
    stock_cards = [parse_card(code) for code in stock.split()]
    on_piles = [card for pile in layout for card in pile]
    # The engine deals whole rounds of four, so the deck is rounded up with
    # cards that are never seen: the piles are laid out directly below.
    spare = (c for c in range(52) if c not in on_piles + stock_cards)
    padding = [next(spare) for _ in range(-(len(on_piles) + len(stock_cards)) % 4)]
    game = variant_class(variant)(on_piles + padding + stock_cards)
    game.piles = layout
    game.dealt = len(game.deck) - len(stock_cards)
    return game


def near_the_ends(numbers: range, back: int) -> Iterator[Game]:
    """For each deal number, the strategy's game stepped back ``number % back`` moves
    from its end: positions late in a game, where choices are."""
    for number in numbers:
        game = new_game(deal_cards(number))
        play_game(game)
        for _ in range(number % back):
            game.pop()
        yield game


def simple_play(deal: int, variant: str = "standard") -> Game:
    """``deal`` played to its end by simple play: discard when possible, else a random
    move (seeded by the deal). The GUI tests lose their games so."""
    game = new_game(deal_cards(deal), variant)
    rng = random.Random(deal)
    while not game.is_over():
        moves = game.legal_moves()
        discards = [m for m in moves if m.kind == DISCARD]
        game.push(discards[0] if discards else rng.choice(moves))
    return game


def counted_searches(monkeypatch: pytest.MonkeyPatch) -> list:
    """The searches of the last deal made from now on (``strategy.last_deal_search``)."""
    from acesup_qt.engine import strategy

    searches = []
    real = strategy.last_deal_search

    def counted(*args, **kwargs):
        searches.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(strategy, "last_deal_search", counted)
    return searches
