"""The Statistics charts' own colours, picked for the palette they are drawn on.

The charts take their background, grid and words from the palette; the marks
are theirs. Every mark stands at least 3:1 against the chart's background in
either scheme (the least for a shape that must be seen), and the kinds of game
stay apart for a red-green colour-blind player too: lost games are blue,
abandoned ones grey, and wins, green, sit alone on the top line at 48 and drawn
larger. On a light chart the dots are lighter than the average line, on a dark
one dimmer, so the line in front of them reads at a glance in both.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QColor, QPalette

from ..colour_scheme import pick


class ChartColours(NamedTuple):
    """The colour of each kind of mark."""

    bar: QColor  # the scores chart's bars
    won: QColor  # a win's bar or dot
    lost: QColor  # a lost game's dot
    abandoned: QColor  # an abandoned game's dot
    average: QColor  # the line of the average of the last 10 games


# Contrast on the light scheme's white, then the dark scheme's base of #242424.
LIGHT = ("#4678be", "#2f9150", "#5a8dd2", "#8a8a8a", "#c45510")  # 4.5 4.0 3.4 3.5 4.5
DARK = ("#5b8fd6", "#5cc27a", "#6495d6", "#858585", "#f08a40")  # 4.7 7.0 5.0 4.2 6.2


def chart_colours(palette: QPalette) -> ChartColours:
    """The marks' colours for a chart drawn on ``palette``."""
    return ChartColours(
        *(pick(palette, light, dark) for light, dark in zip(LIGHT, DARK, strict=True))
    )
