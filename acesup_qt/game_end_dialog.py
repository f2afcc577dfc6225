"""The end-of-game dialog of the window's game: opened with the player's record,
and the player's choice in it acted on (``game_end.py`` says when it opens).

The dialog carries the player's record from the statistics: the finished game
as the recorder stored it, the variant's figures and the earlier games of the
deal. A game opened from a file is not counted: its dialog says so instead of
showing a record. With Rate my moves on, it sums up the coach's ratings of the
game, and the coach goes on to rate the moves played too fast to be rated in
play, the summary counting them in as they come, until the dialog closes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from . import table_surroundings
from .deal_title import marked
from .dialogs.end_of_game import (
    NEW_GAME,
    RESTART,
    REVIEW,
    SHOW_ME,
    TAKE_BACK,
    UNDO,
    EndOfGameDialog,
)
from .dialogs.end_of_game_record import Record
from .end_dialog_keys import lend_window_keys
from .engine import Outcome, format_moves
from .result_words import went_back_words
from .storage import GameRecord
from .wording import deal_heading, last_move, variant_name, whose_move

if TYPE_CHECKING:
    from .main_window import MainWindow


def end_of_game_dialog(
    window: MainWindow, outcome: Outcome, finished: GameRecord | None
) -> EndOfGameDialog:
    """The dialog for the game over on the table of ``window`` (``finished``, as
    stored), not yet open: its choice is to be heard before ``open_end_dialog``."""
    model, recorder = window.model, window.recorder
    total = len(model.game.deck) - model.game.pile_count
    # Marked as the title and the status bar mark a practice game: "… · practice".
    name = marked(
        f"{deal_heading(model.deal_number)} · {variant_name(model.variant)}", recorder.counted
    )
    coach = window.coach
    ratings = ratings_room = ""
    if coach is not None and coach.enabled:
        ratings = coach.summary()
        ratings_room = coach.longest_summary()  # kept from the start: see ``steady_label``
    moves = len(model.game.moves)
    undone = model.undo_stack.undoText()  # the move's words, as the Move menu's Undo names it
    practice = not recorder.counted  # its moves may be anyone's: none called "your"
    last = last_move(undone, moves, recorder.demo_line, practice) if moves and undone else ""
    record = _record(window, finished)
    # A practice game is not stored, yet its clock ran, and the status bar shows it:
    # the dialog says its time too, as it does a counted game's.
    played = None if record is not None else recorder.autosave.time_played()
    dialog = EndOfGameDialog(
        outcome,
        total,
        window,
        deal_name=name,
        record=record,
        ratings=ratings,
        ratings_room=ratings_room,
        counted=recorder.counted,
        hints=recorder.hints,
        undos=recorder.undos,
        assisted=recorder.assisted,
        demo_moves=recorder.demo_moves,
        solution_seen=recorder.solution_seen,
        last_move=last,
        unrecorded=recorder.unrecorded_text(),
        time_played=played,
    )
    lend_window_keys(window, dialog)  # Ctrl+G and the rest work from it too
    return dialog


def open_end_dialog(window: MainWindow, dialog: EndOfGameDialog, outcome: Outcome) -> None:
    """Place ``dialog`` clear of the cards and open it; the solver and the coach set to work."""
    from .dialogs.calm import Calm

    def place() -> None:
        # The cards have moved and changed size under the dialog: the spot it had
        # may now hide them (a window made larger), or lie off the table (smaller).
        dialog.place(table_surroundings.surroundings(window))

    # Not as the window moves: the dialog may lie beside it, and a move changes no card.
    dialog.calm = Calm(dialog, window, place, follow_moves=False)
    # The solver's check first: the coach rates the rest only once it is
    # done (its 10 s are the clock's), which it can tell only once it runs.
    # Before the dialog is placed: a verdict known already (the deal lost before,
    # or found by Winnable deals only) is in it as it opens, and no room is kept
    # for words that are not coming (``end_of_game_place``).
    if not outcome.won:
        window.winnable.check(dialog)
    place()
    dialog.open()
    coach = window.coach
    if coach is not None and coach.enabled:  # the moves played too fast to rate, now
        dialog.finished.connect(coach.stop_rating_the_rest)
        coach.rate_the_rest()


def _record(window: MainWindow, finished: GameRecord | None) -> Record | None:
    """The player's record with this game in it; None if it could not be stored."""
    model, history = window.model, window.history
    if (
        finished is None
        or finished.variant != model.variant
        or finished.moves != format_moves(model.game.moves)
    ):
        return None  # not stored (a failed write): figures without it would mislead
    return Record(finished, history.figures(model.variant), history.deal_results(finished))


def act_on_choice(window: MainWindow, code: int, back_to: int | None) -> None:
    """Do what the player chose in the dialog (``code``), now that it has closed."""
    if code == NEW_GAME:
        window.new_game()
    elif code == RESTART:
        window.restart()
    elif code == UNDO:
        window.model.undo_stack.undo()
    elif code == SHOW_ME:
        window.winnable.show_solution()
    elif code == TAKE_BACK and back_to is not None:
        take_back(window, back_to)
    elif code == REVIEW:
        # From the event loop: the dialog's own end, heard after this, calls off
        # the solver's searches, which the review takes up again (``winnable.check``).
        game_end = window.game_end
        QTimer.singleShot(0, game_end, game_end.open_review)


def take_back(window: MainWindow, back_to: int) -> None:
    """Take the table back to the position after the first ``back_to`` moves, where
    the deal could still be won, along the game's line as Review moves does: Redo
    plays the moves again, back to the end, which counts no undo and records
    nothing again; only a move off the line plays on, the result taken out and
    the going back counted as one undo then (``GameRecorder.look_back``)."""
    back = len(window.model.game.moves) - back_to
    if back <= 0:
        return
    demo_line = window.recorder.demo_line  # whose move it was, before it is undone
    window.recorder.look_back()
    window.scene.finish_animations()
    for _ in range(back):
        window.model.undo_stack.undo()
    counted = window.recorder.counted
    where = f"after {whose_move(back_to, demo_line, not counted)}" if back_to else "at the start"
    window.game_end.say_looking_back(went_back_words(where, counted))
