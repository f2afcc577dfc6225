"""Python's own license, for the installers: a bundle carries the interpreter, so it carries this.

The spec copies the license of the Python that runs PyInstaller (the one the
bundle is made of) into the bundle, beside the GPL and LGPL texts, as
``acesup_qt.resources.PYTHON_LICENSE``. It is taken from where Python's own
``license()`` looks: beside the standard library or one folder up
(``lib/python3.11/LICENSE.txt`` in Linux and macOS builds, the install folder
on Windows). A Python without it stops the build with a message saying where
it looked, as a bundle must not ship without it; ``ACESUP_PYTHON_LICENSE``
may name the file instead (the license text of that very Python version).

    python packaging/python_license.py   # the file the build would bundle
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

OVERRIDE = "ACESUP_PYTHON_LICENSE"
# Every version's LICENSE.txt holds this heading; a file without it is not Python's license.
HEADING = "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2"


class LicenseNotFoundError(FileNotFoundError):
    """The Python building the bundle has no license file where it should be."""


def places(stdlib: Path) -> list[Path]:
    """Where Python's ``license()`` looks for its text, given the standard library's folder."""
    return [
        folder / name for folder in (stdlib.parent, stdlib) for name in ("LICENSE.txt", "LICENSE")
    ]


def find(stdlib: Path | None = None, environ: Mapping[str, str] = os.environ) -> Path:
    """The license file of the Python whose standard library is ``stdlib`` (this one's by default).

    Raises LicenseNotFoundError naming every place tried, and what to do.
    """
    override = environ.get(OVERRIDE)
    tried = [Path(override)] if override else places(stdlib or Path(os.__file__).parent)
    for path in tried:
        if path.is_file():
            if HEADING in path.read_text(encoding="utf-8", errors="replace"):
                return path
            raise LicenseNotFoundError(f"{path} is not Python's license: no '{HEADING}' in it")
    where = ", ".join(str(path) for path in tried)
    raise LicenseNotFoundError(
        f"Python's license, which must ship with the interpreter in the bundle, is missing: "
        f"looked for {where}. Build with a Python that has it (python.org, pyenv, "
        f"actions/setup-python), or set {OVERRIDE} to the LICENSE.txt of Python "
        f"{sys.version_info.major}.{sys.version_info.minor}."
    )


if __name__ == "__main__":
    try:
        print(find())
    except LicenseNotFoundError as error:
        sys.exit(str(error))
