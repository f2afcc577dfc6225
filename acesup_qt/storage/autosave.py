"""Autosave of the game in progress, and resuming it on the next start.

Design, so that no game is ever lost or counted twice (how the game in
progress is saved, ended, left and reopened is ``game_in_progress``'s):

- Each running copy of the app is a *session* with a random id, proven alive
  by a lock the OS drops when the process dies (``liveness``).
- On start, ``resume`` takes the most recently saved game whose owner is dead
  (closed or crashed), claiming it with a conditional UPDATE so that two
  copies starting together cannot both take it. A second copy started while
  the first is running does not steal the first one's game; it starts anew.
- A saved game of a variant this version does not know was saved by a newer
  version: it is neither claimed nor touched (a new game is saved beside it,
  in a row of its own), and the player is told why it was not resumed. The
  newer version resumes it. A variant that is no variant's name at all
  (empty, garbled) is unreadable: that game is dropped with a notice.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..engine import NotationError, new_game
from .database import write_transaction
from .game_in_progress import GameInProgress, random_key
from .history import History
from .liveness import SessionLock, is_alive, lock_directory
from .records import SavedGame
from .saved_rows import (
    SAVED_COLUMNS,
    Resumed,
    game_named,
    is_newer_variant,
    newer_version_notice,
    readable_start,
    saved_game,
    unclear_mark_notice,
)


class Autosave(GameInProgress):
    """The game in progress of one running copy of the app, saved and recorded
    (``GameInProgress``), taken over from a copy that is gone, kept on quit.

    The window calls ``start`` for a new deal, ``record_move`` after every
    change of position, ``abandon`` when the player leaves a game, ``resume``
    once on start, and ``close`` on quit. Nothing here knows about Qt.
    """

    def __init__(
        self,
        history: History,
        *,
        clock: Callable[[], float] = time.monotonic,
        wall_clock: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(history, random_key(), clock=clock, wall_clock=wall_clock)
        self.notices: list[str] = []
        self._lock: SessionLock | None = None
        if history.path is not None:
            try:
                self._lock = SessionLock(lock_directory(history.path), self.session_id)
            except OSError as error:  # a file in the folder's place, a folder not ours
                self.notices.append(
                    f"This copy of the game cannot mark itself as running in "
                    f"{lock_directory(history.path)} ({error}). Your game is saved as usual, "
                    "but a second copy started while this one runs may take it over."
                )

    # -- starting up and closing ---------------------------------------------

    def resume(self) -> Resumed | None:
        """Take over the most recent game left by a copy that is gone, rebuilt exactly.

        None when there is none to take. A saved game that cannot be read is
        dropped with a notice (the statistics are untouched); one whose last
        move ended it is recorded now, as the crash kept it from being. One of
        a variant this version does not know is left alone, with a notice.
        """
        connection = self.history.connection
        rows = connection.execute(
            f"SELECT {SAVED_COLUMNS} FROM saved_games WHERE owner != ? ORDER BY updated_at DESC",
            (self.session_id,),
        ).fetchall()
        newer: list[SavedGame] = []
        resumed = None
        for row in rows:
            owner = str(row[-1])
            path = self.history.path
            if path is not None and is_alive(lock_directory(path), owner):
                continue
            if is_newer_variant(row):
                # Saved by a newer version: not claimed, not touched, so that version
                # resumes it. Each game has its own row, keyed by game_key, and this
                # copy only ever deletes or rewrites the row of its own game, so the
                # game started now (and every later save of it) leaves it as it is.
                newer.append(saved_game(row, self._wall()))
                continue
            with write_transaction(connection):
                # A counted mark neither 1 nor 0 is made 0, as it is read: told once.
                claimed = connection.execute(
                    "UPDATE saved_games SET owner = ?, counted = (counted IS 1) "
                    "WHERE game_key = ? AND owner = ?",
                    (self.session_id, row[0], owner),
                ).rowcount
                if claimed:
                    self._leave()  # a game begun before resuming: the resumed one replaces it
            if claimed:
                self.notices.extend(unclear_mark_notice(row, self.history.path))
                resumed = self._rebuild(saved_game(row, self._wall()))
                break
        if newer:
            where = f" in {self.history.path}" if self.history.path is not None else ""
            self.notices.append(newer_version_notice(newer, where, resumed is not None))
        return resumed

    def _rebuild(self, saved: SavedGame) -> Resumed | None:
        self._current = saved
        self._begin_clock(bool(saved.moves))  # time away (the app closed) never counted
        which = game_named(saved)
        where = f" in {self.history.path}" if self.history.path is not None else ""
        try:
            game = new_game(saved.deck, saved.variant)
        except (NotationError, ValueError) as error:  # no deal to go on with
            with write_transaction(self.history.connection) as connection:
                connection.execute("DELETE FROM saved_games WHERE game_key = ?", (saved.game_key,))
            self._current = None
            self.notices.append(
                f"The saved game ({which}){where} could not be read ({error}), so a new "
                "game was started. Your statistics are untouched."
            )
            return None
        trimmed = False
        try:
            game.replay(saved.moves)
        except (NotationError, ValueError) as error:
            # The deal is good: keep every move up to the first bad one, not nothing.
            game, trimmed = readable_start(saved), True
            kept = len(game.moves)
            after = f"after move {kept}" if kept else "from its first move"
            self.notices.append(
                f"The saved game of {which}{where} could not be read past move {kept} "
                f"({error}). It goes on {after}, as far as it could be read. "
                "Your statistics are untouched."
            )
        # Save the moves as read, or record the game whose ending the crash kept unsaved.
        if trimmed or game.outcome().over:
            self.record_move(game, saved.undos, saved.hints, saved.demo_moves, saved.demo_line)
            if self.current is None:
                return None  # it was over: recorded (if counted), nothing to resume
        return Resumed(game, self._current)

    def take_notices(self) -> list[str]:
        """What the player should be told once (an unreadable saved game)."""
        notices, self.notices = self.notices, []
        return notices

    def close(self) -> None:
        """Quit: the game in progress stays saved for the next start to resume."""
        try:
            self.record_move_time()
        finally:
            self._current = self._ended = None  # saved, for whoever starts next
            if self._lock is not None:
                self._lock.release()
                self._lock = None
