"""Statistics on a short screen (800x600, or 1920x1080 at 200%): the recent games
get room for many rows, and the record shows every figure whole.

Beside the charts the record stood eleven figures tall and left the list of recent
games 2 rows at 200%. Where the list would show fewer than 6 so, the record goes
across the dialog and the list becomes a tab beside the charts.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget

from acesup_qt import settings
from acesup_qt.dialogs.statistics import StatisticsDialog
from acesup_qt.storage import History
from acesup_qt.storage.records import Ending
from tests.storage.made_up import record

from .test_statistics_dialog import history, open_dialog
from .test_statistics_steady import settle

__all__ = ["history"]  # a fixture, shared with the dialog's tests

SHORT = (800, 486)  # what a 1920x1080 screen at 200% gives the dialog, over the window
TALL = (800, 640)  # the dialog's own size, where the screen has the room


def many_games(history: History) -> None:
    for n in range(1, 41):
        ending = Ending.WON if n % 9 == 0 else Ending.ABANDONED if n % 7 == 0 else Ending.LOST
        history.add(record(n, ending, score=48 if ending is Ending.WON else 30))


def whole_rows(table: QTableWidget) -> int:
    """How many rows of ``table`` the player sees whole."""
    view = table.viewport().rect()
    return sum(
        view.contains(table.visualRect(table.model().index(row, 0)).adjusted(0, 0, 0, -1))
        for row in range(table.rowCount())
    )


def click_tab(qtbot, dialog: StatisticsDialog, words: str) -> None:
    bar = dialog.charts.tabBar()
    index = next(i for i in range(bar.count()) if bar.tabText(i).replace("&", "") == words)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert dialog.charts.currentIndex() == index


def sized(qtbot, dialog: StatisticsDialog, size: tuple[int, int]) -> None:
    """``dialog`` made ``size``, or as near as its least size allows (the dialog
    asks a few pixels more than 486 high: 1920x1080 at 200% gives it 492)."""
    size = (max(size[0], dialog.minimumWidth()), max(size[1], dialog.minimumHeight()))
    dialog.resize(*size)
    qtbot.waitUntil(lambda: dialog.size().toTuple() == size)
    settle()


def record_whole(dialog: StatisticsDialog) -> None:
    """Every title and figure of the record whole, inside the panel, in the dialog."""
    box = dialog.record
    for key, label in dialog.figure_labels.items():
        for shown in (box.titles[key], label):
            metrics = shown.fontMetrics()
            assert shown.width() >= metrics.horizontalAdvance(shown.text()), shown.text()
            assert box.rect().contains(shown.geometry()), shown.text()
    note = dialog.abandon_note
    assert note.height() >= note.heightForWidth(note.width())
    assert dialog.rect().contains(box.geometry())


def test_on_a_short_screen_the_recent_games_show_at_least_six_rows(qtbot, history):
    many_games(history)
    dialog = open_dialog(qtbot, history, "standard")
    sized(qtbot, dialog, SHORT)
    click_tab(qtbot, dialog, "Recent games")
    settle()
    assert dialog.recent_table.isVisible()
    assert whole_rows(dialog.recent_table) >= 6  # 2 beside the eleven figures
    record_whole(dialog)
    click_tab(qtbot, dialog, "Progress")  # the charts still there, a click away
    assert dialog.progress.isVisible()


def test_on_a_tall_screen_the_list_stays_under_the_record_and_charts(qtbot, history):
    many_games(history)
    dialog = open_dialog(qtbot, history, "standard")
    sized(qtbot, dialog, TALL)
    assert dialog.charts.indexOf(dialog.recent_box) == -1
    assert dialog.recent_table.isVisible()
    assert dialog.histogram.isVisible()
    assert dialog.record.geometry().right() < dialog.charts.geometry().left()  # beside
    assert whole_rows(dialog.recent_table) >= 8
    record_whole(dialog)


def test_made_taller_and_shorter_the_dialog_changes_its_layout_each_way(qtbot, history):
    many_games(history)
    dialog = open_dialog(qtbot, history, "standard")
    sized(qtbot, dialog, SHORT)
    click_tab(qtbot, dialog, "Recent games")
    sized(qtbot, dialog, TALL)
    # The list back under the charts, shown, the charts' tabs as they were.
    assert dialog.recent_table.isVisible()
    assert [dialog.charts.tabText(i) for i in range(dialog.charts.count())] == [
        "&Scores (cards discarded; 48 is a win)",
        "&Progress",
    ]
    assert whole_rows(dialog.recent_table) >= 8
    sized(qtbot, dialog, SHORT)
    click_tab(qtbot, dialog, "Recent games")
    assert whole_rows(dialog.recent_table) >= 6


@pytest.mark.parametrize("width", [800, 600])
def test_narrow_and_short_the_record_is_still_whole(qtbot, history, width):
    # Three columns across fit 800 px; at 600 the figures take two.
    many_games(history)
    dialog = open_dialog(qtbot, history, "standard")
    sized(qtbot, dialog, (width, SHORT[1]))
    assert dialog.record.columns == (3 if width == 800 else 2)
    record_whole(dialog)
    click_tab(qtbot, dialog, "Recent games")
    assert whole_rows(dialog.recent_table) >= 5


def test_the_recent_games_tab_is_opened_again_next_time(qtbot, history):
    many_games(history)
    dialog = open_dialog(qtbot, history, "standard")
    sized(qtbot, dialog, SHORT)
    click_tab(qtbot, dialog, "Recent games")
    dialog.close()
    again = open_dialog(qtbot, history, "standard")
    sized(qtbot, again, SHORT)
    assert again.charts.currentWidget() is again.recent_box
    assert settings.statistics_chart() == "recent"


# The window on a 1920x1080 screen at a scale, Statistics opened with its key, the
# list's tab clicked where there is one: the rows of games seen whole, and how.
_PROBE = """
import json, os, sys
from pathlib import Path
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from acesup_qt.dialogs.statistics import StatisticsDialog
from acesup_qt.main_window import MainWindow
from acesup_qt.storage import History
from acesup_qt.storage.records import Ending
from tests.storage.made_up import record
from tests.qt.test_statistics_short import whole_rows

