"""Open game's complaint opens clear of the game in progress, as the question before leaving
a game does: centred on the window, it hid piles 1 to 4. (So does Select deal number…:
``test_select_deal_clear_of_cards``; About, about the program rather than the game, opens
centred over the window: ``test_dialogs_in_window``.)"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from acesup_qt import table_surroundings
from acesup_qt.dialogs.deal_number import DealNumberDialog

from .conftest import click, slot_point
from .test_dialog_placement import (
    cards_hidden_by,
    drag_the_top_left_corner_in,
    on_a_large_screen,
)

# Deal 69 after six deals and no discards: with the one by mouse, piles of eight cards.
TALL_MOVES = "d d d d d d"


def mid_game(qtbot, window, moves: str = "") -> None:
    """A game in progress on the table: ``moves`` from the deal, then a deal by mouse."""
    window.model.restore(window.model.game.deck, "standard", moves, window.model.deal_number)
    click(qtbot, window, slot_point(window, "stock"))
    assert window.recorder.in_progress


def open_modal(qtbot) -> QWidget:
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None)
    dialog = QApplication.activeModalWidget()
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def indices_hidden_by(window, dialog: QWidget) -> list:
    """The top cards' index corners (top left) the dialog's window overlaps."""
    around = table_surroundings.surroundings(window)
    return [rect for rect in around.indices if rect.intersects(dialog.frameGeometry())]


def ask_for_a_deal(qtbot, window) -> QWidget:
    qtbot.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    dialog = open_modal(qtbot)
    assert isinstance(dialog, DealNumberDialog)
    return dialog


def complain_of_a_bad_file(qtbot, window, folder: Path) -> QWidget:
    """Open game's complaint about a file that holds no game, as it opens."""
    bad = folder / "bad.acesup.txt"
    bad.write_text("not a game\n")
    assert not window.dialogs.files.open_path(bad)  # as if chosen in the file dialog
    return open_modal(qtbot)


def test_with_tall_piles_on_an_800x600_screen_open_games_complaint_leaves_top_cards_in_sight(
    qtbot, window, monkeypatch, tmp_path: Path
):
    found = table_surroundings.surroundings
    small = QRect(0, 0, 800, 600)  # the test screen is taller: room under the window
    monkeypatch.setattr(
        table_surroundings, "surroundings", lambda w: replace(found(w), screen=small)
    )
    window.model.start_deal(69)
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    mid_game(qtbot, window, TALL_MOVES)
    assert min(len(pile) for pile in window.model.game.piles) == 8
    dialog = complain_of_a_bad_file(qtbot, window, tmp_path)
    assert cards_hidden_by(window, dialog)  # no felt for it on an 800x600 screen
    # Where no spot hides no card, it hides covered cards, never what is on top.
    assert indices_hidden_by(window, dialog) == []
    dialog.reject()


def test_open_games_complaint_about_a_bad_file_opens_clear_of_the_cards(
    qtbot, window, monkeypatch, tmp_path: Path
):
    on_a_large_screen(monkeypatch)
    mid_game(qtbot, window, "d d")
    box = complain_of_a_bad_file(qtbot, window, tmp_path)
    assert isinstance(box, QMessageBox)
    assert "cannot be opened" in box.text()
    assert cards_hidden_by(window, box) == []
    assert window.frameGeometry().contains(box.frameGeometry())
    box.accept()
    assert window.recorder.in_progress


def make_smaller(qtbot, window) -> None:
    """The player makes the window smaller (or un-maximises it): the table shrinks."""
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.width() == 1024)


def test_open_games_complaint_keeps_clear_of_the_cards_as_the_window_is_made_smaller(
    qtbot, window, monkeypatch, tmp_path: Path
):
    on_a_large_screen(monkeypatch)
    mid_game(qtbot, window, "d d")
    box = complain_of_a_bad_file(qtbot, window, tmp_path)
    make_smaller(qtbot, window)
    qtbot.waitUntil(lambda: window.frameGeometry().contains(box.frameGeometry()))
    assert cards_hidden_by(window, box) == []
    box.accept()


def test_open_games_complaint_keeps_clear_of_the_cards_as_the_windows_top_is_dragged_down(
    qtbot, window, monkeypatch, tmp_path: Path
):
    on_a_large_screen(monkeypatch)
    mid_game(qtbot, window, "d d")
    window.setGeometry(200, 150, 1000, 650)
    qtbot.waitUntil(lambda: window.geometry() == QRect(200, 150, 1000, 650))
    box = complain_of_a_bad_file(qtbot, window, tmp_path)
    drag_the_top_left_corner_in(qtbot, window, 5)
    assert window.geometry() == QRect(230, 350, 970, 450)
    # Placed as the table was laid out, before the window had moved, it hid four cards.
    qtbot.waitUntil(lambda: cards_hidden_by(window, box) == [], timeout=1000)
    box.accept()
