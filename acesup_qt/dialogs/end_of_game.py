"""Says the game is won or lost, with the score and the player's record, and what next.

A win gets a headline that feels like one; below the score come the player's
record in this variant from the statistics (games won of played, win rate,
streaks) and what this game was on its deal (a first win, a new best score).
For a lost game the window asks the solver whether the deal could have been
won; the dialog shows its verdict when it comes (``show_verdict``) and, for a
winnable deal, a "Show me how" button.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine import Outcome
from ..storage import DealResults, Figures, GameRecord, format_duration
from ..wording import percent_text, plural, streak_text
from .placement import Surroundings

# What the player chose; the dialog's result code.
NEW_GAME, RESTART, UNDO, SHOW_ME = 11, 12, 13, 14
WIN_GREEN = "#1e8c3c"  # the statistics' colour for a win


@dataclass(frozen=True)
class Record:
    """What the statistics say once this game is in them: the finished game, the
    variant's figures (this game included) and the earlier games of its deal."""

    game: GameRecord
    figures: Figures
    deal: DealResults


def deal_note(game: GameRecord, before: DealResults) -> str:
    """What this game was on its deal, against the player's earlier games of it."""
    where = f"deal {game.deal_label}" if game.deal_number is not None else "this deck"
    if before.played == 0 or before.best_score is None:
        return f"You won {where} at your first try!" if game.won else f"Your first game of {where}."
    if game.won and before.won == 0:
        return f"Your first win of {where}, after {plural(before.played, 'try', 'tries')}."
    if game.won:
        return f"You have now won {where} {plural(before.won + 1, 'time')}."
    if game.score > before.best_score:
        return f"A new best score on {where}: your best before was {before.best_score}."
    if game.score == before.best_score:
        return f"Your best score on {where} again."
    return f"Your best score on {where} is {before.best_score}."


