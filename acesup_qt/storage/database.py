"""Open the statistics database, whatever state its file is in.

One SQLite file (standard library ``sqlite3``) in WAL mode, so a reader never
waits for the writer and a write killed half-way leaves the last committed
state. Every write is one ``BEGIN IMMEDIATE`` transaction: taking the write
lock up front means two copies of the app queue behind each other (for up to
``BUSY_TIMEOUT`` seconds) instead of failing on a lock upgrade.

Opening never fails, because a player must always be able to play:

- no file yet: a fresh database is made, with its parent directory;
- a corrupt, truncated or foreign file (another program's SQLite file, or not
  SQLite at all): it is renamed aside with a timestamp, a fresh database takes
  its place, and ``notices`` says so once;
- a file from a newer release (a schema version we do not know): it is left
  untouched and the statistics live in memory for this session;
- a directory that cannot be made or written, or a read-only file: the
  statistics live in memory (with whatever history could still be read),
  and ``notices`` says so.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

from .schema import MIGRATIONS, SCHEMA_VERSION, TABLES

BUSY_TIMEOUT = 10.0  # seconds a writer waits for another copy of the app
FILE_NAME = "acesup.sqlite3"
DATABASE_ENVIRONMENT = "ACESUP_DATABASE"


# SQLite's primary result codes for a file that is not an intact database:
# "file is not a database" and "database disk image is malformed".
_DAMAGED = frozenset({sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT})


class UnreadableDatabaseError(Exception):
    """The file is not a usable database of ours (corrupt, truncated or foreign).

    Its message is the technical detail, in SQLite's words where SQLite gave
    them; ``damaged`` tells a broken file from a sound one of another program's.
    """

    def __init__(self, detail: str, *, damaged: bool = True) -> None:
        super().__init__(detail)
        self.damaged = damaged


class NewerSchemaError(Exception):
    """The file was written by a newer release; we must not touch it."""


def default_database_path() -> Path:
    """Where the game keeps its database: the platform's app-data directory.

    ``ACESUP_DATABASE`` names another file instead (tests, or a second profile).
    """
    chosen = os.environ.get(DATABASE_ENVIRONMENT)
    if chosen:
        # "~/stats.sqlite3" in quotes reaches us unexpanded: a folder named "~" is no one's wish.
        return Path(chosen).expanduser()
    from PySide6.QtCore import QStandardPaths  # only here: the storage is Qt-free otherwise

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) / FILE_NAME


def _connect(target: str) -> sqlite3.Connection:
    # isolation_level=None: we open and close every transaction ourselves.
    connection = sqlite3.connect(target, timeout=BUSY_TIMEOUT, isolation_level=None)
    connection.execute("PRAGMA foreign_keys = ON")
    return connection


def _check(connection: sqlite3.Connection) -> int:
    """The file's schema version; UnreadableDatabaseError if not an intact file of ours."""
    try:
        version = int(connection.execute("PRAGMA user_version").fetchone()[0])
        names = {
            row[0]
            for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        verdict = connection.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.DatabaseError as error:
        # Only a file SQLite calls damaged is set aside. A sound file it cannot
        # read now (locked by another program, a folder without write access
        # for the WAL index, an I/O error) is the player's data: leave it be.
        if getattr(error, "sqlite_errorcode", 0) & 0xFF not in _DAMAGED:
            raise
        raise UnreadableDatabaseError(f"SQLite: {error}") from error
    if verdict != "ok":
        raise UnreadableDatabaseError(f"SQLite's integrity check: {verdict}")
    if version > SCHEMA_VERSION:
        raise NewerSchemaError(f"schema version {version}, this release knows {SCHEMA_VERSION}")
    tables = {n for n in names if not n.startswith("sqlite_")}
    if version == 0 and tables:
        raise UnreadableDatabaseError(
            f"no schema version; tables: {', '.join(sorted(tables))}", damaged=False
        )
    if version > 0 and "games" not in tables:
        raise UnreadableDatabaseError(f"schema version {version} but no games table", damaged=False)
    if version == SCHEMA_VERSION and not tables >= TABLES:
        raise UnreadableDatabaseError(f"tables missing: {', '.join(sorted(TABLES - tables))}")
    return version


def migrate(connection: sqlite3.Connection, version: int, target: int = SCHEMA_VERSION) -> None:
    """Bring a file from ``version`` up to ``target``, one transaction per step."""
    for step in range(version, target):
        connection.executescript(
            f"BEGIN IMMEDIATE;\n{MIGRATIONS[step]}\nPRAGMA user_version = {step + 1};\nCOMMIT;"
        )


def _open_file(path: Path) -> sqlite3.Connection:
    """Open, check and migrate the file at ``path``; UnreadableDatabaseError when it is bad."""
    connection = _connect(str(path))
    try:
        version = _check(connection)
        mode = connection.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if mode != "wal":
            raise sqlite3.OperationalError(f"cannot switch to WAL mode (got {mode})")
        # NORMAL is durable across a crash of the app in WAL mode; only a power
        # cut may take back the last moves, never corrupt the file.
        connection.execute("PRAGMA synchronous = NORMAL")
        migrate(connection, version)
        # A write proves the directory and file are writable now, not later mid-game.
        # It must change a page: an empty transaction succeeds on a read-only file.
        connection.execute("BEGIN IMMEDIATE")
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        connection.execute("COMMIT")
    except BaseException:
        connection.close()
        raise
    return connection


def _set_aside(path: Path, now: float) -> Path:
    """Rename a bad file (and its WAL companions) beside itself with a timestamp."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now))
    aside = path.with_name(f"{path.name}.bad-{stamp}")
    serial = 1
    while aside.exists():
        serial += 1
        aside = path.with_name(f"{path.name}.bad-{stamp}-{serial}")
    path.rename(aside)
    for suffix in ("-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.rename(aside.with_name(aside.name + suffix))
    return aside


def _memory_copy(path: Path, locked: bool = False) -> sqlite3.Connection:
    """An in-memory database holding what can still be read of ``path``.

    ``locked``: the open already waited out another program's lock, so read
    the file as it is at once rather than wait for that lock a second time.
    """
    # Read-only first; in a folder the player may not write, SQLite cannot
    # make the WAL index a read-only open needs, so then read the file as it is.
    for query in ("immutable=1",) if locked else ("mode=ro", "immutable=1"):
        memory = _connect(":memory:")
        try:
            source = sqlite3.connect(_uri(path, query), uri=True, timeout=BUSY_TIMEOUT)
            try:
                version = _check(source)
                source.backup(memory)
            finally:
                source.close()
            migrate(memory, version)
            return memory
        except (sqlite3.Error, UnreadableDatabaseError, NewerSchemaError, OSError):
            memory.close()
    memory = _connect(":memory:")
    migrate(memory, 0)
    return memory


def _uri(path: Path, query: str) -> str:
    """An SQLite URI for ``path``: a '#', '?' or '%' in a folder's name must not cut it short."""
    return f"{path.absolute().as_uri()}?{query}"


class Opened:
    """A connection and what the player should be told about how it was opened."""

    def __init__(self, connection: sqlite3.Connection, path: Path | None, notices: list[str]):
        self.connection = connection
        self.path = path  # None when the statistics live in memory this session
        self.notices = notices


def open_connection(path: Path) -> Opened:
    """Open the database at ``path`` as the module docstring describes; never raises."""
    notices: list[str] = []
    locked = False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return Opened(_open_file(path), path, notices)
        except UnreadableDatabaseError as fault:
            aside = _set_aside(path, time.time())
            notices.append(set_aside_notice(path, aside, fault))
            return Opened(_open_file(path), path, notices)
    except NewerSchemaError as error:
        notices.append(
            f"The statistics file {path} was written by a newer version of the game ({error}). "
            "It is left untouched; this session's games are kept in memory only."
        )
    except (OSError, sqlite3.Error, UnreadableDatabaseError) as error:
        locked = getattr(error, "sqlite_errorcode", 0) & 0xFF == sqlite3.SQLITE_BUSY
        notices.append(
            f"The statistics cannot be saved to {path} ({error}). You can play; "
            "this session's games are kept in memory only."
        )
    return Opened(_memory_copy(path, locked), None, notices)


def set_aside_notice(path: Path, aside: Path, fault: UnreadableDatabaseError) -> str:
    """What the player is told when ``path`` was set aside as ``aside``: what is
    lost, that nothing was deleted, and the technical detail last."""
    if fault.damaged:
        what, kept = "is damaged", "the damaged file"
    else:
        what, kept = "belongs to another program, not to this game", "that file"
    # The game in progress is saved in the same file, so it goes with the record.
    return (
        f"The statistics file {path} {what}, so it could not be read. A new, empty one "
        "was started in its place: your record of finished games starts again from "
        "nothing, and the game you were playing, if there was one, could not be brought "
        f"back. Nothing was deleted: {kept} is kept untouched beside the new one, as "
        f"{aside.name}. ({fault})"
    )


@contextlib.contextmanager
def write_transaction(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction: all of it is committed, or none of it.

    A full disk (SQLITE_FULL) or an I/O error may have rolled the transaction
    back already: a ROLLBACK then fails ("no transaction is active"), and its
    error took the place of the real one, so the player read of a rollback,
    not of the full disk. A COMMIT that fails is rolled back too: left open,
    the transaction made every later write fail ("cannot start a transaction
    within a transaction"), even once there was room on the disk again.
    """
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:
            with contextlib.suppress(sqlite3.Error):  # the first error is the one to tell
                connection.execute("ROLLBACK")
        raise


def disk_full(error: BaseException) -> bool:
    """Whether ``error`` is SQLite's "database or disk is full" (or the system's ENOSPC)."""
    if isinstance(error, sqlite3.Error):
        return (getattr(error, "sqlite_errorcode", None) or 0) & 0xFF == sqlite3.SQLITE_FULL
    return isinstance(error, OSError) and error.errno == errno.ENOSPC


def write_fault(error: BaseException) -> str:
    """Why a write failed, in a player's words: a full disk plainly, else SQLite's own."""
    if disk_full(error):
        return "the disk is full"
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return str(error)
