"""Benchmark: the figures behind Help > Rules' "Playing well".

    python tests/benchmarks/bench_playing_well.py [--games 10000] [--start 1] [--jobs 2]

The page says what the game's own strategy (the planner, as ``acesup play``
plays) acts on. Two of its claims are checked here on the same deals:

- An empty pile is worth keeping: the planner is played as it is, and
  again forced to fill every empty pile it could fill before each deal
  (it picks the best of its end positions with no empty pile, exactly
  before the last deal, as it picks among all of them). Wins and mean
  scores of the two, and their difference deal by deal.
- A discardable card is kept only now and then: how many of the planner's
  deals leave a card on the table that could have been discarded, and how
  many of those are the last deal.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Iterator
from multiprocessing import Pool
from typing import NamedTuple

from acesup_qt.engine import ACE, Card, deal_cards, new_game
from acesup_qt.engine.fair_play import last_deal_search, planner_line, play_out
from acesup_qt.engine.game import discardable_piles
from acesup_qt.engine.planner import Line, after_line, end_positions


class Result(NamedTuple):
    """One deal played both ways."""

    planner_score: int
    filled_score: int
    deals_keeping: int  # the planner's deals that left a discardable card on the table
    last_deal_keeping: int  # of those, the last deal


def could_fill(piles: list[list[Card]], aces_only: bool) -> bool:
    """An empty pile that a card may still be moved onto: a lone card's move does not count.

    An empty pile that nothing may fill (the other piles hold one card each,
    or in Four Ace Patience no ace tops a longer pile) is no choice of the
    player's, so a discard that leaves one is never held back.
    """
    if all(piles):
        return False
    return any(len(p) >= 2 and (not aces_only or p[-1] % 13 == ACE) for p in piles)


def filled_line(
    piles: list[list[Card]], discarded: int, stock_left: int, stock_mask: int, aces_only: bool
) -> Line:
    """The planner's choice among the end positions with no empty pile it could still fill.

    There is always one: from an end with such a pile, the move filling it
    leads to another end.
    """
    line = planner_line(piles, discarded, stock_left, stock_mask, aces_only)
    if stock_left == 0 or not could_fill(after_line(piles, line), aces_only):
        return line
    ends = end_positions(piles, discarded, stock_left, stock_mask, aces_only)
    filled = [end for end in ends if not could_fill(after_line(piles, end[2]), aces_only)]
    if stock_left != len(piles):
        return filled[0][2]  # best evaluation first
    exact = last_deal_search(aces_only)
    return max(filled, key=lambda end: exact.deal_value(after_line(piles, end[2]), stock_mask))[2]


def play(task: tuple[int, str]) -> Result:
    """Deal ``number`` of ``variant`` played by the planner, then by the planner made to fill."""
    number, variant = task
    game = new_game(deal_cards(number), variant)
    aces_only = game.only_aces_fill_empty_piles
    start = [list(p) for p in game.piles]
    stock = game.deck[len(start) :]
    keeping = [0, 0]

    def watched(piles: list[list[Card]], discarded: int, left: int, mask: int, only: bool) -> Line:
        line = planner_line(piles, discarded, left, mask, only)
        if left and discardable_piles(after_line(piles, line)):
            keeping[0] += 1
            keeping[1] += left == len(piles)
        return line

    planner = play_out([list(p) for p in start], stock, 0, aces_only, watched)
    filled = play_out([list(p) for p in start], stock, 0, aces_only, filled_line)
    return Result(planner, filled, keeping[0], keeping[1])


def wilson(wins: int, games: int) -> tuple[float, float]:
    """The 95% Wilson interval of a win rate."""
    z = 1.96
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def mean_and_half_width(values: list[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval."""
    n = len(values)
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(variance / n)


def report(variant: str, results: list[Result]) -> Iterator[str]:
    """The figures of one variant, in lines."""
    games = len(results)
    yield f"{variant}: {games} deals"
    for name, scores in (
        ("planner", [r.planner_score for r in results]),
        ("planner made to fill empty piles", [r.filled_score for r in results]),
    ):
        wins = sum(score == 48 for score in scores)
        low, high = wilson(wins, games)
        mean = sum(scores) / games
        yield (
            f"  {name}: {wins} wins, {100 * wins / games:.2f}% "
            f"(95% CI {100 * low:.2f}% to {100 * high:.2f}%), mean score {mean:.2f}"
        )
    only_planner = sum(r.planner_score == 48 > r.filled_score for r in results)
    only_filled = sum(r.filled_score == 48 > r.planner_score for r in results)
    wins_gap = [(r.planner_score == 48) - (r.filled_score == 48) for r in results]
    gap, gap_half = mean_and_half_width([float(w) for w in wins_gap])
    score_gap, score_half = mean_and_half_width(
        [float(r.planner_score - r.filled_score) for r in results]
    )
    yield (
        f"  won by the planner only: {only_planner}, by the filling one only: {only_filled}; "
        f"win rate gap {100 * gap:.2f} points (95% CI {100 * (gap - gap_half):.2f} "
        f"to {100 * (gap + gap_half):.2f}), score gap {score_gap:.2f} "
        f"({score_gap - score_half:.2f} to {score_gap + score_half:.2f})"
    )
    keeping = sum(r.deals_keeping for r in results)
    last = sum(r.last_deal_keeping for r in results)
    games_keeping = sum(r.deals_keeping > 0 for r in results)
    yield (
        f"  the planner dealt with a discardable card left on the table {keeping} times "
        f"in {games_keeping} games ({100 * games_keeping / games:.1f}%), {last} of them "
        "at the last deal"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--start", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variants", default="standard,aces-only")
    args = parser.parse_args()
    deals = range(args.start, args.start + args.games)
    with Pool(args.jobs) as pool:
        for variant in args.variants.split(","):
            results = pool.map(play, [(n, variant) for n in deals], chunksize=50)
            print("\n".join(report(variant, results)))


if __name__ == "__main__":
    main()
