"""The game's entry point (``acesup-qt``, ``python -m acesup_qt``): start without collecting.

Python's cycle collector runs every few hundred new objects, and the start
makes hundreds of thousands (the game's modules, PySide's enum classes, the
window's widgets, the table's cards), next to none of them garbage: some
10 ms of a start spent finding nothing. So the collector is off from before
the game's first module loads (hence this module, which loads none of them
first) until the first frame is painted (``app.main``). Should the game end
before that, it is back on when ``main`` returns. Over the same stretch, the
modules the start imports for nothing load only if used (``lazy_modules``).
"""

from __future__ import annotations

import gc
from collections.abc import Sequence

from . import lazy_modules


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game as a player starts it; returns the exit status."""
    collecting = gc.isenabled()
    gc.disable()
    lazy_modules.defer()  # until the first frame: see lazy_modules
    try:
        from .app import main as run_game

        return run_game(argv, collect_when_painted=collecting)
    finally:
        lazy_modules.stop()
        if collecting and not gc.isenabled():
            gc.enable()
