"""PySide's start from the game's cache: as quick as it can be, and never different.

The game answers shiboken's compiles of its embedded sources and the
regular expressions they build from a cache file (``pyside_code_cache``).
PySide is already loaded in this process, so whole starts run in processes
of their own; the two stand-ins are checked here directly.
"""

from __future__ import annotations
import __future__

import builtins
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acesup_qt import pyside_code_cache
from acesup_qt.pyside_code_cache import (
    FILE_NAME,
    HEADER,
    StartCache,
    loading_pyside,
    read_cache,
    write_cache,
)

from .own_process import player_folders, run_python

# What a process started with the cache sees of PySide: signatures, the
# message of a call with the wrong arguments, an enum, a docstring's start.
PROBE = """
import sys
from acesup_qt.pyside_code_cache import loading_pyside
with loading_pyside():
    from PySide6 import QtCore
from PySide6.QtWidgets import QWidget
from PySide6.support import signature
print(signature.get_signature(QtCore.QRectF.adjusted))
print(signature.get_signature(QWidget.setWindowTitle))
print(QtCore.QRectF.adjusted.__doc__)
try:
    QtCore.QPointF("not a number", 2)
except TypeError as error:
    print(error)
print(QtCore.Qt.AlignmentFlag.AlignCenter, int(QtCore.Qt.AlignmentFlag.AlignCenter))
print(sorted(name for name in sys.modules if name.startswith("shibokensupport")))
import types
for name, module in sorted(sys.modules.items()):  # each function's code, its flags too
    if name.startswith("shibokensupport"):
        inside = [*vars(module).values()]
        inside += [v for c in inside if isinstance(c, type) for v in vars(c).values()]
        print(name, sorted(
            (f.__qualname__, f.__code__.co_flags, f.__code__.co_code.hex())
            for f in inside
            if isinstance(f, types.FunctionType) and f.__module__ == name
        ))
"""


