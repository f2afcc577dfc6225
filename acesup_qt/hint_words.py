"""A hint's words: the move, why, and how good it looks, as a player reads them.

"Hint: Discard 7♥, uncovering 8♦ (win chance 12% ± 3%)": the win chance as sure
as the playouts allow (``chance_words``), how a move ranked after the first
compares with it (``compared_words``), and, once the line of Tell me if the game
can still be won (or the solver, at a lost game's end) has said no win is left,
the aim for the best score in place of a chance (``no_win_text``; see
``hint.py``). No Qt: Rate my moves and Review moves speak of chances in the
same words (``rating``, ``move_review``).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .engine import Game
    from .engine.strategy import RankedMove

# In place of the win chance, once the line has said no win is left (``hint.py``).
NO_WIN_AIM = "no win is left, so this aims for the best score"
# In its place once the solver has told, at a lost game's end, that no win was left
# here (an Undo back into the position, or the same moves played again: ``hint.py``).
NO_WIN_FOUND_AIM = "the solver found no win left from here, so this aims for the best score"
NO_WIN = "no win is left"


def no_win_proven(ranked: list[RankedMove]) -> bool:
    """Whether a ranking for the win proves no win is left: its first move's chance is
    exactly nought (before the last deal, or with the stock empty, where the chances
    are exact). No order of the unseen cards wins then, so this is the fair player's
    own knowledge, not the solver's: every move "as good" as any other for the win,
    a Deal that threw cards away included. The hint and the demo play for the best
    score there (``play_objective``), and Rate my moves rates none of them
    (``rating.rate``)."""
    if not ranked:
        return False
    first = ranked[0]
    return first.win_chance == 0.0 and first.margin == 0.0


def play_objective(aim: str) -> str:
    """The strategy's objective (``rank_moves``) for the hint's ranking or the demo's
    move, where the player's ``aim`` is "win" or, once told no win is left, "score":
    for the win, the strategy goes for the score itself where its exact chances prove
    no win is left (``no_win_proven``), in the one search (``WIN_ELSE_SCORE``)."""
    from .engine.strategy import WIN_ELSE_SCORE  # loaded with the first ranking anyway

    return WIN_ELSE_SCORE if aim == "win" else aim


def for_score(ranked: list[RankedMove]) -> bool:
    """Whether ``ranked`` ranks for the best score: the player was told no win is left,
    or the strategy's exact chances proved it (``play_objective``)."""
    return bool(ranked) and ranked[0].score is not None


def chance_ceiling(chance: float, margin: float | None) -> int | None:
    """When the playouts cannot tell a chance from nothing, the whole percent it is
    surely under (at least 1); else None."""
    if margin and chance - margin < 0.005:
        return max(1, math.ceil((chance + margin) * 100))
    return None


def chance_words(ranked: RankedMove) -> str:
    """The win chance as a player reads it: as sure as the playouts allow."""
    chance, margin = ranked.win_chance, ranked.margin
    if chance is None:
        return ""
    if margin is None:
        return f"win chance {chance:.0%}"
    if margin == 0.0:  # exact: the stock is empty, or holds only the last deal
        if chance >= 1.0:
            return "this wins"
        if chance <= 0.0:
            return "no win is left"
        return f"win chance {chance:.0%}, exactly"
    ceiling = chance_ceiling(chance, margin)
    if ceiling is not None:  # cannot be told from nothing: say how low it is
        return f"win chance under {ceiling}%"
    # A margin under half a percent read "± 0%", as sure as "exactly" says of an
    # exact chance: a chance from playouts is never said that sure, "± 1%" at least.
    return f"win chance {chance:.0%} ± {max(1, round(margin * 100))}%"


