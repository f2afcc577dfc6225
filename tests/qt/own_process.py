"""The game's Python in a process of its own: off screen, with this copy of the game."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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


def start_python(*args: str, **environment: str) -> subprocess.Popen[str]:
    """``run_python``'s process, left running: the test talks to it through its
    standard input and output, and must see it end."""
    return subprocess.Popen(
        [sys.executable, *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_environment(**environment),
        cwd=ROOT,
    )
