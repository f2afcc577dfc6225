"""The progress figures: the last games against the ones before, and the moving average."""

from __future__ import annotations

import pytest

from acesup_qt.storage import compute_figures
from acesup_qt.storage.progress import compare_last, moving_averages
from acesup_qt.storage.records import Ending

from .made_up import record


def test_the_moving_average_starts_once_there_are_enough_games():
    averages = moving_averages([10, 20, 30, 40, 50], width=3)
    assert averages == [None, None, 20.0, 30.0, 40.0]
    assert moving_averages([7, 8], width=3) == [None, None]
    assert moving_averages([]) == []


def test_the_last_games_are_set_against_every_game_before_them():
    endings = [Ending.WON, Ending.LOST, Ending.ABANDONED, Ending.LOST, Ending.WON, Ending.LOST]
    scores = [48, 30, 3, 20, 48, 10]
    games = [record(n, e, score=s) for n, (e, s) in enumerate(zip(endings, scores, strict=True))]
    figures = compute_figures((g.ending.value, g.score, g.duration) for g in games)
    last, before = compare_last(figures, games[::-1], last=4)
    assert (last.games, last.won, last.total_score) == (4, 1, 3 + 20 + 48 + 10)
    assert last.win_percent == 25.0
    assert last.average_score == pytest.approx(81 / 4)
    assert (before.games, before.won, before.total_score) == (2, 1, 78)


def test_with_no_more_games_than_the_stretch_nothing_comes_before():
    games = [record(1, Ending.WON), record(2, Ending.LOST, score=12)]
    figures = compute_figures((g.ending.value, g.score, g.duration) for g in games)
    last, before = compare_last(figures, games[::-1])
    assert (last.games, last.won, last.total_score) == (2, 1, 60)
    assert before.games == 0
    assert before.win_percent is None
    assert before.average_score is None
