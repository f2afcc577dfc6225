"""Where the win went in a lost game, kept from one run to the next.

After a lost game of a winnable deal, finding the move that gave the win away
costs the solver 3 to 10 seconds (``lost_win``). What it proves depends on
the variant, the deck and the moves played alone, so the same game reviewed
again after a restart (a saved game opened, the same moves played again) need
not be searched again. Only a proven move is kept: "could not tell which of
moves 13 to 40", like the deal's "could not tell", a quicker machine may
settle. Kept in a small file in the game's cache folder, by the game's line,
beside the deals' verdicts and with the same care (``kept_file``): a finding
is believed only if its line plays from the deck to a lost end and its move
is one of that line's. Qt-free.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from .engine import Card, Move, format_cards, format_moves, new_game, parse_cards, parse_moves
from .kept_file import KeptRecent, cache_path

if TYPE_CHECKING:
    from .lost_win import LostWin

LineKey = tuple[str, tuple[Card, ...], tuple[Move, ...]]  # (variant, deck, moves played)

FILE_NAME = "lost-moves.json"
FORMAT = "acesup-qt lost moves 1"  # the file's first field: any other is passed over
KEPT = 256  # the newest games lost, as for the run: each holds its line (~60 moves)


def lost_moves_path() -> Path | None:
    """The file in the game's cache folder; None where there is no home to keep it in."""
    return cache_path(FILE_NAME)


class KeptLostMoves(KeptRecent[LineKey, "LostWin"]):
    """The newest findings by game lost, read from ``path`` when first asked for and
    written there by ``save``; with ``path`` None, kept for the run only."""

    FORMAT = FORMAT
    FIELD = "lost_moves"

    def __init__(self, path: Path | None, bound: int = KEPT) -> None:
        super().__init__(path, bound)

    def entry(self, key: LineKey, value: LostWin) -> dict[str, Any] | None:
        if getattr(value, "move", None) is None:
            return None  # not proven which move (or not a finding at all)
        variant, deck, moves = key
        return {
            "variant": variant,
            "deck": format_cards(deck),
            "moves": format_moves(moves),
            "move": value.move,
        }

    def read_entry(self, entry: dict[str, Any]) -> tuple[LineKey, LostWin]:
        """One finding of the file, checked: its line plays from the deck's start to a
        game over and lost, and the move that gave the win away is one of its moves."""
        from .lost_win import LostWin

        variant, move = entry["variant"], entry["move"]
        deck, moves = parse_cards(entry["deck"]), tuple(parse_moves(entry["moves"]))
        if not isinstance(move, int) or isinstance(move, bool) or not 1 <= move <= len(moves):
            raise ValueError(f"not a move of the line: {move!r}")
        game = new_game(deck, variant)
        game.replay(moves)
        if not game.is_over() or game.is_won():
            raise ValueError("the line is not a game lost")
        return (variant, tuple(deck), moves), LostWin(move - 1, move)
