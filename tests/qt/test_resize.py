"""The table follows the window's size; every card stays on screen."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from acesup_qt.engine import card_label

from .conftest import assert_table_shows_model
from .test_card_art import _ink_columns
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


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (1920, 1080)])
def test_a_long_pile_leaves_every_covered_cards_index_whole(qtbot, window, size):
    # With thirteen cards a pile fanned so tightly that the next card cut the
    # foot off each index: a Q read as an O, a J as an I.
    restore(window, ALL_DEALT)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    scene = window.scene
    width = round(scene.layout.card_width)
    for pile in window.model.game.piles:
        assert len(pile) == 13
        for card, covering in itertools.pairwise(pile):
            shown = scene.cards[covering].y() - scene.cards[card].y()
            _, (_, lowest_ink) = _ink_columns(card, width)
            assert lowest_ink < shown - 1, (card_label(card), lowest_ink, shown)


def test_the_cards_grow_back_when_the_long_piles_are_undone(qtbot, window):
    before = window.scene.layout.card_width
    restore(window, ALL_DEALT)
    assert window.scene.layout.card_width < before
    for _ in range(12):
        window.model.undo_stack.undo()
    window.scene.finish_animations()
    assert window.scene.layout.card_width == before
    assert_table_shows_model(window)


def test_cards_resized_by_a_long_pile_stay_on_their_slots(qtbot, window, monkeypatch):
    # The slots jump to the new size at once; cards sliding there meanwhile
    # left the slots' edges peeping out beside them for a moment.
    window.resize(1280, 800)
    restore(window, " ".join(["d"] * 11))
    qtbot.waitUntil(lambda: window.view.viewport().width() > 1000)
    monkeypatch.setenv("ACESUP_ANIMATION_SCALE", "1")
    scene, game = window.scene, window.model.game
    width = scene.layout.card_width
    window.deal()  # thirteen cards a pile: every card a little smaller
    assert scene.layout.card_width < width
    for pile, slot in zip(game.piles, scene.pile_slots, strict=True):
        for card in pile[:-1]:
            assert not scene.cards[card].moving
            assert scene.cards[card].x() == slot.x()
        assert scene.cards[pile[-1]].moving  # the dealt card flies in as ever
    scene.finish_animations()
    assert_table_shows_model(window)


def test_at_the_least_window_size_the_captions_stay_readable_and_clear(qtbot, window):
    # "48 in stock", "Pile 1" and "Score" shrank with the cards to 6-7 pixels in a
    # window made as small as it goes: too small to read.
    window.resize(1, 1)  # the window stops at its least size
    qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
    scene = window.scene
    assert scene.stock_slot.width < 60  # the cards did shrink
    viewport = window.view.viewport().rect()
    visible = QRectF(window.view.mapToScene(viewport).boundingRect())
    piles = [slot.mapRectToScene(slot.card_rect()) for slot in scene.pile_slots]
    for slot in scene.slots():
        assert slot.caption_font().pixelSize() >= 10, slot.name
        below = slot.mapRectToScene(slot.caption_below_rect())
        if not below.isEmpty():
            assert visible.contains(below), slot.name
            assert not any(below.intersects(pile) for pile in piles), slot.name
