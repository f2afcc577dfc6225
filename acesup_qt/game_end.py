"""The end of a game in the window: when the engine says it is over, the dialog opens.

It opens after the last card lands, so the player sees the final position
first, and only for the player's own game (not after an Undo in between, not
for a solution being shown), once per end: an end that Review moves (or a
Redo after it) comes back to is said on the status bar only (see ``_show``).
What it shows and what its buttons do is in ``game_end_dialog.py``, loaded
once a game ends.

The result also goes to the status bar ("Deal #5: lost, score 30.", or for
a practice game, which is never recorded, "Deal #5 · practice: lost, score
30."; for a solution shown, "Deal #5 · solution shown: won, score 48, not counted."
and how to go on), and stays there as long as the finished game is on the table: once
the dialog is closed, it is what says the game is over. Other words may come
meanwhile (a menu's tip, the solver's news) and go; then the result is back
(``keep_result``). The coach's rating of the move that ended the game follows
it instead of taking its place, and what the player tries once the game is
over (D on the empty stock, say) is refused behind it too (``after_result``),
the result giving way as far as those words need to show whole.
An Undo takes the result back (the game is on again, and out of the
statistics), so it leaves the status bar, as the rating of the move undone
does (``window_coach``); a new game or a restart takes it away, and the last
game's rating too.

Review moves takes the table back along the finished game without taking the
result back (``GameRecorder.review``). Left at a past position, the table
looked like a fresh game ("0 moves", a full stock) with nothing to say it had
ended, nor that a move there plays on. So while the table shows a position of
the finished game under review, its result stays on the status bar as what is
being reviewed, with what Redo and a move do there ("Reviewing deal #7: lost,
score 36. Redo plays its moves again; another move plays on, taking the result
out of your statistics."); at the end, the result alone. Once the panel is
closed there, no one is reviewing: the words say where the table stands and
that the result holds ("Deal #7 as it was after move 12 of 40: its result (lost,
score 36) stands. Redo plays ..."). A move off the line says the game is on
again, and where its result went.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from .deal_title import Result, practice_result, shown_result
from .engine import Outcome, format_moves
from .result_words import looked_back_words, on_again_text, recorded_result, review_words
from .storage import Ending, GameRecord
from .winnable import FINDING_TEXT

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtWidgets import QWidget

    from .dialogs.end_of_game import EndOfGameDialog
    from .dialogs.move_review import MoveReviewDock
    from .main_window import MainWindow


class GameEnd(QObject):
    """Opens, closes and answers the end-of-game dialog of ``window``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: EndOfGameDialog | None = None
        self.review: MoveReviewDock | None = None  # Review moves, while open
        self._finished: GameRecord | None = None  # the game just won or lost, as stored
        # The moves the result on the status bar holds for, and the result in its
        # pieces (the deal, the ending), until they change.
        self._result: tuple[str, Result] | None = None
        self._rating = ""  # the coach's last words on the status bar, which a new game clears
        # Words last said behind the result (``after_result``), as shown and as given.
        self._behind = ("", "")
        self._review = ""  # the words last shown of a past position under review
        self._left = ""  # the note last said that a game left counts as abandoned
        # The game over, its dialog to open once the last card lands: outcome, generation.
        self._waiting: tuple[Outcome, int] | None = None
        window.model.game_over.connect(self._on_game_over)
        window.recorder.game_recorded.connect(self._on_recorded)
        window.recorder.late_recorded.connect(self._on_late)
        # Both after the recorder's: it records first (a game left, a game over).
        window.model.game_started.connect(self._forget)
        window.model.position_changed.connect(self._on_position)
        # Review moves closed at a past position: no longer "Reviewing...".
        window.recorder.review_switched.connect(self._hold_in_sight)
        # Child of the window: a window closed meanwhile takes the wait with it.
        window.scene.settled.connect(self._show_when_still)

    def _on_recorded(self, record: GameRecord) -> None:
        # Recorded before the model says the game is over: the dialog reads it.
        if record.ending is Ending.ABANDONED:
            self._finished = None
            # The game left: no result to keep in sight. The table holds the next
            # game already, which may be the same deal in another variant.
            self._left = recorded_result(record, self.window.model.variant).text
            self.window.say(self._left)
        else:
            self._finished = record
            self._say_result(record.moves, recorded_result(record))

    def _on_late(self, record: GameRecord) -> None:
        """The game left had ended as the disk had no room for its result: written at
        last, as the next game starts, and said as a game left is (``after_left``)."""
        result = recorded_result(record, self.window.model.variant)
        self._left = (
            f"{result.deal}: {result.ending}, recorded now (it could not be written as "
            "the game ended)."
        )
        self.window.say(self._left)

    def _say_result(self, moves: str, result: Result) -> None:
        self._result = (moves, result)
        # No time limit: it holds until the game leaves the table (``keep_result``).
        self.window.statusBar().showMessage(result.text)

    def say_looking_back(self, forms: tuple[str, ...]) -> None:
        """``forms`` (words of the finished game gone back along, Take me back there,
        then shorter forms of them for a narrow window) for a while; then what is
        looked at (``keep_result``), which also takes its place at the next position
        along the line."""
        from .main_window import MESSAGE_MS  # loaded: it made this

        text = forms[0]
        self._behind = (text, text)
        self.window.status_bar.show_message(text, MESSAGE_MS, shorter=forms[1:])

    def _holding_result(self) -> str:
        """The result on the status bar, while the game it tells of is on the table (as
        what is reviewed, at a past position under review); or ""."""
        forms = self._holding_forms()
        return forms[0] if forms else ""

    def _holding_forms(self) -> tuple[str, ...]:
        """``_holding_result``, then its shorter forms for a narrow window; or ()."""
        said = self._result
        if said is None:
            return ()  # not over
        if said[0] == format_moves(self.window.model.game.moves):
            return (said[1].text,)
        # Not the end: back along the line under review, or an Undo, or a move unrecorded.
        recorder = self.window.recorder
        line, moves = recorder.reviewed_line, self.window.model.game.moves
        if line is None or format_moves(line) != said[0] or tuple(moves) != line[: len(moves)]:
            return ()
        if recorder.reviewing:
            return review_words(said[1], recorder.counted)
        return looked_back_words(said[1], len(moves), len(line), recorder.counted)

    def after_left(self, text: str) -> str:
        """``text`` (news of the deal that has just taken the table: "Deal #9 can be
        won: ...") after the note that the game left is abandoned, while that shows.

        Winnable deals only finds the deal, then starts it: the game left is recorded
        and said as it goes, and the news of the deal found, said a moment later in
        its place, left the player unaware of the loss counted. Both hold: the loss
        first, as it came first.
        """
        left = self._left
        if text and left and self.window.statusBar().currentMessage() == left:
            return f"{left} {text}"
        return text

    def keep_result(self, message: str) -> None:
        """The status bar's ``messageChanged``: with the bar empty, the result is back
        (a refusal or a tip shown after it has gone), while its game is on the table;
        while a winnable deal is being found, "Finding a winnable deal…"."""
        if not message and self.window.winnable.finding:
            # Its words stay as long as the search goes on: a refusal said meanwhile
            # (D on the game over) left the result in their place, as if nothing came.
            self.window.statusBar().showMessage(FINDING_TEXT)
            return
        result = self._holding_forms()
        if not message and result:
            self._show_held(result)

    def _show_held(self, forms: tuple[str, ...]) -> None:
        """The result, or what is reviewed (``_holding_forms``), until it no longer holds.

        What is reviewed stays as long as the player looks back: the deal, the
        variant, the moves, the clock and the winnable line (which answers for
        the position shown) stay beside it. On a narrow window a shorter form of
        its words shows (the status bar picks the longest that fits); only where
        none fits do the stock and score, in large print on the table, step aside
        for it, then the clock and the variant, and it ends in "…" only if it must.
        """
        window = self.window
        text = forms[0]
        if text == self._result_text():
            window.statusBar().showMessage(text)
            return
        table_shows = (window.stock_label, window.score_label)
        bar = window.status_bar
        # Where even the shortest form is cut beside them all (800x600 with the
        # winnable line on, or a ten-digit deal: "... takes it out of…"), the clock
        # steps aside, then the variant, then, while the panel is open, the moves:
        # the clock stands still at the game's time while it is looked back at, the
        # panel's heading and the deal label say which game it is, and its list
        # which move the table is at.
        spare: tuple[QWidget, ...] = (window.play_clock.clock_label, window.variant_label)
        if window.recorder.reviewing:
            spare += (window.play_clock.moves_label,)

        def kept() -> list[QWidget]:  # asked as room is made: the winnable line turned on too
            keep = [widget for widget in bar.permanent if widget not in table_shows]
            for widget in spare:
                if bar.fits_whole(forms[-1], keep) or widget not in keep:
                    break
                keep.remove(widget)
            return keep

        bar.show_message(text, keep=kept, shorter=forms[1:])

    def _result_text(self) -> str:
        return self._result[1].text if self._result is not None else ""

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
        self._show_rating(self.after_result(text, keep=self._rating_keeps()))

    def say_again(self, text: str) -> None:
        """Words held back while paused, said as the player goes on: the coach's
        rating for as long as a rating stays (``RATING_MS``), anything else as
        any message (``MainWindow.say``)."""
        if text and text == self._rating:
            self._show_rating(text)
        else:
            self.window.say(text)

    def reword_rating(self, text: str) -> None:
        """The coach's rating on show, in other words (no win chance once the line says
        no win is left); none is shown if it is gone already."""
        bar = self.window.statusBar()
        if self._rating and bar.currentMessage() == self._rating:
            self._show_rating(self.after_result(text, keep=self._rating_keeps()))

    def drop_rating(self) -> None:
        """The coach's "Rating your move…" no longer holds (an Undo, a new game): gone."""
        bar = self.window.statusBar()
        if self._rating and bar.currentMessage() == self._rating:
            bar.clearMessage()
        self._rating = ""

    def show_summary(self, text: str) -> None:
        """The coach's summary of the game's ratings again, in the dialog if open."""
        coach = self.window.coach
        if self.dialog is not None:
            # With the longest it may still come to: equal, the coach has no more to rate.
            self.dialog.show_ratings(text, coach.longest_summary() if coach is not None else None)

    def _show_rating(self, text: str) -> None:
        from .coach import RATING_MS  # loaded already: only the coach rates

        self._rating = text
        # Every move is rated, at length: stepping every label aside for it hid the
        # move count and the clock all game on an 800x600 window. Those two stay,
        # and a rating too long for the room left ends in "…" (whole on hover).
        self.window.status_bar.show_message(text, RATING_MS, keep=self._rating_keeps())

    def _rating_keeps(self) -> tuple[QWidget, ...]:
        """The labels a rating leaves on the bar: the move count and the clock."""
        clock = self.window.play_clock
        return (clock.moves_label, clock.clock_label)

    def after_result(self, text: str, keep: Sequence[QWidget] = ()) -> str:
        """``text`` (news of the last move, a refusal) after the result, if the game is over.

        The result gives ``text`` its room: its last sentences first, all of it if
        need be, so that ``text`` shows whole. A solution shown closes with how to go
        on, which filled an 800-wide bar: a refusal said after it was cut off unread.
        What the result gave up is back once ``text`` goes (``keep_result``).
        """
        result = self._holding_result()
        if not result or text.startswith(result):
            return text
        sentences = result.split(". ")  # "...: won, score 48, not counted. Undo steps..."
        said = text
        for kept in range(len(sentences), 0, -1):
            lead = ". ".join(sentences[:kept])
            lead = lead if lead.endswith(".") else f"{lead}."
            if self.window.status_bar.fits_whole(f"{lead} {text}", keep):
                said = f"{lead} {text}"
                break
        self._behind = (said, text)
        return said

    def _on_game_over(self, outcome: Outcome) -> None:
        recorder, model = self.window.recorder, self.window.model
        # A solution shown (how it ended, and how to go on) or a practice game: neither
        # is recorded, so never said by ``_on_recorded``: said here, marked.
        if recorder.watching or not recorder.counted:
            said = shown_result if recorder.watching else practice_result
            self._say_result(format_moves(model.game.moves), said(model.deal_number, outcome))
        elif (kept := recorder.autosave.unrecorded) is not None:
            # Its end not written (the disk full): the result held all the same, as
            # it will be recorded (the dialog says when).
            self._say_result(kept.moves, recorded_result(kept))
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
        if window.recorder.reviewed_line is not None:
            # The end came back along a game already ended, its dialog seen once:
            # Review moves took the table back and Redo (or the review's last row)
            # brought it here again, panel open or closed. That records nothing
            # (``GameRecorder.review``) and is no news: as a solitaire that lets
            # the player look back does, the status bar says the result, and the
            # dialog is not thrown in the player's face again at every look.
            # An Undo after the end is another matter: it takes the result back
            # out, so the end a Redo brings then is recorded anew and shown anew.
            return
        from .game_end_dialog import end_of_game_dialog, open_end_dialog

        self.close()
        dialog = end_of_game_dialog(window, outcome, self._finished)
        dialog.finished.connect(self._on_choice)
        # Gone once closed, after its choice is read: each stayed a hidden child of
        # the window, one more with every game. What was on its way to it stops with
        # it (the solver's searches, the coach's ratings: ``open_end_dialog``).
        dialog.finished.connect(dialog.deleteLater)
        self.dialog = dialog  # before it opens: the coach's summary may come at once
        open_end_dialog(window, dialog, outcome)

    def _on_choice(self, code: int) -> None:
        from .game_end_dialog import act_on_choice

        back_to = self.dialog.back_to if self.dialog is not None else None
        self.dialog = None
        act_on_choice(self.window, code, back_to)

    def can_review(self) -> bool:
        """Whether Review moves has a finished game of the player's to go through: over
        on the table, or looked back along (Review moves closed, Take me back there)."""
        recorder, game = self.window.recorder, self.window.model.game
        line, moves = recorder.reviewed_line, tuple(game.moves)
        along = line is not None and line[: len(moves)] == moves
        return not recorder.watching and (game.is_over() or along)

    def open_review(self) -> None:
        """Review moves, on the game over on the table (``move_review``); already
        open, the keys to its list."""
        from .dialogs.move_review import open_review

        if self.review is not None:
            self.review.moves.setFocus()
        elif self.can_review():
            self.review = open_review(self.window)
            self.review.review.finished.connect(self._review_closed)

    def _review_closed(self) -> None:
        self.review = None

    def _hold_in_sight(self) -> bool:
        """While the game that ended (or ended again, by a Redo), or a past position of
        it, is on the table, say so anew if that was said: its words follow the table
        and the review ("Reviewing...", "... as it was after move 12 ...", or at the end
        the result alone). False once it no longer holds."""
        said, bar = self._result, self.window.statusBar()
        forms = self._holding_forms()
        if said is None or not forms:
            return False
        held = forms[0]
        result, shown, reviewed = said[1].text, bar.currentMessage(), self._review
        if held != result:
            self._review = held
        if held != shown and (not shown or shown in (result, self._behind[0], reviewed)):
            self._show_held(forms)
        return True

    def _on_position(self) -> None:
        said, bar = self._result, self.window.statusBar()
        if said is None or self._hold_in_sight():
            return
        result, shown = said[1].text, bar.currentMessage()
        behind = self._behind[0]
        reviewed = self._review
        self._review = ""
        if reviewed:  # a move off the reviewed line (the bar cleared for it): the game is on
            if shown == reviewed:
                bar.clearMessage()
            if self.window.recorder.counted and self.window.recorder.reviewed_line is None:
                self.window.say(on_again_text(said[1]))
            return
        if shown and shown in (result, behind):  # an Undo took it back: it no longer holds
            # Nor does a refusal of a move tried after the end (D on the empty
            # stock); the rating of the move undone went with it (``window_coach``).
            bar.clearMessage()

    def _forget(self) -> None:
        """A new game: the last one's result and words are no longer held. What the
        status bar says of them goes with every other word said of that game
        (``StatusBar.clear_said_before``, as the window names the new game)."""
        self._finished = self._result = None
        self._rating = ""
        self._behind = ("", "")
        self._review = ""

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
