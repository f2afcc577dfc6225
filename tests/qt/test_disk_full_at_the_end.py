"""A game that ends while the disk is full: its result is kept, the player is told it
is not recorded yet, and it is recorded with the next game once there is room.

Before, nothing said the result was missing (the end-of-game dialog only left the
record out), and the next game recorded the one left as abandoned, at the score of
its last move saved: a loss where the player had won.
"""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from acesup_qt.dialogs.end_of_game import NEW_GAME, UNDO
from acesup_qt.engine import deal_cards
from acesup_qt.storage import Ending

from .conftest import card_point, click, slot_point
from .test_autosave_gui import db_path, open_window, show  # noqa: F401
from .test_disk_full_gui import fill_the_disk, make_room
from .test_undo_buttons import press_tool
from .test_winnable import losing_moves


def fill_for_the_end(connection: sqlite3.Connection) -> None:
    """Recording a game's end meets a full disk too: a games row needs room."""
    fill_the_disk(connection)
    connection.execute(
        "CREATE TEMP TRIGGER fill_end AFTER INSERT ON main.games "
        "BEGIN INSERT INTO filler VALUES (zeroblob(1000000)); END"
    )


def room_again(connection: sqlite3.Connection) -> None:
    connection.execute("DROP TRIGGER temp.fill_end")
    make_room(connection)


def play_last_move(qtbot, win, last: str) -> None:
    game = win.model.game
    if last == "d":
        click(qtbot, win, slot_point(win, "stock"))
    else:
        click(qtbot, win, card_point(win, game.piles[int(last[1]) - 1][-1]))


def close_boxes(qtbot, win) -> list[str]:
    """Close the warnings over the window, as a player reads them; their texts."""
    texts = []
    while isinstance(win.dialog, QMessageBox) and win.dialog.isVisible():
        box = win.dialog
        texts.append(box.text())
        qtbot.keyClick(box, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda b=box: not b.isVisible())
    return texts


def end_on_a_full_disk(qtbot, win) -> int:
    """Deal 66 lost by its last move, clicked as the disk fills; its score. No
    warning box comes over the end-of-game dialog: the dialog says it."""
    moves = losing_moves(66)
    win.model.restore(deal_cards(66), "standard", " ".join(moves[:-1]), 66)
    show(qtbot, win)
    fill_for_the_end(win.recorder.autosave.history.connection)
    play_last_move(qtbot, win, moves[-1])
    assert win.model.game.is_over()
    qtbot.waitUntil(lambda: win.end_dialog is not None and win.end_dialog.isVisible())
    assert close_boxes(qtbot, win) == []
    return win.model.game.score


def test_a_game_ended_on_a_full_disk_is_recorded_with_the_next_game(
    qtbot,
    open_window,  # noqa: F811
):
    win = open_window()
    score = end_on_a_full_disk(qtbot, win)
    history = win.recorder.autosave.history
    assert history.count() == 0
    dialog = win.end_dialog
    # The dialog says why the record is missing, and when it will be there.
    assert dialog.unrecorded.isVisible()
    assert dialog.unrecorded.text() == (
        "The disk is full: this result is not in your statistics yet. It is kept, and "
        "recorded when you start another game, if there is room by then."
    )
    assert not win.recorder.in_progress  # over: leaving it is no loss, nothing to ask
    assert win.statusBar().currentMessage() == f"Deal #66: lost, score {score}."
    room_again(history.connection)
    qtbot.mouseClick(dialog.buttons[NEW_GAME], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.model.deal_number != 66)
    games = history.recent(None, 5)
    # Lost as it ended, at its score: not abandoned at the score of its last move saved.
    assert [(g.deal_number, g.ending, g.score) for g in games] == [(66, Ending.LOST, score)]
    assert win.statusBar().currentMessage() == (
        f"Deal #66: lost, score {score}, recorded now (it could not be written as the game ended)."
    )


def test_still_no_room_the_next_game_starts_and_the_result_waits_on(
    qtbot,
    open_window,  # noqa: F811
):
    win = open_window()
    score = end_on_a_full_disk(qtbot, win)
    history = win.recorder.autosave.history
    qtbot.mouseClick(win.end_dialog.buttons[NEW_GAME], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.model.deal_number != 66)
    assert history.count() == 0  # no room yet: nothing written, nothing abandoned
    # The new game's start is the first failed write the player is warned of.
    texts = close_boxes(qtbot, win)
    assert len(texts) == 1
    assert texts[0].startswith("The disk is full, so the game could not be saved")
    room_again(history.connection)
    press_tool(qtbot, win, "new")  # no move made in the game on: nothing asked
    qtbot.waitUntil(lambda: history.count() == 1)
    (game,) = history.recent(None, 5)
    assert (game.deal_number, game.ending, game.score) == (66, Ending.LOST, score)


def test_a_second_game_over_on_a_full_disk_is_not_said_as_the_first(
    qtbot,
    open_window,  # noqa: F811
):
    # The disk still full, the next game's start is not written, nor any of its
    # moves: its end cannot be kept. Its dialog said "It is kept" of it all the
    # same, and the status bar gave it the first game's result: "Deal #66: lost".
    win = open_window()
    end_on_a_full_disk(qtbot, win)
    qtbot.mouseClick(win.end_dialog.buttons[NEW_GAME], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.model.deal_number != 66)
    close_boxes(qtbot, win)  # the warning that the new game could not be saved
    moves = losing_moves(7)
    win.model.restore(deal_cards(7), "standard", " ".join(moves[:-1]), 7)
    close_boxes(qtbot, win)
    play_last_move(qtbot, win, moves[-1])
    assert win.model.game.is_over()
    qtbot.waitUntil(lambda: win.end_dialog is not None and win.end_dialog.isVisible())
    assert "Deal #66" not in win.statusBar().currentMessage()
    assert not win.end_dialog.unrecorded.isVisible()  # this one is not kept
    room_again(win.recorder.autosave.history.connection)
    press_tool(qtbot, win, "new")
    qtbot.waitUntil(lambda: win.recorder.autosave.history.count() == 1)
    (game,) = win.recorder.autosave.history.recent(None, 5)
    assert game.deal_number == 66  # the first game's result, waiting still, is written


def test_undo_on_a_still_full_disk_plays_on_and_the_next_end_is_its_own(
    qtbot,
    open_window,  # noqa: F811
):
    # Undo of a game whose end was kept, the disk still full: the undone position
    # could not be written, and the game stayed "ended" to the storage. Played to
    # its end again once there was room, nothing was written, and the dialog said
    # the disk was full and the result not in the statistics: the kept one, of the
    # game before the Undo, was what the next game's start recorded.
    win = open_window()
    end_on_a_full_disk(qtbot, win)
    history = win.recorder.autosave.history
    qtbot.mouseClick(win.end_dialog.buttons[UNDO], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not win.model.game.is_over())
    assert len(close_boxes(qtbot, win)) == 1  # the undone position could not be saved
    room_again(history.connection)
    play_last_move(qtbot, win, losing_moves(66)[-1])
    qtbot.waitUntil(lambda: win.end_dialog is not None and win.end_dialog.isVisible())
    assert not win.end_dialog.unrecorded.isVisible()  # there is room: it is written
    assert history.count() == 1
    score = win.model.game.score
    assert win.statusBar().currentMessage() == f"Deal #66: lost, score {score}."
