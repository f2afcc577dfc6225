"""The end-of-game dialog on a 1024x600 screen: no word under the stock, nor the empty
stock's outline, cut in half.

Deal 66 as the demo plays it leaves two aces alone on piles 1 and 2 and "Stock
empty" just under their feet. The compact dialog took the felt under the
aces, its title bar across the middle of "Stock empty", the top half of the
words left on the felt: a spot that hides no card, taken before any that
hides the words whole, which looks broken. The narrow dialog, in the column
under the stock, hides them whole. So too the outline of the empty stock: the
narrow dialog at the foot of that column left its top edge peeking over the
title bar (deals 2, 7, 22, 24).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize

from acesup_qt import table_surroundings
from acesup_qt.dialogs.end_of_game_fit import choose
from acesup_qt.dialogs.end_of_game_looks import COMPACT, FULL, NARROW
from acesup_qt.dialogs.placement import Surroundings
from acesup_qt.engine import deal_cards

from .test_index_in_sight import TITLE_BAR, end_by_keys, hidden_indices, small_screen
from .test_narrow_end_dialog import DEMO_7, hidden_cards

# Deal 66 as Game > "Demo: play on for me" plays it from the start: lost, score 45.
DEMO_66 = (
    "x4 d x4 m1>4 x3 x2 d x4 x2 x1 x3 d x1 x2 x2 x4 d x1 x2 x4 m3>2 d x4 x1 d x3 x1 x2 d "
    "x4 x4 x2 x2 x3 x2 m3>2 x3 x3 m1>3 d x1 x1 m4>1 x4 m3>4 x2 d x1 x1 m4>1 x4 m2>4 x3 d "
    "x2 d x1 x1 x3 d x1 x2 x2 x3 x4"
)


def words_cut(window, dialog) -> list[QRect]:
    """The words under the stock and the discard heap that the dialog (its title bar
    too) hides in part: some of them hidden, some on the felt."""
    spot = dialog.geometry().marginsAdded(TITLE_BAR)
    words = table_surroundings.surroundings(window).words
    return [rect for rect in words if rect.intersects(spot) and not spot.contains(rect)]


DEMOS = {  # the demo's games of these deals, as Game > Demo plays them from the start
    2: "x4 d x1 x1 x2 m3>1 d x1 x4 d x3 d x4 d x3 x1 d x1 d x3 x3 x2 x3 x3 d x2 d x3 x3 x3 "
    "m4>3 x4 x3 m1>3 x1 x2 d d x1 x3 x3 x1 d x1 x1 x2",
    7: DEMO_7,
    22: "x1 d x3 d x3 x4 d x1 x2 x2 x2 d x4 x4 d x4 x4 x1 x2 x2 x2 m1>2 x2 m1>2 x1 d d x1 x1 "
    "m3>1 x3 x3 d x3 x3 x4 d x2 x2 x1 x3 d x3 d x1 x1 x1 x4 d x3 x2 x4 x4 x1",
    24: "x1 x4 d x4 m2>4 x3 x4 d x2 d x2 x4 x4 m3>4 x1 d x2 x2 m1>2 x2 m4>2 x4 m3>4 d x3 x4 "
    "x1 d d x1 x1 x4 d x1 x1 x1 x3 x4 m4>1 x4 m2>4 d x1 x3 x3 d x3 x1 x2 x4 d d x1 x4 x2 x3",
    66: DEMO_66,
}


def stock_outline(window) -> QRect:
    """The empty stock's outline on the screen."""
    view, slot = window.view, window.scene.stock_slot
    origin = view.viewport().mapToGlobal(QPoint(0, 0))
    scene_rect = slot.mapRectToScene(slot.card_rect())
    return view.mapFromScene(scene_rect).boundingRect().translated(origin)


@pytest.mark.parametrize("deal", sorted(DEMOS))
def test_lost_at_1024x600_the_dialog_cuts_no_word_nor_the_stocks_outline_in_half(
    qtbot, window, monkeypatch, deal
):
    small_screen(monkeypatch, window, (1024, 600))
    dialog = end_by_keys(qtbot, window, deal_cards(deal), "standard", DEMOS[deal])
    assert not window.model.game.is_won()
    assert hidden_cards(window, dialog) == []  # compact over the top-left, it hid some
    assert hidden_indices(window, dialog) == []
    assert words_cut(window, dialog) == []
    spot, outline = dialog.geometry().marginsAdded(TITLE_BAR), stock_outline(window)
    assert spot.contains(outline) or not spot.intersects(outline), (spot, outline)


def test_a_look_that_hides_no_card_and_cuts_no_word_beats_one_that_cuts_a_word():
    # The table of deal 66 lost at 1024x600, in short: a row of cards, the words under
    # the empty stock just under their feet, a column of felt to their left.
    room = QRect(0, 100, 1000, 470)
    cards = ((QRect(280, 145, 460, 138), 1), (QRect(640, 145, 100, 212), 1))
    stock_words = QRect(120, 290, 100, 18)
    around = Surroundings(room, cards, frame=TITLE_BAR, words=(stock_words,))
    sizes = {FULL: QSize(600, 330), COMPACT: QSize(420, 242), NARROW: QSize(250, 405)}
    look, size, spot = choose(around, (FULL, COMPACT, NARROW), sizes.__getitem__)
    # Compact, clear of the cards only with its title bar across the words.
    compact = choose(around, (COMPACT,), sizes.__getitem__)
    assert around.is_clear(QRect(compact[2], compact[1]))
    assert around.cuts_words(QRect(compact[2], compact[1]))
    assert look is NARROW
    assert around.is_clear(QRect(spot, size))
    assert not around.cuts_words(QRect(spot, size))
