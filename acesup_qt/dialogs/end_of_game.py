"""Says the game is won or lost, with the score and the player's record, and what next.

A win gets a headline that feels like one; below the score come the player's
record in this variant from the statistics (games won of played, win rate,
streaks) and what this game was on its deal (a first win, a new best score).
For a lost game the window asks the solver whether the deal could have been
won; the dialog shows its verdict when it comes (``show_verdict``) and, for a
winnable deal, a "Show me how" button, then the move that gave the win away
(``show_lost_move``) with a "Take me back there" button.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from ..colour_scheme import pick
from ..engine import Outcome
from ..storage import format_duration
from ..wording import (
    NOT_COUNTED,
    help_text,
    help_tip,
    sentence,
)
from .end_of_game_looks import FULL, REVIEW_BUTTON, Parts
from .end_of_game_place import PlacedDialog
from .end_of_game_record import Record, RecordGrid, deal_note
from .end_of_game_words import BUTTON_WORDS, SHOW_ME_TIP, take_back_tip, undo_words
from .late_keys import LateKeys
from .steady_label import SteadyLabel

# What the player chose; the dialog's result code.
NEW_GAME, RESTART, UNDO, SHOW_ME, TAKE_BACK, REVIEW = 11, 12, 13, 14, 15, 16
WIN_GREEN = "#1e8c3c"  # the statistics' colour for a win
DARK_WIN_GREEN = "#5cc27a"  # the same under a dark scheme, where the first read 3:1


class EndOfGameDialog(PlacedDialog):
    """Won or lost, the score, the record, and New game / Restart / Undo / Close."""

    def __init__(
        self,
        outcome: Outcome,
        total: int,
        parent: QWidget | None = None,
        *,
        deal_name: str = "",
        record: Record | None = None,
        ratings: str = "",
        ratings_room: str = "",
        counted: bool = True,
        hints: int = 0,
        undos: int = 0,
        assisted: bool = False,
        demo_moves: int = 0,
        solution_seen: bool = False,
        last_move: str = "",
        unrecorded: str = "",
        time_played: float | None = None,
    ) -> None:
        """``deal_name`` ("Deal #5 · Standard") goes under the headline; ``record``
        (None when the game could not be stored) adds the player's statistics;
        ``ratings`` sums up the coach's ratings of the player's moves, and
        ``ratings_room`` is the longest it may come to read as the coach rates the
        rest (its room is kept from the start: see ``steady_label``); ``counted``
        is False for a practice game (opened from a file), which the dialog says;
        ``hints`` (asked for), ``demo_moves`` (made by Game > Demo), ``undos``,
        ``assisted`` (the winnable line was on) and ``solution_seen`` (Show me how
        had shown a solution of the deal before) say how it was played; ``last_move``
        ("your last move, Discard 9♣") is what Undo's description names; ``unrecorded``
        says why the result is not in the statistics yet, and when it will be;
        ``time_played`` is the game's time where no ``record`` holds it (a practice
        game, or one not stored), as the status bar's clock shows it."""
        super().__init__(parent)
        self.outcome = outcome
        won = outcome.won
        self.setWindowTitle("You won!" if won else "Game over")
        self._layout = layout = QVBoxLayout(self)
        layout.setContentsMargins(*FULL.margins)
        layout.setSpacing(FULL.spacing)
        if won:
            self._headline = "You won!"
            detail = "Every card but the four aces is discarded."
        else:
            self._headline = "Game over"
            detail = "The stock is empty and no card can be discarded any more."
        self.headline = QLabel(self._headline_html(FULL.headline))
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.headline)
        self.deal = QLabel(deal_name)
        self.deal.setStyleSheet(FULL.subtitle)  # the subtitle: which deal this was
        self.deal.setVisible(bool(deal_name))
        layout.addWidget(self.deal)
        self.detail = QLabel(detail)
        layout.addWidget(self.detail)
        time = ""
        seconds = record.game.duration if record is not None else time_played
        if seconds is not None:
            # Kept together: a narrow dialog wrapped "in" and the time apart.
            time = f" in&nbsp;{format_duration(seconds)}"
        self._score_html = (
            f"<p style='font-size:{{}}'>Score: <b>{outcome.score}</b> of {total} "
            f"cards discarded{time}.</p>"
        ).format
        self.score = QLabel(self._score_html(FULL.score))
        self.score.setTextFormat(Qt.TextFormat.RichText)
        # Review moves beside the score, not in the row of buttons below: a fifth
        # button there made the dialog wider than the felt it is placed on.
        score_row = QHBoxLayout()  # or a column, in a narrow dialog
        score_row.addWidget(self.score, 1)
        review = QPushButton(REVIEW_BUTTON)
        review.setToolTip("Go through the game move by move, with the coach's verdict on each")
        review.clicked.connect(lambda: self.done(REVIEW))
        score_row.addWidget(review)
        layout.addLayout(score_row)
        # An honest win from a helped one: what the statistics' "Clean wins" count.
        self.helped = QLabel(
            help_text(won, hints, undos, assisted, demo_moves, solution_seen, counted)
        )
        self.helped.setToolTip(help_tip(hints, assisted, demo_moves, solution_seen))
        self.helped.setVisible(bool(self.helped.text()))
        layout.addWidget(self.helped)
        # With Settings > Rate my moves on. Wrapped: a dialog is at most two thirds
        # of the screen wide (adjustSize), and on 800x600 a summary with every kind
        # of rating in it was cut off.
        self.ratings = SteadyLabel(ratings)
        self.ratings.keep_room_for(ratings_room)
        self.ratings_longest = ratings_room  # as the coach last said (``show_ratings``)
        self.ratings.setVisible(bool(ratings or ratings_room))
        layout.addWidget(self.ratings)
        self.deal_note = QLabel()
        self.figures: dict[str, QLabel] = {}
        self._grid: RecordGrid | None = None
        self._grid_rows: list[tuple[QLabel, QLabel]] = []
        if record is not None:
            self.deal_note.setText(deal_note(record.game, record.deal))
            layout.addWidget(self.deal_note)
            self._grid = RecordGrid(record.figures, FULL.grid_top, FULL.grid_gap)
            self.figures, self._grid_rows = self._grid.figures, self._grid.rows
            layout.addLayout(self._grid)
        elif not counted:  # no record to show: say why, lest the player look for it
            self.deal_note.setText(f"{sentence(NOT_COUNTED)}.")
            layout.addWidget(self.deal_note)
        # Nor for a result the disk had no room for: not left out without a word.
        self.unrecorded = QLabel(unrecorded)
        self.unrecorded.setObjectName("unrecorded")
        self.unrecorded.setWordWrap(True)  # in every look: it is a few lines long
        self.unrecorded.setVisible(bool(unrecorded))
        if unrecorded:
            layout.addWidget(self.unrecorded)
        # The solver's verdict on the deal (lost games only; hidden until asked),
        # then where the win went (a winnable deal lost): the move that gave it away.
        self.verdict, self.lost_move = QLabel(), QLabel()
        for label in (self.verdict, self.lost_move):
            # Wrapped, so that long words make the dialog taller, not half as wide
            # again, over the cards (see show_verdict for its height).
            label.setWordWrap(True)
            label.hide()
            layout.addWidget(label)
        # Their buttons in one row under both: beside the words, they left them a
        # ragged column of a few words a line; each under its own cost a row more.
        answers = QHBoxLayout()  # or a column, in a narrow dialog
        self.show_me = QPushButton("&Show me how")
        self.show_me.setToolTip(SHOW_ME_TIP)
        self.show_me.clicked.connect(lambda: self.done(SHOW_ME))
        self.take_back = QPushButton("&Take me back there")
        self.take_back.clicked.connect(lambda: self.done(TAKE_BACK))
        for button in (self.show_me, self.take_back):
            button.hide()
            answers.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        answers.addStretch(1)
        layout.addLayout(answers)
        # The room kept for the solver's words while they are on their way (a lost
        # game's dialog is sized for the longest that may still come, ``end_of_game_room``):
        # here, under them, so that the buttons below stay where they are as they come.
        layout.addStretch(1)
        self.back_to: int | None = None  # the moves of the position Take me back there gives
        self._before_buttons = QSpacerItem(0, FULL.before_buttons)
        layout.addItem(self._before_buttons)
        row, second_row = QHBoxLayout(), QHBoxLayout()  # the second for a narrow dialog
        self.buttons: dict[int, QPushButton] = {}
        for code, text in ((NEW_GAME, "&New game"), (RESTART, "&Restart"), (UNDO, "&Undo")):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, c=code: self.done(c))
            row.addWidget(button)
            self.buttons[code] = button
        close = QPushButton("Close")
        close.clicked.connect(self.reject)
        # What each does, as Review moves' and Show me how's tooltips say theirs:
        # a screen reader reads a button's tooltip as its description.
        for button, words in zip((*self.buttons.values(), close), BUTTON_WORDS, strict=True):
            button.setToolTip(words)
        # Which move it takes back: "the last move" left the player to work it out
        # from the table, or the Move menu, which the dialog covers.
        self.buttons[UNDO].setToolTip(undo_words(last_move))
        row.addWidget(close)
        layout.addLayout(row)
        layout.addLayout(second_row)  # empty, it takes no room
        self.review = review  # not in ``buttons``: the row of buttons below
        self.buttons[NEW_GAME].setDefault(True)
        # Enter is New game, but not while a key meant for the last move may come.
        self.late_keys = LateKeys(self)
        self._parts = Parts(
            layout,
            self.headline,
            self._headline_html,
            self.deal,
            self.detail,
            self.score,
            self._score_html,
            self.helped,
            self.deal_note,
            self._grid,
            self._grid_rows,
            answers,
            self._before_buttons,
            row,
            second_row,
            self.buttons[UNDO],
            close,
            score_row,
            review,
        )

    def _headline_html(self, size: str) -> str:
        """The headline at ``size``; a win's in green, for the palette as it is now;
        in a look with the deal's name beside it, that too, small."""
        colour = ""
        if self.outcome.won:
            colour = f"color:{pick(self.palette(), WIN_GREEN, DARK_WIN_GREEN).name()}"
        beside = ""
        deal = getattr(self, "deal", None)  # none yet while it is being made
        if self.look.deal_beside and deal is not None and deal.text():
            plain = self.palette().color(QPalette.ColorRole.WindowText).name()
            beside = (
                f"<span style='font-size:8pt; font-weight:normal; color:{plain}'>"
                f"&nbsp;&nbsp;{html.escape(deal.text())}</span>"
            )
        return (
            f"<div style='font-size:{size}; font-weight:bold; {colour}'>"
            f"{self._headline}{beside}</div>"
        )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        headline = getattr(self, "headline", None)  # none yet while it is being made
        if event.type() == QEvent.Type.PaletteChange and headline is not None:
            headline.setText(self._headline_html(self.look.headline))  # the scheme, changed

    def figure(self, key: str) -> str:
        """A figure as shown, without its markup ("3 wins"), for tests and screen readers."""
        return self.figures[key].text().removeprefix("<b>").removesuffix("</b>")

    def show_verdict(self, text: str, winnable: bool) -> None:
        """Say whether the deal could have been won; offer "Show me how" when it could."""
        before = self.geometry()  # before the new text: showing it may resize at once
        self.verdict.setText(text)
        self.verdict.show()
        self.show_me.setVisible(winnable)
        self._regrow(before, words=True)
        self.release_room_when_told()

    def show_lost_move(self, text: str, back_to: int | None) -> None:
        """Say which move gave the win away ("" says nothing); with ``back_to`` (the
        number of moves of the position before it), offer "Take me back there"."""
        before = self.geometry()
        self.lost_move.setText(text)
        self.lost_move.setVisible(bool(text))
        self.back_to = back_to
        self.take_back.setVisible(back_to is not None)
        if back_to is not None:
            self.take_back.setToolTip(take_back_tip(back_to))
        self._regrow(before, words=True)
        self.release_room_when_told()

    def show_ratings(self, text: str, longest: str | None = None) -> None:
        """The coach's summary again: more of the player's moves are rated; ``longest``,
        the most it may still come to read (as ``ratings_room``), if known."""
        if longest is not None:
            self.ratings_longest = longest
        if text == self.ratings.text():
            self.release_room_when_told()
            return
        before = self.geometry()
        self.ratings.setText(text)
        self.ratings.setVisible(bool(text or self.ratings.room))
        if self.isVisible() and self._needed_size() == before.size():
            self.release_room_when_told()
            return  # a count went up, in the same room: the spot it has is still the one
        self._regrow(before)
        self.release_room_when_told()
