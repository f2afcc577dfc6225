"""Select deal number, the question before leaving a game and the warnings are gone
once closed: each stayed a child of the window, following its table, for as long as
the window was open."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from acesup_qt.dialogs.deal_number import DealNumberDialog

from .conftest import click, keep_playing_when_asked, slot_point
from .test_dialogs_clear_of_cards import (
    ask_for_a_deal,
    complain_of_a_bad_file,
    mid_game,
    open_modal,
)


def dialogs_left(window) -> list[QDialog]:
    return window.findChildren(QDialog)


def test_select_deal_number_is_gone_once_closed_either_way(qtbot, window):
    dialog = ask_for_a_deal(qtbot, window)
    qtbot.keyClick(dialog.line, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: dialogs_left(window) == [])
    window.action("select_deal").trigger()  # Game > Select deal number…
    dialog = open_modal(qtbot)
    assert isinstance(dialog, DealNumberDialog)
    dialog.line.setText("7")
    qtbot.keyClick(dialog.line, Qt.Key.Key_Return)
    assert window.model.deal_number == 7  # read before it went
    qtbot.waitUntil(lambda: not window.findChildren(DealNumberDialog))


def test_the_question_before_leaving_a_game_is_gone_once_answered(qtbot, window):
    click(qtbot, window, slot_point(window, "stock"))  # a game in progress
    asked = keep_playing_when_asked(qtbot)
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert asked  # asked,
    assert window.model.game.moves  # and kept playing
    qtbot.waitUntil(lambda: dialogs_left(window) == [])


def test_a_warning_is_gone_once_read(qtbot, window, tmp_path: Path):
    mid_game(qtbot, window)
    box = complain_of_a_bad_file(qtbot, window, tmp_path)
    assert isinstance(box, QMessageBox)
    qtbot.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    qtbot.waitUntil(lambda: dialogs_left(window) == [])
