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
