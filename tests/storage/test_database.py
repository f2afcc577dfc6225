"""Opening the database never stops the game: bad files, old files, no place to write."""

from __future__ import annotations

import random
import sqlite3
import time
from pathlib import Path

import pytest

from acesup_qt.storage import History
from acesup_qt.storage import database as database_module
from acesup_qt.storage.database import migrate
from acesup_qt.storage.records import Ending
from acesup_qt.storage.schema import SCHEMA_VERSION

from .made_up import record


def set_aside(path: Path) -> list[Path]:
    return sorted(p for p in path.parent.iterdir() if ".bad-" in p.name)


def test_a_new_database_is_made_in_wal_mode_at_the_current_version(db_path):
    history = History.open(db_path)
    assert db_path.exists()
    assert not history.in_memory
    connection = history.connection
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert history.take_notices() == []
    history.close()


def test_a_file_of_the_first_release_is_migrated_keeping_its_games(db_path):
    db_path.parent.mkdir(parents=True)
    old = sqlite3.connect(db_path, isolation_level=None)
    migrate(old, 0, target=1)
    old.execute(
        "INSERT INTO games (game_key, variant, deal_number, started_at, ended_at, duration, "
        "moves, score, won, undos, ending) VALUES ('k', 'standard', 12, 1, 2, 1, 'x1', 1, 0, 3, "
        "'lost')"
    )
    old.close()
    history = History.open(db_path)
    (game,) = history.games()
    assert (game.deal_number, game.undos, game.hints, game.ending) == (12, 3, 0, Ending.LOST)
    assert history.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert history.take_notices() == []
    history.close()


def test_a_file_of_the_last_release_is_migrated_and_its_saved_game_resumes_counted(db_path):
    from acesup_qt.engine import deal_cards, format_cards
    from acesup_qt.storage import Autosave

    from .play import next_move

    db_path.parent.mkdir(parents=True)
    old = sqlite3.connect(db_path, isolation_level=None)
    migrate(old, 0, target=2)  # saved games, but no mark for games opened from a file
    old.execute(
        "INSERT INTO saved_games (game_key, owner, variant, deal_number, deck, started_at, "
        "updated_at, elapsed, moves, undos, hints) VALUES ('k', 'gone', 'standard', 7, ?, "
        "1, 2, 30, 'd', 1, 0)",
        (format_cards(deal_cards(7)),),
    )
    old.close()
    history = History.open(db_path)
    assert history.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert history.take_notices() == []
    autosave = Autosave(history)
    resumed = autosave.resume()
    assert resumed is not None
    assert (resumed.saved.deal_number, resumed.saved.moves, resumed.saved.counted) == (7, "d", True)
    game, ended = resumed.game, None
    rng = random.Random(1)
    while ended is None and (move := next_move(game, rng)) is not None:
        game.push(move)
        ended = autosave.record_move(game)  # the player's game, counted as ever
    assert ended is not None
    assert [g.deal_number for g in history.games()] == [7]
    autosave.close()
    history.close()


def _garbage(path: Path) -> bytes:
    data = b"This is not a database, just some text a player left here.\n" * 50
    path.write_bytes(data)
    return data


