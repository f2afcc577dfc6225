"""Benchmark: after a quick game with Rate my moves on, is the next winnable deal ready?

    python tests/benchmarks/bench_deal_ahead_rating.py [--games 6] [--think 400] [--read 1500]

With Winnable deals only on, ``deal_ahead`` looks for the next winnable deal while
the player plays, so that New game starts it at once; and it steps aside while
Rate my moves ranks (``player_waits("rating")``). A quick player keeps the coach
ranking all the time (the position on the table, then those its moves lead to),
so the search may find nothing by the game's end, and New game then searches
while the player waits.

This plays games as a quick player would, in an offscreen window of 800x600 at
the normal animation speed, Winnable deals only and Rate my moves on: the fair
strategy's moves, each ``--think`` ms after the last move's cards have landed;
at the game's end it reads the dialog for ``--read`` ms and presses New game.
The seeds of the random deal numbers are fixed, so every run plays the same
deals. Prints, for each New game, whether its deal was ready and how long the
player waited for the new deal; then how long the ratings took to come (from
the move to its words in the status bar), and how many of the coach's rankings
ran into their 1 s cap (their playouts cut short: a rating less sure).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time

from ahead_window import open_window, waiter  # beside this script


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="New games pressed")
    parser.add_argument("--think", type=int, default=400, help="ms after the cards land")
    parser.add_argument("--read", type=int, default=1500, help="ms on the end-of-game dialog")
    parser.add_argument("--seed", type=int, default=1, help="of the first New game's search")
    args = parser.parse_args()
    qt, window = open_window("bench-rating-ahead-", 800, 600, deal=5)

    import acesup_qt.engine.strategy as strategy
    from acesup_qt import deal_ahead
    from acesup_qt.engine.fair_play import play_game

    deal_ahead.AHEAD_DELAY_MS = 1000  # as the game has it (``open_window`` makes it 0)
    rankings: list[float] = []
    rank = strategy.rank_moves

    def timed(*a, **kw):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        result = rank(*a, **kw)
        cancel = a[4] if len(a) > 4 else kw.get("cancel")
        if not (isinstance(cancel, threading.Event) and cancel.is_set()):  # cut short: not
            rankings.append(time.perf_counter() - started)
        return result

    strategy.rank_moves = timed

    wait = waiter(qt)

    wait(1.5)  # the first frame, How to play
    window.action("rate_moves").trigger()
    coach = window.coach
    assert coach is not None
    rated_after: list[float] = []
    moved = [0.0]

    def on_rated(_text: str) -> None:
        if moved[0]:
            rated_after.append(time.perf_counter() - moved[0])
            moved[0] = 0.0

    coach.rated.connect(on_rated)
    started: list[float] = []
    window.model.game_started.connect(lambda: started.append(time.perf_counter()))
    scene, winnable = window.scene, window.winnable
    winnable.seed = args.seed
    window.winnable.allow_ahead()
    assert winnable.ahead is not None
    found_at: dict[str, float] = {}  # when the deal of the table's variant was found
    winnable.ahead.found.connect(lambda v: found_at.setdefault(v, time.perf_counter()))
    rows: list[tuple[float, int, bool, float, float | None]] = []  # ... found after (s)
    for game_index in range(args.games):
        game = window.model.game
        began, moves = time.perf_counter(), 0
        found_at.clear()
        for move in play_game(game.copy()).moves[len(game.moves) :]:
            wait(5, lambda: not scene.animating)
            wait(args.think / 1000)
            moved[0] = time.perf_counter()
            if move.text == "d":
                window.deal()
            else:
                window.play(move)
            moves += 1
        wait(5, lambda: not scene.animating)
        played = time.perf_counter() - began
        wait(args.read / 1000)
        ahead = winnable.ahead
        ready = ahead is not None and ahead.ready(window.model.variant)
        started.clear()
        pressed = time.perf_counter()
        window.new_game()
        wait(120, lambda: bool(started))
        found = found_at.get(window.model.variant)
        found_after = None if found is None else found - began
        rows.append((played, moves, ready, started[0] - pressed, found_after))
        winnable.seed = args.seed + game_index + 1  # the next search ahead's
    window.stop_work()
    for index, (played, moves, ready, waited, found) in enumerate(rows, 1):
        how = "ready" if ready else "not ready"
        when = "not found" if not ready else "found before its first move"
        if found is not None:
            when = f"found {found:.0f} s in"
        print(
            f"game {index}: {moves} moves in {played:.0f} s, the next deal {when}; "
            f"New game: deal {how}, waited {waited * 1000:.0f} ms"
        )
    waits = sorted(row[3] * 1000 for row in rows)
    print(
        f"New game: {sum(not row[2] for row in rows)} of {len(rows)} without a deal ready; "
        f"waited p50 {statistics.median(waits):.0f} ms, longest {waits[-1]:.0f} ms, "
        f"{sum(waits) / 1000:.1f} s in all"
    )
    ms = sorted(t * 1000 for t in rated_after)
    print(
        f"ratings came after the move: p50 {statistics.median(ms):.0f} ms, "
        f"p95 {ms[int(len(ms) * 0.95)]:.0f} ms, longest {ms[-1]:.0f} ms ({len(ms)})"
    )
    capped = sum(t >= 0.98 for t in rankings)
    print(f"the coach's rankings: {len(rankings)}, {capped} at the 1 s cap")
    return 0


if __name__ == "__main__":
    sys.exit(main())
