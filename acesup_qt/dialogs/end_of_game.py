"""Says the game is won or lost, with the score, and offers what to do next.

For a lost game the window asks the solver whether the deal could have been
won; the dialog shows its verdict when it comes (``show_verdict``) and, for a
winnable deal, a "Show me how" button.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine import Outcome

# What the player chose; the dialog's result code.
NEW_GAME, RESTART, UNDO, SHOW_ME = 11, 12, 13, 14


class EndOfGameDialog(QDialog):
    """Won or lost, the score, and New game / Restart / Undo / Close."""

    def __init__(self, outcome: Outcome, total: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcome = outcome
        won = outcome.won
        self.setWindowTitle("You won!" if won else "Game over")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 20)
        layout.setSpacing(10)
        if won:
            headline = "You won!"
            detail = "Only the four aces are left on the table."
        else:
            headline = "Game over"
            detail = "The stock is empty and no card can be discarded any more."
        self.headline = QLabel(f"<h2 style='margin:0'>{headline}</h2>")
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.headline)
        self.detail = QLabel(detail)
        layout.addWidget(self.detail)
        self.score = QLabel(
            f"<p style='font-size:large'>Score: <b>{outcome.score}</b> of {total} "
            f"cards discarded.</p>"
        )
        self.score.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.score)
        # The solver's verdict on the deal (lost games only; hidden until asked).
        verdict_row = QHBoxLayout()
        self.verdict = QLabel()
        # One line, no wrapping: a wrapped label does not make the open dialog taller.
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

    def show_verdict(self, text: str, winnable: bool) -> None:
        """Say whether the deal could have been won; offer "Show me how" when it could."""
        self.verdict.setText(text)
        self.verdict.show()
        self.show_me.setVisible(winnable)
        self.adjustSize()
