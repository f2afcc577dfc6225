"""``acesup play``: the fair strategy plays a deck (``--deck``), or each deck of stdin
(``--batch``), to its end."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..engine import Game, format_moves
from ..engine.fair_play import play_game
from .options import jobs_argument, strategy_argument, variant_argument
from .position import DECK_HELP, deck_line_game, load_game
from .workers import in_order

# Decks handed to a process at a time: a game takes a few milliseconds, so
# they travel to the workers in handfuls rather than one by one.
CHUNK = 8


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "play",
        help="play decks to the end with a fair strategy",
        description="Play the deck of --deck (a deck of 52 cards, or any positive multiple "
        'of 4) to its end and print one JSON line {"moves": "...", "score": n, "won": bool}; '
        "or, with --batch, read one deck string per line on stdin and write one such line per "
        'line, in order (a bad or blank line gets {"error": {"line": n, "reason": "..."}}, so '
        "answers match lines). The strategy never looks at the order of the stock.",
    )
    parser.add_argument("--deck", help=f"{DECK_HELP}; required unless --batch")
    parser.add_argument(
        "--batch",
        action="store_true",
        help="read one deck string per line on stdin; write one JSON line per line, blank ones too",
    )
    variant_argument(parser)
    strategy_argument(parser)
    jobs_argument(parser)
    parser.set_defaults(run=run, parser=parser)


def played(game: Game, strategy: str) -> str:
    """The JSON answer line of ``game`` played to its end by ``strategy``."""
    play_game(game, strategy)
    answer = {"moves": format_moves(game.moves), "score": game.score, "won": game.is_won()}
    return json.dumps(answer) + "\n"


def play_deck(request: tuple[int, str, str, str]) -> str:
    """One deck line (with its line number, for an error) to its JSON answer line."""
    number, line, variant, strategy = request
    game = deck_line_game(number, line, variant)
    if not isinstance(game, Game):
        return json.dumps(game) + "\n"
    return played(game, strategy)


def run(args: argparse.Namespace) -> int:
    if not args.batch:
        if args.deck is None:
            args.parser.error("--deck is required (or use --batch)")
        game = load_game(args.parser, args.deck, "", args.variant, size=None)
        sys.stdout.write(played(game, args.strategy))
        return 0
    if args.deck is not None:
        args.parser.error("--batch reads decks from stdin; leave out --deck")
    # Every line gets its answer, a blank one too, as in solve and replay --batch:
    # a script reading answer n for line n never falls out of step.
    requests = (
        (number, line, args.variant, args.strategy) for number, line in enumerate(sys.stdin, 1)
    )
    for text in in_order(play_deck, requests, args.jobs, CHUNK):
        sys.stdout.write(text)
    sys.stdout.flush()
    return 0
