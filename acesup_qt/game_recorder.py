"""The link between the game on the table and the statistics: autosave and results.

``GameRecorder`` listens to the model's signals and keeps the storage's
``Autosave`` up to date: a new game on the table starts a saved game (and
records the one left, if it had moves, as abandoned), every change of
position is saved, and the storage records the result the moment the
engine says the game is over. It counts undos, hints and the moves the demo
made for the record (the demo's apart from the hints the player asked for;
a hint for each position asked about, H again there showing the same hint's
next best move), keeps which moves of the line played were the demo's
(``demo_line``: "where did I lose it?" names the demo's move as the demo's;
Undo and Redo change no one's move), and marks the game assisted once the
table has said whether it can still be won.

A solution shown by the solver ("Show me how") is not the player's game:
``watch_next_game`` makes the recorder save and record nothing of the next
game on the table, until another one starts. It shows the whole order of
the deck's stock, so every later game of that deck in that variant is
recorded ``solution_seen``, never a clean win. Nor is a game opened from a
file, whose moves may be anyone's: after ``open_next_game`` the next game is
saved (and resumed) as usual but never counted, however it ends; a Restart
of it is a fresh game of that deck, with no one else's moves: counted.

Review moves looks at a finished game move by move on the table itself
(Undo's own stack), so that Redo plays on from where the player leaves it;
the end-of-game dialog's Take me back there goes back along it the same way
(``look_back``).
Looking is not playing: the result is recorded already, and browsing must
neither take it back out (as an Undo after the end does) nor record the game
again when the end comes back. So from ``review`` on, a position along the
finished line (the end, or any position before it) saves and counts
nothing, the review open or closed; only a move off that line (or a hint
asked for) is play again: the game is on again as after an Undo, and the result
taken out. The going back counts as one undo, however many moves it took
back: the player went back once (one click on Take me back there, or on a
row), and "With 43 undos." of a game taken back once read as 43 presses of
Undo. A new game leaves the result as it was recorded.

So does opening a file of an earlier point of the game on the table
(``going_back``): one gesture of the player's, one undo, whatever the moves
undone to get there.

A write that fails mid-game (the disk full, the file gone) must not stop the
game: the recorder says so once through ``save_failed`` and play goes on.
A game that ends so is over all the same; its result is kept and written as
the next game starts (``Autosave``'s ``unrecorded``): the end-of-game dialog
says so (``unrecorded_text``), and ``late_recorded`` once it is written.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from .engine import Game, Move, format_moves
from .storage import Autosave, Ending, GameRecord
from .storage.database import disk_full, write_fault


def save_failed_text(error: sqlite3.Error, path: Path | None) -> str:
    """What the player is told of a failed write: a full disk in plain words, with the file."""
    where = f" to {path}" if path is not None else ""
    if disk_full(error):
        # Nothing saved before is lost: the write was rolled back whole
        # (``write_transaction``). A move made once there is room again saves the
        # whole position, but a game whose start or end was not written is not.
        return (
            f"The disk is full, so the game could not be saved{where}. You can play on, "
            "and nothing saved before is lost; but until there is room on the disk, this "
            "game may not be resumed or counted in the statistics."
        )
    return (
        f"The game could not be saved{where} ({error}). You can play on, but "
        "this game may not be resumed or counted in the statistics."
    )


class Table(Protocol):
    """What the recorder needs of the GUI's game model (``GameModel``)."""

    deal_number: int | None
    redoing: bool  # the move being made is Redo's: made before, and taken back

    @property
    def game_started(self) -> SignalInstance:
        """A new game, restart or restore is on the table."""

    @property
    def position_changed(self) -> SignalInstance:
        """Any move made or taken back."""

    @property
    def move_made(self) -> SignalInstance:
        """(Move, undone): what just changed."""

    @property
    def game(self) -> Game: ...

    def restore(
        self, deck: str, variant: str, moves: str, deal_number: int | None = None
    ) -> None: ...


