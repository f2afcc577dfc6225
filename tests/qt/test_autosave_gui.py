"""Autosave, resume and the statistics, driven through the window as a player would."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from acesup_qt.engine import DISCARD, format_moves
from acesup_qt.main_window import MainWindow
from acesup_qt.storage import History
from acesup_qt.storage.records import Ending

from .conftest import assert_table_shows_model, card_point, click, slot_point
from .test_undo_buttons import press_tool


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "acesup.sqlite3"


@pytest.fixture
def open_window(qtbot, db_path) -> Iterator[Callable[[], MainWindow]]:
    """Start the app (a window on its own History), as many times as a test likes."""
    opened: list[tuple[MainWindow, History]] = []

    def start() -> MainWindow:
        history = History.open(db_path)
        win = MainWindow(history=history)
        qtbot.addWidget(win)
        win.resize(1280, 800)
        opened.append((win, history))
        return win

    yield start
    for win, history in opened:
        win.close()
        win.hints.wait()
        history.close()


def show(qtbot, win: MainWindow) -> None:
    win.show()
    qtbot.waitExposed(win)


def discard_by_click(qtbot, win: MainWindow) -> None:
    """Click a card that can be discarded, or the stock when none can."""
    game = win.model.game
    piles = [i for i in range(4) if game.can_discard(i)]
    if piles:
        click(qtbot, win, card_point(win, game.piles[piles[0]][-1]))
    else:
        click(qtbot, win, slot_point(win, "stock"))


def leave_deal_1_after_a_discard(qtbot, open_window) -> str:
    """A window plays deal 1's first discard and closes, its game saved; the moves played."""
    first = open_window()
    first.model.start_deal(1)
    show(qtbot, first)
    discard_by_click(qtbot, first)
    played = format_moves(first.model.game.moves)
    first.close()
    return played


def answer_next_box(qtbot, label: str) -> None:
    """Click the button ``label`` of the message box about to open, with the mouse."""

    def press() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox), box
        (button,) = [b for b in box.findChildren(QPushButton) if b.text().replace("&", "") == label]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, press)


def play_to_a_loss(win: MainWindow, seed: int = 3) -> None:
    rng = random.Random(seed)
    while not win.model.outcome().over:
        moves = win.model.legal_moves()
        discards = [m for m in moves if m.kind == DISCARD]
        assert win.model.request(rng.choice(discards or moves)) is None


def test_a_game_left_after_one_move_is_welcomed_back_in_the_singular(qtbot, open_window):
    # "after 1 move. Undo goes back through them." spoke of one move as of many.
    first = open_window()
    first.model.start_deal(1)
    show(qtbot, first)
    click(qtbot, first, slot_point(first, "stock"))
    first.close()

    again = open_window()
    assert again.resume()
    show(qtbot, again)
    assert again.statusBar().currentMessage() == (
        "Welcome back: your game, as you left it after 1 move. Undo takes it back."
    )


def test_closed_mid_game_the_app_starts_where_the_player_was(qtbot, open_window):
    first = open_window()
    first.model.start_deal(1)
    show(qtbot, first)
    discard_by_click(qtbot, first)
    click(qtbot, first, slot_point(first, "stock"))
    discard_by_click(qtbot, first)
    played = first.model.game.snapshot()
    first.close()

    again = open_window()
    assert again.resume()
    show(qtbot, again)
    assert (
        again.statusBar()
        .currentMessage()
        .startswith("Welcome back: your game, as you left it after 3 moves.")
    )
    assert again.model.game.snapshot() == played
    assert again.model.deal_number == 1
    assert_table_shows_model(again)
    # Undo works as before: the history of moves is rebuilt.
    assert again.model.undo_stack.count() == 3
    press_tool(qtbot, again, "undo")
    assert len(again.model.game.moves) == 2
    assert_table_shows_model(again)
    again.close()

    # The undo is saved too, and counted.
    third = open_window()
    assert third.recorder.resume()
    assert len(third.model.game.moves) == 2
    assert third.recorder.undos == 1


