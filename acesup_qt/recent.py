"""A dict that keeps only its newest entries: answers kept for the run.

The solver's and the hints' answers are kept by position or by deal so that an
Undo, a Restart or a deal played again answers at once. A game left open for
days would keep every one of them, and grow without end; past a bound the
oldest answer goes (asked again, it is only worked out again).

Oldest by when it was stored, not by when it was last read: the still-winnable
line reads the answers of every earlier position of the game at each move
(``_known``): were a read a use, the position just left would be the
first to go.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Recent(OrderedDict[K, V]):
    """At most ``bound`` entries; storing one, new or again, makes it the newest."""

    def __init__(self, bound: int) -> None:
        if bound < 1:
            raise ValueError(f"a Recent keeps at least one entry, not {bound}")
        super().__init__()
        self.bound = bound

    def __setitem__(self, key: K, value: V) -> None:
        super().__setitem__(key, value)
        self.move_to_end(key)
        while len(self) > self.bound:
            self.popitem(last=False)  # the oldest

    def setdefault(self, key: K, default: V) -> V:
        # Spelled out: OrderedDict's own need not go through ``__setitem__``.
        if key in self:
            return super().__getitem__(key)
        self[key] = default
        return default
