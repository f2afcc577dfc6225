"""Review moves' verdicts read whole, in words, on as few lines as the panel's width allows.

Deal 66 lost, as ``review_panel.open_review`` loses it.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from acesup_qt import move_review
from acesup_qt.dialogs.move_review import VERDICT

from .review_panel import click_row, open_review
from .test_coach import held_worker
from .test_winnable import short_budgets

__all__ = ["held_worker", "short_budgets"]  # fixtures, used by their names


def shows_whole(tree, text: str, column: int, bold: bool = False) -> bool:
    """Whether ``text`` fits its column of ``tree`` unelided, as Qt draws an item's text."""
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QStyle

    font = QFont(tree.font())
    font.setBold(bold)
    margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1
    need = QFontMetrics(font).horizontalAdvance(text) + 2 * margin
    return need <= tree.header().sectionSize(column)


def test_at_800x600_the_verdicts_have_the_room_and_the_moves_their_words(qtbot, window):
    window.resize(800, 600)
    dock = open_review(qtbot, window)
    tree = dock.moves
    qtbot.waitUntil(lambda: tree.viewport().width() < 320)  # the panel beside a small table
    # The widest verdicts of the list, whole (they were cut: "Close: <1% vs ‹…"): in
    # words, their chances on a line of their own where the column is this narrow.
    for verdict in ("Close call:", "under 2%,", "best under 1%", "Just as good:", "under 10%"):
        assert shows_whole(tree, verdict, VERDICT), verdict
    # The moves, in the words the column heading "Move" begins: every one whole,
    # the move that gave the win away (in bold) too.
    assert tree.topLevelItem(1).text(1) == "10♣ to pile 4"
    assert tree.topLevelItem(0).text(1) == "Discard 3♠"
    for text in ("Discard 10♣", "10♥ to pile 4"):
        assert shows_whole(tree, text, 1, bold=True), text
    heard = tree.topLevelItem(25).data(0, Qt.ItemDataRole.AccessibleTextRole)
    assert heard.startswith("Move 26, yours: Move 9♣ to pile 4. ")  # Undo's words, whole


def lost_row_rated(qtbot, dock):
    """The row of the move that gave the win away (move 26), marked and rated."""
    rows = dock.review.rows
    qtbot.waitUntil(lambda: rows[25].lost, timeout=20000)
    click_row(qtbot, dock, 25)  # rated first, as the player waits for it
    qtbot.waitUntil(lambda: rows[25].verdict != move_review.RATING, timeout=20000)
    assert rows[25].short.startswith(("Close call: ", "Worse: ", "Best move: ", "Just as good: "))
    return dock.moves.topLevelItem(25)


def lines_of(tree, item) -> int:
    """How many lines of the list's bold type the row ``item`` is high."""
    from PySide6.QtGui import QFont, QFontMetrics

    bold = QFont(tree.font())
    bold.setBold(True)
    return tree.visualItemRect(item).height() // QFontMetrics(bold).lineSpacing()


def test_at_800x600_the_lost_moves_verdict_reads_whole_on_its_lines(qtbot, window):
    window.resize(800, 600)
    dock = open_review(qtbot, window)
    tree = dock.moves
    qtbot.waitUntil(lambda: tree.viewport().width() < 320)  # the panel beside a small table
    item = lost_row_rated(qtbot, dock)
    short = dock.review.rows[25].short
    assert item.text(VERDICT) == f"Lost the win · {short}"
    # Not on one line: the column has room for "Lost the win" or the coach's verdict,
    # not both (it showed "Lost the win · Close…"). Each on a line of its own, whole.
    assert not shows_whole(tree, item.text(VERDICT), VERDICT, bold=True)
    # Its lines break only after the dot, the colon or the comma, each whole.
    lines = re.split(r"(?<=[·:,]) ", item.text(VERDICT))
    assert lines_of(tree, item) <= len(lines)
    for line in lines:
        assert shows_whole(tree, line, VERDICT, bold=True), line


def test_at_1280x800_every_verdict_reads_in_words_on_one_line(qtbot, window, held_worker):
    # "Close: 4% vs <5%", "Best: <7%" were a code to break; now words, each whole.
    dock = open_review(qtbot, window)
    tree, rows = dock.moves, dock.review.rows
    held_worker.set()
    qtbot.waitUntil(lambda: all(r.verdict != move_review.RATING for r in rows), timeout=120000)
    qtbot.waitUntil(lambda: rows[25].lost, timeout=20000)
    words = ("Best move: ", "Just as good: ", "Close call: ", "Worse: ", "Only move")
    for index, row in enumerate(rows):
        item = tree.topLevelItem(index)
        text = item.text(VERDICT).removeprefix("Lost the win · ")
        # After move 26 no win was left: no chance to rate a move by.
        # (Compared for the score once the solver says: "No win: best kept".)
        assert text.startswith(words if index < 26 else ("No win", "Only move")), text
        assert "<" not in text
        assert " vs " not in text
        if not row.lost:  # the lost one's is bold, and longer: see the next test
            assert shows_whole(tree, text, VERDICT), text
            assert lines_of(tree, item) == 1, text


def test_with_room_the_lost_moves_verdict_keeps_to_one_line_until_the_panel_narrows(qtbot, window):
    dock = open_review(qtbot, window)
    tree = dock.moves
    item = lost_row_rated(qtbot, dock)
    window.resizeDocks([dock], [560], Qt.Orientation.Horizontal)  # room for it whole
    qtbot.waitUntil(lambda: shows_whole(tree, item.text(VERDICT), VERDICT, bold=True))
    assert lines_of(tree, item) == 1
    window.resizeDocks([dock], [300], Qt.Orientation.Horizontal)  # as dragging its edge does
    qtbot.waitUntil(lambda: not shows_whole(tree, item.text(VERDICT), VERDICT, bold=True))
    qtbot.waitUntil(lambda: lines_of(tree, item) > 1)
