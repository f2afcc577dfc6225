"""Run the ``acesup`` command line in a subprocess, as a user would."""

from __future__ import annotations

import subprocess
import sys


def acesup(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "acesup_qt.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def refusal(*args: str, stdin: str | None = None) -> str:
    """What ``acesup`` says as it refuses ``args``, as every command refuses:
    exit status 2, nothing on stdout, the reason on stderr."""
    done = acesup(*args, stdin=stdin)
    assert (done.returncode, done.stdout) == (2, ""), done.stderr
    return done.stderr
