"""Benchmark the table: start-up time, repaint time and memory.

    python tests/benchmarks/bench_table.py [--runs 10] [--repaints 50] [--instructions]

Prints:
- start to first painted frame: the median wall time of ``--runs`` runs of
  ``python -m acesup_qt --self-test``, from the launch to the moment it says
  "self-test ok" (after its first frame, and after it has checked every
  resource), next to a bare PySide6 QMainWindow started the same way and
  saying so after its first paint, the two taking turns (goal: at most 1.3
  times). The time to the end of the process, which adds Python's and Qt's
  taking down, and the CPU time of the whole run, follow. And, taking turns
  with them, the least a painted card
  table costs in PySide6 built the usual way (a view of 52 painted cards,
  no menus, toolbar, status bar or rules), and the same table with the
  game's menus, toolbar and status bar (no game code): what any such window
  costs, so the figure beyond it is the game's own. Last, the bare window
  with only those menus, toolbar and status bar around an empty centre: what
  the chrome the issue asks for costs before a single card is drawn. Before
  them all, the game's very first start, which compiles what PySide loads
  and writes the game's start cache (``acesup_qt/pyside_code_cache.py``)
  that every later start, the timed ones too, reads; and beside them the
  bare window started the game's way (PySide from that cache, Python's
  cycle collector resting until the first paint), to show how much of what
  the game saves any PySide window could save;
- the time to repaint the whole table at 1920x1080 in the middle of a game
  (median of ``--repaints``; goal: under 8 ms);
- the time of one step of a window resize (the table laid out again and drawn
  at the new size, its cards and felt scaled from pictures painted already:
  ``acesup_qt/scene/live_resize.py``) at 1920x1080 and at 3840x2160,
  painting as the game does, on one thread, and with Qt's paint threads
  (``NO_PAINT_THREADS`` in ``acesup_qt/app.py``), each in a process of its own;
- memory after start (RSS), next to the bare window's;
- how many Python enum classes PySide builds on the way to the first frame,
  and the time that takes, for each: PySide makes a Python ``enum`` class for
  every Qt enum of a class the first time Python touches that class (the
  ``Qt`` namespace alone holds 93). The game builds them the quick way
  (``acesup_qt/quick_enums.py``), the bare window and the least table the
  usual way.

With ``--instructions`` (and valgrind installed), it also counts the
instructions each window runs from its launch to its first frame, under
callgrind, each process ending as it says "self-test ok": a figure that,
unlike the times, does not move with the load of a shared machine, though it
leaves out what costs time without instructions (loading libraries, reading
files, page faults).

Runs on the offscreen platform unless QT_QPA_PLATFORM says otherwise, with
the package's bytecode compiled first, as an installed game has it, and
with settings, statistics and caches in a folder of the run's own, as a first
start has them (a developer's "Rate my moves" would slow the game). The bare
window and the least table start from ``windows_alone.py``, which imports
no benchmark code, so they pay for nothing the game does not.
"""

from __future__ import annotations

import argparse
import atexit
import compileall
import contextlib
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parents[2]
ALONE = Path(__file__).with_name("windows_alone.py")
MID_GAME = "x3 d x1 x1 x4 d x3 x3 d x4 x2 x1 d x2 x3 x1 d x4 d x1 x1 x1 d d"


