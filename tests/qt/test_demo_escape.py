"""Escape stops the demo, as Ctrl+D does, and Show me how: the key a player on the keys
alone tries first to stop what runs. A card marked by the keys is let go of first;
paused, Escape is full screen's as ever, and the demo waits on."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.scene import timing

from .test_demo import start_demo
from .test_winnable import short_budgets, shown_solution

__all__ = ["short_budgets"]  # fixtures, used by their names


def slow_demo(monkeypatch) -> None:
    import acesup_qt.demo

    monkeypatch.setattr(acesup_qt.demo, "scaled", lambda ms: 300)


def test_escape_stops_the_demo(qtbot, window, monkeypatch):
    slow_demo(monkeypatch)
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 1)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.action("demo").isChecked()
    assert window.statusBar().currentMessage() == "You stopped the demo: your move."
    made = len(window.model.game.moves)
    qtbot.wait(700)  # two of the demo's steps would have come by now
    assert len(window.model.game.moves) == made


def test_escape_lets_go_of_a_marked_place_before_it_stops_the_demo(qtbot, window, monkeypatch):
    slow_demo(monkeypatch)
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 1)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # the mark back, the demo playing on
    assert window.scene.focus is not None
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.scene.focus is None
    assert window.action("demo").isChecked()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.action("demo").isChecked()


def test_escape_while_paused_leaves_the_demo_waiting(qtbot, window, monkeypatch):
    slow_demo(monkeypatch)
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 1)
    qtbot.keyClick(window.view, Qt.Key.Key_P)
    assert window.action("pause").isChecked()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.action("demo").isChecked()  # waiting, to play on when the game goes on
    assert window.action("pause").isChecked()


def test_escape_stops_the_solution_being_shown(qtbot, window, monkeypatch):
    monkeypatch.setattr(timing, "scaled", lambda ms: 40)  # slow enough to interrupt
    game = shown_solution(qtbot, window, moves=3)
    assert "Escape stops it" in window.statusBar().currentMessage()
    window.activateWindow()  # back from the end-of-game dialog, as a window manager makes it
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    made = len(game.moves)
    qtbot.wait(200)
    assert len(game.moves) == made  # the table is the player's again
    assert window.statusBar().currentMessage() == "Stopped showing the solution."
