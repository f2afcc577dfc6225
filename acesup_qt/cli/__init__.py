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

# An installed game has no README beside it: the help says how to write things.
NOTATION = """\
how cards, decks and moves are written:
  card   rank then suit: ranks 2 3 4 5 6 7 8 9 T J Q K A, suits C D H S;
         AS is the ace of spades, TH (or 10H) the ten of hearts; any case
  deck   the 52 card codes in the order they are dealt, one space between:
         the first four start piles 1 to 4, each next four is one deal
  moves  xN discards pile N's top card (x3); mN>M moves pile N's top card
         onto empty pile M (m2>4); d deals four from the stock; a move list
         is moves with one space between: "x1 x3 d m2>1 x4"
  deal   a deal number, 1 to 4294967295, is the same deck everywhere:
         acesup deal 1000 prints it

Each command has its own --help."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="acesup",
        description="Aces Up solitaire from the command line: deals, replays and analysis.",
        epilog=NOTATION,
        # The notation's lines as written: argparse would run them together.
        formatter_class=argparse.RawDescriptionHelpFormatter,
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