def count_enums(mode: str) -> int:
    """Run the game's self-test, the bare window or the least table, timing every enum class
    PySide builds (the game's the quick way it builds them, the others' the usual way)."""
    import enum
    import runpy

    built = [0, 0.0]

    def timed(build: Callable[..., object]) -> Callable[..., object]:
        def timed_build(*args: object, **kwargs: object) -> object:
            start = time.perf_counter()
            made = build(*args, **kwargs)
            built[0] += 1
            built[1] += time.perf_counter() - start
            return made

        return timed_build

    if mode == "game":
        from acesup_qt import quick_enums

        # The check that this Python's enums come out alike is part of the
        # cost (its answer is kept for app.main); its probe enums are not
        # PySide's, so they count in the time, not in the number.
        start = time.perf_counter()
        alike = quick_enums.builds_alike()
        built[1] += time.perf_counter() - start
        if alike:  # app.main installs quick_enums._quick_create: let it install the timed one
            quick_enums._quick_create = timed(quick_enums._quick_create)  # type: ignore[assignment]
        else:  # this Python builds them the usual way: time that
            enum.EnumType._create_ = timed(enum.EnumType._create_)  # type: ignore[assignment,method-assign]
        sys.argv = ["acesup_qt", "--self-test"]
        with contextlib.suppress(SystemExit):  # the game ends with sys.exit
            runpy.run_module("acesup_qt", run_name="__main__")
    else:
        enum.EnumType._create_ = timed(enum.EnumType._create_)  # type: ignore[assignment,method-assign]
        from windows_alone import bare_window, least_table  # beside this script

        if mode == "least":
            least_table()
        else:
            bare_window(report_rss=False)
    print(f"enums {built[0]} {built[1] * 1000:.1f}", flush=True)
    return 0


def use_clean_environment() -> None:
    """Offscreen, and a fresh player's settings, for this process and every window it starts.

    The game reads the player's settings (Rate my moves, four colours, the
    window's size) and statistics: a folder of the run's own for them makes
    the figures a first start's, whoever runs the benchmark.
    """
    os.environ["PYTHONPATH"] = str(ROOT)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="bench-table-")
    atexit.register(shutil.rmtree, home, ignore_errors=True)
    for folder in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[folder] = os.path.join(home, folder.lower())


class Timing(NamedTuple):
    """Medians over the runs of one command, in seconds."""

    first_frame: float  # from the launch to its "ok" line, said after the first frame
    whole: float  # from the launch to the end of the process
    cpu: float  # user + system time of the whole process


def timed_runs(commands: list[list[str]], runs: int) -> list[Timing]:
    """Median times of ``runs`` runs of each command.

    The commands take turns, run after run, so that a change in the load of
    a shared machine falls on all of them alike and their ratio holds.
    """
    times: list[list[Timing]] = [[] for _ in commands]
    for _ in range(runs):
        for i, command in enumerate(commands):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            # Errors go to a file: a full pipe would stop a talkative child.
            with (
                tempfile.TemporaryFile("w+") as errors,
                subprocess.Popen(
                    command, stdout=subprocess.PIPE, stderr=errors, text=True
                ) as child,
            ):
                assert child.stdout is not None
                said = child.stdout.readline()
                first_frame = time.perf_counter() - start
                child.wait()
                errors.seek(0)
                error_text = errors.read()
            whole = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
            if child.returncode != 0 or "ok" not in said:
                raise SystemExit(f"{' '.join(command)} failed: {error_text[-500:]}")
            times[i].append(Timing(first_frame, whole, cpu))
    return [Timing(*(statistics.median(field) for field in zip(*t, strict=True))) for t in times]


