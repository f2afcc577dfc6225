"""Card logic for the solver: placing the free cards, and cards that can never go.

- ``rearrange``: the moves that put the free cards on chosen slots.
- ``dead_cards_finder``: the cards that can provably never be discarded, whose
  count bounds the best score from above.
- ``aces_block_a_win``: the aces lie so that a win is impossible (the
  win-only search's test; it says nothing about the best score).

All are used by ``solver.py``; the tests hold the solver, and so these,
to a plain exhaustive search.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .cards import ACE, Card
from .moves import SHIFTS, Move


def rearrange(
    piles: list[list[Card]], slots: list[int], free: list[Card], places: tuple[int, ...]
) -> list[Move]:
    """Move the free cards so that ``free[k]`` lies alone on ``places[k]``.

    There is at least one hole among the slots, so any arrangement can be
    reached, as in a sliding puzzle: a card whose place is empty moves
    there; if none can, a misplaced card steps into a hole that is no one's
    place, which frees its own slot.
    """
    where = {}
    for i in slots:
        if piles[i]:
            where[piles[i][0]] = i
    goal = dict(zip(free, places, strict=True))
    moves: list[Move] = []
    while True:
        misplaced = [c for c in free if where[c] != goal[c]]
        if not misplaced:
            return moves
        occupied = set(where.values())
        for card in misplaced:
            if goal[card] not in occupied:
                source, target = where[card], goal[card]
                break
        else:
            card = misplaced[0]
            wanted = set(goal.values())
            target = next(i for i in slots if i not in occupied and i not in wanted)
            source = where[card]
        piles[target].append(piles[source].pop())
        where[card] = target
        moves.append(SHIFTS[source][target])


_NEVER = 1 << 60  # a need no set of cards meets: a card that cannot anchor
_NOT_ACES = sum(1 << card for card in range(52) if card % 13 != ACE)

_BITS = tuple(1 << card for card in range(52))  # a look-up: no new int per shift
Piles = Sequence[bytes]  # the solver's piles: one byte a card, bottom first
DeadCards = Callable[[Piles, int, Sequence[int]], int]
_ACE_BYTES = bytes(card for card in range(52) if card % 13 == ACE)
_OTHER_BYTES = bytes(card for card in range(52) if card % 13 != ACE)


def dead_cards_finder(higher: list[int], aces_only: bool) -> DeadCards:
    """``find(piles, gone, coming)``: the mask of cards (not aces) that can never be discarded.

    A card leaves a pile only from its top, by a discard or by a move onto
    an empty pile. Take a set of cards that never move (see below), the
    *holding* cards, such that for each of them every higher card of its
    suit still in play is out of its reach: it lies under this card in the
    same pile, or under a holding card of another pile, or it is still to
    be dealt onto this card's pile (it lands above this card, and neither
    moves). Aces may always be among them, as nothing discards an ace. Then
    no holding card is ever discarded: at the first such discard, the
    killer would be the top of another pile, yet it is under a holding card
    there that has not left. So a holding card never leaves, nor does any
    card under it: those cards can never be discarded.

    When do the holding cards never move? In ``aces-only`` a card that is
    not an ace never moves (so there an ace never holds, and a card to be
    dealt onto the pile is out of reach only if it is not an ace). In both
    variants no card ever moves when no pile is empty now and every pile
    holds a holding card found as if nothing moved: until the first move,
    no holding card leaves (by the argument above, which needs no move
    before that discard), so no pile empties, and the first move, which
    needs an empty pile, never comes. A card still in the stock lands on
    its own pile's top, so it counts as out of reach only for the cards of
    that pile. ``coming[pile]`` is the mask of the cards the stock will
    still deal onto each pile; ``higher[card]`` the mask of the cards in
    play of the same suit and higher rank; ``gone`` the mask of the cards
    discarded (out of reach too).

    How it finds them: only the highest holding card of each pile matters
    (the cards under it never leave anyway), and the largest set of
    holding cards is wanted, so the search starts from the hope that every
    top holds and lowers a pile's highest holding card to the highest card
    that holds with the other piles as they stand, sweeping the piles in
    turn until every pile has been swept since one last changed. A set
    that only shrinks ends at the largest one that holds (it also finds
    holding cards that hold only through each other: a king above the
    other red ace, each ace under the other king). Frozen fails as soon as
    a pile is left without a holding card. Failing that, in aces-only the
    sweep starts again with only the cards that are not aces. The solver
    asks at a third of its nodes, so the loops are plain.
    """
    # What a card needs hidden to be a holding card when some card may still
    # move (aces-only): an ace moves, so it never holds (no mask of cards
    # holds the bit _NEVER).
    loose_need = [_NEVER if card % 13 == ACE else mask for card, mask in enumerate(higher)]
    bits = _BITS

    def hold(piles: Piles, need: list[int], gone: int, frozen: bool, coming: Sequence[int]) -> int:
        """The mask of cards that never leave, or -1 when ``frozen`` fails."""
        n = len(piles)
        # The hope to start from: every top holds. ``depths``: the cards up
        # to and with the pile's highest holding card; ``under``: the cards
        # under it, by pile.
        depths = [len(p) for p in piles]
        under = [0] * n
        for number, pile in enumerate(piles):
            mask = 0
            for card in pile[:-1]:
                mask |= bits[card]
            under[number] = mask
        quiet = 0  # piles found to hold as they are, since a pile last changed
        number = 0
        while quiet < n:
            depth = depths[number]
            if depth:
                # Out of reach of this pile's cards: gone, under another
                # pile's holding card, still to be dealt onto this pile.
                # (Stock cards are never in ``under``, nor cards in play in ``gone``.)
                mine = coming[number] if frozen else coming[number] & _NOT_ACES
                out = gone | mine
                for other in range(n):
                    if other != number:
                        out |= under[other]
                below = out  # out of reach, or under the card looked at
                found = index = hid = 0
                for card in piles[number][:depth]:
                    index += 1  # noqa: SIM113 - enumerate() is slower in this loop
                    if need[card] | below == below:  # all it needs is out of reach
                        found = index
                        hid = below
                    below |= bits[card]
                if found < depth:
                    if frozen and not found:
                        return -1  # a pile without a holding card: cards may move
                    depths[number] = found
                    under[number] = hid & ~out
                    quiet = 1  # the other piles must look again
                else:
                    quiet += 1
            else:
                quiet += 1
            number = number + 1 if number < n - 1 else 0
        dead = 0
        for number, pile in enumerate(piles):
            if depths[number]:
                dead |= under[number] | bits[pile[depths[number] - 1]]
        return dead & _NOT_ACES

    def find(piles: Piles, gone: int, coming: Sequence[int]) -> int:
        if all(piles):  # no empty pile: maybe no card can ever move again
            dead = hold(piles, higher, gone, True, coming)
            if dead >= 0:
                return dead
        if not aces_only:
            return 0  # every card may still move onto an empty pile
        return hold(piles, loose_need, gone, False, coming)

    return find


def aces_block_a_win(piles: Piles) -> bool:
    """True when the aces on the piles leave too few piles to win.

    Aces are never discarded, and a card moves only onto an empty pile, so:
    - an ace that lies above a card that is not an ace (a *buried* ace)
      must move away some time, since that card must be discarded;
    - a card that moves becomes the bottom of its new pile, and deals only
      add on top: an ace at the bottom of a pile stays the bottom of some
      pile for good (it can only move on alone, onto an empty pile);
    - so, at any later time, the aces that are bottoms of piles (those now
      at the bottom, and every buried ace that has moved) hold one pile each.
    Take the moment a win first moves the buried ace that moves last: the
    aces now at bottoms hold one pile each, and so does every other buried
    ace (it has moved); the pile the ace leaves holds it above a card that
    is not an ace, so its bottom is not a moved ace, and it is another pile
    again unless its bottom is an ace now at a bottom; and the pile it
    moves onto is empty. With ``bottoms`` the piles with an ace at the
    bottom now and ``buried`` the buried aces now, a win needs
        bottoms + (buried - 1) + (0 or 1) + 1 <= number of piles,
    with 0 only when some buried ace lies on a pile with an ace at the
    bottom (we do not know which ace moves last). Aces still in the stock
    can only add to what is needed, so leaving them out keeps this sound.
    """
    bottoms = 0
    buried = 0
    buried_on_ace_bottom = False
    for pile in piles:
        if not pile:
            continue
        on_ace = pile[0] % 13 == ACE
        bottoms += on_ace
        # Past the run of aces at the bottom, every ace is buried: count
        # them by deleting the other cards (one C call, no loop here).
        above_run = pile.lstrip(_ACE_BYTES)
        if above_run:
            count = len(above_run.translate(None, _OTHER_BYTES))
            if count:
                buried += count
                buried_on_ace_bottom = buried_on_ace_bottom or on_ace
    if not buried:
        return False
    return bottoms + buried + (not buried_on_ace_bottom) > len(piles)
