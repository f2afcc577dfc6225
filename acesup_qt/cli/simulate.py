"""``acesup simulate``: play a run of deal numbers with a fair strategy; print the figures."""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter
from typing import Any

from ..engine import MAX_DEAL, deal_cards, variant_class
from ..engine.fair_play import play_game
from .options import jobs_argument, strategy_argument, variant_argument
from .play import CHUNK
from .workers import in_order


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "simulate",
        help="play deals K to K+N-1 and print win rate, scores and speed",
        description="Play deal numbers K to K+N-1 with a fair strategy and print the win rate "
        "with its 95% confidence interval (Wilson), the mean score, the score histogram "
        "and games per second (on a terminal, with a progress bar while it plays).",
    )
    parser.add_argument(
        "--games", type=int, required=True, metavar="N", help="deals to play, 1 or more"
    )
    parser.add_argument(
        "--start",
        type=int,
        default=1,
        metavar="K",
        help=f"first deal number (default: 1); deals K to K+N-1 lie within 1 to {MAX_DEAL}",
    )
    variant_argument(parser)
    strategy_argument(parser)
    jobs_argument(parser)
    parser.set_defaults(run=run, parser=parser)


def play_deal(request: tuple[int, str, str]) -> int:
    number, variant, strategy = request
    game = play_game(variant_class(variant)(deal_cards(number)), strategy)
    return game.score


def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def run(args: argparse.Namespace) -> int:
    if args.games < 1:  # named apart: the range's message would blame the start
        args.parser.error(f"--games must be at least 1, not {args.games}")
    if not 1 <= args.start <= MAX_DEAL - args.games + 1:
        last = args.start + args.games - 1
        args.parser.error(
            f"deals K to K+N-1 must lie within 1 to {MAX_DEAL}, not {args.start} to {last}"
        )
    requests = (
        (n, args.variant, args.strategy) for n in range(args.start, args.start + args.games)
    )
    scores: Counter[int] = Counter()
    progress = sys.stdout.isatty()
    start = time.perf_counter()
    for done, score in enumerate(in_order(play_deal, requests, args.jobs, CHUNK), 1):
        scores[score] += 1
        if progress and (done % 50 == 0 or done == args.games):
            filled = done * 30 // args.games
            bar = "#" * filled + "." * (30 - filled)
            sys.stdout.write(f"\r[{bar}] {done}/{args.games}")
            sys.stdout.flush()
    seconds = time.perf_counter() - start
    if progress:
        sys.stdout.write("\n")
    games = args.games
    wins = scores[48]
    low, high = wilson_interval(wins, games)
    mean = sum(s * c for s, c in scores.items()) / games
    print(
        f"variant {args.variant}, strategy {args.strategy}, deals {args.start} to "
        f"{args.start + games - 1}"
    )
    print(f"won {wins} of {games}: {wins / games:.2%} (95% CI {low:.2%} to {high:.2%})")
    print(f"mean score {mean:.2f}")
    print("score histogram:")
    peak = max(scores.values())
    for score in sorted(scores):
        bar = "#" * max(1, scores[score] * 40 // peak)
        print(f"  {score:2}  {scores[score]:6}  {bar}")
    print(f"{games / seconds:.1f} games per second ({seconds:.1f} s)")
    return 0
