"""``acesup solve``: the truth about a deal, from the solver that knows the stock."""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Iterable, Iterator
from typing import Any

from ..engine import NotationError, format_moves, parse_cards
from ..engine.solver import SolveResult, solve
from .position import DECK_HELP
from .workers import job_count, processes, worker_pool

DEFAULT_BUDGET = 10.0  # seconds per deck


def add_parser(subparsers: Any) -> None:
    from . import variant_argument

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
    parser.add_argument(
        "--jobs",
        type=job_count,
        default=1,
        metavar="J",
        help="processes for a batch; 0 means one per CPU (default: 1)",
    )
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
        jobs = processes(args.jobs)
        requests = (
            (number, line, args.variant, args.budget, args.nodes)
            for number, line in enumerate(sys.stdin, 1)
        )
        for text in _answers(requests, jobs):
            sys.stdout.write(text)
            sys.stdout.flush()
        return 0
    if args.deck is None:
        args.parser.error("--deck is required (or use --batch)")
    try:
        deck = parse_cards(args.deck, None)
        result = solve(deck, args.variant, args.budget, node_budget=args.nodes)
    except NotationError as error:
        print(f"acesup solve: deck: {error}", file=sys.stderr)
        return 2
    print(json.dumps(answer(result)))
    return 0


Request = tuple[int, str, str, float, int | None]  # line number, line, variant, budget, nodes


def solve_line(request: Request) -> str:
    """One batch line to its JSON answer line (an error object, naming the line, for a bad deck)."""
    number, line, variant, budget, nodes = request
    if not line.strip():
        return json.dumps(line_error(number, "empty line: expected a deck string")) + "\n"
    try:
        deck = parse_cards(line, None)
        result = solve(deck, variant, budget, node_budget=nodes)
    except NotationError as error:
        return json.dumps(line_error(number, f"deck: {error}")) + "\n"
    return json.dumps(answer(result)) + "\n"


def line_error(number: int, reason: str) -> dict[str, Any]:
    """The answer to a batch line that cannot be answered: which line, and why."""
    return {"error": {"line": number, "reason": reason}}


def _answers(requests: Iterable[Request], jobs: int) -> Iterator[str]:
    if jobs <= 1:
        yield from map(solve_line, requests)
        return
    with worker_pool(jobs) as pool:
        yield from pool.imap(solve_line, requests)
