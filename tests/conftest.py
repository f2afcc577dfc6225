"""Test set-up shared by every test: no screen needed, no animations."""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import shutil
import sqlite3
import sys
import tempfile
from collections.abc import Iterator

import pytest

from acesup_qt.app import SWITCH_INTERVAL_SECONDS, paint_on_one_thread  # imports no Qt
from acesup_qt.quick_enums import quicken_enum_creation  # imports no Qt
from acesup_qt.storage import History

# Qt reads these when the QApplication is made, so they must be set before
# pytest-qt makes it. Offscreen needs no X server; tests run anywhere.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ACESUP_ANIMATION_SCALE", "0")  # every animation is instant in tests
paint_on_one_thread()  # as the game paints
# Threads take turns with Python's lock as in the game: at the default 5 ms a
# turn, the table stalled near a second a frame while the end of a game's
# solver and coach worked, and a test dragging the window's corner saw its
# steps a second apart, no live resize but one resize after another.
sys.setswitchinterval(SWITCH_INTERVAL_SECONDS)

# Settings, statistics and saved games go to a folder of the test run's own,
# for the tests and for every game they start in a process of its own: never
# the developer's. (A developer who played with "Rate my moves" on once made
# the SIGKILL test's games crawl, as the coach ranked every move.)
_home = tempfile.mkdtemp(prefix="acesup-tests-")
atexit.register(shutil.rmtree, _home, ignore_errors=True)
for _folder in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_folder] = os.path.join(_home, _folder.lower())
# And the sockets a running game listens on for later starts (``hand_over``): a game
# the tests kill leaves its socket behind, in the run's folder, not the system's /tmp.
# Private to the user, as Qt expects a runtime folder to be (or it warns).
os.environ["XDG_RUNTIME_DIR"] = os.path.join(_home, "runtime")
os.mkdir(os.environ["XDG_RUNTIME_DIR"], 0o700)

# A game started in a process of its own meets every variant as one already
# played: no "How to play Four Ace Patience" on its status bar, as in-process
# tests have none (``every_variant_met``). QSettings' own file and format.
_settings_file = os.path.join(os.environ["XDG_CONFIG_HOME"], "acesup-qt", "acesup-qt.conf")
os.makedirs(os.path.dirname(_settings_file))
with open(_settings_file, "w", encoding="utf-8") as _file:
    _file.write("[help]\nvariants_introduced=aces-only standard\n")


def _screen_of_800_at_any_scale(home: str) -> None:
    """The offscreen screen 800x800 in the game's own pixels, whatever QT_SCALE_FACTOR.

    Its default is 800x800 device pixels: run at QT_SCALE_FACTOR=1.5 (as on a
    high-density screen), the game saw a screen 533 wide, on which Qt wrapped a
    message box narrower and the dialogs kept to two thirds of it, and the tests
    written for 800x800 failed for that alone. Scaled up to match, the same
    placements are checked at every factor, drawn in that many device pixels.
    """
    if os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        return  # a real screen asked for, or offscreen with options of the tester's own
    config = os.path.join(home, "offscreen.json")
    if ":" in config:
        # Qt splits QT_QPA_PLATFORM at every colon: a path with one (every path on
        # Windows, "C:\\...") named a file "C", not found, and Qt aborted the run at
        # its first window. There, the screen is offscreen's own: 800x800 device pixels.
        return
    factor = float(os.environ.get("QT_SCALE_FACTOR") or 1)
    side = round(800 * factor)
    with open(config, "w", encoding="utf-8") as file:
        json.dump({"screens": [{"name": "tests", "width": side, "height": side}]}, file)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"


_screen_of_800_at_any_scale(_home)

# The game builds PySide's enum classes the quick way from its first line;
# the tests do too, so they run on the same enums a player's game has.
quicken_enum_creation()


@pytest.fixture(autouse=True)
def histories_closed(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Close every statistics database a test opened, once the test and its windows are done.

    A window made without a history makes one in memory, and tests make
    their own: left to the garbage collector, each makes Python 3.13 warn
    (ResourceWarning: unclosed database), and warnings are errors here.
    The game itself closes its one history when it quits.
    """
    opened: list[History] = []
    make = History.__init__

    def made(self: History, *args: object, **kwargs: object) -> None:
        make(self, *args, **kwargs)  # type: ignore[arg-type]
        opened.append(self)

    monkeypatch.setattr(History, "__init__", made)
    yield
    for history in opened:
        # One made in another thread is that thread's to close (sqlite3 refuses others).
        with contextlib.suppress(sqlite3.ProgrammingError):
            history.close()
