"""Game > Pause (P): the clock stops, the cards hide, nothing plays until the player goes on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from acesup_qt.demo import DEMO_PAUSED, DEMO_RUNNING
from acesup_qt.engine import Card, format_moves
from acesup_qt.main_window import MainWindow
from acesup_qt.paused_table import PAUSED

from ..storage.play import Clock
from .conftest import card_point, click, play_on, slot_point
from .starts_lean import loaded_at_start
from .test_autosave_gui import discard_by_click
from .test_clean_win import finish, one_move_from_the_win
from .test_undo_buttons import press_tool


@pytest.fixture
def clock(qtbot, window: MainWindow) -> Clock:
    """The storage's clock, moved by hand; the first frame is up."""
    qtbot.waitUntil(lambda: window.play_clock._timer is not None)
    moved = Clock()
    window.recorder.autosave._clock = moved
    return moved


def time_shown(window: MainWindow) -> str:
    window.play_clock.show()  # as the next tick would
    return window.play_clock.clock_label.text()


def brightness(window: MainWindow, card: Card) -> float:
    """How light the place of ``card`` looks: a card's face is mostly white."""
    window.view.viewport().repaint()
    image = window.view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()  # the grab in device pixels (QT_SCALE_FACTOR)
    points = [card_point(window, card, y / 10) * ratio for y in range(1, 10)]
    return sum(QColor(image.pixel(p)).value() for p in points) / len(points)


def discardable_card_point(window: MainWindow) -> QPoint:
    game = window.model.game
    pile = next(i for i in range(4) if game.can_discard(i))
    return card_point(window, game.piles[pile][-1])


def press_p(qtbot, window: MainWindow) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_P)


def test_p_stops_the_clock_and_hides_the_cards_and_p_again_goes_on(qtbot, window, clock):
    discard_by_click(qtbot, window)  # the clock starts
    clock.now += 5
    card = window.model.game.piles[0][-1]
    assert brightness(window, card) > 150  # a card's face, mostly white
    press_p(qtbot, window)
    assert window.action("pause").isChecked()
    label = window.play_clock.clock_label
    assert not label.isEnabled()  # greyed, as while minimised
    assert "press P" in label.toolTip()
    assert brightness(window, card) < 100  # the felt, darker: no card in sight
    clock.now += 600  # ten minutes of tea
    assert time_shown(window) == "0:05"
    press_p(qtbot, window)
    assert not window.action("pause").isChecked()
    assert brightness(window, card) > 150
    clock.now += 3
    assert time_shown(window) == "0:08"
    assert label.isEnabled()
    assert window.recorder.autosave.elapsed() == 8


def test_a_click_on_a_card_while_paused_only_goes_on(qtbot, window, clock):
    point = discardable_card_point(window)
    press_p(qtbot, window)
    click(qtbot, window, point)
    assert not window.action("pause").isChecked()
    assert window.model.game.moves == []  # the click went on, and played nothing
    assert window.statusBar().currentMessage() == ""
    click(qtbot, window, point)  # at once, as a double-click: no card was in sight to aim at
    assert window.model.game.moves == []
    qtbot.wait(600)  # a click now is a click of its own, not the second of a double-click
    click(qtbot, window, point)
    assert len(window.model.game.moves) == 1


def test_while_paused_keys_and_the_toolbar_play_nothing(qtbot, window, clock):
    press_p(qtbot, window)
    for key in (Qt.Key.Key_1, Qt.Key.Key_Right, Qt.Key.Key_Return):
        qtbot.keyClick(window.view, key)
    assert window.statusBar().currentMessage() == ""  # the table's keys: quietly
    for key in (Qt.Key.Key_D, Qt.Key.Key_H):
        qtbot.keyClick(window.view, key)
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # demo
    for name in ("hint", "deal", "demo"):
        assert not window.action(name).isEnabled(), name
    press_tool(qtbot, window, "deal")  # greyed: a click does nothing
    qtbot.wait(100)
    assert window.model.game.moves == []
    assert window.scene.selected is None
    assert window.scene.hint is None
    assert not window.demo.running
    # A greyed action's key says why, as ever: how to go on, no "the stock is empty".
    assert window.statusBar().currentMessage() == PAUSED
    assert window.action("pause").isChecked()
    press_p(qtbot, window)
    for name in ("hint", "deal", "demo", "undo"):
        assert window.action(name).isEnabled() == (name != "undo"), name
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert len(window.model.game.moves) == 1


def test_nothing_changes_behind_the_veil_undo_redo_and_restart_are_greyed(qtbot, window, clock):
    # Undo used to go on unasked and take a move back, out of sight until then.
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    played = list(window.model.game.moves)
    assert len(played) == 1  # one to undo, one to redo
    press_p(qtbot, window)
    for name in ("undo", "redo", "restart"):
        assert not window.action(name).isEnabled(), name
    assert window.action("new").isEnabled()  # another game ends the pause, as ever
    assert window.action("open_game").isEnabled()
    ctrl = Qt.KeyboardModifier.ControlModifier
    for key in (Qt.Key.Key_Z, Qt.Key.Key_Y, Qt.Key.Key_R):
        qtbot.keyClick(window.view, key, ctrl)
    for name in ("undo", "redo", "restart"):
        press_tool(qtbot, window, name)
    qtbot.wait(100)
    assert window.dialog is None  # no "Restart this game?"
    assert window.model.game.moves == played
    assert window.action("pause").isChecked()
    assert window.statusBar().currentMessage() == PAUSED
    press_p(qtbot, window)
    for name in ("undo", "redo", "restart"):
        assert window.action(name).isEnabled(), name
    assert window.statusBar().currentMessage() == ""  # it said how to go on: gone on
    qtbot.keyClick(window.view, Qt.Key.Key_Z, ctrl)
    assert window.model.game.moves == []
    assert not window.action("undo").isEnabled()  # nothing left to undo, as ever


