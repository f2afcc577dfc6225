"""Benchmark: hint latency from positions of real games.

Plays deals with the fair strategy, takes every position where the player
has a choice (more than one legal move), and times ``rank_moves`` there.
Goal: p95 at most 0.2 s.

    python tests/benchmarks/bench_hint.py [--deals 100] [--variant standard]

With ``--coach`` it times the ranking Settings > Rate my moves makes ahead
of each position instead (more playouts, at most 1 s), which the player
waits for only after a move made within that time.
"""

from __future__ import annotations

import argparse
import statistics
import time

from acesup_qt.engine import deal_cards, new_game
from acesup_qt.engine.strategy import HINT_BUDGET_SECONDS, HINT_PLAYOUTS, play_game, rank_moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--start", type=int, default=5001)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--coach", action="store_true", help="time the coach's ranking")
    args = parser.parse_args()
    if args.coach:
        from acesup_qt.coach import BUDGET_SECONDS, PLAYOUTS  # imports Qt: only here

        budget, playouts, what = BUDGET_SECONDS, PLAYOUTS, "coach rankings"
    else:
        budget, playouts, what = HINT_BUDGET_SECONDS, HINT_PLAYOUTS, "hints"
    times = []
    for number in range(args.start, args.start + args.deals):
        played = play_game(new_game(deal_cards(number), args.variant))
        game = new_game(deal_cards(number), args.variant)
        for move in played.moves:
            if len(game.legal_moves()) > 1:
                start = time.perf_counter()
                rank_moves(game.copy(), number, budget, playouts)
                times.append(time.perf_counter() - start)
            game.push(move)
    times.sort()
    print(
        f"{args.variant}: {len(times)} {what} from {args.deals} games: "
        f"p50 {statistics.median(times) * 1000:.0f} ms, "
        f"p95 {times[int(0.95 * len(times))] * 1000:.0f} ms, "
        f"max {times[-1] * 1000:.0f} ms" + ("" if args.coach else "   (goal: p95 at most 200 ms)")
    )


if __name__ == "__main__":
    main()
