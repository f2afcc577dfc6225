"""The warning about the statistics file and "Play it again"'s complaint open clear
of the cards, as the question before leaving a game does: centred over the
window, they hid piles 1 to 4 of the game the player had come back to."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from acesup_qt.main_window import MainWindow

from ..storage.made_up import record as made_up_record
from .test_autosave_gui import db_path, open_window, show
from .test_dialog_placement import cards_hidden_by, on_a_large_screen
from .test_dialogs_clear_of_cards import indices_hidden_by, mid_game
from .test_statistics_from_play import open_statistics_from_the_toolbar

__all__ = ["db_path", "open_window"]  # fixtures, shared with the autosave tests


def warning_at_start(qtbot, open_window, db_path, monkeypatch) -> tuple[MainWindow, QMessageBox]:
    """A window on a large screen telling, as the game comes back, that its statistics
    file could not be read; and that warning, open."""
    on_a_large_screen(monkeypatch)
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"\x00garbage, not a database" * 100)
    win = open_window()
    win.model.start_deal(1)
    show(qtbot, win)
    win.show_notices()  # as the app does once the window is shown: before How to play is laid
    box = win.dialog
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isVisible)
    return win, box


def test_the_warning_about_a_corrupt_statistics_file_opens_clear_of_the_cards(
    qtbot, open_window, db_path, monkeypatch
):
    win, box = warning_at_start(qtbot, open_window, db_path, monkeypatch)
    assert "could not be read" in box.text()
    assert cards_hidden_by(win, box) == []
    assert indices_hidden_by(win, box) == []
    assert win.frameGeometry().contains(box.frameGeometry())  # on the felt
    box.close()


def test_play_it_agains_complaint_opens_clear_of_the_cards(qtbot, open_window, monkeypatch):
    on_a_large_screen(monkeypatch)
    win = open_window()
    win.model.start_deal(2)
    show(qtbot, win)
    mid_game(qtbot, win, "d")
    # A record garbled by hand or by another program: its variant is no longer known.
    win.history.add(made_up_record(7)._replace(variant="spider"))
    dialog = open_statistics_from_the_toolbar(qtbot, win)
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findText("All variants"))
    table = dialog.recent_table
    point = table.visualRect(table.model().index(0, 2)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    (box,) = [b for b in dialog.findChildren(QMessageBox) if b.isVisible()]
    assert "This game cannot be played again" in box.text()
    assert cards_hidden_by(win, box) == []
    assert indices_hidden_by(win, box) == []
    assert win.frameGeometry().contains(box.frameGeometry())
    box.close()
    dialog.close()