def child_output(script: Path, *arguments: str) -> list[str]:
    """The last line a child run of ``script`` prints, split into words."""
    done = subprocess.run(
        [sys.executable, str(script), *arguments],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.splitlines()[-1].split()


def child_rss(mode: str) -> int:
    return int(child_output(ALONE, mode)[-1])


def mid_game_window(width: int, height: int) -> tuple[Any, Any]:
    """The QApplication, and a game window in the middle of deal 1 whose table is width x height."""
    os.environ["ACESUP_ANIMATION_SCALE"] = "0"
    from PySide6.QtWidgets import QApplication

    from acesup_qt.engine import deal_cards
    from acesup_qt.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if app.platformName() == "offscreen":  # as in the game: no words on size hints
        from acesup_qt.offscreen import hush_size_hints

        hush_size_hints()
    window = MainWindow()
    window.model.restore(deal_cards(1), "standard", MID_GAME, 1)
    window.show()
    extra = window.size() - window.view.viewport().size()
    window.resize(width + extra.width(), height + extra.height())
    app.processEvents()
    viewport = window.view.viewport()
    assert (viewport.width(), viewport.height()) == (width, height), viewport.size()
    return app, window


def repaint_ms(repaints: int) -> tuple[float, float]:
    """Median time of a full synchronous repaint of a 1920x1080 table mid-game."""
    _app, window = mid_game_window(1920, 1080)
    viewport = window.view.viewport()
    viewport.repaint()  # the first paint fills the picture caches
    times = []
    for _ in range(repaints):
        start = time.perf_counter()
        viewport.repaint()
        times.append((time.perf_counter() - start) * 1000)
    window.close()
    return statistics.median(times), min(times)


def resize_step_ms(width: int, threads: str, steps: int = 40) -> int:
    """Print the median and slowest step of a window resize shrinking from ``width`` (16:9).

    Each step resizes the window a little, lets it lay the table out again and
    paints it whole: what a player dragging the window's corner waits for.
    ``threads`` is "one" to paint as the game does, "pool" with Qt's paint threads.
    """
    from acesup_qt.app import NO_PAINT_THREADS, paint_on_one_thread

    if threads == "one":
        paint_on_one_thread()
    else:  # the parent paints on one thread, and this process would inherit it
        os.environ.pop(NO_PAINT_THREADS[0], None)
    app, window = mid_game_window(width, width * 9 // 16)
    viewport = window.view.viewport()
    viewport.repaint()
    times = []
    for _ in range(steps):
        start = time.perf_counter()
        window.resize(window.width() - 7, window.height() - 4)
        app.processEvents()
        viewport.repaint()
        times.append((time.perf_counter() - start) * 1000)
    window.close()
    print(f"{statistics.median(times):.1f} {max(times):.1f}")
    return 0


def print_resize_steps() -> None:
    for width in (1920, 3840):
        figures = {
            threads: child_output(Path(__file__), "--resize", str(width), threads)
            for threads in ("one", "pool")
        }
        print(
            f"a step of a window resize at {width}x{width * 9 // 16} (median, slowest): "
            f"{figures['one'][0]} ms, {figures['one'][1]} ms painting on one thread as the "
            f"game does; {figures['pool'][0]} ms, {figures['pool'][1]} ms with Qt's paint threads"
        )


def instructions_to_first_frame(mode: str) -> int:
    """Instructions ``windows_alone.py MODE`` runs up to its first frame, counted by callgrind."""
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            sys.executable,
            str(ALONE),
            mode,
            "--end-at-first-frame",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or "ok" not in done.stdout or found is None:
        raise SystemExit(f"callgrind of {mode} failed: {done.stderr[-500:]}")
    return int(found[1])


def print_instructions() -> None:
    if shutil.which("valgrind") is None:
        print("instructions to the first frame: valgrind is not installed")
        return
    game, bare, least, chrome, chrome_only = (
        instructions_to_first_frame(mode)
        for mode in ("game", "bare", "least", "chrome", "chrome-only")
    )
    print(
        f"instructions to the first frame (callgrind): acesup-qt {game / 1e6:.0f} million, "
        f"bare QMainWindow {bare / 1e6:.0f} million, ratio {game / bare:.2f}; "
        f"least table {least / bare:.2f}, with the game's menus, toolbar and status bar "
        f"{chrome / bare:.2f}; those menus, toolbar and status bar alone, no table, "
        f"{chrome_only / bare:.2f}"
    )


def main() -> int:
    if len(sys.argv) > 2 and sys.argv[1] == "--enums":
        return count_enums(sys.argv[2])
    if len(sys.argv) > 3 and sys.argv[1] == "--resize":
        return resize_step_ms(int(sys.argv[2]), sys.argv[3])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--repaints", type=int, default=50)
    parser.add_argument(
        "--instructions", action="store_true", help="count instructions to the first frame"
    )
    args = parser.parse_args()
    use_clean_environment()
    # An installed game has its bytecode compiled (pip does it); without it,
    # and with PYTHONDONTWRITEBYTECODE set, every start would compile the
    # sources again and the figure would measure the compiler.
    compileall.compile_dir(str(ROOT / "acesup_qt"), quiet=1)
    # A player's first start compiles what PySide loads and writes the game's
    # start cache (acesup_qt/pyside_code_cache.py); every later start reads it.
    first_start = timed_runs([[sys.executable, "-m", "acesup_qt", "--self-test"]], 1)[0]
    table, bare, least, chrome, chrome_only, bare_quick = timed_runs(
        [
            [sys.executable, "-m", "acesup_qt", "--self-test"],
            [sys.executable, str(ALONE), "bare"],
            [sys.executable, str(ALONE), "least"],
            [sys.executable, str(ALONE), "chrome"],
            [sys.executable, str(ALONE), "chrome-only"],
            [sys.executable, str(ALONE), "bare-quick"],
        ],
        args.runs,
    )
    print(
        f"start to first painted frame (median of {args.runs}): "
        f"acesup-qt {table.first_frame * 1000:.0f} ms, "
        f"bare QMainWindow {bare.first_frame * 1000:.0f} ms, "
        f"ratio {table.first_frame / bare.first_frame:.2f} (goal: at most 1.3)"
    )
    print(
        f"  a player's very first start, the start cache still to write: "
        f"{first_start.first_frame * 1000:.0f} ms"
    )
    print(
        f"  the bare window started the game's way (PySide from the start cache, the "
        f"collector resting): {bare_quick.first_frame * 1000:.0f} ms; acesup-qt is "
        f"{table.first_frame / bare_quick.first_frame:.2f} times it"
    )
    print(
        f"  to the end of the process: {table.whole * 1000:.0f} ms vs {bare.whole * 1000:.0f} ms, "
        f"ratio {table.whole / bare.whole:.2f}; CPU time {table.cpu * 1000:.0f} ms vs "
        f"{bare.cpu * 1000:.0f} ms, ratio {table.cpu / bare.cpu:.2f}"
    )
    print(
        f"  the least painted card table (52 cards in a view, nothing else): "
        f"{least.first_frame * 1000:.0f} ms, ratio {least.first_frame / bare.first_frame:.2f} "
        "to the bare window"
    )
    print(
        f"  the least table with the game's menus, toolbar and status bar: "
        f"{chrome.first_frame * 1000:.0f} ms, "
        f"ratio {chrome.first_frame / bare.first_frame:.2f} to the bare window; "
        f"acesup-qt is {table.first_frame / chrome.first_frame:.2f} times it"
    )
    print(
        f"  the bare window with those menus, toolbar and status bar and no table: "
        f"{chrome_only.first_frame * 1000:.0f} ms, "
        f"ratio {chrome_only.first_frame / bare.first_frame:.2f} to the bare window"
    )
    from acesup_qt.app import paint_on_one_thread

    paint_on_one_thread()  # as the game paints
    median, fastest = repaint_ms(args.repaints)
    print(
        f"repaint of the whole table at 1920x1080 (median of {args.repaints}): "
        f"{median:.2f} ms, fastest {fastest:.2f} ms (goal: under 8 ms)"
    )
    print_resize_steps()
    table_kib, bare_kib = child_rss("game-rss"), child_rss("bare-rss")
    print(
        f"memory after start (RSS): acesup-qt {table_kib / 1024:.1f} MiB, "
        f"bare QMainWindow {bare_kib / 1024:.1f} MiB"
    )
    runs = [child_output(Path(__file__), "--enums", mode) for mode in ("game", "bare", "least") * 3]
    table_ms, bare_ms, least_ms = (
        statistics.median(float(words[2]) for words in runs[i::3]) for i in range(3)
    )
    print(
        f"Python enum classes PySide builds before the first frame: acesup-qt {runs[0][1]} "
        f"({table_ms:.0f} ms), bare QMainWindow {runs[1][1]} ({bare_ms:.0f} ms), "
        f"least table {runs[2][1]} ({least_ms:.0f} ms)"
    )
    if args.instructions:
        print_instructions()
    return 0


if __name__ == "__main__":
    sys.exit(main())
