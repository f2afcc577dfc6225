"""A full disk while the statistics are written: SQLite's SQLITE_FULL, told plainly,
with everything written before kept and the file writable again once there is room."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from acesup_qt.storage.database import disk_full, write_fault, write_transaction


def fill_up(connection: sqlite3.Connection) -> None:
    """The disk is full from now on for ``connection``: SQLite itself raises SQLITE_FULL
    on a write that needs a page more (the database may not grow)."""
    connection.execute("CREATE TABLE IF NOT EXISTS filler (b BLOB)")
    pages = connection.execute("PRAGMA page_count").fetchone()[0]
    connection.execute(f"PRAGMA max_page_count = {pages}")


def room_again(connection: sqlite3.Connection) -> None:
    connection.execute("PRAGMA max_page_count = 1073741823")


@pytest.fixture
def connection(tmp_path: Path):
    db = sqlite3.connect(tmp_path / "x.sqlite3", isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("CREATE TABLE t (x)")
    db.execute("INSERT INTO t VALUES ('kept')")
    yield db
    db.close()


def test_a_full_disk_is_told_as_such_not_as_a_failed_rollback(connection):
    fill_up(connection)
    with pytest.raises(sqlite3.Error) as caught, write_transaction(connection):
        connection.execute("INSERT INTO t VALUES (zeroblob(1000000))")
    # SQLite rolled the transaction back itself: a second ROLLBACK used to fail,
    # and "cannot rollback - no transaction is active" was what the player read.
    assert disk_full(caught.value), caught.value
    assert write_fault(caught.value) == "the disk is full"
    assert connection.execute("SELECT x FROM t").fetchall() == [("kept",)]


def test_once_there_is_room_again_the_next_write_goes_through(connection):
    fill_up(connection)
    with pytest.raises(sqlite3.Error), write_transaction(connection):
        connection.execute("INSERT INTO t VALUES (zeroblob(1000000))")
    room_again(connection)
    with write_transaction(connection):
        connection.execute("INSERT INTO t VALUES ('new')")
    assert connection.execute("SELECT x FROM t").fetchall() == [("kept",), ("new",)]


def test_other_faults_keep_their_own_words():
    assert not disk_full(sqlite3.OperationalError("database is locked"))
    assert write_fault(sqlite3.OperationalError("database is locked")) == "database is locked"
    assert write_fault(OSError(28, "No space left on device")) == "the disk is full"
