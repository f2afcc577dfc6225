"""The disk fills up mid-game: the player is told plainly, names the file, and plays on."""

from __future__ import annotations

import sqlite3

from PySide6.QtWidgets import QMessageBox

from .test_autosave_gui import db_path, discard_by_click, open_window, show  # noqa: F401


def fill_the_disk(connection: sqlite3.Connection) -> None:
    """Every save of the game in progress now meets SQLite's own SQLITE_FULL: it needs
    a page more (a temporary trigger writes a large blob) and the file may not grow."""
    connection.execute("CREATE TABLE IF NOT EXISTS filler (b BLOB)")
    connection.execute(
        "CREATE TEMP TRIGGER fill AFTER UPDATE ON main.saved_games "
        "BEGIN INSERT INTO filler VALUES (zeroblob(1000000)); END"
    )
    pages = connection.execute("PRAGMA page_count").fetchone()[0]
    connection.execute(f"PRAGMA max_page_count = {pages}")


def make_room(connection: sqlite3.Connection) -> None:
    connection.execute("DROP TRIGGER temp.fill")
    connection.execute("PRAGMA max_page_count = 1073741823")


def saved_moves(connection: sqlite3.Connection) -> list[str]:
    return [row[0] for row in connection.execute("SELECT moves FROM saved_games")]


def test_a_full_disk_is_said_plainly_and_the_game_goes_on(qtbot, open_window, db_path):  # noqa: F811
    win = open_window()
    win.model.start_deal(1)
    show(qtbot, win)
    discard_by_click(qtbot, win)
    connection = win.recorder.autosave.history.connection
    before = saved_moves(connection)
    fill_the_disk(connection)
    discard_by_click(qtbot, win)
    box = win.dialog
    assert isinstance(box, QMessageBox)
    assert box.text().startswith(f"The disk is full, so the game could not be saved to {db_path}.")
    assert "nothing saved before is lost" in box.text()
    assert "rollback" not in box.text()
    assert "database or disk" not in box.text()
    box.close()
    assert saved_moves(connection) == before  # the last good save stands
    assert len(win.model.game.moves) == 2  # the move was made all the same
    make_room(connection)
    discard_by_click(qtbot, win)  # room again: the next move saves the whole game
    assert win.dialog is box  # said once
    assert saved_moves(connection) != before
    assert len(saved_moves(connection)[0].split()) == 3
