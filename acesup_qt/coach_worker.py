"""The coach's worker: its job (one position's ranking), and the positions it ranks ahead.

A player who moves twice in quick succession (a discard, then a Deal at
once) makes the second move from a position the coach could not rank yet:
its ranking started only once the first move's cards had landed, and the
rating waited for it (a quarter to half a second, up to a second when the
other core is busy; ``tests/benchmarks/bench_rating_wait.py``). So once the
position on the table is ranked and the worker is free, the coach ranks the
positions its moves lead to, the strategy's choice first, as the player's
move is most often that one. The ranking is the same as ever (the same
playouts, the same seed): a rating is no less reliable for coming sooner.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator

from PySide6.QtCore import QObject, QRunnable, Signal

from .engine import Game
from .rating import Ranking

# More playouts than a quick hint (64): the ranking is worked out while the
# player looks at the position, and a rating should tell moves apart.
PLAYOUTS = 300
BUDGET_SECONDS = 1.0

# A position: variant, deck and the moves that led to it (an undo back to it
# finds the same key, unlike the model's generation, which only counts up).
Key = tuple[str, tuple[int, ...], tuple[str, ...]]


def position_key(game: Game, moves: int | None = None) -> Key:
    """The key of ``game``'s position after its first ``moves`` moves (all by default)."""
    played = game.moves if moves is None else game.moves[:moves]
    return (game.variant, tuple(game.deck), tuple(m.text for m in played))


# The key of a ranking called off (the player moved on): no position's, so no
# one waits for it, and the worker counts as busy until it ends.
CALLED_OFF: Key = ("", (), ())


class RankingAnswer(QObject):
    """Carries a worker's ranking back to the GUI thread (a queued signal)."""

    ranked = Signal(object, object)  # Key, Ranking
    finished = Signal()


class RankingJob(QRunnable):
    def __init__(
        self, key: Key, game: Game, answer: RankingAnswer, cancel: threading.Event
    ) -> None:
        super().__init__()
        self.key, self.game, self.answer, self.cancel = key, game, answer, cancel

    def run(self) -> None:
        # RuntimeError: the coach is gone, and no one waits for the answer.
        try:
            from .engine.strategy import rank_moves  # loaded by the GUI thread already

            ranked = rank_moves(self.game, 0, BUDGET_SECONDS, PLAYOUTS, self.cancel)
            if not self.cancel.is_set():  # a ranking cut short is not kept
                with contextlib.suppress(RuntimeError):
                    self.answer.ranked.emit(self.key, Ranking(self.game, ranked))
        finally:
            with contextlib.suppress(RuntimeError):
                self.answer.finished.emit()


def positions_ahead(
    game: Game, ranking: Ranking, known: Callable[[Key], bool]
) -> Iterator[tuple[Key, Game]]:
    """The positions one move from ``game`` worth ranking, most likely first.

    ``ranking`` is ``game``'s own; positions already ranked (``known``), over,
    or with a forced move only (never rated) are left out.
    """
    for ranked in ranking.ranked:
        after = game.copy()
        after.push(ranked.move)
        if after.is_over() or len(after.legal_moves()) < 2:
            continue
        key = position_key(after)
        if not known(key):
            yield key, after


__all__ = [
    "BUDGET_SECONDS",
    "CALLED_OFF",
    "PLAYOUTS",
    "Key",
    "RankingAnswer",
    "RankingJob",
    "position_key",
    "positions_ahead",
]
