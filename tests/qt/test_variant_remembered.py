"""The variant played last is the one the next start plays, as README says."""

from __future__ import annotations

from .own_process import player_folders, run_python
from .watched_start import watched_start

# The game started as a player starts it; once its table is up, the title it
# shows is printed and the window closed.
TITLE_WHEN_SETTLED = watched_start(
    """
    print(window.windowTitle())
    window.close()
    """,
    wait_ms=100,
)


def start(home, *args: str) -> str:
    result = run_python("-c", TITLE_WHEN_SETTLED, *args, **player_folders(home))
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_a_deal_asked_for_without_a_variant_is_played_in_the_variant_played_last(tmp_path):
    assert start(tmp_path, "--deal", "3", "--variant", "aces-only") == (
        "Deal #3 · Four Ace Patience"
    )
    # No variant asked for: the one played last, not Standard.
    assert start(tmp_path, "--deal", "4") == "Deal #4 · Four Ace Patience"
    assert start(tmp_path, "--deal", "5", "--variant", "standard") == "Deal #5"
    assert start(tmp_path, "--deal", "6") == "Deal #6"
