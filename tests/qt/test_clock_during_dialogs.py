"""The clock holds while one of the game's own dialogs is open over the table (the
rules, About, the statistics, Select deal number): the player cannot move then,
so the time is not played. The pause (P) and its veil stay the player's own."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt.main_window import MainWindow

from ..storage.play import Clock
from .test_autosave_gui import db_path, open_window, show
from .test_clock_during_questions import resumed_with

__all__ = ["db_path", "open_window"]  # fixtures, shared with the autosave tests

READING = 600.0  # ten minutes with the dialog open


def resumed_and_running(qtbot, open_window, clock: Clock) -> MainWindow:
    """Deal 7 resumed at 3:07, a card dealt since: its clock running."""
    win = resumed_with(open_window, clock)
    assert win.resume()
    show(qtbot, win)
    qtbot.waitUntil(lambda: win.play_clock._timer is not None)
    qtbot.keyClick(win.view, Qt.Key.Key_D)  # the first move since the resume: it runs on
    assert win.recorder.autosave.clock_running
    return win


@pytest.mark.parametrize(
    ("keys", "name"),
    [
        ((Qt.Key.Key_F1, Qt.KeyboardModifier.NoModifier), "rules"),
        ((Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier), "statistics"),
        ((Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier), "select deal"),
    ],
)
def test_a_dialog_of_the_game_holds_the_clock_until_it_closes(qtbot, open_window, keys, name):
    clock = Clock()
    win = resumed_and_running(qtbot, open_window, clock)
    label = win.play_clock.clock_label
    qtbot.keyClick(win.view, *keys)
    dialog = win.dialogs.last
    assert dialog is not None, name
    qtbot.waitUntil(dialog.isVisible)
    assert QApplication.activeModalWidget() is dialog
    assert not win.recorder.autosave.clock_running
    clock.now += READING
    win.play_clock.show()
    assert label.text() == "3:07"
    assert not label.isEnabled()  # greyed, as in any pause
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert win.recorder.autosave.clock_running  # back at the table: it runs on
    assert label.isEnabled()
    clock.now += 5
    record = win.recorder.abandon()
    assert record is not None
    assert record.duration == 192  # not ten minutes more


def test_a_dialog_opened_in_a_pause_leaves_the_game_paused(qtbot, open_window):
    clock = Clock()
    win = resumed_and_running(qtbot, open_window, clock)
    qtbot.keyClick(win.view, Qt.Key.Key_P)
    assert win.play_clock.held
    win.action("rules").trigger()  # from the menu: the table is veiled
    dialog = win.dialogs.last
    qtbot.waitUntil(dialog.isVisible)
    clock.now += READING
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert win.play_clock.held
    assert not win.recorder.autosave.clock_running  # still paused: P goes on
    assert win.recorder.autosave.time_played() == 187
