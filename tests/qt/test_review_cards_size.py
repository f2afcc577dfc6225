"""Review moves at 800x600: the cards as large as the felt beside the panel lets them be.

The panel takes some 320 pixels of an 800-pixel window. The row of the stock,
four piles and the discard heap then had cards 55 pixels wide, 77 high, and
half the felt bare under them (here, offscreen: 79 high, 269 pixels bare). The
table stacks instead: the stock and the heap above the piles, which get the
felt's whole width.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSizeF, Qt

from .review_panel import open_review
from .test_end_dialog_800x600 import DEMO_18


def on_screen(window, card) -> QRect:
    """Where ``card``'s face is drawn (its shadow left out), in the view's coordinates."""
    item = window.scene.cards[card]
    face = QRectF(item.pos(), QSizeF(item.width, item.height))
    return window.view.mapFromScene(face).boundingRect()


def test_at_800x600_the_reviewed_cards_are_large_and_use_the_felt(qtbot, window):
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    dock = open_review(qtbot, window, 18, DEMO_18.split())  # piles of 4 to 7 cards
    qtbot.waitUntil(lambda: dock.width() > 250)
    qtbot.wait(100)  # the table laid out beside the panel
    felt = window.view.viewport().rect()
    assert felt.width() < 500  # the panel beside it
    piles = window.model.game.piles
    cards = [on_screen(window, card) for pile in piles for card in pile]
    assert min(rect.height() for rect in cards) >= 95  # were 79
    assert all(felt.contains(rect) for rect in cards)  # none cut off
    lowest = max(rect.bottom() for rect in cards)
    tallest = max(rect.height() for rect in cards)
    assert felt.bottom() - lowest < tallest  # less than a card's height of bare felt under them


def test_closed_the_review_gives_the_table_its_row_back(qtbot, window):
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    dock = open_review(qtbot, window, 18, DEMO_18.split())
    qtbot.waitUntil(lambda: dock.width() > 250)
    scene = window.scene
    qtbot.waitUntil(lambda: scene.stock_slot.y() < scene.pile_slots[0].y())  # stacked
    qtbot.keyClick(dock.moves, Qt.Key.Key_End)  # the game's end, then closed
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.game_end.review is None)
    # The stock beside pile 1 again, the heap beside pile 4, all in one row.
    qtbot.waitUntil(lambda: scene.stock_slot.y() == scene.pile_slots[0].y())
    assert scene.stock_slot.x() < scene.pile_slots[0].x()
    assert scene.discard_slot.x() > scene.pile_slots[3].x()
    assert scene.discard_slot.y() == scene.pile_slots[3].y()
