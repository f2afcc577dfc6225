"""``acesup solve``: the truth about a deal, from the solver that knows the stock."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from ..engine import Game, format_moves
from ..engine.solver import SolveResult, solve
from .options import jobs_argument, variant_argument
from .position import DECK_HELP, deck_line_game, load_game
from .workers import in_order

DEFAULT_BUDGET = 10.0  # seconds per deck


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "solve",
        help="solve a deal knowing the stock: winnable or not, best score, a solution",
        description="Search every play of a deck, knowing the order of the stock, and print "
        'one JSON line: {"status": "winnable" | "unwinnable" | "unknown", "best_score": n, '
        '"solution": "x1 d ...", "nodes": n, "seconds": s, "exact": bool, "no_win": bool}. '
        '"winnable": a win exists (best_score: every card but the aces discarded, 48 '
        'of a full deck). "unwinnable": no win exists and best_score '
        'is the best possible. "unknown": --budget or --nodes ran out first; best_score is '
        "then the best found so far. solution: a legal move list from the start that reaches "
        "best_score. nodes: positions searched; seconds: time taken. exact: best_score is "
        'proven the best (true unless "unknown"). no_win: no win exists (true for '
        '"unwinnable", and for "unknown" when that was proven but the best score was not).',
    )
    parser.add_argument("--deck", help=f"{DECK_HELP}; required unless --batch")
    variant_argument(parser)
    parser.add_argument(
        "--budget",
        type=float,
        default=DEFAULT_BUDGET,
        metavar="SECONDS",
        help=f"time allowed per deck, a positive, finite number (default: {DEFAULT_BUDGET:g})",
    )
    parser.add_argument(
        "--nodes",
        type=int,
        default=None,
        metavar="N",
        help="positions allowed per deck, 1 or more (default: no limit)",
    )
    parser.add_argument(
        "--batch",
        action="store_true",
        help="read one deck string per line on stdin; write one JSON line per line, in order "
        '(a bad or blank line gets {"error": {"line": n, "reason": "..."}})',
    )
    jobs_argument(parser, "processes for a batch; 0 means one per CPU (default: 1)")
    parser.set_defaults(run=run, parser=parser)


def answer(result: SolveResult) -> dict[str, Any]:
    """The JSON object printed for one solved deck."""
    return {
        "status": result.status,
        "best_score": result.best_score,
        "solution": format_moves(result.solution),
        "nodes": result.nodes,
        "seconds": round(result.seconds, 4),
        "exact": result.exact,
        "no_win": result.no_win,
    }


def run(args: argparse.Namespace) -> int:
    # Neither "nan" (no deadline is ever past it) nor "inf": either would let the
    # search run as long as the deal takes, hours for some, where a budget was asked for.
    if not (args.budget > 0 and math.isfinite(args.budget)):
        args.parser.error(
            f"--budget must be a positive, finite number of seconds, not {args.budget:g}"
        )
    if args.nodes is not None and args.nodes < 1:
        args.parser.error(f"--nodes must be a positive number of positions, not {args.nodes}")
    if args.batch:
        if args.deck is not None:
            args.parser.error("--batch reads decks from stdin; leave out --deck")
        requests = (
            (number, line, args.variant, args.budget, args.nodes)
            for number, line in enumerate(sys.stdin, 1)
        )
        # One deck a process at a time: a deck may take the whole budget.
        for text in in_order(solve_line, requests, args.jobs):
            sys.stdout.write(text)
            sys.stdout.flush()
        return 0
    if args.deck is None:
        args.parser.error("--deck is required (or use --batch)")
    game = load_game(args.parser, args.deck, "", args.variant, size=None)
    print(json.dumps(answer(solve(game, budget_seconds=args.budget, node_budget=args.nodes))))
    return 0


Request = tuple[int, str, str, float, int | None]  # line number, line, variant, budget, nodes


def solve_line(request: Request) -> str:
    """One batch line to its JSON answer line (an error object, naming the line, for a bad deck)."""
    number, line, variant, budget, nodes = request
    game = deck_line_game(number, line, variant)
    if not isinstance(game, Game):
        return json.dumps(game) + "\n"
    return json.dumps(answer(solve(game, budget_seconds=budget, node_budget=nodes))) + "\n"