class EndOfGameDialog(QDialog):
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
    ) -> None:
        """``deal_name`` ("Deal #5 · Standard") goes under the headline; ``record``
        (None when the game could not be stored) adds the player's statistics;
        ``ratings`` sums up the coach's ratings of the player's moves."""
        super().__init__(parent)
        self.outcome = outcome
        won = outcome.won
        self.setWindowTitle("You won!" if won else "Game over")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 20)
        layout.setSpacing(8)
        if won:
            colour, headline = f"color:{WIN_GREEN}", "You won!"
            detail = "Every card but the four aces is discarded."
        else:
            colour, headline = "", "Game over"
            detail = "The stock is empty and no card can be discarded any more."
        self.headline = QLabel(
            f"<div style='font-size:xx-large; font-weight:bold; {colour}'>{headline}</div>"
        )
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.headline)
        self.deal = QLabel(deal_name)
        self.deal.setStyleSheet("font-size: 12pt")  # the subtitle: which deal this was
        self.deal.setVisible(bool(deal_name))
        layout.addWidget(self.deal)
        self.detail = QLabel(detail)
        layout.addWidget(self.detail)
        time = ""
        if record is not None:
            time = f" in {format_duration(record.game.duration)}"
        self.score = QLabel(
            f"<p style='font-size:large'>Score: <b>{outcome.score}</b> of {total} "
            f"cards discarded{time}.</p>"
        )
        self.score.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.score)
        self.ratings = QLabel(ratings)  # with Settings > Rate my moves on
        self.ratings.setVisible(bool(ratings))
        layout.addWidget(self.ratings)
        self.deal_note = QLabel()
        self.figures: dict[str, QLabel] = {}
        if record is not None:
            self.deal_note.setText(deal_note(record.game, record.deal))
            layout.addWidget(self.deal_note)
            layout.addLayout(self._record_grid(record.figures))
        # The solver's verdict on the deal (lost games only; hidden until asked).
        verdict_row = QHBoxLayout()
        self.verdict = QLabel()
        # Wrapped, so that a long verdict makes the dialog taller, not half as wide
        # again, over the cards (see show_verdict for its height).
        self.verdict.setWordWrap(True)
        self.verdict.hide()
        verdict_row.addWidget(self.verdict, 1)
        self.show_me = QPushButton("&Show me how")
        self.show_me.setToolTip("Restart the deal and watch the solver's solution being played")
        self.show_me.clicked.connect(lambda: self.done(SHOW_ME))
        self.show_me.hide()
        verdict_row.addWidget(self.show_me)
        layout.addLayout(verdict_row)
        layout.addSpacing(6)
        row = QHBoxLayout()
        self.buttons: dict[int, QPushButton] = {}
        for code, text in ((NEW_GAME, "&New game"), (RESTART, "&Restart"), (UNDO, "&Undo")):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, c=code: self.done(c))
            row.addWidget(button)
            self.buttons[code] = button
        close = QPushButton("Close")
        close.clicked.connect(self.reject)
        row.addWidget(close)
        layout.addLayout(row)
        self.buttons[NEW_GAME].setDefault(True)
        self._surroundings: Surroundings | None = None  # what ``place`` kept clear of

    def _record_grid(self, figures: Figures) -> QGridLayout:
        """The variant's record, as the statistics dialog counts it (abandoned = lost)."""
        grid = QGridLayout()
        grid.setContentsMargins(0, 6, 0, 0)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(2)
        # Named and written as the statistics dialog has them: the same figures.
        rows = (
            ("won", "Games won", f"{figures.won} of {figures.played}"),
            ("win_rate", "Win rate", percent_text(figures.win_percent)),
            ("current_streak", "Current streak", streak_text(figures.current_streak)),
            ("best_streak", "Longest winning streak", streak_text(figures.longest_winning_streak)),
        )
        for line, (key, name, value) in enumerate(rows):
            label, shown = QLabel(f"{name}:"), QLabel(f"<b>{value}</b>")
            shown.setTextFormat(Qt.TextFormat.RichText)
            grid.addWidget(label, line, 0)
            grid.addWidget(shown, line, 1)
            self.figures[key] = shown
        grid.setColumnStretch(2, 1)
        return grid

    def figure(self, key: str) -> str:
        """A figure as shown, without its markup ("3 wins"), for tests and screen readers."""
        return self.figures[key].text().removeprefix("<b>").removesuffix("</b>")

    def place(self, surroundings: Surroundings) -> None:
        """Put the dialog where it hides no card (see ``placement.clear_spot``):
        at the bottom of the table if that is clear, else elsewhere on it, else
        beside the window. Kept for ``show_verdict``, which makes it taller."""
        self._surroundings = surroundings
        self.adjustSize()
        self.setGeometry(QRect(surroundings.spot(self.size()), self.size()))

    def show_verdict(self, text: str, winnable: bool) -> None:
        """Say whether the deal could have been won; offer "Show me how" when it could."""
        before = self.geometry()  # before the new text: showing it may resize at once
        self.verdict.setText(text)
        self.verdict.show()
        self.show_me.setVisible(winnable)
        self._refit(before)

    def show_ratings(self, text: str) -> None:
        """The coach's summary again: more of the player's moves are rated."""
        if text == self.ratings.text():
            return
        before = self.geometry()
        self.ratings.setText(text)
        self.ratings.setVisible(bool(text))
        self._refit(before)

    def _refit(self, before: QRect) -> None:
        """The size the new words need, still clear of the cards, from ``before``."""
        self.adjustSize()
        # adjustSize leaves a wrapped verdict one line high, cut: give the height its width needs.
        self.resize(self.width(), max(self.height(), self.heightForWidth(self.width())))
        if self.isVisible():  # grow up and to both sides: keep the bottom and the centre
            after = self.geometry()
            shift = QPoint((before.width() - after.width()) // 2, before.height() - after.height())
            if self._surroundings is None:
                self.move(self.pos() + shift)
                return
            kept = self._surroundings.spot(self.size(), before.topLeft() + shift)  # if clear
            self.setGeometry(QRect(kept, self.size()))
