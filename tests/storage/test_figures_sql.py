"""The figures read through SQL are the figures counted game by game."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acesup_qt.storage import History, compute_figures
from acesup_qt.storage.records import Ending

from .made_up import record

a_game = st.tuples(
    st.sampled_from(["standard", "aces-only"]),
    st.sampled_from(list(Ending)),
    st.integers(0, 47),
    st.integers(0, 20),  # end time: small, so many games end in the same second
    st.floats(1, 5000),
)


def in_memory() -> History:
    return History.in_memory_only()


@settings(max_examples=60, deadline=None)
@given(st.lists(a_game, max_size=40))
def test_sql_figures_match_the_game_by_game_count(games):
    history = in_memory()
    for n, (variant, ending, score, end, duration) in enumerate(games):
        score = 48 if ending is Ending.WON else score
        history.add(
            record(n, ending, variant=variant, score=score, ended_at=float(end), duration=duration)
        )
    for variant in ("standard", "aces-only", None):
        expected = compute_figures(history.endings(variant))
        got = history.figures(variant)
        assert got.histogram == expected.histogram
        assert (got.played, got.won, got.lost, got.abandoned) == (
            expected.played,
            expected.won,
            expected.lost,
            expected.abandoned,
        )
        assert (got.current_streak, got.longest_winning_streak, got.longest_losing_streak) == (
            expected.current_streak,
            expected.longest_winning_streak,
            expected.longest_losing_streak,
        )
        assert got.best_score == expected.best_score
        assert got.fastest_won_time == expected.fastest_won_time
        for name in ("average_score", "average_won_time"):
            want = getattr(expected, name)
            assert getattr(got, name) == (None if want is None else pytest.approx(want))
    history.close()


def test_streaks_follow_end_times_not_the_order_games_were_written():
    history = in_memory()
    # Written out of order: the win ended last, so the current streak is a win.
    history.add(record(1, Ending.WON, ended_at=300.0))
    history.add(record(2, Ending.LOST, ended_at=100.0))
    history.add(record(3, Ending.LOST, ended_at=200.0))
    figures = history.figures()
    assert figures.current_streak == 1
    assert figures.longest_losing_streak == 2
    history.close()
