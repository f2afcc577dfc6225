"""Review moves, on screen: the game's moves in a panel beside the table.

A panel docked at the window's right, not a dialog over the table: the
player looks at the positions it shows, and a dialog anywhere on an
800x600 table would hide cards. In the window, Undo and Redo (Ctrl+Z,
Ctrl+Y) keep working with the keys in the list. The rows are short (number,
move, who, verdict); the chosen row's whole sentence shows under the list,
and each row reads as that sentence to a screen reader.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QLocale, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QCloseEvent,
    QColor,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
    QPalette,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QDockWidget,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..colour_scheme import pick
from ..move_review import MoveReview, Row
from ..scene.table_view import LEAST_TABLE_WIDTH
from ..table_escape import EscapeOnTable
from .end_of_game_words import SHOW_ME_TIP, take_back_tip

if TYPE_CHECKING:
    from ..main_window import MainWindow

# The move that gave the win away: a soft red behind the row; the demo's moves:
# greyed, not the player's. Each in a light and a dark scheme's colour: under a
# dark one the soft red held light text (1.1:1) and the grey read 2.9:1.
LOST_BACKGROUND, DARK_LOST_BACKGROUND = "#f6d2cc", "#6e3a36"
DEMO_COLOUR, DARK_DEMO_COLOUR = "#6b6b6b", "#a0a0a0"
# A demo's move that gave the win away: greyed on the red, a grey that reads there
# (the greys above read 3.8:1 and 3.5:1 on it), still less clear than a player's.
DEMO_ON_LOST, DARK_DEMO_ON_LOST = "#505050", "#cccccc"
# Closing leaves the table where it is (to play on from there, as Take me back there
# does): said here, before the player closes it, not found out after.
HOW_TO = (
    "Click a move, or go to it with Up and Down, Home and End: the table shows "
    "the position before it. Redo plays on; Escape closes, leaving the table there "
    "(End first for the game's end)."
)
END_ROW = "The end"
LOST_WIN = "Lost the win"
BREAK = " · "  # between the two parts of a verdict: where its line may break
NO_BREAK = "\u00a0"  # a space the list does not wrap at
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's largest widget size: room for any number of lines


VERDICT = 2  # the column of the coach's verdict
SHIFT_WORD = "Move "  # how Undo begins a move to an empty pile: "Move K♠ to pile 2"


def list_words(words: str) -> str:
    """A move's words in the list, whose column is headed "Move": "K♠ to pile 2" for
    Undo's "Move K♠ to pile 2" (the room is the verdict's), others as Undo says them."""
    return words.removeprefix(SHIFT_WORD)


def _breaking_at_pauses(words: str) -> str:
    """``words`` with spaces the list does not wrap at, but those after a colon or a
    comma, where a line may break and the words still read."""
    kept = words.replace(" ", NO_BREAK)
    return kept.replace(f":{NO_BREAK}", ": ").replace(f",{NO_BREAK}", ", ")


class VerdictCell(QStyledItemDelegate):
    """The verdict column's cells. The move that gave the win away says so before the
    coach's verdict, "Lost the win · Close call: 4%, best 9%": at 800x600 the column
    has room for either part, not for both, and cut the verdict after "Close". Its
    line breaks after the dot, else after the verdict's colon or its chances' comma (at
    800x600 "Close call:", "under 2%," and "best under 1%" each on a line), and only
    there, where it must; the cell is as high as its lines (Qt measured a cell as if
    it had all the width it wanted)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def displayText(self, value: Any, locale: QLocale | QLocale.Language) -> str:
        parts = super().displayText(value, locale).split(BREAK)
        return f"{BREAK.rstrip()} ".join(_breaking_at_pauses(part) for part in parts)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        within = QStyleOptionViewItem(option)
        within.rect = QRect(0, 0, self.tree.columnWidth(index.column()), QWIDGETSIZE_MAX)
        return super().sizeHint(within, index)


