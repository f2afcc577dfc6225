"""A statistics file that cannot be read (damaged, or locked by another program) is
said plainly in the Statistics dialog, naming the file: no traceback, and no empty
dialog left unexplained. A Reset that fails says nothing was forgotten."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from acesup_qt.dialogs.histogram import NO_GAMES, NOT_READ
from acesup_qt.dialogs.progress_chart import MINIMUM_CHART_HEIGHT
from acesup_qt.storage import History

from .starts_lean import drawn_only_within_words
from .test_statistics_dialog import history, known_history, open_dialog, shown
from .test_statistics_progress import show_progress

__all__ = ["history"]  # a fixture, shared with the dialog's tests


def damage(history: History) -> None:
    """Garbage over the file, its write-ahead log and its index, the file still open."""
    assert history.path is not None
    for part in history.path.parent.iterdir():
        if part.name.startswith(history.path.name):
            part.write_bytes(b"garbage!" * (max(part.stat().st_size, 4096) // 8))


def answer_boxes(qtbot, clicks: list[str]) -> list[str]:
    """Click, in turn, the button starting with each of ``clicks`` in the message
    boxes as they come; the boxes' texts, in order."""
    texts: list[str] = []
    timer = QTimer()

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not clicks or box.text() in texts[-1:]:
            return
        texts.append(box.text())
        want = clicks.pop(0)
        (button,) = [b for b in box.findChildren(QPushButton) if b.text().startswith(want)]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    timer.timeout.connect(look)
    timer.start(20)
    answer_boxes.timer = timer  # type: ignore[attr-defined]  # alive until the next call
    return texts


def test_a_file_damaged_since_the_start_is_named_and_nothing_shown(qtbot, history):
    known_history(history)
    damage(history)
    dialog = open_dialog(qtbot, history)
    note = dialog.unreadable
    assert note.isVisible()
    assert str(history.path) in note.text()
    assert "file is not a database" in note.text()
    assert "Nothing was changed or forgotten" in note.text()
    assert set(shown(dialog).values()) == {"—"}  # not "0": the games are there, unread
    assert dialog.recent_table.rowCount() == 0
    assert not dialog.reset_button.isEnabled()
    assert not dialog.export_button.isEnabled()


def test_a_file_damaged_while_the_dialog_is_open_is_said_at_the_next_reading(qtbot, history):
    known_history(history)
    dialog = open_dialog(qtbot, history, "standard")
    assert not dialog.unreadable.isVisible()
    assert shown(dialog)["played"] == "5"
    damage(history)
    dialog.variant_box.setFocus()
    qtbot.keyClick(dialog.variant_box, Qt.Key.Key_Up)  # All variants: read again
    assert dialog.variant is None
    assert dialog.unreadable.isVisible()
    assert str(history.path) in dialog.unreadable.text()
    assert shown(dialog)["played"] == "—"  # not the standard games' figures, left standing


def test_reset_of_a_file_damaged_since_it_was_shown_says_nothing_was_forgotten(qtbot, history):
    known_history(history)
    dialog = open_dialog(qtbot, history)
    damage(history)
    texts = answer_boxes(qtbot, ["OK"])
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(texts) == 1)
    assert str(history.path) in texts[0]
    assert "Nothing was changed or forgotten" in texts[0]
    assert dialog.unreadable.isVisible()


def test_a_reset_that_cannot_write_says_nothing_was_forgotten(qtbot, history, tmp_path: Path):
    known_history(history)
    dialog = open_dialog(qtbot, history)
    history.connection.execute("PRAGMA busy_timeout = 50")  # not the 10 s a player waits
    other = sqlite3.connect(str(history.path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another copy of the game writing: locked
    try:
        texts = answer_boxes(qtbot, ["Reset all variants", "OK"])
        qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(texts) == 2)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert texts[1] == (
        f"The statistics could not be reset in {history.path} (database is locked). "
        "Nothing was forgotten."
    )
    assert history.count() == 8
    assert shown(dialog)["played"] == "8"


def test_the_charts_say_the_statistics_could_not_be_read_not_no_games(qtbot, history):
    # "No games yet" over the games of a file that could not be read told a player
    # of hundreds of games that they were gone.
    known_history(history)
    damage(history)
    dialog = open_dialog(qtbot, history)
    bar = dialog.charts.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(0).center())
    scores = dialog.histogram
    assert scores.isVisible()
    assert scores.accessibleDescription() == NOT_READ == "Statistics could not be read"
    assert drawn_only_within_words(scores, NOT_READ)
    assert not drawn_only_within_words(scores, NO_GAMES)
    show_progress(qtbot, dialog)
    progress = dialog.progress
    assert progress.chart.accessibleDescription() == NOT_READ
    assert drawn_only_within_words(progress.chart, NOT_READ)
    # On the chart's ground the tab over, as the scores' words: not a band of it across
    # the middle, as for the row of a few first games and the lines under it.
    assert progress.chart.height() >= MINIMUM_CHART_HEIGHT > progress.chart.few_height()
    # Nor do the lines under it promise comparisons "after 20 games" or rated games to come.
    assert not progress.line.isVisible()
    assert not progress.rated_line.isVisible()


def test_read_again_the_charts_show_the_games_once_more(qtbot, history, monkeypatch):
    # A file that could not be read for a while (another program holding it): once it
    # is read, the charts and the figures are the games' again.
    known_history(history)
    dialog = open_dialog(qtbot, history)
    figures = History.figures

    def held(self, variant=None):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(History, "figures", held)
    dialog.variant_box.setFocus()
    qtbot.keyClick(dialog.variant_box, Qt.Key.Key_Down)  # Standard: read again
    assert dialog.unreadable.isVisible()
    assert dialog.histogram.accessibleDescription() == NOT_READ
    assert shown(dialog)["played"] == "—"
    monkeypatch.setattr(History, "figures", figures)  # let go
    qtbot.keyClick(dialog.variant_box, Qt.Key.Key_Up)  # All variants: read, this time
    assert not dialog.unreadable.isVisible()
    assert dialog.histogram.accessibleDescription().startswith("Scores of 8 games: 4 wins")
    assert shown(dialog)["played"] == "8"
    show_progress(qtbot, dialog)
    assert dialog.progress.line.isVisible()
    assert dialog.progress.rated_line.isVisible()
    assert dialog.progress.chart.accessibleDescription() == "8 games so far: " + (
        "your progress is charted from 10 games on."
    )
