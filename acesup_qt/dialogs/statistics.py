"""Game > Statistics: the player's record per variant, the scores, the recent games.

It takes a ``History`` and nothing of the window: a double click on a recent
game emits ``replay_requested(variant, deal)`` (a deal number, or the deck
string of a custom deal) for the window to act on.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from .. import settings
from ..engine import VARIANTS
from ..storage import Figures, GameRecord, History
from ..storage.database import disk_full, write_fault
from ..storage.progress import AVERAGE_OF
from ..storage.ratings import RatedComparison, RatedStretch
from ..window_size import FRAME_ALLOWANCE
from ..wording import plural, variant_name
from . import save_file
from .histogram import NOT_READ, ScoreHistogram
from .in_window import fitted
from .plain_buttons import plain, warn
from .progress import CHARTED, ProgressPanel
from .recent_games import RecentGames
from .statistics_record import RecordPanel
from .statistics_room import RECENT, ShortRoom

RECENT_LIMIT = 200  # rows in the recent-games table; the figures count every game
# Games read for the table and the progress chart: the first charted game's
# moving average counts the games before it.
RECENT_READ = max(RECENT_LIMIT, CHARTED) + AVERAGE_OF - 1
CHARTS = ("scores", "progress")  # the tabs, by their names in the settings
ALL_VARIANTS = ""  # the selector's data for "All variants"


EXPORT_TITLE = "Export CSV"  # the Save dialog's title: the button's words, as pressed


def unreadable_text(error: sqlite3.Error, path: Path | None) -> str:
    """Why the dialog shows no games: the file named, SQLite's reason, and what
    the player may do. A damaged file is set aside at the next start
    (``database.open_connection``); a locked one is the player's data, untouched."""
    where = f"from their file, {path}" if path is not None else "from memory"
    return (
        f"The statistics could not be read {where} ({error}), so none are shown here. "
        "Nothing was changed or forgotten. Close Statistics and open it again to try "
        "once more; if the file is damaged, the game sets it aside at its next start."
    )


def export_name(variant: str | None, day: str) -> str:
    """The export's suggested file name, in words a player reads in a folder:
    "Aces Up statistics 2026-12-02.csv" for every variant, one variant's by the
    name the game gives it ("Aces Up statistics (Four Ace Patience)
    2026-12-02.csv"), not the engine's ("aces-only"). ``day``: ISO, YYYY-MM-DD."""
    if not variant:
        return f"Aces Up statistics {day}.csv"
    words = "".join(c if c.isalnum() or c in " -" else " " for c in variant_name(variant))
    return f"Aces Up statistics ({' '.join(words.split())}) {day}.csv"


