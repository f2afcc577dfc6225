"""Card codes, deck strings and move lists, exactly as rules.md writes them."""

import pytest

from acesup_qt.engine import (
    Game,
    NotationError,
    UnreadableMoveError,
    card_code,
    card_label,
    card_name,
    format_cards,
    format_moves,
    parse_card,
    parse_cards,
    parse_moves,
)
from acesup_qt.engine.cards import CODES, rank_of, suit_of
from acesup_qt.engine.moves import Move

FULL = " ".join(CODES)


def test_codes_are_rank_then_suit():
    assert card_code(parse_card("AS")) == "AS"
    assert card_code(parse_card("TH")) == "TH"
    assert rank_of(parse_card("2C")) == 0
    assert rank_of(parse_card("AS")) == 12
    assert suit_of(parse_card("KD")) == 1


@pytest.mark.parametrize("text", ["th", "Th", "tH", "10H", "10h"])
def test_input_is_case_insensitive_and_accepts_10(text):
    assert card_code(parse_card(text)) == "TH"


@pytest.mark.parametrize("text", ["", "1H", "TX", "ASS", "11H", "A", " AS"])
def test_unknown_card_codes_are_refused(text):
    with pytest.raises(NotationError):
        parse_card(text)


def test_names_for_people():
    assert card_name(parse_card("7H")) == "Seven of hearts"
    assert card_label(parse_card("TS")) == "10♠"


def test_deck_string_round_trips_in_canonical_form():
    lower = FULL.lower().replace("th", "10h")
    assert format_cards(parse_cards(lower)) == FULL


def test_deck_with_an_unknown_code_names_it_and_its_position():
    codes = FULL.split()
    codes[6] = "XQ"
    with pytest.raises(NotationError, match=r"card 7: 'XQ' is not a card code") as caught:
        parse_cards(" ".join(codes))
    assert caught.value.position == 7


def test_deck_with_a_duplicate_names_the_first_repeat():
    codes = FULL.split()
    codes[40] = codes[3]
    with pytest.raises(NotationError, match=r"card 41: 5C is a duplicate of card 4"):
        parse_cards(" ".join(codes))


@pytest.mark.parametrize(
    ("cards", "fault", "position"),
    [
        ([0, 1, 2, 3, 4, 5, 2, 7], "card 7: 4C is a duplicate of card 3", 7),
        ([0, 1, 60, 3], r"card 3: 60 is not a card \(0 to 51\)", 3),
    ],
)
def test_a_game_given_cards_names_the_first_bad_one_and_where(cards, fault, position):
    # Cards handed to Game (or solve) as ints, past the deck string's reader:
    # the same words, where "each card at most once" named neither card nor place.
    with pytest.raises(NotationError, match=f"^{fault}$") as caught:
        Game(cards)
    assert caught.value.position == position


def test_short_deck_is_refused_with_its_count():
    with pytest.raises(NotationError, match=r"a deck has 52 cards, this one has 51") as caught:
        parse_cards(" ".join(FULL.split()[:51]))
    assert caught.value.position == 52


def test_double_spaces_are_refused_where_they_are():
    codes = FULL.split()
    text = " ".join(codes[:10]) + "  " + " ".join(codes[10:])
    with pytest.raises(NotationError, match=r"card 11: empty code"):
        parse_cards(text)


def test_first_fault_wins_when_there_are_several():
    codes = FULL.split()
    codes[2] = "ZZ"
    codes[1] = codes[0]
    with pytest.raises(NotationError, match=r"^card 2:"):
        parse_cards(" ".join(codes))


@pytest.mark.parametrize(
    ("before", "after"), [(" ", ""), ("", "\n"), ("", "\r\n"), ("\t ", " \n"), ("", "\f")]
)
def test_whitespace_around_a_deck_string_is_ignored(before, after):
    assert format_cards(parse_cards(before + FULL + after)) == FULL


