"""The statistics' Export: the file it suggests, by the variant's name and in the
player's documents; what it writes; and what it says, done or not."""

from __future__ import annotations

import csv
import errno
import re
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox, QTreeView

from acesup_qt.dialogs.save_file import save_size

from .test_statistics_dialog import history, known_history, open_dialog

__all__ = ["history"]  # a fixture, shared with the dialog's tests


def save_as(monkeypatch, target: Path) -> None:
    """The export's file dialog answers with ``target``, as the player would choose it."""
    monkeypatch.setattr(
        "acesup_qt.dialogs.save_file.ask_save_file", lambda *args, **kwargs: str(target)
    )


def test_export_writes_the_selected_variant_as_csv(qtbot, history, tmp_path, monkeypatch):
    known_history(history)
    target = tmp_path / "out.csv"
    save_as(monkeypatch, target)
    dialog = open_dialog(qtbot, history, "aces-only")
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    with target.open(newline="") as f:
        rows = list(csv.DictReader(f))
    assert [r["ending"] for r in rows] == ["lost", "lost", "won"]


def test_a_successful_export_says_how_many_games_went_where(qtbot, history, tmp_path, monkeypatch):
    # The file dialog closed and nothing at all said the file was written.
    known_history(history)
    target = tmp_path / "out.csv"
    save_as(monkeypatch, target)
    dialog = open_dialog(qtbot, history, "aces-only")
    assert not dialog.export_note.isVisible()
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert dialog.export_note.isVisible()
    assert dialog.export_note.text() == f"Exported 3 games to {target}."
    assert QApplication.activeModalWidget() is None  # said, not asked to be dismissed


def test_a_failed_export_names_the_file_and_why(qtbot, history, tmp_path, monkeypatch):
    known_history(history)
    target = tmp_path / "no such folder" / "out.csv"
    save_as(monkeypatch, target)
    dialog = open_dialog(qtbot, history)
    told: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        told.append(box.text())
        qtbot.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(0, read_and_close)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert told == [
        f"The statistics could not be exported to {target} (No such file or directory). "
        "Choose another folder or file name."
    ]
    assert dialog.export_note.text() == (
        f"Not exported: {target} could not be written (No such file or directory)."
    )
    assert not target.parent.exists()


def answer_save_dialog(qtbot, seen: dict, typed: str | None = None) -> None:
    """Note what the Save dialog about to open shows, then type ``typed`` and press
    Enter in it, as a player would, or close it with Escape."""

    def read_and_answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QFileDialog)
        name_field = box.findChild(QLineEdit, "fileNameEdit")
        header = box.findChild(QTreeView, "treeView").header()
        seen.update(
            title=box.windowTitle(),
            size=box.size(),
            folder=Path(box.directory().absolutePath()),
            name=name_field.text(),
            selected=name_field.selectedText(),
            columns_reach=sum(header.sectionSize(i) for i in range(header.count())),
            list_width=header.viewport().width(),
        )
        if typed is None:
            qtbot.keyClick(box, Qt.Key.Key_Escape)
            return
        name_field.selectAll()
        qtbot.keyClicks(name_field, typed)
        qtbot.keyClick(name_field, Qt.Key.Key_Return)

    QTimer.singleShot(0, read_and_answer)


def test_export_suggests_a_file_in_documents_not_where_the_game_was_started(
    qtbot, history, tmp_path, monkeypatch
):
    known_history(history)
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr("PySide6.QtCore.QStandardPaths.writableLocation", lambda _: str(documents))
    monkeypatch.chdir(tmp_path)  # the working directory: / for a macOS bundle
    seen: dict = {}
    dialog = open_dialog(qtbot, history, "standard")
    answer_save_dialog(qtbot, seen)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert seen["folder"] == documents


