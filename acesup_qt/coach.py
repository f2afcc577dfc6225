"""The coach: after each of the player's moves, how good it was in the fair strategy's eyes.

With Settings > Rate my moves on, every position the player reaches is ranked
in a worker thread, as a hint ranks it (a fraction of a second), so that the
ranking is ready by the time the player moves. The window then calls
``rate_last_move`` and the status bar says the move's win chance and, when the
strategy prefers another move, which one and its chance (after the result,
when the move ended the game: see ``game_end.py``). The strategy never
looks at the order of the stock, so the coach only says what a player could
have worked out from the cards in sight: an honest rating, no peeking.

Only the player's own moves are rated: the window calls ``rate_last_move``
for clicks, drags, keys and Deal, not for a redo, the demo, or a solution
being shown. A forced move (the only legal one) is not rated.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from . import collector
from .commands import move_text
from .engine import Game, Move

if TYPE_CHECKING:
    from .engine.strategy import RankedMove
    from .model import GameModel

RATING_MS = 15000  # how long a rating stays in the status bar
# More playouts than a quick hint (64): the ranking is worked out while the
# player looks at the position, and a rating should tell moves apart.
PLAYOUTS = 300
BUDGET_SECONDS = 1.0
KEPT = 64  # rankings remembered, so an Undo back to a position finds its ranking
# A worker ranking holds Python's GIL most of the time: started while cards
# slide, it made the slides stutter (the GUI thread stalled 20-80 ms at a
# time). So looking ahead waits until the table is still, and the player's
# turn: not while the demo or a solution plays. A move's own rating, which
# the player waits for, never waits.
STILL_CHECK_MS = 40

# A position: variant, deck and the moves that led to it (an undo back to it
# finds the same key, unlike the model's generation, which only counts up).
Key = tuple[str, tuple[int, ...], tuple[str, ...]]


def position_key(game: Game, moves: int | None = None) -> Key:
    """The key of ``game``'s position after its first ``moves`` moves (all by default)."""
    played = game.moves if moves is None else game.moves[:moves]
    return (game.variant, tuple(game.deck), tuple(m.text for m in played))


class Ranking:
    """The strategy's ranking of one position, with each move's name in that position."""

    def __init__(self, game: Game, ranked: list[RankedMove]) -> None:
        self.ranked = ranked
        self.names = {r.move: move_text(game, r.move) for r in ranked}


# What a rating found, for the end-of-game summary.
CHOICE, AS_GOOD, CLOSE, WORSE = "choice", "as good", "close", "worse"
SUMMARY_WORDS = {
    CHOICE: "the strategy's choice",
    AS_GOOD: "as good",
    CLOSE: "too close to call",
    WORSE: "clearly worse",
}


class Rating(NamedTuple):
    """What the coach found of a move (``CHOICE``, ``AS_GOOD``, ...) and says of it."""

    kind: str
    text: str  # the status bar's words; empty when there was nothing to choose


def rate(ranking: Ranking, played: Move) -> Rating:
    """How ``played`` compares with the strategy's choice, and the words for it.

    The strategy's first choice is the yardstick. Another move is called
    worse only when the playouts show it clearly (the two 95% intervals do
    not overlap); otherwise it is about as good, as far as anyone can tell.
    Empty words when there was nothing to choose.
    """
    from .hint import chance_words

    ranked = ranking.ranked
    mine = next((r for r in ranked if r.move == played), None)
    if mine is None or len(ranked) < 2:
        return Rating("", "")
    best = ranked[0]
    name, chance = ranking.names[played], chance_words(mine)
    if mine is best:
        return Rating(CHOICE, f"Your move, {name}, was the strategy's choice too ({chance}).")
    choice = ranking.names[best.move]
    if mine.as_good_as(best):  # not the move a hint names, but known to be as good
        return Rating(
            AS_GOOD,
            f"Your move, {name}, was as good as the strategy's choice, {choice} ({chance}).",
        )
    if _clearly_better(best, mine):  # say why, as a hint would
        better = f"{best.advice or choice} ({chance_words(best)})"
        return Rating(WORSE, f"Your move, {name}: {chance}. Better was {better}.")
    return Rating(
        CLOSE,
        f"Your move, {name}: {chance}. The strategy would have played {choice}, "
        "but the two are too close to call.",  # no "playouts": the rules never say the word
    )


def summary_text(kinds: list[str]) -> str:
    """The game's ratings in one line: "Your moves, as rated: 12 the strategy's choice, ..."."""
    counts = [(kinds.count(kind), words) for kind, words in SUMMARY_WORDS.items()]
    parts = [f"{count} {words}" for count, words in counts if count]
    return f"Your moves, as rated: {', '.join(parts)}." if parts else ""


def _clearly_better(best: RankedMove, mine: RankedMove) -> bool:
    if best.win_chance is None or mine.win_chance is None:
        return False
    return best.win_chance - (best.margin or 0.0) > mine.win_chance + (mine.margin or 0.0)


class _Answer(QObject):
    """Carries a worker's ranking back to the GUI thread (a queued signal)."""

    ranked = Signal(object, object)  # Key, Ranking
    finished = Signal()


class _Job(QRunnable):
    def __init__(self, key: Key, game: Game, answer: _Answer, cancel: threading.Event) -> None:
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


