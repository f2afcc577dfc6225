"""The clock stops while another window is the active one (another program, or a
second copy of the game, in front) and goes on when the player comes back to it.

The offscreen platform of the tests makes the application active with its first
window and never inactive after; on a desktop Qt says so from the window
manager's focus. So the tests say it as the platform does, through the
application's own ``applicationStateChanged``: what follows is the game's.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt.main_window import MainWindow

from ..storage.play import Clock
from .test_autosave_gui import db_path, discard_by_click, open_window, show
from .test_clock_during_questions import resumed_with

__all__ = ["db_path", "open_window"]  # fixtures, shared with the autosave tests

ELSEWHERE = 49.0  # the player plays in the other copy for 49 seconds


def switch_to_another_window() -> None:
    """The window manager makes another program's window (or another copy's) the active one."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)


def come_back() -> None:
    """The player clicks the game's window again: the application is active."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationActive)


@pytest.fixture(autouse=True)
def back_at_the_end() -> Iterator[None]:
    """Each test ends with the application active, as the next test's window finds it."""
    yield
    come_back()


def playing(qtbot, open_window, clock: Clock) -> MainWindow:
    """A new deal on the table, shown, its first card played: its clock running."""
    win = open_window()
    win.model.start_deal(3)
    show(qtbot, win)
    qtbot.waitUntil(lambda: win.play_clock._timer is not None)  # the first frame is up
    win.recorder.autosave._clock = clock  # the test moves the time by hand
    discard_by_click(qtbot, win)
    assert win.play_clock.clock_label.isEnabled()
    return win


def test_the_clock_stands_while_another_window_is_active(qtbot, open_window):
    clock = Clock()
    win = playing(qtbot, open_window, clock)
    label = win.play_clock.clock_label
    clock.now += 21
    qtbot.waitUntil(lambda: label.text() == "0:21", timeout=2500)
    switch_to_another_window()
    assert not label.isEnabled()  # greyed, as in any pause
    assert "another window is active" in label.toolTip()
    clock.now += ELSEWHERE
    qtbot.wait(1100)  # a tick, were the clock running
    assert label.text() == "0:21"
    come_back()
    assert label.isEnabled()
    clock.now += 4
    qtbot.waitUntil(lambda: label.text() == "0:25", timeout=2500)
    record = win.recorder.abandon()
    assert record is not None
    assert record.duration == 25  # the 49 s in the other window left out
    (stored,) = win.history.games()
    assert stored.duration == 25


def test_the_time_so_far_is_saved_when_the_player_turns_to_another_window(qtbot, open_window):
    clock = Clock()
    win = playing(qtbot, open_window, clock)
    clock.now += 30
    switch_to_another_window()
    (saved,) = win.history.connection.execute("SELECT elapsed FROM saved_games").fetchone()
    assert saved == 30  # a crash, or the other copy's quit, loses none of it
    clock.now += ELSEWHERE
    win.close()  # quit from elsewhere (the window's menu on the task bar)
    again = open_window()
    assert again.resume()
    assert again.play_clock.clock_label.text() == "0:30"


def test_a_pause_or_a_dialog_outlasts_a_return_from_another_window(qtbot, open_window):
    clock = Clock()
    win = playing(qtbot, open_window, clock)
    qtbot.keyClick(win.view, Qt.Key.Key_P)  # paused, then off to another window
    switch_to_another_window()
    clock.now += ELSEWHERE
    come_back()
    assert win.play_clock.held
    assert not win.recorder.autosave.clock_running  # still paused: P goes on
    assert "press P" in win.play_clock.clock_label.toolTip()
    qtbot.keyClick(win.view, Qt.Key.Key_P)
    assert win.recorder.autosave.clock_running
    assert win.recorder.autosave.time_played() == 0


def test_a_resumed_game_left_waiting_in_the_background_counts_nothing(qtbot, open_window):
    clock = Clock()
    win = resumed_with(open_window, clock)  # deal 7 at 3:07
    assert win.resume()
    show(qtbot, win)
    qtbot.waitUntil(lambda: win.play_clock._timer is not None)
    switch_to_another_window()
    clock.now += ELSEWHERE
    come_back()
    label = win.play_clock.clock_label
    assert label.text() == "3:07"
    assert not label.isEnabled()  # back, but no move made yet since the resume
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    clock.now += 3
    qtbot.waitUntil(lambda: label.text() == "3:10", timeout=2500)


def test_a_game_begun_while_another_window_was_active_counts_from_the_first_move(
    qtbot, open_window
):
    # Qt may not tell the game the player came: a window shown behind another and
    # played with the mouse, or a platform slow to say so. The player's own click
    # on the table says it: the clock stood at 0:00 for the whole game.
    clock = Clock()
    win = open_window()
    win.model.start_deal(3)
    show(qtbot, win)
    qtbot.waitUntil(lambda: win.play_clock._timer is not None)
    win.recorder.autosave._clock = clock
    switch_to_another_window()
    win.model.start_deal(4)  # a new game, begun while another window is active
    label = win.play_clock.clock_label
    assert not label.isEnabled()
    clock.now += ELSEWHERE  # not played: counts nothing
    discard_by_click(qtbot, win)  # the player is at the game, playing
    assert label.isEnabled()
    assert "come back" not in label.toolTip()
    clock.now += 7
    qtbot.waitUntil(lambda: label.text() == "0:07", timeout=2500)
    # Gone to the other window again: the pause holds as ever.
    switch_to_another_window()
    assert not label.isEnabled()
    clock.now += ELSEWHERE
    come_back()
    clock.now += 2
    qtbot.waitUntil(lambda: label.text() == "0:09", timeout=2500)
