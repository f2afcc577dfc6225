"""Ask for a deal number, checked with the engine's own parser.

It opens clear of the cards (``clear_of_cards``), as the question before
leaving a game does: choosing a deal is choosing to leave the one on the table,
and the player wants that table in sight while deciding. (Centred over the
window for a while, it hid the middle piles; placed clear of them before that,
it once hung past the window's right edge, which placement no longer allows of
a dialog that fits inside the window.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPalette, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..colour_scheme import pick
from ..engine import MAX_DEAL, DealNumberError, parse_deal_number
from ..engine.deals import WHY_NOT
from .clear_of_cards import ClearOfCards
from .plain_buttons import plain

if TYPE_CHECKING:
    from ..main_window import MainWindow

# How the engine's parser words an unreadable number, to size the dialog by.
NOT_A_DEAL = f"is not a deal number: expected 1 to {MAX_DEAL}"
# "#", ten digits grouped by three thousands separators ("#4,294,967,295"), and a
# space either side: a line this long holds any deal number however it is written,
# and a complaint about any text it holds fits the line under it.
MAX_TYPED = 16
# What is wrong with the number, in red: a deep one on a light dialog, a light one
# on a dark dialog (the deep red read 1.8:1 on Qt's dark grey).
PROBLEM_COLOUR = "#b00020"
DARK_PROBLEM_COLOUR = "#ff7a7a"


# Under an empty line: what to type. Not a fault, nor the parser's "'' is not a
# deal number", which quoted nothing at the player.
EMPTY = f"Type a deal number from 1 to {MAX_DEAL}."


def note(number: int) -> str:
    """What a valid deal number gives, said under it: the same deal for anyone who types it."""
    return f"Deal #{number}: the same cards on every computer."


# The widest lines under the number, to size the dialog by: the widest note,
# and complaints about as many of the widest characters as can be typed.
LONGEST = (
    note(MAX_DEAL),
    f"'{'W' * MAX_TYPED}' {NOT_A_DEAL}.",
    *(f"'{'0' * MAX_TYPED}' is not a deal number: {why}." for why in WHY_NOT),
    f"Deal numbers run from 1 to {MAX_DEAL}, not {'9' * MAX_TYPED}.",
)


class DealNumberDialog(QDialog):
    """A line for a deal number from 1 to 2^32 - 1 ("1000", "#1000", "1,000" or
    "1 000", as the engine reads one typed); OK only when it is valid. With
    ``table`` (the main window), it opens where it hides none of its cards, and keeps
    to such a spot as the table changes size."""

    def __init__(
        self,
        current: int | None,
        parent: QWidget | None = None,
        table: MainWindow | None = None,
    ) -> None:
        super().__init__(parent)
        self._clear = ClearOfCards(self, table)
        self.setWindowTitle("Select deal number")
        self.number: int | None = None
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(f"Deal number (1 to {MAX_DEAL}):"))
        self.line = QLineEdit(str(current or 1))
        self.line.setMaxLength(MAX_TYPED)  # before selectAll: setting it drops the selection
        self.line.selectAll()
        self.line.setAccessibleName("Deal number")
        layout.addWidget(self.line)
        # One line under the number: what the number gives, greyed, or in red what is
        # wrong with it. Never empty, so no bare gap; one line long, so the dialog
        # neither widens nor grows as the player types (see ``LONGEST``).
        self.problem = QLabel("")
        self.problem.setWordWrap(True)  # a font unlike the one measured: taller, not cut
        layout.addWidget(self.problem)
        self._size_problem_line(layout, table)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        plain(self.buttons)  # as every other dialog's buttons
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        # Its size is its content's (with room for a complaint): nothing to gain from
        # resizing it, and a window of one size gets no maximise button that works.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        self.line.textChanged.connect(self._check)
        self._check(self.line.text())

    def _size_problem_line(self, layout: QLayout, table: QWidget | None) -> None:
        """The line under the number as wide as its widest words, on one line; in a
        window narrower than that (480 px, a large font), as wide as the window has
        room for, with the lines the widest words take there: the dialog, 531 px wide,
        could never sit inside a 480-px window, and it does not grow as one types."""
        metrics = self.problem.fontMetrics()
        # A little over the widest: wrapped text breaks a few pixels before the edge.
        width = max(metrics.horizontalAdvance(text) for text in LONGEST)
        width += metrics.horizontalAdvance("  ")
        margins = self.contentsMargins() + layout.contentsMargins()
        room = width
        if table is not None:
            # Its frame, taken to be the window's, inside the window's inside too: a
            # dialog 2 px wider than that was placed half past the window's edge.
            frame = table.frameGeometry().width() - table.width()
            room = table.width() - frame - margins.left() - margins.right()
        if room >= width:
            self.problem.setMinimumWidth(width)
            self.problem.setMinimumHeight(metrics.lineSpacing())
            return
        self.problem.setFixedWidth(room)
        wrap = Qt.TextFlag.TextWordWrap
        tallest = max(metrics.boundingRect(0, 0, room, 1 << 16, wrap, t).height() for t in LONGEST)
        self.problem.setMinimumHeight(tallest)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # its size is known: the spot is chosen for it
        self._clear.place()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the system's scheme, changed
            self._colour_line()

    def _colour_line(self) -> None:
        """The line under the number in the text's colour for a note, red for a
        problem: a red that reads on the palette as it is now (the system's scheme
        may change while the dialog is open)."""
        if self.number is None and self.problem.text() != EMPTY:
            palette = QPalette(self.palette())
            red = pick(palette, PROBLEM_COLOUR, DARK_PROBLEM_COLOUR)
            palette.setColor(QPalette.ColorRole.WindowText, red)
            self.problem.setPalette(palette)
        else:
            self.problem.setPalette(QPalette())  # the dialog's own again

    def _check(self, text: str) -> None:
        self.number = None
        if not text.strip():
            self.problem.setText(EMPTY)  # what to type: nothing is wrong yet
        else:
            try:
                self.number = parse_deal_number(text.strip())
                self.problem.setText(note(self.number))
            except DealNumberError as error:
                words = str(error)  # as typed: "2C" stays "2C", not a card
                self.problem.setText(f"{words[:1].upper()}{words[1:]}.")  # a sentence
        self._colour_line()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.number is not None)
