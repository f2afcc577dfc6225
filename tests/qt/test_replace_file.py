"""Saving over a file: one question, in the game's words, with Replace it and Keep it.

Qt's own file dialog asked "Do you want to replace it?" with Yes and No, and for
a bare name the game completed (a saved game's ".acesup.txt") the game asked
again in words of its own, once the dialog had closed, Yes pressed by Enter.
Now the question comes while the dialog is open, about the name the file will
have, Keep it pressed by Enter, and keeping the file leaves the dialog open for
another name. The real dialog (Qt's own, as on a bare X server), by the keys.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox, QWidget

from acesup_qt import settings
from acesup_qt.dialogs.replace_file import KEEP, REPLACE
from acesup_qt.main_window import MainWindow

from .test_statistics_dialog import history, known_history, open_dialog

__all__ = ["history"]  # the fixture, for the export's test

CTRL = Qt.KeyboardModifier.ControlModifier


def when_up(kind: type[QWidget], act: Callable, after: QWidget | None = None) -> None:
    """``act(box)`` once a modal ``kind`` other than ``after`` is the one on top."""

    def wait_for_it() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, kind) or box is after:
            QTimer.singleShot(10, wait_for_it)
            return
        act(box)

    QTimer.singleShot(0, wait_for_it)


def type_name(qtbot, dialog: QFileDialog, name: str) -> None:
    """Type ``name`` over the dialog's file name and press Enter."""
    field = dialog.findChild(QLineEdit, "fileNameEdit")
    field.selectAll()
    qtbot.keyClicks(field, name)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def question(box: QMessageBox) -> dict:
    return {
        "title": box.windowTitle(),
        "text": box.text(),
        "more": box.informativeText(),
        "buttons": sorted(b.text() for b in box.buttons()),
        "default": box.defaultButton().text(),
    }


def test_keeping_a_game_file_leaves_the_dialog_open_for_another_name(
    qtbot, window: MainWindow, tmp_path: Path
):
    mine = tmp_path / "mine.acesup.txt"
    mine.write_text("kept")
    settings.set_game_folder(str(tmp_path))
    asked: list[dict] = []
    still_open: list[bool] = []

    def keep(box: QMessageBox) -> None:
        asked.append(question(box))
        qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter keeps it

    def answer(dialog: QFileDialog) -> None:
        when_up(QMessageBox, keep)
        type_name(qtbot, dialog, "mine")  # a bare name: the game adds ".acesup.txt"
        still_open.append(QApplication.activeModalWidget() is dialog)
        type_name(qtbot, dialog, "yours")

    when_up(QFileDialog, answer)
    qtbot.keyClick(window.view, Qt.Key.Key_S, CTRL)
    assert asked == [
        {
            "title": "Save game as",
            "text": "mine.acesup.txt already exists. Replace it?",
            "more": f"It is in {tmp_path}. Replacing it loses what it holds now.",
            "buttons": sorted([REPLACE, KEEP]),
            "default": KEEP,
        }
    ]
    assert still_open == [True]
    assert mine.read_text() == "kept"
    assert (tmp_path / "yours.acesup.txt").read_text().startswith("deal: 1\n")
    assert window.status_bar.currentMessage() == f"Game saved to {tmp_path / 'yours.acesup.txt'}."


def test_a_game_file_replaced_is_asked_about_once(qtbot, window: MainWindow, tmp_path: Path):
    # Qt's dialog asked about the name typed, then the game again: one question now.
    mine = tmp_path / "mine.acesup.txt"
    mine.write_text("last week's")
    settings.set_game_folder(str(tmp_path))
    asked: list[str] = []

    def replace(box: QMessageBox) -> None:
        asked.append(box.text())
        for button in box.buttons():  # none, in Qt's Yes and No: the test fails, not hangs
            if button.text() == REPLACE:
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                break
        else:
            qtbot.keyClick(box, Qt.Key.Key_Escape)
        when_up(QMessageBox, lambda again: asked.append(again.text()), after=box)

    def answer(dialog: QFileDialog) -> None:
        when_up(QMessageBox, replace)
        type_name(qtbot, dialog, "mine.acesup.txt")
        if dialog.isVisible():  # the file kept, as the test will say: close the dialog
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_up(QFileDialog, answer)
    qtbot.keyClick(window.view, Qt.Key.Key_S, CTRL)
    qtbot.wait(100)  # time for a second question, were there one
    assert asked == ["mine.acesup.txt already exists. Replace it?"]
    assert mine.read_text().startswith("deal: 1\n")


def test_an_export_over_a_file_asks_about_the_name_with_csv_added(
    qtbot, history, tmp_path: Path, monkeypatch
):
    known_history(history)
    out = tmp_path / "out.csv"
    out.write_text("the export of last week\n")
    monkeypatch.setattr("acesup_qt.settings.export_folder", lambda: str(tmp_path))
    dialog = open_dialog(qtbot, history)
    asked: list[dict] = []

    def keep(box: QMessageBox) -> None:
        asked.append(question(box))
        qtbot.keyClick(box, Qt.Key.Key_Escape)

    def answer(files: QFileDialog) -> None:
        when_up(QMessageBox, keep)
        type_name(qtbot, files, "out")  # the dialog adds ".csv"
        qtbot.keyClick(files, Qt.Key.Key_Escape)  # and the player gives up

    when_up(QFileDialog, answer)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert [(a["title"], a["text"], a["default"]) for a in asked] == [
        ("Export CSV", "out.csv already exists. Replace it?", KEEP)
    ]
    assert out.read_text() == "the export of last week\n"
    assert not dialog.export_note.isVisible()
