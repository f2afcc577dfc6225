"""The game's entry point (``acesup-qt``, ``python -m acesup_qt``): start without collecting.

Python's cycle collector runs every few hundred new objects, and the start
makes hundreds of thousands (the game's modules, PySide's enum classes, the
window's widgets, the table's cards), next to none of them garbage: some
10 ms of a start spent finding nothing. So the collector is off from before
the game's first module loads (hence this module, which loads none of them
first) until the first frame is painted (``app.main``). Should the game end
before that, it is back on when ``main`` returns.
"""

from __future__ import annotations

import gc
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game as a player starts it; returns the exit status."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        from .app import main as run_game

        return run_game(argv, collect_when_painted=collecting)
    finally:
        if collecting and not gc.isenabled():
            gc.enable()
