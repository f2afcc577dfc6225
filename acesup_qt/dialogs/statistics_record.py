"""The Statistics dialog's Record panel: a variant's figures in words, and how
many of its losses were games left unfinished."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QWidget

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
    """The figures of the variant shown, one label each (``labels``), and the note."""

    def __init__(
        self, every_figures: Iterable[Figures], metrics: QFontMetrics, parent: QWidget
    ) -> None:
        """``every_figures``: the figures of each choice of the selector, whose widest
        text in ``metrics`` (the dialog's font) sets the figures' width, and whose
        note of the most lines its height. ``parent``: the dialog, given here as the
        panel measures itself in it (alone, as a window, its margins were wider)."""
        super().__init__("Record", parent)
        self.labels: dict[str, QLabel] = {}
        form = QFormLayout(self)
        for key, title in FIGURES:
            label = QLabel()
            label.setObjectName(key)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(title + ":", label)
            self.labels[key] = label
        clean = self.labels["clean_won"]
        clean.setToolTip(
            f"Games won with no hint, no demo move, no undo, with {STILL_WINNABLE_SETTING} off, "
            f"and not {SOLUTION_SEEN}. {HELP_TIP} {STILL_WINNABLE_TIP} {SOLUTION_SEEN_TIP}"
        )
        # On the words too: a player points at "Clean wins", what needs saying,
        # rather than at the small figure beside it.
        words = form.labelForField(clean)
        if words is not None:
            words.setToolTip(clean.toolTip())
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("abandon_note")
        form.addRow(self.note)
        # One width whichever variant is shown: a panel that grew with its figures
        # shifted the charts beside it as the variant changed. The width of this
        # player's widest figure, not of the widest anyone could have ("999 (66.7%
        # of wins)"): at 800x600 that left 40 px of the charts' room empty. The
        # note below them wraps to that width, whatever its counts.
        every = list(every_figures)
        widest = max(
            metrics.horizontalAdvance(text)
            for figures in every
            for text in figure_texts(figures).values()
        )
        for label in self.labels.values():
            label.setMinimumWidth(widest)
        width = self.sizeHint().width()  # the note still empty
        self.setFixedWidth(width)
        # One height too, that of the note's most lines: a note of three lines for
        # one variant and two for the next moved the list of recent games below.
        tallest = 0
        for figures in every:
            self.note.setText(abandon_note(figures.abandoned, figures.lost))
            tallest = max(tallest, self.heightForWidth(width))
        self.setMinimumHeight(tallest)

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
