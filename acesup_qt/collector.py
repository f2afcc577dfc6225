"""Python's cycle collector, kept out of the worker threads.

The collector runs in whichever thread happens to allocate, and the solver
and the strategy allocate a lot. Were it to run in a worker, it could
delete a Qt object of the GUI (a closed dialog caught in a reference cycle)
from that thread, leaving its timers behind to crash the event loop. So
while any worker runs, the collector is switched off, and it runs again in
the GUI thread when the last one ends; reference counting still frees
everything else. Call ``hold`` and ``release`` from the GUI thread only.

The collection at release is of the youngest generation only. Everything a
worker's job left behind was made while the collector was off, so it is all
still in that generation; a full collection would walk the window's 30,000
older objects as well, and stall the GUI for 15 to 20 ms after every hint
and every ranking of Rate my moves, one frame and more of a card's slide.
Older garbage waits for the collector's own rounds, as it always does.
"""

from __future__ import annotations

import gc

_held = 0  # workers running, in every window
_was_on = False


def hold() -> None:
    """A worker starts: no collection until it ends."""
    global _held, _was_on
    if _held == 0:
        _was_on = gc.isenabled()
        gc.disable()
    _held += 1


def release() -> None:
    """A worker ended: when it was the last, collect here, in the GUI thread."""
    global _held
    if _held == 0:
        return
    _held -= 1
    if _held == 0 and _was_on:
        gc.enable()
        gc.collect(0)


def resume() -> None:
    """The collector, off since the start (``launch``), goes back on: now, or
    when the last worker running ends."""
    global _was_on
    if _held:
        _was_on = True  # on at release, not under a worker's feet
    else:
        gc.enable()


__all__ = ["hold", "release", "resume"]
