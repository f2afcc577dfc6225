"""Files written whole or not at all: a saved game, a statistics export."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TextIO, TypeVar

T = TypeVar("T")


def write_whole(path: Path, write: Callable[[TextIO], T], newline: str | None = None) -> T:
    """Call ``write`` on a new file beside ``path``, then rename it over ``path``;
    what ``write`` returned.

    Renamed only when whole and on the disk: a full disk, or a fault half-way
    through ``write``, never leaves half a file in place of one that was good.
    Whatever went wrong is raised again, ``path`` untouched and nothing left beside it.
    """
    part = path.with_name(f".{path.name}.{os.urandom(4).hex()}.part")
    try:
        with open(part, "x", newline=newline, encoding="utf-8") as out:
            written = write(out)
            out.flush()
            os.fsync(out.fileno())
        os.replace(part, path)
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    return written
