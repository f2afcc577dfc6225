"""The figures of the statistics dialog, computed from a history in one pass.

Pure functions over plain values, so the dialog, the tests and the benchmark
agree on what "streak" means:

- a game is *played* when it is finished: won, lost, or abandoned;
- an abandoned game counts as a loss (as in most solitaires), in the win
  percentage and in the streaks;
- streaks are counted in the order games ended, within the games given (the
  dialog gives one variant's games, or every game for "All variants"), so
  a game of another variant never breaks a streak of this one;
- the current streak is positive for wins, negative for losses, 0 with no games;
- times (average, fastest) are of won games only; scores of every game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

MAX_SCORE = 48  # every card but the four aces discarded


@dataclass(frozen=True)
class Figures:
    """Everything the dialog shows about a set of games, besides the list."""

    played: int = 0
    won: int = 0
    lost: int = 0  # including abandoned
    abandoned: int = 0
    current_streak: int = 0  # > 0: that many wins in a row; < 0: that many losses
    longest_winning_streak: int = 0
    longest_losing_streak: int = 0
    best_score: int | None = None
    average_score: float | None = None
    average_won_time: float | None = None  # seconds
    fastest_won_time: float | None = None  # seconds
    histogram: tuple[int, ...] = field(default=(0,) * (MAX_SCORE + 1))  # games per score

    @property
    def win_percent(self) -> float | None:
        return 100.0 * self.won / self.played if self.played else None


def compute_figures(games: Iterable[tuple[str, int, float]]) -> Figures:
    """Figures of games given oldest first as (ending, score, duration).

    ``ending`` is "won", "lost" or "abandoned" (``Ending.value``).
    """
    played = won = abandoned = 0
    streak = longest_win = longest_loss = 0
    score_total = 0
    best: int | None = None
    won_time_total = 0.0
    fastest: float | None = None
    histogram = [0] * (MAX_SCORE + 1)
    for ending, score, duration in games:
        played += 1
        score_total += score
        if best is None or score > best:
            best = score
        histogram[min(max(score, 0), MAX_SCORE)] += 1
        if ending == "won":
            won += 1
            streak = streak + 1 if streak > 0 else 1
            longest_win = max(longest_win, streak)
            won_time_total += duration
            if fastest is None or duration < fastest:
                fastest = duration
        else:
            abandoned += ending == "abandoned"
            streak = streak - 1 if streak < 0 else -1
            longest_loss = max(longest_loss, -streak)
    return Figures(
        played=played,
        won=won,
        lost=played - won,
        abandoned=abandoned,
        current_streak=streak,
        longest_winning_streak=longest_win,
        longest_losing_streak=longest_loss,
        best_score=best,
        average_score=score_total / played if played else None,
        average_won_time=won_time_total / won if won else None,
        fastest_won_time=fastest,
        histogram=tuple(histogram),
    )


def format_duration(seconds: float | None) -> str:
    """'4:07' or '1:02:33' for a time; an em dash when there is none."""
    if seconds is None:
        return "—"
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
