"""The clock holds while the game asks "Leave this game?" or "Restart this game?":
time spent answering a question the player did not ask while playing is not played."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from acesup_qt.first_game import start_first_game
from acesup_qt.main_window import MainWindow
from acesup_qt.storage import Autosave
from acesup_qt.storage.records import Ending

from ..storage.play import Clock, start_deal
from .test_autosave_gui import db_path, open_window, show

__all__ = ["db_path", "open_window"]  # fixtures, shared with the autosave tests

READING = 600.0  # the player reads the question for ten minutes


def answer_after_reading(qtbot, clock: Clock, label: str, win: MainWindow) -> list[str]:
    """Once the next question is open: the clock shown, then READING seconds later,
    ``label`` clicked. The list returned holds the clock's text as the question opened."""
    seen: list[str] = []

    def read_and_answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        win.play_clock.show()
        seen.append(win.play_clock.clock_label.text())
        clock.now += READING
        (button,) = [b for b in box.findChildren(QPushButton) if b.text().replace("&", "") == label]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, read_and_answer)
    return seen


def resumed_with(open_window: Callable[[], MainWindow], clock: Clock) -> MainWindow:
    """Deal 7 left after 3 moves and 187 seconds; the next start on the same clock."""
    win = open_window()
    left = Autosave(win.history, clock=clock)  # the last run of the app
    start_deal(left, 7, 3)
    clock.now += 187
    left.close()
    win.recorder.autosave._clock = clock
    return win


def test_the_start_question_does_not_count_its_time_in_the_game_left(qtbot, open_window):
    clock = Clock()
    win = resumed_with(open_window, clock)
    start_first_game(win, "standard", number=9)  # acesup-qt --deal 9
    seen = answer_after_reading(qtbot, clock, "Leave it", win)
    show(qtbot, win)
    qtbot.waitUntil(lambda: win.model.deal_number == 9)
    assert seen == ["3:07"]
    (left,) = win.history.games()
    assert left.ending == Ending.ABANDONED
    assert left.duration == 187  # what the clock showed, not ten minutes more


def test_a_question_from_the_menus_holds_the_clock_and_kept_it_runs_on(qtbot, open_window):
    clock = Clock()
    win = resumed_with(open_window, clock)
    assert win.resume()
    show(qtbot, win)
    qtbot.waitUntil(lambda: win.play_clock._timer is not None)
    qtbot.keyClick(win.view, Qt.Key.Key_D)  # the first move since the resume: it runs on
    seen = answer_after_reading(qtbot, clock, "Keep playing", win)
    qtbot.keyClick(win.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # Restart
    assert seen == ["3:07"]
    label = win.play_clock.clock_label
    win.play_clock.show()
    assert label.text() == "3:07"
    assert label.isEnabled()  # running again: the question is answered
    clock.now += 5
    record = win.recorder.abandon()
    assert record is not None
    assert record.duration == 192