def _normal_size(dialog: QDialog, window: QWidget | None) -> QSize:
    """The size the dialog takes where there is room for it: 800x640.

    No larger than the screen: on 800x600 the buttons were below its foot. As
    wide as a window on it, though: the games' row needs it whole. And no larger
    than the window it opens over (``in_window.fitted``), as far as its least size
    allows (the list of games scrolls, the chart draws smaller): opened over a
    window of 800x600 it hung some 35 px past the window's foot, over the desktop."""
    room = (window or dialog).screen().availableGeometry()
    return QSize(min(800, room.width() - 16), min(640, room.height() * 9 // 10))


class BodyScroll(QScrollArea):
    """The dialog's body, as large as the room it is given, or its least size and
    scrolled. Not QScrollArea's own resizing: it gave the body the height its
    wrapped words prefer, never less, and the short layout (``statistics_room``)
    never came."""

    def __init__(self, body: QWidget) -> None:
        super().__init__()
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        # No Tab stop of its own before the variant's box: Tab walks the dialog's
        # controls as they stand (and scrolls to the one it reaches).
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidget(body)
        self.body = body

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Sized from the room with the bars it will need, not from the viewport as it
        # is: that still had the bars of the size before, and the first frame showed
        # a bar to scroll down with, gone in the next.
        body = self.body
        least = body.minimumSize()
        room = self.maximumViewportSize()
        bar_width = self.verticalScrollBar().sizeHint().width()
        bar_height = self.horizontalScrollBar().sizeHint().height()
        across = least.width() > room.width()
        down = least.height() > room.height() - (bar_height if across else 0)
        across = across or (down and least.width() > room.width() - bar_width)
        width = room.width() - (bar_width if down else 0)
        height = room.height() - (bar_height if across else 0)
        body.resize(QSize(width, height).expandedTo(least))
        super().resizeEvent(event)


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
        # Named by its label (Qt's buddy), told what it chooses.
        self.variant_box.setAccessibleDescription("The variant whose games are shown")
        selector.addWidget(variant_label)
        selector.addWidget(self.variant_box)
        selector.addStretch(1)

        # Each variant's figures and games, for the widths: read once here, up front,
        # so a file that cannot be read is told of (``unreadable``), not a traceback.
        choices = (None, *VARIANTS)
        fault: sqlite3.Error | None = None
        try:
            every = [history.figures(choice) for choice in choices]
            every_recent = [history.recent(choice, RECENT_LIMIT) for choice in choices]
        except sqlite3.Error as error:
            every, every_recent, fault = [Figures()], [], error
        self.record = RecordPanel(every, self.fontMetrics(), self)
        self.figure_labels = self.record.labels
        self.abandon_note = self.record.note

        # Two charts in the room of one: at 800x600 a second one below would
        # leave the list of recent games no room.
        self.histogram = ScoreHistogram()
        self.progress = ProgressPanel()
        self.charts = QTabWidget()
        self.charts.addTab(self.histogram, "&Scores (cards discarded; 48 is a win)")
        self.charts.addTab(self.progress, "&Progress")
        self.charts.setTabToolTip(0, "How many games ended at each score")
        self.charts.setTabToolTip(1, "Your games in order, and the last 20 against the ones before")
        # The chart the player looked at last time: one who follows the progress
        # should not have to pick it each time.
        last = settings.statistics_chart()
        self.charts.setCurrentIndex(CHARTS.index(last) if last in CHARTS else 0)
        self.charts.currentChanged.connect(self._tab_chosen)

        top = QHBoxLayout()
        top.addWidget(self.record)
        top.addWidget(self.charts, 1)

        self.recent_box = RecentGames(self.fontMetrics())
        # Its columns as wide as any variant's games need, as the record is wide:
        # the same columns in the same places whichever variant is shown.
        self.recent_box.fit_columns(every_recent)
        self.recent_table = self.recent_box.table
        self.recent_box.replay_requested.connect(self.replay_requested)

        self.memory_note = QLabel(
            "Statistics cannot be saved on this computer right now: "
            "this session's games are kept in memory only."
        )
        self.memory_note.setWordWrap(True)
        self.memory_note.setVisible(history.in_memory)
        # The file could not be read: said at the top, where the figures would be,
        # and not in a box over the dialog (closing it, the player saw only dashes).
        self.unreadable = QLabel()
        self.unreadable.setObjectName("unreadable")
        self.unreadable.setWordWrap(True)
        self.unreadable.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.unreadable.hide()

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        plain(buttons)  # as bare as Reset… and Export CSV… beside it
        self.reset_button = QPushButton("&Reset…")
        self.export_button = QPushButton("&Export CSV…")
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.reset_button.setAccessibleDescription(
            "Forget the finished games of the variant shown, or of all variants, after asking"
        )
        self.export_button.setAccessibleDescription("Save the games shown to a CSV file")
        buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.ask_reset)
        self.export_button.clicked.connect(self.ask_export)

        # All but the buttons scrolls where the dialog is smaller than its least size:
        # its figures, charts and list were 573 px wide at the least with a large
        # font, and over a 480-px window the dialog hung past the window's left edge.
        self.body = QWidget()
        layout = QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(selector)
        layout.addWidget(self.unreadable)
        layout.addLayout(top)
        layout.addWidget(self.recent_box, 1)
        layout.addWidget(self.memory_note)
        # What the last export did, beside the button pressed: the file dialog
        # closing said nothing, and the player could not tell it had worked.
        self.export_note = QLabel()
        self.export_note.setObjectName("export_note")
        self.export_note.setWordWrap(True)
        self.export_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.export_note.hide()
        layout.addWidget(self.export_note)
        self.body_area = BodyScroll(self.body)
        outer = QVBoxLayout(self)
        outer.addWidget(self.body_area, 1)
        outer.addWidget(buttons)
        self.buttons = buttons
        # Tab in the order they stand, Close last (the box made it first): every
        # platform's layout puts these two before Close. Set once the box is in
        # the dialog: set before, it had no effect.
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        QWidget.setTabOrder(self.recent_table, self.reset_button)
        QWidget.setTabOrder(self.reset_button, self.export_button)
        QWidget.setTabOrder(self.export_button, close)
        # Enter outside the list of games closes the dialog, as in any window that
        # only shows things: Reset, the first button Qt found, was the one it pressed.
        for action in (self.reset_button, self.export_button):
            action.setAutoDefault(False)
        close.setDefault(True)
        # Resized with the window while open, by ``in_window``; laid out for its
        # height as it is (``statistics_room``).
        self.normal_size = _normal_size(self, parent)
        self.room = ShortRoom(self, top, layout)
        self.body.setMinimumSize(self.room.least)
        # Its least to begin with, not its preferred size: taller than the room, that
        # showed a bar to scroll down with in the first frame, gone in the next.
        self.body.resize(self.room.least)
        self.setMinimumSize(self.minimumSizeHint())
        self.resize(fitted(self, self.normal_size, parent))

        self.figures = Figures()
        self.variant_box.currentIndexChanged.connect(self.refresh)
        if fault is not None:
            self._show_nothing(fault)
        else:
            self.refresh()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (as QWidget's)
        """As narrow as its buttons: the body scrolls across a dialog narrower than it
        (a large font, a narrow window). As tall as the body's least, with the buttons."""
        outer = self.layout()
        assert outer is not None
        margins = outer.contentsMargins()
        buttons = self.buttons.minimumSizeHint()
        width = max(buttons.width(), self.body_area.minimumSizeHint().width())
        # No room kept for the bar it scrolls across with: on a short screen the dialog
        # took those pixels from the list of games. Narrow and short, it scrolls down a
        # little too.
        height = self.room.least.height() + outer.spacing() + buttons.height()
        least = QSize(width, height).grownBy(margins)
        # No taller than the screen, its frame included: at QT_FONT_DPI=192 a 1280x800
        # screen is 640x400 to Qt, and the buttons were below its foot. It scrolls down.
        room = self.screen().availableGeometry().height() - FRAME_ALLOWANCE.height()
        # Never less than the buttons and a few lines of the body above them.
        floor = least.height() - self.room.least.height() + 4 * self.fontMetrics().lineSpacing()
        return QSize(width, min(least.height(), max(room, floor)))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.room.fit()  # laid out, not yet drawn: in the other layout, if short

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.room.fit()

    def _tab_chosen(self, index: int) -> None:
        """Remember the tab chosen, for the next time (the list's, where it is one)."""
        if self.charts.widget(index) is self.recent_box:
            settings.set_statistics_chart(RECENT)
        elif 0 <= index < len(CHARTS):
            settings.set_statistics_chart(CHARTS[index])

    @property
    def variant(self) -> str | None:
        """The variant shown; None for all variants."""
        data = self.variant_box.currentData()
        return data if data else None

    def refresh(self) -> None:
        """Read the history again and show it; if it cannot be read, say so instead."""
        variant = self.variant
        try:
            figures = self.history.figures(variant)
            latest = self.history.recent(variant, RECENT_READ)
            rated = self.history.rated(variant)
        except sqlite3.Error as error:
            self._show_nothing(error)
            return
        self.unreadable.hide()  # read again, and read this time (a lock let go)
        self._show(figures, latest, rated)

    def _show(self, figures: Figures, latest: list[GameRecord], rated: RatedComparison) -> None:
        self.figures = figures
        self.record.show_figures(figures)
        self.histogram.set_counts(figures.histogram)
        self.progress.set_games(figures, latest)
        self.progress.set_ratings(rated)
        self.recent_box.show_games(latest[:RECENT_LIMIT], figures.played, self.variant is not None)
        self.reset_button.setEnabled(figures.played > 0)
        self.export_button.setEnabled(figures.played > 0)

    def _show_nothing(self, error: sqlite3.Error) -> None:
        """The file could not be read: no figures, no games, and why, naming the file.
        Reset and Export are greyed out: they would only fail the same way. The
        charts say the statistics could not be read, and every figure is a dash,
        the games played too: "No games yet" and "0" told a player of hundreds
        of games that they were gone."""
        self._show(Figures(), [], RatedComparison(RatedStretch(), RatedStretch()))
        self.record.show_not_read()
        self.histogram.set_counts(Figures().histogram, empty=NOT_READ)
        self.progress.show_not_read()
        self.unreadable.setText(unreadable_text(error, self.history.path))
        self.unreadable.show()

    # -- reset and export ----------------------------------------------------

    def ask_reset(self) -> None:
        """Ask which statistics to forget, then forget them."""
        variant = self.variant
        try:  # the counts on the buttons: the file may have gone bad since it was shown
            counts = {choice: self.history.count(choice) for choice in {variant, None}}
        except sqlite3.Error as error:
            self._show_nothing(error)
            warn(self, "Reset statistics", self.unreadable.text())
            return
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle("Reset statistics")
        box.setText("Forget finished games? This cannot be undone.")
        choices: dict[object, str | None] = {}
        if variant is not None:
            title = variant_name(variant)
            one = box.addButton(
                f"Reset {title} ({counts[variant]})", QMessageBox.ButtonRole.DestructiveRole
            )
            choices[one] = variant
        # With every game of the variant shown, "all variants" forgets the very same
        # games: two buttons for one choice (Reset Standard (6), Reset all variants
        # (6)) left the player wondering what set them apart.
        if variant is None or counts[None] != counts[variant]:
            every = box.addButton(
                f"Reset all variants ({counts[None]})", QMessageBox.ButtonRole.DestructiveRole
            )
            choices[every] = None
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        plain(box)  # Cancel as bare as the Reset buttons beside it
        box.setDefaultButton(cancel)
        box.exec()
        clicked = box.clickedButton()
        if clicked in choices:
            try:
                self.history.reset(choices[clicked])
            except sqlite3.Error as error:  # all or nothing: nothing was forgotten
                where = f" in {self.history.path}" if self.history.path is not None else ""
                warn(
                    self,
                    "Reset statistics",
                    f"The statistics could not be reset{where} ({write_fault(error)}). "
                    "Nothing was forgotten.",
                )
                return
            self.refresh()

    def _not_exported(self, note: str, warning: str) -> None:
        """Say why nothing was exported: under the buttons, and in a box."""
        self.export_note.setText(note)
        self.export_note.show()
        warn(self, EXPORT_TITLE, warning)

    def ask_export(self) -> None:
        """Ask where to save the shown games as CSV, and save them."""
        variant = self.variant
        suggested = Path(settings.export_folder()) / export_name(variant, time.strftime("%Y-%m-%d"))
        name = save_file.ask_save_file(self, EXPORT_TITLE, suggested, "CSV files (*.csv)")
        if not name:
            return
        from ..storage.csv_file import export_csv_file

        try:
            count = export_csv_file(self.history, Path(name), variant)
        except OSError as error:
            reason = write_fault(error)  # "the disk is full", else the system's words
            self._not_exported(
                f"Not exported: {name} could not be written ({reason}).",
                f"The statistics could not be exported to {name} ({reason}). "
                + (
                    "Make room on the disk, or choose another folder."
                    if disk_full(error)
                    else "Choose another folder or file name."
                ),
            )
            return
        except sqlite3.Error as error:
            where = f" ({self.history.path})" if self.history.path is not None else ""
            self._not_exported(
                f"Not exported: the statistics file could not be read ({error}).",
                f"The statistics could not be read from their file{where}, so nothing was "
                f"exported to {name} ({error}). Your statistics are as they were.",
            )
            return
        settings.set_export_folder(str(Path(name).parent))  # the next export begins there
        self.export_note.setText(f"Exported {plural(count, 'game')} to {name}.")
        self.export_note.show()
