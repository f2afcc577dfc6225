"""Select deal number…, Open game's complaint and About open clear of the game in progress,
as the question before leaving a game does: centred on the window, they hid piles 1 to 4."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from acesup_qt import table_surroundings
from acesup_qt.dialogs.deal_number import DealNumberDialog
from acesup_qt.dialogs.info import AboutDialog

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


def test_select_deal_number_opens_clear_of_the_cards_at_1280x800(qtbot, window, monkeypatch):
    on_a_large_screen(monkeypatch)
    mid_game(qtbot, window, "d d")
    dialog = ask_for_a_deal(qtbot, window)
    assert cards_hidden_by(window, dialog) == []
    assert window.frameGeometry().contains(dialog.frameGeometry())  # on the felt
    qtbot.keyClick(dialog.line, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.recorder.in_progress  # the game goes on


def test_with_tall_piles_on_an_800x600_screen_select_deal_number_leaves_top_cards_in_sight(
    qtbot, window, monkeypatch
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
    dialog = ask_for_a_deal(qtbot, window)
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


def test_select_deal_number_keeps_clear_of_the_cards_as_the_window_is_made_smaller(
    qtbot, window, monkeypatch
):
    on_a_large_screen(monkeypatch)
    mid_game(qtbot, window, "d d")
    dialog = ask_for_a_deal(qtbot, window)
    make_smaller(qtbot, window)
    # Left where it opened, it hung below the window's foot.
    qtbot.waitUntil(lambda: window.frameGeometry().contains(dialog.frameGeometry()))
    assert cards_hidden_by(window, dialog) == []
    qtbot.keyClick(dialog.line, Qt.Key.Key_Escape)


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


def test_select_deal_number_keeps_clear_of_the_cards_as_the_windows_top_is_dragged_down(
    qtbot, window, monkeypatch
):
    on_a_large_screen(monkeypatch)
    mid_game(qtbot, window, "d d")
    window.setGeometry(200, 150, 1000, 650)
    qtbot.waitUntil(lambda: window.geometry() == QRect(200, 150, 1000, 650))
    dialog = ask_for_a_deal(qtbot, window)
    drag_the_top_left_corner_in(qtbot, window, 5)
    assert window.geometry() == QRect(230, 350, 970, 450)
    # Placed as the table was laid out, before the window had moved, it hid four cards.
    qtbot.waitUntil(lambda: cards_hidden_by(window, dialog) == [], timeout=1000)
    qtbot.keyClick(dialog.line, Qt.Key.Key_Escape)


def open_about(qtbot, window) -> QWidget:
    """Help > About Aces Up, as a player opens it: Help with the mouse, then its letter."""
    bar = window.menuBar()
    (title,) = [action for action in bar.actions() if action.text() == "&Help"]
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    qtbot.waitUntil(title.menu().isVisible)
    qtbot.keyClick(title.menu(), Qt.Key.Key_A)
    dialog = open_modal(qtbot)
    assert isinstance(dialog, AboutDialog)
    return dialog


@pytest.mark.parametrize("size", [(1280, 800), (1366, 706), (1600, 960)])
def test_about_opens_clear_of_the_cards(qtbot, window, monkeypatch, size):
    # Centred on the window, its few lines hid the lower half of piles 1 to 4,
    # the felt under them bare (1366x768, and the window maximised as well).
    on_a_large_screen(monkeypatch)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    mid_game(qtbot, window, "d d")
    dialog = open_about(qtbot, window)
    assert cards_hidden_by(window, dialog) == []
    assert window.frameGeometry().contains(dialog.frameGeometry())  # on the felt
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.recorder.in_progress  # the game goes on


def test_about_keeps_clear_of_the_cards_as_the_window_is_made_smaller(qtbot, window, monkeypatch):
    on_a_large_screen(monkeypatch)
    mid_game(qtbot, window, "d d")
    dialog = open_about(qtbot, window)
    make_smaller(qtbot, window)
    qtbot.waitUntil(lambda: window.frameGeometry().contains(dialog.frameGeometry()))
    assert cards_hidden_by(window, dialog) == []
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
