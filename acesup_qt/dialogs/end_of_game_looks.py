"""The end-of-game dialog's three layouts, and how its parts move between them.

The dialog is placed where it hides no card (``placement``). In full it needs
a wide band of felt; on a crowded table it tries the compact layout (some 40%
less height: the deal beside the headline, the record in two columns), then
the narrow one (about 250 pixels wide: every line wrapped, the buttons in two
rows), which fits the column of felt under the stock or the discard heap
when neither band between or below the piles is wide or tall enough.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QBoxLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpacerItem,
    QVBoxLayout,
)

SUBTITLE_STYLE = "font-size: 12pt"  # the deal's name under the headline of a full dialog
# The inside of a narrow dialog: under the stock or the discard heap of a 1280x800
# table, 276 pixels of felt with the gaps to the cards kept, frame included.
NARROW_WIDTH = 250


class Look(NamedTuple):
    """The measures of a layout, and where its parts go."""

    name: str
    margins: tuple[int, int, int, int]
    spacing: int
    headline: str  # font sizes
    score: str
    grid_top: int  # above the record's figures
    grid_gap: int  # between a figure's name and its value
    before_buttons: int
    subtitle: str  # the deal's style, under the headline
    deal_beside: bool  # the deal beside the headline, not under it
    detail: bool  # the line saying why the game is over (the cards show it too)
    record_columns: int  # the record's figures side by side: 1 or 2
    width: int  # 0: as wide as the words; else this wide, every long line wrapped


FULL = Look(
    name="full",
    margins=(28, 22, 28, 20),
    spacing=8,
    headline="xx-large",
    score="large",
    grid_top=6,
    grid_gap=16,
    before_buttons=6,
    subtitle=SUBTITLE_STYLE,
    deal_beside=False,
    detail=True,
    record_columns=1,
    width=0,
)
COMPACT = FULL._replace(
    name="compact",
    margins=(12, 8, 12, 8),
    spacing=3,
    headline="x-large",
    score="medium",
    grid_top=2,
    grid_gap=8,
    before_buttons=2,
    subtitle="",
    deal_beside=True,
    detail=False,
    record_columns=2,
)
NARROW = COMPACT._replace(
    name="narrow",
    grid_top=4,
    before_buttons=6,
    deal_beside=False,
    record_columns=1,
    width=NARROW_WIDTH,
)
LOOKS = (FULL, COMPACT, NARROW)  # tried in this order: the first that hides no card


@dataclass
class Parts:
    """The dialog's widgets and rows that a change of look moves or restyles."""

    layout: QVBoxLayout
    heading: QHBoxLayout  # the headline, and in a compact dialog the deal beside it
    headline: QLabel
    headline_html: Callable[[str], str]  # the headline in a font size
    deal: QLabel
    detail: QLabel
    score: QLabel
    score_html: Callable[[str], str]
    helped: QLabel  # how the game was played: a clean win, or the hints and undos
    deal_note: QLabel
    grid: QGridLayout | None  # the record, if shown
    grid_rows: list[tuple[QLabel, QLabel]]
    verdict_row: QBoxLayout  # the verdict, and "Show me how" beside it or under it
    show_me: QPushButton
    lost_row: QBoxLayout  # the move that gave the win away, "Take me back there" likewise
    take_back: QPushButton
    before_buttons: QSpacerItem
    first_row: QHBoxLayout  # the buttons: all four in a row,
    second_row: QHBoxLayout  # or the last two here, in a narrow dialog
    undo: QPushButton
    close: QPushButton
    score_row: QBoxLayout  # the score, and Review moves beside it
    review: QPushButton

    def lay_out(self, look: Look) -> None:
        """Move and restyle the parts for ``look``, within the size the dialog has:
        the new layout is seen only once the dialog takes its new size and place."""
        layout = self.layout
        layout.setContentsMargins(*look.margins)
        layout.setSpacing(look.spacing)
        self.headline.setText(self.headline_html(look.headline))
        layout.removeWidget(self.deal)  # under the headline,
        while self.heading.count() > 1:  # or beside it
            self.heading.takeAt(1)
        self.deal.setStyleSheet(look.subtitle)
        if look.deal_beside:
            self.heading.addSpacing(12)
            self.heading.addWidget(self.deal, 0, Qt.AlignmentFlag.AlignBottom)
            self.heading.addStretch(1)
        else:
            layout.insertWidget(1, self.deal)  # after the heading
        self.detail.setVisible(look.detail)
        self.score.setText(self.score_html(look.score))
        narrow = look.width > 0
        # A long name, line or note: wrapped.
        for label in (self.deal, self.score, self.helped, self.deal_note):
            label.setWordWrap(narrow)
        self._lay_out_record(look)
        # Narrow, "Show me how" goes under the verdict: beside it, it left the
        # verdict a column of a few words a line.
        for row, button in (
            (self.verdict_row, self.show_me),
            (self.lost_row, self.take_back),
        ):
            row.setDirection(
                QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight
            )
            row.setAlignment(button, Qt.AlignmentFlag.AlignLeft if narrow else Qt.AlignmentFlag(0))
        self.before_buttons.changeSize(0, look.before_buttons)
        for button in (self.undo, self.close):  # two rows of two, or one of four
            self.first_row.removeWidget(button)
            self.second_row.removeWidget(button)
            (self.second_row if narrow else self.first_row).addWidget(button)
        # Beside the score, which wraps in a narrow dialog: there, short (same key).
        self.review.setText("&Moves" if narrow else "Review &moves")
        layout.invalidate()
        # Laid out again now: measured before the layout had caught up with the
        # changes above, the first compact dialog came out 15 pixels too wide,
        # and shrank (and moved) at the coach's next count.
        layout.activate()

    def _lay_out_record(self, look: Look) -> None:
        """The record's figures in one column, or two a row: the first two, then the streaks."""
        grid = self.grid
        if grid is None:
            return
        two = look.record_columns == 2
        for line, (label, shown) in enumerate(self.grid_rows[2:]):
            grid.removeWidget(label)
            grid.removeWidget(shown)
            row, column = (line, 3) if two else (line + 2, 0)
            grid.addWidget(label, row, column)
            grid.addWidget(shown, row, column + 1)
        grid.setContentsMargins(0, look.grid_top, 0, 0)
        grid.setHorizontalSpacing(look.grid_gap)
        grid.setColumnStretch(2, 0 if two else 1)
        grid.setColumnMinimumWidth(2, 4 if two else 0)
        grid.setColumnStretch(5, 1 if two else 0)
