"""The tests' offscreen screen, set in tests/conftest.py, never keeps Qt from starting."""

from __future__ import annotations

import os
import subprocess
import sys

from tests import conftest

# A Qt application, as a test or a copy of the game in a process of its own starts one.
SCREEN = (
    "from PySide6.QtWidgets import QApplication\n"
    "size = QApplication([]).primaryScreen().size()\n"
    "print(size.width(), size.height())\n"
)


def screen_size() -> list[str]:
    """The screen a Qt application started now sees: width and height, as printed."""
    done = subprocess.run(
        [sys.executable, "-c", SCREEN],
        env=dict(os.environ),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_a_test_folder_with_a_colon_in_its_path_still_lets_qt_start(tmp_path, monkeypatch):
    # As every folder on Windows ("C:\\..."): Qt splits QT_QPA_PLATFORM at each
    # colon, looked for a screen file named after what came before it, and aborted.
    home = tmp_path / "C:"
    home.mkdir()
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.delenv("QT_SCALE_FACTOR", raising=False)
    conftest._screen_of_800_at_any_scale(str(home))
    assert screen_size() == ["800", "800"]


def test_the_screen_is_800_wide_in_the_games_pixels_at_any_scale(tmp_path, monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setenv("QT_SCALE_FACTOR", "1.5")
    conftest._screen_of_800_at_any_scale(str(tmp_path))
    assert screen_size() == ["800", "800"]
