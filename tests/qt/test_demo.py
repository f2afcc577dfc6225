"""Demo: the fair strategy plays on from the table's position until stopped."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from acesup_qt.dialogs.leave_game import KEEP
from acesup_qt.engine import new_game
from acesup_qt.engine.fair_play import play_game

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
    # Demo moves count as help, apart from hints; every move on the table is the demo's.
    assert (window.recorder.demo_moves, window.recorder.hints) == (len(expected), 0)
    assert window.recorder.demo_line == frozenset(range(1, len(expected) + 1))


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
    assert status.currentMessage().startswith("Press 1 to 4, or Left or Right, to choose")
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
    assert window.statusBar().currentMessage() == "You stopped the demo: your move."
    made = len(window.model.game.moves)
    qtbot.wait(700)
    assert len(window.model.game.moves) == made


def answer_when_asked(qtbot, label: str, seen: list[int], window) -> None:
    """Once the modal question is up and the demo has had time to move, note the moves
    made meanwhile and press ``label``."""

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        before = len(window.model.game.moves)
        qtbot.wait(300)  # the demo, unheld, moves at once (no animations in tests)
        seen.append(len(window.model.game.moves) - before)
        (button,) = [b for b in box.buttons() if b.text() == label]
        button.click()

    QTimer.singleShot(0, look)


def test_the_demo_waits_while_leave_this_game_is_asked_and_plays_on_if_kept(qtbot, window):
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 2)
    seen: list[int] = []
    answer_when_asked(qtbot, KEEP, seen, window)
    window.action("new").trigger()  # asks: the game is in progress
    assert seen == [0]  # no move while the question was open
    assert window.model.deal_number == 1  # the player kept the game
    played = len(window.model.game.moves)
    qtbot.waitUntil(lambda: len(window.model.game.moves) > played)  # and the demo plays on
    assert window.action("demo").isChecked()
    start_demo(qtbot, window)  # Ctrl+D: stopped


def test_the_demo_waits_while_the_deal_number_is_asked(qtbot, window):
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 2)
    window.action("select_deal").trigger()
    dialog = window.dialog
    assert dialog is not None
    assert dialog.isVisible()
    played = len(window.model.game.moves)
    qtbot.wait(300)
    assert len(window.model.game.moves) == played
    dialog.reject()  # Cancel: the demo plays on
    qtbot.waitUntil(lambda: len(window.model.game.moves) > played)
    start_demo(qtbot, window)


def test_the_demo_waits_while_a_game_file_is_chosen(qtbot, window, monkeypatch):
    from acesup_qt.dialogs import save_file

    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 2)
    made: list[int] = []

    def choose(*_: object) -> str:  # a native dialog: no Qt widget is open
        before = len(window.model.game.moves)
        qtbot.wait(300)
        made.append(len(window.model.game.moves) - before)
        return ""  # cancelled

    monkeypatch.setattr(save_file, "ask_open_file", choose)
    window.action("open_game").trigger()
    assert made == [0]
    played = len(window.model.game.moves)
    qtbot.waitUntil(lambda: len(window.model.game.moves) > played)
    start_demo(qtbot, window)


def test_the_demo_ends_a_game_dealt_twice_at_once_rather_than_shift_an_ace_to_and_fro(
    qtbot, window
):
    # Deal 5 dealt twice by D: before the last deal the demo moved a lone A♠ from
    # pile 2 to the empty pile 1 and back, thousands of times, and never dealt.
    window.model.start_deal(5)
    for _ in range(2):
        qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert len(window.model.game.moves) == 2
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: window.model.game.is_over(), timeout=30000)
    assert len(window.model.game.moves) < 100  # a whole game of Aces Up takes fewer
