"""Benchmark: what the player waits for, beside the search for the next winnable deal.

    python tests/benchmarks/bench_deal_ahead_waits.py [--moves 12] [--only still|rating]

With Winnable deals only on, ``deal_ahead`` looks for the next winnable deal in a
thread of its own: pure Python, taking turns at Python's lock with whatever
else works. This plays the fair strategy's moves of deals 5001 on, in an
offscreen window of 800x600 with the cards not sliding, the search kept
running (each deal found is thrown away, so the next is looked for at once),
and measures two things the player waits for:

- Settings > Tell me if the game can still be won: after each move once 24
  cards are dealt (each deal taken up there), the time to the line's first
  answer, and how many of them were "Cannot tell yet" (moves answered without
  a search are left out);
- Settings > Rate my moves: the time each of the coach's rankings takes (the
  rating of a move waits for its position's), and how many ran into the
  ranking's 1 s cap, their playouts cut short: a rating less sure.

Each position is measured three times, its answers and rankings forgotten in
between, in turns that change order: the search going on meanwhile (as
before: the line's first check and the coach's rankings not heard by it); as
the game has it, stepping aside for them; and held still throughout, as with
no search. The rankings are of a third as many positions, with the positions
one move ahead of each that the coach ranks next. No move waits on these
rankings, so the game's search goes on beside them (it steps aside only while
a move's rating waits: ``bench_deal_ahead_rating.py``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time

from ahead_window import keep_searching, open_window, waiter  # beside this script

# The line's first check is measured once a deal is under way: at a deal's start the
# solver mostly cannot tell within the check's 3 s (it says "Cannot tell yet").
MIDGAME_STOCK = 28


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=15, help="positions measured")
    parser.add_argument("--only", choices=("still", "rating"))
    args = parser.parse_args()
    os.environ["ACESUP_ANIMATION_SCALE"] = "0"
    qt, window = open_window("bench-waits-", 800, 600, deal=None, painted=False)

    import acesup_qt.engine.strategy as strategy
    from acesup_qt.engine import Move, deal_cards, new_game
    from acesup_qt.engine.fair_play import play_game
    from acesup_qt.still_winnable import CANT_TELL, StillWinnableLine

    kinds = ("search goes on", "steps aside", "search held still")
    kind = [kinds[0]]
    waits = window.winnable.player_waits

    def player_waits(why: str, waiting: bool) -> None:
        if why not in ("still", "rating") or kind[0] != kinds[0]:  # as before: not heard
            waits(why, waiting)

    window.winnable.player_waits = player_waits  # type: ignore[method-assign]
    rankings: dict[str, list[float]] = {k: [] for k in kinds}
    rank = strategy.rank_moves

    def timed(*args, **kwargs):  # type: ignore[no-untyped-def]
        took, started = kind[0], time.perf_counter()
        result = rank(*args, **kwargs)
        cancel = args[4] if len(args) > 4 else kwargs.get("cancel")
        kept = not (isinstance(cancel, threading.Event) and cancel.is_set())  # cut short: not
        if kept and took in rankings:  # between the measured ones: not counted
            rankings[took].append(time.perf_counter() - started)
        return result

    strategy.rank_moves = timed

    wait = waiter(qt)

    wait(1.5)  # the first frame, How to play, the search ahead begun
    ahead, found = keep_searching(window)
    plan: list[Move] = []
    start_stock = [52]  # each deal is taken up where this many cards are left in the stock
    deal = [5000]

    def next_move() -> None:
        if not plan:
            deal[0] += 1
            played = play_game(new_game(deal_cards(deal[0])))
            game = new_game(deal_cards(deal[0]))
            while game.stock_count > start_stock[0] and len(game.moves) < len(played.moves):
                game.push(played.moves[len(game.moves)])
            plan[:] = played.moves[len(game.moves) :]
            window.game_end.close()  # the last game's dialog
            window.model.restore(deal_cards(deal[0]), "standard", game.moves, deal[0])
            wait(0.3)
        move = plan.pop(0)
        if move.text == "d":
            window.deal()
        else:
            window.play(move)

    def choose(name: str) -> None:
        kind[0] = name
        ahead.step_aside("bench", name == "search held still")
        wait(0.3)  # the search ahead under way again, if it may

    def kinds_for(index: int) -> tuple[str, ...]:
        """Each kind once, in an order that changes from one position to the next."""
        return kinds[index % 3 :] + kinds[: index % 3]

    answers: dict[str, list[float]] = {k: [] for k in kinds}
    cant_tell = dict.fromkeys(kinds, 0)
    if args.only in (None, "still"):
        window.action("still_winnable").trigger()
        checker = window.findChild(StillWinnableLine)
        assert checker is not None
        checker.long_budget_seconds = 0.0  # no long try after "Cannot tell yet"
        start_stock[0] = MIDGAME_STOCK
        shown: list[tuple[float, str]] = []
        checker.shown.connect(lambda text: shown.append((time.perf_counter(), text)))
        index = 0
        while index < args.moves:
            wait(5, lambda: not checker.checking)
            next_move()
            wait(5, lambda: not checker.checking)
            if window.model.game.is_over():
                continue
            move = window.model.game.moves[-1]
            for name in kinds_for(index):  # the same position's first check, each kind
                window.model.undo_stack.undo()
                wait(5, lambda: not checker.checking)
                checker.answers.clear()
                checker._tries.clear()
                choose(name)
                shown.clear()
                started = time.perf_counter()
                window.play(move)
                wait(10, lambda: bool(shown))
                answers[name].append(shown[0][0] - started)
                cant_tell[name] += shown[0][1] == CANT_TELL
            index += 1
        window.action("still_winnable").trigger()  # off
        start_stock[0] = 52
        plan.clear()
        for name in kinds:
            rankings[name].clear()
    if args.only in (None, "rating"):
        window.action("rate_moves").trigger()
        coach = window.coach
        assert coach is not None
        index = 0
        while index < max(1, args.moves // 3):
            kind[0] = "the next position"  # not measured
            ahead.step_aside("bench", False)
            wait(20, lambda: not coach.busy)
            next_move()
            wait(20, lambda: not coach.busy)
            game = window.model.game
            if game.is_over() or len(game.legal_moves()) < 2:
                continue
            for name in kinds_for(index):  # the same rankings (its position's, those ahead)
                choose(name)
                coach._rankings.clear()
                coach.table_still()
                wait(20, lambda: not coach.busy)
            index += 1
    window.game_end.close()
    window.stop_work()
    window.close()
    wait(0.2)  # the dialogs closed
    print(f"deals found ahead meanwhile: {len(found)} ({', '.join(sorted(set(found)))})")

    def figures(times: list[float]) -> str:
        ms = sorted(t * 1000 for t in times)
        return (
            f"p50 {statistics.median(ms):.0f} ms, p95 {ms[int(len(ms) * 0.95)]:.0f} ms, "
            f"longest {ms[-1]:.0f} ms ({len(ms)})"
        )

    for name in kinds:
        print(f"{name}:")
        if answers[name]:
            print(
                f"    still-winnable line, first answer: {figures(answers[name])}, "
                f'{cant_tell[name]} of them "Can\'t tell yet"'
            )
        if rankings[name]:
            capped = sum(t >= 0.98 for t in rankings[name])
            print(
                f"    Rate my moves, each ranking: {figures(rankings[name])}, "
                f"{capped} at the 1 s cap"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
