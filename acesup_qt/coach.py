"""The coach: after each of the player's moves, how good it was in the fair strategy's eyes.

With Settings > Rate my moves on, every position the player reaches is ranked
in a worker thread, as a hint ranks it (a fraction of a second), so that the
ranking is ready by the time the player moves; then, while the player still
thinks, the positions the moves lead to (``coach_worker.py``). The window then calls
``rate_last_move`` and the status bar says the move's win chance and, when the
strategy prefers another move, which one and its chance (after the result,
when the move ended the game: see ``game_end.py``). The strategy never
looks at the order of the stock, so the coach only says what a player could
have worked out from the cards in sight: an honest rating, no peeking.

Only the player's own moves are rated: the window calls ``rate_last_move``
for clicks, drags, keys and Deal, not for a redo, the demo, or a solution
being shown. A forced move (the only legal one) is not rated, and the status
bar says so ("Your move, Deal, was the only one possible: nothing to rate.").

A player who moves faster than the worker ranks leaves moves unrated on the
way (only the newest move's rating is news). When the game is over, the
end-of-game dialog calls ``rate_the_rest``: the coach ranks the positions of
those moves one at a time, as it ranks them in play (after a lost game, once
the solver's verdict is in: see ``table_busy``), and the dialog's summary
counts them in as they come. A new game, an Undo or the dialog closing stops it.

Review my moves (``move_review.py``) asks the coach for the rankings of a
finished game's positions, Rate my moves on or off (``rank_for_review``):
one at a time, when the worker is free and no card slides, a ranking called
off when cards are about to slide and taken up again once they are still.
Every ranking found is told (``ranking_found``), so the review also fills
in from what the coach ranks anyway.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, Qt, Signal

from . import collector
from .coach_worker import BUDGET_SECONDS, PLAYOUTS, CoachWorker, Key, position_key
from .commands import move_text
from .engine import Game, Move
from .rating import Ranking, forced_text, rate, rating_text, summary_text

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .model import GameModel

RATING_MS = 15000  # how long a rating stays in the status bar
# A worker ranking holds Python's GIL most of the time: started while cards
# slide, it made the slides stutter (the GUI thread stalled 20-80 ms at a
# time). So looking ahead waits until the table is still, and the player's
# turn: not while the demo or a solution plays (``table_still``). A move's own
# rating, which the player waits for, never waits. A ranking of a position
# ahead is called off as soon as the player moves or asks for a hint (``make_way``).


class _Mark(NamedTuple):
    """A player's move of this game: the position it was made from, and its rating."""

    key: Key
    move: Move
    kind: str | None  # None while it waits for its position's ranking


