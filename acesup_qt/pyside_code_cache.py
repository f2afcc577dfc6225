"""Start PySide from a cache of the work it would otherwise redo at every start.

Importing PySide6 runs some 130 KB of Python that shiboken carries inside its
library (``shibokensupport``, its signature support). At every start,
shiboken compiles that source with ``compile()`` (some 17 ms on a 2-core
machine), and the source compiles three long regular expressions (some
12 ms): together a sixth of the game's start, before a single window exists.
Python keeps the bytecode of ordinary modules in ``__pycache__``; shiboken's
embedded modules and their patterns get no such cache. The game keeps one
(``loading_pyside``): while PySide loads,

- each ``compile`` of one of shiboken's embedded sources (named
  ``shibokensupport/...``) is answered from the cache when the source is
  the one cached, as far as its CRC-32 and length tell, compiled under the
  same ``from __future__`` flags;
- each regular expression is built from the cached output of Python's
  pattern compiler (``re._compiler``), the list of instructions it hands to
  the ``_sre`` engine, when the pattern and flags are those cached;

and the cache file is written anew after a start that missed.

Each source is compiled as shiboken's own ``compile`` call would compile
it: with the ``from __future__`` flags of the code calling it (shiboken's
loader has ``annotations``, which its embedded modules then inherit).

The file is marshal data, as a ``.pyc`` is, under a header naming Python's
exact version, its bytecode magic number, its ``re`` engine's and its
optimization level (``-O``), so another Python, or the same one run
another way, never reads it. Anything wrong with it (missing, cut short,
from another Python, an unwritable folder, no home folder to put it in)
only means doing the work as PySide always does: the cache can make a
start quicker, never break one. Both stand-ins are in place
only while ``loading_pyside`` runs, which is before the game starts any
thread, and each hands anything it does not know to the usual function.
"""

from __future__ import annotations
import __future__

import builtins
import contextlib
import marshal
import os
import re
import sys
import zlib
from collections.abc import Callable, Iterator
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any

FILE_NAME = "pyside-start.bin"
EMBEDDED_PREFIX = "shibokensupport/"  # how shiboken names its embedded files
_compiler: Any = getattr(re, "_compiler", None)  # Python's pattern compiler (private)
_ENGINE_MAGIC = getattr(getattr(re, "_constants", None), "MAGIC", 0)
HEADER = (
    b"acesup-qt pyside start 2 %x %d %d\n" % (sys.hexversion, _ENGINE_MAGIC, sys.flags.optimize)
    + MAGIC_NUMBER
)
# The ``from __future__`` flags a ``compile`` call inherits from its caller.
_FUTURE_FLAGS = 0
for _feature in __future__.all_feature_names:
    _FUTURE_FLAGS |= getattr(__future__, _feature).compiler_flag

# A cached source: (CRC-32 of the source, its length, the future flags it
# was compiled with, the compiled code).
Source = tuple[int, int, int, CodeType]
# A cached pattern: what Python's pattern compiler handed ``_sre.compile``.
Pattern = tuple[Any, ...]


class StartCache:
    """What one start of PySide compiled: its embedded sources and its patterns.

    (A plain class: ``dataclasses`` would cost the start a millisecond.)
    """

    def __init__(
        self,
        sources: dict[str, Source] | None = None,
        patterns: dict[tuple[str, int], Pattern] | None = None,
    ) -> None:
        self.sources = sources or {}
        self.patterns = patterns or {}

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, StartCache)
            and self.sources == other.sources
            and self.patterns == other.patterns
        )

    __hash__ = None  # type: ignore[assignment]  # changes as PySide loads


def cache_folder() -> Path:
    """The game's cache folder, found without Qt (Qt is what is being loaded).

    The folders Qt's ``QStandardPaths.CacheLocation`` names for the game.
    Raises ``RuntimeError`` when it needs the home folder and none is found.
    """
    if sys.platform == "win32":
        root = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
        return Path(root) / "acesup-qt" / "acesup-qt" / "cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "acesup-qt" / "acesup-qt"
    root = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(root) / "acesup-qt" / "acesup-qt"


def read_cache(path: Path) -> StartCache:
    """The cache in ``path``; empty if the file is missing or not this Python's."""
    try:
        data = path.read_bytes()
        if not data.startswith(HEADER):
            return StartCache()
        sources, patterns = marshal.loads(data[len(HEADER) :])
    except (OSError, EOFError, ValueError, TypeError):
        return StartCache()
    if not isinstance(sources, dict) or not isinstance(patterns, dict):
        return StartCache()
    return StartCache(sources, patterns)  # each entry is checked when used


