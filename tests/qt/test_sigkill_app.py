"""Kill the real app at random moments: it resumes at the last move, no game lost or doubled."""

from __future__ import annotations

import sys

import pytest

from tests.storage.kill_check import kill_again_and_again

MID_GAME = 10  # starts that must resume a game in its middle
MOST_KILLS = 60  # about a third of the kills land between games on a slow machine


@pytest.mark.slow
def test_the_app_killed_at_random_moments_resumes_and_loses_no_game(tmp_path):
    report = kill_again_and_again(
        [sys.executable, "-m", "tests.qt.kill_app"],
        tmp_path / "acesup.sqlite3",
        kills=MOST_KILLS,
        seed=7,
        most=1.0,
        mid_game=MID_GAME,
    )
    assert report.resumed_mid_game >= MID_GAME
    assert report.games_recorded >= 3
