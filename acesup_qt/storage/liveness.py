"""Is another copy of the app alive? One locked file per running session.

Each running copy holds an exclusive OS lock on ``<session id>.lock`` in a
directory beside the database. The operating system drops the lock when the
process ends in any way, SIGKILL and power cut included, so a lock that can
be taken belongs to a copy that is gone. This never mistakes a new process
that reused a dead one's pid for the owner, as a pid check would.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import IO


def lock_directory(database: Path) -> Path:
    """Where the session locks of the database at ``database`` live."""
    return database.with_name(database.name + ".sessions")


def _try_lock(handle: IO[str], *, probe: bool = False) -> bool:
    """Take the lock without waiting; False when someone else holds it.

    A session holds its lock exclusively; a probe asks for a shared one, so
    two copies probing the same dead session at once both see it dead
    instead of mistaking each other's probe for the owner.
    """
    try:
        if sys.platform == "win32":
            import msvcrt

            # Windows has no shared lock here: a probe colliding with another
            # probe reads "alive" and leaves that saved game for the next start.
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            # flock, not lockf: flock locks belong to the open file, so two
            # sessions inside one process (as in the tests) exclude each other too.
            mode = fcntl.LOCK_SH if probe else fcntl.LOCK_EX
            fcntl.flock(handle.fileno(), mode | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _unlock(handle: IO[str]) -> None:
    with contextlib.suppress(OSError):
        if sys.platform == "win32":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


class SessionLock:
    """Held for the life of a session: proof to other copies that it is alive."""

    def __init__(self, directory: Path, session_id: str) -> None:
        directory.mkdir(parents=True, exist_ok=True)
        self.path = directory / f"{session_id}.lock"
        self._handle: IO[str] | None = open(self.path, "a+")  # noqa: SIM115 - held open on purpose
        if not _try_lock(self._handle):
            self._handle.close()
            self._handle = None
            raise OSError(f"session lock {self.path} is already held")
        self._handle.write(str(os.getpid()))  # for a person looking; never trusted
        self._handle.flush()

    def release(self) -> None:
        """Let go: the session is over (its saved game may be resumed by the next)."""
        if self._handle is None:
            return
        with contextlib.suppress(OSError):
            self.path.unlink()
        _unlock(self._handle)
        self._handle.close()
        self._handle = None


def is_alive(directory: Path, session_id: str) -> bool:
    """True while the session ``session_id`` holds its lock; cleans up after dead ones."""
    path = directory / f"{session_id}.lock"
    try:
        handle = open(path, "a+")  # noqa: SIM115 - closed below on every path
    except OSError:
        return False
    try:
        if not _try_lock(handle, probe=True):
            return True
        with contextlib.suppress(OSError):
            path.unlink()
        _unlock(handle)
        return False
    finally:
        handle.close()
