"""Fixtures of the storage tests: a database in a temporary directory."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from acesup_qt.storage import Autosave, History


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "acesup.sqlite3"


@pytest.fixture
def history(db_path: Path) -> Iterator[History]:
    opened = History.open(db_path)
    yield opened
    opened.close()


@pytest.fixture
def autosaves() -> Iterator[Callable[..., Autosave]]:
    """Make Autosaves (copies of the app) that are closed when the test ends."""
    made: list[Autosave] = []

    def make(history: History, **kwargs: object) -> Autosave:
        autosave = Autosave(history, **kwargs)  # type: ignore[arg-type]
        made.append(autosave)
        return autosave

    yield make
    for autosave in made:
        # A test may have closed the database first; the lock is let go anyway.
        with contextlib.suppress(sqlite3.ProgrammingError):
            autosave.close()
