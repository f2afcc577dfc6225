"""The solver's verdicts on whole deals, kept from one run to the next.

"Could this deal have been won?" costs the solver up to 10 seconds at the end
of a game. Kept for the run only, the verdicts were searched again after every
restart of the game, for the very same deal. Settled ones (won or proven
lost; not "could not tell", which a quicker machine or a longer budget may
settle) are kept in a small file in the game's cache folder, by variant and
deck, and read on first use (``kept_file``: a file or a verdict that does not
hold up is passed over). Qt-free.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from .engine import Card, format_cards, format_moves, new_game, parse_cards, parse_moves
from .kept_file import KeptRecent, cache_path

if TYPE_CHECKING:
    from .engine.solver import SolveResult

DeckKey = tuple[str, tuple[Card, ...]]  # (variant, deck)

FILE_NAME = "deal-verdicts.json"
FORMAT = "acesup-qt deal verdicts 1"  # the file's first field: any other is passed over
KEPT = 256  # the newest verdicts, as for the run: a verdict holds a solution (~100 moves)
SETTLED = ("winnable", "unwinnable")


def verdicts_path() -> Path | None:
    """The file in the game's cache folder; None where there is no home to keep it in."""
    return cache_path(FILE_NAME)


class KeptVerdicts(KeptRecent[DeckKey, "SolveResult"]):
    """The newest verdicts by deck, read from ``path`` when first asked for and
    written there by ``save``; with ``path`` None, kept for the run only."""

    FORMAT = FORMAT
    FIELD = "verdicts"

    def __init__(self, path: Path | None, bound: int = KEPT) -> None:
        super().__init__(path, bound)

    def entry(self, key: DeckKey, value: SolveResult) -> dict[str, Any] | None:
        if value.status not in SETTLED:
            return None
        variant, deck = key
        return {
            "variant": variant,
            "deck": format_cards(deck),
            "status": value.status,
            "best_score": value.best_score,
            "solution": format_moves(value.solution),
            "nodes": value.nodes,
            "seconds": value.seconds,
        }

    def read_entry(self, entry: dict[str, Any]) -> tuple[DeckKey, SolveResult]:
        """One verdict of the file, checked as the solver would have given it: its
        solution replays from the deck's start and scores what it says."""
        from .engine.solver import SolveResult  # with the first verdict: not needed to start

        variant, status, best = entry["variant"], entry["status"], entry["best_score"]
        if status not in SETTLED or not isinstance(best, int) or isinstance(best, bool):
            raise ValueError(f"not a settled verdict: {status!r}, {best!r}")
        deck = parse_cards(entry["deck"])
        solution = parse_moves(entry["solution"])
        game = new_game(deck, variant)
        game.replay(solution)
        if game.score != best or (status == "winnable") != (best == len(deck) - game.pile_count):
            raise ValueError("the solution does not reach the score told")
        verdict = SolveResult(
            status,
            best,
            solution,
            nodes=int(entry.get("nodes", 0)),
            seconds=float(entry.get("seconds", 0.0)),
            no_win=status == "unwinnable",
        )
        return (variant, tuple(deck)), verdict