def test_a_new_game_asks_first_and_counts_the_old_one_as_abandoned(qtbot, open_window):
    win = open_window()
    win.model.start_deal(1)
    show(qtbot, win)
    discard_by_click(qtbot, win)
    before = win.model.game.snapshot()

    answer_next_box(qtbot, "Keep playing")
    press_tool(qtbot, win, "new")
    assert win.model.game.snapshot() == before
    assert win.history.count() == 0

    answer_next_box(qtbot, "Leave it")
    press_tool(qtbot, win, "new")
    assert win.model.game.moves == []
    (left,) = win.history.games()
    assert (left.deal_number, left.ending, left.score) == (1, Ending.ABANDONED, 1)


def test_a_new_game_before_the_first_move_asks_nothing_and_counts_nothing(qtbot, open_window):
    win = open_window()
    win.model.start_deal(1)
    show(qtbot, win)
    press_tool(qtbot, win, "new")
    assert win.model.deal_number != 1
    assert win.history.count() == 0


def test_an_unreadable_saved_game_goes_on_as_far_as_it_reads_and_says_so_once(
    qtbot, open_window, db_path
):
    played = leave_deal_1_after_a_discard(qtbot, open_window)
    broken = History.open(db_path)
    broken.connection.execute("UPDATE saved_games SET moves = ?", (played + " x1 x1",))
    broken.close()

    again = open_window()
    assert again.recorder.resume()  # deal 1 and its first move, not a new deal
    show(qtbot, again)
    assert again.model.deal_number == 1
    assert format_moves(again.model.game.moves) == played
    again.show_notices()
    box = again.dialog
    assert isinstance(box, QMessageBox)
    assert "The saved game of deal #1" in box.text()
    assert "could not be read past move 1" in box.text()
    assert box.windowTitle() == "Saved game and statistics"
    box.close()
    again.show_notices()
    assert again.dialog is box  # told once: no second box


def test_a_game_saved_by_a_newer_version_is_kept_and_the_player_told_why_once(
    qtbot, open_window, db_path
):
    leave_deal_1_after_a_discard(qtbot, open_window)
    newer = History.open(db_path)  # as a newer version, with one more variant, leaves it
    newer.connection.execute("UPDATE saved_games SET variant = 'double-aces'")
    (kept,) = newer.connection.execute("SELECT * FROM saved_games").fetchall()
    newer.close()

    again = open_window()
    assert not again.resume()
    again.model.start_deal(7)  # what the app does when there is nothing to resume
    show(qtbot, again)
    again.show_notices()
    box = again.dialog
    assert isinstance(box, QMessageBox)
    assert "Your last game (deal #1, variant 'double-aces')" in box.text()
    assert "newer version" in box.text()
    assert "A new game was started." in box.text()
    box.close()
    again.show_notices()
    assert again.dialog is box  # told once: no second box
    discard_by_click(qtbot, again)  # the new game is saved beside it...
    played = format_moves(again.model.game.moves)
    again.close()
    rows = again.history.connection.execute("SELECT * FROM saved_games").fetchall()
    assert kept in rows  # ...and the newer version's game is as it left it
    assert len(rows) == 2

    third = open_window()
    assert third.resume()  # the game of this version, saved last, goes on
    assert (third.model.deal_number, format_moves(third.model.game.moves)) == (7, played)


def test_moves_are_saved_as_they_are_made(qtbot, open_window, db_path):
    win = open_window()
    win.model.start_deal(1)
    show(qtbot, win)
    discard_by_click(qtbot, win)
    click(qtbot, win, slot_point(win, "stock"))
    reader = History.open(db_path)
    (saved,) = reader.connection.execute("SELECT moves FROM saved_games").fetchall()
    assert saved[0] == format_moves(win.model.game.moves)
    reader.close()


def test_a_corrupt_statistics_file_is_set_aside_and_the_player_told(qtbot, open_window, db_path):
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"\x00garbage, not a database" * 100)
    win = open_window()
    win.model.start_deal(1)
    show(qtbot, win)
    win.show_notices()
    box = win.dialog
    assert isinstance(box, QMessageBox)
    assert "is damaged, so it could not be read" in box.text()
    assert any(".bad-" in p.name for p in db_path.parent.iterdir())
    box.close()
    discard_by_click(qtbot, win)  # and the game plays on, saved in the fresh file
    assert win.recorder.autosave.current is not None
    assert win.recorder.autosave.current.moves


