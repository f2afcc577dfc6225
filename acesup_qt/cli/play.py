"""``acesup play --batch``: the fair strategy plays each deck of stdin to its end."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..engine import Game, format_moves
from ..engine.fair_play import play_game
from .options import jobs_argument, strategy_argument, variant_argument
from .position import deck_line_game
from .workers import in_order

# Decks handed to a process at a time: a game takes a few milliseconds, so
# they travel to the workers in handfuls rather than one by one.
CHUNK = 8


def add_parser(subparsers: Any) -> None:
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
    game = deck_line_game(number, line, variant)
    if not isinstance(game, Game):
        return json.dumps(game) + "\n"
    play_game(game, strategy)
    answer = {"moves": format_moves(game.moves), "score": game.score, "won": game.is_won()}
    return json.dumps(answer) + "\n"


def run(args: argparse.Namespace) -> int:
    # Every line gets its answer, a blank one too, as in solve and replay --batch:
    # a script reading answer n for line n never falls out of step.
    requests = (
        (number, line, args.variant, args.strategy) for number, line in enumerate(sys.stdin, 1)
    )
    for text in in_order(play_deck, requests, args.jobs, CHUNK):
        sys.stdout.write(text)
    sys.stdout.flush()
    return 0
