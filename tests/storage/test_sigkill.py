"""Kill a player's session at random moments: every game resumes, none is lost or doubled."""

from __future__ import annotations

import sys

import pytest

from .kill_check import kill_again_and_again

KILLS = 25


@pytest.mark.slow
def test_killed_at_random_moments_the_game_resumes_and_no_game_is_lost(tmp_path):
    report = kill_again_and_again(
        [sys.executable, "-m", "tests.storage.kill_driver", str(tmp_path / "acesup.sqlite3")],
        tmp_path / "acesup.sqlite3",
        kills=KILLS,
        seed=2026,
    )
    assert report.kills == KILLS
    assert report.resumed_mid_game >= KILLS // 2  # most kills fell in the middle of a game
    assert report.games_recorded >= 5  # and several fell near the end of one