def run_in(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Python with ``args``, a player of its own under ``home``; it must succeed."""
    result = run_python(*args, **player_folders(home))
    assert result.returncode == 0, result.stderr
    return result


def cache_file(home: Path) -> Path:
    return home / "cache" / "acesup-qt" / "acesup-qt" / FILE_NAME


def test_the_first_start_writes_the_cache_and_later_starts_only_read_it(tmp_path):
    assert run_in(tmp_path, "-m", "acesup_qt", "--self-test").stdout == "self-test ok\n"
    written = cache_file(tmp_path)
    cache = read_cache(written)
    assert any(name.startswith("shibokensupport/") for name in cache.sources)
    assert cache.patterns  # shiboken's signature parser builds its patterns at start
    before = written.stat().st_mtime_ns, written.read_bytes()

    assert run_in(tmp_path, "-m", "acesup_qt", "--self-test").stdout == "self-test ok\n"
    assert (written.stat().st_mtime_ns, written.read_bytes()) == before
    assert not list(written.parent.glob("*.tmp"))


def test_pyside_started_from_the_cache_behaves_as_pyside_started_without_it(tmp_path):
    compiled = run_in(tmp_path / "first", "-c", PROBE).stdout  # compiles, writes
    assert cache_file(tmp_path / "first").exists()
    cached = run_in(tmp_path / "first", "-c", PROBE).stdout  # reads
    plain = run_in(
        tmp_path / "plain",
        "-c",
        PROBE.replace("loading_pyside()", "__import__('contextlib').nullcontext()"),
    )
    assert compiled == cached == plain.stdout
    assert "QRectF.adjusted" not in compiled  # a signature, not an error
    assert "shibokensupport" in compiled


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"not a cache at all",
        HEADER,  # the header, nothing after it
        HEADER + b"\x00\x01\x02",
        b"acesup-qt pyside start 0\n" + b"\x00" * 64,  # an older header
    ],
    ids=["empty", "garbage", "header-only", "cut-short", "old-header"],
)
def test_a_damaged_cache_costs_only_its_speed_and_is_written_anew(tmp_path, damage):
    damaged = cache_file(tmp_path)
    damaged.parent.mkdir(parents=True)
    damaged.write_bytes(damage)
    assert run_in(tmp_path, "-m", "acesup_qt", "--self-test").stdout == "self-test ok\n"
    assert read_cache(damaged).sources


def test_a_cache_of_the_wrong_shapes_is_compiled_past(tmp_path):
    # Entries of the right header but the wrong kinds: each is checked as used.
    import marshal

    sources = {"shibokensupport/signature/loader.py": (1, 2, "not code"), "x": 5}
    patterns = {("(a)", 0): ("(b)", 0), ("x", 0): 7}
    damaged = cache_file(tmp_path)
    damaged.parent.mkdir(parents=True)
    damaged.write_bytes(HEADER + marshal.dumps((sources, patterns)))
    assert run_in(tmp_path, "-c", PROBE).stdout == run_in(tmp_path / "b", "-c", PROBE).stdout


def test_a_cache_written_by_python_run_with_o_is_left_to_it(tmp_path):
    # ``python -O`` compiles without asserts: its code is not the code of a plain run.
    run_in(tmp_path, "-O", "-c", PROBE)
    assert cache_file(tmp_path).exists()
    assert read_cache(cache_file(tmp_path)).sources == {}  # this test runs without -O


def test_no_home_folder_to_be_found_means_no_cache_and_the_usual_load(monkeypatch):
    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(pyside_code_cache.Path, "home", staticmethod(no_home))
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.delenv("LOCALAPPDATA", raising=False)
    monkeypatch.delitem(sys.modules, "shiboken6")  # as if PySide were still to load
    usual = builtins.compile
    with loading_pyside():
        assert builtins.compile is usual


def test_a_cache_folder_that_cannot_be_made_still_starts_the_game(tmp_path):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("in the way")
    folders = player_folders(tmp_path) | {"XDG_CACHE_HOME": str(blocked)}
    result = run_python("-m", "acesup_qt", "--self-test", **folders)
    assert (result.returncode, result.stdout, result.stderr) == (0, "self-test ok\n", "")


def test_the_cache_folder_is_the_one_qt_names_for_the_game_caches(tmp_path):
    asked = """
from PySide6.QtCore import QCoreApplication, QStandardPaths
from acesup_qt import pyside_code_cache, settings
QCoreApplication.setOrganizationName(settings.ORGANIZATION)
QCoreApplication.setApplicationName(settings.APPLICATION)
print(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation))
print(pyside_code_cache.cache_folder())
"""
    qt, ours = run_in(tmp_path, "-c", asked).stdout.splitlines()
    assert qt == ours == str(tmp_path / "cache" / "acesup-qt" / "acesup-qt")


def test_once_pyside_is_loaded_the_cache_is_left_alone(tmp_path):
    import PySide6.QtCore  # noqa: F401 (loaded: shiboken compiles nothing more)

    path = tmp_path / FILE_NAME
    usual = builtins.compile
    with loading_pyside(path):
        assert builtins.compile is usual
    assert not path.exists()


# The two stand-ins, on their own: what they answer from the cache is what
# the usual functions make.

SOURCE = """
def f(a: int) -> str:
    return str(a)
answer = f(41 + 1)
"""


def stand_ins(cached: StartCache, used: StartCache) -> tuple[Callable[..., Any], ...]:
    """The stand-in for ``compile`` and the one for Python's pattern compiler."""
    return (
        pyside_code_cache._source_compiler(cached, used),
        pyside_code_cache._pattern_compiler(cached, used),
    )


# A caller as shiboken's importer is, compiled with or without
# ``from __future__ import annotations``: the stand-in's answer, then compile's.
CALLER = """
def both(compile_source, source):
    return (
        compile_source(source, "shibokensupport/probe.py", "exec"),
        compile(source, "shibokensupport/probe.py", "exec"),
    )
"""


@pytest.mark.parametrize("future", [True, False], ids=["annotations", "none"])
def test_a_source_compiles_as_compile_would_under_its_callers_future(future):
    # shiboken's importer has ``from __future__ import annotations``, which the
    # embedded modules inherit (those without one of their own, as pyi_generator).
    caller: dict[str, Any] = {}
    flags = __future__.annotations.compiler_flag if future else 0
    exec(compile(CALLER, "importer.py", "exec", flags, True), caller)
    compile_source, _ = stand_ins(StartCache(), used := StartCache())
    stood_in, usual = caller["both"](compile_source, SOURCE.encode())
    assert stood_in == usual  # code objects compare their flags and constants too
    namespace: dict[str, Any] = {}
    exec(stood_in, namespace)
    assert namespace["answer"] == "42"
    expected = {"a": "int", "return": "str"} if future else {"a": int, "return": str}
    assert namespace["f"].__annotations__ == expected
    assert "shibokensupport/probe.py" in used.sources
    # And one compiled under the other future is not taken from the cache.
    other: dict[str, Any] = {}
    exec(
        compile(CALLER, "importer.py", "exec", flags ^ __future__.annotations.compiler_flag, True),
        other,
    )
    compile_source, _ = stand_ins(used, StartCache())
    assert other["both"](compile_source, SOURCE.encode())[0] != stood_in


