"""The figures of the statistics dialog for histories whose answers we know."""

from __future__ import annotations

import pytest

from acesup_qt.storage import compute_figures, format_duration
from acesup_qt.storage.stats import MAX_SCORE


def test_no_games_gives_empty_figures():
    figures = compute_figures([])
    assert figures.played == 0
    assert figures.win_percent is None
    assert figures.best_score is None
    assert figures.average_won_time is None
    assert figures.current_streak == 0
    assert sum(figures.histogram) == 0


def test_win_loss_abandon_are_three_games_one_won():
    figures = compute_figures([("won", 48, 300.0), ("lost", 30, 200.0), ("abandoned", 5, 20.0)])
    assert (figures.played, figures.won, figures.lost, figures.abandoned) == (3, 1, 2, 1)
    assert figures.win_percent == pytest.approx(100 / 3)
    # The abandoned game is a loss: the current streak is two losses.
    assert figures.current_streak == -2
    assert figures.longest_losing_streak == 2
    assert figures.longest_winning_streak == 1
    assert figures.best_score == 48
    assert figures.average_score == pytest.approx((48 + 30 + 5) / 3)
    # Times are of won games only.
    assert figures.average_won_time == 300.0
    assert figures.fastest_won_time == 300.0


def test_streaks_follow_the_order_games_ended():
    endings = ["won", "won", "lost", "won", "won", "won", "abandoned", "lost", "lost", "won"]
    figures = compute_figures([(e, 48 if e == "won" else 10, 60.0) for e in endings])
    assert figures.longest_winning_streak == 3
    assert figures.longest_losing_streak == 3  # abandoned, lost, lost
    assert figures.current_streak == 1


def test_tied_streaks_and_tied_best_scores_count_once():
    endings = ["won", "won", "lost", "lost", "won", "won", "lost", "lost"]
    figures = compute_figures([(e, 48 if e == "won" else 20, 100.0) for e in endings])
    assert figures.longest_winning_streak == 2
    assert figures.longest_losing_streak == 2
    assert figures.current_streak == -2
    assert figures.best_score == 48
    assert figures.histogram[48] == 4
    assert figures.histogram[20] == 4
    assert figures.fastest_won_time == 100.0


def test_histogram_has_a_bar_for_every_score_from_0_to_48():
    figures = compute_figures([("lost", s, 1.0) for s in range(MAX_SCORE + 1)])
    assert figures.histogram == (1,) * 49


def test_fastest_and_average_won_time():
    figures = compute_figures([("won", 48, 90.0), ("won", 48, 30.0), ("lost", 40, 5.0)])
    assert figures.fastest_won_time == 30.0
    assert figures.average_won_time == 60.0


@pytest.mark.parametrize(
    ("seconds", "text"), [(None, "—"), (0, "0:00"), (65.4, "1:05"), (3725, "1:02:05")]
)
def test_durations_read_as_clock_times(seconds, text):
    assert format_duration(seconds) == text
