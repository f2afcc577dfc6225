"""A game played with Settings > Tell me if the game can still be won on is marked
so in the statistics' recent games ("told if winnable"), and the mark is read whole:
in the row at 800x600, with the longest deal number, and in the result's tooltip."""

from __future__ import annotations

import pytest

from acesup_qt.dialogs.statistics import StatisticsDialog
from acesup_qt.storage.records import Ending
from tests.storage.made_up import record

from .test_statistics_dialog import history, open_dialog, select_variant

__all__ = ["history"]  # a fixture, shared with the dialog's tests


def test_a_result_cut_short_by_a_long_row_is_whole_in_its_tooltip(qtbot, history):
    history.add(
        record(1, Ending.WON, variant="aces-only")._replace(
            deal_number=3141592653, hints=2, demo_moves=30, undos=1, assisted=True
        )
    )
    dialog = open_dialog(qtbot, history, None)
    item = dialog.recent_table.item(0, 8)
    assert item.text() == "Won, told if winnable"
    assert item.toolTip().startswith("Won, told if it could still be won.\n")


@pytest.mark.parametrize("ending", [Ending.WON, Ending.ABANDONED])
def test_at_800x600_an_assisted_result_with_a_ten_digit_deal_shows_whole(qtbot, history, ending):
    history.add(record(1, Ending.LOST, variant="standard"))
    history.add(
        record(2, ending, variant="aces-only")._replace(
            deal_number=3141592653,
            hints=12,
            demo_moves=130,
            undos=11,
            assisted=True,
            duration=4000.0,
        )
    )
    dialog = StatisticsDialog(history, None)
    qtbot.addWidget(dialog)
    assert dialog.width() <= 800 - 16  # the 800x600 screen of the tests, a frame's room kept
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.recent_table
    for variant in (None, "aces-only"):
        select_variant(dialog, variant)
        qtbot.wait(1)
        row = 0  # the last game first
        text = table.item(row, 8).text()
        assert text == f"{ending.value.title()}, told if winnable"
        # With the cell's margins: "Abandoned, the winnable line on" ended in "…".
        needed = table.fontMetrics().horizontalAdvance(text) + 8
        assert table.columnWidth(8) >= needed, variant
        right = table.columnViewportPosition(8) + table.columnWidth(8)
        assert right <= table.viewport().width(), variant  # in sight, not scrolled to
    assert table.isColumnHidden(1)  # one variant: the selector names it
    select_variant(dialog, None)
    assert not table.isColumnHidden(1)
