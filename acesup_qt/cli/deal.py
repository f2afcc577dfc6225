"""``acesup deal N``: print deal N's deck string."""

from __future__ import annotations

import argparse
from typing import Any

from ..engine import MAX_DEAL, DealNumberError, deal_cards, format_cards, parse_deal_number


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "deal",
        help="print the deck string of a deal number",
        description=f"Print the deck of deal number N (1 to {MAX_DEAL}) as a deck string: "
        "52 card codes in deal order. The same number is the same deck everywhere.",
    )
    parser.add_argument("number", metavar="N", help="deal number")
    parser.set_defaults(run=run, parser=parser)


def run(args: argparse.Namespace) -> int:
    try:
        number = parse_deal_number(args.number)
    except DealNumberError as error:
        args.parser.error(f"argument N: {error}")
    print(format_cards(deal_cards(number)))
    return 0
