"""The end-of-game dialog's four layouts, and how its parts move between them.

The dialog is placed where it hides no card nor the words under the stock
and the discard heap (``placement``). In full it needs a wide band of felt;
on a crowded table it tries the compact layout (some 30% less height: no line
saying why the game is over, the record in two columns), then the narrow one
(about 250 pixels wide: every line wrapped, the buttons in two rows), which
fits the column of felt under the stock or the discard heap when neither band
between or below the piles is wide or tall enough; then the slim one, narrow
with less margin, for a column a few pixels short of that. Each keeps the full one's
order: the headline, the deal under it, the score, the record, and the
solver's words, with their buttons under them, never squeezed beside them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from PySide6.QtGui import QKeySequence
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
SMALL_SUBTITLE = "font-size: 8pt"  # and of a compact or narrow one
# The button that opens the Review moves panel, named as its title; in a narrow
# dialog, beside the wrapped score, by its verb alone (no wider than "Moves" was,
# where "Review moves" wrapped the score on a third line). Alt+M in both.
REVIEW_BUTTON = "Review &moves"
NARROW_REVIEW_BUTTON = "Review"
REVIEW_KEY = "Alt+M"
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
    grid_pairs_gap: int  # between the two columns of figures, in two columns
    before_buttons: int
    subtitle: str  # the deal's style, under the headline
    # The line saying why the game is over. Compact and narrow leave it out: the
    # cards show it, and its room (a line; three, wrapped) put a compact dialog
    # over the status bar's result at 800x600 and over top cards' indices.
    detail: bool
    record_columns: int  # the record's figures side by side: 1, 2, or all 4 (short names)
    width: int  # 0: as wide as the words; else this wide, every long line wrapped
    deal_beside: bool = False  # the deal's name on the headline's line, not under it


FULL = Look(
    name="full",
    margins=(28, 22, 28, 20),
    spacing=8,
    headline="xx-large",
    score="large",
    grid_top=6,
    grid_gap=16,
    grid_pairs_gap=0,
    before_buttons=6,
    subtitle=SUBTITLE_STYLE,
    detail=True,
    record_columns=1,
    width=0,
)
COMPACT = FULL._replace(
    name="compact",
    margins=(14, 8, 14, 8),
    spacing=3,
    headline="large",  # with the deal under it, small: the full one's pair, some 10 px less
    score="medium",
    grid_top=2,
    grid_gap=10,
    grid_pairs_gap=24,
    before_buttons=4,
    subtitle=SMALL_SUBTITLE,
    detail=False,
    record_columns=2,
)
NARROW = COMPACT._replace(
    name="narrow",
    margins=(16, 10, 16, 10),
    headline="x-large",
    subtitle="",
    grid_top=4,
    grid_pairs_gap=0,
    record_columns=1,
    width=NARROW_WIDTH,
)
# Narrow with less felt at its sides: on a 1024x600 screen the column under the
# stock can be a few pixels narrower than a narrow dialog, which then went compact
# over the window's menus and the top-left cards (the verdict's room and all).
SLIM = NARROW._replace(name="slim", margins=(10, 8, 10, 8), width=NARROW_WIDTH - 34)
# Compact with every line it can spare given back to the cards: on an 800x600 table
# no look finds a spot hiding no card, and the compact dialog (the record on three
# lines, the deal's name on its own) hid the buried strips of piles 3 and 4 and the
# heap, the aces among them. The deal's name beside the headline, the record on one
# line under short names, little margin and no spacing but the lines' own: some 65
# pixels (near two strips of a pile) shorter. Its words and buttons are the compact
# one's. (With 12 pixels more, at 800x600 the dialog of deal 18 lost by simple play
# had to go over the toolbar to leave the index of the ace under it in sight.)
TIGHT = COMPACT._replace(
    name="tight",
    margins=(8, 2, 8, 2),
    spacing=0,
    grid_top=0,
    grid_gap=4,
    grid_pairs_gap=12,
    before_buttons=1,
    record_columns=4,
    deal_beside=True,
)
BUTTONS_GAP = 2  # the least room between two buttons in a row, in pixels
# Tried in this order: the first that hides no card nor the words under the stock
# and the heap, else the first that hides no card (``end_of_game_fit.choose``);
# with none, the one that hides the least.
LOOKS = (FULL, COMPACT, NARROW, SLIM, TIGHT)
# The record's figures by short names, all on one line (TIGHT): as the statistics
# dialog names them, shortened.
SHORT_NAMES = ("Won:", "Rate:", "Streak:", "Best streak:")


@dataclass
class Parts:
    """The dialog's widgets and rows that a change of look moves or restyles."""

    layout: QVBoxLayout
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
    answers: QBoxLayout  # "Show me how" and "Take me back there", under the solver's words
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
        # Under the headline in every look: beside it, "Game over  Deal #5 ·
        # Standard" read as one cramped line.
        self.deal.setStyleSheet(look.subtitle)
        self.deal.setVisible(bool(self.deal.text()) and not look.deal_beside)
        self.detail.setVisible(look.detail)
        # Left out, the line is still the dialog's description, for a player who
        # hears it rather than sees "Stock empty" and the last cards on the table.
        # (Shown, it is not: a screen reader would read it twice.)
        self.detail.window().setAccessibleDescription("" if look.detail else self.detail.text())
        self.score.setText(self.score_html(look.score))
        narrow = look.width > 0
        # A long name, line or note: wrapped.
        for label in (self.deal, self.score, self.helped, self.deal_note):
            label.setWordWrap(narrow)
        self._lay_out_record(look)
        # Side by side, or one under the other where both are too wide for a row.
        self.answers.setDirection(
            QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight
        )
        self.before_buttons.changeSize(0, look.before_buttons)
        for row in (self.first_row, self.second_row):
            # Apart, however close the lines: at no spacing their frames touched, one
            # long bar with four words on it.
            row.setSpacing(max(look.spacing, BUTTONS_GAP))
        for button in (self.undo, self.close):  # two rows of two, or one of four
            self.first_row.removeWidget(button)
            self.second_row.removeWidget(button)
            (self.second_row if narrow else self.first_row).addWidget(button)
        # Beside the score, which wraps in a narrow dialog: there, short (same key).
        self.review.setText(NARROW_REVIEW_BUTTON if narrow else REVIEW_BUTTON)
        self.review.setShortcut(QKeySequence(REVIEW_KEY))  # the words' own key, or none
        layout.invalidate()
        # Laid out again now: measured before the layout had caught up with the
        # changes above, the first compact dialog came out 15 pixels too wide,
        # and shrank (and moved) at the coach's next count.
        layout.activate()

    def _lay_out_record(self, look: Look) -> None:
        """The record's figures in one column, two a row (the first two, then the
        streaks), or all four in one row under short names."""
        grid = self.grid
        if grid is None:
            return
        per_row = look.record_columns
        for index, (label, shown) in enumerate(self.grid_rows):
            grid.removeWidget(label)
            grid.removeWidget(shown)
            row, column = index // per_row, index % per_row * 3
            if per_row == 2:  # the first two, then the streaks beside them
                row, column = index % 2, index // 2 * 3
            grid.addWidget(label, row, column)
            grid.addWidget(shown, row, column + 1)
            full = label.property("full_name") or label.text()
            label.setProperty("full_name", full)
            label.setText(SHORT_NAMES[index] if per_row == 4 else full)
        grid.setContentsMargins(0, look.grid_top, 0, 0)
        grid.setHorizontalSpacing(look.grid_gap)
        last = 3 * per_row - 1  # the column after the last figure: the rest of the width
        for column in range(12):
            gap = column % 3 == 2 and column < last
            grid.setColumnMinimumWidth(column, look.grid_pairs_gap if gap else 0)
            grid.setColumnStretch(column, 1 if column == last else 0)
