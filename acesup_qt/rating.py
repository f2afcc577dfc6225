"""The coach's yardstick: how a move compares with the fair strategy's choice.

``rate`` gives one move's rating, in the status bar's words; ``summary_text``
sums a game's ratings up for the end-of-game dialog. The coach (``coach.py``)
ranks the positions; both the status bar and the summary rate by this one rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .commands import move_text, played_text
from .storage.ratings import AS_GOOD, CHOICE, CLOSE, WORSE
from .wording import all_of, plural

if TYPE_CHECKING:
    from .engine import Game, Move
    from .engine.strategy import RankedMove


class Ranking:
    """The strategy's ranking of one position, with each move's name in that position."""

    def __init__(self, game: Game, ranked: list[RankedMove]) -> None:
        self.ranked = ranked
        # Every card dealt: a score ranking's figures are certain, not averages.
        self.stock_empty = game.stock_count == 0
        self.names = {r.move: move_text(game, r.move) for r in ranked}
        self.played = {r.move: played_text(game, r.move) for r in ranked}


# What a rating found, for the end-of-game summary (and as the statistics keep it):
# what one move "was" and several "were" ("1 was just as good", "3 were ...").
SUMMARY_WORDS = {
    CHOICE: "the strategy's choice",
    AS_GOOD: "just as good",
    CLOSE: "too close to call",
    WORSE: "clearly worse",
}


# The kind of a move made with no win left (the line of Tell me if the game can still
# be won had said so, or the strategy's exact chances prove it): not rated, only
# counted for the summary's "moves after no win was left are not rated".
NO_WIN_LEFT = "no win left"


class Rating(NamedTuple):
    """What the coach found of a move (``CHOICE``, ``AS_GOOD``, ...) and says of it."""

    kind: str
    text: str  # the status bar's words; empty when there was nothing to choose


def rate(ranking: Ranking, played: Move, no_win_after: bool = False) -> Rating:
    """How ``played`` compares with the strategy's choice, and the words for it.

    The strategy's first choice is the yardstick. Another move is called
    worse only when the playouts show it clearly (the two 95% intervals do
    not overlap); otherwise it is about as good, as far as anyone can tell.
    Empty words when there was nothing to choose.

    ``no_win_after``: the line of Tell me if the game can still be won says no
    win is left after the move (the position now on the table). Its fair
    chance beside that read as the game contradicting itself: the words say
    "no win is left" in its place, as of an exact nought. The rating itself,
    and the better move's chance (of another position), stand.

    Where the exact chances prove no win is left (``hint_words.no_win_proven``),
    every move is "as good" for the win, a Deal that threw cards away too: the
    move is not rated (``NO_WIN_LEFT``: not counted, as where the line had said
    so). Where the coach's ranking is then for the score (its exact one, as the
    hint's: ``hint_words.play_objective``), the words say how the move did for
    the score: the best, or how many more cards it leaves (``score_text``).
    """
    from .hint_words import NO_WIN, chance_words, for_score, no_win_proven

    ranked = ranking.ranked
    mine = next((r for r in ranked if r.move == played), None)
    if mine is None or len(ranked) < 2:
        return Rating("", "")
    best = ranked[0]
    you, chance = ranking.played[played], chance_words(mine)
    if for_score(ranked):
        return Rating(NO_WIN_LEFT, score_text(ranking, mine))
    if no_win_proven(ranked):
        return Rating(NO_WIN_LEFT, no_win_text(you))
    if no_win_after:
        chance = NO_WIN
    if mine is best:
        return Rating(CHOICE, f"{you}: the strategy's choice too ({chance}).")
    choice = ranking.names[best.move]
    if mine.as_good_as(best):  # not the move a hint names, but known to be as good
        return Rating(AS_GOOD, f"{you}: as good as the strategy's choice, {choice} ({chance}).")
    if best.clearly_better_than(mine):  # say why, as a hint would
        better, theirs = best.advice or choice, chance_words(best)
        if theirs == chance:
            # Apart in the playouts, alike in words ("under 1%" twice read as two
            # equal chances): said once, as Review moves says "both under 1%".
            return Rating(
                WORSE,
                f"{you}: better was {better}, though {_both(chance)}.",
            )
        return Rating(WORSE, f"{you}: {chance}. Better was {better} ({theirs}).")
    if mine.score_behind is not None:
        # Too close for the win, yet clearly behind for the score: early in a game,
        # where every chance is a few percent, a Deal that threw two discards away was
        # "too close to call", as nearly every move was, and taught the player nothing.
        return Rating(
            CLOSE,
            f"{you}: {chance}. The strategy would have played {choice}: too close to "
            f"call for the win, but it discards {cards_more(mine.score_behind)} on average.",
        )
    return Rating(
        CLOSE,
        f"{you}: {chance}. The strategy would have played {choice}, "
        "but the two are too close to call.",  # no "playouts": the rules never say the word
    )


def cards_more(more: float) -> str:
    """Cards more on average, from playouts, to a tenth: "about 1.5 cards more",
    "under 0.1 cards more". About: the playouts are sure which move discards more,
    not of the tenth (deal 1 after a Deal: 2.5 from the coach's 300 games, 1.7 from
    4,000)."""
    return "under 0.1 cards more" if more < 0.05 else f"about {more:.1f} cards more"


def _both(chance: str) -> str:
    """Two chances that read alike (``chance_words``), yet one is clearly better, said
    once: "both win chances are under 1%", or "both win chances round to 12%".

    Chances under the same bound read alike; so do exact ones less than a point
    apart, which "both win chances are 12%, exactly" called equal, stiffly and
    wrongly: the whole percent they share is what the words can say of them.
    """
    words = chance.removeprefix("win chance ")
    if words.startswith("under "):
        return f"both win chances are {words}"
    whole = words.partition(",")[0].partition(" ±")[0]  # "12%, exactly", "12% ± 1%"
    return f"both win chances round to {whole}"


def forced_text(you: str) -> str:
    """What the coach says of a forced move (``you``: "You dealt", ``played_text``):
    there was nothing to choose."""
    return f"{you}, the only move possible: nothing to rate."


def no_win_text(you: str) -> str:
    """What the coach says of a move (``you``: "You dealt") made where the line of Tell
    me if the game can still be won had said no win was left, when its only ranking is
    one for the win (made before the line said so): the ratings go by the chance to
    win, and there was none to play for. With one for the score, ``score_text``."""
    return f"{you}, with no win left: nothing to rate."


def score_text(ranking: Ranking, mine: RankedMove) -> str:
    """What the coach says of a move made with no win left, by ``ranking`` for the
    best score (exact where the exact chances prove no win is left; from playouts
    where the line of Tell me if the game can still be won said so): "You dealt, with
    no win left: it leaves about 1.7 cards more on average than Discard 9♣, uncovering
    K♠.", that it was the best for the score, or, where the playouts cannot tell the
    two apart, that they are too close to call. Said, not counted: the statistics
    rate moves by the chance to win."""
    best = ranking.ranked[0]
    you = f"{ranking.played[mine.move]}, with no win left"
    if mine is best or mine.as_good_as(best):
        return f"{you}: the best for the score."
    if best.score is None or mine.score is None:
        return no_win_text(ranking.played[mine.move])
    if not best.clearly_better_than(mine):
        # Scores from playouts (the line said no win is left, the chances are not
        # exact) whose 95% intervals overlap: no figure, as for the win.
        choice = ranking.names[best.move]
        return (
            f"{you}: the strategy would have played {choice} for the score, "
            "but the two are too close to call."
        )
    more = best.score - mine.score
    better = best.advice or ranking.names[best.move]
    if ranking.stock_empty:  # every card dealt: what is left is certain
        return f"{you}: it leaves {plural(round(more), 'card')} more than {better}."
    return f"{you}: it leaves {cards_more(more)} on average than {better}."


def rating_text(name: str) -> str:
    """What the coach says of a move (named ``name``) while it works its rating out."""
    return f"Rating your move, {name}…"


# Said after the summary when the coach left moves unrated as no win was left
# (``no_win_text``): without it, a game of 40 moves summed up as "3 were the
# strategy's choice" read as the coach having lost count.
NO_WIN_SKIPPED = "Moves after no win was left are not rated."


def summary_text(kinds: list[str], left: int = 0, hinted: int = 0, no_win: bool = False) -> str:
    """The game's ratings in one line: "Your moves, as rated: 12 were the strategy's
    choice, 1 was just as good and 2 were clearly worse.".

    ``kinds`` are the ratings of the player's own choices. With ``left`` of them
    still to rate, the counts so far and how many are left: "Your moves, as
    rated so far: 1 was the strategy's choice (12 still to rate).". The
    ``hinted`` moves, played as a hint showed them, are not the player's own
    choices and are not counted, as the statistics leave them out; the line
    says how many there were: "... 3 moves followed a hint and are not counted.".
    ``no_win``: some moves were made where the line of Tell me if the game can
    still be won had said no win was left (or, after the game, the solver found
    none was), and not rated: the line says so last.
    """
    line = _summary_line(kinds, left, hinted)
    if not no_win:
        return line
    return f"{line} {NO_WIN_SKIPPED}" if line else NO_WIN_SKIPPED


def _summary_line(kinds: list[str], left: int, hinted: int) -> str:
    """``summary_text`` but for the moves not rated as no win was left."""
    counts = [(kinds.count(kind), words) for kind, words in SUMMARY_WORDS.items()]
    listed = all_of([f"{plural(count, 'was', 'were')} {words}" for count, words in counts if count])
    not_counted = plural(hinted, "move followed a hint and is", "moves followed a hint and are")
    if not hinted:
        after = ""
    elif listed or left:
        after = f" {not_counted} not counted."
    else:  # every rated move was a hint's: nothing of the player's own to sum up
        return f"No move of your own was rated: {not_counted} not counted."
    if left:
        return f"Your moves, as rated so far: {listed or 'none yet'} ({left} still to rate).{after}"
    return f"Your moves, as rated: {listed}.{after}" if listed else ""


def longest_summary_text(
    kinds: list[str], left: int = 0, hinted: int = 0, no_win: bool = False
) -> str:
    """The longest ``summary_text`` may read as the ``left`` moves still to rate come
    in: every kind already there, and as many of the others as there are moves left
    (the longest words first), each counted as many times as it can come to be, the
    moves left still said. No summary reads longer, so none wraps on more lines: the
    end-of-game dialog keeps this room for its line, which then never grows nor shrinks
    (and moves the dialog) as the coach counts the moves in."""
    if not left:
        return summary_text(kinds, 0, hinted, no_win)  # nothing more to come: as it is
    there = [kind for kind in SUMMARY_WORDS if kind in kinds]
    missing = sorted(
        (kind for kind in SUMMARY_WORDS if kind not in kinds),
        key=lambda kind: -len(SUMMARY_WORDS[kind]),
    )[:left]
    grown = [kind for kind in there for _ in range(kinds.count(kind) + left)]
    grown += [kind for kind in missing for _ in range(left)]
    return summary_text(grown, left, hinted, no_win)


__all__ = [
    "AS_GOOD",
    "CHOICE",
    "CLOSE",
    "NO_WIN_LEFT",
    "NO_WIN_SKIPPED",
    "SUMMARY_WORDS",
    "WORSE",
    "Ranking",
    "Rating",
    "cards_more",
    "forced_text",
    "longest_summary_text",
    "no_win_text",
    "rate",
    "rating_text",
    "score_text",
    "summary_text",
]
