"""The end of a game in the window: when the engine says it is over, the dialog opens.

It opens after the last card lands, so the player sees the final position
first, and only for the player's own game (not after an Undo in between, not
for a solution being shown). It carries the player's record from the
statistics: the finished game as the recorder stored it, the variant's
figures and the earlier games of the deal. A game opened from a file is not
counted: its dialog says so instead of showing a record.

With Rate my moves on, the dialog sums up the coach's ratings of the game,
and the coach goes on to rate the moves played too fast to be rated in play,
the summary counting them in as they come, until the dialog closes.

The result also goes to the status bar ("Deal #5: lost, score 30.", or for
a practice game, which is never recorded, "Deal #5 · practice: lost, score
30."), and stays there as long as the finished game is on the table: once
the dialog is closed, it is what says the game is over. Other words may come
meanwhile (a menu's tip, the solver's news) and go; then the result is back
(``keep_result``). The coach's rating of the move that ended the game follows
it instead of taking its place, and what the player tries once the game is
over (D on the empty stock, say) is refused behind it too (``after_result``).
An Undo takes the result back (the game is on again, and out of the
statistics), so it leaves the status bar, the rating staying; a new game or a
restart takes it away, and the last game's rating too.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QMargins, QObject, QPoint, QRect, QRectF, QSizeF, QTimer

from .deal_title import deal_name, practice_result
from .engine import Card, Outcome, format_moves
from .scene.card_art import index_corners
from .storage import Ending, GameRecord
from .wording import plural, variant_name, whose_move

if TYPE_CHECKING:
    from .dialogs.end_of_game import EndOfGameDialog
    from .dialogs.end_of_game_record import Record
    from .dialogs.move_review import MoveReviewDock
    from .dialogs.placement import Surroundings
    from .main_window import MainWindow


# What hiding a part of a card costs, per pixel (see ``dialogs.placement``); a
# top card's index corners are no weight but a rule: they stay in sight.
FACE_WEIGHT = 1  # the picture between a top card's indices, and the stock and discard heap
STRIP_WEIGHT = 4  # what a covered card shows in the fan: its index, all there is of it


def result_text(record: GameRecord) -> str:
    """How a game ended, for the status bar: "Deal #5: lost, score 30."."""
    # "Custom deck", as the title bar and the dialog call it: "Deal custom" is no name.
    deal = "Custom deck" if record.deal_number is None else f"Deal {record.deal_label}"
    return f"{deal}: {record.ending.value}, score {record.score}."


def surroundings(window: MainWindow) -> Surroundings:
    """The table of ``window`` on the screen, with its cards, for placing the dialog."""
    from .dialogs.placement import Surroundings

    view, scene, game = window.view, window.scene, window.model.game
    origin = view.viewport().mapToGlobal(QPoint(0, 0))

    def where(cards: Iterable[Card]) -> QRect:
        """Where ``cards`` rest (not where a sliding one is now), on the screen."""
        found = QRect()
        for card in cards:
            item = scene.cards[card]
            rect = item.sceneBoundingRect().translated(item.target - item.pos())
            found = found.united(view.mapFromScene(rect).boundingRect().translated(origin))
        return found

    def on_screen(rect: QRectF) -> QRect:
        return view.mapFromScene(rect).boundingRect().translated(origin)

    cards, indices, turned_indices = [], [], []
    for pile in game.piles:
        if not pile:
            continue
        top = scene.cards[pile[-1]]
        face = QRectF(top.target, QSizeF(top.width, top.height))
        corner, turned = index_corners(face)
        indices.append(on_screen(corner))
        turned_indices.append(on_screen(turned))
        cards.append((where(pile[-1:]), FACE_WEIGHT))
        if len(pile) > 1:  # the covered cards' strips, down to the top card
            strips = where(pile[:-1])
            strips.setBottom(on_screen(face).top() - 1)
            cards.append((strips, STRIP_WEIGHT))
    for heap in (game.discards, game.deck[game.dealt :]):
        if heap:
            cards.append((where(heap), FACE_WEIGHT))
    # The words under the stock and the discard heap ("Stock empty", "Score 30 / 48"):
    # a dialog over them left half a word on the felt.
    words = [slot.caption_below_rect() for slot in (scene.stock_slot, scene.discard_slot)]
    below = tuple(
        on_screen(slot.mapRectToScene(rect))
        for slot, rect in zip((scene.stock_slot, scene.discard_slot), words, strict=True)
        if not rect.isEmpty()
    )
    screen = window.screen().availableGeometry()
    outer, inner = window.frameGeometry(), window.geometry()
    frame = QMargins(
        inner.left() - outer.left(),
        inner.top() - outer.top(),
        outer.right() - inner.right(),
        outer.bottom() - inner.bottom(),
    )
    room = QRect(view.mapToGlobal(QPoint(0, 0)), view.size())
    bar = window.statusBar()
    status = QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size()) if bar.isVisible() else None
    return Surroundings(
        room,
        tuple(cards),
        screen,
        outer,
        frame,
        tuple(indices),
        tuple(turned_indices),
        status,
        below,
    )


class GameEnd(QObject):
    """Opens, closes and answers the end-of-game dialog of ``window``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: EndOfGameDialog | None = None
        self.review: MoveReviewDock | None = None  # Review my moves, while open
        self._finished: GameRecord | None = None  # the game just won or lost, as stored
        # The result on the status bar and the moves it holds for, until they change.
        self._result: tuple[str, str] | None = None
        self._rating = ""  # the coach's last words on the status bar, which a new game clears
        # The game over, its dialog to open once the last card lands: outcome, generation.
        self._waiting: tuple[Outcome, int] | None = None
        window.model.game_over.connect(self._on_game_over)
        window.recorder.game_recorded.connect(self._on_recorded)
        # Both after the recorder's: it records first (a game left, a game over).
        window.model.game_started.connect(self._forget)
        window.model.position_changed.connect(self._on_position)
        window.view.resized.connect(self._on_table_resized)
        # Child of the window: a window closed meanwhile takes the wait with it.
        window.scene.settled.connect(self._show_when_still)

    def _on_recorded(self, record: GameRecord) -> None:
        # Recorded before the model says the game is over: the dialog reads it.
        if record.ending is Ending.ABANDONED:
            self._finished = None
            self.window.say(result_text(record))  # the game left: no result to keep in sight
        else:
            self._finished = record
            self._say_result(record.moves, result_text(record))

    def _say_result(self, moves: str, text: str) -> None:
        self._result = (moves, text)
        # No time limit: it holds until the game leaves the table (``keep_result``).
        self.window.statusBar().showMessage(text)

    def _holding_result(self) -> str:
        """The result on the status bar, while the game it tells of is on the table; or ""."""
        said = self._result
        if said is None or said[0] != format_moves(self.window.model.game.moves):
            return ""  # not over, or over since an Undo and a move that were not recorded
        return said[1]

    def keep_result(self, message: str) -> None:
        """The status bar's ``messageChanged``: with the bar empty, the result is back
        (a refusal or a tip shown after it has gone), while its game is on the table."""
        result = self._holding_result()
        if not message and result:
            self.window.statusBar().showMessage(result)

    def show_rating(self, text: str) -> None:
        """Put the coach's rating of the last move on the status bar, after the result if any.

        Not while a hint lights a move on the table: the player asked for it
        after the move, and reads it to choose the next one. The rating, late,
        is of a move already made, and its words in place of the hint's left the
        light on the table unexplained; both in one line would not fit the bar.
        It still counts in the game's summary; the next move is rated as ever.
        """
        if self.window.scene.hint is not None:
            return
        self._show_rating(self.after_result(text))

    def drop_rating(self) -> None:
        """The coach's "Rating your move…" no longer holds (an Undo, a new game): gone."""
        bar = self.window.statusBar()
        if self._rating and bar.currentMessage() == self._rating:
            bar.clearMessage()
        self._rating = ""

    def show_summary(self, text: str) -> None:
        """The coach's summary of the game's ratings again, in the dialog if open."""
        if self.dialog is not None:
            self.dialog.show_ratings(text)

    def _show_rating(self, text: str) -> None:
        from .coach import RATING_MS  # loaded already: only the coach rates

        self._rating = text
        self.window.statusBar().showMessage(text, RATING_MS)

    def after_result(self, text: str) -> str:
        """``text`` (news of the last move, a refusal) after the result, if the game is over."""
        result = self._holding_result()
        if not result or text.startswith(result):
            return text
        return f"{result} {text}"

    def _on_game_over(self, outcome: Outcome) -> None:
        recorder, model = self.window.recorder, self.window.model
        if not recorder.counted and not recorder.watching:
            # Never recorded, so never said by ``_on_recorded``: said here, marked.
            self._say_result(
                format_moves(model.game.moves), practice_result(model.deal_number, outcome)
            )
        self._waiting = (outcome, self.window.model.generation)
        # From the event loop, with self as context (a window closed meanwhile
        # takes it along): the scene has set the last move's cards sliding.
        QTimer.singleShot(0, self, self._show_when_still)

    def _show_when_still(self) -> None:
        """Show the dialog once the last card has landed (the scene's ``settled``).

        Shown at once, it would cover the last card's flight, and the workers
        it starts (the solver's "could this deal be won?", the coach's ratings)
        would compete with the slide's frames for Python's lock: a loaded
        machine showed the card standing still where it had been. A slide
        lasts a few hundred milliseconds at most.
        """
        if self._waiting is None or self.window.scene.animating:
            return  # nothing to show, or the scene says when it is still
        outcome, generation = self._waiting
        self._waiting = None
        self._show(outcome, generation)

    def _show(self, outcome: Outcome, generation: int) -> None:
        window, model = self.window, self.window.model
        if generation != model.generation or window.recorder.watching:
            return  # already undone, or a shown solution: not the player's game
        if window.recorder.reviewing:
            return  # the end came back as the player looks through the game
        from .dialogs.end_of_game import EndOfGameDialog

        self.close()
        total = len(model.game.deck) - model.game.pile_count
        name = f"{deal_name(model.deal_number)} · {variant_name(model.variant)}"
        coach = window.coach if window.coach is not None and window.coach.enabled else None
        ratings = coach.summary() if coach is not None else ""
        dialog = EndOfGameDialog(
            outcome,
            total,
            window,
            deal_name=name,
            record=self._record(),
            ratings=ratings,
            counted=window.recorder.counted,
            hints=window.recorder.hints,
            undos=window.recorder.undos,
            assisted=window.recorder.assisted,
            demo_moves=window.recorder.demo_moves,
        )
        dialog.finished.connect(self._on_choice)
        self.dialog = dialog
        dialog.place(surroundings(window))
        dialog.open()
        # The solver's check first: the coach rates the rest only once it is
        # done (its 10 s are the clock's), which it can tell only once it runs.
        if not outcome.won:
            window.winnable.check(dialog)
        if coach is not None:  # the moves played too fast to rate, now
            dialog.finished.connect(coach.stop_rating_the_rest)
            coach.rate_the_rest()

    def _on_table_resized(self) -> None:
        # The cards have moved and changed size under the dialog: the spot it had
        # may now hide them (a window made larger), or lie off the table (smaller).
        dialog = self.dialog
        if dialog is not None and dialog.isVisible():
            dialog.place(surroundings(self.window))

    def _record(self) -> Record | None:
        """The player's record with this game in it; None if it could not be stored."""
        from .dialogs.end_of_game_record import Record

        model, history = self.window.model, self.window.history
        game = self._finished
        if (
            game is None
            or game.variant != model.variant
            or game.moves != format_moves(model.game.moves)
        ):
            return None  # not stored (a failed write): figures without it would mislead
        return Record(game, history.figures(model.variant), history.deal_results(game))

    def _on_choice(self, code: int) -> None:
        from .dialogs.end_of_game import NEW_GAME, RESTART, REVIEW, SHOW_ME, TAKE_BACK, UNDO

        back_to = self.dialog.back_to if self.dialog is not None else None
        self.dialog = None
        window = self.window
        if code == NEW_GAME:
            window.new_game()
        elif code == RESTART:
            window.restart()
        elif code == UNDO:
            window.model.undo_stack.undo()
        elif code == SHOW_ME:
            window.winnable.show_solution()
        elif code == TAKE_BACK and back_to is not None:
            self._take_back(back_to)
        elif code == REVIEW:
            # From the event loop: the dialog's own end, heard after this, calls off
            # the solver's searches, which the review takes up again (``winnable.check``).
            QTimer.singleShot(0, self, self.open_review)

    def open_review(self) -> None:
        """Review my moves, on the game over on the table (``move_review``)."""
        from .dialogs.move_review import open_review

        if self.review is None and self.window.model.game.is_over():
            self.review = open_review(self.window)
            self.review.review.finished.connect(self._review_closed)

    def _review_closed(self) -> None:
        self.review = None

    def _take_back(self, back_to: int) -> None:
        """Undo to the position after the player's first ``back_to`` moves, where
        the deal could still be won: Undo after all, so Redo plays the moves again,
        the result is taken back and each move undone is counted, as Undo does."""
        window = self.window
        back = len(window.model.game.moves) - back_to
        if back <= 0:
            return
        demo_line = window.recorder.demo_line  # whose move it was, before it is undone
        window.scene.finish_animations()
        for _ in range(back):
            window.model.undo_stack.undo()
        where = f"after {whose_move(back_to, demo_line)}" if back_to else "at the start"
        window.say(
            f"Back {where}, where the deal could still be won: "
            f"{plural(back, 'move')} undone. Redo plays them again."
        )

    def _on_position(self) -> None:
        said, bar = self._result, self.window.statusBar()
        if said is None or said[0] == format_moves(self.window.model.game.moves):
            return  # still the game that ended (or ended again, by a Redo)
        result, shown = said[1], bar.currentMessage()
        if shown.startswith(result):  # an Undo took it back: it no longer holds
            # What the coach said of the move stays; a refusal of a move tried
            # after the end (D on the empty stock) no longer holds either.
            rating = shown[len(result) :].lstrip() if shown == self._rating else ""
            if rating:
                self._show_rating(rating)
            else:
                bar.clearMessage()

    def _forget(self) -> None:
        result = self._result[1] if self._result is not None else ""
        self._finished = self._result = None
        bar = self.window.statusBar()
        shown = bar.currentMessage()
        if (self._rating and shown == self._rating) or (result and shown.startswith(result)):
            bar.clearMessage()  # the last game's result, or a rating of its move
        self._rating = ""

    def close(self) -> None:
        """Close the dialog, if open, without acting on it (another game is starting,
        or the window closes); one still waiting for the last card to land opens no more."""
        self._waiting = None
        if self.review is not None:  # its ratings called off, the table left as it is
            self.review.close()
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.finished.disconnect(self._on_choice)
            dialog.reject()
