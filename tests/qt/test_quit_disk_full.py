"""Quitting with the disk full: the game closes as asked, the last good save stands."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .test_autosave_gui import db_path, discard_by_click, open_window, show  # noqa: F401
from .test_disk_full_gui import fill_the_disk, saved_moves


def test_ctrl_q_with_the_disk_full_closes_the_game_and_keeps_the_last_save(
    qtbot,
    open_window,  # noqa: F811
):
    win = open_window()
    win.model.start_deal(1)
    show(qtbot, win)
    win.activateWindow()  # as the window manager makes it: its keys work
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    discard_by_click(qtbot, win)
    connection = win.recorder.autosave.history.connection
    before = saved_moves(connection)
    fill_the_disk(connection)  # the time played, saved on quit, no longer fits
    # The failed save used to raise out of the window's close: the bug box ("Something
    # went wrong"), and the window stayed open behind it; Ctrl+Q again did the same.
    qtbot.keyClick(win.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not win.isVisible())
    assert saved_moves(connection) == before

    again = open_window()
    assert again.resume()  # the game left is resumed, as after any quit
    assert len(again.model.game.moves) == 1
