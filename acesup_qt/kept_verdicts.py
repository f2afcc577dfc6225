"""The solver's verdicts on whole deals, kept from one run to the next.

"Could this deal have been won?" costs the solver up to 10 seconds at the end
of a game. Kept for the run only, the verdicts were searched again after every
restart of the game, for the very same deal. Settled ones (won or proven
lost; not "could not tell", which a quicker machine or a longer budget may
settle) are kept in a small file in the game's cache folder, by variant and
deck, and read on first use.

The file is the game's own spare copy, never the player's data: one that
cannot be read, is not this version's or holds a verdict that does not
replay is passed over (whole, or that verdict alone), and the checks simply
run again. It is written whole or not at all. Qt-free.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .engine import Card, format_cards, format_moves, new_game, parse_cards, parse_moves
from .recent import Recent

if TYPE_CHECKING:
    from .engine.solver import SolveResult

DeckKey = tuple[str, tuple[Card, ...]]  # (variant, deck)

FILE_NAME = "deal-verdicts.json"
FORMAT = "acesup-qt deal verdicts 1"  # the file's first field: any other is passed over
KEPT = 256  # the newest verdicts, as for the run: a verdict holds a solution (~100 moves)
SETTLED = ("winnable", "unwinnable")


def verdicts_path() -> Path | None:
    """The file in the game's cache folder; None where there is no home to keep it in."""
    from .pyside_code_cache import cache_folder

    try:
        return cache_folder() / FILE_NAME
    except RuntimeError:
        return None


class KeptVerdicts(Recent[DeckKey, "SolveResult"]):
    """The newest verdicts by deck, read from ``path`` when first asked for and
    written there by ``save``; with ``path`` None, kept for the run only."""

    def __init__(self, path: Path | None, bound: int = KEPT) -> None:
        super().__init__(bound)
        self.path = path
        self._read = path is None

    # Every way in reads the file first: a verdict stored before it is read must
    # stay the newest, not be overwritten by the file's older one.
    def _read_once(self) -> None:
        if not self._read:
            self._read = True
            found = _read_file(self.path) if self.path is not None else []
            for key, verdict in reversed(found):  # each put first: the oldest ends first
                if not super().__contains__(key):
                    super().__setitem__(key, verdict)
                    self.move_to_end(key, last=False)  # older than any of this run's
            while len(self) > self.bound:
                self.popitem(last=False)

    def __getitem__(self, key: DeckKey) -> SolveResult:
        self._read_once()
        return super().__getitem__(key)

    def __contains__(self, key: object) -> bool:
        self._read_once()
        return super().__contains__(key)

    def get(self, key: DeckKey, default: SolveResult | None = None) -> SolveResult | None:  # type: ignore[override]
        self._read_once()
        return super().get(key, default)

    def __setitem__(self, key: DeckKey, value: SolveResult) -> None:
        self._read_once()
        super().__setitem__(key, value)

    def __len__(self) -> int:
        self._read_once()
        return super().__len__()

    def __iter__(self) -> Iterator[DeckKey]:
        self._read_once()
        return super().__iter__()

    def save(self) -> None:
        """Write the settled verdicts to the file, whole or not at all (a failure is
        silent: the verdicts stay for the run, and the next run checks again)."""
        if self.path is None:
            return
        self._read_once()
        entries = [
            {
                "variant": variant,
                "deck": format_cards(deck),
                "status": verdict.status,
                "best_score": verdict.best_score,
                "solution": format_moves(verdict.solution),
                "nodes": verdict.nodes,
                "seconds": verdict.seconds,
            }
            for (variant, deck), verdict in super().items()
            if verdict.status in SETTLED
        ]
        text = json.dumps({"format": FORMAT, "verdicts": entries})
        temporary = self.path.with_name(f"{self.path.name}.{os.getpid()}.tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary.write_text(text, encoding="utf-8")
            os.replace(temporary, self.path)
        except OSError:
            with contextlib.suppress(OSError):
                temporary.unlink()


def _read_file(path: Path) -> list[tuple[DeckKey, SolveResult]]:
    """The verdicts in ``path`` that hold up, oldest first; none if it cannot be read."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):  # missing, unreadable, not text, not JSON
        return []
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return []
    entries = data.get("verdicts")
    found = []
    for entry in entries if isinstance(entries, list) else []:
        with contextlib.suppress(ValueError, TypeError, KeyError, AttributeError):
            found.append(_verdict(entry))
    return found


def _verdict(entry: dict[str, Any]) -> tuple[DeckKey, SolveResult]:
    """One verdict of the file, checked as the solver would have given it: its
    solution replays from the deck's start and scores what it says. Raises
    ``ValueError`` (or ``TypeError``, ``KeyError``) on anything else."""
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