def _mixed(colour: QColor, under: QColor, share: float) -> QColor:
    """``colour`` at ``share`` over ``under``: a pale shade of it there."""
    return QColor.fromRgbF(
        share * colour.redF() + (1 - share) * under.redF(),
        share * colour.greenF() + (1 - share) * under.greenF(),
        share * colour.blueF() + (1 - share) * under.blueF(),
    )


class MoveList(QTreeWidget):
    """The rows; a key that moves to another row takes the table there, Escape closes."""

    def __init__(self, dock: MoveReviewDock) -> None:
        super().__init__(dock)
        self.dock = dock

    def show_focus(self) -> None:
        """The chosen row in the full selection colour while the list has the keys, a
        pale one while they are elsewhere. It looked the same either way: Tab took the
        keys on to the table beside it, and Up and Down, pressed for the list, did
        nothing there, with nothing to show where the keys had gone."""
        palette = self.dock.palette()
        if not self.hasFocus():
            base = palette.color(QPalette.ColorRole.Base)
            pale = _mixed(palette.color(QPalette.ColorRole.Highlight), base, 0.3)
            palette.setColor(QPalette.ColorRole.Highlight, pale)
            palette.setColor(
                QPalette.ColorRole.HighlightedText, palette.color(QPalette.ColorRole.Text)
            )
        self.setPalette(palette)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The chosen row kept in sight: the list scrolled to it as the panel opened,
        # then shrank as the panel's words found their height, leaving it below.
        super().resizeEvent(event)
        current = self.currentItem()
        if current is not None and event.size().height() != event.oldSize().height():
            self.scrollToItem(current)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.show_focus()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.show_focus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        current = self.currentItem()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and current is not None:
            self.dock.go(self.indexOfTopLevelItem(current))
        elif event.key() == Qt.Key.Key_Escape:
            self.dock.close()
        else:
            super().keyPressEvent(event)
            # Up and Down, Home and End, Page Up and Down, a move's number typed: the
            # table goes along, as for a click. Left behind, it showed one position
            # while the words under the list told of the row chosen.
            chosen = self.currentItem()
            if chosen is not None and chosen is not current:
                self.dock.go(self.indexOfTopLevelItem(chosen))


