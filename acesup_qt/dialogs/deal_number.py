"""Ask for a deal number, checked with the engine's own parser."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..engine import MAX_DEAL, DealNumberError, parse_deal_number

# How the engine's parser words an unreadable number, to size the dialog by.
NOT_A_DEAL = f"is not a deal number: expected 1 to {MAX_DEAL}"


class DealNumberDialog(QDialog):
    """A line for a deal number from 1 to 2^32 - 1; OK only when it is valid."""

    def __init__(self, current: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Select deal number")
        self.number: int | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"Deal number (1 to {MAX_DEAL}):"))
        self.line = QLineEdit(str(current or 1))
        self.line.selectAll()
        self.line.setAccessibleName("Deal number")
        layout.addWidget(self.line)
        self.problem = QLabel("")
        self.problem.setStyleSheet("color: #b00020")
        # Room for the longest usual complaint, kept from the start: the dialog
        # neither widens nor grows when a complaint appears as the player types.
        self.problem.setWordWrap(True)
        metrics = self.problem.fontMetrics()
        self.problem.setMinimumWidth(metrics.horizontalAdvance(f"'{MAX_DEAL}0' " + NOT_A_DEAL))
        self.problem.setMinimumHeight(2 * metrics.lineSpacing())
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        # Its size is its content's (with room for a complaint): nothing to gain from
        # resizing it, and a window of one size gets no maximise button that works.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.line.textChanged.connect(self._check)
        self._check(self.line.text())

    def _check(self, text: str) -> None:
        try:
            self.number = parse_deal_number(text.strip())
            self.problem.setText("")
        except DealNumberError as error:
            self.number = None
            words = str(error)  # as typed: "2C" stays "2C", not a card
            self.problem.setText(words[:1].upper() + words[1:])  # a sentence, as elsewhere
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.number is not None)
