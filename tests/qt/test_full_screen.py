"""Full screen: F11 on and off, remembered, and watched from the first frame on.
Escape leaving it: ``test_full_screen_escape``."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.main_window import MainWindow


def test_f11_fills_the_screen_and_it_is_remembered(qtbot, window):
    action = window.action("full_screen")
    qtbot.keyClick(window.view, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert action.isChecked()
    window.close()  # closed full screen: opens full screen
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.action("full_screen").isChecked()
    again.show()
    qtbot.waitExposed(again)
    assert again.isFullScreen()
    again.activateWindow()  # as the window manager does for a new window: its keys work
    qtbot.waitUntil(again.isActiveWindow)
    qtbot.keyClick(again.view, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not again.isFullScreen())
    assert not again.action("full_screen").isChecked()


def test_the_check_mark_follows_a_window_manager_that_ends_full_screen(qtbot, window):
    window.action("full_screen").trigger()
    qtbot.waitUntil(window.isFullScreen)
    window.showNormal()  # as a window manager's own key would
    qtbot.waitUntil(lambda: not window.action("full_screen").isChecked())


def test_full_screen_is_watched_from_the_first_frame_on_not_before(qtbot, monkeypatch):
    from acesup_qt import main_window
    from acesup_qt.full_screen import FullScreen

    # Each event the window gets on its way up, passed through Python, slowed the start.
    seen: list[bool] = []  # for each event looked at: whether the first frame was up

    class Counting(FullScreen):  # a class of its own: PySide remembers a class's overrides
        def eventFilter(self, watched, event):
            seen.append(self.window.view.painted)
            return super().eventFilter(watched, event)

    monkeypatch.setattr(main_window, "FullScreen", Counting)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.view.painted)
    assert all(seen)  # none before the first frame
    window.showFullScreen()  # as a window manager's own key would: the check mark follows
    qtbot.waitUntil(lambda: window.action("full_screen").isChecked())
    assert seen
