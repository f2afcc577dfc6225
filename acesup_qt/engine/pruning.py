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
DeadCards = Callable[[Piles, int], int]
_ACE_BYTES = bytes(card for card in range(52) if card % 13 == ACE)
_OTHER_BYTES = bytes(card for card in range(52) if card % 13 != ACE)


def dead_cards_finder(higher: list[int], aces_only: bool, whole: bool = True) -> DeadCards:
    """``find(piles, gone)``: the mask of cards (not aces) that can never be discarded.

    A card leaves a pile only from its top, by a discard or by a move onto
    an empty pile. Call a card *anchored* when it can never leave by a
    discard: an ace, or a card whose every higher card of its suit still in
    play can never reach a top (it lies under this card in the same pile,
    or under an anchored card of another pile that will never move). An
    anchored card that also can never be moved never leaves, and every
    card under it stays there too: those cards can never be discarded.

    When does an anchored card never move? In ``aces-only`` a card that is
    not an ace never moves. In both variants no card ever moves when no
    pile is empty now and every pile holds an anchored card: the first pile
    to become empty would have to lose its anchored card first, which takes
    a move onto a pile that is already empty. (Cards dealt later only add
    to piles; a card still in the stock may land on any top, so it counts
    as able to reach a top.)

    ``higher[card]`` is the mask of the cards in play of the same suit and
    higher rank, ``gone`` the mask of the cards discarded. With ``whole``
    False the answer may stop at the first dead card found: it is nonzero
    exactly when the whole mask is, which is all the solver's yes-or-no
    search asks (it drops every position with a dead card).

    How it finds them: the cards that never leave are, on each pile, those
    up to its highest *holding* card (anchored, and never moved). Holding
    cards hide the cards under them for good, which may anchor cards of
    other piles, so the piles are swept in turn until every pile has been
    swept since the hidden cards last grew. Whether no card ever moves
    ("frozen") is settled by the first round alone, in pile order: it holds
    when that round finds a holding card on every pile. (Later rounds could
    find more, but the answer is kept exactly as the search has always had
    it, so that its node counts and answers stay comparable.) Failing that,
    in aces-only the sweep starts again with only the cards that are not
    aces. The solver asks at a third of its nodes, so the loops are plain.
    """
    # What a card needs hidden to be a holding card when some card may still
    # move (aces-only): an ace moves, so it never holds (no mask of cards
    # holds the bit _NEVER).
    loose_need = [_NEVER if card % 13 == ACE else mask for card, mask in enumerate(higher)]
    bits = _BITS

    def hold(piles: Piles, need: list[int], gone: int, frozen: bool) -> int:
        """The mask of cards that never leave, or -1 when ``frozen`` fails."""
        n = len(piles)
        depths = [0] * n  # cards from the bottom that never leave, by pile
        # Cards gone or under a holding card: they never reach a top. The
        # gone ones are in as well, since ``need`` counts only cards in play.
        hidden = gone
        held = 0  # the holding cards found (each one under the next is hidden too)
        quiet = 0  # piles swept since ``hidden`` last grew
        swept = 0
        number = 0
        settled = n if frozen else 1  # sweeps before an early answer is sure
        while quiet < n:
            below = hidden  # hidden, or under the card looked at in this pile
            depth = index = under = holder = 0
            for card in piles[number]:
                index += 1  # noqa: SIM113 - enumerate() is slower in this loop
                if need[card] | below == below:  # all it needs is hidden or below
                    depth = index
                    under = below
                    holder = card
                below |= bits[card]
            if depth > depths[number]:
                depths[number] = depth
                held |= bits[holder]
                # A pile's own cards never change what holds on it, so the
                # sweep may stop once the other piles have seen the change.
                quiet = 1 if under != hidden else quiet + 1
                hidden = under
            else:
                if frozen and swept < n:
                    return -1  # the first round left this pile without a holder
                quiet += 1
            swept += 1
            number = number + 1 if number < n - 1 else 0
            if not whole and swept >= settled and (hidden & ~gone | held) & _NOT_ACES:
                break
        return (hidden & ~gone | held) & _NOT_ACES

    def find(piles: Piles, gone: int) -> int:
        if all(piles):  # no empty pile: maybe no card can ever move again
            dead = hold(piles, higher, gone, True)
            if dead >= 0:
                return dead
        if not aces_only:
            return 0  # every card may still move onto an empty pile
        return hold(piles, loose_need, gone, False)

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