def test_a_cached_source_is_used_only_while_its_text_is_unchanged(tmp_path):
    compile_source, _ = stand_ins(StartCache(), first := StartCache())
    compile_source(SOURCE, "shibokensupport/probe.py", "exec")
    path = tmp_path / FILE_NAME
    write_cache(path, first)
    cached = read_cache(path)
    compile_source, _ = stand_ins(cached, StartCache())
    same = compile_source(SOURCE, "shibokensupport/probe.py", "exec")
    assert same is cached.sources["shibokensupport/probe.py"][-1]
    changed = compile_source(SOURCE.replace("41", "40"), "shibokensupport/probe.py", "exec")
    namespace: dict[str, object] = {}
    exec(changed, namespace)
    assert namespace["answer"] == "41"


def test_other_compiles_go_the_usual_way_untouched():
    compile_source, _ = stand_ins(StartCache(), used := StartCache())
    assert eval(compile_source("6 * 7", "<mine>", "eval")) == 42
    code = compile_source("x = 1", "elsewhere.py", "exec", 0, True)
    assert code.co_filename == "elsewhere.py"
    assert not used.sources


PATTERNS = [
    r"(?P<rank>[2-9TJQKA])(?P<suit>[CDHS])",
    r"\b(\w+)\s+\1\b",
    r"(?i)ace|king",
    r"(?x) \( [^()]* \) # a bracket",
    r"^(?:[^\"\\]|\\.)*$",
    r"a++b|c*+d",  # possessive
    r"(?>ab|a)c",  # atomic
    r"[\u00e0-\u00ff]+",
    r"(a)|(b)",
]


@settings(max_examples=60, deadline=None)
@given(
    pattern=st.sampled_from(PATTERNS),
    flags=st.sampled_from([0, re.IGNORECASE, re.MULTILINE | re.DOTALL, re.ASCII]),
    text=st.text(alphabet='ab cdKQ2STH\\"()àé\n', max_size=30),
)
def test_a_pattern_built_from_the_cache_matches_as_one_compiled_anew(pattern, flags, text):
    import marshal

    _, compile_pattern = stand_ins(StartCache(), first := StartCache())
    made = compile_pattern(pattern, flags)
    assert (pattern, int(flags)) in first.patterns
    cached = StartCache({}, marshal.loads(marshal.dumps(first.patterns)))  # as from the file
    _, compile_pattern = stand_ins(cached, StartCache())
    rebuilt = compile_pattern(pattern, flags)
    assert (rebuilt.pattern, rebuilt.flags, rebuilt.groups, rebuilt.groupindex) == (
        made.pattern,
        made.flags,
        made.groups,
        made.groupindex,
    )
    found = [(m.span(), m.groups()) for m in made.finditer(text)]
    assert [(m.span(), m.groups()) for m in rebuilt.finditer(text)] == found
    assert bool(rebuilt.fullmatch(text)) == bool(made.fullmatch(text))


def test_a_pattern_cached_for_another_text_is_not_used():
    _, compile_pattern = stand_ins(StartCache(), first := StartCache())
    compile_pattern("a+", 0)
    wrong = StartCache({}, {("b+", 0): first.patterns[("a+", 0)]})
    _, compile_pattern = stand_ins(wrong, StartCache())
    assert compile_pattern("b+", 0).fullmatch("bbb")


def test_both_usual_functions_are_back_even_when_loading_fails(tmp_path, monkeypatch):
    import re._compiler as pattern_compiler  # type: ignore[import-not-found]

    monkeypatch.delitem(sys.modules, "shiboken6")  # as if PySide were still to load
    usual_compile, usual_patterns = builtins.compile, pattern_compiler.compile
    stood_in = []

    def load() -> None:
        with loading_pyside(tmp_path / FILE_NAME):
            stood_in.append((builtins.compile, pattern_compiler.compile))
            raise RuntimeError("PySide failed to load")

    with pytest.raises(RuntimeError):
        load()
    assert stood_in[0][0] is not usual_compile
    assert stood_in[0][1] is not usual_patterns
    assert (builtins.compile, pattern_compiler.compile) == (usual_compile, usual_patterns)
    assert not (tmp_path / FILE_NAME).exists()  # nothing written for a load that failed
