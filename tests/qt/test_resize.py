"""The table follows the window's size; every card stays on screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from .conftest import assert_table_shows_model
from .test_drag import EMPTY_PILE_1, restore

# A pile of 16 cards: thirteen deals onto pile 4 plus moves into it would be
# rare; twelve deals give every pile thirteen, the tallest piles a game has.
ALL_DEALT = " ".join(["d"] * 12)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (640, 480), (1920, 1080), (400, 900)])
@pytest.mark.parametrize("moves", ["", EMPTY_PILE_1, ALL_DEALT])
def test_every_card_stays_inside_the_view(qtbot, window, size, moves):
    restore(window, moves)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    viewport = window.view.viewport().rect()
    visible = QRectF(window.view.mapToScene(viewport).boundingRect())
    for card, item in window.scene.cards.items():
        rect = item.mapRectToScene(QRectF(0, 0, item.width, item.height))
        assert visible.contains(rect), (card, rect, visible)
    assert_table_shows_model(window)


def test_cards_grow_with_the_window_and_keep_their_shape(qtbot, window):
    window.resize(800, 600)
    small = window.scene.layout.card_width
    window.resize(1600, 1000)
    qtbot.wait(10)
    big = window.scene.layout.card_width
    assert big > small * 1.4
    item = window.scene.cards[0]
    assert item.height / item.width == pytest.approx(1.4, abs=0.02)


def test_a_new_window_fits_the_screen_it_opens_on(qtbot):
    from acesup_qt import settings
    from acesup_qt.main_window import MainWindow

    probe = MainWindow()
    qtbot.addWidget(probe)
    room = probe.screen().availableGeometry()  # the offscreen screen: 800x800
    assert room.width() < 1280  # smaller than the size the window would like
    first = MainWindow()
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    assert room.contains(first.frameGeometry())
    first.resize(2400, 1500)  # as saved on a bigger screen, or at a smaller scale
    settings.set_window_geometry(first.saveGeometry())
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert room.contains(again.frameGeometry())
