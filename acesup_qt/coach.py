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
bar says so ("You dealt, the only move possible: nothing to rate.").

A player who moves faster than the worker ranks leaves moves unrated on the
way (only the newest move's rating is news). When the game is over, the
end-of-game dialog calls ``rate_the_rest``: the coach ranks the positions of
those moves one at a time, as it ranks them in play (after a lost game, once
the solver's verdict is in: see ``window_coach.py``), and the dialog's summary
counts them in as they come. A new game, an Undo or the dialog closing stops it.
A move played as a hint showed it is rated too (the statistics keep it,
marked), but the summary, like the statistics' line, counts only the
player's own choices, and says how many moves followed a hint. So once the
game is over, such a move still unrated is left so: its ranking, worked out
then, would be stored and never shown (``_drop_hinted``).

What the coach does once no win is left (the line of Tell me if the game can
still be won said so, or the solver at a game's end) is ``coach_no_win.py``'s:
such moves are not rated by a chance, only for the score, and not counted.

Review moves (``move_review.py``) asks the coach for the rankings of a
finished game's positions (``coach_review.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from . import coach_marks, collector
from .coach_marks import Mark
from .coach_no_win import NoWinCoach
from .coach_worker import BUDGET_SECONDS, CALLED_OFF, PLAYOUTS, Key, position_key
from .commands import move_text, played_text
from .hint_words import for_score
from .rating import (
    Ranking,
    forced_text,
    longest_summary_text,
    no_win_text,
    rate,
    rating_text,
    summary_text,
)

if TYPE_CHECKING:
    from .coach_record import CoachRecord
    from .model import GameModel
    from .storage.ratings import Rating

RATING_MS = 15000  # how long a rating stays in the status bar
# The strategy raised ranking the position a move is rated in (the bug box shows it).
WENT_WRONG = "Your move could not be rated: the coach went wrong; the game is unharmed."
# A worker ranking holds Python's GIL most of the time: started while cards
# slide, it made the slides stutter (the GUI thread stalled 20-80 ms at a
# time). So looking ahead waits until the table is still, and the player's
# turn: not while the demo or a solution plays (``table_still``). A move's own
# rating, which the player waits for, never waits. A ranking of a position
# ahead is called off as soon as the player moves or asks for a hint (``make_way``).


class Coach(NoWinCoach):
    """Ranks the player's positions ahead of time and rates each move made from them."""

    rated = Signal(str)  # the words for the status bar
    rating_coming = Signal(str)  # "Rating your move, Deal…": the words until it is rated
    rating_dropped = Signal()  # the rating coming will not (an Undo, a new game)

    def __init__(
        self,
        model: GameModel,
        table_busy: Callable[[], bool] = lambda: False,
        parent: QObject | None = None,
    ) -> None:
        """Looking ahead waits for ``table_still`` while ``table_busy`` (``window_coach.py``)."""
        super().__init__(model, parent)
        self._table_busy = table_busy
        self._answer.ranked.connect(self._on_ranked)
        self._answer.finished.connect(self._on_finished)
        self._answer.failed.connect(self._on_failed)
        self._rest: list[int] = []  # the game is over: moves still to rank, oldest first
        self.record: CoachRecord | None = None  # the ratings kept for the statistics
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

    def rate_last_move(self, hinted: bool = False) -> None:
        """The player just made the game's last move: rate it now, or when it is ranked.

        ``hinted``: a hint had lit that very move (the statistics leave it out).
        """
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
            self.rated.emit(forced_text(played_text(before, move)))
            return
        told = self.no_win_told_as_made(before)
        if told:
            # No chance to rate it by: not counted, and rated for the score (a ranking
            # for the score, ``aim``: ``rate`` says how it did), said all the same.
            self._skip(Mark(key, move, None, hinted), index)
        ranking = self._fitting(key, before)
        if ranking is not None:
            self._say(ranking, Mark(key, move, None, hinted), index)
            return
        # Rated when ranked, now or at the end.
        if not told:
            self._marks[index] = Mark(key, move, None, hinted)
        self._waiting = (key, move)  # any older move waiting is no longer news
        # Said at once: the status bar stayed empty meanwhile, as if no rating would come.
        self.rating_coming.emit(rating_text(move_text(before, move)))
        if self._running != key:  # the move came before its position was ranked
            self._rank(key, before, first=True)
        elif self.aim(before) == "score" and self._running_aim != "score":
            # Ranked for the win as the line said no win is left: not what it is rated by.
            self._call_off()
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
        if self.model.game.is_over():
            self._drop_hinted()
        self._look_ahead()

    def _followed_a_hint(self, key: Key) -> bool:
        """Whether ``key`` is the position of a move on the table played as a hint
        showed it, not rated yet, and not the one whose rating is awaited."""
        if self._waiting is not None and self._waiting[0] == key:
            return False  # the last move's: its rating is said on the status bar
        mark = self._on_table().get(len(key[2]))
        return mark is not None and mark.key == key and mark.hinted and mark.kind is None

    def _drop_hinted(self) -> None:
        """The game is over: the ranking of a move that followed a hint, running or
        waiting, is called off. Its rating would be stored, never shown: the summary
        and the statistics count the player's own choices only."""
        if self._next is not None and self._followed_a_hint(self._next[0]):
            self._next = None
        running = self._running
        if running is not None and running != CALLED_OFF and self._followed_a_hint(running):
            self._call_off()

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
        ranking = self._fitting(key, game)
        if ranking is None:
            self._rank(key, game.copy(), first=False)
        elif self.no_win_told(game):
            # Its moves are rated for the score, by this ranking; the positions ahead
            # wait for the player (the search for the next winnable deal has the time).
            return
        elif self._running is None and self._next is None:
            self._rank_ahead(game, self._rankings[key])

    def _on_ranked(self, key: Key, ranking: Ranking) -> None:
        self._reviewed(key)
        kept = self._rankings.get(key)
        if kept is not None and (for_score(kept.ranked) or not for_score(ranking.ranked)):
            self.ranking_found.emit(key, self._rankings[key])
            return  # adopted from a deeper analysis meanwhile: keep that
        self._store(key, ranking)
        self.ranking_found.emit(key, ranking)
        index = len(key[2])
        if self._waiting is not None and self._waiting[0] == key:
            move = self._waiting[1]
            self._waiting = None
            mark = self._marks.get(index)
            hinted = mark is not None and mark.key == key and mark.move == move and mark.hinted
            self._say(ranking, Mark(key, move, None, hinted), index)
            return
        mark = self._marks.get(index)
        if mark is not None and mark.kind is None and mark.key == key:
            self._mark(ranking, mark, index)  # a move left behind: no longer news

    def _on_failed(self, key: Key) -> None:
        self._failed.add(key)
        if self._waiting is not None and self._waiting[0] == key:
            self._waiting = None
            self.rating_dropped.emit()  # "Rating your move…" no longer holds
            self.rated.emit(WENT_WRONG)

    def _on_finished(self) -> None:
        try:
            self._next_ranking()
        finally:
            self._note_busy()  # once the next ranking, if any, has begun

    def _next_ranking(self) -> None:
        """A ranking is over: start the next one wanted, if any."""
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

    def _say(self, ranking: Ranking, mark: Mark, index: int) -> None:
        # Said of the last move: the position after it is the one on the table.
        after = self.no_win_told(self.model.game)
        text = self._mark(ranking, mark, index, after)
        self._said = (ranking, mark, index, after)
        if text:
            self.rated.emit(text)

    def _mark(self, ranking: Ranking, mark: Mark, index: int, no_win_after: bool = False) -> str:
        """Rate the move at ``index`` by ``ranking`` for the summary; the words for it.

        A move made where the line of Tell me if the game can still be won had said
        no win was left is not counted, as a forced move is not: the ratings go by
        the chance to win, and there was none. A ranking for the score says how it
        did for the score (``rate``); one for the win, made before the line said so,
        nothing."""
        if self._no_win_before(mark, index) and not for_score(ranking.ranked):
            self._skip(mark, index)
            return no_win_text(ranking.played[mark.move])
        kind, text = rate(ranking, mark.move, no_win_after)
        if kind:
            self._marks[index] = mark._replace(kind=kind)
        else:
            self._marks.pop(index, None)  # nothing to choose: nothing to rate
        if self.enabled:
            self.summary_changed.emit(self.summary())
        return text

    def _on_table(self) -> dict[int, Mark]:
        """The marks of the moves on the table (a move taken back is left out)."""
        return coach_marks.on_table(self.model.game, self._marks)

    def rated_moves(self) -> dict[int, Rating]:
        """The moves on the table rated so far, for the statistics (``coach_marks``)."""
        return coach_marks.rated_moves(self._counted())

    def _counted(self) -> dict[int, Mark]:
        """The marks of the moves on the table made before the solver found no win
        was left (``no_win_found``): the others are not rated, as in Review moves."""
        return coach_marks.counted(self._on_table(), self.no_win_found())

    def summary(self) -> str:
        """The ratings of the moves on the table, in one line; empty if none was rated.

        A move taken back is left out; made again, it counts again. Moves not
        rated yet are counted as still to rate. A move played as a hint showed
        it is not the player's own choice: it is not counted (as the statistics'
        line on rated moves leaves it out), only said to have followed a hint.
        Moves made where the line had said no win was left are said not rated.
        """
        return summary_text(*self._counts())

    def longest_summary(self) -> str:
        """The longest ``summary`` can come to read as the moves still to rate are
        rated (``rating.longest_summary_text``): the room the dialog keeps for it."""
        kinds, left, hinted, no_win = self._counts()
        game = self.model.game
        if (kinds or left or hinted) and game.is_over() and not game.is_won():
            # The solver may yet find the win gone before some of them: room for saying so.
            no_win = no_win or self.no_win_found() is None
        return longest_summary_text(kinds, left, hinted, no_win)

    def _counts(self) -> tuple[list[str], int, int, bool]:
        """The ratings of the player's own moves on the table, how many of those are
        still to rate, how many moves followed a hint (``summary``), and whether any
        move was left unrated as no win was left (a hint's too: it was not rated)."""
        return coach_marks.counts(self._on_table(), self._counted())

    def rate_the_rest(self) -> None:
        """The game is over: rank the positions of the moves not rated yet, one at a time.

        Each rating found updates ``summary`` (``summary_changed``); a new game,
        an Undo, ``stop_rating_the_rest`` or ``wait`` stops it.
        """
        if not self.enabled:
            return
        self._rest = []
        for index, mark in self._counted().items():
            if mark.kind is not None or mark.hinted:  # never shown: see ``_drop_hinted``
                continue
            if self._no_win_before(mark, index):  # told since: not worth a ranking
                self._skip(mark, index)
                continue
            self._rest.append(index)
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
            mark = self._counted().get(index)  # not one made once no win was left, found since
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

    def wait(self) -> None:
        """Stop ranking for good and let the worker end (the window closes)."""
        self.enabled = False  # no looking ahead later either: the table may still slide
        self._drop_waiting()
        self._rating_rest, self._rest = False, []
        self._review, self._reviewing = [], None
        self._stop_worker()


__all__ = ["BUDGET_SECONDS", "PLAYOUTS", "Coach", "position_key"]
