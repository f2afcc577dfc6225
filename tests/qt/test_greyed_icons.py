"""A greyed-out action's icon is its picture faded as a whole, not shape by shape."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

FADED = 0.35  # how much of a greyed icon shows, as the game greys one
ACTIONS = ["new", "restart", "undo", "redo", "hint", "deal", "statistics"]


@pytest.mark.parametrize("ratio", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("name", ACTIONS)
def test_a_greyed_icon_is_its_picture_evenly_faded(window, name, ratio):
    # Faded shape by shape, the shapes under others showed through them: the
    # greyed Deal button (an empty stock, every game's end) had its three
    # overlapping cards read as a tangle of outlines, the Hint bulb its socket.
    icon = getattr(window.game_actions, name).icon()
    size = QSize(24, 24)
    normal = icon.pixmap(size, ratio, QIcon.Mode.Normal).toImage()
    greyed = icon.pixmap(size, ratio, QIcon.Mode.Disabled).toImage()
    assert normal.size() == greyed.size()
    worst = 0.0
    for y in range(normal.height()):
        for x in range(normal.width()):
            expected = normal.pixelColor(x, y).alpha() * FADED
            worst = max(worst, abs(greyed.pixelColor(x, y).alpha() - expected))
    assert worst <= 3, worst
