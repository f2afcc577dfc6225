"""The coach's worker: its job (one position's ranking), the positions it ranks
ahead, and its handling from the GUI thread (``CoachWorker``: queue, cancel, kept rankings).

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
import sys
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from . import collector
from .engine import Game, Move
from .hint_words import for_score
from .rating import Ranking

if TYPE_CHECKING:
    from .engine.strategy import RankedMove

# More playouts than a quick hint (64): the ranking is worked out while the
# player looks at the position, and a rating should tell moves apart.
PLAYOUTS = 300
BUDGET_SECONDS = 1.0
# Rankings remembered, so an Undo back to a position finds its ranking: the
# positions ranked ahead come five or so to a move.
KEPT = 256

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
    failed = Signal(object)  # Key: the strategy raised on it (the bug box shows it)
    finished = Signal()


class RankingJob(QRunnable):
    def __init__(
        self,
        key: Key,
        game: Game,
        answer: RankingAnswer,
        cancel: threading.Event,
        aim: str = "win",
    ) -> None:
        super().__init__()
        self.key, self.game, self.answer, self.cancel = key, game, answer, cancel
        self.aim = aim  # "win", or "score" once the player was told no win is left

    def run(self) -> None:
        # RuntimeError: the coach is gone, and no one waits for the answer.
        try:
            from .engine.strategy import WIN_ELSE_SCORE, rank_moves  # loaded already

            # For the win; for the score where the exact chances prove no win is left,
            # as the hint ranks (``play_objective``): the rating then says how the
            # move did for the score, and a hint asked shows this ranking at once.
            # For the score too where the player was told no win is left (``aim``).
            objective = "score" if self.aim == "score" else WIN_ELSE_SCORE
            ranked = rank_moves(
                self.game, 0, BUDGET_SECONDS, PLAYOUTS, self.cancel, objective=objective
            )
            if not self.cancel.is_set():  # a ranking cut short is not kept
                with contextlib.suppress(RuntimeError):
                    self.answer.ranked.emit(self.key, Ranking(self.game, ranked))
        except Exception:
            with contextlib.suppress(RuntimeError):
                self.answer.failed.emit(self.key)
            sys.excepthook(*sys.exc_info())  # the bug box, through the GUI thread
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


class CoachWorker(QObject):
    """The coach's worker as the GUI thread drives it: one ranking at a time and
    one waiting, called off when no longer wanted, and the rankings it made kept."""

    # The player waits for a ranking (True: a move's rating waits on the one running),
    # or no longer (False). The search for the next winnable deal steps aside meanwhile
    # (``window_coach``); beside the rankings no one waits for yet (the position on
    # the table while the player looks, those ahead) it takes its share.
    waited_for = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._answer = RankingAnswer(self)
        self._rankings: dict[Key, Ranking] = {}
        self._holding = 0  # jobs holding the cycle collector (see collector.py)
        self._running: Key | None = None
        self._ahead = False  # the running ranking is of a position ahead (``positions_ahead``)
        self._running_aim = "win"  # what the running ranking aims at (``aim``)
        self._next: tuple[Key, Game] | None = None  # the one position waiting for the worker
        self._was_waited = False  # as last told (``waited_for``)
        self._awaited: tuple[Key, Move] | None = None  # ``_waiting``
        self._cancel = threading.Event()  # set when the window closes
        # Positions whose ranking raised: not ranked again, or a bug would start a
        # job, and a box, after every one (``_on_finished`` ranks what is missing).
        self._failed: set[Key] = set()

    @property
    def busy(self) -> bool:
        """True while a position is being ranked."""
        return self._running is not None

    @property
    def _waiting(self) -> tuple[Key, Move] | None:
        """A move to rate once its ranking comes (the coach sets it, and clears it)."""
        return self._awaited

    @_waiting.setter
    def _waiting(self, waiting: tuple[Key, Move] | None) -> None:
        self._awaited = waiting
        self._note_busy()  # the ranking running may be the one waited on now, or no longer

    def _note_busy(self) -> None:
        """Tell ``waited_for``: whether a move's rating waits on the ranking running."""
        waiting = self._awaited
        waited = waiting is not None and self._running == waiting[0]
        if waited != self._was_waited:
            self._was_waited = waited
            self.waited_for.emit(waited)

    def aim(self, game: Game) -> str:
        """What a ranking of ``game``'s position aims at: "win" here; "score" where the
        player was told no win is left (``NoWinCoach.aim``)."""
        return "win"

    def _fitting(self, key: Key, game: Game) -> Ranking | None:
        """The ranking kept of the position ``key`` (``game``'s), if it aims as a ranking
        of it made now would: one for the win, made before the player was told no win
        is left there, is not what its moves are rated by since."""
        ranking = self._rankings.get(key)
        if ranking is None or self.aim(game) == "win" or for_score(ranking.ranked):
            return ranking
        return None

    def ranked(self, game: Game) -> list[RankedMove] | None:
        """The ranking of ``game``'s position, if made already (a hint shows it)."""
        ranking = self._rankings.get(position_key(game))
        return None if ranking is None else ranking.ranked

    def adopt(self, game: Game, ranked: list[RankedMove]) -> None:
        """A deeper ranking of ``game``'s position (a hint's): rate moves by it from now on."""
        self._store(position_key(game), Ranking(game, ranked))

    def make_way(self) -> None:
        """Call off a ranking of a position ahead: cards are to slide, or a hint be analysed."""
        if self._ahead and self._running is not None:
            self._call_off()

    def _rank_ahead(self, game: Game, ranking: Ranking) -> None:
        """The worker is free, the table still and ``game`` ranked (``ranking``): rank
        a position the player may reach next (``positions_ahead``), one at a time."""
        for key, after in positions_ahead(game, ranking, self._rankings.__contains__):
            self._rank(key, after.copy(), first=False)
            self._ahead = True
            return

    def _call_off(self) -> None:
        """Cut the running ranking short: not kept, nor waited for (its key is no one's)."""
        self._cancel.set()
        self._cancel = threading.Event()  # not the next job's
        self._running = CALLED_OFF
        self._note_busy()

    def _rank(self, key: Key, game: Game, first: bool) -> None:
        if key in self._failed:
            return
        if self._running is not None:
            # One job at a time, and one waiting: the position a move waits on goes
            # first; otherwise the newest, as older positions are left behind.
            waiting, queued = self._waiting, self._next
            waited = waiting is not None and queued is not None and queued[0] == waiting[0]
            if first or not waited:
                self._next = (key, game)
            return
        self._running, self._ahead = key, False
        self._running_aim = self.aim(game)
        self._note_busy()  # the search ahead steps aside before a ranking waited on begins
        collector.hold()
        self._holding += 1
        # Asked as the job starts, not as it was queued: the line may have said no
        # win is left meanwhile.
        self.pool.start(RankingJob(key, game, self._answer, self._cancel, self._running_aim))

    def _store(self, key: Key, ranking: Ranking) -> None:
        self._rankings.pop(key, None)  # the newest last
        self._rankings[key] = ranking
        while len(self._rankings) > KEPT:
            del self._rankings[next(iter(self._rankings))]  # the oldest first

    def _stop_worker(self) -> None:
        """Call off what runs or waits, and let the worker end (the window closes)."""
        self._next = None
        self._cancel.set()
        self.pool.waitForDone()
        self._cancel = threading.Event()  # should it be turned on again after all
        self._running = None
        self._note_busy()
        while self._holding:  # the news of the last job may never be delivered now
            self._holding -= 1
            collector.release()


__all__ = [
    "BUDGET_SECONDS",
    "CALLED_OFF",
    "KEPT",
    "PLAYOUTS",
    "CoachWorker",
    "Key",
    "RankingAnswer",
    "RankingJob",
    "position_key",
    "positions_ahead",
]
