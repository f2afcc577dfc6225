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
    deal = result.deal
    return f"Reviewing {deal[:1].lower()}{deal[1:]}: {result.ending}. {_redo_or_move(counted)}"


def looked_back_text(result: Result, moves: int, line: int, counted: bool) -> str:
    """What the status bar says of a past position of a finished game, ``moves`` into
    its ``line``, once Review moves has closed there: "Deal #7 as it was after move 12
    of 40: its result (lost, score 36) stands. Redo plays ...". No one is reviewing
    any more, but the table is still not the game's end, nor a game on again."""
    where = f"after move {moves} of {line}" if moves else "at its start"
    return (
        f"{result.deal} as it was {where}: its result ({result.ending}) stands. "
        f"{_redo_or_move(counted)}"
    )


def went_back_text(where: str, counted: bool) -> str:
    """Said as Take me back there goes back along a finished game, ``where`` ("after
    your move 25", "at the start"): "Back after your move 25, where the deal could
    still be won. Redo plays ..."; its result stands, as in Review moves."""
    return f"Back {where}, where the deal could still be won. {_redo_or_move(counted)}"


def _redo_or_move(counted: bool) -> str:
    """What Redo and a move do at a past position of a finished game. Another move
    takes a counted game's result out of the statistics (``GameRecorder``); a practice
    game has none there."""
    then = "another move plays on"
    if counted:
        then += ", taking the result out of your statistics"
    return f"Redo plays its moves again; {then}."


def on_again_text(result: Result) -> str:
    """Said as a move off a reviewed game's line plays on: "Deal #7 is on again: its
    result (lost, score 36) is out of your statistics until it ends."."""
    return (
        f"{result.deal} is on again: its result ({result.ending}) is out of your "
        "statistics until it ends."
    )


__all__ = [
    "looked_back_text",
    "on_again_text",
    "recorded_result",
    "review_text",
    "went_back_text",
]
