"""The window the search-ahead benchmarks (``bench_deal_ahead_*.py``) measure beside.

Each benchmark runs in a process of its own, so the window is made here the way
the game makes it (its own data folders, not the player's; Winnable deals only
on; Python's switch interval as the game sets it) and the search for the next
winnable deal is kept going: each deal found is thrown away, so the next is
looked for at once. Imported beside the scripts, as ``windows_alone.py`` is.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

    from PySide6.QtWidgets import QApplication

    from acesup_qt.deal_ahead import DealAhead
    from acesup_qt.main_window import MainWindow


def open_window(
    prefix: str, width: int, height: int, deal: int | None = 5, painted: bool = True
) -> tuple[QApplication, MainWindow]:
    """A shown window of ``width`` x ``height`` on ``deal`` (None: the game's own
    first), painting on one thread as the game does unless ``painted`` is False."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix=prefix)
    for folder in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[folder] = os.path.join(home, folder.lower())
    os.environ["ACESUP_DATABASE"] = os.path.join(home, "stats.sqlite3")
    from acesup_qt import app
    from acesup_qt.quick_enums import quicken_enum_creation

    quicken_enum_creation()
    if painted:
        app.paint_on_one_thread()  # as the game paints
    from PySide6.QtWidgets import QApplication

    from acesup_qt import deal_ahead, settings
    from acesup_qt.main_window import MainWindow

    sys.setswitchinterval(app.SWITCH_INTERVAL_SECONDS)
    deal_ahead.AHEAD_DELAY_MS = 0
    qt = QApplication(sys.argv[:1])
    settings.set_winnable_only(True)
    window = MainWindow()
    window.resize(width, height)
    if deal is not None:
        window.model.start_deal(deal)
    window.show()
    return qt, window


def keep_searching(window: MainWindow) -> tuple[DealAhead, list[str]]:
    """Start the search ahead (once the window has shown its first frame) and throw
    away each deal it finds: the search, and the list each find's variant is added to."""
    window.winnable.allow_ahead()
    ahead = window.winnable.ahead
    assert ahead is not None
    found: list[str] = []
    ahead.found.connect(lambda variant: (found.append(variant), ahead.deals.clear()))
    # Any found before the benchmark heard of them (the window looks ahead a second
    # after its first frame): looked for again, or no search might run at all.
    ahead.deals.clear()
    window.winnable.plan_ahead()
    return ahead, found


def add_options(parser: argparse.ArgumentParser, still_winnable: bool = False) -> None:
    """The settings a benchmark may measure beside: Rate my moves, the still-winnable line."""
    parser.add_argument("--rate-moves", action="store_true", help="Rate my moves on")
    if still_winnable:
        parser.add_argument(
            "--still-winnable", action="store_true", help="Tell me if the game can still be won"
        )


def switch_on(window: MainWindow, args: argparse.Namespace) -> None:
    """Turn on what ``add_options`` asked for, as the Settings menu does."""
    if args.rate_moves:
        window.action("rate_moves").trigger()
    if getattr(args, "still_winnable", False):
        window.action("still_winnable").trigger()


def waiter(qt: QApplication) -> Callable[..., None]:
    """``wait(seconds, until=...)``: the event loop run for ``seconds``, or until
    ``until()`` is true, as the game's would run meanwhile."""
    from PySide6.QtCore import QEvent

    def wait(seconds: float, until: Callable[[], bool] = lambda: False) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end and not until():
            qt.processEvents()
            # As the event loop would: the end-of-game dialogs closed are deleted.
            qt.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            time.sleep(0.001)

    return wait


def spread(seconds: list[float], what: str = "gap") -> str:
    """The median, 95th percentile and longest of ``seconds`` (between frames, or of a
    card's lag behind the hand), in ms: "gap median 16.7 ms, 95th percentile …"."""
    ms = sorted(second * 1000 for second in seconds)
    return (
        f"{what} median {statistics.median(ms):.1f} ms, "
        f"95th percentile {ms[int(len(ms) * 0.95)]:.1f} ms, longest {ms[-1]:.1f} ms"
    )