class PanelScroll(QScrollArea):
    """The panel's words, scrolled down only: as wide as they need at the least, with
    room for the bar (QScrollArea's own least width cut their right side off)."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's)
        hint = super().minimumSizeHint()
        inside = self.widget()
        if inside is None:
            return hint
        bar = self.verticalScrollBar().sizeHint().width()
        return QSize(inside.minimumSizeHint().width() + bar, hint.height())


class MoveReviewDock(QDockWidget):
    """The panel of ``review``'s rows; closing it ends the review."""

    def __init__(self, review: MoveReview, window: MainWindow) -> None:
        super().__init__("Review moves", window)
        self.review = review
        self.setObjectName("moveReview")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        inside = QWidget(self)
        layout = self.panel_layout = QVBoxLayout(inside)
        layout.setContentsMargins(8, 4, 8, 8)
        self.heading = QLabel(f"<b>{review.title}</b>")
        layout.addWidget(self.heading)
        self.verdict = QLabel()  # the solver's verdict on the deal, for a lost game
        self.verdict.setWordWrap(True)
        self.verdict.hide()
        layout.addWidget(self.verdict)
        # The end-of-game dialog's offers, under the verdict as there: it is gone.
        self.offers = offers = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.show_me = QPushButton("Show me how")
        self.show_me.setToolTip(SHOW_ME_TIP)
        self.show_me.clicked.connect(review.show_me_how)
        self.take_back = QPushButton("Take me back there")
        self.take_back.clicked.connect(review.take_me_back)
        for button in (self.show_me, self.take_back):
            button.hide()
            offers.addWidget(button)
        offers.addStretch(1)
        layout.addLayout(offers)
        self.moves = MoveList(self)
        self.moves.setColumnCount(VERDICT + 1)
        # No "By" column: a demo's move is greyed and its verdict says "Demo's move",
        # which leaves the verdict room for its chances at 800x600.
        self.moves.setHeaderLabels(["#", "Move", "Verdict"])
        self.moves.setRootIsDecorated(False)
        # The lost move's verdict takes two lines where one is too narrow for it
        # (``VerdictCell``); every other row keeps to one. Rows of uneven height are
        # laid out anew as ratings come in: nothing to feel in a game's sixty moves.
        self.moves.setWordWrap(True)
        self.moves.setItemDelegateForColumn(VERDICT, VerdictCell(self.moves))
        # Qt lays the rows out anew when their words change, not when the panel and
        # so the column narrow: the lost move's verdict stayed on one line, cut.
        header = self.moves.header()
        header.sectionResized.connect(lambda *_: self.moves.scheduleDelayedItemsLayout())
        self.moves.setAccessibleName("Moves of the game")
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for _ in review.rows:
            self.moves.addTopLevelItem(QTreeWidgetItem())
        end = QTreeWidgetItem(["", "", END_ROW])
        end.setData(0, Qt.ItemDataRole.AccessibleTextRole, f"{END_ROW}: {review.title}.")
        self.moves.addTopLevelItem(end)
        for index in range(len(review.rows)):
            self._fill(index)
        # As narrow as their longest words, so that the verdict keeps the rest: at
        # 800x600 "Move 10♠ to pile 4" left "Close: <1% vs <1%" (as it read) cut. In bold, as
        # the move that gave the win away is written.
        bold = QFont(self.moves.font())
        bold.setBold(True)
        metrics, pad = QFontMetrics(bold), 12
        for column, words in ((0, ["888"]), (1, ["Discard 10♠", list_words("Move 10♠ to pile 4")])):
            widest = max(metrics.horizontalAdvance(text) for text in words)
            self.moves.setColumnWidth(column, widest + pad)
        self.moves.itemClicked.connect(lambda item: self.go(self.moves.indexOfTopLevelItem(item)))
        self.moves.currentItemChanged.connect(self._say_row)
        layout.addWidget(self.moves, 1)
        self.detail = QLabel()  # the current row's sentence, whole
        self.detail.setWordWrap(True)
        self.detail.setMinimumHeight(self.detail.fontMetrics().lineSpacing() * 3)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.detail)
        how = QLabel(HOW_TO)
        how.setWordWrap(True)
        # Greyed, as a field's placeholder is: "mid" grey was 1.7:1 on a light
        # panel and vanished on a dark one (1.2:1).
        how.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(how)
        # Scrolled down in a window too short for it all (1280x800 at 200%, 480x360 to
        # Qt): squeezed, the verdict and the words under the list lost lines top and
        # bottom. Where there is room the panel fills it, the list taking the rest.
        scroll = self.scroll_area = PanelScroll(self)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # No Tab stop of its own between the list and the table (Tab scrolls to
        # the button it reaches, as a scroll area does for its children).
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setWidget(inside)
        self.setWidget(scroll)
        # Escape closes from anywhere in the panel, as HOW_TO says, not from the list
        # alone: on Show me how or Take me back there (Tab's next stops) it did nothing.
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        # And from the table beside it (Tab's stop after the list), once the table has
        # no card marked to let go of first.
        EscapeOnTable(window.view, self._close_if_open, self)
        review.row_changed.connect(self._fill)
        review.position_shown.connect(self._on_shown)
        review.verdict_changed.connect(self._show_verdict)
        review.offers_changed.connect(self._show_offers)
        review.finished.connect(self.close)
        self._on_shown(review.shown)

    def _fill(self, index: int) -> None:
        """Write row ``index`` as the review has it now."""
        row: Row = self.review.rows[index]
        item = self.moves.topLevelItem(index)
        assert item is not None
        verdict = f"{LOST_WIN}{BREAK}{row.short}" if row.lost else row.short
        for column, text in enumerate((str(row.number), list_words(row.words), verdict)):
            item.setText(column, text)
            item.setData(column, Qt.ItemDataRole.AccessibleTextRole, row.sentence())
        item.setToolTip(VERDICT, row.sentence())
        palette = self.palette()  # the list hears of a new scheme after the panel
        if row.demo:
            if row.lost:
                grey = pick(palette, DEMO_ON_LOST, DARK_DEMO_ON_LOST)
            else:
                grey = pick(palette, DEMO_COLOUR, DARK_DEMO_COLOUR)
            for column in range(VERDICT + 1):
                item.setForeground(column, QBrush(grey))
        if row.lost:
            font = QFont(item.font(0))
            font.setBold(True)
            red = pick(palette, LOST_BACKGROUND, DARK_LOST_BACKGROUND)
            for column in range(VERDICT + 1):
                item.setBackground(column, QBrush(red))
                item.setFont(column, font)
        if item is self.moves.currentItem():
            self._say_row(item)

    def _say_row(self, item: QTreeWidgetItem | None) -> None:
        if item is not None:
            self.detail.setText(item.data(0, Qt.ItemDataRole.AccessibleTextRole))

    def go(self, index: int) -> None:
        """Take the table to row ``index``'s position (the last row: the end)."""
        self.review.show(index)

    def _on_shown(self, index: int) -> None:
        item = self.moves.topLevelItem(index)
        if item is not None:
            self.moves.setCurrentItem(item)
            self.moves.scrollToItem(item)

    def _show_verdict(self, text: str) -> None:
        self.verdict.setText(text)
        self.verdict.setVisible(bool(text))

    def _show_offers(self) -> None:
        review = self.review
        self.show_me.setVisible(review.winnable_deal)
        self.take_back.setVisible(review.back_to is not None)
        self._stack_offers()
        if review.back_to is not None:
            self.take_back.setToolTip(take_back_tip(review.back_to))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._stack_offers()

    def _stack_offers(self) -> None:
        """The two offers one above the other where, side by side, they would leave
        the table less than its least width (a 480-px window, a large font)."""
        window = self.parentWidget()
        if window is None:
            return
        shown = [b for b in (self.show_me, self.take_back) if not b.isHidden()]
        margins = self.panel_layout.contentsMargins()
        row = sum(b.sizeHint().width() for b in shown) + self.offers.spacing() * (len(shown) - 1)
        row += margins.left() + margins.right()
        # Across only where they fit the width the panel is given, as well as leave
        # the table its least: at 480 px they left it 160 but made the panel wider
        # than its half, and which of the two Qt settled on depended on timing.
        across = min(window.width() - LEAST_TABLE_WIDTH, panel_width(window.width())) >= row
        direction = QBoxLayout.Direction.LeftToRight if across else QBoxLayout.Direction.TopToBottom
        if self.offers.direction() != direction:
            self.offers.setDirection(direction)
        # Its least width is the panel's, which the offers shown (or stacked) change:
        # Qt asks the scroll area again only when told.
        self.scroll_area.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the system's scheme, changed
            self.moves.show_focus()
            for index in range(len(self.review.rows)):
                self._fill(index)

    def _close_if_open(self) -> bool:
        if not self.isVisible():
            return False  # closed, waiting to be deleted: the Escape is the window's
        self.close()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        self.review.close()
        super().closeEvent(event)


def panel_width(window_width: int) -> int:
    """The panel's width beside the table in a window ``window_width`` wide: no more
    than half a narrow window (Qt gives it its least width, if more): at 480 px the
    table had 174."""
    return min(max(300, min(420, window_width * 2 // 5)), window_width // 2)


def open_review(window: MainWindow) -> MoveReviewDock:
    """Open Review moves on ``window``'s finished game, at the right of the table."""
    review = MoveReview(window)
    dock = MoveReviewDock(review, window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.resizeDocks([dock], [panel_width(window.width())], Qt.Orientation.Horizontal)
    review.start()
    # Shown now, not later as Qt shows what a layout takes in: the keys asked
    # for by a list not yet shown went to the table, and Home did nothing.
    dock.show()
    dock.moves.setFocus()
    return dock


__all__ = ["MoveReviewDock", "open_review"]
