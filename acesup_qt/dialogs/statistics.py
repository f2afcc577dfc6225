"""Game > Statistics: the player's record per variant, the scores, the recent games.

It takes a ``History`` and nothing of the window: a double click on a recent
game emits ``replay_requested(variant, deal)`` (a deal number, or the deck
string of a custom deal) for the window to act on.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QStandardPaths, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .. import settings
from ..engine import VARIANTS
from ..storage import Figures, GameRecord, History, format_duration
from ..storage.progress import AVERAGE_OF
from ..storage.records import Ending
from ..wording import (
    HELP_TIP,
    OLD_HINTS_TIP,
    STILL_WINNABLE_LINE,
    STILL_WINNABLE_TIP,
    percent_text,
    streak_text,
    variant_name,
)
from .histogram import ScoreHistogram
from .progress import CHARTED, ProgressPanel

RECENT_LIMIT = 200  # rows in the recent-games table; the figures count every game
# Games read for the table and the progress chart: the first charted game's
# moving average counts the games before it.
RECENT_READ = max(RECENT_LIMIT, CHARTED) + AVERAGE_OF - 1
CHARTS = ("scores", "progress")  # the tabs, by their names in the settings
ALL_VARIANTS = ""  # the selector's data for "All variants"
RESULT_TEXT = {Ending.WON: "Won", Ending.LOST: "Lost", Ending.ABANDONED: "Abandoned"}
# Hints, the demo's moves and undos beside the result: how it was played. Demo
# moves have a column of their own: "2 + 30 demo" in the Hints column read as
# arithmetic, and a short number column fits at 800x600.
COLUMNS = ("Date", "Variant", "Deal", "Score", "Time", "Hints", "Demo", "Undos", "Result")
NUMBER_COLUMNS = (2, 3, 4, 5, 6, 7)  # right-aligned
HELP_COLUMNS = (5, 6)  # hints and demo moves: their header says what they count
VARIANT_COLUMN, RESULT_COLUMN = 1, 8
ASSISTED_MARK = f", {STILL_WINNABLE_LINE} on"  # after the result: "Won, the winnable line on"
RESULT_COLOR = {Ending.WON: QColor(30, 130, 60), Ending.ABANDONED: QColor(120, 120, 120)}


def _number(value: float | None, digits: int = 0) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def clean_text(figures: Figures) -> str:
    """The clean wins and their share of the wins: "3 (60% of wins)"; "0" with no win."""
    if not figures.won:
        return str(figures.clean_won)
    return f"{figures.clean_won} ({percent_text(figures.clean_percent)} of wins)"


def figure_texts(figures: Figures) -> dict[str, str]:
    """The Record panel's figures in words, by the names of their labels."""
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
    verb = "was" if abandoned == 1 else "were"
    return f"{rule}: {abandoned} of the {lost} losses {verb} abandoned."


def export_folder() -> Path:
    """Where an export goes unless the player picks another folder: Documents, else home.

    Not the working directory, which a game started from a menu or an
    installed bundle does not choose (on macOS it is "/").
    """
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