def test_a_new_game_while_paused_ends_the_pause(qtbot, window, clock):
    press_p(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert window.model.deal_number == 2  # Next deal
    assert not window.action("pause").isChecked()
    card = window.model.game.piles[1][-1]  # 4♠: mostly white (a king's picture is not)
    assert brightness(window, card) > 150


def test_the_demo_waits_while_paused_and_plays_on_after(qtbot, window, clock, monkeypatch):
    monkeypatch.setattr("acesup_qt.demo.scaled", lambda ms: 20)
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 1)
    press_p(qtbot, window)
    made = len(window.model.game.moves)
    qtbot.wait(300)
    assert len(window.model.game.moves) == made
    assert window.demo.running
    press_p(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) > made)


def test_while_paused_the_demos_words_invite_no_move_and_come_back_after(
    qtbot, window, clock, monkeypatch
):
    # "Make any move to take over." under the veil, where no move can be made.
    monkeypatch.setattr("acesup_qt.demo.scaled", lambda ms: 20)
    bar = window.statusBar()
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 1)
    assert bar.currentMessage() == DEMO_RUNNING
    press_p(qtbot, window)
    assert bar.currentMessage() == (
        "Demo: waiting while the game is paused; it plays on when you go on."
    )
    assert "move" not in bar.currentMessage()
    qtbot.wait(100)  # the demo's next step comes and waits: the words stay
    assert bar.currentMessage() == DEMO_PAUSED
    press_p(qtbot, window)
    assert bar.currentMessage() == DEMO_RUNNING
    made = len(window.model.game.moves)
    qtbot.waitUntil(lambda: len(window.model.game.moves) > made)
    # Gone on by a click on the table, as the veil says: the same.
    press_p(qtbot, window)
    assert bar.currentMessage() == DEMO_PAUSED
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert bar.currentMessage() == DEMO_RUNNING


def test_a_card_dragged_when_p_is_pressed_goes_back_to_its_pile(qtbot, window, clock):
    from .conftest import hover_drag

    game = window.model.game
    card = game.piles[0][-1]
    rest = window.scene.cards[card].pos()
    hover_drag(qtbot, window, card_point(window, card), slot_point(window, "pile 3"))
    assert window.scene.cards[card].pos() != rest
    press_p(qtbot, window)
    assert window.scene.cards[card].pos() == rest
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton)
    press_p(qtbot, window)
    assert game.moves == []
    assert window.scene.cards[card].pos() == rest


def test_the_clock_keeps_its_width_at_ten_minutes_and_an_hour(qtbot, window, clock):
    discard_by_click(qtbot, window)
    label, moves = window.play_clock.clock_label, window.play_clock.moves_label
    clock.now += 9.5
    time_shown(window)
    qtbot.wait(20)  # the status bar lays out again
    width, x = label.width(), moves.x()
    for later, text in ((591, "10:00"), (3000, "1:00:00")):
        clock.now += later
        assert time_shown(window) == text
        qtbot.wait(20)
        assert label.width() == width, text
        assert moves.x() == x, text  # the labels beside the clock stayed put


def test_the_pause_loads_nothing_before_it_is_used():
    assert loaded_at_start("paused_table", "scene.pause_veil") == []


def test_a_solution_shown_waits_while_paused(qtbot, window, monkeypatch):
    from acesup_qt.scene import timing

    from .test_winnable import shown_solution

    monkeypatch.setattr(timing, "scaled", lambda ms: 20)
    game = shown_solution(qtbot, window, moves=2)
    window.activateWindow()  # as the desktop does once the dialog is gone (offscreen does not)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    press_p(qtbot, window)
    assert window.action("pause").isChecked()
    made = len(game.moves)
    qtbot.wait(200)
    assert len(game.moves) == made
    press_p(qtbot, window)
    qtbot.waitUntil(game.is_won, timeout=5000)  # shown to its end


def test_a_finished_game_has_nothing_to_pause(qtbot, window):
    dialog = finish(qtbot, window, one_move_from_the_win(window))
    dialog.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert not window.action("pause").isEnabled()
    press_p(qtbot, window)
    assert not window.action("pause").isChecked()  # the won table stays in sight
    said = window.statusBar().currentMessage()
    assert said.endswith("The game is over: its clock has stopped, there is nothing to pause.")
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.action("pause").isEnabled()  # a move to make again: a clock to stop


def test_a_finished_game_looked_back_along_has_nothing_to_pause(qtbot, window):
    # Review moves at move 11: P hid the table under review behind "Paused" and
    # "stopped" a clock that had stopped at the game's end, as a won table's does not.
    from .review_panel import click_row, open_review

    dock = open_review(qtbot, window)
    click_row(qtbot, dock, 10)  # the table before move 11: the result stands
    assert not window.model.game.is_over()
    assert not window.action("pause").isEnabled()
    press_p(qtbot, window)
    assert not window.action("pause").isChecked()
    assert not window.view.veiled  # the position looked at stays in sight
    said = window.statusBar().currentMessage()
    assert said.endswith("The game is over: its clock has stopped, there is nothing to pause.")
    dock.close()  # the table left where the review put it: a move off the line plays on
    line = window.recorder.reviewed_line
    assert format_moves(line[10:11]) != "d"
    play_on(qtbot, window, "d")
    assert window.action("pause").isEnabled()  # the game is on again, its clock running
