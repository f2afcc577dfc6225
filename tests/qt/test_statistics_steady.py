"""The statistics dialog keeps its boxes where they are as the player changes the
variant shown, or resets one: only what is in them changes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from acesup_qt.dialogs.recent_games import COLUMNS, RESULT_COLUMN, VARIANT_COLUMN
from acesup_qt.dialogs.statistics import StatisticsDialog
from acesup_qt.storage import History
from acesup_qt.storage.records import Ending
from tests.storage.made_up import record

from .test_statistics_dialog import click_in_message_box, history, open_dialog, shown

__all__ = ["history"]  # a fixture, shared with the dialog's tests


def unlike_variants(history: History) -> None:
    """Two variants whose figures, notes, lines and deals take unlike room.

    Standard: 25 games, hours-long, a ten-digit deal among them, two abandoned
    (the note: "2 of the 23 losses were abandoned", and a long comparison of the
    last 20 with the 5 before). Four Ace Patience: one loss, played to the end
    (the note's longest words: "Your one loss was played to the end.") on deal #3.
    """
    for n in range(1, 26):
        ending = Ending.WON if n in (6, 25) else Ending.ABANDONED if n in (4, 9) else Ending.LOST
        game = record(n, ending, score=48 if ending is Ending.WON else 10, duration=4000.0)
        if n == 9:
            game = game._replace(deal_number=1229412093)
        history.add(game)
    history.add(record(26, Ending.LOST, variant="aces-only", score=5, duration=14.0))


def settle() -> None:
    """Let the layout follow what changed: a label's new size reaches the dialog's
    layout a box at a time, an event each, and one short wait left the boxes where
    they were, as if they had stayed put."""
    for _ in range(6):  # deeper than the dialog's boxes nest
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QApplication.processEvents()


def places(dialog: StatisticsDialog) -> dict[str, QRect]:
    """Where the dialog's boxes stand, and how large they are."""
    return {
        "record": dialog.record.geometry(),
        "charts": dialog.charts.geometry(),
        "recent games": dialog.recent_box.geometry(),
        "list": dialog.recent_table.geometry(),
    }


def columns(dialog: StatisticsDialog) -> dict[str, tuple[int, int]]:
    """Where each column shown starts, and its width, by its heading; for the result,
    the last, where it starts and that it takes the rest of the row, whose end the
    scroll bar of a long list moves."""
    table = dialog.recent_table
    shown = {
        name: (table.columnViewportPosition(column), table.columnWidth(column))
        for column, name in enumerate(COLUMNS)
        if not table.isColumnHidden(column)
    }
    start, width = shown[COLUMNS[RESULT_COLUMN]]
    assert start + width == table.viewport().width()
    shown[COLUMNS[RESULT_COLUMN]] = (start, 0)
    return shown


def choose_with_keys(qtbot, dialog: StatisticsDialog, variant: str | None) -> None:
    """Alt+V to the selector, then the arrow keys to ``variant``, as a player does."""
    box = dialog.variant_box
    qtbot.keyClick(dialog, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    assert box.hasFocus()
    wanted = box.findData(variant or "")
    while box.currentIndex() != wanted:
        key = Qt.Key.Key_Down if box.currentIndex() < wanted else Qt.Key.Key_Up
        qtbot.keyClick(box, key)
    settle()


@pytest.fixture
def font_size(request, qapp) -> Iterator[None]:
    """The application's font at ``request.param`` points, if given, for the test."""
    font = qapp.font()
    if request.param is not None:
        small = QFont(font)
        small.setPointSizeF(request.param)
        qapp.setFont(small)
    yield
    qapp.setFont(font)


@pytest.mark.parametrize("tab", [0, 1], ids=["scores", "progress"])
# In a small font the record is shorter than the charts, whose lines under the
# progress chart wrapped to more or fewer lines as the variant changed.
@pytest.mark.parametrize("font_size", [None, 7], ids=["font", "small font"], indirect=True)
@pytest.mark.usefixtures("font_size")
def test_the_boxes_and_columns_stay_put_as_the_variant_changes(qtbot, history, tab):
    unlike_variants(history)
    dialog = open_dialog(qtbot, history, "standard")
    bar = dialog.charts.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tab).center())
    settle()
    first, one_variant = places(dialog), columns(dialog)
    seen_notes = set()
    for variant in ("aces-only", None, "standard", "aces-only", None):
        choose_with_keys(qtbot, dialog, variant)
        seen_notes.add(dialog.abandon_note.text())
        assert places(dialog) == first, variant
        if variant is None:  # the Variant column after the date, the others as they were
            every = columns(dialog)
            start, width = every.pop(COLUMNS[VARIANT_COLUMN])
            assert width > 0
            moved = {
                name: (left + width if left >= start else left, size)
                for name, (left, size) in one_variant.items()
            }
            assert every == moved
        else:
            assert columns(dialog) == one_variant, variant
    assert len(seen_notes) == 3  # the notes were unlike, and still nothing moved


def test_the_list_of_a_variant_with_short_deals_keeps_the_width_of_the_longest(qtbot, history):
    unlike_variants(history)
    dialog = open_dialog(qtbot, history, "aces-only")  # "#26" alone
    table = dialog.recent_table
    deal = COLUMNS.index("Deal")
    assert table.item(0, deal).text() == "#26"
    needed = table.fontMetrics().horizontalAdvance("#1229412093")  # a standard game's
    assert table.columnWidth(deal) > needed


def test_a_reset_leaves_the_boxes_where_they_were_and_the_record_all_dashes(qtbot, history):
    unlike_variants(history)
    dialog = open_dialog(qtbot, history, "aces-only")
    first, widths = places(dialog), columns(dialog)
    click_in_message_box(qtbot, "Reset Four Ace Patience")
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    settle()
    assert dialog.recent_table.rowCount() == 0
    assert places(dialog) == first
    assert columns(dialog) == widths
    figures = shown(dialog)
    # No games: none won, cleanly or not, so a dash as for every other figure.
    assert figures.pop("played") == "0"
    assert set(figures.values()) == {"—"}
