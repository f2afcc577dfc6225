"""The game's Python in a process of its own: off screen, with this copy of the game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def player_folders(home: Path) -> dict[str, str]:
    """Settings, statistics and caches of a player of their own, all under ``home``."""
    return {
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "HOME": str(home),
    }


def saved_settings(home: Path, text: str) -> None:
    """The settings file of ``player_folders(home)``'s player, holding ``text``."""
    path = home / "config" / "acesup-qt" / "acesup-qt.conf"
    path.parent.mkdir(parents=True)
    path.write_text(text)


def _environment(**environment: str) -> dict[str, str]:
    """``run_python``'s environment: the caller's, but for its ``ACESUP_DATABASE``."""
    inherited = {k: v for k, v in os.environ.items() if k != "ACESUP_DATABASE"}
    return dict(inherited, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), **environment)


def run_python(*args: str, **environment: str) -> subprocess.CompletedProcess[str]:
    """Python with ``args`` in a process of its own, off screen, with this copy of the game.

    Its statistics are where ``environment`` puts them, never in a file named by the
    caller's ``ACESUP_DATABASE``: a game saved there would be resumed instead."""
    return subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        text=True,
        env=_environment(**environment),
        timeout=60,
        check=False,
    )


def start_python(*args: str, cwd: Path = ROOT, **environment: str) -> subprocess.Popen[str]:
    """``run_python``'s process, left running (in the folder ``cwd``, the repository's
    unless given): the test talks to it through its standard input and output, and
    must see it end."""
    return subprocess.Popen(
        [sys.executable, *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_environment(**environment),
        cwd=cwd,
    )


# The start of a probe of the table: the window on deal 1 at the size the probe's
# first two arguments give, shown; ``deadline`` 20 s on, for what it waits for.
TABLE_SHOWN = """
import json, sys, time
from PySide6.QtWidgets import QApplication
from acesup_qt.main_window import MainWindow

app = QApplication([])
window = MainWindow()
window.model.start_deal(1)
window.resize(int(sys.argv[1]), int(sys.argv[2]))
window.show()
deadline = time.monotonic() + 20
"""


def printed_at_scale(probe: str, scale: str, *args: str) -> Any:
    """The JSON the Python code ``probe`` prints last, run with ``args`` in a process
    of its own at QT_SCALE_FACTOR ``scale``: Qt takes it only as the application is made."""
    done = subprocess.run(
        [sys.executable, "-c", probe, *args],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_SCALE_FACTOR": scale},
        timeout=60,
        check=True,
    )
    return json.loads(done.stdout.splitlines()[-1])
