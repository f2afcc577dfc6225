"""Card logic for the solver: placing the free cards, and cards that can never go.

- ``rearrange``: the moves that put the free cards on chosen slots.
- ``dead_cards``: the cards that can provably never be discarded, whose
  count bounds the best score from above.
- ``aces_block_a_win``: the aces lie so that a win is impossible (the
  win-only search's test; it says nothing about the best score).

All are used by ``solver.py``; the tests hold the solver, and so these,
to a plain exhaustive search.
"""

from __future__ import annotations

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


def dead_cards(piles: list[list[Card]], higher: list[int], gone: int, aces_only: bool) -> int:
    """The mask of cards (not aces) that can provably never be discarded.

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
    """
    frozen = all(piles)  # no empty pile: maybe no card can ever move again
    if not frozen and not aces_only:
        return 0  # every card may still move onto the empty pile
    # Depth (cards from the bottom) of the part of each pile that never leaves.
    depth = [0] * len(piles)
    never_top = 0  # cards under a card that never leaves
    changed = True
    while changed:
        changed = False
        for number, p in enumerate(piles):
            below = 0
            for index, card in enumerate(p):
                if index >= depth[number]:
                    ace = card % 13 == ACE
                    anchored = frozen if ace else higher[card] & ~gone & ~below & ~never_top == 0
                    if anchored and (frozen or (aces_only and not ace)):
                        depth[number] = index + 1
                        never_top |= below
                        changed = True
                below |= 1 << card
        if frozen and not all(depth):
            # Some pile holds no anchored card and might be emptied: cards may
            # move after all. Start again, counting only what never moves.
            frozen = False
            depth = [0] * len(piles)
            never_top = 0
            changed = True
    dead = 0
    for number, p in enumerate(piles):
        for card in p[: depth[number]]:
            if card % 13 != ACE:
                dead |= 1 << card
    return dead


def aces_block_a_win(piles: list[list[Card]]) -> bool:
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
        run = True  # still in the run of aces at the bottom
        for card in pile:
            if card % 13 == ACE:
                if not run:
                    buried += 1
                    buried_on_ace_bottom = buried_on_ace_bottom or on_ace
            else:
                run = False
    if not buried:
        return False
    return bottoms + buried + (not buried_on_ace_bottom) > len(piles)