@pytest.mark.parametrize(
    ("variant", "name"),
    [
        ("aces-only", "Aces Up statistics (Four Ace Patience) "),
        ("standard", "Aces Up statistics (Standard) "),
        (None, "Aces Up statistics "),
    ],
)
def test_the_export_suggests_a_file_named_in_words_with_the_day(
    qtbot, history, monkeypatch, variant, name
):
    # "acesup-aces-only-20261202.csv" named the variant as only the code does, and
    # the day as a number to decode.
    known_history(history)
    seen: dict = {}
    dialog = open_dialog(qtbot, history, variant)
    answer_save_dialog(qtbot, seen)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert re.fullmatch(re.escape(name) + r"\d{4}-\d\d-\d\d\.csv", seen["name"])
    assert seen["selected"] == seen["name"]  # typing replaces it whole
    assert not dialog.export_note.isVisible()  # cancelled: nothing to say


def test_the_save_dialog_is_titled_as_the_button_and_roomy_but_on_the_screen(qtbot, history):
    # Qt's own dialog opened at 634x435 whatever the screen, titled "Export
    # statistics" after a button reading "Export CSV...".
    known_history(history)
    seen: dict = {}
    dialog = open_dialog(qtbot, history)
    answer_save_dialog(qtbot, seen)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert seen["title"] == dialog.export_button.text().replace("&", "").rstrip("…")
    room = dialog.screen().availableGeometry()
    assert seen["size"] == save_size(room.size())
    assert seen["size"].width() >= min(860, room.width() * 9 // 10)
    assert seen["size"].height() <= room.height() * 9 // 10
    # The file list's columns across its whole width, no blank strip of header.
    assert seen["columns_reach"] == pytest.approx(seen["list_width"], abs=2)


@pytest.mark.parametrize(
    ("screen", "size"),
    [
        ((1920, 1080), (860, 560)),
        ((1366, 768), (860, 560)),
        ((1024, 600), (860, 540)),
        ((800, 600), (720, 540)),
    ],
)
def test_the_save_dialog_size_on_common_screens(screen, size):
    assert save_size(QSize(*screen)) == QSize(*size)


def test_a_name_typed_in_the_save_dialog_is_the_file_written(qtbot, history, tmp_path, monkeypatch):
    known_history(history)
    monkeypatch.setattr("PySide6.QtCore.QStandardPaths.writableLocation", lambda _: str(tmp_path))
    dialog = open_dialog(qtbot, history, "aces-only")
    answer_save_dialog(qtbot, {}, typed="mine")
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    target = tmp_path / "mine.csv"  # the .csv added, as the kind of file chosen says
    assert dialog.export_note.text() == f"Exported 3 games to {target}."
    with target.open(newline="") as f:
        assert len(list(csv.DictReader(f))) == 3


def answer_box(qtbot, told: list[str]) -> None:
    """Read the warning about to open, and close it with Enter."""

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        told.append(box.text())
        qtbot.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(0, read_and_close)


def test_a_statistics_file_failing_half_way_leaves_no_half_export(
    qtbot, history, tmp_path, monkeypatch
):
    known_history(history)
    target = tmp_path / "out.csv"
    target.write_text("the export of last week\n")
    save_as(monkeypatch, target)
    dialog = open_dialog(qtbot, history)
    rows = history._rows

    def breaks_half_way(variant):
        yield next(iter(rows(variant)))
        raise sqlite3.DatabaseError("database disk image is malformed")

    monkeypatch.setattr(history, "_rows", breaks_half_way)
    told: list[str] = []
    answer_box(qtbot, told)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert told == [
        f"The statistics could not be read from their file ({history.path}), so nothing was "
        f"exported to {target} (database disk image is malformed). Your statistics are as "
        "they were."
    ]
    assert target.read_text() == "the export of last week\n"  # not half of this one
    assert sorted(p.name for p in tmp_path.iterdir() if "out.csv" in p.name) == ["out.csv"]


def test_a_full_disk_says_so_and_leaves_no_half_export(qtbot, history, tmp_path, monkeypatch):
    known_history(history)
    target = tmp_path / "out.csv"
    save_as(monkeypatch, target)
    dialog = open_dialog(qtbot, history)

    def full(_fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("acesup_qt.storage.whole_file.os.fsync", full)
    told: list[str] = []
    answer_box(qtbot, told)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert told == [
        f"The statistics could not be exported to {target} (the disk is full). "
        "Make room on the disk, or choose another folder."
    ]
    assert not any("out.csv" in p.name for p in tmp_path.iterdir())