@pytest.mark.parametrize(
    ("joints", "position"),
    [
        ({1: "\t"}, 1),  # between cards 1 and 2: "8D\tTC" is one unreadable code
        ({1: "\n"}, 1),
        ({3: "  "}, 4),  # an empty code after card 3
        ({3: "\u00a0"}, 3),  # a no-break space is not a separator
        ({52: "\u00a0"}, 52),  # nor ignored at the end
    ],
)
def test_inside_a_deck_string_only_single_spaces_separate_cards(joints, position):
    codes = FULL.split()
    text = "".join(code + joints.get(n, " " if n < 52 else "") for n, code in enumerate(codes, 1))
    with pytest.raises(NotationError) as caught:
        parse_cards(text)
    assert caught.value.position == position


@pytest.mark.parametrize("text", ["", " ", "\r\n"])
def test_an_empty_deck_string_says_so(text):
    with pytest.raises(NotationError, match="the deck is empty: expected 52 card codes"):
        parse_cards(text)


@pytest.mark.parametrize("text", ["x3 m1>3 d", " x3 m1>3 d", "x3 m1>3 d\n", "\tx3 m1>3 d\r\n"])
def test_whitespace_around_a_move_list_is_ignored_as_around_a_deck(text):
    assert format_moves(parse_moves(text)) == "x3 m1>3 d"


@pytest.mark.parametrize(
    ("text", "position"), [("x3  d", 2), ("x3\td", 1), ("x3 d\u00a0", 2), ("x3\nd", 1)]
)
def test_inside_a_move_list_only_single_spaces_separate_moves(text, position):
    with pytest.raises(NotationError) as caught:
        parse_moves(text)
    assert caught.value.position == position


@pytest.mark.parametrize("text", ["m2>2", "M4>4"])
def test_a_move_onto_its_own_pile_is_named_as_such(text):
    # It used to get only the general "expected xN, mN>M or d" that fits it well.
    with pytest.raises(NotationError) as caught:
        parse_moves(f"x3 {text}")
    assert caught.value.position == 2
    assert f"{text!r} is not a move: a card cannot move onto the pile it is on" in str(caught.value)


NOT_A_MOVE = (
    "expected xN (discard from pile N), mN>M (move from pile N to empty pile M) or d (deal), "
    "N and M pile numbers from 1"
)


@pytest.mark.parametrize(
    ("text", "position", "move", "reason"),
    [
        ("x3 q7 d", 2, "q7", f"'q7' is not a move: {NOT_A_MOVE}"),
        ("x3  d", 2, "", "empty move: moves are separated by single spaces"),
        (" m2>2", 1, "m2>2", "'m2>2' is not a move: a card cannot move onto the pile it is on"),
    ],
)
def test_an_unreadable_move_carries_its_place_its_text_and_why(text, position, move, reason):
    # A batch answers with each apart; the message says them once, together.
    with pytest.raises(UnreadableMoveError) as caught:
        parse_moves(text)
    assert (caught.value.position, caught.value.text, caught.value.reason) == (
        position,
        move,
        reason,
    )
    assert str(caught.value) == f"move {position}: {reason}"


@pytest.mark.parametrize(
    ("text", "pile"), [("x10", 10), ("X12", 12), ("m1>10", 10), ("m10>1", 10), ("x0", 0)]
)
def test_a_move_of_a_pile_no_game_has_says_there_is_no_such_pile(text, pile):
    # "x5" on four piles says "there is no pile 5"; "x10" said only that it was no
    # move, "expected xN ... N and M pile numbers from 1", which it is in form.
    with pytest.raises(UnreadableMoveError) as caught:
        parse_moves(f"d {text}")
    assert (caught.value.text, caught.value.reason) == (text, f"there is no pile {pile}")
    assert str(caught.value) == f"move 2 ({text}): there is no pile {pile}"
    with pytest.raises(NotationError, match=f"^{text}: there is no pile {pile}$"):
        Move.parse(text)