def write_cache(path: Path, cache: StartCache) -> None:
    """Write the cache whole or not at all: a reader never sees half a file."""
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(HEADER + marshal.dumps((cache.sources, cache.patterns)))
        os.replace(temporary, path)
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            temporary.unlink()


class _Engine:
    """Python's ``_sre`` engine, noting what the pattern compiler hands it."""

    def __init__(self, engine: Any) -> None:
        self.engine = engine
        self.handed: Pattern | None = None

    def compile(self, *handed: Any) -> Any:
        # The instructions are named constants (``int`` subclasses) marshal
        # cannot write; the engine reads plain numbers alike.
        self.handed = tuple(
            int(part)
            if isinstance(part, int)
            else [int(number) for number in part]
            if isinstance(part, list)
            else part
            for part in handed
        )
        return self.engine.compile(*handed)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.engine, name)


def _source_compiler(cached: StartCache, used: StartCache) -> Callable[..., Any]:
    """A ``compile`` answering shiboken's embedded sources from ``cached``."""
    usual = builtins.compile

    def compile_from_cache(source: Any, filename: Any, mode: str, *rest: Any, **named: Any) -> Any:
        if (
            rest
            or named
            or mode != "exec"
            or not isinstance(filename, str)
            or not filename.startswith(EMBEDDED_PREFIX)
            or not isinstance(source, bytes | str)
        ):
            return usual(source, filename, mode, *rest, **named)
        # What the usual compile would inherit: the future flags of our caller
        # (shiboken's importer), not this module's.
        flags = sys._getframe(1).f_code.co_flags & _FUTURE_FLAGS
        data = source.encode() if isinstance(source, str) else source
        key = (zlib.crc32(data), len(data), flags)
        entry = cached.sources.get(filename)
        if isinstance(entry, tuple) and entry[:3] == key and isinstance(entry[-1], CodeType):
            code = entry[-1]
        else:
            code = usual(source, filename, mode, flags, True)
        used.sources[filename] = (*key, code)
        return code

    return compile_from_cache


def _pattern_compiler(cached: StartCache, used: StartCache) -> Callable[..., Any]:
    """Python's pattern compiler, building the patterns in ``cached`` from what it noted."""
    usual = _compiler.compile
    engine = _compiler._sre

    def compile_pattern(pattern: Any, flags: Any = 0) -> Any:
        if not isinstance(pattern, str) or not isinstance(flags, int):
            return usual(pattern, flags)
        key = (pattern, int(flags))
        handed = cached.patterns.get(key)
        if isinstance(handed, tuple) and handed and handed[0] == pattern:
            with contextlib.suppress(TypeError, ValueError, RuntimeError):
                made = engine.compile(*handed)
                used.patterns[key] = handed
                return made
        noting = _Engine(engine)
        _compiler._sre = noting
        try:
            made = usual(pattern, flags)
        finally:
            _compiler._sre = engine
        if noting.handed is not None:
            used.patterns[key] = noting.handed
        return made

    return compile_pattern


@contextlib.contextmanager
def loading_pyside(path: Path | None = None) -> Iterator[None]:
    """Answer PySide's compiles of its sources and patterns from the cache while this runs.

    Import ``PySide6.QtCore`` inside it. Once PySide is loaded this does
    nothing: shiboken compiles its sources only when it is first imported.
    (In the PyInstaller bundle, PyInstaller's runtime hook for PySide6
    imports ``QtCore`` before the game's first line runs: the spec's own
    hook, ``packaging/start_hook.py``, which runs before it, loads PySide
    inside this first.)
    """
    if path is None and "shiboken6" not in sys.modules:
        with contextlib.suppress(RuntimeError):  # no home folder: no cache, the usual load
            path = cache_folder() / FILE_NAME
    if path is None or "shiboken6" in sys.modules:
        yield
        return
    cached = read_cache(path)
    used = StartCache()
    usual_compile = builtins.compile
    builtins.compile = _source_compiler(cached, used)
    usual_pattern_compile = getattr(_compiler, "compile", None)
    quick_patterns = usual_pattern_compile is not None and hasattr(_compiler, "_sre")
    if quick_patterns:
        _compiler.compile = _pattern_compiler(cached, used)
    try:
        yield
    finally:
        builtins.compile = usual_compile
        if quick_patterns:
            _compiler.compile = usual_pattern_compile
    if used.sources and used != cached:
        write_cache(path, used)
