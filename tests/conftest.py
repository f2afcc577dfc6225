"""Test set-up shared by every test: no screen needed, no animations."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

from acesup_qt.quick_enums import quicken_enum_creation  # imports no Qt

# Qt reads these when the QApplication is made, so they must be set before
# pytest-qt makes it. Offscreen needs no X server; tests run anywhere.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ACESUP_ANIMATION_SCALE", "0")  # every animation is instant in tests

# Settings, statistics and saved games go to a folder of the test run's own,
# for the tests and for every game they start in a process of its own: never
# the developer's. (A developer who played with "Rate my moves" on once made
# the SIGKILL test's games crawl, as the coach ranked every move.)
_home = tempfile.mkdtemp(prefix="acesup-tests-")
atexit.register(shutil.rmtree, _home, ignore_errors=True)
for _folder in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_folder] = os.path.join(_home, _folder.lower())

# The game builds PySide's enum classes the quick way from its first line;
# the tests do too, so they run on the same enums a player's game has.
quicken_enum_creation()
