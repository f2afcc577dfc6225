"""Is the player getting better? The last games set against the ones before, and a
moving average of the scores. Pure functions over plain values, no Qt.

The whole record comes from ``Figures`` (already read for the dialog) and the
last games from the list of recent games (read for the table), so the
comparison costs no query of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .records import Ending, GameRecord
from .stats import Figures

LAST_GAMES = 20  # the stretch set against the games before it
AVERAGE_OF = 10  # games in each point of the moving average


class Stretch(NamedTuple):
    """A run of games in a row: how many, won, and their scores added up; how many
    of them were abandoned (left for another game), where the games are known."""

    games: int = 0
    won: int = 0
    total_score: int = 0
    abandoned: int = 0

    @property
    def win_percent(self) -> float | None:
        return 100.0 * self.won / self.games if self.games else None

    @property
    def average_score(self) -> float | None:
        return self.total_score / self.games if self.games else None


class Comparison(NamedTuple):
    """The last games and every game before them (``before.games`` 0 when none)."""

    last: Stretch
    before: Stretch


def stretch_of(games: Sequence[GameRecord]) -> Stretch:
    """The games' count, wins, total score and games abandoned."""
    won = sum(game.ending is Ending.WON for game in games)
    abandoned = sum(game.ending is Ending.ABANDONED for game in games)
    return Stretch(len(games), won, sum(game.score for game in games), abandoned)


def compare_last(
    figures: Figures, newest_first: Sequence[GameRecord], last: int = LAST_GAMES
) -> Comparison:
    """The ``last`` games of ``newest_first`` against the rest of the record in ``figures``.

    ``figures`` counts every game shown; ``newest_first`` holds at least the
    last ``last`` of them (fewer only when fewer were played). Every game's
    score is in the histogram, so the total of all scores is exact.
    """
    recent = stretch_of(newest_first[:last])
    total_score = sum(score * count for score, count in enumerate(figures.histogram))
    before = Stretch(
        max(0, figures.played - recent.games),
        max(0, figures.won - recent.won),
        max(0, total_score - recent.total_score),
    )
    return Comparison(recent, before)


def moving_averages(scores: Sequence[int], width: int = AVERAGE_OF) -> list[float | None]:
    """The average of each score with the ``width - 1`` before it; None until there are
    ``width`` scores, so the line never starts on one or two lucky games."""
    averages: list[float | None] = []
    total = 0
    for index, score in enumerate(scores):
        total += score
        if index >= width:
            total -= scores[index - width]
        averages.append(total / width if index >= width - 1 else None)
    return averages
