"""The figures of the statistics dialog: what they mean, computed in one place.

Pure functions over plain values, so the dialog, the tests and the benchmark
agree on what "streak" means:

- a game is *played* when it is finished: won, lost, or abandoned;
- an abandoned game counts as a loss (as in most solitaires), in the win
  percentage and in the streaks;
- streaks are counted in the order games ended, within the games given (the
  dialog gives one variant's games, or every game for "All variants"), so
  a game of another variant never breaks a streak of this one;
- the current streak is positive for wins, negative for losses, 0 with no games;
- times (average, fastest) are of won games only; scores of every game;
- a *clean* win is one won with no hint, no move of the demo, no undo and
  without the winnable line: the player's own, unhelped.

``compute_figures`` reads games one by one; ``figures_from_groups`` builds
the same figures from per-score sums and a string of results, which SQL
gives quickly for 100,000 games (see ``History.figures``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

MAX_SCORE = 48  # every card but the four aces discarded
WIN, LOSS = "W", "L"  # one letter per game in a results string


@dataclass(frozen=True)
class Figures:
    """Everything the dialog shows about a set of games, besides the list."""

    played: int = 0
    won: int = 0
    clean_won: int = 0  # won with no help: no hint, demo move, undo or winnable line
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

    @property
    def clean_percent(self) -> float | None:
        """The share of the wins that were clean; None with no win."""
        return 100.0 * self.clean_won / self.won if self.won else None


@dataclass(frozen=True)
class ScoreGroup:
    """The games of one final score: how many, won, abandoned, time of the wins."""

    score: int
    games: int
    won: int
    abandoned: int
    won_time: float  # total seconds of the won games
    fastest_won_time: float | None


def streaks(results: str) -> tuple[int, int, int]:
    """(current, longest winning, longest losing) streaks of a string like 'WWLW'."""
    wins = max((len(run) for run in re.findall(f"{WIN}+", results)), default=0)
    losses = max((len(run) for run in re.findall(f"{LOSS}+", results)), default=0)
    if not results:
        return 0, wins, losses
    last = results[-1]
    run = len(results) - len(results.rstrip(last))
    return (run if last == WIN else -run), wins, losses


def figures_from_groups(groups: Iterable[ScoreGroup], results: str, clean_won: int = 0) -> Figures:
    """Figures from per-score groups, the results in the order games ended and the
    number of clean wins."""
    histogram = [0] * (MAX_SCORE + 1)
    played = won = abandoned = score_total = 0
    won_time = 0.0
    best: int | None = None
    fastest: float | None = None
    for group in groups:
        histogram[min(max(group.score, 0), MAX_SCORE)] += group.games
        played += group.games
        won += group.won
        abandoned += group.abandoned
        score_total += group.score * group.games
        won_time += group.won_time
        best = group.score if best is None else max(best, group.score)
        if group.fastest_won_time is not None:
            time = group.fastest_won_time
            fastest = time if fastest is None else min(fastest, time)
    current, longest_win, longest_loss = streaks(results)
    return Figures(
        played=played,
        won=won,
        clean_won=clean_won,
        lost=played - won,
        abandoned=abandoned,
        current_streak=current,
        longest_winning_streak=longest_win,
        longest_losing_streak=longest_loss,
        best_score=best,
        average_score=score_total / played if played else None,
        average_won_time=won_time / won if won else None,
        fastest_won_time=fastest,
        histogram=tuple(histogram),
    )


def compute_figures(games: Iterable[tuple[str, int, float]], clean_won: int = 0) -> Figures:
    """Figures of games given oldest first as (ending, score, duration).

    ``ending`` is "won", "lost" or "abandoned" (``Ending.value``). The games
    say nothing of hints and undos: the clean wins are given, as counted.
    """
    groups: dict[int, list[float]] = {}  # score -> [games, won, abandoned, won time, fastest]
    results = []
    for ending, score, duration in games:
        group = groups.setdefault(score, [0, 0, 0, 0.0, float("inf")])
        group[0] += 1
        if ending == "won":
            group[1] += 1
            group[3] += duration
            group[4] = min(group[4], duration)
            results.append(WIN)
        else:
            group[2] += ending == "abandoned"
            results.append(LOSS)
    return figures_from_groups(
        (
            ScoreGroup(score, int(g[0]), int(g[1]), int(g[2]), g[3], None if g[1] == 0 else g[4])
            for score, g in groups.items()
        ),
        "".join(results),
        clean_won,
    )


def format_duration(seconds: float | None) -> str:
    """'4:07' or '1:02:33' for a time; an em dash when there is none."""
    if seconds is None:
        return "—"
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
