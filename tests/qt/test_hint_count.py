"""How hints are counted: one for each position the player asked about.

H again in the same position shows the next best move, the same hint's
alternatives: a new player pressed H five times to see them all and found
"With 5 hints." in the end-of-game dialog and 5 in the statistics.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import click, slot_point
from .test_coach import BEFORE_LAST_DEAL, at_the_choice
from .test_coach_summary import TO_THE_END, play_to_the_end, the_dialog
from .test_hint import ask_hint

CTRL = Qt.KeyboardModifier.ControlModifier


def test_cycling_through_a_positions_hints_counts_one_hint(qtbot, window):
    recorded = []
    window.recorder.game_recorded.connect(recorded.append)
    at_the_choice(window)  # deal 95: a discard or the last deal, and more
    shown = [ask_hint(qtbot, window)[1] for _ in range(5)]
    assert "[2 of" in shown[1]  # the alternatives, one by one
    play_to_the_end(qtbot, window)  # lost
    assert the_dialog(qtbot, window).helped.text() == "With 1 hint."
    assert [record.hints for record in recorded] == [1]  # as the statistics count it


def test_each_position_asked_about_is_a_hint_of_its_own(qtbot, window):
    at_the_choice(window)  # deal 95: a discard or the last deal, and more
    played = len(window.model.game.moves)
    ask_hint(qtbot, window)
    ask_hint(qtbot, window)  # the same position's next best move: no more help
    click(qtbot, window, slot_point(window, "stock"))  # the last deal
    ask_hint(qtbot, window)  # a new position: a hint of its own
    # Back to the first position: asked about already, its hint is no new help.
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    assert len(window.model.game.moves) == played
    ask_hint(qtbot, window)
    play_to_the_end(qtbot, window)  # lost
    assert the_dialog(qtbot, window).helped.text() == "With 2 hints and 1 undo."


def test_a_restart_is_a_new_game_its_hints_counted_from_none(qtbot, window, leave_answers):
    at_the_choice(window)
    ask_hint(qtbot, window)
    click(qtbot, window, slot_point(window, "stock"))
    ask_hint(qtbot, window)  # two hints in the game left
    leave_answers.append(True)
    qtbot.keyClick(window.view, Qt.Key.Key_R, CTRL)
    assert window.model.game.moves == []
    ask_hint(qtbot, window)
    play_to_the_end(qtbot, window, moves=f"{BEFORE_LAST_DEAL} {TO_THE_END}")  # lost
    dialog = the_dialog(qtbot, window)
    assert dialog.helped.text() == "With 1 hint."
    dialog.reject()
    window.action("statistics").trigger()  # the game left kept its own two
    table = window.dialog.recent_table
    hints = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    column = hints.index("Hints")
    assert [table.item(row, column).text() for row in range(2)] == ["1", "2"]
    window.dialog.reject()
