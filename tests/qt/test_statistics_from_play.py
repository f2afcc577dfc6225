"""A player's games reach the statistics, and a game there can be played again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from acesup_qt.dialogs.leave_game import LEAVE
from acesup_qt.dialogs.recent_games import RESULT_COLUMN
from acesup_qt.dialogs.statistics import StatisticsDialog
from acesup_qt.engine import deal_cards, format_cards, format_moves
from acesup_qt.main_window import MainWindow
from acesup_qt.storage.records import Ending

from ..storage.made_up import record as made_up_record
from .conftest import card_point, click, keep_playing_when_asked
from .test_autosave_gui import (
    answer_next_box,
    db_path,
    discard_by_click,
    open_window,
    play_to_a_loss,
    show,
)
from .test_undo_buttons import press_tool
from .winning_game import DECK, MOVES

__all__ = ["db_path", "open_window"]  # fixtures, shared with the autosave tests


def open_statistics_from_the_toolbar(qtbot, win: MainWindow) -> StatisticsDialog:
    press_tool(qtbot, win, "statistics")
    dialog = win.dialog
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def test_a_new_player_wins_loses_and_abandons_then_sees_it_in_the_statistics(qtbot, open_window):
    win = open_window()
    show(qtbot, win)
    # Win: all but the last move restored, the last discard clicked.
    *most, last = MOVES.split()
    win.model.restore(DECK, "standard", " ".join(most))
    assert last.startswith("x")
    pile = int(last[1:]) - 1
    click(qtbot, win, card_point(win, win.model.game.piles[pile][-1]))
    assert win.model.game.is_won()
    # Loss: deal 2, played to the end.
    win.start_deal(2)
    play_to_a_loss(win)
    # Abandoned: deal 3, one move, then a new game.
    win.start_deal(3)
    discard_by_click(qtbot, win)
    answer_next_box(qtbot, "Leave it")
    win.new_game()

    dialog = open_statistics_from_the_toolbar(qtbot, win)
    figures = {key: label.text() for key, label in dialog.figure_labels.items()}
    assert figures["played"] == "3"
    assert figures["won"] == "1"
    assert figures["win_percent"] == "33.3%"
    assert figures["current_streak"] == "2 losses"
    assert figures["best_score"] == "48"
    assert "1 of the 2 losses was abandoned" in dialog.abandon_note.text()
    results = [dialog.recent_table.item(row, RESULT_COLUMN).text() for row in range(3)]
    assert results == ["Abandoned", "Lost", "Won"]
    assert dialog.recent_table.item(2, 2).text() == "custom deck"


def test_losses_all_played_to_the_end_are_said_as_one_is(qtbot, open_window):
    # "0 of the 2 losses were abandoned", where one loss "was played to the end".
    win = open_window()
    show(qtbot, win)
    for deal in (2, 4):
        win.start_deal(deal)
        play_to_a_loss(win)
    dialog = open_statistics_from_the_toolbar(qtbot, win)
    assert dialog.abandon_note.text() == (
        "A game left for a new one counts as a loss. Both losses were played to the end."
    )


def test_double_clicking_a_game_in_the_statistics_plays_that_deal_again(qtbot, open_window):
    win = open_window()
    win.model.start_deal(2)
    show(qtbot, win)
    play_to_a_loss(win)
    win.start_deal(9)
    dialog = open_statistics_from_the_toolbar(qtbot, win)
    table = dialog.recent_table
    point = table.visualRect(table.model().index(0, 2)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert win.model.deal_number == 2
    assert win.model.game.moves == []
    assert not dialog.isVisible()


def test_play_it_again_asks_to_leave_the_game_for_the_deal_it_names(qtbot, open_window):
    # "Leave it for a new one?" hid which game the player had just chosen, as
    # Next deal and Select deal number no longer do.
    win = open_window()
    win.model.start_deal(2)
    show(qtbot, win)
    play_to_a_loss(win)
    win.start_deal(9)
    discard_by_click(qtbot, win)  # deal 9 in progress
    played = format_moves(win.model.game.moves)
    win.history.add(made_up_record(9))  # played before, as was deal 2
    win.history.add(made_up_record(5, variant="aces-only"))
    win.history.add(made_up_record(6, deck=format_cards(deal_cards(6))))
    dialog = open_statistics_from_the_toolbar(qtbot, win)
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findText("All variants"))
    table = dialog.recent_table
    asked_for = {}
    for row in range(table.rowCount()):
        point = table.visualRect(table.model().index(row, 2)).center()
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
        asked = keep_playing_when_asked(qtbot)
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
        qtbot.waitUntil(lambda asked=asked: bool(asked))
        asked_for[table.item(row, 2).text()] = asked[0][0].removeprefix("This game is not over. ")
    assert asked_for == {
        "#2": "Leave it for deal #2?",
        "#9": "Leave it for a new game of deal #9?",
        "#5": "Leave it for deal #5 in Four Ace Patience?",
        "custom deck": "Leave it for the custom deck you chose?",
    }
    assert (win.model.deal_number, format_moves(win.model.game.moves)) == (9, played)
    dialog.close()


@pytest.mark.parametrize(
    ("deck", "variant", "reason"),
    [
        ("AS AS", "standard", "card 2: AS is a duplicate of card 1"),
        (None, "spider", "unknown variant 'spider'"),
    ],
)
def test_a_game_that_cannot_be_played_again_says_why_and_keeps_the_game_on_the_table(
    qtbot, open_window, deck, variant, reason
):
    win = open_window()
    win.model.start_deal(2)
    show(qtbot, win)
    discard_by_click(qtbot, win)
    played = format_moves(win.model.game.moves)
    # A record garbled by hand or by another program: its deal can no longer start.
    garbled = made_up_record(7)
    if deck is not None:
        garbled = garbled._replace(deal_number=None, deck=deck)
    win.history.add(garbled._replace(variant=variant))
    dialog = open_statistics_from_the_toolbar(qtbot, win)
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findText("All variants"))
    table = dialog.recent_table
    point = table.visualRect(table.model().index(0, 2)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def leave_if_asked() -> None:  # as a player who wants that game would
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and "not over" in box.text():
            (leave,) = [b for b in box.buttons() if b.text() == LEAVE]
            leave.click()

    QTimer.singleShot(0, leave_if_asked)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    (box,) = [b for b in dialog.findChildren(QMessageBox) if b.isVisible()]
    assert "This game cannot be played again" in box.text()
    assert reason in box.text()
    assert box.text().endswith("The game on the table goes on.")
    assert (win.model.deal_number, format_moves(win.model.game.moves)) == (2, played)
    assert [g.ending for g in win.history.games()] == [Ending.LOST]  # nothing abandoned
    box.close()
    dialog.close()


def test_a_game_that_cannot_be_played_again_over_a_finished_game_says_it_stays(qtbot, open_window):
    # "The game on the table goes on" was untrue of a game that had ended.
    win = open_window()
    win.model.start_deal(2)
    show(qtbot, win)
    discard_by_click(qtbot, win)
    play_to_a_loss(win)
    qtbot.waitUntil(lambda: win.end_dialog is not None and win.end_dialog.isVisible())
    qtbot.keyClick(win.end_dialog, Qt.Key.Key_Escape)
    win.history.add(made_up_record(7)._replace(deal_number=None, deck="AS AS"))
    dialog = open_statistics_from_the_toolbar(qtbot, win)
    table = dialog.recent_table
    row = next(r for r in range(table.rowCount()) if table.item(r, 2).text() == "custom deck")
    point = table.visualRect(table.model().index(row, 2)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    (box,) = [b for b in dialog.findChildren(QMessageBox) if b.isVisible()]
    assert box.text().endswith("The finished game stays on the table.")
    assert win.model.game.is_over()
    box.close()
    dialog.close()


def test_enter_on_the_variant_box_closes_the_statistics_and_resets_nothing(qtbot, open_window):
    # Reset…, the first button Qt found, was pressed by Enter: it asked to forget
    # the games where a player only meant to close the dialog.
    win = open_window()
    win.model.start_deal(2)
    show(qtbot, win)
    play_to_a_loss(win)
    dialog = open_statistics_from_the_toolbar(qtbot, win)
    asked: list[str] = []

    def note_a_question() -> None:  # answered No, whatever it asks
        for box in QApplication.topLevelWidgets():
            if isinstance(box, QMessageBox) and box.isVisible():
                asked.append(box.text())
                box.reject()

    watch = QTimer()
    watch.timeout.connect(note_a_question)
    watch.start(50)
    dialog.variant_box.setFocus()
    qtbot.keyClick(dialog.variant_box, Qt.Key.Key_Return)
    qtbot.wait(300)
    watch.stop()
    assert asked == []
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    assert not any(isinstance(w, StatisticsDialog) for w in shown)  # closed
    assert win.history.figures("standard").played == 1
