"""The statistics' Export: the file it suggests, by the variant's name and in the
player's documents; what it writes; and what it says, done or not."""

from __future__ import annotations

import csv
import errno
import re
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from .test_statistics_dialog import history, known_history, open_dialog

__all__ = ["history"]  # a fixture, shared with the dialog's tests


def save_as(monkeypatch, target: Path) -> None:
    """The export's file dialog answers with ``target``, as the player would choose it."""
    monkeypatch.setattr(
        "acesup_qt.dialogs.statistics.QFileDialog.getSaveFileName",
        lambda *args, **kwargs: (str(target), "CSV files (*.csv)"),
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


def test_export_suggests_a_file_in_documents_not_where_the_game_was_started(
    qtbot, history, tmp_path, monkeypatch
):
    known_history(history)
    documents = tmp_path / "Documents"
    documents.mkdir()
    monkeypatch.setattr(
        "acesup_qt.dialogs.statistics.QStandardPaths.writableLocation", lambda _: str(documents)
    )
    monkeypatch.chdir(tmp_path)  # the working directory: / for a macOS bundle
    asked = []
    monkeypatch.setattr(
        "acesup_qt.dialogs.statistics.QFileDialog.getSaveFileName",
        lambda _parent, _title, suggested, _kinds: (asked.append(suggested), ("", ""))[1],
    )
    dialog = open_dialog(qtbot, history, "standard")
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    (suggested,) = asked
    assert Path(suggested).parent == documents
    assert Path(suggested).name.startswith("acesup-standard-")


@pytest.mark.parametrize(
    ("variant", "name"),
    [("aces-only", "four-ace-patience"), ("standard", "standard"), (None, "all")],
)
def test_the_export_suggests_a_file_named_by_the_variant_the_player_knows(
    qtbot, history, monkeypatch, variant, name
):
    # "acesup-aces-only-…" named the variant as only the code does.
    known_history(history)
    suggested: list[str] = []

    def choose(parent, title, path, filters):
        suggested.append(Path(path).name)
        return "", ""  # the player cancels

    monkeypatch.setattr("acesup_qt.dialogs.statistics.QFileDialog.getSaveFileName", choose)
    dialog = open_dialog(qtbot, history, variant)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    (file_name,) = suggested
    assert re.fullmatch(rf"acesup-{name}-\d{{8}}\.csv", file_name)


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
