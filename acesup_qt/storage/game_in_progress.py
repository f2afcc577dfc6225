"""The game in progress, saved at every change of position and recorded when it ends.

Design, so that no game is ever lost or counted twice (resuming it on the
next start, and the sessions that own saved games, are ``autosave``'s):

- The game in progress is one row of ``saved_games``, keyed by a random
  ``game_key`` and owned by its session. Every change of position (a move,
  an undo, a redo) rewrites that row in one transaction: variant, deck, the
  whole move list in rules.md notation, undos, hints, the demo's moves (how
  many it made, and which moves of the line are its), time played and
  whether the table said if it could still be won (``mark_assisted``). The
  move list is the truth; the position and the Undo history are rebuilt from
  it, so a resumed game is exactly where it was.
- A game ends in one transaction that inserts its ``games`` row and deletes
  its saved row. ``game_key`` is unique in ``games``, so even a retry of the
  same ending writes one row: a game is counted once, or (if the process
  dies first) is still saved and counted later, never both, never neither.
- When the engine says the game is over, ``record_move`` ends it in that same
  transaction, so there is no moment where the last move is saved but the
  result is not.
- An end that cannot be written (the disk full) is kept (``unrecorded``):
  the game is over all the same (its clock stops, leaving it is no loss),
  and the next write that leaves it, the next game's ``start`` or an
  ``abandon``, records its result, won or lost as it ended, in its own
  transaction. Its saved row stays meanwhile, so a quit before there is room
  resumes it at its last move saved: never lost, never counted twice. An Undo
  takes the kept end back, as it takes a recorded one.
- Leaving a game after at least one move (``abandon``, or ``start`` of a
  new one) records it as abandoned: a loss. A game left with no move at all
  is forgotten, not counted.
- An undo on the final position takes the result back: one transaction
  deletes the game's ``games`` row and saves it in progress again, under
  the same key, and play goes on (undos are counted). Once another game is
  started, the result stands.
- A move taken back loses its rating from the coach (``ratings.py``), in the
  transaction that saves the position without it.
- A game that ends after Show me how has shown a solution of its deck (in its
  variant: ``note_solution_shown``) is recorded ``solution_seen``: looked up
  as it ends (``shown_solutions.py``), so a quit in between keeps the mark.
- A game opened from a file is saved and resumed like any other, marked not
  ``counted`` in its row, so the mark outlives a quit: its moves may be
  anyone's. Ending it, leaving it, or an undo and a redo of its last move
  record nothing. One opened already over is not saved (no game over is):
  an undo saves it again, still not counted.
- The time played is honest (``time_played.py``): from the game's first
  move (for a game resumed, from the first move after it came back; for a
  game whose every move was undone, from the next move), the time the player
  is away left out.

The rows themselves are written by ``game_rows.py``.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..engine import Game, format_cards, format_moves
from .database import write_transaction
from .game_rows import (
    Played,
    delete_saved,
    drop_ratings_past,
    ending_record,
    insert_saved,
    new_saved,
    save_assisted,
    save_elapsed,
    save_position,
    with_played,
)
from .history import History, insert_game
from .records import Ending, GameRecord, SavedGame
from .shown_solutions import note_shown, was_shown
from .time_played import TimePlayed


class GameInProgress:
    """Keeps the game in progress saved, and records it when it ends.

    ``start`` for a new deal, ``record_move`` after every change of
    position, ``abandon`` when the player leaves a game. Its saved rows are
    owned by ``session_id``. Nothing here knows about Qt.
    """

    def __init__(
        self,
        history: History,
        session_id: str,
        *,
        clock: Callable[[], float] = time.monotonic,
        wall_clock: Callable[[], float] = time.time,
    ) -> None:
        self.history = history
        self.session_id = session_id
        self._wall = wall_clock
        self._clock = clock
        # Read through ``_clock`` at each reading, so that a clock set in its place
        # (as tests set one by hand on a window's game) is the one time runs by.
        self._time = TimePlayed(lambda: self._clock())
        self._current: SavedGame | None = None
        self._ended: SavedGame | None = None  # the game that just ended: an undo reopens it
        # The game that ended as a write failed: its record (None if not counted) and
        # its saved row's key, which the next game's start writes (``_leave``).
        self._unrecorded: tuple[GameRecord | None, str] | None = None

    @property
    def current(self) -> SavedGame | None:
        """The game being played and saved, as last saved; None between games."""
        return self._current

    @property
    def unrecorded(self) -> GameRecord | None:
        """The result of the game just ended that could not be written yet: it is,
        with the next game's start (None: none waits, or the game is not counted).

        Only while that game is the one just ended: the next game's start unwritten
        too (the disk still full), the result waits on, but a game over since is not
        that game; its end, said with the result kept, was told it was kept too, and
        was given its deal and score."""
        waiting, ended = self._unrecorded, self._ended
        if waiting is None or ended is None or ended.game_key != waiting[1]:
            return None
        return waiting[0]

    @property
    def end_waits(self) -> bool:
        """Whether the game just ended could not write its end (counted or not)."""
        return self._unrecorded is not None

    @property
    def game_key(self) -> str | None:
        """The key of the game on the table: in progress, or just ended (its result
        is recorded under it, and an Undo plays it on under it); None when neither."""
        game = self._current or self._ended
        return None if game is None else game.game_key

    # -- the time played -------------------------------------------------------

    def elapsed(self) -> float:
        """Seconds played in the current game, across sessions: from its first move,
        the time paused left out."""
        if self._current is None:
            return 0.0
        return self._current.elapsed + self._time.stretch()

    @property
    def clock_running(self) -> bool:
        """True while time counts: a game in progress, begun, and not paused."""
        return self._current is not None and self._time.running

    @property
    def clock_begun(self) -> bool:
        """True once the game in progress has had its first move: for a game resumed,
        its first move since (until then its clock waits, showing the time before)."""
        return self._current is not None and self._time.begun

    @property
    def paused(self) -> bool:
        """True between ``pause`` and ``go_on``."""
        return self._time.paused

    def time_played(self) -> float:
        """What a clock shows: the current game's time, or the time of the game that
        just ended (until another starts); 0 when there is neither."""
        if self._current is None and self._ended is not None:
            return self._ended.elapsed
        return self.elapsed()

    def pause(self) -> None:
        """The player is away (the window minimised, hidden or not the active one):
        stop counting time.

        The time so far is saved, so a crash while away loses none of it."""
        if self._time.paused:
            return
        if self._current is not None:  # the stretch so far folded in, kept even if unsaved
            self._current = self._current._replace(elapsed=self.elapsed())
        self._time.pause()
        self.record_move_time()

    def go_on(self) -> None:
        """The player is back: count time again (if the game has begun)."""
        self._time.go_on()

    def record_move_time(self) -> None:
        """Save the time played so far (on quit, or when the window is hidden)."""
        current = self._current
        if current is None:
            return
        elapsed = self.elapsed()
        with write_transaction(self.history.connection) as connection:
            save_elapsed(connection, current.game_key, elapsed)
        self._current = current._replace(elapsed=elapsed)
        self._time.fold()  # the stretch so far is in ``elapsed`` now

    # -- starting, playing and ending ------------------------------------------

    def start(
        self, game: Game, deal_number: int | None = None, counted: bool = True
    ) -> GameRecord | None:
        """Begin saving ``game``; returns the old game's record if one was left.

        ``deal_number`` is None for a custom deck; ``counted`` is False for a
        game opened from a file (its moves may be anyone's). The previous
        game, if counted and with moves, is recorded as abandoned in the same
        transaction. A game already over (opened so) is not saved: an undo
        saves it again, as for a game that ends here.
        """
        saved = new_saved(game, deal_number, counted, self._wall())
        over = game.is_over()
        try:
            with write_transaction(self.history.connection):
                left = self._leave()
                if not over:
                    self._insert_saved(saved)
        except BaseException:
            # Not saved (another copy holds the file, a full disk): the game left
            # stays saved as it was, and no move of this one may be written, or
            # recorded, under its key, its deal and its counted mark.
            self._current = self._ended = None
            raise
        self._current, self._ended = (None, saved) if over else (saved, None)
        self._unrecorded = None  # written by ``_leave``, if one waited
        self._time.begin(bool(game.moves))  # from the first move (one opened: on it goes)
        return left

    def _insert_saved(self, saved: SavedGame) -> None:
        # Inside the caller's transaction.
        insert_saved(self.history.connection, saved, self.session_id, self._wall())

    def _reopen(self, game: Game, played: Played) -> bool:
        """Undo on the final position: take the result back and play on, atomically."""
        ended = self._ended
        if (
            ended is None
            or game.variant != ended.variant
            or format_cards(game.deck) != ended.deck
            or game.outcome().over
        ):
            return False
        reopened = with_played(ended, played)
        try:
            with write_transaction(self.history.connection) as connection:
                if self._unrecorded is None:
                    connection.execute("DELETE FROM games WHERE game_key = ?", (ended.game_key,))
                    self._insert_saved(reopened)
                else:  # its end never written: its row is saved still, as before the end
                    save_position(connection, ended.game_key, played, ended.elapsed, self._wall())
                drop_ratings_past(connection, ended.game_key, len(game.moves))
        except BaseException:
            if self._unrecorded is not None:
                # On again all the same: its row, never ended, is saved as before the
                # end, and the next write there is room for saves it on. Left "ended",
                # its moves were never saved, and its kept result, no longer true,
                # stood for it: said at its next end, recorded with the next game.
                self._current, self._ended, self._unrecorded = reopened, None, None
                self._time.begin(True)
            raise
        self._current, self._ended, self._unrecorded = reopened, None, None
        self._time.begin(True)
        return True

    def record_move(
        self,
        game: Game,
        undos: int = 0,
        hints: int = 0,
        demo_moves: int = 0,
        demo_line: frozenset[int] = frozenset(),
    ) -> GameRecord | None:
        """Save the position of ``game`` after a move, undo or redo: one transaction.

        ``undos``, ``hints`` and ``demo_moves`` are the totals used in this game
        so far; ``demo_line`` numbers the moves of ``game`` the demo made. When
        the engine says the game is over, it is recorded (won or lost) in the
        same transaction and the record is returned; otherwise None. A game
        not counted ends unrecorded: its saved row goes, and None is returned.
        """
        played = Played(format_moves(game.moves), undos, hints, demo_moves, demo_line)
        current = self._current
        if current is None:
            # Saves the undone position, if it is one.
            self._reopen(game, played)
            return None
        if not self._time.begun and game.moves and played.moves != current.moves:
            # The first move (of a game resumed: the first since, an Undo or a Redo as
            # well): the clock starts now. A hint alone changes no position, as before
            # a new game's first move it starts nothing.
            self._time.begin(True)
        elapsed = self.elapsed()
        outcome = game.outcome()
        record = None
        try:
            with write_transaction(self.history.connection) as connection:
                if outcome.over:
                    if current.counted:
                        ending = Ending.WON if outcome.won else Ending.LOST
                        record = self._record(with_played(current, played), outcome.score, ending)
                        insert_game(connection, record)
                    delete_saved(connection, current.game_key)
                else:
                    drop_ratings_past(connection, current.game_key, len(game.moves))
                    save_position(connection, current.game_key, played, elapsed, self._wall())
        except BaseException:
            if outcome.over:  # over all the same: its end is kept, to write later
                self._unrecorded = (record, current.game_key)
                self._current = None
                self._ended = with_played(current, played)._replace(elapsed=elapsed)
            raise
        if outcome.over:
            self._current = None
            self._ended = with_played(current, played)._replace(elapsed=elapsed)
        else:
            self._current = with_played(current, played)
            if not game.moves and self._time.begun:
                # Every move taken back: the deal as dealt, whose clock waits for a
                # first move; it ran on over the untouched table. The time played so
                # far stays the game's (a Redo brings its moves back: to the end, a
                # game won anew took seconds), and goes on with the next move, as a
                # resumed game's does. Left now, the game has no move: forgotten, not
                # counted, its time with it.
                self._current = self._current._replace(elapsed=elapsed)
                self._time.begin(False)
        return record

    def mark_assisted(self) -> None:
        """The table said whether the game in progress could still be won (the
        solver, knowing the stock): its record will say so, however it ends."""
        current = self._current
        if current is None or current.assisted:
            return
        with write_transaction(self.history.connection) as connection:
            save_assisted(connection, current.game_key)
        self._current = current._replace(assisted=True)

    def note_solution_shown(self, game: Game) -> None:
        """Show me how is playing a winning line of ``game``'s deck: every game of that
        deck in that variant ending from now on is recorded as played after seeing it."""
        with write_transaction(self.history.connection) as connection:
            note_shown(connection, game.variant, format_cards(game.deck), self._wall())

    def solution_seen(self) -> bool:
        """True when a solution of the game on the table (in progress, or just ended)
        has been shown: its record says so, however it ends."""
        game = self._current or self._ended
        return game is not None and was_shown(self.history.connection, game.variant, game.deck)

    def abandon(self) -> GameRecord | None:
        """The player leaves the game: record it as abandoned (a loss) if it had moves
        and is counted. (A game over whose end waits: its result, as it ended.)"""
        with write_transaction(self.history.connection):
            left = self._leave()
        self._unrecorded = None
        return left

    def _leave(self) -> GameRecord | None:
        # Inside the caller's transaction, which forgets ``_unrecorded`` once committed.
        self._ended = None
        if self._unrecorded is not None:  # a game over, its end unwritten: now
            record, key = self._unrecorded
            if record is not None:
                insert_game(self.history.connection, record)
            delete_saved(self.history.connection, key)
            return record
        current = self._current
        if current is None:
            return None
        db = self.history.connection
        delete_saved(db, current.game_key)
        record = None
        if current.moves and current.counted:
            score = sum(1 for move in current.moves.split() if move.startswith("x"))
            # Recorded before the game is let go: its time played counts up to now.
            record = self._record(current, score, Ending.ABANDONED)
            insert_game(db, record)
        self._current = None
        return record

    def _record(self, saved: SavedGame, score: int, ending: Ending) -> GameRecord:
        # Ended now: the time played so far is its duration.
        return ending_record(
            self.history.connection,
            saved,
            score,
            ending,
            ended_at=self._wall(),
            duration=round(self.elapsed(), 3),
        )
