"""Cards, ranks and suits, and the two-character card codes of rules.md.

A card is a plain ``int`` from 0 to 51: ``suit * 13 + rank``, where suit
counts C, D, H, S from 0 and rank counts 2 .. A from 0. Plain ints keep the
engine's hot path (solver, hints, replay) free of object overhead, and they
make "same suit and higher rank" a cheap comparison: two cards share a suit
when ``a // 13 == b // 13``, and then the larger int is the higher rank.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

RANKS = "23456789TJQKA"
SUITS = "CDHS"
ACE = 12  # rank index of the ace, the highest rank

RANK_NAMES = (
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
    "ace",
)
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
SUIT_SYMBOLS = ("\u2663", "\u2666", "\u2665", "\u2660")
# Short rank labels for people: "10" reads better than "T" on a card or in a hint.
RANK_LABELS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

Card = int

FULL_DECK_SIZE = 52


def make_card(rank: int, suit: int) -> Card:
    """The card of ``rank`` (0 = two .. 12 = ace) and ``suit`` (0 = clubs .. 3 = spades)."""
    return suit * 13 + rank


def rank_of(card: Card) -> int:
    """Rank index: 0 for a two up to 12 for an ace."""
    return card % 13


def suit_of(card: Card) -> int:
    """Suit index: 0 clubs, 1 diamonds, 2 hearts, 3 spades."""
    return card // 13


def card_mask(cards: Iterable[Card]) -> int:
    """``cards`` as a set in one int, bit ``card`` set for each: how the searches hold sets
    of cards (the stock as a fair player knows it, the cards discarded), tested with no loop."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def win_score(cards: Iterable[Card]) -> int:
    """The score a win reaches with ``cards`` (a deck, or the cards still in play):
    every one but the aces discarded, 48 of a full deck."""
    return sum(1 for card in cards if card % 13 != ACE)


def card_code(card: Card) -> str:
    """The canonical code, e.g. ``"TH"`` for the ten of hearts."""
    return CODES[card]


def card_label(card: Card) -> str:
    """A short label for people, e.g. ``"10♥"``."""
    return RANK_LABELS[card % 13] + SUIT_SYMBOLS[card // 13]


def card_name(card: Card) -> str:
    """The spoken name, e.g. ``"Ten of hearts"``."""
    return f"{RANK_NAMES[card % 13].capitalize()} of {SUIT_NAMES[card // 13]}"


_ALL_CARDS = frozenset(range(FULL_DECK_SIZE))
CODES: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)

# Every accepted spelling of a card, upper-cased: the canonical codes and
# the "10H" form. Looking a token up here is the whole parser.
_BY_CODE: dict[str, Card] = {code: i for i, code in enumerate(CODES)}
_BY_CODE.update({"10" + s: make_card(8, i) for i, s in enumerate(SUITS)})


class NotationError(ValueError):
    """Malformed text: a card code, deck string or move list.

    ``position`` is the 1-based place of the first fault in the input
    (the card or move number), or ``None`` when the fault is the whole text.
    ``cards`` are the cards the message names by their codes ("AS is a
    duplicate"), so that a window can name them as it names cards ("A♠ (AS)")
    and leave alone a code that is only quoted or an example ("like AS").
    """

    def __init__(
        self, message: str, position: int | None = None, cards: Sequence[Card] = ()
    ) -> None:
        super().__init__(message)
        self.position = position
        self.cards = tuple(cards)


def parse_card(text: str) -> Card:
    """Parse one card code (case-insensitive, ``10H`` accepted for ``TH``)."""
    card = _BY_CODE.get(text.upper())
    if card is None:
        raise NotationError(_not_a_card(text))
    return card


def _not_a_card(text: str) -> str:
    """Why ``text`` is no card, in the same words alone and in a deck."""
    return (
        f"{text!r} is not a card code (expected a rank {RANKS} and a suit {SUITS}, like AS or TH)"
    )


# Whitespace around a deck string or a move list that every reader ignores: text
# read from a file or a shell's $(...) comes with a newline, from Windows with a
# CR too. ASCII only: a no-break space is no separator in rules.md, so it is a
# fault like any other, named with its position.
AROUND_TEXT = " \t\r\n\f\v"


