"""What the storage keeps about one game: plain values, no database, no Qt."""

from __future__ import annotations

import enum
from typing import NamedTuple


class Ending(enum.Enum):
    """How a finished game ended. An abandoned game counts as a loss."""

    WON = "won"
    LOST = "lost"
    ABANDONED = "abandoned"


# A clean win, as the statistics' "Clean wins" count it: won with no hint, no move of
# the demo, no undo, without the winnable line (which knows the stock) and not after
# seeing the deal's solution. The same rule as ``GameRecord.clean``, for SQL over
# the ``games`` table.
CLEAN_WIN_SQL = (
    "ending = 'won' AND hints = 0 AND undos = 0 AND assisted = 0 AND demo_moves = 0 "
    "AND solution_seen = 0"
)


class GameRecord(NamedTuple):
    """One finished game, as the ``games`` table holds it.

    ``deal_number`` is set for a numbered deal; ``deck`` (a deck string) is
    set instead for a custom deal. Times are seconds since the epoch (UTC);
    ``duration`` is the time actually played, in seconds, not counting the
    time the game sat saved while the app was closed. ``assisted``: the table
    said during the game whether it could still be won (Settings > Tell me if
    the game can still be won), from the solver, which knows the stock's order.
    ``hints`` are the hints the player asked for, ``demo_moves`` the moves
    Game > Demo made for them: both help. A game recorded before the two were
    told apart (schema version 4 and older) has its demo moves among its hints.
    ``solution_seen``: the game ended after Show me how had shown a solution of
    its deck in its variant (``shown_solutions.py``): the player knew the stock.
    """

    game_key: str
    variant: str
    deal_number: int | None
    deck: str | None
    started_at: float
    ended_at: float
    duration: float
    moves: str
    score: int
    won: bool
    undos: int
    hints: int
    ending: Ending
    id: int | None = None  # the row id, once stored
    assisted: bool = False
    demo_moves: int = 0
    solution_seen: bool = False

    @property
    def clean(self) -> bool:
        """Won with no help: the player's own win (``CLEAN_WIN_SQL``)."""
        helped = self.hints or self.undos or self.assisted or self.demo_moves
        return self.won and not (helped or self.solution_seen)


class SavedGame(NamedTuple):
    """The game in progress as autosave left it: enough to rebuild it exactly.

    ``counted`` is False for a game opened from a file: practice, whose end
    (won, lost or left) never goes into the statistics. ``assisted``: as
    ``GameRecord``'s, kept across a quit. ``demo_moves``: as ``GameRecord``'s;
    ``demo_line``: the numbers (from 1) of the moves of ``moves`` the demo made,
    so that "where did I lose it?" can say whose move it was after a resume.
    """

    game_key: str
    variant: str
    deal_number: int | None
    deck: str
    started_at: float
    elapsed: float
    moves: str
    undos: int
    hints: int
    counted: bool = True
    assisted: bool = False
    demo_moves: int = 0
    demo_line: frozenset[int] = frozenset()


class DealResults(NamedTuple):
    """What the player did before on one deal: games finished, won, and the best score;
    how many of them were left (abandoned) and the best of the others, so that a best
    score made only in a game left, often 0 after a restart, is said as such."""

    played: int = 0
    won: int = 0
    best_score: int | None = None  # None when never played
    left: int = 0
    best_played_out: int | None = None  # of the games not left; None when every one was
    # Finished games of the same deal in the other variants: a note that names the
    # deal must then name the variant, or "your first game of deal #4" reads false.
    other_variants: int = 0
