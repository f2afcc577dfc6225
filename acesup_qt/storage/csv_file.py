"""Statistics > Export CSV, written whole or not at all."""

from __future__ import annotations

from pathlib import Path

from .history import History
from .whole_file import write_whole


def export_csv_file(history: History, path: Path, variant: str | None = None) -> int:
    """Write the games of ``variant`` (all when None) to ``path`` as CSV; how many.

    Written to a new file beside it and renamed over it only when whole: a full
    disk, or a statistics file that fails to read half-way (sqlite3.Error),
    never leaves half an export, nor takes the place of a good one. Raises
    OSError or sqlite3.Error, the file at ``path`` untouched.
    """
    return write_whole(path, lambda out: history.export_csv(out, variant), newline="")
