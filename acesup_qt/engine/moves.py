"""Moves as small hashable values that parse and print their own notation.

    xN     discard the top card of pile N        Discard(pile=N-1)
    mN>M   move the top card of pile N onto M    Shift(source=N-1, target=M-1)
    d      deal one card onto every pile         Deal()

Piles are numbered from 1 in the notation and indexed from 0 in the engine.
Every move a game can make is one of a few dozen values, so they are built
once and shared: ``legal_moves`` makes no new Move, and a move list parses by
dictionary look-up.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from .cards import AROUND_TEXT, NotationError, joined_by, shortened

DEAL: Final = 0
DISCARD: Final = 1
SHIFT: Final = 2

MAX_PILES: Final = 9  # single-digit pile numbers keep the notation unambiguous


class Move:
    """Base of the three kinds of move. ``kind`` is DEAL, DISCARD or SHIFT."""

    __slots__ = ("kind", "source", "target", "text")
    kind: int
    source: int  # the pile a card leaves (-1 for a deal)
    target: int  # the pile a card lands on (-1 for a deal or discard)
    text: str

    def __init__(self, kind: int, source: int, target: int, text: str) -> None:
        self.kind = kind
        self.source = source
        self.target = target
        self.text = text

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Move({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    @staticmethod
    def parse(text: str) -> Move:
        """Parse one move in rules.md notation; raises NotationError."""
        move = _BY_TEXT.get(text)
        if move is None:
            move = _BY_TEXT.get(text.lower())
        if move is None:
            low = text.lower()
            missing = _missing_pile(low)
            if missing is not None:
                raise NoSuchPileError(text, missing)
            if (
                len(low) == 4
                and low[0] == "m"
                and low[2] == ">"
                and low[1] == low[3]
                and low[1] in "123456789"
            ):
                # Well formed but meaningless: the general message would not say why.
                raise NotationError(
                    f"{text!r} is not a move: a card cannot move onto the pile it is on"
                )
            # Each form said with what it does: "pile numbers 1 to 9", the notation's
            # bound, read as if the table had nine piles.
            raise NotationError(
                f"{text!r} is not a move: expected xN (discard from pile N), mN>M (move "
                "from pile N to empty pile M) or d (deal), N and M pile numbers from 1"
            )
        return move


class NoSuchPileError(NotationError):
    """A move written as the notation writes one, of a pile no game has: "x10", "m1>0".

    Said as the rules say "x5" on four piles: "x10: there is no pile 10" (in a move
    list, "move 2 (x10): ..."), not as text that is no move at all."""

    def __init__(self, text: str, pile: int) -> None:
        self.reason = f"there is no pile {pile}"
        super().__init__(f"{text}: {self.reason}")


# Discards and moves with pile numbers of any length: "x10" is a discard from pile 10.
_NUMBERED = re.compile(r"x(\d+)|m(\d+)>(\d+)")


def _missing_pile(text: str) -> int | None:
    """The first pile number of ``text`` (lower case) that no game has, if ``text`` is
    a discard or move in form: 0, or past ``MAX_PILES``. A leading zero ("x05") is
    not the notation's, and is left to the general message."""
    form = _NUMBERED.fullmatch(text)
    if form is None:
        return None
    numbers = [n for n in form.groups() if n is not None]
    if any((len(n) > 1 and n.startswith("0")) or len(n) > 6 for n in numbers):
        return None  # nor a number past any page's width, which int() may refuse
    return next((int(n) for n in numbers if not 1 <= int(n) <= MAX_PILES), None)


def deal() -> Move:
    return DEAL_MOVE


def discard(pile: int) -> Move:
    """Discard the top card of ``pile`` (0-based)."""
    return DISCARDS[pile]


def shift(source: int, target: int) -> Move:
    """Move the top card of ``source`` onto the empty pile ``target`` (0-based)."""
    return SHIFTS[source][target]


DEAL_MOVE: Final = Move(DEAL, -1, -1, "d")
DISCARDS: Final = tuple(Move(DISCARD, p, -1, f"x{p + 1}") for p in range(MAX_PILES))
SHIFTS: Final = tuple(
    tuple(Move(SHIFT, s, t, f"m{s + 1}>{t + 1}") for t in range(MAX_PILES))
    for s in range(MAX_PILES)
)

_BY_TEXT: dict[str, Move] = {DEAL_MOVE.text: DEAL_MOVE}
_BY_TEXT.update({m.text: m for m in DISCARDS})
_BY_TEXT.update({m.text: m for row in SHIFTS for m in row if m.source != m.target})


class UnreadableMoveError(NotationError):
    """A move of a move list that is no move at all.

    ``position`` is its 1-based place in the list, ``text`` the move as
    written (empty for a doubled space) and ``reason`` why it is no move;
    the message says all three once: "move 2: 'q7' is not a move: ...".
    """

    position: int  # never None: a move of a list always has its place

    def __init__(self, position: int, text: str, reason: str, named: bool = False) -> None:
        # ``named``: the reason is of the move named, as a rule's is: "move 2 (x10): ...".
        where = f"move {position} ({text})" if named else f"move {position}"
        super().__init__(f"{where}: {reason}", position)
        self.text = text
        self.reason = reason


def parse_moves(text: str) -> list[Move]:
    """Parse a move list (moves separated by single spaces; empty text is no moves).

    Whitespace around the list (``AROUND_TEXT``) is ignored, as around a
    deck; between moves, single spaces only. The first malformed move is
    reported with its 1-based position (``UnreadableMoveError``).
    """
    text = text.strip(AROUND_TEXT)
    if not text:
        return []
    tokens = text.split(" ")
    by_text = _BY_TEXT
    try:
        return [by_text[token] for token in tokens]  # the fast path for good input
    except KeyError:
        pass
    moves = []
    for position, token in enumerate(tokens, 1):
        move = by_text.get(token)
        if move is None and not token:  # "x1  d"
            raise UnreadableMoveError(
                position, token, "empty move: moves are separated by single spaces"
            )
        if move is None:
            try:
                move = Move.parse(token)
            except NoSuchPileError as error:
                raise UnreadableMoveError(position, token, error.reason, named=True) from None
            except NotationError as error:
                joined = joined_by(token, _readable)
                if joined:  # "x3,d": the moves run together, said so
                    reason = (
                        f"{shortened(token)!r} is not a move: moves are separated by single "
                        f"spaces, not {joined!r}"
                    )
                    raise UnreadableMoveError(position, token, reason) from None
                raise UnreadableMoveError(position, token, str(error)) from None
        moves.append(move)
    return moves


def _readable(text: str) -> bool:
    """Whether ``text`` is one move in rules.md notation."""
    try:
        Move.parse(text)
    except NotationError:
        return False
    return True


def format_moves(moves: Iterable[Move]) -> str:
    return " ".join([m.text for m in moves])
