"""The Statistics charts' marks can be seen and told apart, in the light scheme and the dark.

Each test opens the dialog in the light scheme, then turns the application dark
while it is open (as a system switched to its dark scheme does), and looks at
the pixels a player sees: a mark of any kind stands 3:1 against the chart's
background, the least for a shape that must be seen.
"""

from __future__ import annotations

from contextlib import nullcontext

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPalette

from acesup_qt.dialogs.progress_chart import MARGIN_TOP, ProgressChart
from acesup_qt.storage.records import Ending

from .dark_scheme import contrast, dark_scheme
from .test_statistics_dialog import history, open_dialog
from .test_statistics_progress import known_history, open_progress, show_progress

__all__ = ["history"]  # a fixture, shared with the dialog's tests

SCHEMES = {"light": nullcontext, "dark": dark_scheme}


def clearest_near(image: QImage, point: QPointF, background: QColor) -> QColor:
    """The pixel within a pixel of ``point`` (in the widget's points) that reads best."""
    ratio = image.devicePixelRatio()
    x, y = round(point.x() * ratio), round(point.y() * ratio)
    near = [image.pixelColor(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    return max(near, key=lambda colour: contrast(colour, background))


def dot_at(chart: ProgressChart, index: int) -> QPointF:
    """The middle of game ``index``'s dot."""
    game = chart.games[index]
    return QPointF((chart._x(index) + chart._x(index + 1)) / 2, chart._y(game.score))


def average_at(chart: ProgressChart, index: int) -> QPointF:
    """Where the average line passes game ``index``."""
    average = chart.games[index].average
    assert average is not None
    return QPointF((chart._x(index) + chart._x(index + 1)) / 2, chart._y(average))


def legend_colours(image: QImage) -> set[int]:
    """The colours drawn in the legend's strip along the top."""
    rows = round(MARGIN_TOP * image.devicePixelRatio())
    return {image.pixel(x, y) for y in range(rows) for x in range(image.width())}


def saturation(colour: QColor) -> int:
    return max(colour.red(), colour.green(), colour.blue()) - min(
        colour.red(), colour.green(), colour.blue()
    )


@pytest.mark.parametrize("scheme", SCHEMES)
def test_each_kind_of_game_shows_clearly_and_apart_in_either_scheme(qtbot, history, scheme):
    known_history(history)  # standard: W 48, L 30, L 20, A 2, L 40, W 48, then L 10s and W 48
    dialog = open_progress(qtbot, history, "standard")
    chart = dialog.progress.chart
    assert [chart.games[i].ending for i in (0, 1, 3)] == [Ending.WON, Ending.LOST, Ending.ABANDONED]
    with SCHEMES[scheme]():  # turned dark while the dialog is open
        background = chart.palette().color(QPalette.ColorRole.Base)
        image = chart.grab().toImage()
        won, lost, abandoned = (
            clearest_near(image, dot_at(chart, i), background) for i in (0, 1, 3)
        )
        average = clearest_near(image, average_at(chart, 15), background)
        for colour, kind in ((won, "won"), (lost, "lost"), (abandoned, "abandoned")):
            assert contrast(colour, background) >= 3, kind
            # The legend shows the dots' very colours.
            assert colour.rgb() in legend_colours(image), kind
        assert contrast(average, background) >= 3
        # The average line, in front of the dots, reads at least as clearly as they do.
        assert contrast(average, background) >= contrast(lost, background)
        assert contrast(average, background) >= contrast(abandoned, background)
        # Told apart by more than red against green: a win's green, a loss's blue,
        # an abandoned game's grey, the average's orange.
        assert 100 <= won.hslHue() <= 160
        assert 190 <= lost.hslHue() <= 240
        assert saturation(abandoned) < 20
        assert 10 <= average.hslHue() <= 40


def bar_at(chart, score: int) -> QPointF:
    """Halfway up the bar of ``score``."""
    plot = chart._plot()
    slot = plot.width() / len(chart.counts)
    return QPointF(plot.left() + (score + 0.5) * slot, plot.bottom() - 3)


@pytest.mark.parametrize("scheme", SCHEMES)
def test_the_scores_bars_show_clearly_in_either_scheme(qtbot, history, scheme):
    known_history(history)  # 18 losses of 10 points, 3 wins
    dialog = open_dialog(qtbot, history, "standard")
    chart = dialog.histogram
    with SCHEMES[scheme]():  # turned dark while the dialog is open
        background = chart.palette().color(QPalette.ColorRole.Base)
        image = chart.grab().toImage()
        bar, won = (clearest_near(image, bar_at(chart, s), background) for s in (10, 48))
        assert contrast(bar, background) >= 3
        assert contrast(won, background) >= 3
        assert 190 <= bar.hslHue() <= 240
        assert 100 <= won.hslHue() <= 160


def test_the_charts_are_redrawn_in_the_new_scheme_when_it_changes(qtbot, history):
    known_history(history)
    dialog = open_dialog(qtbot, history, "standard")
    seen: list[tuple[int, int]] = []
    for scheme in (nullcontext, dark_scheme, nullcontext):  # light, dark, light again
        with scheme():
            show_progress(qtbot, dialog)
            chart = dialog.progress.chart
            background = chart.palette().color(QPalette.ColorRole.Base)
            lost = clearest_near(chart.grab().toImage(), dot_at(chart, 1), background)
            bars = dialog.histogram
            bar = clearest_near(bars.grab().toImage(), bar_at(bars, 10), background)
            seen.append((lost.rgb(), bar.rgb()))
    light, dark, light_again = seen
    # A lost game's blue and the bars' blue, each picked for the dark chart, then back.
    assert dark[0] != light[0]
    assert dark[1] != light[1]
    assert light_again == light
