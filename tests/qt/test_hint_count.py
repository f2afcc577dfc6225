"""How hints are counted: one for each position the player asked about.

H again in the same position shows the next best move, the same hint's
alternatives: a new player pressed H five times to see them all and found
"With 5 hints." in the end-of-game dialog and 5 in the statistics.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import click, slot_point
from .test_coach import at_the_choice
from .test_coach_summary import play_to_the_end, the_dialog
from .test_hint import ask_hint


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
    game = window.model.game  # deal 1: two moves to choose from
    ask_hint(qtbot, window)
    ask_hint(qtbot, window)
    click(qtbot, window, slot_point(window, "stock"))
    ask_hint(qtbot, window)
    assert window.recorder.hints == 2
    # Back to the first position: asked about already, its hint is no new help.
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.moves == []
    ask_hint(qtbot, window)
    assert window.recorder.hints == 2
    # A restart is a new game, its hints counted from none.
    qtbot.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    ask_hint(qtbot, window)
    assert window.recorder.hints == 1
