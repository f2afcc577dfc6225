"""Benchmark: do the cards slide smoothly while the next winnable deal is looked for ahead?

    python tests/benchmarks/bench_deal_ahead_slides.py [--rounds 6] [--width 1280]

With Winnable deals only on, ``deal_ahead`` looks for the next winnable deal in a
thread of its own while the player plays: pure Python beside the GUI thread,
the two taking turns at Python's lock. This deals the stock out, ten deals a
round, at the normal animation speed in a window of 1280x800 (offscreen), and
records the time of every frame the table paints while cards slide. The
search is kept running (each deal found is thrown away, so the next is looked
for at once). Rounds take turns: the search going on through the slides (the
scene's ``sliding`` not heard: as before it stepped aside for them); as the
game has it, stepping aside while cards slide; and held still throughout
(``step_aside``), as with no search at all. Prints the frames painted a
second of sliding, and the median, 95th percentile and longest gap between
frames, for each.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time

# Beside this script:
from ahead_window import add_options, keep_searching, open_window, spread, switch_on, waiter


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6, help="of each kind, taking turns")
    parser.add_argument("--width", type=int, default=1280)
    add_options(parser, still_winnable=True)
    args = parser.parse_args()
    qt, window = open_window("bench-ahead-", args.width, args.width * 10 // 16)
    from PySide6.QtCore import QEvent, QObject

    scene = window.scene
    frames: list[float] = []

    class Frames(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and scene.animating:
                frames.append(time.perf_counter())
            return False

    counter = Frames()
    window.view.viewport().installEventFilter(counter)

    wait = waiter(qt)

    wait(1.5)  # the first frame, How to play, the search ahead begun
    ahead, found = keep_searching(window)
    switch_on(window, args)
    wait(0.5)
    kinds = ("search through the slides", "steps aside while cards slide", "search held still")
    results: dict[str, list[float]] = {kind: [] for kind in kinds}
    sliding = dict.fromkeys(kinds, 0.0)
    deal_number = 5
    heard = True  # the scene's ``sliding`` reaches the search ahead
    for round_ in range(len(kinds) * args.rounds):
        kind = kinds[round_ % len(kinds)]
        if heard != (kind != kinds[0]):
            heard = not heard
            if heard:
                scene.sliding.connect(window.winnable.table_sliding)
            else:
                scene.sliding.disconnect(window.winnable.table_sliding)
        ahead.step_aside("bench", kind == "search held still")
        deal_number += 1
        window.model.start_deal(deal_number)
        while scene.animating:
            wait(0.01)
        wait(0.3)
        for _ in range(10):
            frames.clear()
            started = time.perf_counter()
            window.deal()
            while scene.animating:
                qt.processEvents()
                time.sleep(0.001)
            sliding[kind] += time.perf_counter() - started
            results[kind] += [b - a for a, b in itertools.pairwise(frames)]
            wait(0.15)  # the player's pause between deals
    ahead.step_aside("bench", False)
    print(f"deals found ahead meanwhile: {len(found)} ({', '.join(sorted(set(found)))})")
    for kind, gaps in results.items():
        print(
            f"{kind}:\n    {(len(gaps) + 10 * args.rounds) / sliding[kind]:.0f} frames/s sliding, "
            f"{spread(gaps)} ({len(gaps)} gaps)"
        )
    window.stop_work()
    return 0


if __name__ == "__main__":
    sys.exit(main())
