"""A new game takes away what the status bar said of the game before, however it
starts and whoever said it: a finished game opened from a file said so itself
(not through the window's ``say``), and its words stayed on the next deal, the
score pushed off the bar, until a move."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt import settings, winnable_search
from acesup_qt.dialogs.deal_number import DealNumberDialog
from acesup_qt.engine import deal_cards, new_game
from acesup_qt.main_window import MainWindow

from .conftest import FileDialogs
from .review_panel import open_review
from .test_autosave_gui import play_to_a_loss
from .test_game_files import open_file
from .test_review_words import close_review
from .test_winnable import lose

CTRL = Qt.KeyboardModifier.ControlModifier
OPENED = "Opened lost.acesup.txt: this game is over"


def open_a_finished_game(qtbot, window: MainWindow, dialogs: FileDialogs, folder: Path) -> None:
    """Deal 5 lost, saved, and opened from its file over deal 1: practice, over."""
    window.resize(1000, 700)  # the words take the score's room, as on the player's screen
    window.model.start_deal(5)
    play_to_a_loss(window)
    path = folder / "lost.acesup.txt"
    path.write_text(window.model.game.to_text(5), encoding="utf-8")
    window.model.start_deal(1)
    open_file(qtbot, window, dialogs, path)
    assert window.model.game.is_over()
    assert window.statusBar().currentMessage().startswith(OPENED)
    assert not window.score_label.isVisible()  # stepped aside for the long words


def assert_words_gone(window: MainWindow) -> None:
    assert window.model.game.moves == []
    assert window.statusBar().currentMessage() == ""
    assert window.score_label.isVisible()  # back on the bar


def choose_deal(qtbot, window: MainWindow, number: str) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_G, CTRL)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), DealNumberDialog))
    asking = QApplication.activeModalWidget()
    qtbot.waitUntil(lambda: getattr(QApplication.focusWidget(), "window", list)() is asking)
    focused = QApplication.focusWidget()
    qtbot.keyClicks(focused, number)
    qtbot.keyClick(focused, Qt.Key.Key_Return)


@pytest.mark.parametrize(
    "key",
    [Qt.Key.Key_N, Qt.Key.Key_R, Qt.Key.Key_Plus, Qt.Key.Key_Minus],
    ids=["new game", "restart", "next deal", "previous deal"],
)
def test_a_finished_game_opened_says_so_until_another_game_starts(
    qtbot, window, dialogs, tmp_path, key
):
    open_a_finished_game(qtbot, window, dialogs, tmp_path)
    qtbot.keyClick(window.view, key, CTRL)
    assert_words_gone(window)
    qtbot.wait(100)  # nothing brings them back
    assert window.statusBar().currentMessage() == ""


def test_the_words_of_a_file_go_with_a_deal_chosen_by_number(qtbot, window, dialogs, tmp_path):
    open_a_finished_game(qtbot, window, dialogs, tmp_path)
    choose_deal(qtbot, window, "1234")
    qtbot.waitUntil(lambda: window.model.deal_number == 1234)
    assert_words_gone(window)


def test_the_words_of_a_file_go_with_a_variant_chosen(qtbot, window, dialogs, tmp_path):
    open_a_finished_game(qtbot, window, dialogs, tmp_path)
    window.game_actions.variants["aces-only"].trigger()
    assert window.model.variant == "aces-only"
    assert window.model.game.moves == []
    # The file's words went; what is said is of the new game: its variant's rule.
    assert window.statusBar().currentMessage() == (
        "Now playing Four Ace Patience: only an ace may move onto an empty pile."
    )


def test_another_file_opened_says_its_own_words(qtbot, window, dialogs, tmp_path):
    open_a_finished_game(qtbot, window, dialogs, tmp_path)
    other = tmp_path / "fresh.acesup.txt"
    other.write_text(new_game(deal_cards(7)).to_text(7), encoding="utf-8")
    open_file(qtbot, window, dialogs, other)
    assert window.model.deal_number == 7
    assert window.statusBar().currentMessage().startswith("Opened fresh.acesup.txt:")


def test_a_winnable_deal_found_is_said_over_the_words_of_the_file(
    qtbot, window, dialogs, tmp_path, monkeypatch
):
    open_a_finished_game(qtbot, window, dialogs, tmp_path)
    monkeypatch.setattr(winnable_search, "find_winnable", lambda *_: (42, None, []))
    window.action("winnable_only").trigger()
    assert settings.winnable_only()
    qtbot.keyClick(window.view, Qt.Key.Key_N, CTRL)
    qtbot.waitUntil(lambda: window.model.deal_number == 42)
    # Said as the deal comes, of it: it stays; the file's words went.
    assert window.statusBar().currentMessage() == (
        f"No deal proven winnable in {winnable_search.FIND_TRIES} tries: this one may not be."
    )


def test_a_game_played_again_from_the_statistics_leaves_the_files_words(
    qtbot, window, dialogs, tmp_path
):
    open_a_finished_game(qtbot, window, dialogs, tmp_path)
    qtbot.keyClick(window.view, Qt.Key.Key_T, CTRL)
    dialog = window.dialog
    qtbot.waitExposed(dialog)
    table = dialog.recent_table
    point = table.visualRect(table.model().index(0, 2)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.model.deal_number == 5  # the game lost before the file was saved
    assert window.recorder.counted  # played again: the player's own, not the file's
    assert_words_gone(window)


def _words_of_a_lost_game(qtbot, window: MainWindow, kind: str) -> str:
    """Deal 66 lost, its dialog closed, and the status bar saying ``kind`` of it."""
    if kind == "reviewed":
        dock = open_review(qtbot, window)
        qtbot.keyClick(dock.moves, Qt.Key.Key_Home)
        close_review(qtbot, window, dock)  # a past position of the game, looked back at
    else:
        dialog = lose(qtbot, window, 66)
        dialog.reject()  # as its Close does
        window.activateWindow()  # as a window manager makes it, the dialog gone
        qtbot.waitUntil(window.isActiveWindow)
        window.view.setFocus()
        if kind == "refusal":
            qtbot.keyClick(window.view, Qt.Key.Key_D)  # the stock is empty: refused
    said = window.statusBar().currentMessage()
    assert "deal #66" in said.lower(), said
    return said


@pytest.mark.parametrize("key", [Qt.Key.Key_N, Qt.Key.Key_R], ids=["new game", "restart"])
@pytest.mark.parametrize("kind", ["result", "refusal", "reviewed"])
def test_what_was_said_of_a_finished_game_goes_with_the_next_game(qtbot, window, key, kind):
    said = _words_of_a_lost_game(qtbot, window, kind)
    qtbot.keyClick(window.view, key, CTRL)  # nothing in progress: nothing asked
    assert window.model.game.moves == []
    assert window.statusBar().currentMessage() == ""
    qtbot.wait(100)  # nothing brings them back
    assert window.statusBar().currentMessage() == ""
    assert window.history.figures("standard").played == 1, said  # the loss stays recorded
