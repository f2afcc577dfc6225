"""The coach's ratings kept in the statistics (``storage/ratings.py``), so that
Statistics can tell a player whether their moves are getting better.

Each rating the coach finishes is written as it comes, in play or once the
game is over (the moves played too fast, rated then), under the key of the
game on the table; a move taken back (Undo, Take me back there, a move off a
reviewed line) loses its rating, and one made again has it back, as the
end-of-game summary counts them. Looking along a finished game (Review moves)
changes nothing. A game resumed after a quit keeps the ratings written before
it: the coach itself starts afresh. Nothing is written for a game that is not
counted (opened from a file) or a solution shown. Once the solver has told,
after the game, from which move no win was left, the moves made from there on
lose their ratings (the line of Tell me if the game can still be won on, they
had none): the statistics count as Review moves marks them. After an Undo, the
moves played again from there on stay out. A search the dialog's closing
stopped told nothing: the ratings stay until the solver says where (``coach``).

Made with the coach (``window_coach.py``).
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from .storage.ratings import Rating, keep_ratings, stored_ratings

if TYPE_CHECKING:
    from .coach import Coach
    from .engine import Move
    from .game_recorder import GameRecorder
    from .model import GameModel


class CoachRecord(QObject):
    """Keeps the ratings of the game on the table in the statistics file."""

    def __init__(
        self, coach: Coach, model: GameModel, recorder: GameRecorder, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.coach = coach
        self.model = model
        self.recorder = recorder
        self._key: str | None = None  # the game whose ratings ``_kept`` mirrors
        self._kept: dict[int, Rating] = {}  # as written: {number: rating}
        # Connected after the recorder's: the game's key and line are up to date.
        coach.summary_changed.connect(self.sync)  # a rating came
        model.position_changed.connect(self.sync)  # a move made, taken back, made again
        self.sync()

    def sync(self) -> None:
        """Write what changed among the ratings of the moves on the game's line."""
        recorder = self.recorder
        key = recorder.autosave.game_key
        if key is None or recorder.watching or not recorder.counted:
            return
        connection = recorder.autosave.history.connection
        try:
            if key != self._key:  # a new game, or one resumed: its ratings so far
                self._kept = stored_ratings(connection, key)
                self._key = key
            played = [move.text for move in self._line()]
            wanted = {
                number: rating
                for number, rating in self._kept.items()
                if number <= len(played) and played[number - 1] == rating.played
            }
            wanted.update(self.coach.rated_moves())
            found = self.coach.no_win_found()
            if found is not None:  # moves made once no win was left: not rated (``coach``)
                wanted = {number: rating for number, rating in wanted.items() if number <= found}
            drop = [number for number in self._kept if number not in wanted]
            put = {n: rating for n, rating in wanted.items() if self._kept.get(n) != rating}
            if drop or put:
                keep_ratings(connection, key, put, drop)
            self._kept = wanted
        except sqlite3.Error:
            # The file cannot be written: the recorder has told the player so (the
            # game itself is not saved either), and a rating is not worth a second word.
            self._key = None  # read again next time, as it is

    def _line(self) -> tuple[Move, ...]:
        """The game's line: the moves on the table, or the finished game's whole
        line while the table shows a position along it (Review moves)."""
        moves = tuple(self.model.game.moves)
        line = self.recorder.reviewed_line
        if line is not None and line[: len(moves)] == moves:
            return line
        return moves
