"""Demo: the fair strategy plays on from the table's position until stopped."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.engine import new_game
from acesup_qt.engine.strategy import play_game

from .conftest import click, slot_point


def start_demo(qtbot, window) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)


def test_the_demo_plays_the_strategy_game_to_its_end(qtbot, window):
    expected = play_game(new_game(window.model.game.deck)).moves
    start_demo(qtbot, window)
    assert window.action("demo").isChecked()
    qtbot.waitUntil(lambda: window.model.game.is_over(), timeout=20000)
    assert window.model.game.moves == expected  # the strategy's own game, move by move
    qtbot.waitUntil(lambda: not window.action("demo").isChecked())
    assert "demo played the game to its end" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    window.end_dialog.reject()
    # Every move went through the Undo history: the player can step back through it.
    assert window.model.undo_stack.count() == len(expected)
    assert window.recorder.hints == len(expected)  # demo moves count as help


def test_how_to_take_over_is_said_as_long_as_the_demo_plays(qtbot, window, monkeypatch):
    import acesup_qt.demo
    import acesup_qt.main_window

    monkeypatch.setattr(acesup_qt.demo, "scaled", lambda ms: 100)
    monkeypatch.setattr(acesup_qt.main_window, "MESSAGE_MS", 150)  # other words go this soon
    status = window.statusBar()
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 3, timeout=5000)
    assert window.action("demo").isChecked()
    assert status.currentMessage().endswith("Make any move to take over.")
    start_demo(qtbot, window)  # Ctrl+D again: stopped
    assert not window.action("demo").isChecked()
    assert "take over" not in status.currentMessage()
    assert "You stopped the demo" in status.currentMessage()


def test_how_to_take_over_comes_back_when_other_words_go_while_the_demo_plays(
    qtbot, window, monkeypatch
):
    import acesup_qt.demo
    import acesup_qt.main_window

    monkeypatch.setattr(acesup_qt.demo, "scaled", lambda ms: 300)
    monkeypatch.setattr(acesup_qt.main_window, "MESSAGE_MS", 100)
    status = window.statusBar()
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 1)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # nothing chosen: the bar says so
    assert status.currentMessage() == "Press 1 to 4 to choose a pile's top card first"
    qtbot.waitUntil(lambda: status.currentMessage().endswith("Make any move to take over."))
    qtbot.keyClick(window.view, Qt.Key.Key_1)  # a card chosen: its words, until the demo moves
    assert "selected" in status.currentMessage()
    made = len(window.model.game.moves)
    qtbot.waitUntil(lambda: len(window.model.game.moves) > made)
    assert window.action("demo").isChecked()
    assert status.currentMessage().endswith("Make any move to take over.")


def test_a_move_of_the_player_takes_over_from_the_demo(qtbot, window, monkeypatch):
    import acesup_qt.demo

    monkeypatch.setattr(acesup_qt.demo, "scaled", lambda ms: 400)
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 1)
    made = len(window.model.game.moves)
    click(qtbot, window, slot_point(window, "stock"))
    assert not window.action("demo").isChecked()
    assert "took over" in window.statusBar().currentMessage()
    dealt_by_player = len(window.model.game.moves)
    assert dealt_by_player == made + 1
    qtbot.wait(900)  # two of the demo's steps would have come by now
    assert len(window.model.game.moves) == dealt_by_player


def test_a_hint_asked_for_takes_over_from_the_demo_and_stays(qtbot, window, monkeypatch):
    import acesup_qt.demo

    monkeypatch.setattr(acesup_qt.demo, "scaled", lambda ms: 300)
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 1)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert not window.action("demo").isChecked()
    made = len(window.model.game.moves)
    qtbot.waitUntil(lambda: window.scene.hint is not None, timeout=5000)
    words = window.statusBar().currentMessage()
    assert "win chance" in words
    qtbot.wait(700)  # two of the demo's steps would have come by now
    assert len(window.model.game.moves) == made
    assert window.scene.hint is not None
    assert window.statusBar().currentMessage().startswith(words.split(" (")[0])


def test_undo_stops_the_demo_and_takes_its_move_back(qtbot, window, monkeypatch):
    import acesup_qt.demo

    monkeypatch.setattr(acesup_qt.demo, "scaled", lambda ms: 400)
    before = window.model.game.to_text()
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) == 1)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not window.action("demo").isChecked()
    assert window.model.game.to_text() == before
    qtbot.wait(900)
    assert window.model.game.to_text() == before


def test_switching_the_demo_off_stops_it(qtbot, window, monkeypatch):
    import acesup_qt.demo

    monkeypatch.setattr(acesup_qt.demo, "scaled", lambda ms: 300)
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 1)
    start_demo(qtbot, window)  # the same key again: off
    assert not window.action("demo").isChecked()
    # The status bar no longer says the strategy plays on.
    assert window.statusBar().currentMessage() == "You stopped the demo: your move"
    made = len(window.model.game.moves)
    qtbot.wait(700)
    assert len(window.model.game.moves) == made
