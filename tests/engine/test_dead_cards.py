"""The dead-card rule of the solver: cards it says never go, never go."""

from __future__ import annotations

import pytest

from acesup_qt.engine import Game
from acesup_qt.engine.deck_facts import DeckFacts
from acesup_qt.engine.pruning import dead_cards_finder

from .exhaustive import exhaustive_best_from
from .positions import position
from .test_solver import VARIANT_IDS, _positions_along_random_plays


def _dead(game: Game) -> int:
    """The mask of cards the solver's rule says can never be discarded."""
    aces_only = game.only_aces_fill_empty_piles
    facts = DeckFacts(game.deck, game.dealt, len(game.piles), aces_only)
    find = dead_cards_finder(facts.higher, aces_only)
    return find([bytes(p) for p in game.piles], facts.coming[game.dealt])


def _target(game: Game) -> int:
    """The score of a win: every card of the deck but the aces."""
    return sum(1 for card in game.deck if card % 13 != 12)


def test_two_kings_each_above_the_others_ace_are_dead() -> None:
    # The king of hearts waits for the ace of hearts, under the king of
    # diamonds, which waits for the ace of diamonds, under the king of
    # hearts: neither king can ever go, and with an ace on each other pile
    # nothing can move. (Neither king holds without the other.)
    game = position(["AD KH", "AH KD", "AC", "AS"], stock="2C 3C 4C 5C")
    dead = _dead(game)
    assert dead == 1 << game.piles[0][1] | 1 << game.piles[1][1]
    assert not exhaustive_best_from(game.copy())[1]


def test_a_card_dealt_onto_the_pile_of_the_card_it_should_discard_does_not_save_it() -> None:
    # The queen of clubs waits for the king of clubs, which the stock will
    # deal onto the queen's own pile; every pile holds an ace, so no card moves.
    game = position(["AC QC", "AD", "AH", "AS"], stock="KC 2D 3D 4D")
    assert _dead(game) == 1 << game.piles[0][1]
    assert not exhaustive_best_from(game.copy())[1]


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_the_dead_card_rule_never_rules_out_a_discard_that_can_be_made(variant: str) -> None:
    # From positions along random plays of decks with all four aces: the
    # best score reachable leaves at least the cards the rule calls dead.
    fired = 0
    for game in _positions_along_random_plays(variant, play_seed=31, deck_seed=32, count=200):
        dead = _dead(game)
        if dead:
            fired += 1
            best, won = exhaustive_best_from(game.copy())
            assert not won, (variant, game.to_text())
            assert best <= _target(game) - dead.bit_count(), (variant, game.to_text())
    assert fired > 100  # the test saw the rule at work
