"""What the player meets only after the first frame is not read before it."""

from __future__ import annotations

from .starts_lean import loaded_at_start


def test_the_end_of_a_game_the_statistics_and_rating_moves_wait_for_their_first_use():
    # The end-of-game dialog and what places it, the Statistics dialog and its
    # parts, the coach that rates moves and ranks them for a review.
    later = (
        "game_end_dialog",
        "table_surroundings",
        "dialogs.end_of_game",
        "dialogs.statistics",
        "dialogs.statistics_record",
        "dialogs.recent_games",
        "coach",
        "coach_review",
        "coach_no_win",
        "window_coach",
    )
    assert loaded_at_start(*later) == []
