"""The game of Aces Up: piles, stock, discards; legal moves; push, pop, apply.

``Game`` is the standard game. Variants are subclasses that change a few
class-level settings or one rule method (see ``variants.py``); callers never
need to know which one they hold.

Two ways to make a move, as in python-chess:
- ``push`` is trusted and fast: the caller promises the move is legal (the
  solver and the hints do, having taken it from ``legal_moves``).
- ``apply`` checks first and raises ``IllegalMoveError`` with the reason
  worded as in rules.md.
``pop`` undoes the last move exactly, whichever way it was made.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from .cards import ACE, CODES, Card, check_deck, format_cards
from .deals import deal_mismatch
from .ending import Outcome, Termination, discard_reachable
from .moves import DEAL, DEAL_MOVE, DISCARD, DISCARDS, SHIFTS, Move, format_moves, parse_moves

_SUIT_WORDS = ("club", "diamond", "heart", "spade")


def discardable_piles(piles: Sequence[Sequence[Card]]) -> list[int]:
    """The piles whose top card may be discarded: a higher card of its suit tops another.

    The one statement of the discard rule on bare piles, for the searches
    (solver, planner) that run without a Game.
    """
    tops = [p[-1] if p else -1 for p in piles]
    found = []
    for i, card in enumerate(tops):
        if card < 0:
            continue
        above = (card // 13 + 1) * 13  # the card ints of one suit are consecutive
        for top in tops:
            if card < top < above:
                found.append(i)
                break
    return found


class IllegalMoveError(ValueError):
    """A move the rules forbid here.

    ``reason`` is the rules.md wording ("4H cannot be discarded: ..."),
    ``index`` the move's 1-based place in a replayed list (or None), ``cards``
    the cards the reason names by code (as ``NotationError.cards``).
    """

    def __init__(
        self, move: Move, reason: str, index: int | None = None, cards: Sequence[Card] = ()
    ) -> None:
        where = f"move {index} ({move.text})" if index is not None else move.text
        super().__init__(f"{where}: {reason}")
        self.move = move
        self.reason = reason
        self.index = index
        self.cards = tuple(cards)


class Game:
    """One deal of Aces Up in progress."""

    variant: ClassVar[str] = "standard"
    title: ClassVar[str] = "Aces Up"
    pile_count: ClassVar[int] = 4
    # Four Ace Patience lets only an ace onto an empty pile.
    only_aces_fill_empty_piles: ClassVar[bool] = False

    __slots__ = ("dealt", "deck", "discards", "moves", "piles")

    def __init__(self, deck: Sequence[Card]) -> None:
        """Start a game from ``deck`` in deal order (any multiple of the pile count).

        Raises NotationError for a deck the engine cannot play.
        """
        check_deck(deck, self.pile_count)
        self.deck: tuple[Card, ...] = tuple(deck)
        n = self.pile_count
        self.piles: list[list[Card]] = [[c] for c in self.deck[:n]]
        self.dealt = n  # cards taken from the deck so far; the stock is deck[dealt:]
        self.discards: list[Card] = []  # the discard heap, bottom first
        self.moves: list[Move] = []

    # -- reading the position ------------------------------------------------

    @property
    def stock_count(self) -> int:
        """Cards left in the stock."""
        return len(self.deck) - self.dealt

    @property
    def score(self) -> int:
        """Cards discarded so far."""
        return len(self.discards)

    def stock_cards(self) -> frozenset[Card]:
        """The cards still in the stock, as a set: what a fair player may know."""
        return frozenset(self.deck[self.dealt :])

    def can_discard(self, pile: int) -> bool:
        """True when the top card of ``pile`` has a higher card of its suit on another top."""
        piles = self.piles
        source = piles[pile]
        if not source:
            return False
        card = source[-1]
        # Same suit and higher rank: the card ints of one suit are consecutive.
        above = (card // 13 + 1) * 13
        for other in piles:  # noqa: SIM110 - a plain loop is faster than any() here
            if other and card < other[-1] < above:
                return True
        return False

    def legal_moves(self) -> list[Move]:
        """Every legal move: discards, then moves onto empty piles, then the deal."""
        piles = self.piles
        moves: list[Move] = []
        best = [-1, -1, -1, -1]  # highest top card of each suit
        empty = []
        for i, pile in enumerate(piles):
            if pile:
                card = pile[-1]
                if card > best[card // 13]:
                    best[card // 13] = card
            else:
                empty.append(i)
        for i, pile in enumerate(piles):
            if pile and pile[-1] < best[pile[-1] // 13]:
                moves.append(DISCARDS[i])
        if empty:
            aces_only = self.only_aces_fill_empty_piles
            for i, pile in enumerate(piles):
                if pile and (not aces_only or pile[-1] % 13 == ACE):
                    row = SHIFTS[i]
                    for j in empty:
                        moves.append(row[j])
        if self.dealt < len(self.deck):
            moves.append(DEAL_MOVE)
        return moves

    def why_illegal(self, move: Move) -> str | None:
        """None if ``move`` is legal here, else the reason in rules.md wording."""
        piles = self.piles
        n = len(piles)
        kind = move.kind
        if kind == DEAL:
            if self.dealt >= len(self.deck):
                return "the stock is empty: there is nothing to deal"
            return None
        source = move.source
        if source >= n:
            return f"there is no pile {source + 1}"
        pile = piles[source]
        if not pile:
            return f"pile {source + 1} is empty: there is no card to " + (
                "discard" if kind == DISCARD else "move"
            )
        card = pile[-1]
        if kind == DISCARD:
            if self.can_discard(source):
                return None
            if card % 13 == ACE:
                return f"{CODES[card]} cannot be discarded: aces are never discarded"
            return (
                f"{CODES[card]} cannot be discarded: no higher "
                f"{_SUIT_WORDS[card // 13]} on top of another pile"
            )
        target = move.target
        if target >= n:
            return f"there is no pile {target + 1}"
        if piles[target]:
            return (
                f"{CODES[card]} cannot move to pile {target + 1}: "
                f"a card may move only onto an empty pile"
            )
        return self._why_not_fill(card, target)

    def why_not_onto_stock(self, card: Card) -> str:
        """Why ``card`` cannot go onto the stock (a player dropped it there): no move
        puts a card back; the stock only deals."""
        return f"{CODES[card]} cannot go onto the stock: cards only leave it, one onto each pile"

    def _why_not_fill(self, card: Card, target: int) -> str | None:
        """The variant's rule for what may go onto an empty pile."""
        if self.only_aces_fill_empty_piles and card % 13 != ACE:
            return (
                f"{CODES[card]} cannot move to pile {target + 1}: "
                f"in {self.title} only an ace may move onto an empty pile"
            )
        return None

    # -- making and taking back moves ---------------------------------------

    def push(self, move: Move) -> None:
        """Make ``move``, trusted to be legal. Fast: no checks."""
        kind = move.kind
        piles = self.piles
        if kind == DISCARD:
            self.discards.append(piles[move.source].pop())
        elif kind == DEAL:
            dealt = self.dealt
            end = dealt + len(piles)
            for pile, card in zip(piles, self.deck[dealt:end], strict=True):
                pile.append(card)
            self.dealt = end
        else:
            piles[move.target].append(piles[move.source].pop())
        self.moves.append(move)

    def pop(self) -> Move:
        """Take back the last move exactly; returns it. IndexError if none."""
        move = self.moves.pop()
        kind = move.kind
        piles = self.piles
        if kind == DISCARD:
            piles[move.source].append(self.discards.pop())
        elif kind == DEAL:
            for pile in piles:
                pile.pop()
            self.dealt -= len(piles)
        else:
            piles[move.source].append(piles[move.target].pop())
        return move

    def apply(self, move: Move | str, index: int | None = None) -> Move:
        """Make ``move`` (a Move or its notation) after checking it.

        Raises NotationError for unreadable text and IllegalMoveError, naming
        ``index`` when given, for a move the rules forbid here.
        """
        if isinstance(move, str):
            move = Move.parse(move)
        reason = self.why_illegal(move)
        if reason is not None:
            raise self._refused(move, reason, index)
        self.push(move)
        return move

    def _refused(self, move: Move, reason: str, index: int | None) -> IllegalMoveError:
        """The error for ``move``, refused here for ``reason``: a reason names the card
        on top of the move's pile, if there is one (``why_illegal``)."""
        piles = self.piles
        named: tuple[Card, ...] = ()
        if move.kind != DEAL and move.source < len(piles) and piles[move.source]:
            named = (piles[move.source][-1],)
        return IllegalMoveError(move, reason, index, named)

    def replay(self, moves: Iterable[Move] | str) -> None:
        """Apply a move list, numbering moves from 1 in any error.

        Replaying is the hot path of ``acesup replay --batch`` and of loading
        saved games, so the checks of ``why_illegal`` and the work of ``push``
        are unrolled here for the standard rules. A variant that changes
        either method gets the plain loop; the tests hold both to the same
        answers. On an illegal move the moves before it stay made.
        """
        if isinstance(moves, str):
            moves = parse_moves(moves)
        cls = type(self)
        if cls.push is not Game.push or cls.why_illegal is not Game.why_illegal:
            for index, move in enumerate(moves, 1):
                self.apply(move, index)
            return
        piles = self.piles
        n = len(piles)
        deck = self.deck
        discards = self.discards
        history = self.moves
        aces_only = self.only_aces_fill_empty_piles
        for index, move in enumerate(moves, 1):
            kind = move.kind
            source = move.source
            if kind == DISCARD:
                if source < n and piles[source]:
                    card = piles[source][-1]
                    above = (card // 13 + 1) * 13
                    for other in piles:
                        if other and card < other[-1] < above:
                            discards.append(piles[source].pop())
                            history.append(move)
                            break
                    else:
                        raise self._refused(move, self.why_illegal(move) or "", index)
                    continue
            elif kind == DEAL:
                dealt = self.dealt
                if dealt < len(deck):
                    for pile, card in zip(piles, deck[dealt : dealt + n], strict=True):
                        pile.append(card)
                    self.dealt = dealt + n
                    history.append(move)
                    continue
            else:
                target = move.target
                if (
                    source < n
                    and target < n
                    and piles[source]
                    and not piles[target]
                    and (not aces_only or piles[source][-1] % 13 == ACE)
                ):
                    piles[target].append(piles[source].pop())
                    history.append(move)
                    continue
            raise self._refused(move, self.why_illegal(move) or "", index)

    # -- the end --------------------------------------------------------------

    def is_won(self) -> bool:
        """Only aces are left: the stock is empty and every pile holds aces alone."""
        if self.dealt < len(self.deck):
            return False
        return all(card % 13 == ACE for pile in self.piles for card in pile)

    def is_over(self) -> bool:
        """True when no discard can ever be made again.

        With cards in the stock a deal is always possible. Once the stock is
        empty only moves onto empty piles remain besides discards; they can go
        on for ever, so the positions they reach are searched (pile order does
        not matter there, which keeps the search to a handful of positions:
        ``ending.discard_reachable``).
        """
        if self.dealt < len(self.deck):
            return False
        return not discard_reachable(self)

    def outcome(self) -> Outcome:
        score = len(self.discards)
        if self.is_won():
            return Outcome(score, True, True, Termination.WON)
        if self.is_over():
            return Outcome(score, False, True, Termination.STUCK)
        return Outcome(score, False, False, None)

    # -- copies and the text form --------------------------------------------

    def copy(self) -> Game:
        other = object.__new__(type(self))
        other.deck = self.deck
        other.piles = [list(p) for p in self.piles]
        other.dealt = self.dealt
        other.discards = list(self.discards)
        other.moves = list(self.moves)
        return other

    def snapshot(self) -> tuple[object, ...]:
        """Everything that makes this position what it is, for exact comparison."""
        return (
            self.variant,
            self.deck,
            tuple(tuple(p) for p in self.piles),
            self.dealt,
            tuple(self.discards),
            tuple(self.moves),
        )

    def to_text(self, deal: int | None = None) -> str:
        """The game as text: variant, deck and moves, one per line (``text_form`` reads it).

        deal: 1234
        variant: standard
        deck: AS TH 2C ...
        moves: x1 d m2>1

        The ``deal:`` line only when ``deal`` (the deal number the deck came
        from) is given: ValueError if this deck is not that deal's, which no
        reader would take.
        """
        first = ""
        if deal is not None:
            fault = deal_mismatch(deal, self.deck)
            if fault is not None:
                raise ValueError(fault)
            first = f"deal: {deal}\n"
        return (
            f"{first}variant: {self.variant}\n"
            f"deck: {format_cards(self.deck)}\n"
            f"moves: {format_moves(self.moves)}\n"
        )

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.variant} moves={format_moves(self.moves)!r}>"
