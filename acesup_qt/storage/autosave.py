"""Autosave of the game in progress, and resuming it on the next start.

Design, so that no game is ever lost or counted twice (how the game in
progress is saved, ended, left and reopened is ``game_in_progress``'s):

- Each running copy of the app is a *session* with a random id, proven alive
  by a lock the OS drops when the process dies (``liveness``).
- On start, ``resume`` takes the most recently saved game whose owner is dead
  (closed or crashed), claiming it with a conditional UPDATE so that two
  copies starting together cannot both take it. A second copy started while
  the first is running does not steal the first one's game; it starts anew.
- A game played comes back before a deal never played, however old. A copy
  quit before its first move keeps its deal only if it was alone: beside
  another copy's saved game, a later start would offer that deal in its
  place. Deals never played left by copies gone (killed) are dropped once a
  game comes back.
- A saved game of a variant this version does not know was saved by a newer
  version: it is neither claimed nor touched (a new game is saved beside it,
  in a row of its own), and the player is told why it was not resumed. The
  newer version resumes it. A variant that is no variant's name at all
  (empty, garbled) is unreadable: that game is dropped with a notice.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Callable

from ..engine import NotationError, new_game
from .database import write_transaction
from .game_in_progress import GameInProgress
from .game_rows import delete_saved, random_key
from .history import History
from .liveness import SessionLock, is_alive, lock_directory
from .records import SavedGame
from .saved_rows import (
    MOVES_COLUMN,
    SAVED_COLUMNS,
    Resumed,
    game_named,
    is_newer_variant,
    newer_version_notice,
    readable_start,
    saved_game,
    unclear_mark_notice,
)

UNTOUCHED = "trim(moves) = ''"  # SQL: a saved deal with no move made


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
        # Games in progress in other copies still running, found by ``resume``: theirs,
        # not taken, and the player is told, lest the game seem lost (newest first).
        self.elsewhere: list[SavedGame] = []
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
        # A game played comes back before a deal never played, however much newer
        # that deal: a second copy quit (or killed) on its first deal would
        # otherwise hide the game played in the first copy, start after start.
        rows = connection.execute(
            f"SELECT {SAVED_COLUMNS} FROM saved_games WHERE owner != ? "
            f"ORDER BY {UNTOUCHED}, updated_at DESC",
            (self.session_id,),
        ).fetchall()
        newer: list[SavedGame] = []
        resumed = None
        self.elsewhere.clear()
        for index, row in enumerate(rows):
            owner = str(row[-1])
            if self._is_running(owner):
                if str(row[MOVES_COLUMN]).strip():  # a game played there, not just dealt
                    self.elsewhere.append(saved_game(row, self._wall()))
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
                self._forget_untouched_left(rows[index + 1 :])
                break
        if newer:
            where = f" in {self.history.path}" if self.history.path is not None else ""
            self.notices.append(newer_version_notice(newer, where, resumed is not None))
        return resumed

    def _is_running(self, owner: str) -> bool:
        """True while the copy of the app ``owner`` is running (its games are its own)."""
        path = self.history.path
        return path is not None and is_alive(lock_directory(path), owner)

    def _forget_untouched_left(self, rows: list[tuple[object, ...]]) -> None:
        """Drop the deals never played that copies now gone left (killed before a
        move, say): one game came back, and each of them would come back at a later
        start in place of a new deal, never asked for."""
        for row in rows:
            owner = str(row[-1])
            if str(row[MOVES_COLUMN]).strip() or is_newer_variant(row):
                continue
            if self._is_running(owner):
                continue
            with write_transaction(self.history.connection) as connection:
                # Only if still that copy's: one starting now may have just claimed it.
                connection.execute(
                    f"DELETE FROM saved_games WHERE game_key = ? AND owner = ? AND {UNTOUCHED}",
                    (row[0], owner),
                )

    def _forget_untouched_deal(self) -> None:
        """On quit, drop this copy's deal if it has no move and another copy's game is
        saved (running or left): kept, this deal is what a later start would offer
        while that copy runs, and a game played may well be older. Alone, a copy keeps
        its deal, to come back as it was (a deal or a file asked for)."""
        # Another copy between games (no game saved) is not looked for: its lock file
        # may be one being taken right now, and a probe then would spoil it. That
        # deal is only ever resumed in place of a new one, never of a game played.
        current = self._current
        if current is None or current.moves.strip():
            return
        # The look and the delete in one write transaction: two copies quitting at
        # once each saw the other's deal, and both dropped theirs, leaving none.
        with write_transaction(self.history.connection) as connection:
            others_saved = connection.execute(
                "SELECT 1 FROM saved_games WHERE owner != ? LIMIT 1", (self.session_id,)
            ).fetchone()
            if others_saved is None:
                return
            # Only if still this copy's and still untouched: a copy that could not
            # mark itself running may have had its deal taken over, and played, by
            # another (its notice says so); that game is the other copy's now.
            connection.execute(
                f"DELETE FROM saved_games WHERE game_key = ? AND owner = ? AND {UNTOUCHED}",
                (current.game_key, self.session_id),
            )

    def _rebuild(self, saved: SavedGame) -> Resumed | None:
        self._current = saved
        self._time.begin(False)  # time away (the app closed) never counted
        which = game_named(saved)
        where = f" in {self.history.path}" if self.history.path is not None else ""
        try:
            game = new_game(saved.deck, saved.variant)
        except (NotationError, ValueError) as error:  # no deal to go on with
            with write_transaction(self.history.connection) as connection:
                delete_saved(connection, saved.game_key)
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
        # The clock waits for the player's first move: a game comes back at start,
        # before the player is there, and a start left alone is not play.
        self._time.begin(False)
        return Resumed(game, self._current)

    def take_notices(self) -> list[str]:
        """What the player should be told once (an unreadable saved game)."""
        notices, self.notices = self.notices, []
        return notices

    def close(self) -> None:
        """Quit: the game in progress stays saved for the next start to resume (a deal
        never played only if no other copy's game is saved). A game over whose end
        could not be written is recorded now, if there is room; else it stays saved
        at its last move saved, and comes back at the next start."""
        try:
            if self._unrecorded is not None:
                with contextlib.suppress(sqlite3.Error):
                    self.abandon()  # records it as it ended, not as abandoned
            self.record_move_time()
            self._forget_untouched_deal()
        finally:
            self._current = self._ended = None  # saved, for whoever starts next
            if self._lock is not None:
                self._lock.release()
                self._lock = None