class Coach(CoachWorker):
    """Ranks the player's positions ahead of time and rates each move made from them."""

    rated = Signal(str)  # the words for the status bar
    rating_coming = Signal(str)  # "Rating your move, Deal…": the words until it is rated
    rating_dropped = Signal()  # the rating coming will not (an Undo, a new game)
    summary_changed = Signal(str)  # ``summary()`` again: a move of the game was rated
    ranking_found = Signal(object, object)  # Key, Ranking: any position ranked (for the review)

    def __init__(
        self,
        model: GameModel,
        table_busy: Callable[[], bool] = lambda: False,
        parent: QObject | None = None,
    ) -> None:
        """Looking ahead waits for ``table_still`` while ``table_busy`` (see ``coach_of``)."""
        super().__init__(parent)
        self.model = model
        self._table_busy = table_busy
        self.enabled = False
        self._answer.ranked.connect(self._on_ranked)
        self._answer.finished.connect(self._on_finished)
        # The player's moves of this game, by index: rated, or waiting for a ranking.
        self._marks: dict[int, _Mark] = {}
        self._rest: list[int] = []  # the game is over: moves still to rank, oldest first
        self._rating_rest = False  # rating them (from ``rate_the_rest`` until stopped)
        # Review my moves: the positions still to rank, the one being ranked, and when not to.
        self._review: list[tuple[Key, Callable[[], Game]]] = []
        self._reviewing: tuple[Key, Callable[[], Game]] | None = None
        self._review_busy: Callable[[], bool] = lambda: False
        model.position_changed.connect(self._on_position)
        model.game_started.connect(self._on_game_started)

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        self._drop_waiting()
        if on:
            from .engine import strategy  # noqa: F401  (loaded here, in the GUI thread)

            self._look_ahead()
        else:
            self._next = None
            self.stop_rating_the_rest()

    def rate_last_move(self) -> None:
        """The player just made the game's last move: rate it now, or when it is ranked."""
        game = self.model.game
        if not self.enabled or not game.moves:
            return
        index = len(game.moves) - 1
        key, move = position_key(game, index), game.moves[-1]
        before = game.copy()
        before.pop()
        if len(before.legal_moves()) < 2:  # a forced move: nothing to rate, nor to rank
            # Said all the same: after a forced Deal the status bar stayed empty,
            # and a player waiting for its rating could not tell why none came.
            self.rated.emit(forced_text(move_text(before, move)))
            return
        ranking = self._rankings.get(key)
        if ranking is not None:
            self._say(ranking, key, move, index)
            return
        self._marks[index] = _Mark(key, move, None)  # rated when ranked, now or at the end
        self._waiting = (key, move)  # any older move waiting is no longer news
        # Said at once: the status bar stayed empty meanwhile, as if no rating would come.
        self.rating_coming.emit(rating_text(move_text(before, move)))
        if self._running != key:  # the move came before its position was ranked
            self._rank(key, before, first=True)

    def _drop_waiting(self) -> None:
        if self._waiting is not None:
            self._waiting = None
            self.rating_dropped.emit()

    def _on_position(self) -> None:
        # A rating still to come is news only until the position changes: an
        # Undo (or anything else) makes it about a move no longer on the table.
        # The player's own move sets it again just after (``rate_last_move``).
        self._drop_waiting()
        self.stop_rating_the_rest()  # an Undo: the game is on again
        self.make_way()  # cards are about to slide
        self._look_ahead()

    def _on_game_started(self) -> None:
        self._drop_waiting()  # a move of the last game
        self.stop_rating_the_rest()
        self._marks.clear()

    def table_still(self) -> None:
        """What kept the table busy is over (the last card landed, the demo stopped,
        the solver is done): rank what waited for it, if nothing else still goes on."""
        self._look_ahead()
        self._rank_rest()
        self._rank_review()

    def _look_ahead(self) -> None:
        """Rank the new position now, so its rating is ready when the player moves."""
        game = self.model.game
        if not self.enabled or game.is_over() or len(game.legal_moves()) < 2:
            return
        key = position_key(game)
        if key == self._running or self._table_busy():
            return  # being ranked, or until ``table_still``
        if key not in self._rankings:
            self._rank(key, game.copy(), first=False)
        elif self._running is None and self._next is None:
            self._rank_ahead(game, self._rankings[key])

    def _on_ranked(self, key: Key, ranking: Ranking) -> None:
        if self._reviewing is not None and self._reviewing[0] == key:
            self._reviewing = None
        if key in self._rankings:
            self.ranking_found.emit(key, self._rankings[key])
            return  # adopted from a deeper analysis meanwhile: keep that
        self._store(key, ranking)
        self.ranking_found.emit(key, ranking)
        index = len(key[2])
        if self._waiting is not None and self._waiting[0] == key:
            move = self._waiting[1]
            self._waiting = None
            self._say(ranking, key, move, index)
            return
        mark = self._marks.get(index)
        if mark is not None and mark.kind is None and mark.key == key:
            self._mark(ranking, mark, index)  # a move left behind: no longer news

    def _on_finished(self) -> None:
        self._running, self._ahead = None, False
        if self._holding:  # not already released by ``wait``
            self._holding -= 1
            collector.release()
        waiting, self._next = self._next, None
        if waiting is not None and self.enabled:
            self._rank(*waiting, first=False)
            return
        self._look_ahead()  # in case a ranking of the rest, called off, held it back
        self._rank_rest()
        self._rank_review()

    def _say(self, ranking: Ranking, key: Key, move: Move, index: int) -> None:
        text = self._mark(ranking, _Mark(key, move, None), index)
        if text:
            self.rated.emit(text)

    def _mark(self, ranking: Ranking, mark: _Mark, index: int) -> str:
        """Rate the move at ``index`` by ``ranking`` for the summary; the words for it."""
        kind, text = rate(ranking, mark.move)
        if kind:
            self._marks[index] = mark._replace(kind=kind)
        else:
            self._marks.pop(index, None)  # nothing to choose: nothing to rate
        if self.enabled:
            self.summary_changed.emit(self.summary())
        return text

    def _on_table(self) -> dict[int, _Mark]:
        """The marks of the moves on the table (a move taken back is left out)."""
        game = self.model.game
        moves = game.moves
        return {
            index: mark
            for index, mark in sorted(self._marks.items())
            if index < len(moves)
            and moves[index] == mark.move
            and position_key(game, index) == mark.key
        }

    def summary(self) -> str:
        """The ratings of the moves on the table, in one line; empty if none was rated.

        A move taken back is left out; made again, it counts again. Moves not
        rated yet are counted as still to rate.
        """
        marks = self._on_table().values()
        kinds = [mark.kind for mark in marks if mark.kind is not None]
        return summary_text(kinds, sum(mark.kind is None for mark in marks))

    def rate_the_rest(self) -> None:
        """The game is over: rank the positions of the moves not rated yet, one at a time.

        Each rating found updates ``summary`` (``summary_changed``); a new game,
        an Undo, ``stop_rating_the_rest`` or ``wait`` stops it.
        """
        if not self.enabled:
            return
        self._rest = [index for index, mark in self._on_table().items() if mark.kind is None]
        self._rating_rest = True
        self._rank_rest()

    def stop_rating_the_rest(self) -> None:
        """Rank no more of the finished game's moves (its dialog closed, a new game, an Undo).

        A ranking under way or waiting is called off, the last move's too: the
        game is over and the player has moved on. Only the position on the table
        is still worth ranking (after an Undo, the game is on again).
        """
        if not self._rating_rest:
            return  # in play, every ranking is for the player's moves
        self._rating_rest, self._rest = False, []
        self._drop_waiting()
        if self._next is not None and not self._wanted(self._next[0]):
            self._next = None
        if self._running is not None and not self._wanted(self._running):
            self._call_off()

    def _wanted(self, key: Key) -> bool:
        game = self.model.game
        return not game.is_over() and key == position_key(game)

    def _rank_rest(self) -> None:
        """Rank the position of the next move still to rate, when the worker is free."""
        while self._rest and self.enabled and self._running is None:
            if self._table_busy():  # a card may still slide, the solver still check
                return  # until ``table_still``
            index = self._rest.pop(0)
            mark = self._on_table().get(index)
            if mark is None or mark.kind is not None:
                continue  # rated meanwhile
            ranking = self._rankings.get(mark.key)
            if ranking is not None:
                self._mark(ranking, mark, index)
                continue
            before = self.model.game.copy()
            while len(before.moves) > index:
                before.pop()
            self._rank(mark.key, before, first=False)

    def known(self, key: Key) -> Ranking | None:
        """The ranking of the position ``key``, if the coach has it."""
        return self._rankings.get(key)

    def rank_for_review(
        self, positions: list[tuple[Key, Callable[[], Game]]], busy: Callable[[], bool]
    ) -> None:
        """Rank ``positions`` (each a key and how to set it up), in order, one at a
        time, while not ``busy``; each comes as ``ranking_found``. Replaces any before."""
        self._review, self._review_busy = list(positions), busy
        self._rank_review()

    def review_first(self, key: Key) -> None:
        """Rank ``key`` next of the review's positions: the player chose its row and
        waits for its verdict (the one being ranked meanwhile finishes first)."""
        for index, entry in enumerate(self._review):
            if entry[0] == key:
                self._review.insert(0, self._review.pop(index))
                return

    def stop_review(self) -> None:
        """Rank no more for the review (it closed, or a new game began)."""
        self._review = []
        reviewing, self._reviewing = self._reviewing, None
        if reviewing is not None and self._running == reviewing[0]:
            self._call_off()

    def make_way(self) -> None:
        """Cards are about to slide: a review's ranking waits until they are still."""
        reviewing = self._reviewing
        if reviewing is not None and self._running == reviewing[0]:
            self._reviewing = None
            self._review.insert(0, reviewing)
            self._call_off()
        super().make_way()

    def _rank_review(self) -> None:
        while self._review and self._running is None and not self._review_busy():
            key, position = self._review.pop(0)
            ranking = self._rankings.get(key)
            if ranking is not None:
                self.ranking_found.emit(key, ranking)
                continue
            self._reviewing = (key, position)
            self._rank(key, position(), first=False)

    def wait(self) -> None:
        """Stop ranking for good and let the worker end (the window closes)."""
        self.enabled = False  # no looking ahead later either: the table may still slide
        self._drop_waiting()
        self._rating_rest, self._rest = False, []
        self._review, self._reviewing = [], None
        self._stop_worker()


