"""Game > Select deal number… opens clear of the cards, as Leave this game? does: the player
is choosing a deal to leave the game on the table for, and wants that table in sight.
Centred over the window, it hid the middle piles' top cards. (About stays centred: it is
about the program, not the game: ``test_dialogs_in_window``.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QWidget

from acesup_qt.main_window import MainWindow

from .test_crib import laid_crib, shown
from .test_dialog_placement import cards_hidden_by, on_a_large_screen
from .test_dialogs_clear_of_cards import ask_for_a_deal, make_smaller, mid_game
from .test_dialogs_clear_of_crib import crib_on_screen


def piles_on_screen(window: MainWindow) -> list[QRect]:
    """Each pile, its slot's outline down to its last card and every card on it, in
    screen pixels (the scene's rectangles through the view, from the viewport's corner
    on the screen)."""
    view, scene = window.view, window.scene
    origin = view.viewport().mapToGlobal(QPoint(0, 0))
    piles = []
    for slot, pile in zip(scene.pile_slots, window.model.game.piles, strict=True):
        rect = slot.mapRectToScene(slot.card_rect())
        for card in pile:
            rect = rect.united(scene.cards[card].sceneBoundingRect())
        piles.append(view.mapFromScene(rect).boundingRect().translated(origin))
    return piles


def assert_clear_of_the_table(window: MainWindow, dialog: QWidget) -> None:
    spot = dialog.frameGeometry()  # title bar and borders included
    assert [pile for pile in piles_on_screen(window) if pile.intersects(spot)] == []
    assert cards_hidden_by(window, dialog) == []  # the stock and the heap too
    assert window.frameGeometry().contains(spot)  # on the felt, not hung past the edge


@pytest.mark.parametrize("size", [(1280, 800), (1366, 706), (1024, 640)])
def test_select_deal_number_opens_clear_of_the_piles(qtbot, window, monkeypatch, size):
    on_a_large_screen(monkeypatch)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    mid_game(qtbot, window, "d d")
    dialog = ask_for_a_deal(qtbot, window)  # Ctrl+G
    # Centred, as it opened before, it lay over piles 2 and 3.
    centred = QRect(QPoint(0, 0), dialog.frameGeometry().size())
    centred.moveCenter(window.frameGeometry().center())
    assert any(pile.intersects(centred) for pile in piles_on_screen(window))
    assert_clear_of_the_table(window, dialog)
    qtbot.keyClick(dialog.line, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.recorder.in_progress  # the game goes on


def test_select_deal_number_keeps_clear_of_the_piles_as_the_window_is_made_smaller(
    qtbot, window, monkeypatch
):
    on_a_large_screen(monkeypatch)
    mid_game(qtbot, window, "d d")
    dialog = ask_for_a_deal(qtbot, window)
    make_smaller(qtbot, window)
    qtbot.waitUntil(lambda: window.frameGeometry().contains(dialog.frameGeometry()))
    assert_clear_of_the_table(window, dialog)
    qtbot.keyClick(dialog.line, Qt.Key.Key_Escape)


def test_select_deal_number_at_1280x800_leaves_how_to_play_in_sight(qtbot, window, monkeypatch):
    on_a_large_screen(monkeypatch)
    crib = laid_crib(qtbot, window)
    qtbot.waitUntil(lambda: shown(crib))
    mid_game(qtbot, window)
    dialog = ask_for_a_deal(qtbot, window)
    assert_clear_of_the_table(window, dialog)
    assert not dialog.frameGeometry().intersects(crib_on_screen(window))
    qtbot.keyClick(dialog.line, Qt.Key.Key_Escape)
