"""Full screen: Escape leaves it when the table has no other use for it, the status
bar stays in sight, and entering says once how to leave."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from .conftest import assert_table_shows_model, card_point, hover_drag, slot_point
from .test_arrow_keys import RIGHT, glowing, keys
from .test_autosave_gui import discard_by_click
from .test_pause import brightness, clock, time_shown

__all__ = ["clock"]  # a fixture, shared with the pause's tests

ESC = Qt.Key.Key_Escape
HOW_TO_LEAVE = "Full screen: F11 or Esc to leave"


def full_screen(qtbot, window) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)


def test_entering_says_how_to_leave_and_escape_leaves(qtbot, window):
    full_screen(qtbot, window)
    bar = window.status_bar
    assert bar.currentMessage() == HOW_TO_LEAVE
    assert bar.shown_message() == HOW_TO_LEAVE  # whole, not cut short
    qtbot.keyClick(window.view, ESC)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.action("full_screen").isChecked()


def test_the_status_bar_stays_in_sight_on_the_screen_in_full_screen(qtbot, window):
    full_screen(qtbot, window)
    bar = window.status_bar
    qtbot.waitUntil(lambda: window.geometry() == window.screen().geometry())
    assert bar.isVisible()
    on_screen = QPoint(0, 0) + bar.mapTo(window, QPoint(0, bar.height()))
    assert on_screen.y() <= window.height()  # its foot within the screen
    assert bar.height() >= bar.fontMetrics().height()  # a whole line of words
    for label in (window.deal_label, window.score_label):  # the game's labels too
        assert label.isVisible()
        assert label.width() >= label.fontMetrics().horizontalAdvance(label.text())


def test_escape_first_lets_go_of_a_marked_card_then_leaves(qtbot, window):
    full_screen(qtbot, window)
    keys(qtbot, window, RIGHT)
    assert glowing(window) == ["stock"]
    qtbot.keyClick(window.view, ESC)
    assert glowing(window) == []
    assert window.isFullScreen()
    qtbot.keyClick(window.view, ESC)
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_escape_while_dragging_puts_the_card_back_and_stays_full_screen(qtbot, window):
    full_screen(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    game = window.model.game
    card = game.piles[0][-1]
    hover_drag(qtbot, window, card_point(window, card), slot_point(window, "discard heap"))
    qtbot.keyClick(window.view, ESC)
    assert window.isFullScreen()
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton)
    assert game.piles[0][-1] == card  # the drop was called off: not discarded
    assert game.discards == []
    qtbot.waitUntil(lambda: not window.scene.animating)
    assert_table_shows_model(window)
    qtbot.keyClick(window.view, ESC)  # the drag over: Escape leaves
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_escape_in_a_dialog_closes_the_dialog_not_full_screen(qtbot, window):
    full_screen(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog  # Select deal number
    qtbot.waitUntil(dialog.isVisible)
    qtbot.keyClick(window.view, ESC)  # were it to reach the table: the dialog is in front
    assert window.isFullScreen()
    qtbot.keyClick(dialog.line, ESC)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.isFullScreen()


def test_escape_out_of_full_screen_changes_nothing(qtbot, window):
    qtbot.keyClick(window.view, ESC)
    assert not window.isFullScreen()
    assert window.windowState() == Qt.WindowState.WindowNoState


def test_escape_while_paused_leaves_full_screen_and_the_game_stays_paused(qtbot, window, clock):
    # "Full screen: F11 or Esc to leave" held but while paused: the pause took every key.
    full_screen(qtbot, window)
    discard_by_click(qtbot, window)  # the clock starts
    clock.now += 5
    card = window.model.game.piles[0][-1]
    keys(qtbot, window, RIGHT)  # a card marked by the keys, under the veil once paused
    qtbot.keyClick(window.view, Qt.Key.Key_P)
    pause = window.action("pause")
    assert pause.isChecked()
    qtbot.keyClick(window.view, ESC)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.action("full_screen").isChecked()
    # Still paused: the cards hidden, the clock stopped, until P or a click.
    assert pause.isChecked()
    assert brightness(window, card) < 100  # the felt, darker: no card in sight
    clock.now += 600
    assert time_shown(window) == "0:05"
    qtbot.keyClick(window.view, ESC)  # out of full screen: nothing more
    assert pause.isChecked()
    assert not window.isFullScreen()
    qtbot.keyClick(window.view, Qt.Key.Key_P)
    assert not pause.isChecked()
    assert brightness(window, card) > 150


def test_leaving_full_screen_takes_away_how_to_leave(qtbot, window):
    # The words told of a state gone: over a window no longer full screen, "Esc to
    # leave" lingered for seconds, and Escape there does nothing.
    bar = window.status_bar
    full_screen(qtbot, window)
    assert bar.currentMessage() == HOW_TO_LEAVE
    qtbot.keyClick(window.view, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert HOW_TO_LEAVE not in bar.currentMessage()
    full_screen(qtbot, window)
    qtbot.keyClick(window.view, ESC)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert HOW_TO_LEAVE not in bar.currentMessage()


def test_words_said_after_entering_stay_when_leaving(qtbot, window):
    full_screen(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_H)  # a hint: its words replace how to leave
    qtbot.waitUntil(lambda: window.status_bar.currentMessage().startswith("Hint:"))
    said = window.status_bar.currentMessage()
    qtbot.keyClick(window.view, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.status_bar.currentMessage().startswith("Hint:"), said
