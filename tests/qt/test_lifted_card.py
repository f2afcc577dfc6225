"""A card held by the mouse looks lifted off the table: its shadow falls wider."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage

from acesup_qt.scene.card_item import CardItem

from .conftest import card_point, hover_drag, slot_point

# Deal 1 after these moves has pile 1 empty and cards on the other three piles.
EMPTY_PILE_1 = "x3 d x1 x1 x4 d x3 x3 d x4 x2 x1 d x2 x3 x1 d x4 d x1 x1 x1"


def _table(window) -> QImage:
    return window.view.viewport().grab().toImage()


def _beside(window, item) -> list[QPoint]:
    """Points of felt just off the card's right edge and just below its foot: past
    where a card lying on the table casts its shadow."""
    gap = item.width * 0.04
    right = QPointF(item.width + gap, item.height / 2)
    below = QPointF(item.width / 2, item.height + gap * 1.5)
    return [window.view.mapFromScene(item.mapToScene(point)) for point in (right, below)]


def _darkness(image: QImage, point: QPoint) -> int:
    """How much lighter than black the pixel at ``point`` (in the view's units) is."""
    ratio = image.devicePixelRatio()
    return image.pixelColor(round(point.x() * ratio), round(point.y() * ratio)).lightness()


def held_over_the_felt(qtbot, window) -> tuple[CardItem, QPoint]:
    """Pile 1's top card picked up and held over the bare felt below the stock, clear
    of every card and place; the card, and where the mouse holds it."""
    window.model.restore(window.model.game.deck, "standard", EMPTY_PILE_1, 1)
    card = window.model.game.piles[1][-1]
    item = window.scene.cards[card]
    end = slot_point(window, "stock") + QPoint(0, round(item.height * 1.15))
    hover_drag(qtbot, window, card_point(window, card), end)
    return item, end


def test_a_dragged_card_casts_a_wider_shadow_on_the_felt_than_a_lying_one(qtbot, window):
    item, end = held_over_the_felt(qtbot, window)
    spots = _beside(window, item)
    held = _table(window)
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(lambda: not item.moving)  # back where it lay: the felt is bare again
    bare = _table(window)
    for spot in spots:
        # Without a deeper shadow the felt there was the same under a held card as bare.
        assert _darkness(held, spot) <= _darkness(bare, spot) - 10, spot


def test_a_dropped_card_lies_flat_again(qtbot, window):
    item, end = held_over_the_felt(qtbot, window)
    assert item.lifted
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert not item.lifted
    hover_drag(qtbot, window, card_point(window, item.card), end)  # again
    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_Escape)  # called off with Escape
    assert not item.lifted
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=end)
