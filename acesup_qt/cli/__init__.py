"""The ``acesup`` command line: deals, replays and analysis.

Each subcommand lives in its own module with ``add_parser(subparsers)``,
which registers it and sets ``run`` as the function to call; the options
several share are ``options.py``'s.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .. import __version__
from . import deal, hint, play, replay, simulate, solve

COMMANDS = (deal, replay, solve, hint, play, simulate)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="acesup",
        description="Aces Up solitaire from the command line: deals, replays and analysis. "
        "Cards, decks and moves are written as in the rules (see README).",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for command in COMMANDS:
        command.add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except BrokenPipeError:
        # The reader went away (``acesup ... | head``): not an error of ours.
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
