"""New game with Winnable deals only, timed in the window, and hints beside the
search ahead: the figures of ``bench_find_winnable.py --new-game``.

New game is timed from its action to the new deal on the table (the model's
``game_started``), in an offscreen window with no game in progress (no
question asked): with the deal found ahead ready, and with the search made
while the player waits, as when the deal ahead is not ready yet.

The hint's quick answer (``rank_moves``, as ``bench_hint.py`` times it) is
timed from positions of real games, the search ahead running all the while in
another thread at the game's switch interval: a winnable deal after another,
as ``deal_ahead`` looks for one; cleared for each hint as the window clears it
(``step aside``), or not.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

from acesup_qt import deal_ahead, settings
from acesup_qt.app import SWITCH_INTERVAL_SECONDS
from acesup_qt.engine import deal_cards, new_game
from acesup_qt.engine.fair_play import play_game
from acesup_qt.engine.strategy import HINT_BUDGET_SECONDS, HINT_PLAYOUTS, rank_moves
from acesup_qt.main_window import MainWindow
from acesup_qt.winnable_search import FIND_BUDGET_POSITIONS, FIND_TRIES, find_winnable


def _app() -> QApplication:
    """The application, its settings in a temporary place: never the player's own."""
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    QStandardPaths.setTestModeEnabled(True)
    where = tempfile.mkdtemp(prefix="bench-new-game-")
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, where)
    sys.setswitchinterval(SWITCH_INTERVAL_SECONDS)
    return app


def _wait(app: QApplication, done: Callable[[], bool], timeout_s: float = 120.0) -> None:
    ends = time.monotonic() + timeout_s
    while not done():
        if time.monotonic() > ends:
            raise TimeoutError
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
        time.sleep(0.001)


def _new_game_seconds(app: QApplication, window: MainWindow) -> float:
    """From New game to the new deal on the table."""
    started: list[float] = []

    def on_started() -> None:
        started.append(time.perf_counter())

    window.model.game_started.connect(on_started)
    begun = time.perf_counter()
    window.game_actions.new.trigger()
    _wait(app, lambda: bool(started))
    window.model.game_started.disconnect(on_started)
    return started[0] - begun


def time_new_games(variant: str, count: int) -> None:
    """New game ``count`` times from seeds 1 to ``count``: ahead, then in the foreground."""
    app = _app()
    settings.set_winnable_only(True)
    deal_ahead.AHEAD_DELAY_MS = 0
    window = MainWindow()  # never shown: no first frame, the search ahead waits for us
    figures: dict[str, list[float]] = {"ahead": [], "foreground": []}
    for seed in range(1, count + 1):
        window.model.start_deal(1, variant)  # no game in progress: no question
        window.winnable.seed = seed
        figures["foreground"].append(_new_game_seconds(app, window))
        window.model.start_deal(1, variant)
        window.winnable.allow_ahead()
        ahead = window.winnable.ahead
        assert ahead is not None
        ahead.deals.clear()  # found with the last seed
        ahead.plan(True, variant)
        _wait(app, lambda a=ahead: a.ready(variant))
        figures["ahead"].append(_new_game_seconds(app, window))
        ahead.plan(False, variant)
    window.winnable.stop()
    for name, seconds in figures.items():
        how = "found ahead" if name == "ahead" else "searched for then"
        print(
            f"{variant}: New game, {count} deals, the deal {how}: "
            f"median {statistics.median(seconds) * 1000:.1f} ms, "
            f"longest {max(seconds) * 1000:.1f} ms"
        )


def _searches_ahead(stop: threading.Event, go_on: threading.Event) -> None:
    """The search ahead, over and over: a winnable deal of each variant in turn."""
    rng = random.Random(1)
    while not stop.is_set():
        for variant in ("standard", "aces-only"):
            find_winnable(variant, FIND_BUDGET_POSITIONS, stop, FIND_TRIES, rng, go_on=go_on)


def time_hints(deals: int, start: int = 5001) -> None:
    """The hint's quick answer alone, beside the search ahead stepping aside, and not.

    The searches ahead are cancelled by ``stop`` (their answers unused).
    """
    _app()
    for mode in ("alone", "beside, stepping aside", "beside, not stepping aside"):
        stop, go_on = threading.Event(), threading.Event()
        go_on.set()
        beside = threading.Thread(target=_searches_ahead, args=(stop, go_on))
        if mode != "alone":
            beside.start()
            time.sleep(0.5)  # well into its search
        times = []
        for number in range(start, start + deals):
            played = play_game(new_game(deal_cards(number)))
            game = new_game(deal_cards(number))
            for move in played.moves:
                if len(game.legal_moves()) > 1:
                    began = time.perf_counter()
                    if mode == "beside, stepping aside":
                        go_on.clear()
                    rank_moves(game.copy(), number, HINT_BUDGET_SECONDS, HINT_PLAYOUTS)
                    times.append(time.perf_counter() - began)
                    go_on.set()
                game.push(move)
        stop.set()
        if beside.is_alive():
            beside.join()
        times.sort()
        print(
            f"hint, {len(times)} positions of {deals} games, {mode}: "
            f"p50 {statistics.median(times) * 1000:.0f} ms, "
            f"p95 {times[int(0.95 * len(times))] * 1000:.0f} ms"
        )


__all__ = ["time_hints", "time_new_games"]
