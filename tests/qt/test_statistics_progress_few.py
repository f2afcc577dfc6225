"""The Progress tab of a new player, with fewer games than it charts (1 to 9): each
game in a compact row, centred with the lines under it, not words alone in a box
the height of the tab."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import QApplication, QToolTip

from acesup_qt.dialogs.chart_colours import chart_colours
from acesup_qt.dialogs.progress_few import result_words
from acesup_qt.storage import History
from acesup_qt.storage.progress import AVERAGE_OF
from acesup_qt.storage.records import Ending
from tests.storage.made_up import record

from .test_statistics_dialog import open_dialog, select_variant
from .test_statistics_progress import open_progress, show_progress

FIRST_GAMES = [(Ending.LOST, 42), (Ending.WON, 48), (Ending.ABANDONED, 3)]


def history_of(results: list[tuple[Ending, int]]) -> History:
    history = History.in_memory_only()
    for n, (ending, score) in enumerate(results, start=1):
        history.add(record(n, ending, score=score))
    return history


def dots(image, colour: QColor, y: int) -> list[int]:
    """The x of each run of ``colour``'s pixels along row ``y`` of ``image``: one per dot."""
    xs = [x for x in range(image.width()) if image.pixelColor(x, y) == colour]
    return [x for i, x in enumerate(xs) if i == 0 or xs[i - 1] != x - 1]


def dot_row(image, colour: QColor) -> int:
    """The row holding most of ``colour``: through the middle of the dots."""
    counts = [
        sum(image.pixelColor(x, y) == colour for x in range(image.width()))
        for y in range(image.height())
    ]
    return counts.index(max(counts))


def test_the_first_games_show_each_as_a_dot_in_a_centred_row(qtbot):
    dialog = open_progress(qtbot, history_of(FIRST_GAMES), "standard")
    panel, chart = dialog.progress, dialog.progress.chart
    image = panel.grab().toImage()
    colours = chart_colours(chart.palette())
    found = {}
    for name, colour in (("won", colours.won), ("lost", colours.lost), ("gone", colours.abandoned)):
        y = dot_row(image, colour)
        found[name] = dots(image, colour, y)
        assert len(found[name]) == 1, name  # one dot of each, no axis, no legend
    lost, won, gone = found["lost"][0], found["won"][0], found["gone"][0]
    assert lost < won < gone  # oldest first
    gap = won - lost
    assert gone - won == pytest.approx(gap, abs=2)  # evenly spaced
    middle = (lost + gone) / 2
    assert middle == pytest.approx(panel.width() / 2, abs=gap / 2 + 2)  # centred across


def test_the_row_and_its_lines_stand_together_in_the_middle_of_the_tab(qtbot):
    # Words alone, centred in a box the tab's height, with the lines down at its foot,
    # read as three things scattered over an empty chart.
    dialog = open_progress(qtbot, history_of(FIRST_GAMES), "standard")
    panel = dialog.progress
    chart, last = panel.chart, panel.rated_line
    assert chart.height() < panel.height() // 2  # compact, not stretched
    top = chart.geometry().top()
    below = panel.height() - last.geometry().bottom()
    assert top > 20  # room above...
    assert top == pytest.approx(below, abs=12)  # ...as much as below: centred
    for line in (panel.line, last):
        assert line.alignment() & Qt.AlignmentFlag.AlignHCenter


def test_at_10_games_the_chart_takes_the_tab_again(qtbot):
    history = history_of([(Ending.LOST, 20)] * (AVERAGE_OF - 1))
    dialog = open_progress(qtbot, history, "standard")
    panel = dialog.progress
    few = panel.chart.height()
    history.add(record(AVERAGE_OF, Ending.LOST, score=20))
    select_variant(dialog, None)  # read again, as a player choosing "All variants"
    qtbot.waitUntil(lambda: panel.chart.geometry().top() == 0)  # laid out again
    assert panel.chart.height() > max(few, panel.height() // 2)
    assert not panel.line.alignment() & Qt.AlignmentFlag.AlignHCenter


def test_the_tabs_and_the_list_below_keep_their_size_with_few_games_or_many(qtbot):
    # A compact row asking for less room would move the list of recent games
    # as the variant changed.
    history = history_of(FIRST_GAMES)
    for n in range(4, 4 + 3 * AVERAGE_OF):
        history.add(record(n, Ending.LOST, variant="aces-only", score=9))
    dialog = open_progress(qtbot, history, "standard")
    charts, recent = dialog.charts.geometry(), dialog.recent_box.geometry()
    select_variant(dialog, "aces-only")
    QApplication.processEvents()
    assert dialog.progress.chart.charted
    assert (dialog.charts.geometry(), dialog.recent_box.geometry()) == (charts, recent)


def test_hovering_one_of_the_first_games_names_it(qtbot):
    dialog = open_progress(qtbot, history_of(FIRST_GAMES), "standard")
    chart = dialog.progress.chart
    image = chart.grab().toImage()
    won = chart_colours(chart.palette()).won
    y = dot_row(image, won)
    (x,) = dots(image, won, y)
    point = QPoint(x + 3, y)
    QToolTip.hideText()
    hover = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(point),
        QPointF(chart.mapToGlobal(point)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(chart, hover)
    qtbot.waitUntil(lambda: QToolTip.isVisible() and QToolTip.text().startswith("Game"))
    assert QToolTip.text() == "Game 2, deal #2: score 48, won"
    assert chart.game_at(QPoint(1, 1)) is None  # beside the row: nothing


def test_nine_games_in_the_row_each_say_their_result_whole(qtbot):
    # "abando…" under a grey dot read as a fault; the record's word "left" fits.
    results = [(Ending.ABANDONED, 3), (Ending.WON, 48)] + [(Ending.LOST, 30)] * 7
    dialog = open_dialog(qtbot, history_of(results), "standard")
    dialog.resize(800, 540)  # as on a screen of 1024x600
    show_progress(qtbot, dialog)
    chart = dialog.progress.chart
    words = result_words(chart.font(), chart.width(), [ending for ending, _ in results])
    assert words[:3] in (["abandoned", "won", "lost"], ["left", "won", "lost"])
    assert words[2:] == ["lost"] * 7


def test_a_game_abandoned_says_so_whole_where_the_row_has_room(qtbot):
    # One game in a tab 500 px wide said "left": its column was 52 px, "abandoned"
    # 56 in the small 9-point Sans, though the row had room for it many times over.
    dialog = open_dialog(qtbot, history_of([(Ending.ABANDONED, 1)]), "standard")
    show_progress(qtbot, dialog)
    chart = dialog.progress.chart
    assert result_words(chart.font(), chart.width(), [Ending.ABANDONED]) == ["abandoned"]