def _truncated(path: Path) -> bytes:
    history = History.open(path)
    for n in range(2000):
        history.add(record(n))
    history.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    history.close()
    data = path.read_bytes()[: path.stat().st_size // 2]
    path.write_bytes(data)
    return data


def _foreign(path: Path) -> bytes:
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE bookmarks (url TEXT)")
    other.execute("INSERT INTO bookmarks VALUES ('x')")
    other.commit()
    other.close()
    return path.read_bytes()


@pytest.mark.parametrize("make_bad_file", [_garbage, _truncated, _foreign])
def test_a_bad_file_is_kept_aside_and_a_fresh_database_started(db_path, make_bad_file):
    db_path.parent.mkdir(parents=True, exist_ok=True)
    original = make_bad_file(db_path)
    history = History.open(db_path)
    assert not history.in_memory
    assert history.count() == 0
    history.add(record(1))  # the fresh database takes games
    (aside,) = set_aside(db_path)
    assert aside.read_bytes() == original
    (notice,) = history.take_notices()
    assert aside.name in notice
    assert str(db_path) in notice  # where: the player can find both files
    assert history.take_notices() == []  # told once
    history.close()
    again = History.open(db_path)
    assert again.count() == 1
    assert again.take_notices() == []
    again.close()


def test_another_programs_database_is_not_called_damaged(db_path):
    db_path.parent.mkdir(parents=True, exist_ok=True)
    _foreign(db_path)
    history = History.open(db_path)
    (aside,) = set_aside(db_path)
    (notice,) = history.take_notices()
    assert notice.startswith(
        f"The statistics file {db_path} belongs to another program, not to this game, "
        "so it could not be read."
    )
    kept = f"Nothing was deleted: that file is kept untouched beside the new one, as {aside.name}."
    assert kept in notice
    assert notice.endswith("(no schema version; tables: bookmarks)")
    history.close()


def test_a_file_from_a_newer_release_is_left_untouched(db_path):
    history = History.open(db_path)
    history.add(record(1))
    history.connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    history.close()
    before = db_path.read_bytes()
    newer = History.open(db_path)
    assert newer.in_memory
    (notice,) = newer.take_notices()
    assert "newer version" in notice
    assert str(db_path) in notice
    newer.add(record(2))  # play goes on, in memory
    newer.close()
    assert db_path.read_bytes() == before
    assert set_aside(db_path) == []


def test_a_data_directory_that_cannot_be_made_keeps_statistics_in_memory(tmp_path):
    # Tests run as root, where permissions do not stop writes: a regular file
    # where the data directory should be stops them for everyone.
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("a file")
    history = History.open(blocker / "acesup.sqlite3")
    assert history.in_memory
    (notice,) = history.take_notices()
    assert "kept in memory" in notice
    assert str(blocker / "acesup.sqlite3") in notice  # the file it wanted, not just a folder
    assert history.add(record(1, Ending.WON))
    assert [g.ending for g in history.games()] == [Ending.WON]
    history.close()


def test_a_database_path_that_is_a_directory_is_named(tmp_path):
    history = History.open(tmp_path)  # ACESUP_DATABASE=/some/folder by mistake
    assert history.in_memory
    (notice,) = history.take_notices()
    assert f"cannot be saved to {tmp_path} (" in notice
    history.close()


def test_a_read_only_database_still_shows_its_games_from_memory(db_path, monkeypatch):
    history = History.open(db_path)
    history.add(record(1, Ending.WON))
    history.close()

    # What SQLite says when the file or its directory is read-only (root
    # ignores permissions, so the refusal is simulated at the first write).
    def refuse(path: Path) -> sqlite3.Connection:
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(database_module, "_open_file", refuse)
    read_only = History.open(db_path)
    assert read_only.in_memory
    assert [g.game_key for g in read_only.games()] == ["game-1"]
    read_only.add(record(2))
    assert read_only.count() == 2
    assert len(read_only.take_notices()) == 1
    read_only.close()


def test_the_default_place_is_the_app_data_directory_unless_told(monkeypatch, tmp_path):
    from acesup_qt.storage import default_database_path

    monkeypatch.delenv("ACESUP_DATABASE", raising=False)
    assert default_database_path().name == "acesup.sqlite3"
    monkeypatch.setenv("ACESUP_DATABASE", str(tmp_path / "other.sqlite3"))
    assert default_database_path() == tmp_path / "other.sqlite3"
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("ACESUP_DATABASE", "~/stats/acesup.sqlite3")  # quoted in a shell script
    assert default_database_path() == tmp_path / "stats" / "acesup.sqlite3"


def test_a_database_locked_by_another_program_is_not_taken_for_a_bad_one(db_path, monkeypatch):
    history = History.open(db_path)
    history.add(record(1, Ending.WON))
    history.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    history.close()
    monkeypatch.setattr(database_module, "BUSY_TIMEOUT", 1.0)
    # Another program (a backup, the sqlite3 shell) holds the file for itself.
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    other.execute("UPDATE games SET score = score")
    start = time.monotonic()
    locked = History.open(db_path)
    # The window waits for the lock once (BUSY_TIMEOUT, 10 s in play), not twice.
    assert time.monotonic() - start < 1.8
    assert locked.in_memory  # play goes on
    assert [g.game_key for g in locked.games()] == ["game-1"]  # the games are still shown
    (notice,) = locked.take_notices()
    assert str(db_path) in notice
    assert "locked" in notice
    locked.close()
    other.execute("COMMIT")
    other.close()
    assert set_aside(db_path) == []  # nothing renamed: the player's games are where they were
    again = History.open(db_path)
    assert [g.game_key for g in again.games()] == ["game-1"]
    again.close()


def _read_only_file(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Open ``path`` as SQLite opens a file its user may not write (root may write anything)."""
    connect = database_module._connect

    def read_only(target: str) -> sqlite3.Connection:
        if target != str(path):
            return connect(target)
        return sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, isolation_level=None)

    monkeypatch.setattr(database_module, "_connect", read_only)


def _reopened_read_only(monkeypatch, db_path) -> History:
    """A statistics file holding one won game, opened again once it is read-only."""
    history = History.open(db_path)
    history.add(record(1, Ending.WON))
    history.close()
    _read_only_file(monkeypatch, db_path)
    return History.open(db_path)


def test_a_read_only_file_is_found_out_at_the_start_not_at_the_first_game(db_path, monkeypatch):
    read_only = _reopened_read_only(monkeypatch, db_path)
    assert read_only.in_memory
    (notice,) = read_only.take_notices()
    assert str(db_path) in notice
    assert "kept in memory" in notice
    assert read_only.add(record(2))  # this session's games are kept, not lost to a failed write
    assert [g.game_key for g in read_only.games()] == ["game-1", "game-2"]
    read_only.close()


def test_a_read_only_file_in_a_folder_named_with_a_hash_still_shows_its_games(
    tmp_path, monkeypatch
):
    db_path = tmp_path / "Aces #1 ?100%" / "acesup.sqlite3"
    read_only = _reopened_read_only(monkeypatch, db_path)
    assert read_only.in_memory
    assert [g.game_key for g in read_only.games()] == ["game-1"]
    read_only.close()


def test_a_folder_the_player_cannot_write_still_shows_the_games(db_path, monkeypatch):
    history = History.open(db_path)
    history.add(record(1, Ending.WON))
    history.close()
    # What SQLite says in a folder the player may not write: no file can be
    # made, not even the WAL index a read-only open needs (root may write anything).
    connect = sqlite3.connect

    def no_new_files(target: str, *args: object, **kwargs: object) -> sqlite3.Connection:
        if target == str(db_path) or "mode=ro" in target:
            raise sqlite3.OperationalError("unable to open database file")
        return connect(target, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(database_module.sqlite3, "connect", no_new_files)
    read_only = History.open(db_path)
    monkeypatch.undo()
    assert read_only.in_memory
    assert [g.game_key for g in read_only.games()] == ["game-1"]
    assert len(read_only.take_notices()) == 1
    read_only.close()
    assert set_aside(db_path) == []
