"""Card logic for the solver: placing the free cards, and cards that can never go.

- ``rearrange``: the moves that put the free cards on chosen slots.
- ``dead_cards_finder``: the cards that can provably never be discarded, whose
  count bounds the best score from above.
- ``aces_block_a_win``: the aces lie so that a win is impossible (the
  win-only search's test; it says nothing about the best score).

All are used by the search (``search.py``); the tests hold the solver, and so these,
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
DeadCards = Callable[[Piles, Sequence[int]], int]
_ACE_BYTES = bytes(card for card in range(52) if card % 13 == ACE)
_OTHER_BYTES = bytes(card for card in range(52) if card % 13 != ACE)


def dead_cards_finder(higher: list[int], aces_only: bool, whole: bool = True) -> DeadCards:
    """``find(piles, coming)``: the mask of cards (not aces) that can never be discarded.

    A card leaves a pile only from its top, by a discard or by a move onto
    an empty pile. Take a set of cards that never move (see below), the
    *holding* cards, such that for each of them every higher card of its
    suit still in play is out of its reach, that is, never the top of
    another pile while it is there: the higher card lies in the same pile
    (under it, or above it: neither moves), or is still to be dealt onto
    it (it lands above), or lies under a holding card of another pile.
    Aces may always be among them, as nothing discards an ace. Then no
    holding card is ever discarded: at the first such discard, the killer
    would be the top of another pile, yet it is under a holding card there
    that has not left. So a holding card never leaves, nor does any card
    under it: those cards can never be discarded. (Discarded cards are no
    one's killers, so only the cards in play count; ``higher[card]`` is
    the mask of the deck's cards of the same suit and higher rank, and
    ``coming[pile]`` the mask of the cards the stock will still deal onto
    each pile.)

    When do the holding cards never move? In ``aces-only`` a card that is
    not an ace never moves; an ace never holds there, and an ace above the
    card or to be dealt onto its pile is within its reach (it may move to
    another pile). In both variants no card ever moves when no pile is
    empty now and every pile holds a holding card found as if nothing
    moved: until the first move, no holding card leaves (by the argument
    above, which needs no move before that discard), so no pile empties,
    and the first move, which needs an empty pile, never comes.

    How it finds them: only the highest holding card of each pile matters
    (the cards under it never leave anyway; those from it up are the
    pile's *exposed* cards), and the largest set of holding cards is
    wanted. So the search starts from the hope that every top holds, and
    lowers a pile's highest holding card, from the top down, to the first
    that holds with the other piles' exposed cards as they stand, sweeping
    the piles in turn until every pile has been swept since one last
    changed. The exposed cards only grow, so a card that fails once fails
    for good, and the sweep ends at the largest set that holds (it also
    finds cards that hold only through each other: two kings, each above
    the ace the other needs). Frozen fails as soon as a pile is left
    without a holding card (most positions fail so, after a short look).
    Failing that, in aces-only the sweep starts again with only the cards
    that are not aces. With ``whole`` False the answer is only one of the
    dead cards, when there are any: all the solver's yes-or-no search
    asks (it drops every position with a dead card).
    """
    # What a card needs out of reach to be a holding card when some card may
    # still move (aces-only): an ace moves, so it never holds (every reach
    # holds the bit _NEVER, which is no card's).
    loose_need = [_NEVER if card % 13 == ACE else mask for card, mask in enumerate(higher)]
    bits = _BITS

    def hold(piles: Piles, need: list[int], frozen: bool, coming: Sequence[int]) -> int:
        """The mask of cards that never leave, or -1 when ``frozen`` fails."""
        n = len(piles)
        # The stock cards, and by pile ``exposed``: the cards from the highest
        # holding card up (a pile's all when it has none). The hope to start
        # from: every top holds.
        stock = everyone = 0  # ``everyone``: all piles' exposed cards
        exposed = [0] * n
        depths = [0] * n  # the cards up to and with each pile's highest holding card
        for number in range(n):
            stock |= coming[number]
            pile = piles[number]
            if pile:
                exposed[number] = bits[pile[-1]]
                everyone |= exposed[number]
                depths[number] = len(pile)
        quiet = 0  # piles found to hold as they are, since a pile last changed
        number = 0
        while quiet < n:
            depth = depths[number]
            if depth:
                pile = piles[number]
                # Within reach of this pile's cards: another pile's exposed
                # cards, a card the stock deals onto another pile, and in
                # aces-only an ace above (it may move away).
                if frozen:
                    mine, own = coming[number], exposed[number]
                else:
                    mine, own = coming[number] & _NOT_ACES, exposed[number] & _NOT_ACES
                reach = stock & ~mine | everyone ^ own | _NEVER
                found = depth
                while found and need[pile[found - 1]] & reach:
                    found -= 1
                    if not frozen and pile[found] % 13 == ACE:
                        reach |= bits[pile[found]]
                if found < depth:
                    if frozen and not found:
                        return -1  # a pile without a holding card: cards may move
                    depths[number] = found
                    mask = 0
                    for card in pile[found - 1 if found else 0 :]:
                        mask |= bits[card]
                    exposed[number] = mask
                    everyone |= mask
                    quiet = 1  # the other piles must look again
                else:
                    quiet += 1
            else:
                quiet += 1
            number = number + 1 if number < n - 1 else 0
        dead = 0
        for number in range(n):
            held = piles[number][: depths[number]]
            if not whole:
                held = held.translate(None, _ACE_BYTES)[:1]  # one dead card will do
            for card in held:
                dead |= bits[card]
        return dead & _NOT_ACES

    def find(piles: Piles, coming: Sequence[int]) -> int:
        if all(piles):  # no empty pile: maybe no card can ever move again
            dead = hold(piles, higher, True, coming)
            if dead >= 0:
                return dead
        if not aces_only:
            return 0  # every card may still move onto an empty pile
        return hold(piles, loose_need, False, coming)

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
