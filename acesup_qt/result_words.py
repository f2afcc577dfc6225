"""The words the status bar says of a finished game's result (``game_end.py``), built
from its pieces (``deal_title.Result``): as recorded, while a past position of it is
reviewed or looked back at (Take me back there too), and as a move off its line
plays on.
"""

from __future__ import annotations

from .deal_title import Result
from .storage import GameRecord
from .wording import deal_heading, variant_name


def recorded_result(record: GameRecord, on_table: str = "") -> Result:
    """How a game ended, for the status bar: "Deal #5: lost, score 30."; its variant
    named when it is not ``on_table`` ("Deal #5 · Standard: abandoned, score 1.")."""
    deal = deal_heading(record.deal_number)  # as the title bar and the dialog name it
    if on_table and record.variant != on_table:
        # The same deal left for another variant: the number alone named the game
        # now on the table. Named as the end-of-game dialog names a game.
        deal = f"{deal} · {variant_name(record.variant)}"
    return Result(deal, f"{record.ending.value}, score {record.score}")


def review_text(result: Result, counted: bool) -> str:
    """What the status bar says while the table shows a past position of a finished
    game under review: "Reviewing deal #7: lost, score 36. Redo plays its moves
    again; ..." (``_redo_or_move``)."""
    return review_words(result, counted)[0]


def review_words(result: Result, counted: bool) -> tuple[str, ...]:
    """``review_text``, then shorter forms of it for a narrow window (``StatusBar``'s
    ``shorter``), the longest that fits shown: what Redo does goes first (the panel
    says it too), then the deal's name (the deal label beside the words, the panel's
    heading and the title bar all name it). What a move does to the statistics
    stays in each: it is what a player must not miss. The shortest (``_bare``) is
    for an 800x600 screen, where even "Reviewing: lost, score 35. A new move takes
    the result out of your stati…" was cut."""
    deal = result.deal
    named = f"Reviewing {deal[:1].lower()}{deal[1:]}: {result.ending}."
    return (
        f"{named} {_redo_or_move(counted)}",
        f"{named} {_new_move(counted)}",
        f"Reviewing: {result.ending}. {_new_move(counted)}",
        f"Reviewing: {result.ending}. {_new_move(counted, short=True)}",
        *_bare(result, counted),
    )


def looked_back_text(result: Result, moves: int, line: int, counted: bool) -> str:
    """What the status bar says of a past position of a finished game, ``moves`` into
    its ``line``, once Review moves has closed there: "Deal #7 as it was after move 12
    of 40: its result (lost, score 36) stands. Redo plays ...". No one is reviewing
    any more, but the table is still not the game's end, nor a game on again."""
    return looked_back_words(result, moves, line, counted)[0]


def looked_back_words(result: Result, moves: int, line: int, counted: bool) -> tuple[str, ...]:
    """``looked_back_text``, then shorter forms of it for a narrow window, as
    ``review_words``: "Deal #7 after move 12 of 40 (lost, score 36). A new move ...",
    then without the deal's name, then as briefly as ``_bare``: the moves label beside
    them says how far along the table is."""
    where = f"after move {moves} of {line}" if moves else "at its start"
    short = f"after move {moves} of {line}" if moves else "at the start"
    return (
        f"{result.deal} as it was {where}: its result ({result.ending}) stands. "
        f"{_redo_or_move(counted)}",
        f"{result.deal} {short} ({result.ending}). {_new_move(counted)}",
        f"{short[:1].upper()}{short[1:]} ({result.ending}). {_new_move(counted)}",
        f"{short[:1].upper()}{short[1:]} ({result.ending}). {_new_move(counted, short=True)}",
        *_bare(result, counted),
    )


def went_back_words(where: str, counted: bool) -> tuple[str, ...]:
    """Said as Take me back there goes back along a finished game, ``where`` ("after
    your move 25", "at the start"): "Back after your move 25, where the deal could
    still be won. Redo plays ..."; its result stands, as in Review moves. Then
    shorter forms of it for a narrow window: what Redo does goes first, then what
    a move does (the words on what is looked at, which follow these, say it again)."""
    back = f"Back {where}, where the deal could still be won."
    return (f"{back} {_redo_or_move(counted)}", f"{back} {_new_move(counted)}", back)


def _redo_or_move(counted: bool) -> str:
    """What Redo and a move do at a past position of a finished game. Another move
    takes a counted game's result out of the statistics (``GameRecorder``); a practice
    game has none there."""
    then = "another move plays on"
    if counted:
        then += ", taking the result out of your statistics"
    return f"Redo plays its moves again; {then}."


def _new_move(counted: bool, short: bool = False) -> str:
    """``_redo_or_move`` in short, without Redo: "A new move takes the result out of
    your statistics." (a move Redo plays is not new: it is the game's own); ``short``,
    "... takes it out of ...", after the result's own words."""
    if counted:
        return f"A new move takes {'it' if short else 'the result'} out of your statistics."
    return "A new move plays on."


def _bare(result: Result, counted: bool) -> tuple[str, ...]:
    """The shortest words on a past position of a finished game: its result and what a
    new move does, "Game lost, score 35. A new move takes it out of your statistics."
    (the deal label and the moves beside them say which game, and how far along;
    "Game" says the score is the game's, not the table's "Score: 0" beside it).
    Then without "Game", for where the table's score has stepped aside and even
    that was cut: a ten-digit deal and the winnable line beside it at 800x600."""
    then = _new_move(counted, short=True)
    ending = result.ending
    return (f"Game {ending}. {then}", f"{ending[:1].upper()}{ending[1:]}. {then}")


def on_again_text(result: Result) -> str:
    """Said as a move off a reviewed game's line plays on: "Deal #7 is on again: its
    result (lost, score 36) is out of your statistics until it ends."."""
    return (
        f"{result.deal} is on again: its result ({result.ending}) is out of your "
        "statistics until it ends."
    )


__all__ = [
    "looked_back_text",
    "looked_back_words",
    "on_again_text",
    "recorded_result",
    "review_text",
    "review_words",
    "went_back_words",
]
