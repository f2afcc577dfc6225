"""The variant played last is the one the next start plays, as README says."""

from __future__ import annotations

from .own_process import player_folders, run_python

# The game started as a player starts it; once its table is up, the title it
# shows is printed and the window closed.
TITLE_WHEN_SETTLED = """
import sys
from PySide6.QtCore import QTimer
from acesup_qt import app, main_window

show = main_window.MainWindow.show

def watched_show(window):
    def close():
        print(window.windowTitle())
        window.close()
    window.view.first_painted.connect(lambda: QTimer.singleShot(100, close))
    return show(window)

main_window.MainWindow.show = watched_show
sys.exit(app.main(sys.argv[1:]))
"""


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