class GameRecorder(QObject):
    """Keeps the game on the table autosaved and records how each game ends."""

    game_recorded = Signal(object)  # GameRecord: a game won, lost or abandoned
    save_failed = Signal(str)  # the first failed write of the session, for the player
    review_switched = Signal(bool)  # Review moves opened (True) or closed
    # GameRecord: a game over whose result the disk had no room for, recorded at last
    late_recorded = Signal(object)

    def __init__(self, table: Table, autosave: Autosave, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.autosave = autosave
        self.undos = 0
        self.hints = 0  # asked for by the player (Move > Hint): one a position
        # The positions of this game a hint was asked in, by the moves that led there.
        self._hinted: set[tuple[Move, ...]] = set()
        self.demo_moves = 0  # made by Game > Demo, undone ones included: help all the same
        self._demo_line: set[int] = set()  # numbers (from 1) of the line's moves the demo made
        self._demo_undone: set[int] = set()  # the demo's moves undone, which Redo makes again
        self._demo_moving = False  # a move made now is the demo's (``demo_moving``)
        self._going_back = False  # the moves undone now are one going back (``going_back``)
        self._went_back = False  # and its undo is counted
        self.assisted = False  # the table said whether this game could still be won
        self._resuming = False
        self._failed = False
        self._fault: sqlite3.Error | None = None  # the last write's failure
        self._watch_next = False
        self._watching = False
        self._open_next = False
        self.counted = True  # False while the game on the table was opened from a file
        self.reviewing = False  # Review moves is open on the game (see ``review``)
        self._reviewed: tuple[Move, ...] | None = None  # the finished line under review
        table.game_started.connect(self._on_started)
        table.move_made.connect(self._on_move)
        table.position_changed.connect(self._on_position)

    @property
    def in_progress(self) -> bool:
        """True while the game on the table has moves and no result: leaving it is a loss."""
        return self.autosave.current is not None and bool(self.table.game.moves)

    def resume(self) -> bool:
        """Put the game left by the last run back on the table, Undo history and all."""
        resumed = self.autosave.resume()
        if resumed is None:
            return False
        saved = resumed.saved
        # Before the restore: the window names the game (marked if practice) as it starts.
        self.counted = saved.counted
        self._resuming = True
        try:
            self.table.restore(saved.deck, saved.variant, saved.moves, saved.deal_number)
        finally:
            self._resuming = False
        self.undos, self.hints, self.assisted = saved.undos, saved.hints, saved.assisted
        self._hinted = set()  # which positions is not saved: each is counted anew
        self.demo_moves = saved.demo_moves
        # Only moves still in the line (one cut short by an unreadable move has fewer).
        self._demo_line = {n for n in saved.demo_line if n <= len(self.table.game.moves)}
        self._demo_undone = set()  # a game resumed has nothing to redo
        return True

    def watch_next_game(self) -> None:
        """The next game on the table is a demonstration: save and record nothing of it."""
        self._watch_next = True

    def open_next_game(self) -> None:
        """The next game on the table is opened from a file: save it, never count it."""
        self._open_next = True

    @property
    def save_failed_once(self) -> bool:
        """A write failed this session: the game on the table may not be saved."""
        return self._failed

    @property
    def watching(self) -> bool:
        """True while the game on the table is a demonstration, not the player's game."""
        return self._watching

    def review(self, on: bool) -> None:
        """Review moves opens (``on``) or closes on the game over on the table: from
        now on, its line is looked at, not played (see the module's docstring)."""
        self.reviewing = on
        if on and self._reviewed is None:
            self._reviewed = tuple(self.table.game.moves)
        self.review_switched.emit(on)

    def look_back(self) -> None:
        """Take me back there: the table goes back along the game over on it, looked
        at as Review moves looks (see ``review``), not undone as play: Redo back to
        the end counts no undo, and only a move off the line takes the result out."""
        if self._reviewed is None:
            self._reviewed = tuple(self.table.game.moves)

    @property
    def reviewed_line(self) -> tuple[Move, ...] | None:
        """The moves of the finished game under review (and after, until a move off it)."""
        return self._reviewed

    def _on_reviewed_line(self) -> bool:
        """True while the table shows a position of the finished game under review."""
        line, moves = self._reviewed, self.table.game.moves
        return line is not None and tuple(moves) == line[: len(moves)]

    def _leave_reviewed_line(self) -> None:
        """A move off the finished line: the game is on again, the going back counted
        as one undo (the player went back once, however far: see the module's docstring)."""
        line, moves = self._reviewed or (), self.table.game.moves
        kept = next((i for i, (a, b) in enumerate(zip(line, moves, strict=False)) if a != b), 0)
        if kept < len(line):
            self.undos += 1
        self._demo_line = {n for n in self._demo_line if n <= kept or n == len(moves)}
        self._reviewed = None

    def count_hint(self) -> None:
        """The player asked for a hint in the position on the table: it goes into the
        game's record, once for each position. H again there shows the next best
        move, and the one after: the same hint's alternatives, not more help; five
        presses to see them all counted five hints. Back there after an Undo, the
        position was asked about already. (A game resumed counts its positions anew.)"""
        position = tuple(self.table.game.moves)
        if position in self._hinted:
            return
        self._hinted.add(position)
        self.hints += 1
        if not self._watching and not self._on_reviewed_line():
            self._save()  # a hint along a reviewed line is saved with the next move off it

    @contextlib.contextmanager
    def going_back(self) -> Iterator[None]:
        """The moves undone meanwhile are one going back of the player's (a file of an
        earlier point opened): one undo in the game's record, not one per move."""
        self._going_back = True
        try:
            yield
        finally:
            self._going_back, self._went_back = False, False

    @contextlib.contextmanager
    def demo_moving(self) -> Iterator[None]:
        """The move made meanwhile is the demo's: it goes into the game's record,
        apart from the hints, and into ``demo_line``.

        Counted as the move is made (``_on_move``), before the position change
        saves it, so that a move that ends the game has it in its record. Not
        counted when none is made (refused), nor for a move along a finished
        game under review (the demo replaying it: looked at, not played).
        """
        self._demo_moving = True
        try:
            yield
        finally:
            self._demo_moving = False

    @property
    def demo_line(self) -> frozenset[int]:
        """The numbers (from 1) of the moves on the table that the demo made. Undone and
        put back by Redo, a move is still the demo's; replaced by another, the player's."""
        return frozenset(self._demo_line)

    @property
    def solution_seen(self) -> bool:
        """True when Show me how has shown a solution of the game on the table's deck
        (before this game, which is then no clean win; see ``watch_next_game``)."""
        seen = False
        with self._writing():
            seen = self.autosave.solution_seen()
        return seen

    def count_assist(self) -> None:
        """The table said whether this game can still be won: it goes into the record
        (an assisted game, never a clean win), at once, as a hint does."""
        self.assisted = True
        if not self._watching:
            with self._writing():
                self.autosave.mark_assisted()

    def abandon(self) -> GameRecord | None:
        """The player leaves the game on purpose (quitting is not leaving: it resumes)."""
        record = None
        with self._writing():
            record = self.autosave.abandon()
        self._tell_left(record)
        return record

    def _tell_left(self, record: GameRecord | None) -> None:
        """The game left is recorded: abandoned, or (its result unwritten as it
        ended) won or lost at last."""
        if record is None:
            return
        if record.ending is Ending.ABANDONED:
            self.game_recorded.emit(record)
        else:
            self.late_recorded.emit(record)

    def unrecorded_text(self) -> str:
        """Why the game just over is not in the statistics yet, and when it will be;
        "" when it is (or is not counted)."""
        if self.autosave.unrecorded is None:
            return ""
        fault = self._fault
        why = "The disk is full"
        if fault is not None and not disk_full(fault):
            why = f"It could not be written ({write_fault(fault)})"
        return (
            f"{why}: this result is not in your statistics yet. It is kept, and "
            "recorded when you start another game, if there is room by then."
        )

    def pause_clock(self, away: bool) -> None:
        """The player is away (the window minimised or hidden, or another window the
        active one), or back: the time played stops, or counts again."""
        with self._writing():  # the pause saves the time so far
            if away:
                self.autosave.pause()
            else:
                self.autosave.go_on()

    def notices(self) -> list[str]:
        """What the player should be told once about the statistics and the saved game."""
        return self.autosave.history.take_notices() + self.autosave.take_notices()

    def close(self) -> None:
        """On quit: the game in progress stays saved for the next start.

        A write that fails now (a full disk, the file locked by another program)
        costs only the time played since the last save, which stands: raised out
        of the window's close, it kept the window open behind the bug box, and the
        player could not quit at all.
        """
        with contextlib.suppress(sqlite3.Error):
            self.autosave.close()

    @contextlib.contextmanager
    def _writing(self) -> Iterator[None]:
        waited = self.autosave.end_waits
        try:
            yield
        except sqlite3.Error as error:
            self._fault = error
            # A game ended by this very write: the end-of-game dialog says what became
            # of its result (``unrecorded_text``); a warning box as well covered it.
            ended_here = self.autosave.end_waits and not waited
            if not self._failed and not ended_here:
                self._failed = True
                self.save_failed.emit(save_failed_text(error, self.autosave.history.path))

    def _on_started(self) -> None:
        if self._resuming:
            return
        self.undos = self.hints = self.demo_moves = 0
        self._hinted = set()
        self._demo_line, self._demo_undone = set(), set()
        self.assisted = False
        self.reviewing, self._reviewed = False, None
        self._watching, self._watch_next = self._watch_next, False
        self.counted, self._open_next = not self._open_next, False
        if self._watching:
            # A game still in progress is left as usual; the shown one is never saved.
            record = None
            with self._writing():
                record = self.autosave.abandon()
                # After the game left, which ended before anything was shown.
                self.autosave.note_solution_shown(self.table.game)
            self._tell_left(record)
            return
        left = None
        with self._writing():
            left = self.autosave.start(self.table.game, self.table.deal_number, self.counted)
        self._tell_left(left)

    def _on_move(self, move: Move, undone: bool) -> None:
        if self._resuming:
            return
        if self._on_reviewed_line():  # looking along a finished game: no undo, nobody's move
            return
        number = len(self.table.game.moves)  # of the move just made; undone: one less
        if undone:
            if not self._went_back:
                self.undos += 1
                self._went_back = self._going_back  # the rest of that going back: no more
            if number + 1 in self._demo_line:
                self._demo_line.discard(number + 1)
                self._demo_undone.add(number + 1)  # Redo makes the demo's move again
            return
        if self.table.redoing:  # the move made before, by whoever made it then
            if number in self._demo_undone:
                self._demo_undone.discard(number)
                self._demo_line.add(number)
            return
        # A move made anew, by whoever makes it now. The moves after it may still be
        # there to redo (it is the one Redo would have made: ``GameModel.request``),
        # the demo's among them; if not, none of them can come back by Redo, and each
        # is dropped here, as a move is made anew at its number, before it could.
        self._demo_undone.discard(number)
        if self._demo_moving:
            self.demo_moves += 1
            self._demo_line.add(number)
        else:
            self._demo_line.discard(number)

    def _on_position(self) -> None:
        if self._resuming or self._watching or self._on_reviewed_line():
            return
        if self._reviewed is not None:
            self._leave_reviewed_line()
        self._save()

    def _save(self) -> None:
        current = self.autosave.current
        game = self.table.game
        if (
            current is not None
            and current.moves == format_moves(game.moves)
            and (current.undos, current.hints, current.demo_moves, current.demo_line)
            == (self.undos, self.hints, self.demo_moves, self.demo_line)
        ):
            return  # nothing new (the position signal that follows a new game)
        with self._writing():
            record = self.autosave.record_move(
                game, self.undos, self.hints, self.demo_moves, self.demo_line
            )
            if record is not None:
                self.game_recorded.emit(record)