def coach_of(window: MainWindow) -> Coach:
    """A coach for the game of ``window``, told when its table is still, its words
    going to the status bar and the end-of-game dialog."""

    def table_busy() -> bool:  # the coach looks ahead only when the table is still
        # Nor while the solver checks the deal: its 10 s are the clock's, and
        # beside the coach's worker it got through 170,000 positions in 3 s,
        # not 400,000 (the two take turns at Python's lock). Nor a hint's analysis.
        return (
            window.scene.animating
            or window.demo.running
            or window.winnable.replaying
            or window.winnable.checking
            or window.hints.analysing
        )

    coach = Coach(window.model, table_busy, window)
    # Each end of what table_busy waits for; heard from the event loop, as
    # the end of a new game's check is heard while that game starts.
    queued = Qt.ConnectionType.QueuedConnection
    for still in (window.scene.settled, window.demo.running_changed, window.winnable.idle):
        still.connect(coach.table_still, queued)
    window.hints.idle.connect(coach.table_still, queued)
    window.hints.started.connect(coach.make_way)  # the analysis has Python's lock to itself
    coach.rated.connect(window.game_end.show_rating)  # the result first, if any
    coach.rating_coming.connect(window.game_end.show_rating)
    coach.rating_dropped.connect(window.game_end.drop_rating)
    coach.summary_changed.connect(window.game_end.show_summary)
    window.hints.analysed.connect(coach.adopt)  # rates by what a hint said last
    return coach


__all__ = ["BUDGET_SECONDS", "PLAYOUTS", "Coach", "coach_of", "position_key"]
