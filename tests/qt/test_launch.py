"""The game's entry point: Python's cycle collector rests during the start, and only then."""

from __future__ import annotations

import gc

from acesup_qt import launch

from .own_process import player_folders, run_python
from .watched_start import watched_start

# The game as ``acesup-qt`` starts it, saying whether the collector runs while
# the window is built, and once its first frame is painted; then it closes.
WATCH_THE_COLLECTOR = watched_start(
    """
    print("once painted:", gc.isenabled(), gc.get_freeze_count() > 0, flush=True)
    window.close()
    """,
    setup="import gc",
    on_show='print("while building:", gc.isenabled(), flush=True)',
    entry="launch",
    after='print("after:", gc.isenabled(), flush=True)',
)


def test_the_collector_rests_while_the_window_is_built_and_runs_once_it_is_painted(tmp_path):
    result = run_python("-c", WATCH_THE_COLLECTOR, "--deal", "5", **player_folders(tmp_path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "while building: False",
        "once painted: True True",  # on, with what the start made frozen out of its rounds
        "after: True",
    ]


def test_a_start_refused_before_any_window_leaves_the_collector_running(capsys):
    assert gc.isenabled()
    assert launch.main(["--deal", "zero"]) == 2
    assert gc.isenabled()
    assert "--deal" in capsys.readouterr().err


def test_a_collector_turned_off_by_the_caller_stays_off(capsys):
    gc.disable()
    try:
        assert launch.main(["--deck", "AS AS"]) == 2
        assert not gc.isenabled()
    finally:
        gc.enable()
    assert "--deck" in capsys.readouterr().err


def test_a_worker_keeps_the_collector_off_past_the_end_of_the_start():
    # The collector stays off while a worker runs (collector.py), whether the
    # worker began during the start or after it, when the start's fallback
    # timer fires: a collection in a worker could delete the GUI's Qt objects.
    from acesup_qt import app, collector

    gc.disable()  # as launch starts the game
    app._resting = True
    try:
        collector.hold()  # "Tell me if the game can still be won", checking at once
        app._collect_again()  # the first frame
        assert not gc.isenabled()
        collector.release()
        assert gc.isenabled()
        collector.hold()  # a hint, say, 3 s after the start
        app._collect_again()  # the timer for a window never painted
        assert not gc.isenabled()
        collector.release()
        assert gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()
