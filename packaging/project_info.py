"""Name, version and description of the project, read from pyproject.toml.

The spec imports this; shell scripts run ``python packaging/project_info.py
version`` (or ``name``, ``description``). The version is ``[project] version``
or, when it is dynamic, the ``__version__`` of the file that
``[tool.hatch.version] path`` names. ``command_line`` is the name of the
console script that runs ``acesup_qt.cli:main``: the bundle carries it beside
the game, under that name.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.acesupqt.AcesUp"  # reverse-DNS id: desktop file, AppStream, macOS bundle
CLI_MAIN = "acesup_qt.cli:main"


def read(root: Path = ROOT) -> dict[str, str]:
    """``{"name", "version", "description", "app_id", "command_line"}`` of the project
    at ``root``."""
    pyproject = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    project = pyproject["project"]
    version = project.get("version")
    if version is None:
        path = root / pyproject["tool"]["hatch"]["version"]["path"]
        match = re.search(r'^__version__\s*=\s*"([^"]+)"', path.read_text(encoding="utf-8"), re.M)
        if match is None:
            raise ValueError(f'{path}: no __version__ = "..." line')
        version = match.group(1)
    scripts = project.get("scripts", {})
    command_line = [name for name, target in scripts.items() if target == CLI_MAIN]
    if len(command_line) != 1:
        where = root / "pyproject.toml"
        raise ValueError(f"{where}: not exactly one [project.scripts] entry runs {CLI_MAIN}")
    return {
        "name": project["name"],
        "version": version,
        "description": project["description"],
        "app_id": APP_ID,
        "command_line": command_line[0],
    }


if __name__ == "__main__":
    info = read()
    if len(sys.argv) != 2 or sys.argv[1] not in info:
        print(f"usage: python {sys.argv[0]} {{{','.join(info)}}}", file=sys.stderr)
        sys.exit(2)
    print(info[sys.argv[1]])
