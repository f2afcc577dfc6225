"""Rate my moves once no win is left: no move rated by a chance there, only for the score.

Once the line of Tell me if the game can still be won has said no win is left
after a move, its rating quotes no win chance for it ("You dealt: no win is
left. Better was ..."), reworded if the line says so while the rating is on
show; a move made where it had said so is not counted (the ratings go by the
chance to win, and there is none), but rated for the score, as the hint aims
there: the position on the table is ranked for the score (``aim``) and the move
said to be the best for it, or how many cards it leaves more on average, or too
close to call (``rating.score_text``). The end-of-game summary says such moves
were not rated. No position ahead of one with no win left is ranked, in play or
after, leaving the machine to the search for the next winnable deal.

The line off, the coach rates every move by its chance in play (it knows no
better, nor does the player). Once the game is over the solver may tell from
which move no win was left (the deal proven lost from its start, or the move
that gave the win away found: ``deal_verdict``); the moves made from then on
are then not rated either, as Review moves marks them: the summary says so
and leaves them out, their ratings leave the statistics, and those not yet
rated are not ranked (``no_win_found``). What the solver told stays told: after
an Undo, a move made in a position it said no win was left in (the same moves
played again after the one that gave the win away, or others from there) is
not counted, only rated for the score, as beside the line's "no win left" (``no_win_told``).
Only the positions of the line it told of count, none it may know of besides.

If the dialog closes (New game, Close, Undo) before the solver has found where
the win went, the search stops, and the player is told nothing: the moves
keep their ratings, in the summary and the statistics, until the solver is
asked again and says so (Review moves, or the game ended again). Going on
quietly would have changed the statistics by what the player was never told.

Split from ``coach.py``: the ``Coach`` is a ``NoWinCoach``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from .coach_marks import Mark
from .coach_review import ReviewRankings
from .coach_worker import CALLED_OFF, Key, position_key
from .rating import NO_WIN_LEFT, Ranking, rate

if TYPE_CHECKING:
    from .engine import Game
    from .model import GameModel


class NoWinCoach(ReviewRankings):
    """The coach's part once the player has been told no win is left."""

    summary_changed = Signal(str)  # ``summary()`` again: a move of the game was rated
    reworded = Signal(str)  # the rating on show, in other words (``no_win_said``)

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.enabled = False
        # The player's moves of this game, by index: rated, or waiting for a ranking.
        self._marks: dict[int, Mark] = {}
        self._rating_rest = False  # rating the rest (from ``rate_the_rest`` until stopped)
        # Whether the player has been told no win is left in a position of the game
        # (the line of Tell me if the game can still be won answers, once loaded; or
        # the solver did, at an end of this game before an Undo).
        self.no_win_told: Callable[[Game], bool] = lambda game: False
        # The same, asked as the player's move is made (``rate_last_move``): a move
        # that ends the game again, on the line of an earlier end, was made where that
        # end told no win was left; its own end, the same, has told nothing yet.
        self.no_win_told_as_made: Callable[[Game], bool] = lambda game: self.no_win_told(game)
        # The first move (from 0) of the game on the table made with no win left, as
        # the solver found after it, or after an earlier end of it (``deal_verdict``);
        # None if not known.
        self.no_win_found: Callable[[], int | None] = lambda: None
        # The last rating said: its ranking, move, index, and whether no win was told after it.
        self._said: tuple[Ranking, Mark, int, bool] | None = None

    def aim(self, game: Game) -> str:
        """ "score" where the player was told no win is left in ``game``'s position (as
        a move is made there: ``no_win_told_as_made``), as the hint then aims: its
        moves are rated for the score (``rating.score_text``), not counted. Else "win"."""
        return "score" if self.no_win_told_as_made(game) else "win"

    def _look_ahead(self) -> None:
        """Rank the position on the table, if it is not (``Coach._look_ahead``)."""
        raise NotImplementedError

    def summary(self) -> str:
        """The ratings of the moves on the table, in one line (``Coach.summary``)."""
        raise NotImplementedError

    def no_win_said(self) -> None:
        """The line has just said no win is left of the position on the table: the
        rating on show of the move that led there loses its win chance."""
        said, game = self._said, self.model.game
        self._drop_beyond(game)
        self._look_ahead()  # ranked again, for the score: the moves made here are rated so
        if said is None or said[3] or not self.enabled:
            return
        ranking, mark, index, _ = said
        if index != len(game.moves) - 1 or position_key(game, index) != mark.key:
            return  # of a move no longer the last on the table
        if mark.move != game.moves[-1]:
            return
        kind, text = rate(ranking, mark.move, no_win_after=True)
        self._said = (ranking, mark, index, True)
        if kind:  # a move rated with no win left before it says so already
            self.reworded.emit(text)

    def _drop_beyond(self, game: Game) -> None:
        """No win is left in ``game``'s position: a ranking of it for the win, or of a
        position ahead of it, running or waiting, is called off. A move made there is
        rated for the score (``aim``), by a ranking of its own; the worker's time beyond
        that is the search ahead's. The one a rating waits for (the move that led here,
        rated still) is of the position before: kept."""
        played = position_key(game)

        def beyond(key: Key) -> bool:
            return key[:2] == played[:2] and key[2][: len(played[2])] == played[2]

        if self._next is not None and beyond(self._next[0]):
            self._next = None
        running = self._running
        # One for the score is what is wanted here: kept.
        if running not in (None, CALLED_OFF) and beyond(running) and self._running_aim == "win":
            self._call_off()

    def _skip(self, mark: Mark, index: int) -> None:
        """The move at ``index`` was made with no win left: not rated, and said so in
        the summary."""
        self._marks[index] = mark._replace(kind=NO_WIN_LEFT)
        if self.enabled:
            self.summary_changed.emit(self.summary())

    def _no_win_before(self, mark: Mark, index: int) -> bool:
        """Whether the line had said no win was left where the move at ``index`` was made."""
        game = self.model.game
        if index >= len(game.moves) or position_key(game, index) != mark.key:
            return False
        before = game.copy()
        while len(before.moves) > index:
            before.pop()
        return self.no_win_told(before)

    def solver_told(self) -> None:
        """The solver has told the player, after the game, where no win was left
        (``no_win_found``): the moves made from there on leave the summary, and a
        ranking of one of them for the rest is called off."""
        found = self.no_win_found()
        if found is None:
            return
        running, reviewing = self._running, self._reviewing
        if (
            self._rating_rest
            and running is not None
            and running != CALLED_OFF
            and len(running[2]) >= found
            and (reviewing is None or reviewing[0] != running)  # the review drops its own
            and (self._waiting is None or self._waiting[0] != running)  # said on the bar
        ):
            self._call_off()
        if self.enabled:
            self.summary_changed.emit(self.summary())
