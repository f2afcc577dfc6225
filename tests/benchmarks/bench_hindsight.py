"""Benchmark: does judging by hindsight play better than the planner?

Hindsight optimisation (also called perfect-information Monte Carlo) is the
usual next step for a card game with hidden cards: before each deal, every
one of the planner's best few end positions is dealt from and solved
exactly, over the same few guesses at the order of the unseen cards, and the
one that can be won under most guesses is played (a tie keeps the planner's
choice). It stays fair: the guesses are drawn from the *set* of cards in the
stock, seeded by the position, never from their order. Each solve has a node
budget, so a guess counts as won only when the solver finds the win in time.
The planner plays wherever the stock is too large for that (``--late``) and
plays the last deal exactly, as always.

Both strategies play the same deals; the script prints each one's wins, the
deals only one of them won, and games per second.

    python tests/benchmarks/bench_hindsight.py [--start 1] [--games 200]
        [--candidates 8] [--orders 24] [--nodes 20000] [--late 24] [--jobs 2]

Measured in session 9 with the defaults (deals 1 to 200, one process, about
25 minutes): the planner won 8, hindsight 7, and hindsight won no deal the
planner lost. A first try that judged from the first deal on, with 2,000
nodes a solve, did no better (10 wins to the planner's 11 over deals 1-400).
"""

from __future__ import annotations

import argparse
import time
from multiprocessing import Pool

from acesup_qt.cli.workers import job_count, processes
from acesup_qt.engine import deal_cards
from acesup_qt.engine.cards import Card
from acesup_qt.engine.fair_play import guessed_orders, planner_line, play_out
from acesup_qt.engine.game import Game
from acesup_qt.engine.planner import Line, after_line, end_positions
from acesup_qt.engine.solver import WINNABLE, solve

CANDIDATES = 8
ORDERS = 24
NODES = 20_000
LATE = 24


def positioned_game(piles: list[list[Card]], gone: list[Card], stock: list[Card]) -> Game:
    """A game standing at ``piles`` with ``gone`` discarded and ``stock`` to deal, in that order.

    The deck puts the cards already out first (their order no longer matters)
    and the guessed stock after them, so the solver deals the guess.
    """
    on_table = [card for pile in piles for card in pile]
    game = Game(gone + on_table + stock)
    game.piles = [list(pile) for pile in piles]
    game.dealt = len(gone) + len(on_table)
    game.discards = list(gone)
    return game


def hindsight_line(
    piles: list[list[Card]], discarded: int, stock_left: int, stock_mask: int, aces_only: bool
) -> Line:
    """The planner's line, or the end position the solver can win from under most guesses."""
    n = len(piles)
    if stock_left <= n or stock_left > LATE or aces_only:
        return planner_line(piles, discarded, stock_left, stock_mask, aces_only)
    candidates = end_positions(piles, discarded, stock_left, stock_mask, aces_only)[:CANDIDATES]
    if len(candidates) == 1:
        return candidates[0][2]
    on_table = {card for pile in piles for card in pile}
    gone = [card for card in range(52) if not stock_mask >> card & 1 and card not in on_table]
    guesses = guessed_orders(piles, stock_mask, ORDERS)
    chosen, most = candidates[0][2], -1
    for _, _, line in candidates:
        base = after_line(piles, line)
        # The candidate's own discards are gone too: the solver starts after the deal.
        left = [card for card in on_table if all(card not in pile for pile in base)]
        wins = 0
        for guess in guesses:
            dealt = [[*pile, guess[i]] for i, pile in enumerate(base)]
            game = positioned_game(dealt, gone + left, guess[n:])
            wins += solve(game, node_budget=NODES).status == WINNABLE
        if wins > most:  # the planner's order breaks a tie
            chosen, most = line, wins
    return chosen


def _play(job: tuple[int, bool]) -> tuple[int, bool, int, float]:
    number, hindsight = job
    deck = deal_cards(number)
    start = time.perf_counter()
    policy = hindsight_line if hindsight else planner_line
    score = play_out([[card] for card in deck[:4]], deck[4:], 0, False, policy)
    return number, hindsight, score, time.perf_counter() - start


def _set(candidates: int, orders: int, nodes: int, late: int) -> None:
    global CANDIDATES, ORDERS, NODES, LATE
    CANDIDATES, ORDERS, NODES, LATE = candidates, orders, nodes, late


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--start", type=int, default=1)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--candidates", type=int, default=CANDIDATES)
    parser.add_argument("--orders", type=int, default=ORDERS)
    parser.add_argument("--nodes", type=int, default=NODES)
    parser.add_argument("--late", type=int, default=LATE, help="judge by hindsight from this stock")
    parser.add_argument("--jobs", type=job_count, default=2, help="processes; 0 means one per CPU")
    args = parser.parse_args()
    settings = (args.candidates, args.orders, args.nodes, args.late)
    deals = range(args.start, args.start + args.games)
    won: dict[bool, set[int]] = {False: set(), True: set()}
    seconds = {False: 0.0, True: 0.0}
    with Pool(processes(args.jobs), initializer=_set, initargs=settings) as pool:
        jobs = [(number, hindsight) for number in deals for hindsight in (False, True)]
        for number, hindsight, score, spent in pool.imap_unordered(_play, jobs):
            seconds[hindsight] += spent
            if score == 48:
                won[hindsight].add(number)
    print(
        f"deals {deals.start} to {deals.stop - 1}; hindsight: {args.candidates} end positions, "
        f"{args.orders} guesses, {args.nodes} nodes a solve, from {args.late} cards in the stock"
    )
    for hindsight, name in ((False, "planner"), (True, "hindsight")):
        rate = 100 * len(won[hindsight]) / args.games
        speed = args.games / seconds[hindsight]
        print(f"{name:>9}: {len(won[hindsight])} won ({rate:.2f}%), {speed:.2f} games a second")
    print(f"won by the planner only: {sorted(won[False] - won[True])}")
    print(f"won by hindsight only: {sorted(won[True] - won[False])}")


if __name__ == "__main__":
    main()
