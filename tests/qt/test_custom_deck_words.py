"""A deck that is no numbered deal is named in one set of words wherever the
window names it: "a custom deck", "this custom deck" (the one on the table),
"the custom deck you chose" (where the table may hold another), "Custom deck"
as a title. A player once met "the deck asked for", "your custom deck", "that
custom deck", "this deck", "a custom deal" and "custom" for the same thing."""

from __future__ import annotations

from acesup_qt.wording import (
    CHOSEN_CUSTOM_DECK,
    THIS_CUSTOM_DECK,
    already_on_table,
    deal_heading,
    deal_named,
    left_for,
    not_started,
)


def test_a_deal_is_named_by_its_number_and_a_custom_deck_as_the_sentence_needs():
    assert deal_named(5) == "deal #5"
    assert deal_named(5, THIS_CUSTOM_DECK) == "deal #5"
    assert deal_named(None) == "a custom deck"
    assert deal_named(None, THIS_CUSTOM_DECK) == "this custom deck"
    assert deal_named(None, CHOSEN_CUSTOM_DECK) == "the custom deck you chose"
    assert (deal_heading(5), deal_heading(None)) == ("Deal #5", "Custom deck")


def test_the_custom_deck_on_the_table_and_the_one_chosen_are_told_apart():
    assert left_for(None, "standard", True, "standard") == "a new game of this custom deck"
    assert left_for(None, "standard", False, "standard") == "the custom deck you chose"
    assert left_for(None, "aces-only", False, "standard") == (
        "the custom deck you chose in Four Ace Patience"
    )
    assert not_started(CHOSEN_CUSTOM_DECK, None) == (
        "The custom deck you chose was not opened: you kept this custom deck."
    )
    assert already_on_table(CHOSEN_CUSTOM_DECK).startswith(
        "The custom deck you chose is already on the table"
    )
