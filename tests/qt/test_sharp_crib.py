"""How to play's fine gold rules, either side of its heading, are sharp on every screen.

Each ratio runs in a Python of its own, as Qt takes QT_SCALE_FACTOR only
when the application is made.
"""

from __future__ import annotations

import pytest

from .own_process import TABLE_SHOWN, printed_at_scale

# Shows the table with its crib and prints, down a column through each rule,
# the colours of the pixels that stand out from the felt: the rule's rows.
_PROBE = (
    TABLE_SHOWN
    + """
from PySide6.QtCore import QPointF
from PySide6.QtGui import QFontMetricsF
from acesup_qt.scene.crib import HEADING, LINE_SPACING

while time.monotonic() < deadline:
    app.processEvents()
    crib = window.scene.crib
    if crib is not None and crib.isVisible() and crib.opacity() == 1.0:
        break
image = window.view.viewport().grab().toImage()
dpr = image.devicePixelRatio()
words = crib.mapRectToScene(crib.size)
half = QFontMetricsF(crib.heading_font).horizontalAdvance(HEADING) / 2
reach = crib.line_height * 0.5 + crib.line_height / LINE_SPACING  # into each rule
found = []
for x in (words.center().x() - half - reach, words.center().x() + half + reach):
    top = window.view.mapFromScene(QPointF(x, words.top()))
    column = round(top.x() * dpr)
    rows = []
    for y in range(round(top.y() * dpr), round((top.y() + crib.line_height) * dpr)):
        colour = image.pixelColor(column, y)
        felt = image.pixelColor(column, y - round(3 * dpr))  # the felt darkens downwards
        if colour.red() - felt.red() > 12:
            rows.append([y, colour.name()])
    found.append(rows)
print(json.dumps(found))
"""
)


@pytest.mark.parametrize("size", [(1280, 800), (1111, 777)])
@pytest.mark.parametrize(("scale", "thick"), [("1", 1), ("1.5", 2), ("2", 2)])
def test_the_rules_beside_how_to_play_are_whole_pixels_at_full_strength(scale, thick, size):
    # Drawn where the words fell, a fraction of a pixel off the screen's grid,
    # each one-pixel rule straddled two rows at half strength (three at 200%).
    for rule in printed_at_scale(_PROBE, scale, *map(str, size)):
        rows = [y for y, _ in rule]
        assert rows == list(range(rows[0], rows[0] + thick)), rule  # one line, so thick
        assert len({colour for _, colour in rule}) == 1, rule  # at one strength
