"""The options several ``acesup`` commands share.

Bad input on the command line (an option, a deck, a move list) is refused
through the command's parser, as argparse refuses a bad option: the usage,
then "acesup COMMAND: error: " and what is wrong where, exit status 2.
"""

from __future__ import annotations

import argparse

from ..engine import VARIANTS
from ..engine.fair_play import DEFAULT_STRATEGY, STRATEGIES
from .workers import job_count


def variant_argument(parser: argparse.ArgumentParser) -> None:
    """The shared ``--variant`` option."""
    parser.add_argument(
        "--variant",
        default="standard",
        choices=list(VARIANTS),
        help="rules to play by (default: standard)",
    )


def strategy_argument(parser: argparse.ArgumentParser) -> None:
    """The shared ``--strategy`` option."""
    parser.add_argument(
        "--strategy",
        default=DEFAULT_STRATEGY,
        choices=list(STRATEGIES),
        help=f"fair strategy to play with (default: {DEFAULT_STRATEGY}, the strongest)",
    )


def jobs_argument(
    parser: argparse.ArgumentParser, help: str = "processes; 0 means one per CPU (default: 1)"
) -> None:
    """The shared ``--jobs`` option (``help``: what a command's processes are for)."""
    parser.add_argument("--jobs", type=job_count, default=1, metavar="J", help=help)


__all__ = ["jobs_argument", "strategy_argument", "variant_argument"]