def compared_words(ranked: RankedMove, first: RankedMove) -> str:
    """How a move ranked after ``first`` compares with it, where its chance alone misleads.

    "[1 of 2] Discard 9♣ (4% ± 3%)" then "[2 of 2] Deal now (6% ± 4%)" read
    as if the hint put the better move second. The order is the planner's,
    changed only where the playouts, over the same games, clearly disagree
    (a Deal's reason says "leaving better plays undone" only where these
    words would say the first is clearly better: ``reasons``): so a chance whose
    95% interval overlaps the first's is too close to call, as the coach says
    of such a move (``rating``), and a higher one that did not beat the first
    in those games says that.
    """
    if ranked.as_good_as(first):
        return "as good as the first"
    mine, theirs = ranked.win_chance, first.win_chance
    if mine is None or theirs is None or ranked.margin is None or first.margin is None:
        return ""
    if ranked.margin == first.margin == 0.0:
        return ""  # exact and not equal: the first is better, as the chances say
    if not first.clearly_better_than(ranked) and not ranked.clearly_better_than(first):
        if ranked.score_behind is not None:  # as Rate my moves says it (``rating``)
            from .rating import cards_more

            more = cards_more(ranked.score_behind)
            return f"too close to call with the first, which discards {more} on average"
        return "too close to call with the first"
    if mine > theirs:
        return "yet no better than the first in the same games"
    return ""


def worth_offering(game: Game | None, ranked: list[RankedMove]) -> list[RankedMove]:
    """The moves a hint offers, best first: all but those that change nothing.

    A lone card moved to another empty pile leaves a position a fair player
    cannot tell from this one (``strategy.changes_nothing``): offered as an
    alternative, "it changes nothing" is no help. A game not over always has
    another move (a deal, or the first move of the way to its next discard).
    """
    from .engine.strategy import changes_nothing  # loaded by the time a ranking exists

    if game is None:
        return list(ranked)
    return [r for r in ranked if not changes_nothing(game, r.move)]


def hint_text(ranked: RankedMove, first: RankedMove | None = None) -> str:
    """The words for a hint: "Hint: Discard 7♥, uncovering 8♦ (win chance 12% ± 3%)".

    The order is the strategy's own (``RankedMove.advice``). No move notation
    ("x3", "m2>1"): the table lights the move, and the words name its card,
    and the pile it goes to when there may be more than one. ``first``, the
    best move, when this one is ranked after it: see ``compared_words``.
    """
    text = f"Hint: {ranked.advice}"
    chance = chance_words(ranked)
    after_first = first is not None and first is not ranked
    compared = compared_words(ranked, first) if first is not None and after_first else ""
    if chance == NO_WIN and after_first and not compared:
        # Worse than a first that can still win: "no win is left" alone read as said
        # of the position, beside the line's "Still winnable" a contradiction.
        chance = f"{NO_WIN} after it"
    # A comparison comes only with a chance: "as good as the first: win chance 25%,
    # exactly", "win chance 6% ± 4%, too close to call with the first".
    if compared.startswith("as good"):
        chance = f"{compared}: {chance}"
    elif compared:
        chance = f"{chance}, {compared}"
    return f"{text} ({chance})" if chance else text


def no_win_text(
    ranked: RankedMove, first: RankedMove | None = None, by_solver: bool = False
) -> str:
    """The words for a hint once no win is left (a ranking for the best score): the
    move's reason, and the aim in place of a chance: "Hint: Discard 7♥, uncovering
    8♦ (no win is left, so this aims for the best score)". A move ranked after
    ``first``, the best, does not aim for it: "(no win is left)", "...; as good
    as the first for the score" where the two scores are known to be equal, or
    "...; too close to call with the first" where the playouts cannot tell.
    ``by_solver``: the solver told so at a game's end, not the line: the first says
    who found it ("the solver found no win left from here, so ...")."""
    if first is None or first is ranked:
        return f"Hint: {ranked.advice} ({NO_WIN_FOUND_AIM if by_solver else NO_WIN_AIM})"
    if ranked.as_good_as(first):
        return f"Hint: {ranked.advice} ({NO_WIN}; as good as the first for the score)"
    if not first.clearly_better_than(ranked):
        return f"Hint: {ranked.advice} ({NO_WIN}; too close to call with the first)"
    return f"Hint: {ranked.advice} ({NO_WIN})"
