"""The packaging scripts are not a package (a ``packaging`` package would hide
the PyPA library of that name): put their folders on the path for the tests."""

import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
for folder in (PACKAGING, PACKAGING / "linux", PACKAGING / "windows"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
