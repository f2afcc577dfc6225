"""The solver's settled answers, kept from one run to the next in a small file.

Its answers on whole deals and on lost games (``kept_verdicts``,
``kept_lost_moves``) each cost it seconds; kept for the run only, they were
searched again after every restart, for the very same deal or game. Each kind
is kept in a file of its own in the game's cache folder, read on first use.

The file is the game's own spare copy, never the player's data: one that
cannot be read, is not this version's or holds an answer that does not hold up
is passed over (whole, or that answer alone), and the searches simply run
again. It is written whole or not at all. Qt-free.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Hashable, ItemsView, Iterator
from pathlib import Path
from typing import Any, Generic, TypeVar

from .recent import Recent

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


def cache_path(name: str) -> Path | None:
    """The file ``name`` in the game's cache folder; None where there is no home to keep it in."""
    from .pyside_code_cache import cache_folder

    try:
        return cache_folder() / name
    except RuntimeError:
        return None


class KeptRecent(Recent[K, V], Generic[K, V]):
    """The newest answers, read from ``path`` when first asked for and written there
    by ``save``; with ``path`` None, kept for the run only.

    A kind of answer says how one is written (``entry``: None for one not worth
    keeping) and read back (``read_entry``, raising on anything that does not
    hold up), under which ``FORMAT`` and ``FIELD`` of the file."""

    FORMAT = ""  # the file's first field: any other is passed over
    FIELD = ""  # the list of answers in it

    def __init__(self, path: Path | None, bound: int) -> None:
        super().__init__(bound)
        self.path = path
        self._read = path is None

    def entry(self, key: K, value: V) -> dict[str, Any] | None:
        """``value`` as the file holds it; None if it is not kept (not settled)."""
        raise NotImplementedError

    def read_entry(self, entry: dict[str, Any]) -> tuple[K, V]:
        """One answer of the file, checked. Raises ``ValueError`` (or ``TypeError``,
        ``KeyError``, ``AttributeError``) on anything that does not hold up."""
        raise NotImplementedError

    # Every way in reads the file first: an answer stored before it is read must
    # stay the newest, not be overwritten by the file's older one.
    def _read_once(self) -> None:
        if not self._read:
            self._read = True
            found = self._read_file(self.path) if self.path is not None else []
            for key, value in reversed(found):  # each put first: the oldest ends first
                if not super().__contains__(key):
                    super().__setitem__(key, value)
                    self.move_to_end(key, last=False)  # older than any of this run's
            while len(self) > self.bound:
                self.popitem(last=False)

    def __getitem__(self, key: K) -> V:
        self._read_once()
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        self._read_once()
        return super().__contains__(key)

    def get(self, key: K, default: V | None = None) -> V | None:  # type: ignore[override]
        self._read_once()
        return super().get(key, default)

    def __setitem__(self, key: K, value: V) -> None:
        self._read_once()
        super().__setitem__(key, value)

    def __len__(self) -> int:
        self._read_once()
        return super().__len__()

    def __iter__(self) -> Iterator[K]:
        self._read_once()
        return super().__iter__()

    def items(self) -> ItemsView[K, V]:  # type: ignore[override]
        self._read_once()
        return super().items()

    def save(self) -> None:
        """Write the settled answers to the file, whole or not at all (a failure is
        silent: the answers stay for the run, and the next run searches again)."""
        if self.path is None:
            return
        self._read_once()
        pairs = list(super().items())
        entries = [e for e in (self.entry(k, v) for k, v in pairs) if e is not None]
        text = json.dumps({"format": self.FORMAT, self.FIELD: entries})
        temporary = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary.write_text(text, encoding="utf-8")
            os.replace(temporary, self.path)
        except OSError:
            with contextlib.suppress(OSError):
                temporary.unlink()

    def _read_file(self, path: Path) -> list[tuple[K, V]]:
        """The answers in ``path`` that hold up, oldest first; none if it cannot be read."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):  # missing, unreadable, not text, not JSON
            return []
        if not isinstance(data, dict) or data.get("format") != self.FORMAT:
            return []
        entries = data.get(self.FIELD)
        found = []
        for entry in entries if isinstance(entries, list) else []:
            with contextlib.suppress(ValueError, TypeError, KeyError, AttributeError):
                found.append(self.read_entry(entry))
        return found
