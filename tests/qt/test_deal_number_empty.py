"""Select deal number… with its line emptied says what to type, in the dialog's own
colour: it said "'' is not a deal number: expected 1 to 4294967295." in red,
quoting the nothing the player had typed, as if it were a fault."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QDialogButtonBox

from acesup_qt.dialogs.deal_number import PROBLEM_COLOUR


def test_an_emptied_deal_number_asks_for_one_without_a_complaint(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.line, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(dialog.line, Qt.Key.Key_Backspace)
    assert dialog.line.text() == ""
    assert dialog.problem.text() == "Type a deal number from 1 to 4294967295."
    colour = dialog.problem.palette().color(QPalette.ColorRole.WindowText)
    assert colour.name() != PROBLEM_COLOUR  # not in red: nothing is wrong yet
    assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    qtbot.keyClicks(dialog.line, "x")  # a fault, though, is one
    assert dialog.problem.text() == "'x' is not a deal number: expected 1 to 4294967295."
    assert dialog.problem.palette().color(QPalette.ColorRole.WindowText).name() == PROBLEM_COLOUR
    qtbot.keyClick(dialog.line, Qt.Key.Key_Backspace)
    assert dialog.problem.text() == "Type a deal number from 1 to 4294967295."
    dialog.reject()


def test_a_deal_number_with_a_point_is_told_what_is_wrong_on_one_line(qtbot, window):
    # "1.000" got "expected 1 to 4294967295", as a word would: a player who meant a
    # thousand was not told the point was the trouble.
    qtbot.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.line, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    height = dialog.height()
    qtbot.keyClicks(dialog.line, "4.294.967.295000")  # as long a line as it takes
    assert dialog.problem.text() == (
        "'4.294.967.295000' is not a deal number: digits only, no point: 1 to 4294967295."
    )
    qtbot.keyClick(dialog.line, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.line, "1,0000")
    assert dialog.problem.text() == (
        "'1,0000' is not a deal number: digits only, or in threes as 1,000."
    )
    qtbot.wait(50)  # laid out again, if it had to be
    assert dialog.height() == height  # said on the line it has: it does not grow
    assert dialog.problem.height() < 2 * dialog.problem.fontMetrics().lineSpacing()
    dialog.reject()
