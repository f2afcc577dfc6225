"""The Statistics charts' grid lines are sharp on every screen: whole pixels, full strength.

Each ratio runs in a Python of its own, as Qt takes QT_SCALE_FACTOR only
when the application is made.
"""

from __future__ import annotations

import pytest

from .own_process import printed_at_scale

# Charts a few games and prints, for a column of each chart that holds no bar
# or dot, the runs of grid pixels found down it: [first row, rows, lightness].
_PROBE = """
import json
from PySide6.QtWidgets import QApplication
from acesup_qt.dialogs.histogram import ScoreHistogram
from acesup_qt.dialogs.progress_chart import ChartedGame, ProgressChart
from acesup_qt.storage.records import Ending

app = QApplication([])
histogram = ScoreHistogram()
counts = [0] * 49
counts[20], counts[27], counts[30] = 1, 3, 7
histogram.set_counts(counts)
progress = ProgressChart()
games = [ChartedGame(n, 20 + n % 7, Ending.LOST, n, 23.0) for n in range(1, 13)]
progress.set_games(games)
found = {}
# (the progress chart's top strip holds its legend)
for name, chart, x, top in (("scores", histogram, 398, 0), ("progress", progress, 33, 17)):
    chart.resize(420, 200)
    chart.show()
    app.processEvents()
    image = chart.grab().toImage()
    base = chart.palette().color(chart.palette().ColorRole.Base).lightness()
    column = round(x * image.devicePixelRatio())
    runs, start = [], None
    for y in range(round(top * image.devicePixelRatio()), image.height() + 1):
        grey = image.pixelColor(column, y).lightness() if y < image.height() else base
        if grey != base and start is None:
            start, shades = y, set()
        if start is not None and grey != base:
            shades.add(grey)
        if grey == base and start is not None:
            runs.append([start, y - start, sorted(shades)])
            start = None
    found[name] = runs
print(json.dumps(found))
"""


@pytest.mark.parametrize(("scale", "thick"), [("1", 1), ("1.5", 2), ("2", 2)])
def test_the_charts_grid_lines_are_whole_pixels_at_full_strength(scale, thick):
    # Drawn smoothly on whole coordinates, a one-pixel line straddled two rows
    # and showed as a blurred pair at half strength; at 1.5 the lines came out
    # one, two or three pixels thick by where they fell.
    for chart, runs in printed_at_scale(_PROBE, scale).items():
        assert len(runs) == 5, chart  # the five grid lines, nothing else down this column
        assert {rows for _, rows, _ in runs} == {thick}, (chart, runs)
        assert len({shade for _, _, shades in runs for shade in shades}) == 1, (chart, runs)
