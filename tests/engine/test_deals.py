"""Deal numbers are the same deck on every machine and every release."""

import pytest

from acesup_qt.engine import (
    MAX_DEAL,
    DealNumberError,
    deal_cards,
    format_cards,
    parse_deal_number,
)
from acesup_qt.engine.deals import _splitmix64

# Pinned for ever: changing any of these changes every player's "Deal #N".
GOLDEN = {
    1: "8D TC 5D 9H 9D 6S QD 7D TS QC 6D AD 4C 3D QH 6H 8H 5H 3C 2D 7S AC AH JH JS QS "
    "JD 9S KC 5S 7C 8C 2S 6C 2H AS 7H KS KH KD TD 4D 4S 2C 5C 3H 9C JC 4H 3S TH 8S",
    2: "KH 4S 5C 6H 8H 3D AH JD 2C 7C 8S 4C KC 8D 7H QH JC TS QD 9C 5D 6S 3S 5H 2D KD "
    "7S 9H 4H TD 7D QS 2S 6C QC 2H AC 3H 8C 5S TC JH 6D JS KS AS 9S AD 4D 3C 9D TH",
    1000: "QD 5H 5C 4D 3H 2C AD 2D 6S 9H JD QS 4C JS JC KH 9S 3C 9D 8H KS KC 6H QC AC 8D "
    "5S 8C TC AS 6C 8S AH KD 7D 5D 2S JH 3S QH TS 6D 3D TH 4S 2H 7S 7H 7C TD 9C 4H",
    4294967295: "7H 3D 9H 4S JC 6S 5H KC 4C QC 9C 6H QS AD 8S TH 5D 6D 4D 2D QD AS 2C 5S "
    "8C 9D TC 3C TD 3H 3S QH KS 7C 7D TS AH 2S 5C 7S 8H 9S 6C KD JS JH 8D 2H JD KH AC 4H",
}


@pytest.mark.parametrize("number", sorted(GOLDEN))
def test_golden_deals(number):
    assert format_cards(deal_cards(number)) == GOLDEN[number]


def test_splitmix64_matches_the_published_generator():
    # The reference SplitMix64 seeded with 0 starts with these two outputs.
    state, first = _splitmix64(0)
    _, second = _splitmix64(state)
    assert (first, second) == (0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4)


def test_every_deal_is_a_whole_deck_and_neighbours_differ():
    decks = [deal_cards(n) for n in range(1, 200)]
    assert all(sorted(deck) == list(range(52)) for deck in decks)
    assert len({tuple(deck) for deck in decks}) == len(decks)


@pytest.mark.parametrize("number", [0, -1, MAX_DEAL + 1])
def test_deal_numbers_out_of_range_are_refused(number):
    with pytest.raises(DealNumberError, match="deal numbers run from 1 to 4294967295"):
        deal_cards(number)


def test_typed_deal_numbers():
    assert parse_deal_number(" #42 ") == 42
    with pytest.raises(DealNumberError, match="'forty' is not a deal number"):
        parse_deal_number("forty")
    with pytest.raises(DealNumberError):
        parse_deal_number("0")
    with pytest.raises(DealNumberError, match="'2²' is not a deal number"):
        parse_deal_number("2²")  # a digit to str.isdigit, not a number to int()
    # Past int()'s 4,300 digits: refused as out of range, not with int()'s own ValueError.
    with pytest.raises(DealNumberError, match="not a number of 5,000 digits"):
        parse_deal_number("9" * 5000)
    assert parse_deal_number("0" * 5000 + "7") == 7


def test_typed_deal_numbers_may_be_grouped_in_thousands():
    assert parse_deal_number("1,000") == 1000
    assert parse_deal_number("1 000") == 1000
    assert parse_deal_number("1\u202f000") == 1000  # as a locale's number, copied
    assert parse_deal_number("# 4,294,967,295 ") == 4294967295
    with pytest.raises(DealNumberError, match="not 4294967296"):
        parse_deal_number("4,294,967,296")
    # Groups of three after the first, of one separator: anything else is a slip.
    for slip in ("1,0000", "12,34", "1,000 000", ",000", "1,", "1.000", "1,,000"):
        with pytest.raises(DealNumberError, match="is not a deal number"):
            parse_deal_number(slip)


def test_the_text_form_carries_a_deal_number_checked_against_its_deck():
    from acesup_qt.engine import NotationError, game_from_text, new_game
    from acesup_qt.engine.text_form import parse_game_text

    game = new_game(deal_cards(2), "aces-only")
    game.replay("d x1")
    text = game.to_text(2)
    assert text.splitlines()[0] == "deal: 2"
    assert text.splitlines()[1:] == game.to_text().splitlines()  # the other lines as before
    assert parse_game_text(text).deal == 2
    assert game_from_text(text).to_text() == game.to_text()  # the game knows no number
    assert parse_game_text(game.to_text()).deal is None  # no line: a custom deck
    # The deck's line (3) at fault, where the card named is; the deal line named too.
    named = r"^line 3: the deck is not deal 3's \(named on line 1\): its card 1 is "
    with pytest.raises(NotationError, match=named):
        game_from_text(text.replace("deal: 2", "deal: 3"))
    with pytest.raises(NotationError, match=r"^line 1: deal: '2x' is not a deal number"):
        game_from_text(text.replace("deal: 2", "deal: 2x"))
    # A fault in the deck names its line too, as the docstring promises, not the card alone.
    with pytest.raises(NotationError, match=r"^line 3: deck: card 2: '9X' is not a card code"):
        parse_game_text(text.replace("deck: ", "deck: AS 9X "))
    with pytest.raises(ValueError, match="not deal 3's"):
        game.to_text(3)
