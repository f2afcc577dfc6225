"""The solver's search: depth first over the positions reachable from a game.

Each position is visited once (its key, which also keeps the search graph
free of cycles, is told in ``position_keys.py``), with only pruning that
provably keeps the best score; each rule is argued where it is made. The
questions it is asked, and what its answers mean, are ``solver.py``'s.
"""

from __future__ import annotations

import itertools
import threading
import time

from .cards import Card, card_mask
from .deck_facts import DeckFacts
from .game import Game
from .moves import DEAL_MOVE, DISCARDS, SHIFTS, Move
from .position_keys import SEPARATOR, dealt_prefixes, key_maker
from .pruning import aces_block_a_win, dead_cards_finder, rearrange

CHECK_EVERY = 1024  # nodes between looks at the clock and the cancel flag
# While paused, how often the search looks whether it was cancelled meanwhile.
PAUSED_LOOK_SECONDS = 0.02


class StopSearchError(Exception):
    """The budget ran out or the caller cancelled: unwind the search."""


class Search:
    """One depth-first search over the positions reachable from a game."""

    def __init__(
        self,
        game: Game,
        budget_seconds: float | None,
        cancel: threading.Event | None,
        node_budget: int | None,
        go_on: threading.Event | None = None,
    ) -> None:
        self.deck = game.deck
        # Each pile as bytes (one byte a card, bottom first): the key of a
        # position is then the piles joined, with no conversion per node, and
        # a move makes the new pile and puts the old one back afterwards.
        self.piles = [bytes(p) for p in game.piles]
        self.dealt = game.dealt
        self.aces_only = game.only_aces_fill_empty_piles
        self.gone = card_mask(game.discards)  # the discarded cards
        self.budget_seconds = budget_seconds
        self.cancel = cancel
        self.node_budget = node_budget
        self.go_on = go_on  # clear: wait (see ``solve``)
        self.paused_seconds = 0.0  # waited while paused: not spent on the budget
        self.facts = DeckFacts(self.deck, self.dealt, len(self.piles), self.aces_only)
        self.best = game.score
        self.best_path: list[Move] = []
        self.path: list[Move] = []
        self.seen: set[bytes] = set()
        self.nodes = 0
        self.win_only = True  # the first question: can the deal be won at all?

    # -- the search -------------------------------------------------------------

    def search(self, deadline: float | None) -> None:
        """Search from the start position; the hot loop, so everything is local.

        A node costs a few microseconds, so the search state lives in the
        closures' locals and arguments rather than on ``self`` (attribute
        look-ups are dearer): ``dealt``, ``gone`` (the mask of discarded
        cards), ``dead`` and ``score`` travel as arguments, the counters as
        ``nonlocal``; a move replaces a pile's bytes and puts the old ones back.
        """
        piles = self.piles
        deck = self.deck
        size = len(deck)
        n = len(piles)
        pile_range = range(n)
        aces_only = self.aces_only
        facts = self.facts
        movable = facts.movable
        higher = facts.higher
        lower = facts.lower
        coming = facts.coming
        target = facts.target
        win_only = self.win_only
        seen = self.seen
        seen_add = seen.add
        path = self.path
        path_append = path.append
        path_pop = path.pop
        cancel = self.cancel
        node_budget = self.node_budget
        aceless = facts.aceless_suits
        most_discards = facts.most_discards_finder()
        # The yes-or-no search drops every position with a dead card, and
        # passes on only a mask of none, so any dead card will do there.
        dead_cards = dead_cards_finder(higher, aces_only, whole=not win_only)
        nodes = self.nodes
        best = self.best
        best_path = self.best_path
        # The aces test (win-only) can say "no win" only once there are as
        # many aces out as piles: each ace counts at most once, and it needs
        # one more pile than the aces it counts. It looks only at where aces
        # lie above other cards, which the free-card key keeps, so it is
        # the same for every position sharing a key.
        aces_test = {d: win_only and out for d, out in facts.aces_out.items()}
        dealt_bytes = dealt_prefixes(self.dealt, size)
        key = key_maker(piles, movable, dealt_bytes, size)
        rows = facts.rows  # the cards each deal puts on the piles, by the number dealt
        discard_moves = DISCARDS
        bits = [1 << card for card in range(52)]  # a look-up: no new int per shift
        join = SEPARATOR.join
        shift_moves = SHIFTS

        go_on = self.go_on

        def check_budget() -> None:
            if go_on is not None and not go_on.is_set():
                self.wait_to_go_on()
            if deadline is not None and time.perf_counter() - self.paused_seconds > deadline:
                raise StopSearchError
            if cancel is not None and cancel.is_set():
                raise StopSearchError
            if node_budget is not None and nodes >= node_budget:
                raise StopSearchError

        def visit(dealt: int, gone: int, dead: int, score: int) -> None:
            """Visit the position; ``dead`` is the mask of cards known never to go.

            A card proven never to go stays so in every later position, so a
            discard passes its mask on (discards are most moves, and the
            proof is the dearest part of a node); after a move onto an empty
            pile or a deal, which may freeze the piles, it is found again
            (``dead`` is -1 then).
            """
            nonlocal nodes, best, best_path
            nodes += 1
            if nodes % CHECK_EVERY == 0:
                check_budget()
            # The key of the most common position (cards in the stock, no
            # empty pile) is made here; ``key`` makes the others.
            full = all(piles)
            k = dealt_bytes[dealt] + join(piles) if full and dealt < size else key(dealt)
            if k in seen:
                return
            seen_add(k)
            if score > best:
                best = score
                best_path = list(path)
                if score >= target:
                    raise StopSearchError
            if dead < 0:
                # A discard moves no ace and uncovers no card that was not a
                # top, so it leaves the aces test as it found it: the parent
                # passed it, and only positions reached otherwise (dead -1)
                # need it.
                if aces_test[dealt] and aces_block_a_win(piles):
                    return
                dead = dead_cards(piles, coming[dealt])
            if aceless:
                if most_discards(gone, dead) <= (target - 1 if win_only else best):
                    return
            elif dead and (win_only or target - dead.bit_count() <= best):
                return  # (with no dead card the bound is the target, which beats best)
            # The tops that can be discarded: a higher card of the suit on
            # another top (tested as masks, the rule of discardable_piles).
            tops = 0
            for p in piles:
                if p:
                    tops |= bits[p[-1]]
            discards = [i for i in pile_range if piles[i] and higher[piles[i][-1]] & tops]
            # A safe discard is made at once, as the only move tried: the card
            # has no lower card of its suit left to kill, so keeping it cannot
            # help. Proof by simulation: from the position without it, every
            # move sequence of the position with it stays legal once its own
            # moves are left out (it was never a needed killer: the cards it
            # could kill are gone; moving it onto an empty pile only leaves
            # that pile empty, and an empty pile allows all a pile with one
            # card allows, and deals land the same), and scores as much.
            #
            # In aces-only a card that is not an ace never moves, so it can
            # only ever kill cards that lie on other piles: the lower cards
            # of its suit under it, or still to be dealt onto its pile, are
            # not its to kill, and it is safe to discard when they are all
            # that is left of the lower cards (the same simulation holds).
            #
            # Once the stock is empty every discard is safe, by the same
            # simulation: the cards of the suit above the discarded card that
            # lie on tops (its killer is one) stay on tops for good, since
            # nothing covers a top any more (no deals; moves go onto empty
            # piles only) and one leaves only when a higher one, also of
            # them, kills it. So whenever the kept card would kill a lower
            # card, one of them could do it instead.
            if discards:
                only = -1
                for i in discards:
                    low = lower[piles[i][-1]] & ~gone
                    if low and aces_only:
                        mine = coming[dealt][i]
                        for other in piles[i]:
                            mine |= 1 << other
                        low &= ~mine
                    if not low:
                        only = i
                        break
                if only < 0 and dealt == size:
                    only = discards[0]
                for i in discards if only < 0 else (only,):
                    p = piles[i]
                    piles[i] = p[:-1]
                    path_append(discard_moves[i])
                    visit(dealt, gone | bits[p[-1]], dead, score + 1)
                    path_pop()
                    piles[i] = p
                if only >= 0:
                    return
            # Moves onto a hole: only tops of piles with two or more cards (a
            # lone movable card is free, and placed at the deal). All holes
            # are alike until the deal, so the first one is used, except when
            # the move fills the last hole: then the free cards lose their
            # freedom, so every arrangement of them is tried first.
            if full:
                if dealt < size:  # the deal, inlined: two nodes in five come from one
                    path_append(DEAL_MOVE)
                    before = piles[:]
                    piles[:] = map(bytes.__add__, before, rows[dealt])
                    visit(dealt + n, gone, -1, score)
                    piles[:] = before
                    path_pop()
                return
            holes = 0
            hole = -1
            for i in pile_range:
                if not piles[i]:
                    holes += 1
                    if hole < 0:
                        hole = i
            if holes:
                last = holes == 1 and dealt < size
                for i in pile_range:
                    p = piles[i]
                    if len(p) >= 2 and movable[p[-1]]:
                        if last:
                            arrange_all_ways(dealt, gone, score, i)
                            continue
                        piles[i] = p[:-1]
                        piles[hole] = p[-1:]
                        path_append(shift_moves[i][hole])
                        visit(dealt, gone, -1, score)
                        path_pop()
                        piles[i] = p
                        piles[hole] = b""
                if dealt < size:
                    arrange_all_ways(dealt, gone, score, -1)

        def arrange_all_ways(dealt: int, gone: int, score: int, source: int) -> None:
            """Try every arrangement of the free cards among the slots, then move on.

            With ``source`` -1 the move after the arrangement is the deal; else
            it is the move of the top of pile ``source`` onto the one slot left
            empty, which fills the last hole.
            """
            slots: list[int] = []
            free: list[Card] = []
            for i, p in enumerate(piles):
                if not p:
                    slots.append(i)
                elif len(p) == 1 and movable[p[0]]:
                    slots.append(i)
                    free.append(p[0])
            original = piles[:]
            mark = len(path)
            count = len(free) + (source >= 0)
            for places in itertools.permutations(slots, count):
                if source >= 0:
                    into, places = places[0], places[1:]
                # The slots as lists for ``rearrange``, which moves the cards.
                laid = [list(p) for p in piles]
                path.extend(rearrange(laid, slots, free, places))
                for i in slots:
                    piles[i] = bytes(laid[i])
                if source >= 0:
                    p = piles[source]
                    piles[source] = p[:-1]
                    piles[into] = p[-1:]
                    path_append(shift_moves[source][into])
                    visit(dealt, gone, -1, score)
                else:  # the deal (undone below with the arrangement)
                    path_append(DEAL_MOVE)
                    piles[:] = map(bytes.__add__, piles[:], rows[dealt])
                    visit(dealt + n, gone, -1, score)
                del path[mark:]
                piles[:] = original

        try:
            visit(self.dealt, self.gone, -1, self.dealt - sum(len(p) for p in piles))
        finally:
            self.nodes = nodes
            self.best = best
            self.best_path = best_path

    def wait_to_go_on(self) -> None:
        """Paused: hold still (Python's lock let go) until ``go_on`` is set, or cancelled."""
        assert self.go_on is not None
        paused = time.perf_counter()
        try:
            while not self.go_on.wait(PAUSED_LOOK_SECONDS):
                if self.cancel is not None and self.cancel.is_set():
                    raise StopSearchError
        finally:
            self.paused_seconds += time.perf_counter() - paused


__all__ = ["CHECK_EVERY", "Search", "StopSearchError"]