class Coach(QObject):
    """Ranks the player's positions ahead of time and rates each move made from them."""

    rated = Signal(str)  # the words for the status bar

    def __init__(
        self,
        model: GameModel,
        table_busy: Callable[[], bool] = lambda: False,
        parent: QObject | None = None,
    ) -> None:
        """``table_busy`` says whether cards slide, or the demo or a solution plays them."""
        super().__init__(parent)
        self.model = model
        self._table_busy = table_busy
        self._still = QTimer(self)  # looks ahead again once the table is still
        self._still.setSingleShot(True)
        self._still.setInterval(STILL_CHECK_MS)
        self._still.timeout.connect(self._look_ahead)
        self.enabled = False
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._answer = _Answer(self)
        self._answer.ranked.connect(self._on_ranked)
        self._answer.finished.connect(self._on_finished)
        self._rankings: dict[Key, Ranking] = {}
        self._holding = 0  # jobs holding the cycle collector (see collector.py)
        self._running: Key | None = None
        self._next: tuple[Key, Game] | None = None  # the one position waiting for the worker
        self._waiting: tuple[Key, Move] | None = None  # a move to rate once its ranking comes
        self._cancel = threading.Event()  # set when the window closes
        # Each rated move of this game: its index -> (its notation, what the rating found).
        self._marks: dict[int, tuple[str, str]] = {}
        model.position_changed.connect(self._on_position)
        model.game_started.connect(self._marks.clear)

    @property
    def busy(self) -> bool:
        """True while a position is being ranked."""
        return self._running is not None

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        self._waiting = None
        if on:
            from .engine import strategy  # noqa: F401  (loaded here, in the GUI thread)

            self._look_ahead()
        else:
            self._next = None

    def ranked(self, game: Game) -> list[RankedMove] | None:
        """The ranking of ``game``'s position, if made already (a hint shows it)."""
        ranking = self._rankings.get(position_key(game))
        return None if ranking is None else ranking.ranked

    def adopt(self, game: Game, ranked: list[RankedMove]) -> None:
        """A deeper ranking of ``game``'s position (a hint's): rate moves by it from now on."""
        self._store(position_key(game), Ranking(game, ranked))

    def rate_last_move(self) -> None:
        """The player just made the game's last move: rate it now, or when it is ranked."""
        game = self.model.game
        if not self.enabled or not game.moves:
            return
        key, move = position_key(game, len(game.moves) - 1), game.moves[-1]
        ranking = self._rankings.get(key)
        if ranking is not None:
            self._say(ranking, move, len(game.moves) - 1)
            return
        before = game.copy()
        before.pop()
        if len(before.legal_moves()) < 2:
            return  # a forced move: nothing to rate, nor to rank
        self._waiting = (key, move)  # any older move waiting is no longer news
        if self._running != key:  # the move came before its position was ranked
            self._rank(key, before, first=True)

    def _on_position(self) -> None:
        # A rating still to come is news only until the position changes: an
        # Undo (or anything else) makes it about a move no longer on the table.
        # The player's own move sets it again just after (``rate_last_move``).
        self._waiting = None
        self._look_ahead()

    def _look_ahead(self) -> None:
        """Rank the new position now, so its rating is ready when the player moves."""
        game = self.model.game
        if not self.enabled or game.is_over() or len(game.legal_moves()) < 2:
            return
        key = position_key(game)
        if key in self._rankings or key == self._running:
            return
        if self._table_busy():
            self._still.start()
            return
        self._rank(key, game.copy(), first=False)

    def _rank(self, key: Key, game: Game, first: bool) -> None:
        if self._running is not None:
            # One job at a time, and one waiting: the position a move waits on goes
            # first; otherwise the newest, as older positions are left behind.
            waiting, queued = self._waiting, self._next
            waited = waiting is not None and queued is not None and queued[0] == waiting[0]
            if first or not waited:
                self._next = (key, game)
            return
        self._running = key
        collector.hold()
        self._holding += 1
        self.pool.start(_Job(key, game, self._answer, self._cancel))

    def _store(self, key: Key, ranking: Ranking) -> None:
        self._rankings.pop(key, None)  # the newest last
        self._rankings[key] = ranking
        while len(self._rankings) > KEPT:
            del self._rankings[next(iter(self._rankings))]  # the oldest first

    def _on_ranked(self, key: Key, ranking: Ranking) -> None:
        if key in self._rankings:
            return  # adopted from a deeper analysis meanwhile: keep that
        self._store(key, ranking)
        if self._waiting is not None and self._waiting[0] == key:
            move = self._waiting[1]
            self._waiting = None
            self._say(ranking, move, len(key[2]))

    def _on_finished(self) -> None:
        self._running = None
        if self._holding:  # not already released by ``wait``
            self._holding -= 1
            collector.release()
        waiting, self._next = self._next, None
        if waiting is not None and self.enabled:
            self._rank(*waiting, first=False)

    def _say(self, ranking: Ranking, move: Move, index: int) -> None:
        kind, text = rate(ranking, move)
        if text:
            self._marks[index] = (move.text, kind)
            self.rated.emit(text)

    def summary(self) -> str:
        """The ratings of the moves on the table, in one line; empty if none was rated.

        A move taken back is left out; made again, it counts again.
        """
        moves = self.model.game.moves
        kinds = [
            kind
            for index, (text, kind) in sorted(self._marks.items())
            if index < len(moves) and moves[index].text == text
        ]
        return summary_text(kinds)

    def wait(self) -> None:
        """Stop ranking for good and let the worker end (the window closes)."""
        self.enabled = False  # no looking ahead later either: the table may still slide
        self._still.stop()
        self._next = None
        self._waiting = None
        self._cancel.set()
        self.pool.waitForDone()
        self._cancel = threading.Event()  # should it be turned on again after all
        self._running = None
        while self._holding:  # the news of the last job may never be delivered now
            self._holding -= 1
            collector.release()


__all__ = ["Coach", "Ranking", "Rating", "position_key", "rate", "summary_text"]
