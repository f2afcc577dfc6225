"""The stock's stack goes down as it is dealt, whatever the window's size."""

from __future__ import annotations

import pytest

from .conftest import click, slot_point


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_stack_stands_lower_with_every_few_deals(qtbot, window, size):
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    window.model.start_deal(1)
    slot = window.scene.stock_slot
    heights = []
    while window.model.game.stock_count:
        assert slot.stack is not None
        heights.append(slot.stack.layers)
        click(qtbot, window, slot_point(window, "stock"))
    assert heights[0] >= 2  # a full stock stands out as a stack
    assert heights == sorted(heights, reverse=True)  # never up while dealing
    # Down within the first quarter of the stock, not only near its end: at
    # four cards a layer, a three-layer stack stood as high at 13 cards as at 48.
    assert heights[3] < heights[0], heights
    assert heights[-1] == 0  # the last four: one card, no edges under it
