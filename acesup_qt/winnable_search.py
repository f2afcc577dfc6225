"""The solver's searches for the player, run in worker threads, and the words of its verdict.

"Could this deal have been won?" (``check_deck``, said by ``verdict_text``)
and "winnable deals only" (``find_winnable``). ``winnable.py`` starts them
and says what they found; this module and the solver load with the first
search, not at start.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .engine import MAX_DEAL, Card, deal_cards

if TYPE_CHECKING:
    from .engine.solver import SolveResult

# Each candidate deal for "winnable deals only" gets this many positions of
# search (a tenth of a second or so). Most wins the solver finds at all, it
# finds early: over deals 1 to 300 (tests/benchmarks/bench_find_winnable.py),
# 10,000 positions prove 16% of standard deals winnable and 7% of Four Ace
# Patience ones, against 28% and 8.7% for the 150,000 of a 1 s budget, and a
# search takes 0.6 s and 1.0 s on average instead of 4.3 s and 10 s. A count
# of positions, not seconds: a busy machine makes the search slower, not
# less likely to find a deal, and a seed always finds the same one.
FIND_BUDGET_POSITIONS = 10_000
FIND_TRIES = 200  # deals tried before giving up (1 in 2 million searches, at 7%)
PAUSED_LOOK_SECONDS = 0.02  # a search waiting between deals looks this often for a cancel

# What find_winnable answers: the deal number, its answer if winnable, every answer seen.
FoundDeal = tuple[int, "SolveResult | None", list[tuple[int, "SolveResult"]]]


def verdict_text(result: SolveResult, budget_seconds: float, score: int | None = None) -> str:
    """What the end-of-game dialog says about a solver's answer, after a game that
    scored ``score``.

    Each sentence says plainly what is proven and what is only found: a best
    score the search ran out of time on is the best it found, not the best there
    is; and where the player's own game did as well or better, the best known is
    theirs ("The best score it found: 44" after a 46 read as if the solver had done
    better; "Your 46 is the best found." is as short, so the dialog's lines stay put).
    """
    if result.status == "winnable":
        return "This deal could have been won."
    best, seconds = result.best_score, f"{budget_seconds:g} seconds"
    if result.status == "unwinnable":  # the best score is proven too
        return f"No one could have won this deal: the best possible score was {best}."
    found = (
        f"Your {score} is the best found"
        if score is not None and score >= best
        else f"The best score {'found in ' + seconds if result.no_win else 'it found'}: {best}"
    )
    if result.no_win:  # needs only the proof that no win exists, not the best score
        return f"No one could have won this deal. {found} (there may be better)."
    return f"The solver could not tell in {seconds} whether this deal could be won. {found}."


def check_deck(
    deck: Sequence[Card], variant: str, budget_seconds: float, cancel: threading.Event
) -> SolveResult:
    """The solver's answer about ``deck`` from its start (runs in a worker thread)."""
    from .engine.solver import solve  # imported on first use: it is not needed to start

    return solve(list(deck), variant, budget_seconds, cancel)


def find_winnable(
    variant: str,
    budget_positions: int,
    cancel: threading.Event,
    tries: int = FIND_TRIES,
    rng: random.Random | None = None,
    go_on: threading.Event | None = None,
) -> FoundDeal:
    """Random deal numbers until the solver proves one winnable within the budget.

    Returns (deal number, its answer or None, every answer seen). When no
    deal is proven winnable within ``tries`` (or on cancel), the number is
    the last one tried and the answer None. While ``go_on`` is clear the
    search waits where it is (the deal found ahead steps aside: ``deal_ahead``);
    the deals tried, and so the deal found, are the same.
    """
    from .engine.solver import solve

    rng = rng or random.Random()
    seen: list[tuple[int, SolveResult]] = []
    number = rng.randint(1, MAX_DEAL)
    for _ in range(tries):
        if cancel.is_set():
            break
        number = rng.randint(1, MAX_DEAL)
        while go_on is not None and not go_on.wait(PAUSED_LOOK_SECONDS):
            if cancel.is_set():
                return number, None, seen
        result = solve(
            deal_cards(number), variant, cancel=cancel, node_budget=budget_positions, go_on=go_on
        )
        if cancel.is_set():
            break  # an answer cut short by the cancel says nothing
        seen.append((number, result))
        if result.status == "winnable":
            return number, result, seen
    return number, None, seen