def test_a_damaged_file_is_explained_in_plain_words_sqlites_last(qtbot, open_window, db_path):
    # "could not be read (database disk image is malformed). It was kept beside it as
    # ….bad-… and a new, empty one was started." said neither what was lost nor
    # that nothing was deleted, and led with SQLite's words.
    first = open_window()
    first.model.start_deal(1)
    show(qtbot, first)
    discard_by_click(qtbot, first)
    first.close()
    first.recorder.autosave.history.close()  # the file checkpointed, as on quit
    with sqlite3.connect(db_path) as saved:
        assert saved.execute("SELECT count(*) FROM saved_games").fetchone() == (1,)
    saved.close()
    data = bytearray(db_path.read_bytes())
    data[5000:-100:7] = b"A" * len(data[5000:-100:7])  # garbage over the tables' pages
    db_path.write_bytes(bytes(data))

    again = open_window()
    assert not again.resume()  # the game in progress went with the file
    again.model.start_deal(7)
    show(qtbot, again)
    again.show_notices()
    box = again.dialog
    assert isinstance(box, QMessageBox)
    (aside,) = [p for p in db_path.parent.iterdir() if ".bad-" in p.name]
    assert aside.read_bytes() == bytes(data)  # kept untouched
    assert box.text() == (
        f"The statistics file {db_path} is damaged, so it could not be read. A new, empty "
        "one was started in its place: your record of finished games starts again from "
        "nothing, and the game you were playing, if there was one, could not be brought "
        "back. Nothing was deleted: the damaged file is kept untouched beside the new one, "
        f"as {aside.name}. (SQLite: database disk image is malformed)"
    )
    box.close()


def test_with_nowhere_to_write_the_game_plays_and_warns(qtbot, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    history = History.open(blocker / "acesup.sqlite3")
    win = MainWindow(history=history)
    qtbot.addWidget(win)
    win.model.start_deal(1)
    show(qtbot, win)
    win.show_notices()
    assert isinstance(win.dialog, QMessageBox)
    assert "kept in memory" in win.dialog.text()
    win.dialog.close()
    discard_by_click(qtbot, win)
    answer_next_box(qtbot, "Leave it")
    press_tool(qtbot, win, "new")
    assert history.count() == 1
    win.close()
    history.close()


def test_a_write_failing_mid_game_is_reported_once_and_play_goes_on(
    qtbot, open_window, monkeypatch, db_path
):
    win = open_window()
    win.model.start_deal(1)
    show(qtbot, win)

    def full_disk(*args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(win.recorder.autosave, "record_move", full_disk)
    discard_by_click(qtbot, win)
    box = win.dialog
    assert isinstance(box, QMessageBox)
    assert "disk is full" in box.text()
    assert f"could not be saved to {db_path} (" in box.text()  # where, not only what
    box.close()
    discard_by_click(qtbot, win)
    assert len(win.model.game.moves) == 2
    assert win.dialog is box  # said once


def test_at_800x600_the_welcome_back_shows_whole(qtbot, open_window):
    # A random deal has a ten-digit number; Four Ace Patience is the longer name.
    first = open_window()
    first.model.start_deal(3141592653, "aces-only")
    show(qtbot, first)
    discard_by_click(qtbot, first)
    first.close()

    again = open_window()
    again.resize(800, 600)
    assert again.resume()  # said before the window shows, as the app does
    show(qtbot, again)
    bar = again.statusBar()
    assert bar.currentMessage().startswith("Welcome back: your game")
    qtbot.waitUntil(lambda: not bar.is_message_cut())
    assert again.deal_label.isVisible()  # only the labels in its way stepped aside


def test_a_hint_asked_for_just_before_quitting_stays_in_the_game_saved(qtbot, open_window):
    # The hint changes no card, so only the count of hints tells the save anything new:
    # lost, the game resumed would go into the statistics as won unhelped.
    first = open_window()
    first.model.start_deal(1)
    show(qtbot, first)
    discard_by_click(qtbot, first)
    press_tool(qtbot, first, "hint")
    assert first.recorder.hints == 1
    first.close()

    again = open_window()
    assert again.recorder.resume()
    assert len(again.model.game.moves) == 1
    assert again.recorder.hints == 1
