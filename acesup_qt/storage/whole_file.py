"""Files written whole or not at all: a saved game, a statistics export."""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TextIO, TypeVar

T = TypeVar("T")
# The new file's name is the file's own, cut to this many bytes, with ".part" and a
# random tag: a name as long as the system takes (255 bytes) gave one longer still.
PART_NAME_BYTES = 200


def write_whole(path: Path, write: Callable[[TextIO], T], newline: str | None = None) -> T:
    """Call ``write`` on a new file beside ``path``, then rename it over ``path``;
    what ``write`` returned.

    Renamed only when whole and on the disk: a full disk, or a fault half-way
    through ``write``, never leaves half a file in place of one that was good.
    Whatever went wrong is raised again, ``path`` untouched and nothing left beside it.
    As a plain write did, a link is written through to the file it names (renamed
    over, the link became a file and its file kept the old contents), and a file
    written over keeps its permissions.
    """
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    short = target.name.encode()[:PART_NAME_BYTES].decode(errors="ignore")
    part = target.with_name(f".{short}.{os.urandom(4).hex()}.part")
    try:
        with open(part, "x", newline=newline, encoding="utf-8") as out:
            written = write(out)
            out.flush()
            with contextlib.suppress(OSError):  # none yet, or not ours to read
                mode = stat.S_IMODE(os.stat(target).st_mode)
                if mode & stat.S_IWUSR:  # a read-only one's is no mode for a file to delete
                    os.chmod(part, mode)
            os.fsync(out.fileno())
        os.replace(part, target)
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    return written
