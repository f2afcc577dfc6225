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
- The time played is honest: the clock starts with the game's first move
  (a deal left on the table untouched costs nothing, as in PySolFC), and
  stops while the player is away: ``pause`` when the window is minimised or
  hidden, ``go_on`` when it is back. The GUI drives it; nothing here knows
  about windows.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable
from typing import NamedTuple

from ..engine import Game, format_cards, format_moves
from .database import write_transaction
from .history import History, insert_game
from .records import Ending, GameRecord, SavedGame
from .saved_rows import demo_line_text
from .shown_solutions import note_shown, was_shown


class Played(NamedTuple):
    """What ``record_move`` is given: the move list (text) and the help so far."""

    moves: str
    undos: int
    hints: int
    demo_moves: int
    demo_line: frozenset[int]


def _drop_ratings_past(connection: sqlite3.Connection, game_key: str, moves: int) -> None:
    """Forget the coach's ratings (``ratings.py``) of the moves past the first
    ``moves`` of the game: taken back, they are no move of the game's any more.
    Here, with the position saved, whoever rates or not (Rate my moves off)."""
    connection.execute(
        "DELETE FROM move_ratings WHERE game_key = ? AND move > ?", (game_key, moves)
    )


def random_key() -> str:
    """32 random hex digits, unique in practice (as a uuid4; the uuid module costs
    the game's start-up several milliseconds, for the ``platform`` module it loads)."""
    return os.urandom(16).hex()


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
        self._clock = clock
        self._wall = wall_clock
        self._current: SavedGame | None = None
        self._ended: SavedGame | None = None  # the game that just ended: an undo reopens it
        self._since = 0.0  # clock reading when the current stretch of play began
        self._begun = False  # the current game has had its first move: its clock runs
        self._paused = False  # the player is away (the window minimised): no time counts

    @property
    def current(self) -> SavedGame | None:
        """The game being played and saved, as last saved; None between games."""
        return self._current

    @property
    def game_key(self) -> str | None:
        """The key of the game on the table: in progress, or just ended (its result
        is recorded under it, and an Undo plays it on under it); None when neither."""
        game = self._current or self._ended
        return None if game is None else game.game_key

    def elapsed(self) -> float:
        """Seconds played in the current game, across sessions: from its first move,
        the time paused left out."""
        if self._current is None:
            return 0.0
        if not self.clock_running:
            return self._current.elapsed
        return self._current.elapsed + (self._clock() - self._since)

    @property
    def clock_running(self) -> bool:
        """True while time counts: a game in progress, begun, and not paused."""
        return self._current is not None and self._begun and not self._paused

    @property
    def paused(self) -> bool:
        """True between ``pause`` and ``go_on``."""
        return self._paused

    def time_played(self) -> float:
        """What a clock shows: the current game's time, or the time of the game that
        just ended (until another starts); 0 when there is neither."""
        if self._current is None and self._ended is not None:
            return self._ended.elapsed
        return self.elapsed()

    def pause(self) -> None:
        """The player is away (the window minimised or hidden): stop counting time.

        The time so far is saved, so a crash while away loses none of it."""
        if self._paused:
            return
        if self._current is not None:  # the stretch so far folded in, kept even if unsaved
            self._current = self._current._replace(elapsed=self.elapsed())
        self._paused = True
        self.record_move_time()

    def go_on(self) -> None:
        """The player is back: count time again (if the game has begun)."""
        if self._paused:
            self._paused = False
            self._since = self._clock()

    def _begin_clock(self, begun: bool) -> None:
        # A new stretch of play: the time from here counts, if the game has begun.
        self._begun = begun
        self._since = self._clock()

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
        saved = self._fresh(game, deal_number, counted)
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
        self._begin_clock(bool(game.moves))  # from the first move (one opened: on it goes)
        return left

    def _fresh(self, game: Game, deal_number: int | None, counted: bool) -> SavedGame:
        return SavedGame(
            game_key=random_key(),
            variant=game.variant,
            deal_number=deal_number,
            deck=format_cards(game.deck),
            started_at=self._wall(),
            elapsed=0.0,
            moves=format_moves(game.moves),
            undos=0,
            hints=0,
            counted=counted,
        )

    def _insert_saved(self, saved: SavedGame) -> None:
        # Inside the caller's transaction.
        self.history.connection.execute(
            "INSERT INTO saved_games (game_key, owner, variant, deal_number, deck, "
            "started_at, updated_at, elapsed, moves, undos, hints, counted, assisted, demo_moves, "
            "demo_line) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                saved.game_key,
                self.session_id,
                saved.variant,
                saved.deal_number,
                saved.deck,
                saved.started_at,
                self._wall(),
                saved.elapsed,
                saved.moves,
                saved.undos,
                saved.hints,
                int(saved.counted),
                int(saved.assisted),
                saved.demo_moves,
                demo_line_text(saved.demo_line),
            ),
        )

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
        reopened = self._played(ended, played)
        with write_transaction(self.history.connection) as connection:
            connection.execute("DELETE FROM games WHERE game_key = ?", (ended.game_key,))
            self._insert_saved(reopened)
            _drop_ratings_past(connection, ended.game_key, len(game.moves))
        self._current, self._ended = reopened, None
        self._begin_clock(True)
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
        if not self._begun and game.moves:
            self._begin_clock(True)  # the first move: the clock starts now
        elapsed = self.elapsed()
        moves = played.moves
        outcome = game.outcome()
        with write_transaction(self.history.connection) as connection:
            if outcome.over:
                record = None
                if current.counted:
                    ending = Ending.WON if outcome.won else Ending.LOST
                    record = self._record(
                        self._played(current, played), moves, outcome.score, undos, hints, ending
                    )
                    insert_game(connection, record)
                connection.execute(
                    "DELETE FROM saved_games WHERE game_key = ?", (current.game_key,)
                )
            else:
                record = None
                _drop_ratings_past(connection, current.game_key, len(game.moves))
                connection.execute(
                    "UPDATE saved_games SET moves = ?, undos = ?, hints = ?, demo_moves = ?, "
                    "demo_line = ?, elapsed = ?, updated_at = ? WHERE game_key = ?",
                    (
                        moves,
                        undos,
                        hints,
                        demo_moves,
                        demo_line_text(demo_line),
                        elapsed,
                        self._wall(),
                        current.game_key,
                    ),
                )
        if outcome.over:
            self._current = None
            self._ended = self._played(current, played)._replace(elapsed=elapsed)
        else:
            self._current = self._played(current, played)
        return record

    @staticmethod
    def _played(saved: SavedGame, played: Played) -> SavedGame:
        """``saved`` with the moves and the help of ``played``."""
        return saved._replace(**played._asdict())

    def mark_assisted(self) -> None:
        """The table said whether the game in progress could still be won (the
        solver, knowing the stock): its record will say so, however it ends."""
        current = self._current
        if current is None or current.assisted:
            return
        with write_transaction(self.history.connection) as connection:
            connection.execute(
                "UPDATE saved_games SET assisted = 1 WHERE game_key = ?", (current.game_key,)
            )
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
        and is counted."""
        with write_transaction(self.history.connection):
            return self._leave()

    def _leave(self) -> GameRecord | None:
        # Inside the caller's transaction.
        self._ended = None
        current = self._current
        if current is None:
            return None
        db = self.history.connection
        db.execute("DELETE FROM saved_games WHERE game_key = ?", (current.game_key,))
        record = None
        if current.moves and current.counted:
            score = sum(1 for move in current.moves.split() if move.startswith("x"))
            # Recorded before the game is let go: its time played counts up to now.
            record = self._record(
                current, current.moves, score, current.undos, current.hints, Ending.ABANDONED
            )
            insert_game(db, record)
        self._current = None
        return record

    def _record(
        self, saved: SavedGame, moves: str, score: int, undos: int, hints: int, ending: Ending
    ) -> GameRecord:
        return GameRecord(
            game_key=saved.game_key,
            variant=saved.variant,
            deal_number=saved.deal_number,
            # A numbered deal is its number; only a custom deal needs its deck.
            deck=saved.deck if saved.deal_number is None else None,
            started_at=saved.started_at,
            ended_at=self._wall(),
            duration=round(self.elapsed(), 3),
            moves=moves,
            score=score,
            won=ending is Ending.WON,
            undos=undos,
            hints=hints,
            ending=ending,
            assisted=saved.assisted,
            demo_moves=saved.demo_moves,
            solution_seen=was_shown(self.history.connection, saved.variant, saved.deck),
        )

    def record_move_time(self) -> None:
        """Save the time played so far (on quit, or when the window is hidden)."""
        current = self._current
        if current is None:
            return
        elapsed = self.elapsed()
        with write_transaction(self.history.connection) as connection:
            connection.execute(
                "UPDATE saved_games SET elapsed = ? WHERE game_key = ?",
                (elapsed, current.game_key),
            )
        self._current = current._replace(elapsed=elapsed)
        self._since = self._clock()  # the stretch so far is in ``elapsed`` now
