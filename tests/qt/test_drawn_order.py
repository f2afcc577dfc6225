"""The arrows and a screen reader walk the table in one order, the one it is drawn in
(``layout.drawn_rows``), at any size: wide, the stock, the piles, the heap in one row;
stacked, the stock and the heap above the piles."""

from __future__ import annotations

from acesup_qt.scene import key_focus
from acesup_qt.scene.layout import reading_order, table_layout

HEAP = 5


def test_the_arrows_rows_are_the_screen_readers_order_without_the_heap():
    seen = set()
    for width in range(300, 2000, 97):
        for height in range(240, 1600, 89):
            for longest in (0, 8, 20):
                layout = table_layout(width, height, 4, longest)
                order = reading_order(layout)
                walked = [place + 1 for row in key_focus.rows(layout) for place in row]
                assert walked == [place for place in order if place != HEAP]
                seen.add(tuple(order))
    assert seen == {(0, 1, 2, 3, 4, 5), (0, 5, 1, 2, 3, 4)}  # both tables met
