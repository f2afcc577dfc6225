"""Benchmark: hint latency from positions of real games.

Plays deals with the fair strategy, takes every position where the player
has a choice (more than one legal move), and times ``rank_moves`` there.
Goal: p95 at most 0.2 s.

    python tests/benchmarks/bench_hint.py [--deals 100] [--variant standard]

With ``--coach`` it times the ranking Settings > Rate my moves makes ahead
of each position instead (more playouts, at most 1 s), which the player
waits for only after a move made within that time.

With ``--beside-check`` the solver's long try of Settings > Tell me if the
game can still be won (``still_winnable``) runs all the while in another
thread, as when the player presses H while the line thinks: the two take
turns at Python's lock, at the game's own switch interval. With
``--step-aside`` too, the try pauses while each hint is worked out, as the
line makes it do.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time

from acesup_qt.engine import deal_cards, new_game
from acesup_qt.engine.fair_play import play_game
from acesup_qt.engine.strategy import HINT_BUDGET_SECONDS, HINT_PLAYOUTS, rank_moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--start", type=int, default=5001)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--coach", action="store_true", help="time the coach's ranking")
    parser.add_argument("--beside-check", action="store_true", help="the line's long try runs")
    parser.add_argument("--step-aside", action="store_true", help="it pauses for each hint")
    args = parser.parse_args()
    if args.coach:
        from acesup_qt.coach import BUDGET_SECONDS, PLAYOUTS  # imports Qt: only here

        budget, playouts, what = BUDGET_SECONDS, PLAYOUTS, "coach rankings"
    else:
        budget, playouts, what = HINT_BUDGET_SECONDS, HINT_PLAYOUTS, "hints"
    times: list[float] = []
    outs: list[int] = []  # playouts the time cap allowed, of ``playouts``
    stop, go_on = threading.Event(), threading.Event()
    go_on.set()
    beside = threading.Thread(target=long_tries, args=(stop, go_on))
    if args.beside_check:
        from acesup_qt.app import SWITCH_INTERVAL_SECONDS  # imports Qt: only here

        sys.setswitchinterval(SWITCH_INTERVAL_SECONDS)
        beside.start()
        time.sleep(0.5)  # well into its search
    for number in range(args.start, args.start + args.deals):
        played = play_game(new_game(deal_cards(number), args.variant))
        game = new_game(deal_cards(number), args.variant)
        for move in played.moves:
            if len(game.legal_moves()) > 1:
                start = time.perf_counter()
                if args.step_aside:
                    go_on.clear()
                ranked = rank_moves(game.copy(), number, budget, playouts)
                times.append(time.perf_counter() - start)
                outs.append(sum(r.playouts for r in ranked))
                go_on.set()
            game.push(move)
    stop.set()
    if beside.is_alive():
        beside.join()
    times.sort()
    if args.beside_check:
        aside = ", stepping aside" if args.step_aside else ""
        print(f"(the still-winnable line's long try running beside{aside})")
    print(
        f"{args.variant}: {len(times)} {what} from {args.deals} games: "
        f"p50 {statistics.median(times) * 1000:.0f} ms, "
        f"p95 {times[int(0.95 * len(times))] * 1000:.0f} ms, "
        f"max {times[-1] * 1000:.0f} ms" + ("" if args.coach else "   (goal: p95 at most 200 ms)")
    )
    print(f"playouts: mean {statistics.mean(outs):.0f} of {playouts} (fewer: cut by the time cap)")


def long_tries(stop: threading.Event, go_on: threading.Event) -> None:
    """The line's long try on deal 7's start (some 8 s of search), over and over."""
    from acesup_qt.engine.solver import solve
    from acesup_qt.still_winnable import LONG_BUDGET_SECONDS, MOST_POSITIONS

    game = new_game(deal_cards(7))
    while not stop.is_set():
        solve(
            game,
            budget_seconds=LONG_BUDGET_SECONDS,
            cancel=stop,
            node_budget=MOST_POSITIONS,
            win_only=True,
            go_on=go_on,
        )


if __name__ == "__main__":
    main()
