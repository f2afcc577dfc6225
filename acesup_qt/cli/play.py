"""``acesup play --batch``: the fair strategy plays each deck of stdin to its end."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Iterator
from typing import Any

from ..engine import NotationError, format_moves, parse_cards, variant_class
from ..engine.fair_play import DEFAULT_STRATEGY, STRATEGIES, play_game
from .solve import line_error
from .workers import job_count, processes, worker_pool


def strategy_argument(parser: argparse.ArgumentParser) -> None:
    """The shared ``--strategy`` option."""
    parser.add_argument(
        "--strategy",
        default=DEFAULT_STRATEGY,
        choices=list(STRATEGIES),
        help=f"fair strategy to play with (default: {DEFAULT_STRATEGY}, the strongest)",
    )


def jobs_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--jobs",
        type=job_count,
        default=1,
        metavar="J",
        help="processes; 0 means one per CPU (default: 1)",
    )


def add_parser(subparsers: Any) -> None:
    from . import variant_argument

    parser = subparsers.add_parser(
        "play",
        help="play decks to the end with a fair strategy",
        description="Read one deck string per line on stdin (a deck of 52 cards, or any "
        'positive multiple of 4); write one JSON line {"moves": "...", "score": n, "won": '
        'bool} per line, in order (a bad or blank line gets {"error": {"line": n, "reason": '
        '"..."}}, so answers match lines). The strategy never looks at the order of the stock.',
    )
    parser.add_argument(
        "--batch",
        action="store_true",
        required=True,
        help="read one deck string per line on stdin; write one JSON line per line, blank ones too",
    )
    variant_argument(parser)
    strategy_argument(parser)
    jobs_argument(parser)
    parser.set_defaults(run=run)


def play_deck(request: tuple[int, str, str, str]) -> str:
    """One deck line (with its line number, for an error) to its JSON answer line."""
    number, line, variant, strategy = request
    if not line.strip():
        return json.dumps(line_error(number, "empty line: expected a deck string")) + "\n"
    try:
        game = variant_class(variant)(parse_cards(line, None))
    except NotationError as error:
        return json.dumps(line_error(number, f"deck: {error}")) + "\n"
    play_game(game, strategy)
    answer = {"moves": format_moves(game.moves), "score": game.score, "won": game.is_won()}
    return json.dumps(answer) + "\n"


def in_order(function: Any, requests: Iterable[Any], jobs: int) -> Iterator[Any]:
    """``function`` over ``requests``, in order, with ``jobs`` processes."""
    jobs = processes(jobs)
    if jobs <= 1:
        yield from map(function, requests)
        return
    with worker_pool(jobs) as pool:
        yield from pool.imap(function, requests, chunksize=8)


def run(args: argparse.Namespace) -> int:
    # Every line gets its answer, a blank one too, as in solve and replay --batch:
    # a script reading answer n for line n never falls out of step.
    requests = (
        (number, line, args.variant, args.strategy) for number, line in enumerate(sys.stdin, 1)
    )
    for text in in_order(play_deck, requests, args.jobs):
        sys.stdout.write(text)
    sys.stdout.flush()
    return 0
