"""The game paints on its own thread only: Qt's paint threads cost it more than they save.

See NO_PAINT_THREADS in acesup_qt/app.py for the figures.
"""

from __future__ import annotations

import sys

import pytest

from .own_process import player_folders, run_python
from .watched_start import watched_start

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="counts threads in /proc"
)

# The game as ``acesup-qt`` starts it. Once its first frame is painted, its
# window is made larger and painted whole (the felt and every card at a new
# size: Qt's biggest fills), and the process says how many threads it has.
# With "pool", the game's setting is undone first, as if it had none.
PAINT_AND_COUNT_THREADS = watched_start(
    """
    window.resize(1600, 1000)
    window.view.viewport().repaint()
    print("threads:", len(os.listdir("/proc/self/task")), flush=True)
    window.close()
    """,
    setup="""
    import os
    from acesup_qt import app
    if sys.argv[1] == "pool":
        os.environ.pop(app.NO_PAINT_THREADS[0], None)
        app.paint_on_one_thread = lambda: None
    """,
    entry="launch",
    argv='["--deal", "5"]',
)


def threads_after_painting(home, how: str) -> int:
    result = run_python("-c", PAINT_AND_COUNT_THREADS, how, **player_folders(home))
    assert result.returncode == 0, result.stderr
    (said,) = [line for line in result.stdout.splitlines() if line.startswith("threads:")]
    return int(said.split()[1])


def test_the_game_starts_and_resizes_without_a_thread_of_qts_to_paint(tmp_path):
    assert threads_after_painting(tmp_path, "game") == 1


def test_without_its_setting_qt_would_paint_the_same_window_on_threads_of_its_own(tmp_path):
    # What the test above guards against: Qt hands the big fills to its threads.
    assert threads_after_painting(tmp_path, "pool") > 1