app = QApplication([])
history = History.open(Path(sys.argv[1]))
for n in range(1, 41):
    history.add(record(n, Ending.LOST if n % 5 else Ending.WON, score=30 if n % 5 else 48))
window = MainWindow(history=history)
window.model.start_deal(1)
window.show()
QTest.qWaitForWindowExposed(window)
QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
QTest.qWait(100)
dialog = next(w for w in app.topLevelWidgets() if isinstance(w, StatisticsDialog))
bar = dialog.charts.tabBar()
tabbed = dialog.charts.indexOf(dialog.recent_box)
if tabbed >= 0:
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(tabbed).center())
    QTest.qWait(50)
print(json.dumps({"rows": whole_rows(dialog.recent_table), "tabbed": tabbed >= 0,
    "inside": window.screen().availableGeometry().contains(dialog.frameGeometry())}))
history.close()
"""


@pytest.mark.parametrize(
    ("scale", "tabbed", "rows"), [("1", False, 8), ("1.5", False, 8), ("2", True, 6)]
)
def test_on_a_1920x1080_screen_at_each_scale_the_list_shows_its_rows(tmp_path, scale, tabbed, rows):
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "wide", "width": 1920, "height": 1080}]}))
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, str(tmp_path / "stats.sqlite3")],
        capture_output=True,
        text=True,
        env={
            **os.environ,
            "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
            "QT_SCALE_FACTOR": scale,
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
        },
        timeout=60,
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    shown = json.loads(done.stdout.splitlines()[-1])
    assert shown["tabbed"] is tabbed
    assert shown["rows"] >= rows
    assert shown["inside"]
