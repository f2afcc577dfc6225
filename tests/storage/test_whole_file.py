"""A file written whole (a saved game, a statistics export) goes where a plain write
went: through a link to the file it names, keeping the file's permissions, under
any name the system takes."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from acesup_qt.storage.whole_file import write_whole


def write(path: Path, text: str) -> None:
    write_whole(path, lambda out: out.write(text))


@pytest.mark.skipif(sys.platform == "win32", reason="links need privileges on Windows")
def test_a_link_to_the_file_is_written_through_and_stays_a_link(tmp_path: Path) -> None:
    shared = tmp_path / "synced"
    shared.mkdir()
    real = shared / "game.acesup.txt"
    real.write_text("the old game\n")
    link = tmp_path / "game.acesup.txt"
    link.symlink_to(real)
    write(link, "the new game\n")
    # Renamed over the link, the new game lay beside the link and the linked file
    # (a synced folder's, say) still held the old one.
    assert link.is_symlink()
    assert real.read_text() == "the new game\n"
    assert sorted(p.name for p in shared.iterdir()) == ["game.acesup.txt"]


@pytest.mark.skipif(sys.platform == "win32", reason="no Unix permissions on Windows")
def test_a_file_written_over_keeps_its_permissions(tmp_path: Path) -> None:
    path = tmp_path / "statistics.csv"
    path.write_text("old\n")
    path.chmod(0o600)  # the player's own, private
    write(path, "new\n")
    assert path.read_text() == "new\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_name_as_long_as_the_system_takes_is_written(tmp_path: Path) -> None:
    name_max = os.pathconf(tmp_path, "PC_NAME_MAX") if hasattr(os, "pathconf") else 255
    path = tmp_path / ("g" * (name_max - len(".csv")) + ".csv")
    write(path, "whole\n")  # the new file beside it, named longer still, was refused
    assert path.read_text() == "whole\n"
    assert [p.name for p in tmp_path.iterdir()] == [path.name]
