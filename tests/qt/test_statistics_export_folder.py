"""The statistics' Export CSV… begins where the player exported to last.

It always began in Documents: a player who keeps the exports in a folder of
their own went there again, by hand, at every export. (The Save dialog stands
in for the player's choice, as in ``conftest.FileDialogs``; that the real one
opens in the folder offered is ``test_statistics_export``'s.)
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from .conftest import FileDialogs
from .test_statistics_dialog import history, known_history, open_dialog
from .test_statistics_export import answer_box

__all__ = ["history"]  # a fixture, shared with the dialog's tests


@pytest.fixture
def documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The player's Documents folder, in the test's own directory."""
    folder = tmp_path / "Documents"
    folder.mkdir()
    monkeypatch.setattr("PySide6.QtCore.QStandardPaths.writableLocation", lambda _: str(folder))
    return folder


def export(qtbot, dialog, dialogs: FileDialogs, answer: Path | None) -> Path:
    """Press Export CSV… and choose ``answer`` in the Save dialog (None: cancel);
    the folder the dialog began in."""
    dialogs.answer = str(answer) if answer is not None else ""
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    return Path(dialogs.offered[-1][1]).parent


def test_the_next_export_begins_in_the_folder_exported_to_last(
    qtbot, history, tmp_path, documents, dialogs
):
    known_history(history)
    sheets = tmp_path / "sheets"
    sheets.mkdir()
    dialog = open_dialog(qtbot, history)
    assert export(qtbot, dialog, dialogs, sheets / "week 49.csv") == documents  # the first
    assert dialog.export_note.text() == f"Exported 8 games to {sheets / 'week 49.csv'}."
    assert export(qtbot, dialog, dialogs, None) == sheets
    dialog.close()
    again = open_dialog(qtbot, history, "aces-only")  # Statistics opened anew: still there
    assert export(qtbot, again, dialogs, None) == sheets


def test_an_export_folder_that_is_gone_gives_way_to_documents(
    qtbot, history, tmp_path, documents, dialogs
):
    known_history(history)
    stick = tmp_path / "usb stick"
    stick.mkdir()
    dialog = open_dialog(qtbot, history)
    export(qtbot, dialog, dialogs, stick / "scores.csv")
    shutil.rmtree(stick)  # the stick taken out
    assert export(qtbot, dialog, dialogs, None) == documents


def test_a_failed_export_leaves_the_next_one_where_the_last_good_one_went(
    qtbot, history, tmp_path, documents, dialogs
):
    known_history(history)
    sheets = tmp_path / "sheets"
    sheets.mkdir()
    dialog = open_dialog(qtbot, history)
    export(qtbot, dialog, dialogs, sheets / "good.csv")
    told: list[str] = []
    answer_box(qtbot, told)
    export(qtbot, dialog, dialogs, tmp_path / "no such folder" / "bad.csv")
    assert told  # the failure said
    assert export(qtbot, dialog, dialogs, None) == sheets
