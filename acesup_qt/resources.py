"""Find the files in ``resources/`` wherever the game runs from.

Three places, tried in order:
- frozen by PyInstaller: ``sys._MEIPASS/acesup_qt/resources`` (the spec adds it there);
- installed from the wheel: ``acesup_qt/resources`` beside this module
  (pyproject force-includes the top-level ``resources/`` there);
- the source tree: ``resources/`` next to the ``acesup_qt`` package.
"""

from __future__ import annotations

import sys
from pathlib import Path

# Every file the game needs (at start or when a dialog opens); ``--self-test``
# checks each one, so an installer missing one fails before a player meets it.
REQUIRED = (
    "icons/acesup-qt.svg",
    "licenses/GPL-3.0.txt",
    "licenses/LGPL-3.0.txt",
    "rules.html",
)

# Python's own license, which travels with the interpreter an installer
# bundles. It is not in resources/: the build copies it from the Python that
# makes the bundle (packaging/python_license.py). A wheel or a source tree
# runs on a Python installed apart, whose license comes with it.
PYTHON_LICENSE = "licenses/Python.txt"


def required() -> tuple[str, ...]:
    """What this copy of the game must hold: ``REQUIRED``, and in a bundle Python's license."""
    return (*REQUIRED, PYTHON_LICENSE) if getattr(sys, "frozen", False) else REQUIRED


class ResourceError(FileNotFoundError):
    """A resource the game needs is missing."""


def resource_dir() -> Path:
    """The directory holding the game's resources."""
    here = Path(__file__).resolve().parent
    candidates = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        candidates.append(Path(frozen) / "acesup_qt" / "resources")
    candidates += [here / "resources", here.parent / "resources"]
    for candidate in candidates:
        if (candidate / REQUIRED[0]).is_file():
            return candidate
    tried = ", ".join(str(c) for c in candidates)
    raise ResourceError(f"the game's resources are missing: looked in {tried}")


def resource_path(name: str) -> Path:
    """The path of one resource, e.g. ``"rules.html"``; ResourceError if absent."""
    path = resource_dir() / name
    if not path.is_file():
        raise ResourceError(f"resource {name!r} is missing: expected {path}")
    return path


def read_text(name: str) -> str:
    """The text of one resource file."""
    return resource_path(name).read_text(encoding="utf-8")