class StatisticsDialog(QDialog):
    """The record of every finished game, per variant, with reset and CSV export."""

    replay_requested = Signal(str, object)  # variant, deal number (int) or deck (str)

    def __init__(
        self, history: History, variant: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.history = history
        self.setWindowTitle("Statistics")
        self.setObjectName("statistics")

        self.variant_box = QComboBox()
        self.variant_box.addItem("All variants", ALL_VARIANTS)
        for name in VARIANTS:
            self.variant_box.addItem(variant_name(name), name)
        if variant is not None and (index := self.variant_box.findData(variant)) >= 0:
            self.variant_box.setCurrentIndex(index)
        selector = QHBoxLayout()
        variant_label = QLabel("&Variant:")
        variant_label.setBuddy(self.variant_box)
        selector.addWidget(variant_label)
        selector.addWidget(self.variant_box)
        selector.addStretch(1)

        self.figure_labels: dict[str, QLabel] = {}
        record_box = QGroupBox("Record")
        form = QFormLayout(record_box)
        for key, title in (
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
        ):
            label = QLabel()
            label.setObjectName(key)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(title + ":", label)
            self.figure_labels[key] = label
        self.figure_labels["clean_won"].setToolTip(
            f"Games won with no hint, no demo move, no undo and without {STILL_WINNABLE_LINE}. "
            f"{HELP_TIP} {STILL_WINNABLE_TIP}"
        )
        self.abandon_note = QLabel()
        self.abandon_note.setWordWrap(True)
        self.abandon_note.setObjectName("abandon_note")
        form.addRow(self.abandon_note)
        # One width whichever variant is shown: a panel that grew with its figures
        # shifted the charts beside it as the variant changed. The width of this
        # player's widest figure, not of the widest anyone could have ("999 (66.7%
        # of wins)"): at 800x600 that left 40 px of the charts' room empty. The
        # note below them wraps to that width, whatever its counts.
        widest = max(
            self.fontMetrics().horizontalAdvance(text)
            for choice in (None, *VARIANTS)
            for text in figure_texts(history.figures(choice)).values()
        )
        for label in self.figure_labels.values():
            label.setMinimumWidth(widest)
        record_box.setFixedWidth(record_box.sizeHint().width())  # the note still empty

        # Two charts in the room of one: at 800x600 a second one below would
        # leave the list of recent games no room.
        self.histogram = ScoreHistogram()
        self.progress = ProgressPanel()
        self.charts = QTabWidget()
        self.charts.addTab(self.histogram, "&Scores (cards discarded; 48 is a win)")
        self.charts.addTab(self.progress, "&Progress")
        self.charts.setTabToolTip(1, "Your games in order, and the last 20 against the ones before")
        # The chart the player looked at last time: one who follows the progress
        # should not have to pick it each time.
        last = settings.statistics_chart()
        self.charts.setCurrentIndex(CHARTS.index(last) if last in CHARTS else 0)
        self.charts.currentChanged.connect(lambda i: settings.set_statistics_chart(CHARTS[i]))

        top = QHBoxLayout()
        top.addWidget(record_box)
        top.addWidget(self.charts, 1)

        self.recent_table = QTableWidget(0, len(COLUMNS))
        self.recent_table.setHorizontalHeaderLabels(COLUMNS)
        for column in HELP_COLUMNS:
            heading = self.recent_table.horizontalHeaderItem(column)
            if heading is not None:  # set just above
                heading.setToolTip(f"{HELP_TIP} {OLD_HINTS_TIP}")
        self.recent_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.recent_table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.recent_table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.recent_table.setAlternatingRowColors(True)
        header = self.recent_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        rows = self.recent_table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 8)
        rows.setVisible(False)
        self.recent_table.setToolTip("Double-click a game, or press Enter, to play its deal again")
        self.recent_table.cellDoubleClicked.connect(self._replay_row)
        self.recent_table.installEventFilter(self)  # Enter: the same from the keyboard
        self.recent_box = QGroupBox()
        QVBoxLayout(self.recent_box).addWidget(self.recent_table)

        self.memory_note = QLabel(
            "Statistics cannot be saved on this computer right now: "
            "this session's games are kept in memory only."
        )
        self.memory_note.setWordWrap(True)
        self.memory_note.setVisible(history.in_memory)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton("&Reset…")
        self.export_button = QPushButton("&Export CSV…")
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.ask_reset)
        self.export_button.clicked.connect(self.ask_export)

        layout = QVBoxLayout(self)
        layout.addLayout(selector)
        layout.addLayout(top)
        layout.addWidget(self.recent_box, 1)
        layout.addWidget(self.memory_note)
        layout.addWidget(buttons)
        # No larger than the screen: on 800x600 the buttons were below its foot.
        # As wide as a window on it, though: the games' row needs it whole.
        room = (parent or self).screen().availableGeometry()
        self.resize(min(800, room.width() - 16), min(640, room.height() * 9 // 10))

        self._shown: list[GameRecord] = []
        self.figures = Figures()
        self.variant_box.currentIndexChanged.connect(self.refresh)
        self.refresh()

    @property
    def variant(self) -> str | None:
        """The variant shown; None for all variants."""
        data = self.variant_box.currentData()
        return data if data else None

    def refresh(self) -> None:
        """Read the history again and show it."""
        variant = self.variant
        self.figures = figures = self.history.figures(variant)
        self._show_figures(figures)
        self.histogram.set_counts(figures.histogram)
        latest = self.history.recent(variant, RECENT_READ)
        self.progress.set_games(figures, latest)
        self._shown = latest[:RECENT_LIMIT]
        self._fill_table(self._shown)
        self.reset_button.setEnabled(figures.played > 0)
        self.export_button.setEnabled(figures.played > 0)

    def _show_figures(self, figures: Figures) -> None:
        for key, value in figure_texts(figures).items():
            self.figure_labels[key].setText(value)
        self.abandon_note.setText(abandon_note(figures.abandoned, figures.lost))

    def _fill_table(self, games: list[GameRecord]) -> None:
        table = self.recent_table
        table.setUpdatesEnabled(False)
        # One variant shown: the selector names it, and the result has its room.
        table.setColumnHidden(VARIANT_COLUMN, self.variant is not None)
        table.setRowCount(len(games))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for row, game in enumerate(games):
            cells = (
                time.strftime("%Y-%m-%d %H:%M", time.localtime(game.ended_at)),
                variant_name(game.variant),
                game.deal_label,
                str(game.score),
                format_duration(game.duration),
                str(game.hints),
                str(game.demo_moves),
                str(game.undos),
                RESULT_TEXT[game.ending] + (ASSISTED_MARK if game.assisted else ""),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in NUMBER_COLUMNS:
                    item.setTextAlignment(right)
                elif column == RESULT_COLUMN and game.ending in RESULT_COLOR:
                    item.setForeground(RESULT_COLOR[game.ending])
                if column == RESULT_COLUMN and game.assisted:
                    # The whole result too: at 800x600 a long row cuts it short.
                    item.setToolTip(f"{text}. {STILL_WINNABLE_TIP}")
                table.setItem(row, column, item)
        table.setUpdatesEnabled(True)
        shown = len(games)
        total = self.figures.played
        more = f", the last {shown} of {total}" if total > shown else ""
        self.recent_box.setTitle(f"Recent games{more} (double-click or Enter: play it again)")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on a recent game plays its deal again, as a double click does."""
        if (
            watched is self.recent_table
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.recent_table.currentRow() >= 0
        ):
            self._replay_row(self.recent_table.currentRow(), 0)
            return True  # not also the dialog's default button
        return super().eventFilter(watched, event)

    def _replay_row(self, row: int, column: int) -> None:
        if not 0 <= row < len(self._shown):
            return
        game = self._shown[row]
        deal: int | str = game.deal_number if game.deal_number is not None else game.deck or ""
        self.replay_requested.emit(game.variant, deal)

    # -- reset and export ----------------------------------------------------

    def ask_reset(self) -> None:
        """Ask which statistics to forget, then forget them."""
        variant = self.variant
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle("Reset statistics")
        box.setText("Forget finished games? This cannot be undone.")
        choices: dict[object, str | None] = {}
        if variant is not None:
            count = self.history.count(variant)
            title = variant_name(variant)
            one = box.addButton(f"Reset {title} ({count})", QMessageBox.ButtonRole.DestructiveRole)
            choices[one] = variant
        every = box.addButton(
            f"Reset all variants ({self.history.count()})", QMessageBox.ButtonRole.DestructiveRole
        )
        choices[every] = None
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        if clicked in choices:
            self.history.reset(choices[clicked])
            self.refresh()

    def ask_export(self) -> None:
        """Ask where to save the shown games as CSV, and save them."""
        variant = self.variant
        suggested = export_folder() / f"acesup-{variant or 'all'}-{time.strftime('%Y%m%d')}.csv"
        name, _ = QFileDialog.getSaveFileName(
            self, "Export statistics", str(suggested), "CSV files (*.csv)"
        )
        if not name:
            return
        try:
            with Path(name).open("w", newline="", encoding="utf-8") as out:
                self.history.export_csv(out, variant)
        except OSError as error:
            QMessageBox.warning(self, "Export statistics", f"Could not save {name}: {error}")
