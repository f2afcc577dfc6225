"""Test set-up shared by every test: no screen needed, no animations."""

from __future__ import annotations

import os

# Qt reads these when the QApplication is made, so they must be set before
# pytest-qt makes it. Offscreen needs no X server; tests run anywhere.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ACESUP_ANIMATION_SCALE", "0")  # every animation is instant in tests

# The game builds PySide's enum classes the quick way from its first line;
# the tests do too, so they run on the same enums a player's game has.
from acesup_qt.quick_enums import quicken_enum_creation

quicken_enum_creation()
