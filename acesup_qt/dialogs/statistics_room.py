"""The Statistics dialog where it is short: at 800x600, or 1920x1080 at 200%.

Beside the charts the Record stands eleven figures tall, and a dialog of 490
px (all a 1920x1080 screen at 200% has for it) left the recent games 2 rows
of 200. Where the list would show fewer than ``LEAST_ROWS`` rows so, the
figures go across the dialog in three columns, and the list becomes a tab
beside the two charts, which then have the dialog's width: the list shows
some 10 rows, each chart is drawn wider than beside the figures. The dialog
goes back as it is made taller, by the player or with the window.

So it does where it is narrower than the record and the charts side by side
(over a 480-px window): there they scrolled sideways, the list with them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QBoxLayout

from .. import settings

if TYPE_CHECKING:
    from .statistics import StatisticsDialog

RECENT = "recent"  # the list's tab, by its name in the settings (as ``statistics``')
LEAST_ROWS = 6  # of recent games, beside the charts; fewer, and they go in a tab
RECENT_TAB = "&Recent games"


class ShortRoom:
    """Lays ``dialog`` out for its height: the record beside the charts and the list
    under them, or (``short``) the record across and the list in the charts' tabs."""

    def __init__(self, dialog: StatisticsDialog, top: QBoxLayout, body: QBoxLayout) -> None:
        """``top``: the row of the record and the charts; ``body``: the dialog's
        column, with the list of games in it."""
        self.dialog, self.top, self.body = dialog, top, body
        self.short = False
        self.others = 0  # all but the list's rows, in the layout beside: measured shown
        self.least = self._least()

    def _least(self) -> QSize:
        """The dialog's least size in any of its layouts: its least whichever is shown,
        so that made smaller it never grows past its window as the layout changes (two
        columns across, say, ask a little more height than the one beside)."""
        least = self.body.totalMinimumSize()
        # Narrower than the record and the charts side by side (a 480-px window), it
        # lays them out across too: the figures and charts scrolled sideways there.
        self.beside_width = least.width()
        self._across()
        for columns in (3, 2):
            self.dialog.record.set_columns(columns)
            self.body.invalidate()
            across = self.body.totalMinimumSize()
            least = QSize(across.width(), max(least.height(), across.height()))
        self._beside()
        self.body.invalidate()
        return least

    def rows_beside(self, height: int) -> float:
        """How many rows of recent games a dialog ``height`` tall shows beside the charts."""
        row = self.dialog.recent_table.verticalHeader().defaultSectionSize()
        return (height - self.others) / row

    def fit(self) -> None:
        """Lay the dialog out for its height, if that calls for the other layout; called
        as it shows (laid out, not yet drawn) and as it is resized."""
        dialog = self.dialog
        if not dialog.isVisible():
            return  # hidden, nothing in it is laid out: nothing to measure
        if not self.short:  # all that is not the list's, as laid out now
            self.others = dialog.height() - dialog.recent_table.viewport().height()
        narrow = dialog.body_area.viewport().width() < self.beside_width
        short = narrow or self.rows_beside(self.dialog.height()) < LEAST_ROWS
        if short != self.short:
            self.short = short
            if short:
                self._across()
            else:
                self._beside()
        if short:  # three columns where they fit across, else two
            room = dialog.body_area.viewport().width()
            columns = 3 if room >= dialog.record.size_of(3).width() else 2
            if columns != dialog.record.columns:
                dialog.record.set_columns(columns)

    def _across(self) -> None:
        dialog = self.dialog
        self.top.removeWidget(dialog.charts)
        index = self.body.indexOf(dialog.recent_box)
        self.body.removeWidget(dialog.recent_box)
        self.body.insertWidget(index, dialog.charts, 1)
        dialog.recent_box.setFlat(True)  # the tab's frame is around it: not a second one
        index = dialog.charts.addTab(dialog.recent_box, RECENT_TAB)
        dialog.charts.setTabToolTip(index, "The games you played last, newest first")
        if settings.statistics_chart() == RECENT:  # the tab looked at last time
            dialog.charts.setCurrentIndex(index)

    def _beside(self) -> None:
        dialog = self.dialog
        # Not a choice of the player's: the tab Qt shows instead is not remembered.
        dialog.charts.blockSignals(True)
        dialog.charts.removeTab(dialog.charts.indexOf(dialog.recent_box))
        dialog.charts.blockSignals(False)
        index = self.body.indexOf(dialog.charts)
        self.body.removeWidget(dialog.charts)
        dialog.record.set_columns(1)
        self.top.addWidget(dialog.charts, 1)
        self.body.insertWidget(index, dialog.recent_box, 1)
        dialog.recent_box.setFlat(False)
        dialog.recent_box.show()  # a tab's page taken out is left hidden
