"""The Statistics dialog's recent games: one row each, newest first, how it was
played beside its result; a double click or Enter plays its deal again."""

from __future__ import annotations

import time
from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent
from PySide6.QtWidgets import QGroupBox, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout

from ..colour_scheme import pick
from ..storage import GameRecord, format_duration
from ..storage.records import Ending
from ..wording import (
    HELP_TIP,
    OLD_HINTS_TIP,
    SOLUTION_SEEN,
    SOLUTION_SEEN_MARK,
    SOLUTION_SEEN_TIP,
    STILL_WINNABLE_TIP,
    STILL_WINNABLE_TOLD,
    STILL_WINNABLE_TOLD_SHORT,
    deal_column,
    variant_name,
)

RESULT_TEXT = {Ending.WON: "Won", Ending.LOST: "Lost", Ending.ABANDONED: "Abandoned"}
# Hints, the demo's moves and undos beside the result: how it was played. Demo
# moves have a column of their own: "2 + 30 demo" in the Hints column read as
# arithmetic, and a short number column fits at 800x600.
COLUMNS = ("Date", "Variant", "Deal", "Score", "Time", "Hints", "Demo", "Undos", "Result")
NUMBER_COLUMNS = (2, 3, 4, 5, 6, 7)  # right-aligned
HELP_COLUMNS = (5, 6)  # hints and demo moves: their header says what they count
VARIANT_COLUMN, RESULT_COLUMN = 1, 8
# After the result, short: "Abandoned, the winnable line on" was cut at 800x600 with
# all variants shown. The tooltip says it whole (``ASSISTED_WORDS``), and names the
# setting as its menu does. "Told" stays: "Lost, winnable" read as a deal that
# could have been won, even of a deal the line had called lost from the first card.
ASSISTED_MARK = f", {STILL_WINNABLE_TOLD_SHORT}"
ASSISTED_WORDS = f", {STILL_WINNABLE_TOLD}"
# A game played after its deal's solution was shown: short too, its own mark.
SEEN_MARK, SEEN_WORDS = f", {SOLUTION_SEEN_MARK}", f", {SOLUTION_SEEN}"
# A win in green, an abandoned game greyed: in a light scheme's colour and a dark
# one's, where the first pair read 3.2:1 and 3.5:1 on the dark list.
RESULT_COLOR = {Ending.WON: ("#1e823c", "#5cc27a"), Ending.ABANDONED: ("#787878", "#a0a0a0")}


def _marks(game: GameRecord, assisted: str, seen: str) -> str:
    """The marks after a game's result: ``assisted`` if Tell me if the game can still be
    won was on, then ``seen`` if it was played after its deal's solution was shown."""
    return (assisted if game.assisted else "") + (seen if game.solution_seen else "")


def _result_tip(game: GameRecord) -> str:
    """A marked result's tooltip: the whole result, in words (the cell has it short),
    and what each mark means, a line each: on one line the result and a mark's
    reason ran past a 1366-wide screen, and the result itself was cut off."""
    tips = (
        STILL_WINNABLE_TIP if game.assisted else "",
        SOLUTION_SEEN_TIP if game.solution_seen else "",
    )
    whole = RESULT_TEXT[game.ending] + _marks(game, ASSISTED_WORDS, SEEN_WORDS)
    return "\n".join((f"{whole}.", *filter(None, tips)))


