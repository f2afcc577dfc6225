"""Where did I lose it? The player's move that gave the win of a winnable deal away.

Along the line the player played, the positions can be won up to some move
and not after it: a position reached from one that cannot be won cannot be
won either. So when the solver has proven the deal winnable from its start
and the game is lost, a binary search over the move index finds the move
that gave the win away in a handful of solves from positions of the game
(``find_lost_move``, in a worker thread). The positions along the solver's
own winning line can all be won, so the moves the player played as that
line begins need no solve.

Each solve has a few seconds (``PROBE_BUDGET_SECONDS``). A position the
solver cannot settle in that time is left out and the search goes on with
the others in the gap, the later ones first: with fewer cards left they are
the quicker to settle. A proven win also proves the player's next moves, as
far as they follow the winning line the solver found from there. After
``MAX_UNSETTLED`` unsettled solves the search ends, so that a hard game
costs half a minute at most, and only what is proven is said: the last
position known to be winnable and the first known to be lost (the final
position is one), or nothing if neither is news (``lost_text``).
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from .engine import Card, Game, Move, new_game
from .wording import gave_the_win_away, whose_move

PROBE_BUDGET_SECONDS = 3.0  # each position's solve: "a win from here?"
# Solves that may run out of time before the search gives up: with the at most
# 6 settled ones a 57-move game needs, 9 solves of 3 s, under half a minute.
MAX_UNSETTLED = 3
SEARCHING_TEXT = "Looking for the move that gave the win away…"
# Said after a hint that lights the move found to have given the win away, in its
# position (after Take me back there, say): the hint is fair, and does not know the
# stock, so it may well light that move; the solver, which does, has just said it
# loses. The hint stays as it is; the player hears both, and where to see a win.
# Short: after the longest hint's words it still fits whole on a 1280-pixel bar.
HINT_GIVES_IT_AWAY = (
    "Knowing the stock, the solver found it gives the win away (Show me how, at the game's end)"
)


class LostWin(NamedTuple):  # not a dataclass: defining one costs the start a millisecond
    """What the search proved about the line played: the deal could still be won
    after the first ``won_after`` moves, and no longer after ``lost_after``."""

    won_after: int
    lost_after: int

    @property
    def move(self) -> int | None:
        """The number (from 1) of the move that gave the win away, if proven."""
        return self.lost_after if self.lost_after == self.won_after + 1 else None


def find_lost_move(
    deck: Sequence[Card],
    variant: str,
    moves: Sequence[Move],
    solution: Sequence[Move],
    cancel: threading.Event,
    budget_seconds: float = PROBE_BUDGET_SECONDS,
) -> LostWin:
    """Where along ``moves`` (a lost game of a deck proven winnable by
    ``solution``, a win from its start) the win was given away (runs in a worker
    thread). A cancel ends the search where it is."""
    from .engine.solver import solve  # imported on first use: it is not needed to start

    won_after = _along(moves, 0, solution)  # the player's first moves on the solver's line
    lost_after = len(moves)  # the game is over and lost
    unsettled: set[int] = set()
    while len(unsettled) < MAX_UNSETTLED and not cancel.is_set():
        middle = _next_probe(won_after, lost_after, unsettled)
        if middle is None:
            break  # every position left in the gap is unsettled
        game = new_game(deck, variant)
        game.replay(moves[:middle])
        # Win-only: the best score of a lost position, dearer to prove, is not needed.
        result = solve(game, budget_seconds=budget_seconds, cancel=cancel, win_only=True)
        if result.won:
            won_after = min(_along(moves, middle, result.solution), lost_after - 1)
        elif result.no_win:
            lost_after = middle
        elif not cancel.is_set():
            unsettled.add(middle)
    return LostWin(won_after, lost_after)


def _along(moves: Sequence[Move], start: int, line: Sequence[Move]) -> int:
    """How far ``moves`` from ``start`` follow ``line``, a win from the position
    there: each position on it can be won, so the end of the common part can."""
    followed = start
    for played, winning in zip(moves[start:], line, strict=False):
        if played != winning:
            break
        followed += 1
    return followed


def _next_probe(won_after: int, lost_after: int, unsettled: set[int]) -> int | None:
    """The position to solve next between the two proven ends: the middle of the
    longest run of positions not yet tried, the later run on a tie (quicker to
    settle); None when none is left."""
    best: tuple[int, int] | None = None
    start = won_after + 1
    for end in sorted({*(u for u in unsettled if won_after < u < lost_after), lost_after}):
        if end > start and (best is None or end - start >= best[1] - best[0]):
            best = (start, end)
        start = end + 1
    return None if best is None else (best[0] + best[1] - 1) // 2


def lost_text(
    found: LostWin,
    total: int,
    move_words: str,
    budget_seconds: float = PROBE_BUDGET_SECONDS,
    demo_line: frozenset[int] = frozenset(),
    practice: bool = False,
) -> str:
    """What the end-of-game dialog says of ``found`` in a lost game of ``total`` moves;
    ``move_words`` name the move that gave the win away ("Deal"), if proven. "" when
    nothing is proven beyond the verdict (the deal could be won from its start).
    ``demo_line`` numbers the moves Game > Demo made: one of them is "the demo's
    move", lest the player take the blame for it; in a ``practice`` game (opened from
    a file) no move is called the player's: it may have been the file's."""

    def named(number: int) -> str:
        return whose_move(number, demo_line, practice)

    if found.move is not None:
        # The move named after a colon, as its Undo names it ("Move 9♣ to pile 4"):
        # between commas its capital read as a slip mid-sentence.
        return f"{gave_the_win_away(named(found.move))}: {move_words}."
    seconds = f"{budget_seconds:g} seconds"
    if found.won_after == 0 and found.lost_after == total:
        return ""
    # The move after which the win was gone is among those that may have given it
    # away: "which move in between" left it out, "which move before it" too.
    which = _which_of(found.won_after + 1, found.lost_after)
    if found.won_after == 0:
        return (
            f"The win was gone after {named(found.lost_after)}. The solver could "
            f"not tell in {seconds} {which} gave it away."
        )
    return (
        f"The win was still there after {named(found.won_after)}, and gone after "
        f"move {found.lost_after}. The solver could not tell in {seconds} {which} gave it away."
    )


def gives_the_win_away(
    lost: Mapping[tuple[str, tuple[Card, ...], tuple[Move, ...]], LostWin],
    game: Game,
    move: Move,
) -> bool:
    """True when ``move``, in ``game``'s position, is a move the search found gave the
    win away (``lost``: what it found, by variant, deck and the line lost)."""
    played, deal = (*game.moves, move), (game.variant, tuple(game.deck))
    return any(
        found.move == len(played) and (variant, deck) == deal and line[: len(played)] == played
        for (variant, deck, line), found in lost.items()
    )


def _which_of(first: int, last: int) -> str:
    """The moves ``first`` to ``last`` (two at least), one of which gave the win away:
    "whether move 2 or move 3", "which of moves 2 to 5"."""
    if last == first + 1:
        return f"whether move {first} or move {last}"
    return f"which of moves {first} to {last}"


__all__ = [
    "HINT_GIVES_IT_AWAY",
    "MAX_UNSETTLED",
    "PROBE_BUDGET_SECONDS",
    "SEARCHING_TEXT",
    "LostWin",
    "find_lost_move",
    "gives_the_win_away",
    "lost_text",
]
