"""Run a frozen or installed game's ``--self-test`` and say whether it passed.

    python packaging/self_test.py PATH/TO/acesup-qt[.exe] [--platform offscreen]

Used by the release workflow on every platform: the game is a GUI program
(no console on Windows), so its output is read through a pipe rather than
trusted to a terminal. Passes when the game exits 0 within the time limit and
printed ``self-test ok``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

TIMEOUT_SECONDS = 120


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run the game's --self-test.")
    parser.add_argument("executable")
    parser.add_argument(
        "--platform", default="offscreen", help="QT_QPA_PLATFORM (default offscreen)"
    )
    args = parser.parse_args(argv)
    env = dict(os.environ, QT_QPA_PLATFORM=args.platform)
    start = time.perf_counter()
    try:
        done = subprocess.run(
            [args.executable, "--self-test"],
            env=env,
            capture_output=True,
            text=True,
            timeout=TIMEOUT_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired:
        print(f"self-test FAILED: {args.executable} still running after {TIMEOUT_SECONDS} s")
        return 1
    seconds = time.perf_counter() - start
    output = (done.stdout + done.stderr).strip()
    if done.returncode == 0 and "self-test ok" in done.stdout.splitlines():
        print(f"self-test passed in {seconds:.2f} s: {args.executable}")
        return 0
    print(f"self-test FAILED (exit {done.returncode}): {args.executable}\n{output}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