class RecentGames(QGroupBox):
    """The table of recent games (``table``), titled with how many it shows."""

    replay_requested = Signal(str, object)  # variant, deal number (int) or deck (str)

    def __init__(self, metrics: QFontMetrics) -> None:
        """``metrics``: the dialog's font, which sets the rows' height."""
        super().__init__()
        self.table = table = QTableWidget(0, len(COLUMNS))
        table.setHorizontalHeaderLabels(COLUMNS)
        for column in HELP_COLUMNS:
            heading = table.horizontalHeaderItem(column)
            if heading is not None:  # set just above
                heading.setToolTip(f"{HELP_TIP} {OLD_HINTS_TIP}")
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        # Tab leaves the list for the buttons below, as in every other list of the
        # game; a table's Tab walked its cells, up to 200 rows of 9, and a player
        # on the keyboard never reached Reset, Export or Close. The arrows walk it.
        table.setTabKeyNavigation(False)
        header = table.horizontalHeader()
        # Widths set once (``fit_columns``), not to the games shown: fitted to each
        # variant's, the columns changed width as the variant did, and the result
        # moved with them. The result takes the rest of the row, less the scroll
        # bar of a long list: a bar always there, greyed for a short one, cut the
        # result of an assisted game at 800x600.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        rows = table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(metrics.height() + 8)
        rows.setVisible(False)
        table.setToolTip("Double-click a game, or press Enter, to play its deal again")
        table.cellDoubleClicked.connect(self._replay_row)
        table.installEventFilter(self)  # Enter: the same from the keyboard
        QVBoxLayout(self).addWidget(table)
        self._shown: list[GameRecord] = []

    def fit_columns(self, every_games: Iterable[list[GameRecord]]) -> None:
        """Set each column as wide as its heading and its widest cell in any of
        ``every_games``, the games of each choice of the selector; call before
        ``show_games``."""
        table = self.table
        self.show_games([game for games in every_games for game in games], 0, False)
        header = table.horizontalHeader()
        # Measured while the table is hidden: Qt measures every row then, not just
        # those in sight.
        widths = [
            max(header.sectionSizeHint(column), table.sizeHintForColumn(column))
            for column in range(len(COLUMNS))
        ]
        for column, width in enumerate(widths):
            table.setColumnWidth(column, width)

    def show_games(self, games: list[GameRecord], total: int, one_variant: bool) -> None:
        """Show ``games``, the last of ``total``; with ``one_variant``, no Variant column
        (the selector names it, and the result has its room)."""
        self._shown = games
        table = self.table
        table.setUpdatesEnabled(False)
        table.setColumnHidden(VARIANT_COLUMN, one_variant)
        table.setRowCount(len(games))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for row, game in enumerate(games):
            cells = (
                time.strftime("%Y-%m-%d %H:%M", time.localtime(game.ended_at)),
                variant_name(game.variant),
                deal_column(game.deal_number),
                str(game.score),
                format_duration(game.duration),
                str(game.hints),
                str(game.demo_moves),
                str(game.undos),
                RESULT_TEXT[game.ending] + _marks(game, ASSISTED_MARK, SEEN_MARK),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in NUMBER_COLUMNS:
                    item.setTextAlignment(right)
                elif column == RESULT_COLUMN and game.ending in RESULT_COLOR:
                    item.setForeground(pick(self.palette(), *RESULT_COLOR[game.ending]))
                if column == RESULT_COLUMN and (game.assisted or game.solution_seen):
                    item.setToolTip(_result_tip(game))
                table.setItem(row, column, item)
        table.setUpdatesEnabled(True)
        shown = len(games)
        more = f", the last {shown} of {total}" if total > shown else ""
        self.setTitle(f"Recent games{more} (double-click or Enter: play it again)")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the system's scheme, changed
            for row, game in enumerate(self._shown):
                item = self.table.item(row, RESULT_COLUMN)
                if item is not None and game.ending in RESULT_COLOR:
                    item.setForeground(pick(self.palette(), *RESULT_COLOR[game.ending]))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on a recent game plays its deal again, as a double click does."""
        if (
            watched is self.table
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.table.currentRow() >= 0
        ):
            self._replay_row(self.table.currentRow(), 0)
            return True  # not also the dialog's default button
        return super().eventFilter(watched, event)

    def _replay_row(self, row: int, column: int) -> None:
        if not 0 <= row < len(self._shown):
            return
        game = self._shown[row]
        deal: int | str = game.deal_number if game.deal_number is not None else game.deck or ""
        self.replay_requested.emit(game.variant, deal)
