"""Reading the game's text form: ``deal:``, ``variant:``, ``deck:`` and ``moves:`` lines.

``Game.to_text`` writes it; a saved game file is exactly this text. The
``deal:`` line is optional: it names the deal number the deck came from, so
that a numbered deal opened again is still "Deal #N" and not a custom deck.
The number is checked against the deck, card for card: a file whose deal
line and deck disagree (one of them edited by hand) is refused, never taken
for either. The engine's games know no deal numbers; the reader hands the
number back beside the game's fields.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card, NotationError, parse_cards
from .deals import DealNumberError, deck_difference, parse_deal_number

FIELDS = ("deal", "variant", "deck", "moves")


class GameText(NamedTuple):
    """The fields of the text form: the variant, the deck, the moves as text, and
    the deal number (None for a custom deck, or a file written before deal lines)."""

    variant: str
    deck: list[Card]
    moves: str
    deal: int | None


def parse_game_text(text: str) -> GameText:
    """Read the text form into its fields; NotationError names the line at fault.

    Each field at most once, in any order; blank lines are skipped. Only the
    deck is required: the variant defaults to standard, the moves to none.
    """
    fields: dict[str, tuple[str, int]] = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        key, sep, value = line.partition(":")
        key = key.strip()
        if not sep or key not in FIELDS:
            raise NotationError(
                f"line {number}: expected 'deal:', 'variant:', 'deck:' or 'moves:', "
                f"found {line[:40]!r}",
                number,
            )
        if key in fields:
            raise NotationError(f"line {number}: '{key}' given twice", number)
        fields[key] = (value.strip(), number)
    if "deck" not in fields:
        raise NotationError("no 'deck:' line")
    deck_text, deck_line = fields["deck"]
    try:
        deck = parse_cards(deck_text, size=None)
    except NotationError as error:
        raise NotationError(f"line {deck_line}: deck: {error}", deck_line, error.cards) from None
    deal = None
    if "deal" in fields:
        value, line_number = fields["deal"]
        try:
            deal = parse_deal_number(value)
        except DealNumberError as error:
            raise NotationError(f"line {line_number}: deal: {error}", line_number) from None
        difference = deck_difference(deal, deck)
        if difference is not None:
            # The deck's line is at fault: the deal line only names the deal, and a
            # deck that is not that deal's is where the card named is (a file
            # without the deal line plays the deck as a custom deck).
            raise NotationError(
                f"line {deck_line}: the deck is not deal {deal}'s (named on line "
                f"{line_number}): {difference.words}",
                deck_line,
                difference.cards,
            )
    variant = fields.get("variant", ("standard", 0))[0]
    return GameText(variant, deck, fields.get("moves", ("", 0))[0], deal)


__all__ = ["FIELDS", "GameText", "parse_game_text"]
