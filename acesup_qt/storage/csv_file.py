"""Statistics > Export CSV, written whole or not at all."""

from __future__ import annotations

import os
from pathlib import Path

from .history import History


def export_csv_file(history: History, path: Path, variant: str | None = None) -> int:
    """Write the games of ``variant`` (all when None) to ``path`` as CSV; how many.

    Written to a new file beside it and renamed over it only when whole: a full
    disk, or a statistics file that fails to read half-way (sqlite3.Error),
    never leaves half an export, nor takes the place of a good one. Raises
    OSError or sqlite3.Error, the file at ``path`` untouched.
    """
    part = path.with_name(f".{path.name}.{os.urandom(4).hex()}.part")
    try:
        with open(part, "x", newline="", encoding="utf-8") as out:
            count = history.export_csv(out, variant)
            out.flush()
            os.fsync(out.fileno())
        os.replace(part, path)
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    return count
