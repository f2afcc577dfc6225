"""The best possible fair play, computed exactly: an expectimax over what a player sees.

A fair player sees the piles and the discards, so also the *set* of cards
still in the stock, never its order. Every order of the stock is equally
likely, so a deal is a chance node: each ordered draw of four stock cards
onto piles 1 to 4 is as likely as any other. Between two deals the player
chooses among every position the moves in sight can reach (discards and
moves onto empty piles), and may deal from any of them. The best fair
strategy's chance to win is the value of this game tree; it is an upper
bound on every fair strategy (the planner, greedy, any sampler) and at most
the win rate of a player who knows the order (the solver).

The tree is far too big for 52 cards but small enough for reduced decks
(4 suits of the top few ranks). Three symmetries keep it small, each one
exact because the rules only ever compare two cards of one suit:

- **Piles are interchangeable.** An ordered draw is uniform, so swapping two
  piles swaps which card each gets without changing any chance: positions
  are keyed by their sorted piles.
- **Only the order of the cards left matters.** Once a card is discarded,
  the cards left of its suit are renumbered downwards to the top ranks
  (an ace stays the ace, a suit without its ace stays without one).
- **Suits are interchangeable.** Suits are renamed in the order of where
  their cards lie; suits that look alike are tried in every order and the
  smallest key is kept.

The positions after the last deal are searched each time they come up
instead of being stored: they are most of the tree and cheap to search.
Even so the tree grows about ten-thousandfold from 8 cards to 12, so in
pure Python 12 cards (about a minute) is the largest whole deck; a position
with 8 cards or fewer left in the stock takes seconds on any deck (about
10 s for 8 cards left of 52).

Every rule comes from the engine: the moves between deals are
``Game.legal_moves``/``push``/``pop`` on a game whose stock is kept empty (so
it never offers a deal), a deal is ``Game.push(DEAL_MOVE)`` with the drawn
cards as the deck, and a win is every card in play but the aces discarded
(``cards.win_score``, as ``Game.is_won`` counts it).

``objective="score"`` gives the best expected number of discards instead.
Both are worked out in the one search (``values``): the two searches would
visit the same positions, since a position stops being searched exactly where
a win is sure (the best score is then every card but the aces, too). A ranking
for the win that finds none left takes the best scores from it at no cost.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from .cards import ACE, Card, card_mask, win_score
from .game import Game
from .moves import DEAL_MOVE, DISCARD
from .variants import variant_class

_PILE_GAP = b"\xfe"  # between piles in a key: no card is 254
_STOCK_GAP = b"\xff"  # between the piles and the stock in a key

# A position's two values to a fair player who plays best for each: the chance to
# win, and the expected number of cards still to be discarded.
Values = tuple[float, float]


def top_ranks_deck(ranks: int) -> list[Card]:
    """The reduced deck of the ``ranks`` highest ranks of every suit, aces included.

    The engine knows the ace by its rank (it alone is never discarded and a
    win leaves only aces), so a small deck keeps its aces and drops the low
    cards: 4 ranks are J Q K A of each suit.
    """
    return [suit * 13 + rank for suit in range(4) for rank in range(13 - ranks, 13)]


class FairOptimum:
    """Exact values of the best fair play on one set of cards.

    ``states`` counts the positions whose value was worked out and stored
    (deals, and positions right after a deal that is not the last).
    """

    def __init__(
        self, cards: Sequence[Card], variant: str = "standard", objective: str = "win"
    ) -> None:
        if objective not in ("win", "score"):
            raise ValueError(f"objective is 'win' or 'score', not {objective!r}")
        self.cards = sorted(cards)
        self.score_objective = objective == "score"  # which of ``values`` the floats give
        # The rules of the moves between deals: this game's stock stays empty,
        # so legal_moves never offers a deal.
        self._rules: Game = variant_class(variant)(self.cards)
        self._rules.dealt = len(self.cards)
        # The deal: its deck is set to the four drawn cards before each push.
        self._dealer: Game = variant_class(variant)(self.cards)
        self._pile_count = len(self._rules.piles)
        self._tables: dict[tuple[int, ...], bytes] = {}
        self._deals: dict[bytes, Values] = {}
        self._after_deal: dict[bytes, Values] = {}

    @property
    def states(self) -> int:
        return len(self._deals) + len(self._after_deal)

    def start_value(self) -> float:
        """The value before the first deal: the best fair win rate over every shuffle.

        For ``objective="score"``: the best expected final score.
        """
        return self._pick(self._deal([[] for _ in range(self._pile_count)], card_mask(self.cards)))

    def value(self, game: Game) -> float:
        """The value of ``game``'s position to a fair player who plays best from here.

        The chance to win, or for ``objective="score"`` the expected final score.
        """
        return self._pick(self.values(game))

    def values(self, game: Game) -> Values:
        """Both values of ``game``'s position, whatever the objective: the best fair
        chance to win, and the best expected final score (each played for alone)."""
        win, future = self._after(list(map(list, game.piles)), card_mask(game.stock_cards()))
        return win, future + game.score

    def deal_value(self, piles: Sequence[Sequence[Card]], stock_mask: int) -> float:
        """The value of dealing now onto ``piles`` from a stock holding ``stock_mask``'s cards.

        For ``objective="score"``: the expected number of discards still to come."""
        return self._pick(self.deal_values(piles, stock_mask))

    def deal_values(self, piles: Sequence[Sequence[Card]], stock_mask: int) -> Values:
        """Both values of dealing now (``values``), the score's of the discards to come."""
        return self._deal([list(p) for p in piles], stock_mask)

    def _pick(self, values: Values) -> float:
        return values[1] if self.score_objective else values[0]

    # -- the search ------------------------------------------------------------

    def _canonical(self, piles: Sequence[Sequence[Card]], stock_mask: int) -> bytes:
        """The key of a position under all three symmetries (see the module docstring).

        Suits are put in the order of a cheap signature (where each card of the
        suit lies, highest first); only suits with equal signatures are tried
        in every order. Any renaming gives a key that is the position itself,
        so a tie left unbroken would only cost a lost merge, never a wrong value.
        """
        where: dict[Card, tuple[int, int]] = {}
        for pile in piles:
            depth = len(pile)
            for height, card in enumerate(pile):
                where[card] = (depth - height, depth)
        stock = [c for c in self.cards if stock_mask >> c & 1]
        for card in stock:
            where[card] = (0, 0)
        renumber = bytearray(range(256))
        signatures: list[tuple[tuple[int, int], ...]] = [(), (), (), ()]
        for suit in range(4):
            signature = []
            next_rank = suit * 13 + ACE - 1  # the highest non-ace rank
            for card in range(suit * 13 + ACE, suit * 13 - 1, -1):
                place = where.get(card)
                if place is None:
                    continue
                signature.append(place)
                if card % 13 != ACE:
                    renumber[card] = next_rank
                    next_rank -= 1
                else:
                    signature.append((-1, -1))
            signatures[suit] = tuple(signature)
        renumbered = bytes(renumber)
        pile_bytes = [bytes(p).translate(renumbered) for p in piles]
        stock_bytes = bytes(stock).translate(renumbered)
        best = b""
        for suits in self._suit_orders(signatures):
            key = (
                _PILE_GAP.join(sorted([p.translate(suits) for p in pile_bytes]))
                + _STOCK_GAP
                + bytes(sorted(stock_bytes.translate(suits)))
            )
            if not best or key < best:
                best = key
        return best

    def _suit_orders(self, signatures: list[tuple[tuple[int, int], ...]]) -> list[bytes]:
        """The renamings that put the suits in signature order, every order within a tie."""
        ranked = sorted(range(4), key=signatures.__getitem__)
        if len({signatures[s] for s in ranked}) == 4:
            return [self._renaming(tuple(ranked))]
        orders = []
        for order in permutations(range(4)):
            if all(signatures[order[i]] == signatures[ranked[i]] for i in range(4)):
                orders.append(self._renaming(order))
        return orders

    def _renaming(self, order: tuple[int, ...]) -> bytes:
        """The table that renames suit ``order[i]`` to suit ``i``."""
        table = self._tables.get(order)
        if table is None:
            renaming = bytearray(range(256))
            for card in range(52):
                renaming[card] = order.index(card // 13) * 13 + card % 13
            table = self._tables[order] = bytes(renaming)
        return table

    def _deal(self, piles: list[list[Card]], stock_mask: int) -> Values:
        """The values of dealing now: the means over every ordered draw from the stock."""
        key = self._canonical(piles, stock_mask)
        known = self._deals.get(key)
        if known is not None:
            return known
        stock = [c for c in range(52) if stock_mask >> c & 1]
        dealer = self._dealer
        wins = discards = 0.0
        count = 0
        n = self._pile_count
        for draw in permutations(stock, n):
            dealer.piles = [list(p) for p in piles]
            dealer.deck = draw
            dealer.dealt = 0
            dealer.push(DEAL_MOVE)
            dealer.moves.pop()
            after = stock_mask
            for card in draw:
                after ^= 1 << card
            win, future = self._after(dealer.piles, after)
            wins += win
            discards += future
            count += 1
        values = self._deals[key] = (wins / count, discards / count)
        return values

    def _after(self, piles: list[list[Card]], stock_mask: int) -> Values:
        """The values of a position where the player is to move: the best reachable."""
        if not stock_mask:
            # The last phase: searching it again is cheaper than keying it, and
            # these positions are most of the tree.
            return self._best_reachable(piles, stock_mask)
        key = self._canonical(piles, stock_mask)
        known = self._after_deal.get(key)
        if known is None:
            known = self._after_deal[key] = self._best_reachable(piles, stock_mask)
        return known

    def _best_reachable(self, piles: list[list[Card]], stock_mask: int) -> Values:
        """The best values over every position the moves in sight reach, dealing or
        not: the best chance to win, and the most cards still discarded (each the
        best of its own, perhaps by different moves)."""
        rules = self._rules
        seen: set[bytes] = set()
        best_win = 0.0
        best_score = -1.0
        # Nothing beats a sure win: every card in play but the aces discarded.
        in_play = [c for p in piles for c in p] + [c for c in range(52) if stock_mask >> c & 1]
        ceiling = float(win_score(in_play))

        def visit(gained: int) -> None:
            nonlocal best_win, best_score
            key = _PILE_GAP.join(sorted([bytes(p) for p in piles]))
            if key in seen or best_score >= ceiling:
                return
            seen.add(key)
            if stock_mask:
                win, score = self._deal(piles, stock_mask)
                score += gained
                if win > best_win:
                    best_win = win
            else:  # won once every card in play but the aces is discarded
                score = gained
                if score >= ceiling:
                    best_win = 1.0
            if score > best_score:
                best_score = score
            rules.piles = piles
            for move in rules.legal_moves():
                rules.push(move)
                visit(gained + (move.kind == DISCARD))
                rules.piles = piles  # a deal searched below may have lent the rules other piles
                rules.pop()

        visit(0)  # every push was popped: the rules' history is as it was
        return best_win, best_score


__all__ = ["FairOptimum", "top_ranks_deck"]