def parse_cards(text: str, size: int | None = FULL_DECK_SIZE) -> list[Card]:
    """Parse a deck string: codes separated by single spaces, each card once.

    Whitespace before the first code and after the last (``AROUND_TEXT``) is
    ignored; between codes, rules.md holds exactly: one space. This is the one
    reader of deck strings, so every command, the window's ``--deck`` and the
    saved games agree. ``size`` is the number of cards required (52 for a
    deck); ``None`` accepts any count, for the small decks ``acesup solve``,
    ``hint`` and ``play`` take (``Game`` then asks for a multiple of its pile
    count). The first fault is reported with its 1-based position.
    """
    text = text.strip(AROUND_TEXT)
    if not text:
        count = f"{size} " if size else ""
        raise NotationError(f"the deck is empty: expected {count}card codes separated by spaces")
    tokens = text.split(" ")
    by_code = _BY_CODE
    try:
        # The fast path for well-formed canonical input; faults go the long way.
        cards = [by_code[token] for token in tokens]
    except KeyError:
        cards = []
    if len(cards) != len(tokens) or len(set(cards)) != len(cards):
        cards = _parse_slowly(tokens)
    if size is not None and len(cards) != size:
        raise NotationError(
            f"a deck has {size} cards, this one has {len(cards)}", min(len(cards), size) + 1
        )
    return cards


def joined_by(token: str, readable: Callable[[str], bool]) -> str:
    r"""The character that joins two codes in ``token`` where a single space should
    ("8D,TC", "8D,", "x3\td", "8D\u00a0TC"): whitespace or a list's punctuation, with
    a ``readable`` code before it. Empty when there is none."""
    for at, char in enumerate(token):
        if char.isspace() or char in ",;:|/":
            return char if at and readable(token[:at]) else ""
    return ""


def shortened(token: str, keep: int = 12) -> str:
    """``token`` as a message quotes it: a whole deck run together, cut short."""
    return token if len(token) <= keep + 1 else token[:keep] + "…"


def _parse_slowly(tokens: list[str]) -> list[Card]:
    """Parse token by token to name the first fault and its position."""
    cards: list[Card] = []
    seen: dict[Card, int] = {}
    for position, token in enumerate(tokens, 1):
        card = _BY_CODE.get(token.upper())
        if card is None:
            if token == "":
                raise NotationError(
                    f"card {position}: empty code: cards are separated by single spaces", position
                )
            joined = joined_by(token, lambda part: part.upper() in _BY_CODE)
            if joined:  # "8D,TC,5D,...": a whole deck named as one code was no help
                raise NotationError(
                    f"card {position}: {shortened(token)!r} is not a card code: cards are "
                    f"separated by single spaces, not {joined!r}",
                    position,
                )
            raise NotationError(f"card {position}: {_not_a_card(token)}", position)
        first = seen.get(card)
        if first is not None:
            raise NotationError(
                f"card {position}: {CODES[card]} is a duplicate of card {first}", position, (card,)
            )
        seen[card] = position
        cards.append(card)
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """The canonical deck string (or any list of cards) for ``cards``."""
    return " ".join([CODES[c] for c in cards])


def ordered_deck() -> list[Card]:
    """All 52 cards in suit order C D H S, each suit 2 to A."""
    return list(range(FULL_DECK_SIZE))


def check_deck(cards: Sequence[Card], pile_count: int) -> None:
    """Refuse a deck the engine cannot play: wrong size, unknown or duplicate cards."""
    if not cards or len(cards) % pile_count:
        raise NotationError(
            f"a deck must hold a positive multiple of {pile_count} cards, not {len(cards)}"
        )
    distinct = set(cards)
    if len(distinct) == len(cards) and distinct <= _ALL_CARDS:
        return
    # The first fault, where it is, in a deck string's words (``_parse_slowly``).
    seen: dict[Card, int] = {}
    for position, card in enumerate(cards, 1):
        if card not in _ALL_CARDS:
            raise NotationError(f"card {position}: {card!r} is not a card (0 to 51)", position)
        first = seen.setdefault(card, position)
        if first != position:
            raise NotationError(
                f"card {position}: {CODES[card]} is a duplicate of card {first}", position, (card,)
            )
