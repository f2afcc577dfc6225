"""Modules the start imports for work the game never does, loaded only if it ever is.

Loading PySide imports ``logging`` and ``tempfile`` (for its stub generator
and an old way of unpacking its sources), and ``pathlib`` imports
``urllib.parse``, which imports ``ipaddress`` (for URLs with an IPv6 host).
The game uses none of that, yet running those modules cost some 5 ms of a
start. While ``defer`` is on, a first import of one of them makes a module
that runs its code only when something first reads from it (Python's own
``importlib.util.LazyLoader``): if nothing does, it never runs. (A module
imported a second time runs then, as Python's import reads from it: so
``bz2`` and ``lzma``, which ``shutil`` imports for nothing but ``zipfile``
imports again, are not here.)

Deferring is on only during the start, in the main thread, before any worker
thread exists (``launch`` turns it on, ``app`` off once the first frame is
painted); a module made lazy then and used later loads in whatever thread
uses it first, as a plain import would have loaded it.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

UNUSED = ("logging", "tempfile", "ipaddress")


class _Deferring:
    """A finder that hands the usual spec back with a loader that waits for the first use."""

    def find_spec(
        self, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if name not in UNUSED:
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path, target)
        if spec is None or spec.loader is None:
            return None
        spec.loader = importlib.util.LazyLoader(spec.loader)
        return spec


_FINDER = _Deferring()


def defer() -> None:
    """Make the first import of each ``UNUSED`` module lazy from now on."""
    if _FINDER not in sys.meta_path:
        sys.meta_path.insert(0, _FINDER)


def stop() -> None:
    """Import them the usual way again (modules already made lazy stay so until used)."""
    if _FINDER in sys.meta_path:
        sys.meta_path.remove(_FINDER)


def deferred(name: str) -> bool:
    """Whether module ``name`` was made lazy and has not run yet.

    Asked of its type alone: reading anything from the module would run it.
    """
    module = sys.modules.get(name)
    return module is not None and type(module).__name__ == "_LazyModule"
