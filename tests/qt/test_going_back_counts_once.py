"""Going back once is one undo: Take me back there, then playing on.

A player lost deal 66, clicked Take me back there once, played on and lost
again; the end-of-game dialog said "With 43 undos." (every move the rewind
took back), and so did the statistics. One click is one going back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.engine import DEAL, DISCARD

from .conftest import card_point, click, slot_point
from .review_panel import open_review
from .test_lost_win import take_me_back_there
from .test_winnable import lose, losing_moves


def play_to_the_end(qtbot, window):
    """Play on to the game's end (discards first, then deals, then moves), the last
    move with the mouse as a player ends a game; returns the end-of-game dialog."""
    game = window.model.game
    while True:
        legal = game.legal_moves()
        move = min(legal, key=lambda m: {DISCARD: 0, DEAL: 1}.get(m.kind, 2))
        after = game.copy()
        after.push(move)
        if not after.is_over() or move.kind not in (DISCARD, DEAL):
            assert window.model.request(move) is None
            if game.is_over():
                break
            continue
        point = (
            slot_point(window, "stock")
            if move.kind == DEAL
            else card_point(window, game.piles[move.source][-1])
        )
        click(qtbot, window, point)
        break
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    return window.end_dialog


def undos_in_statistics(window) -> list[str]:
    """The Undos column of Statistics' recent games, newest first, as the player reads it."""
    window.action("statistics").trigger()
    statistics = window.dialog
    table = statistics.recent_table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    column = headers.index("Undos")
    shown = [table.item(row, column).text() for row in range(table.rowCount())]
    statistics.reject()
    return shown


def test_take_me_back_there_then_playing_on_counts_one_undo(qtbot, window):
    moves = losing_moves(66)
    take_me_back_there(qtbot, window, lose(qtbot, window, 66, moves=moves))
    assert len(window.model.game.moves) == 25  # the game's last 32 moves taken back by one click
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # plays on, off the game's line
    assert window.recorder.undos == 1
    dialog = play_to_the_end(qtbot, window)
    assert dialog.helped.text() == "With 1 undo."
    dialog.reject()
    (record,) = window.history.games("standard")
    assert record.undos == 1
    assert undos_in_statistics(window) == ["1"]


def test_take_me_back_there_in_the_review_then_playing_on_counts_one_undo(qtbot, window):
    dock = open_review(qtbot, window)
    qtbot.waitUntil(dock.take_back.isVisible, timeout=10000)
    qtbot.mouseClick(dock.take_back, Qt.MouseButton.LeftButton)
    assert len(window.model.game.moves) == 25
    dock.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    dialog = play_to_the_end(qtbot, window)
    assert dialog.helped.text() == "With 1 undo."
    dialog.reject()
    assert undos_in_statistics(window) == ["1"]


def test_an_undo_after_going_back_counts_as_one_more(qtbot, window):
    """The going back is one undo; the player's own presses of Undo after it count
    as before, one each."""
    take_me_back_there(qtbot, window, lose(qtbot, window, 66))
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.model.game.moves) == 25
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    dialog = play_to_the_end(qtbot, window)
    assert dialog.helped.text() == "With 2 undos."
