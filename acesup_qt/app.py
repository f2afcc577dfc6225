"""Start the game: parse the arguments, make the QApplication, show the window.

Until the table exists the window shows the deal as text.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__
from .engine import (
    VARIANTS,
    DealNumberError,
    NotationError,
    deal_cards,
    format_cards,
    new_game,
    parse_deal_number,
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="acesup-qt", description="Aces Up solitaire.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--deal", metavar="N", help="start deal number N")
    parser.add_argument("--deck", metavar="DECK", help="start this deck string")
    parser.add_argument("--variant", choices=list(VARIANTS), default="standard")
    parser.add_argument(
        "--self-test", action="store_true", help="start fully, print 'self-test ok' and exit"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        number = parse_deal_number(args.deal) if args.deal else 1
        deck = args.deck if args.deck else format_cards(deal_cards(number))
        game = new_game(deck, args.variant)
    except (DealNumberError, NotationError) as error:
        print(f"acesup-qt: {error}", file=sys.stderr)
        return 2

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication(sys.argv[:1])
    tops = "  ".join(format_cards(pile) for pile in game.piles)
    label = QLabel(f"Aces Up, deal #{number}\n\n{tops}\n\nStock: {game.stock_count} cards")
    label.setWindowTitle(f"Aces Up - Deal #{number}")
    label.setMargin(24)
    label.show()
    if args.self_test:

        def finish() -> None:
            print("self-test ok")
            app.quit()

        QTimer.singleShot(0, finish)
    return app.exec()
