"""Where everything goes on a table of a given size: pure geometry, no Qt items.

The row from left to right: the stock, piles 1 to 4, the discard heap. Cards
keep the proportions of a poker card; their width follows the window so the
whole table fits, and a long pile fans more tightly instead of running off.
Never so tightly that a covered card's index is cut (a Q read as an O, a J as
an I): a pile too long for that makes every card a little smaller.

A table much narrower than the row wants, for its height, stacks it instead:
the stock and the discard heap in a row of their own above piles 1 and 4, the
piles under them with the table's whole width. Review moves beside the table
at 800x600 left a row of cards 55 pixels wide, and half the felt bare under
them; stacked, they are a fifth larger.
"""

from __future__ import annotations

from typing import NamedTuple

CARD_RATIO = 1.4  # height / width, a poker card (2.5 x 3.5 in)
PILE_GAP = 0.24  # between piles, in card widths
SIDE_GAP = 0.55  # between the stock or discard heap and the piles
MARGIN = 0.35  # around the table
TOP = 0.45  # above the row: room for the pile numbers
FAN = 0.27  # vertical step of a fanned pile, in card heights, when there is room
ROWS_WANTED = 8  # a pile this long fans at full step without shrinking the cards
MIN_FAN = 0.21  # the least step, in card heights, that shows a covered card's whole index
MIN_CARD_WIDTH = 24.0
LABEL_HEIGHT = 0.42  # the count under the stock and the discard heap, in card widths
_SPAN = 6 + 3 * PILE_GAP + 2 * SIDE_GAP + 2 * MARGIN
_STACKED_SPAN = 4 + 3 * PILE_GAP + 2 * MARGIN  # the piles alone, the stock and heap above
# How much larger stacking must make the cards: a table a little narrower than the
# row's keeps its row, rather than change its look for a few pixels.
STACKED_GAIN = 1.1


class TableLayout(NamedTuple):
    """Positions (top-left corners) and sizes, in scene pixels."""

    width: float
    height: float
    card_width: float
    card_height: float
    stock: tuple[float, float]
    discard: tuple[float, float]
    piles: tuple[tuple[float, float], ...]
    bottom: float  # the lowest y a fanned card's bottom edge may reach

    def places(self) -> tuple[tuple[float, float], ...]:
        """Every place's corner: 0 the stock, 1 to n the piles, n + 1 the discard heap."""
        return (self.stock, *self.piles, self.discard)

    def fan_step(self, count: int) -> float:
        """The vertical distance between cards of a pile holding ``count`` cards."""
        full = FAN * self.card_height
        if count <= 1:
            return full
        room = self.bottom - self.piles[0][1] - self.card_height
        return max(2.0, min(full, room / (count - 1)))

    def pile_card(self, pile: int, index: int, count: int) -> tuple[float, float]:
        """Where card ``index`` (0 = bottom) of a pile of ``count`` cards goes."""
        x, y = self.piles[pile]
        return x, y + index * self.fan_step(count)


def table_layout(width: float, height: float, pile_count: int = 4, longest: int = 0) -> TableLayout:
    """Lay the table out in a ``width`` x ``height`` area for piles of up to ``longest`` cards."""
    steps = max(FAN * (ROWS_WANTED - 1), MIN_FAN * (longest - 1))
    tall = TOP + MARGIN + CARD_RATIO * (1 + steps)
    card_width = max(MIN_CARD_WIDTH, min(width / _SPAN, height / tall))
    # Stacked: the stock's row above, its words under it, then the row's height.
    stacked = min(width / _STACKED_SPAN, height / (MARGIN + CARD_RATIO + LABEL_HEIGHT + tall))
    if stacked > card_width * STACKED_GAIN:
        return _stacked_layout(width, height, pile_count, stacked)
    card_height = card_width * CARD_RATIO
    used = card_width * _SPAN
    left = max(0.0, (width - used) / 2) + MARGIN * card_width
    top = TOP * card_width
    stock = (left, top)
    x = left + card_width * (1 + SIDE_GAP)
    piles = []
    for _ in range(pile_count):
        piles.append((x, top))
        x += card_width * (1 + PILE_GAP)
    discard = (x - card_width * PILE_GAP + card_width * SIDE_GAP, top)
    bottom = max(height - MARGIN * card_width, top + card_height * 2)
    return TableLayout(width, height, card_width, card_height, stock, discard, tuple(piles), bottom)


def _stacked_layout(width: float, height: float, pile_count: int, card_width: float) -> TableLayout:
    """The stock over pile 1 and the discard heap over the last pile, the piles under them."""
    card_height = card_width * CARD_RATIO
    used = card_width * _STACKED_SPAN
    left = max(0.0, (width - used) / 2) + MARGIN * card_width
    row = MARGIN * card_width
    top = row + card_height + (LABEL_HEIGHT + TOP) * card_width  # under the words, the numbers
    piles = tuple((left + index * card_width * (1 + PILE_GAP), top) for index in range(pile_count))
    bottom = max(height - MARGIN * card_width, top + card_height * 2)
    stock, discard = (left, row), (piles[-1][0], row)
    return TableLayout(width, height, card_width, card_height, stock, discard, piles, bottom)


def drawn_rows(layout: TableLayout) -> list[list[int]]:
    """The places (numbered as ``TableLayout.places``) row by row as the table is drawn,
    top down, each row left to right: one row, 0 to n + 1, on a wide table; on a stacked
    one the stock and the heap, then the piles.

    The one order the player's eye, the arrow keys (``key_focus``) and a screen reader
    (``table_access``) all follow: worked out twice, the two could drift apart.
    """
    where = layout.places()
    tops = sorted({y for _, y in where})
    in_row = ([p for p, (_, y) in enumerate(where) if y == top] for top in tops)
    return [sorted(row, key=lambda p: where[p][0]) for row in in_row]


def reading_order(layout: TableLayout) -> list[int]:
    """The places (numbered as ``TableLayout.places``) as drawn, the top row first,
    each row left to right: wide, 0 to n + 1; stacked, the stock and the heap first."""
    return [place for row in drawn_rows(layout) for place in row]


def discard_tilt(card: int) -> float:
    """A small fixed tilt per card, in degrees, so the discard heap looks like a heap."""
    return ((card * 37) % 11 - 5) * 0.8
