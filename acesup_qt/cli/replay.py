"""``acesup replay``: play a move list on a deck and print the position reached."""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from collections.abc import Iterator
from typing import Any

from ..engine import (
    Game,
    IllegalMoveError,
    NotationError,
    UnknownVariantError,
    UnreadableMoveError,
    new_game,
    parse_moves,
)
from ..engine.cards import CODES
from .options import jobs_argument, variant_argument
from .position import line_error, load_game
from .workers import processes, worker_pool


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "replay",
        help="replay moves on a deck and print the position as JSON",
        description="Replay a move list (like 'x1 d m2>1') on a deck and print the position "
        "reached as one JSON line: variant, piles 1 to 4 bottom to top, cards left "
        "in the stock, score, over, won. A bad deck or move list exits with status 2 "
        "and what is wrong on stderr, as a bad option does.",
    )
    parser.add_argument(
        "--deck", help="deck string: 52 card codes in deal order; required unless --batch"
    )
    parser.add_argument(
        "--moves",
        default="",
        help="move list, moves separated by spaces (default: none, the deal's start)",
    )
    variant_argument(parser)
    parser.add_argument(
        "--batch",
        action="store_true",
        help='read JSON lines {"deck": ..., "moves": ..., "variant": ...} '
        "on stdin and write one JSON line per input line, in order (a bad or blank line gets "
        '{"error": {"line": n, "reason": "..."}}; an illegal or unreadable move adds '
        '"move": its place in the list, and "text": the move)',
    )
    jobs_argument(
        parser,
        "processes for a large batch; 0 means one per CPU (default: 1, "
        "which answers each line as soon as it arrives)",
    )
    parser.set_defaults(run=run, parser=parser)


def position_object(game: Game) -> dict[str, Any]:
    """The position as the JSON object the command prints."""
    outcome = game.outcome()
    return {
        "variant": game.variant,
        "piles": [[CODES[c] for c in pile] for pile in game.piles],
        "stock": game.stock_count,
        "score": outcome.score,
        "over": outcome.over,
        "won": outcome.won,
    }


def run(args: argparse.Namespace) -> int:
    if args.batch:
        if args.deck is not None:
            args.parser.error("--batch reads decks from stdin; leave out --deck")
        jobs = processes(args.jobs)
        # Several processes read ahead a chunk at a time, so a caller that
        # waits for each answer before writing the next line needs --jobs 1.
        run_batch(sys.stdin, sys.stdout, jobs)
        return 0
    if args.deck is None:
        args.parser.error("--deck is required (or use --batch)")
    game = load_game(args.parser, args.deck, args.moves, args.variant)
    print(json.dumps(position_object(game)))
    return 0


def replay_line(line: str, number: int) -> dict[str, Any]:
    """One batch line to its answer: a position or an error object."""
    if not line.strip():
        # JSON's own words would point at "line 2" of a one-line input.
        return line_error(number, "empty line: expected a JSON object with 'deck' and 'moves'")
    try:
        request = json.loads(line)
    except json.JSONDecodeError as error:
        return line_error(number, _not_json(line, error))
    except ValueError as error:  # a number too long to read, say
        return line_error(number, f"not JSON: {error}")
    except RecursionError:  # [[[[...: the decoder's stack runs out before the line does
        return line_error(number, "not JSON: nested too deeply")
    if not isinstance(request, dict):
        return line_error(number, "expected a JSON object with 'deck' and 'moves'")
    deck = request.get("deck")
    moves_text = request.get("moves", "")
    variant = request.get("variant", "standard")
    if not isinstance(deck, str):
        return line_error(number, "'deck' must be a deck string")
    if not isinstance(moves_text, str):
        return line_error(number, "'moves' must be a move list string")
    try:
        game = new_game(deck, variant)
    except UnknownVariantError as error:
        return line_error(number, str(error))
    except NotationError as error:
        return line_error(number, f"deck: {error}")
    try:
        moves = parse_moves(moves_text)
    except UnreadableMoveError as error:
        return _move_error(number, error.position, error.text, error.reason)
    try:
        game.replay(moves)
    except IllegalMoveError as error:
        return _move_error(number, error.index or 0, error.move.text, error.reason)
    return position_object(game)


def _not_json(line: str, error: json.JSONDecodeError) -> str:
    """Why a batch line is not JSON, and where in the line (the decoder's own words
    say "line 1 column 5": a line of the JSON text, not the batch's line)."""
    if error.pos >= len(line.rstrip()):
        where = "at the end of the line"
    else:
        where = f"at character {error.pos + 1}"
    return f"not JSON {where}: {error.msg}"


def _move_error(line: int, move: int, text: str, reason: str) -> dict[str, Any]:
    # "line" as in every other error of a batch (and of solve's and play's):
    # a script matches any error to its input the same way.
    return {"error": {"line": line, "move": move, "text": text, "reason": reason}}


CHUNK = 2000  # lines a worker answers at a time


def answer_chunk(chunk: tuple[int, list[str]]) -> str:
    """Answer a run of lines starting at line number ``chunk[0]``, as output text."""
    first, lines = chunk
    dumps = json.dumps
    return "".join(
        [dumps(replay_line(line, number)) + "\n" for number, line in enumerate(lines, first)]
    )


def _chunks(stdin: Any) -> Iterator[tuple[int, list[str]]]:
    lines = iter(stdin)
    first = 1
    while chunk := list(itertools.islice(lines, CHUNK)):
        yield first, chunk
        first += len(chunk)


def run_batch(stdin: Any, stdout: Any, jobs: int = 1) -> None:
    """Answer every line of ``stdin`` in order; a bad line gets an error object, never a stop.

    With ``jobs`` > 1 and more than one chunk of input, chunks are answered by
    that many processes; small and interactive batches stay in this one.
    """
    if jobs <= 1 or stdin.isatty():
        dumps = json.dumps
        for number, line in enumerate(stdin, 1):
            stdout.write(dumps(replay_line(line, number)) + "\n")
            stdout.flush()  # a reader may be waiting on this answer to send the next line
        return
    chunks = _chunks(stdin)
    head = next(chunks, None)
    if head is None:
        return
    if len(head[1]) < CHUNK:
        stdout.write(answer_chunk(head))
        stdout.flush()
        return
    with worker_pool(jobs) as pool:
        for text in pool.imap(answer_chunk, itertools.chain([head], chunks)):
            stdout.write(text)
    stdout.flush()


__all__ = ["position_object", "replay_line", "run_batch"]
