"""The end-of-game dialog leaves the words under the stock and the discard heap in sight.

Deal 5 as the demo plays it ends lost with short piles (1, 2, 4 and 3
cards): at 1280x800 the full dialog, too tall for the felt below the
piles, went to the table's bottom left over "Stock empty". Wherever a
layout finds a spot hiding neither a card nor those words, it takes it.
The solver's two buttons sit in one row under its words, never beside them.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from acesup_qt.engine import deal_cards, format_moves, new_game
from acesup_qt.engine.strategy import rank_moves

from .test_index_in_sight import TITLE_BAR, end_by_keys, hidden_indices, small_screen
from .test_narrow_end_dialog import hidden_cards


def demo_game(deal: int) -> str:
    """The moves Game > "Demo: play on for me" makes from the start of ``deal``."""
    game = new_game(deal_cards(deal))
    while not game.is_over():
        game.push(rank_moves(game.copy(), budget_seconds=0)[0].move)
    return format_moves(game.moves)


def words_under_slots(window) -> dict[str, QRect]:
    """Where "Stock empty" and "Score N / 48" are drawn, on the screen."""
    view = window.view
    origin = view.viewport().mapToGlobal(QPoint(0, 0))
    found = {}
    for slot in (window.scene.stock_slot, window.scene.discard_slot):
        rect = slot.mapRectToScene(slot.caption_below_rect())
        found[slot.caption_below] = view.mapFromScene(rect).boundingRect().translated(origin)
    return found


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_after_deal_5_lost_the_dialog_hides_no_card_and_no_word_under_the_stock(
    qtbot, window, monkeypatch, size
):
    small_screen(monkeypatch, window, size)
    dialog = end_by_keys(qtbot, window, deal_cards(5), "standard", demo_game(5))
    spot = dialog.geometry().marginsAdded(TITLE_BAR)
    words = words_under_slots(window)
    assert set(words) == {"Stock empty", "Score 42 / 48"}
    assert [text for text, rect in words.items() if rect.intersects(spot)] == []
    assert hidden_cards(window, dialog) == []
    assert hidden_indices(window, dialog) == []


def test_the_solvers_buttons_sit_in_one_row_under_its_words(qtbot, window, monkeypatch):
    small_screen(monkeypatch, window, (1280, 800))
    dialog = end_by_keys(qtbot, window, deal_cards(5), "standard", demo_game(5), verdict=False)
    dialog.show_verdict("This deal could have been won.", True)
    dialog.show_lost_move(
        "The win was still there after your move 2, and gone after move 15. The solver "
        "could not tell in 3 seconds which of moves 3 to 15 gave it away.",
        2,
    )
    # No wait for events here: the game's own search for the lost move, still
    # at work, would put its answer (none yet) in place of these words.
    dialog.layout().activate()
    show_me, take_back, words = dialog.show_me, dialog.take_back, dialog.lost_move
    assert show_me.isVisible()
    assert take_back.isVisible()
    assert show_me.y() == take_back.y() > words.geometry().bottom()
    assert words.width() > dialog.width() * 3 // 4  # the words across the dialog, not a column
    assert hidden_cards(window, dialog) == []
    assert hidden_indices(window, dialog) == []
