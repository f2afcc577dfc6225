"""Benchmark: does a dragged card follow the mouse smoothly while the next winnable
deal is looked for ahead?

    python tests/benchmarks/bench_deal_ahead_drag.py [--rounds 8] [--width 1280]

With Winnable deals only on, ``deal_ahead`` looks for the next winnable deal in a
thread of its own while the player plays: pure Python beside the GUI thread,
the two taking turns at Python's lock. This drags the top card of pile 1 about
for 1.5 s, a mouse reporting every 8 ms (125 Hz) as a hand moves it round a
circle, then lets it go where it was, in a window of 1280x800 (offscreen). The
search is kept running (each deal found is thrown away, so the next is looked
for at once). Rounds take turns: the search going on through the drag (the
scene's ``card_held`` not heard: as before); as the game has it, stepping
aside while the mouse holds a card; and held still throughout (``step_aside``),
as with no search at all. Prints, for each, the frames painted a second of
dragging, the median, 95th percentile and longest gap between them, and the
lag of the card behind the hand: from the moment the hand reached a place (the
mouse's report due) to the frame that first shows the card there or further;
and how many deals the search ahead began to look at meanwhile.
"""

from __future__ import annotations

import argparse
import itertools
import math
import sys
import time

# Beside this script:
from ahead_window import add_options, keep_searching, open_window, spread, switch_on, waiter

MOUSE_MS = 8  # a common mouse's report rate: 125 a second
DRAG_SECONDS = 1.5


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=8, help="of each kind, taking turns")
    parser.add_argument("--width", type=int, default=1280)
    add_options(parser, still_winnable=False)
    args = parser.parse_args()
    qt, window = open_window("bench-drag-", args.width, args.width * 10 // 16)
    from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    scene, viewport = window.scene, window.view.viewport()
    kinds = ("search through the drag", "steps aside while a card is held", "search held still")
    kind = [kinds[0]]
    waits = window.winnable.player_waits

    def player_waits(why: str, waiting: bool) -> None:
        if why != "held" or kind[0] != kinds[0]:  # as before: the held card not heard
            waits(why, waiting)

    window.winnable.player_waits = player_waits  # type: ignore[method-assign]
    from acesup_qt.engine import solver

    tried = dict.fromkeys(kinds, 0)  # deals the search ahead began on while a card was dragged
    solve = solver.solve

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        if kwargs.get("go_on") is not None and dragging[0]:
            tried[kind[0]] += 1
        return solve(*args, **kwargs)

    solver.solve = counted
    frames: list[float] = []
    lags: list[float] = []
    unshown: list[float] = []  # when the hand reached the places sent since the last frame
    dragging = [False]

    class Frames(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and dragging[0]:
                now = time.perf_counter()
                frames.append(now)
                if unshown:
                    lags.append(now - unshown[0])
                    unshown.clear()
            return False

    counter = Frames()
    viewport.installEventFilter(counter)

    wait = waiter(qt)

    def mouse(kind: QEvent.Type, pos: QPoint, buttons: Qt.MouseButton) -> None:
        button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else buttons
        if kind == QEvent.Type.MouseButtonRelease:
            buttons = Qt.MouseButton.NoButton
        event = QMouseEvent(
            kind,
            QPointF(pos),
            QPointF(viewport.mapToGlobal(pos)),
            button,
            buttons,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)

    left = Qt.MouseButton.LeftButton

    def drag(start: QPoint) -> float:
        """Drag the card at ``start`` about and back; the seconds it took."""
        mouse(QEvent.Type.MouseButtonPress, start, left)
        began = time.perf_counter()
        dragging[0] = True
        sent = 0
        while True:
            now = time.perf_counter()
            due = int((now - began) * 1000 // MOUSE_MS)  # the hand's last report due
            if due * MOUSE_MS / 1000 > DRAG_SECONDS:
                break
            if due > sent:  # reports not delivered meanwhile are merged, as Qt merges them
                unshown.append(began + (sent + 1) * MOUSE_MS / 1000)
                sent = due
                angle = 2 * math.pi * due * MOUSE_MS / 1000  # once round a second
                offset = QPoint(round(150 * math.sin(angle)), round(80 * (1 - math.cos(angle))))
                mouse(QEvent.Type.MouseMove, start + offset + QPoint(20, 20), left)
            qt.processEvents()
            time.sleep(0.0005)
        dragging[0] = False
        unshown.clear()
        mouse(QEvent.Type.MouseButtonRelease, start, left)
        return time.perf_counter() - began

    wait(1.5)  # the first frame, How to play, the search ahead begun
    ahead, found = keep_searching(window)
    switch_on(window, args)
    window.deal()
    wait(1.0)
    results: dict[str, tuple[list[float], list[float]]] = {k: ([], []) for k in kinds}
    seconds = dict.fromkeys(kinds, 0.0)
    count = dict.fromkeys(kinds, 0)
    for round_ in range(len(kinds) * args.rounds):
        kind[0] = kinds[round_ % len(kinds)]
        ahead.step_aside("bench", kind[0] == "search held still")
        card = window.model.game.piles[0][-1]
        item = scene.cards[card]
        start = window.view.mapFromScene(item.target + QPointF(item.width / 2, item.height / 5))
        frames.clear()
        lags.clear()
        seconds[kind[0]] += drag(start)
        gaps, lag = results[kind[0]]
        gaps += [b - a for a, b in itertools.pairwise(frames)]
        lag += lags
        count[kind[0]] += len(frames)
        wait(0.4)  # the card back in place, the player's pause
    ahead.step_aside("bench", False)
    print(f"deals found ahead meanwhile: {len(found)} ({', '.join(sorted(set(found)))})")
    for name, (gaps, lag) in results.items():
        print(
            f"{name}:\n    {count[name] / seconds[name]:.0f} frames/s dragging, "
            f"{spread(gaps)}; {spread(lag, 'lag')} ({len(gaps)} gaps); "
            f"deals the search ahead began on while dragging: {tried[name]}"
        )
    window.stop_work()
    return 0


if __name__ == "__main__":
    sys.exit(main())
