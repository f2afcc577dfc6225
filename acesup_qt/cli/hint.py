"""``acesup hint``: the legal moves of a position, ranked by the fair strategy."""

from __future__ import annotations

import argparse
import math
from typing import Any

from ..engine.strategy import HINT_BUDGET_SECONDS, HINT_PLAYOUTS, RankedMove, rank_moves
from ..hint_words import for_score, play_objective
from .options import variant_argument
from .position import DECK_HELP, load_game

# After the list, where every chance is exactly nought and so the moves are ranked
# for the best score (``play_objective``), as the window's Hint ranks them there.
NO_WIN_PROVEN = (
    "no win is left, whatever the order of the stock: the moves are ranked for the best score"
)


def add_parser(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "hint",
        help="rank the legal moves of a position, with win chances and reasons",
        description="Replay MOVES on DECK, then print every legal move, best first, on a "
        "numbered line each: the move, its estimated chance to win with the 95% margin "
        "('exact' where the chance is known, '?' when no game was played out) and why. "
        "The ranking never looks at the order of the stock. For a game that is over it "
        "prints so, with its result and score ('the game is over: lost, score 42'), and "
        "ranks nothing: moves into empty piles may still be legal, but none can change it. "
        "With --aim score the moves are ranked for the best final score instead, each "
        "with its expected score (cards discarded): the aim once no win is left. Where "
        "every chance is exactly nought (no order of the stock wins), --aim win ranks "
        "for the score too, as the window's Hint does, and a last line says so.",
    )
    parser.add_argument("--deck", required=True, help=DECK_HELP)
    parser.add_argument(
        "--moves",
        default="",
        help="move list played so far, like 'x1 d m2>1' (default: none, the deal's start)",
    )
    variant_argument(parser)
    parser.add_argument("--seed", type=int, default=0, help="seed of the playouts (default: 0)")
    parser.add_argument(
        "--budget",
        type=float,
        default=HINT_BUDGET_SECONDS,
        metavar="SECONDS",
        help=f"time cap on the playouts, 0 or more (default: {HINT_BUDGET_SECONDS:g})",
    )
    parser.add_argument(
        "--playouts",
        type=int,
        default=HINT_PLAYOUTS,
        metavar="N",
        help=f"games played out for the win chances, 1 or more, shared among the moves, "
        f"at least 4 a move (default: {HINT_PLAYOUTS}); more give steadier chances; "
        "--budget 0 plays none",
    )
    parser.add_argument(
        "--aim",
        choices=("win", "score"),
        default="win",
        help="rank for the chance to win (for the score where every chance is exactly "
        "nought), or for the best final score (default: win)",
    )
    parser.set_defaults(run=run, parser=parser)


def chance_column(entry: RankedMove) -> str:
    """The win chance with its 95% margin, or "?" without playouts: fixed width."""
    if entry.win_chance is None or entry.margin is None:
        return f"{'?':>6} {'':6}"
    margin = f"±{entry.margin:.1%}" if entry.margin else "exact"
    return f"{entry.win_chance:6.1%} {margin:6}"


def score_column(entry: RankedMove) -> str:
    """The expected final score with its 95% margin, or "?" without playouts."""
    if entry.score is None or entry.score_margin is None:
        return f"{'?':>6} {'':6}"
    margin = f"±{entry.score_margin:.1f}" if entry.score_margin else "exact"
    return f"{entry.score:6.1f} {margin:6}"


def behind(entry: RankedMove) -> str:
    """Where the playouts show the first move clearly discards more cards than this one
    (its win chance too close to call with the first's, most often), by how many, as
    the window's rating says it: " (3.6 cards fewer on average than the first)"."""
    if entry.score_behind is None:
        return ""
    fewer = "under 0.1" if entry.score_behind < 0.05 else f"{entry.score_behind:.1f}"
    return f" ({fewer} cards fewer on average than the first)"


def run(args: argparse.Namespace) -> int:
    if args.playouts < 1:
        # 0 played 4 a move all the same (the least that gives a move a chance):
        # refused, not quietly overruled. --budget 0 is the way to play none.
        args.parser.error(
            f"--playouts must be 1 or more (at least 4 a move are played out; "
            f"--budget 0 plays none), not {args.playouts}"
        )
    if not (args.budget >= 0 and math.isfinite(args.budget)):  # neither "nan" nor "inf"
        args.parser.error(
            f"--budget must be a finite number of seconds, 0 or more, not {args.budget:g}"
        )
    game = load_game(args.parser, args.deck, args.moves, args.variant, size=None)
    outcome = game.outcome()
    if outcome.over:
        # Asked of the game's end, not of the moves: a won game with two aces on
        # one pile still has moves into the empty piles, none of them worth a rank.
        print(f"the game is over: {'won' if outcome.won else 'lost'}, score {outcome.score}")
        return 0
    # Where every chance is exactly nought, for the win every move is alike, a Deal
    # that throws cards away too: the order and its reasons said nothing (a Deal "as
    # good" as the discards). The score is then what is left to play for.
    objective = play_objective(args.aim)
    ranked = rank_moves(game, args.seed, args.budget, args.playouts, objective=objective)
    by_score = args.aim == "score" or for_score(ranked)
    column = score_column if by_score else chance_column
    for number, entry in enumerate(ranked, 1):
        print(f"{number:2}. {entry.move.text:5} {column(entry)}  {entry.reason}{behind(entry)}")
    if args.aim == "win" and by_score:
        print(NO_WIN_PROVEN)  # said, not numbered: why the list shows scores
    return 0
