"""The solver: the truth about a deal when the order of the stock is known.

``solve(game_or_deck, variant, budget_seconds, cancel)`` answers whether a
deal can be won, the best score that can be reached, and a move list that
reaches it. It searches every position reachable from the start (depth
first, each position visited once), with only pruning that provably keeps
the best score; each rule is argued where it is made, and the tests hold
the solver to a plain exhaustive search on thousands of small decks.

The search itself (the hot loop, and the pruning argued rule by rule) is
in ``search.py``; here are the questions it is asked, in turn, and its
answer. How positions are kept apart (the key of the visited set, which
also keeps the search graph free of cycles) is told in
``position_keys.py``; the tables the search reads at every node are built
once in ``deck_facts.py``.

What it answers, and how sure it is, is told in ``SolveResult``.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from .cards import Card, parse_cards
from .game import Game
from .moves import Move
from .search import Search, StopSearchError
from .variants import variant_class

WINNABLE = "winnable"
UNWINNABLE = "unwinnable"
UNKNOWN = "unknown"


@dataclass(frozen=True)
class SolveResult:
    """What the solver found out about a position.

    ``status`` is ``"winnable"``, ``"unwinnable"`` (both searches finished:
    no win exists and ``best_score`` is the best possible) or ``"unknown"``
    (the node or time budget ran out, or ``cancel`` was set, before that).
    ``best_score`` counts every discard, including those already made in
    the position given; it is exact unless the status is ``"unknown"``
    (then it is the best found), and ``exact`` says so. ``solution`` is a
    legal move list from the position given (the start, for a deck) that
    reaches ``best_score``. ``no_win`` says no win exists: True for
    ``"unwinnable"``, and for ``"unknown"`` when the first search, the
    yes-or-no one, proved it before the budget ran out (the answer "could
    this deal have been won?" needs only that).
    """

    status: str
    best_score: int
    solution: list[Move] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0
    exact: bool = True
    no_win: bool = False

    @property
    def won(self) -> bool:
        return self.status == WINNABLE


def solve(
    game_or_deck: Game | Sequence[Card] | str,
    variant: str = "standard",
    budget_seconds: float | None = None,
    cancel: threading.Event | None = None,
    node_budget: int | None = None,
    win_only: bool = False,
    go_on: threading.Event | None = None,
) -> SolveResult:
    """Solve a deck (from its start) or a game (from its current position).

    ``variant`` is used for a deck; a game brings its own. The search stops
    with status ``"unknown"`` after ``budget_seconds`` or ``node_budget``
    nodes, or soon after ``cancel`` is set from another thread. ``win_only``
    stops at a proof of no win ("unknown", ``no_win``): no best score, dearer.
    While ``go_on`` is clear the search waits where it is, its clock stopped
    (another thread wants Python's lock to itself for a while), and goes on
    once it is set again: nothing is lost, nor is the wait counted in the budget.
    """
    if isinstance(game_or_deck, Game):
        game = game_or_deck
    else:
        deck = parse_cards(game_or_deck, None) if isinstance(game_or_deck, str) else game_or_deck
        game = variant_class(variant)(deck)
    return _answer(Search(game, budget_seconds, cancel, node_budget, go_on), win_only)


def _answer(search: Search, win_only: bool) -> SolveResult:
    """Ask ``search`` its questions in turn, and say what it found."""
    start = time.perf_counter()
    deadline = None if search.budget_seconds is None else start + search.budget_seconds
    complete = True
    # First the yes-or-no question, which may prune every position that
    # has lost even one card for good; then, for a deal that cannot be
    # won, the best score, which may prune only what cannot beat the
    # best found so far.
    search.win_only = True
    try:
        search.search(deadline)
    except StopSearchError:
        complete = False
    status = UNKNOWN
    if search.best >= search.facts.target:
        status = WINNABLE
    no_win = complete and status != WINNABLE
    if no_win and not win_only:
        search.win_only = False
        let_go(search.seen)
        try:
            search.search(deadline)
            status = UNWINNABLE
        except StopSearchError:
            pass  # no win, but the best score is not proven: still "unknown"
    # The search's own time: not the letting go, nor the waits while paused.
    seconds = time.perf_counter() - start - search.paused_seconds
    let_go(search.seen)
    exact = status != UNKNOWN
    return SolveResult(status, search.best, search.best_path, search.nodes, seconds, exact, no_win)


def let_go(seen: set[bytes]) -> None:
    """Empty ``seen`` a key at a time, so other threads get Python's lock meanwhile.

    A set of millions of keys freed at once (cleared, or dropped with its
    search) is one call that holds the lock for a good part of a second: the
    table, in the GUI thread, would stand still just as the player moves.
    """
    pop = seen.pop
    for _ in range(len(seen)):
        pop()
    seen.clear()  # its table too, of no keys now: quick


__all__ = ["UNKNOWN", "UNWINNABLE", "WINNABLE", "SolveResult", "solve"]
