"""The Statistics dialog's Record panel: a variant's figures in words, and how
many of its losses were games left unfinished."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from ..storage import Figures, format_duration
from ..wording import (
    HELP_TIP,
    SOLUTION_SEEN,
    SOLUTION_SEEN_TIP,
    STILL_WINNABLE_SETTING,
    STILL_WINNABLE_TIP,
    percent_text,
    streak_text,
)

FIGURES = (  # the labels' names, and their titles
    ("played", "Games played"),
    ("won", "Games won"),
    ("win_percent", "Win rate"),
    ("clean_won", "Clean wins"),
    ("current_streak", "Current streak"),
    ("longest_winning_streak", "Longest winning streak"),
    ("longest_losing_streak", "Longest losing streak"),
    ("best_score", "Best score"),
    ("average_score", "Average score"),
    ("average_won_time", "Average time of a win"),
    ("fastest_won_time", "Fastest win"),
)


QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum" for a widget's size
NONE = "—"  # a figure of no games: a rate of nothing, the best of no scores


def _number(value: float | None, digits: int = 0) -> str:
    return NONE if value is None else f"{value:.{digits}f}"


def clean_text(figures: Figures) -> str:
    """The clean wins and their share of the wins: "3 (60% of wins)"; "0" with no win."""
    if not figures.won:
        return str(figures.clean_won)
    return f"{figures.clean_won} ({percent_text(figures.clean_percent)} of wins)"


def figure_texts(figures: Figures) -> dict[str, str]:
    """The Record panel's figures in words, by the names of their labels.

    With no game played, "0" games and a dash for every other figure: there is no
    game to have won, cleanly or not, as there is no rate or score. "Games won: 0"
    and "Clean wins: 0" among the dashes read as two figures that meant something.
    """
    if not figures.played:
        return {key: "0" if key == "played" else NONE for key, _ in FIGURES}
    return {
        "played": str(figures.played),
        "won": str(figures.won),
        "win_percent": percent_text(figures.win_percent),
        "clean_won": clean_text(figures),
        "current_streak": streak_text(figures.current_streak),
        "longest_winning_streak": streak_text(figures.longest_winning_streak),
        "longest_losing_streak": streak_text(-figures.longest_losing_streak),
        "best_score": _number(figures.best_score),
        "average_score": _number(figures.average_score, 1),
        "average_won_time": format_duration(figures.average_won_time),
        "fastest_won_time": format_duration(figures.fastest_won_time),
    }


def abandon_note(abandoned: int, lost: int) -> str:
    """How many losses were games left unfinished, in plain English for any count."""
    # Short: wrapped to the figures' width, two lines should hold it at 800x600.
    rule = "A game left for a new one counts as a loss"
    if lost == 0:
        return rule + "."
    if lost == 1:
        if abandoned:
            return rule + ": your one loss was a game abandoned."
        return rule + ". Your one loss was played to the end."
    # "0 of the 2 losses were abandoned" read as a machine's count, beside the one
    # loss "played to the end": all of them or none are said as such.
    losses = "both losses" if lost == 2 else f"all {lost} losses"
    if abandoned == 0:
        return f"{rule}. {losses.capitalize()} were played to the end."
    if abandoned == lost:
        return f"{rule}: {losses} were games abandoned."
    verb = "was" if abandoned == 1 else "were"
    return f"{rule}: {abandoned} of the {lost} losses {verb} abandoned."


class RecordPanel(QGroupBox):
    """The figures of the variant shown, one label each (``labels``, their titles in
    ``titles``), and the note; in one column beside the charts, or in two or three
    across the dialog where it is short (``statistics_room``)."""

    def __init__(
        self, every_figures: Iterable[Figures], metrics: QFontMetrics, parent: QWidget
    ) -> None:
        """``every_figures``: the figures of each choice of the selector, whose widest
        text in ``metrics`` (the dialog's font) sets the figures' width, and whose
        note of the most lines its height. ``parent``: the dialog, given here as the
        panel measures itself in it (alone, as a window, its margins were wider)."""
        super().__init__("Record", parent)
        self.labels: dict[str, QLabel] = {}
        self.titles: dict[str, QLabel] = {}
        self._grid = QGridLayout(self)
        # The gap between two columns of figures, as between a title and its figure.
        self._gap = metrics.horizontalAdvance("M") * 2
        for key, title in FIGURES:
            label = QLabel()
            label.setObjectName(key)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            words = QLabel(title + ":")
            words.setBuddy(label)  # named by its title, as a form's field is
            self.labels[key] = label
            self.titles[key] = words
        clean = self.labels["clean_won"]
        clean.setToolTip(
            f"Games won with no hint, no demo move, no undo, with {STILL_WINNABLE_SETTING} off, "
            f"and not {SOLUTION_SEEN}. {HELP_TIP} {STILL_WINNABLE_TIP} {SOLUTION_SEEN_TIP}"
        )
        # On the words too: a player points at "Clean wins", what needs saying,
        # rather than at the small figure beside it.
        self.titles["clean_won"].setToolTip(clean.toolTip())
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("abandon_note")
        # One width whichever variant is shown: a panel that grew with its figures
        # shifted the charts beside it as the variant changed. The width of this
        # player's widest figure, not of the widest anyone could have ("999 (66.7%
        # of wins)"): at 800x600 that left 40 px of the charts' room empty. The
        # note below them wraps to that width, whatever its counts.
        every = list(every_figures)
        self._widest = {
            key: max(metrics.horizontalAdvance(figure_texts(figures)[key]) for figures in every)
            for key, _ in FIGURES
        }
        # Each arrangement's size, measured once: one width whichever variant is
        # shown, and one height too, that of the note's most lines (a note of three
        # lines for one variant and two for the next moved the list of games below).
        self._sizes: dict[int, QSize] = {}
        for columns in (3, 2, 1):
            self._place(columns)
            self.note.clear()
            width = self.sizeHint().width()  # the note empty: it wraps to the figures' width
            tallest = 0
            for figures in every:
                self.note.setText(abandon_note(figures.abandoned, figures.lost))
                tallest = max(tallest, self.heightForWidth(width))
            self._sizes[columns] = QSize(width, tallest)
        self.columns = 1
        self.set_columns(1)

    def _place(self, columns: int) -> None:
        """Lay the titles and figures out in ``columns`` columns, the note under them."""
        grid = self._grid
        for widget in (*self.titles.values(), *self.labels.values(), self.note):
            grid.removeWidget(widget)
        down = -(-len(FIGURES) // columns)  # the rows of a column
        keys = [key for key, _ in FIGURES]
        one_width = max(self._widest.values())  # one column: all as wide as the widest
        for first in range(0, len(keys), down):
            # Each column's figures as wide as its own widest, in any variant: three
            # as wide as "34 (100% of wins)" did not fit across 800 px.
            column = keys[first : first + down]
            width = max(self._widest[key] for key in column)
            for row, key in enumerate(column):
                self.labels[key].setMinimumWidth(width if columns > 1 else one_width)
                grid.addWidget(self.titles[key], row, 3 * (first // down))
                grid.addWidget(self.labels[key], row, 3 * (first // down) + 1)
        grid.addWidget(self.note, down, 0, 1, 3 * columns - 1)
        for gap in (2, 5):  # across the dialog, the columns spread evenly over it
            grid.setColumnMinimumWidth(gap, self._gap if columns > 1 else 0)
            grid.setColumnStretch(gap, 1 if columns > 1 else 0)

    def size_of(self, columns: int) -> QSize:
        """The panel's size laid out in ``columns`` columns (1, 2 or 3)."""
        return self._sizes[columns]

    def set_columns(self, columns: int) -> None:
        """Lay the figures out in ``columns`` columns (1, 2 or 3), at that arrangement's
        size; across the dialog (2 or 3), as narrow as two allow, whichever is shown:
        three across as the least width held a dialog made narrow wider than its window."""
        self.columns = columns
        self._place(columns)
        width = self._sizes[columns].width()
        if columns == 1:  # beside the charts
            self.setFixedWidth(width)
        else:  # across the dialog
            self.setMinimumWidth(self._sizes[2].width())
            self.setMaximumWidth(QWIDGETSIZE_MAX)
        self.setMinimumHeight(self._sizes[columns].height())

    def show_figures(self, figures: Figures) -> None:
        """Show ``figures`` in words."""
        for key, value in figure_texts(figures).items():
            self.labels[key].setText(value)
        self.note.setText(abandon_note(figures.abandoned, figures.lost))

    def show_not_read(self) -> None:
        """The statistics could not be read: a dash for every figure, the games played
        too (there may be hundreds, unread: "0" said there were none); the note says
        the rule alone, of no losses counted."""
        for label in self.labels.values():
            label.setText(NONE)
        self.note.setText(abandon_note(0, 0))
