"""Benchmark the frozen game: bundle size, .deb size, start to first frame.

    python tests/benchmarks/bench_bundle.py [--build] [--runs 15]

Reads the bundle and the .deb that packaging/linux/smoke-test.sh leaves in
build/smoke/ (or builds both into build/bench/ with --build), then prints:

- the onedir bundle's size and file count (goal: at most 120 MB);
- the .deb's size (goal: at most 35 MB);
- start to first frame, frozen vs ``python -m acesup_qt``, median of N runs
  each, interleaved in the same run (goal: frozen at most 1.1 times).

"Start to first frame" is the wall time of ``--self-test``: the game parses its
arguments, builds the window, shows it, and quits from the first pass of the
event loop, after the window's first paint was queued. Both sides run on the
same Qt platform (offscreen unless --platform says otherwise) and in the same
environment, one after the other, so machine load hits both alike.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import project_info  # noqa: E402

NAME = project_info.read(ROOT)["name"]


def build(work: Path) -> tuple[Path, Path]:
    """Freeze the game and package it; (bundle dir, .deb) in ``work``."""
    subprocess.run(
        [
            "pyinstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(work / "dist"),
            "--workpath",
            str(work / "pyinstaller"),
            str(ROOT / "packaging" / "acesup.spec"),
        ],
        check=True,
    )
    bundle = work / "dist" / NAME
    script = ROOT / "packaging" / "linux" / "build-deb.sh"
    done = subprocess.run(
        [str(script), str(bundle), str(work / "out")], check=True, capture_output=True, text=True
    )
    return bundle, Path(done.stdout.strip().splitlines()[-1])


def tree_size(folder: Path) -> tuple[int, int]:
    """(bytes, files) of every regular file under ``folder``."""
    files = [path for path in folder.rglob("*") if path.is_file() and not path.is_symlink()]
    return sum(path.stat().st_size for path in files), len(files)


def time_once(command: list[str], env: dict[str, str]) -> float:
    """Seconds one --self-test run takes; fails loudly if the game fails."""
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    seconds = time.perf_counter() - start
    if done.returncode != 0 or "self-test ok" not in done.stdout:
        raise SystemExit(f"{command[0]} failed its self-test:\n{done.stdout}{done.stderr}")
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--build", action="store_true", help="build bundle and .deb first")
    parser.add_argument("--runs", type=int, default=15, help="timed runs of each (default 15)")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM to start on")
    args = parser.parse_args()

    if args.build:
        bundle, deb = build(ROOT / "build" / "bench")
    else:
        bundle = ROOT / "build" / "smoke" / "dist" / NAME
        debs = sorted((ROOT / "build" / "smoke" / "out").glob("*.deb"))
        if not bundle.is_dir() or not debs:
            raise SystemExit(
                "no bundle in build/smoke: run packaging/linux/smoke-test.sh or --build"
            )
        deb = debs[-1]

    size, files = tree_size(bundle)
    deb_size = deb.stat().st_size
    print(
        f"onedir bundle: {size / 1e6:.1f} MB ({size / 2**20:.1f} MiB), {files} files"
        "  [goal <= 120 MB]"
    )
    print(f".deb: {deb_size / 1e6:.1f} MB ({deb_size / 2**20:.1f} MiB)  [goal <= 35 MB]")

    env = dict(os.environ, QT_QPA_PLATFORM=args.platform, PYTHONPATH=str(ROOT))
    # The game installed from a wheel starts from bytecode compiled at install,
    # as the bundle does: let the warm-up run below write this checkout's. With
    # PYTHONDONTWRITEBYTECODE set (some CI images and containers set it), every
    # source run compiled the game anew and the frozen game looked 0.74 times as slow.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    frozen = [str(bundle / NAME), "--self-test"]
    source = [sys.executable, "-m", "acesup_qt", "--self-test"]
    time_once(frozen, env)  # warm the file cache for both before timing
    time_once(source, env)
    frozen_times, source_times = [], []
    for _ in range(args.runs):
        frozen_times.append(time_once(frozen, env))
        source_times.append(time_once(source, env))
    frozen_median = statistics.median(frozen_times)
    source_median = statistics.median(source_times)
    print(
        f"start to first frame ({args.platform}, median of {args.runs}): "
        f"frozen {frozen_median * 1000:.0f} ms, python -m acesup_qt {source_median * 1000:.0f} ms, "
        f"ratio {frozen_median / source_median:.2f}  [goal <= 1.10]"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
