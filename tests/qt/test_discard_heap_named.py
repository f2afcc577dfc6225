"""The empty discard heap says what it is: a new player meets a named place, not a bare frame."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor

from acesup_qt.main_window import MainWindow

from .conftest import card_point, click


def heap_inside(window: MainWindow) -> QRect:
    """The middle of the discard heap's outline, in viewport pixels (clear of its frame)."""
    slot = window.scene.discard_slot
    rect = slot.mapRectToScene(slot.card_rect())
    view_rect = window.view.mapFromScene(rect).boundingRect()
    inset_x, inset_y = view_rect.width() // 8, view_rect.height() // 8
    return view_rect.adjusted(inset_x, inset_y, -inset_x, -inset_y)


def words_drawn(window: MainWindow) -> int:
    """How many pixels inside the empty heap stand out from its felt: its words' strokes."""
    area = heap_inside(window)
    image = window.view.viewport().grab(area).toImage()
    lightness = [
        QColor(image.pixel(x, y)).lightness()
        for x in range(image.width())
        for y in range(image.height())
    ]
    felt = min(lightness)
    return sum(1 for value in lightness if value > felt + 30)


def test_the_empty_heap_is_named_and_the_first_discard_covers_the_words(qtbot, window):
    window.scene.finish_animations()
    assert words_drawn(window) > 50  # "Discard heap", faint in the outline

    three = window.model.game.piles[2][-1]  # deal 1 opens with pile 3's card to discard
    click(qtbot, window, card_point(window, three))
    window.scene.finish_animations()
    assert window.model.game.discards == [three]
    middle = heap_inside(window).center()
    assert window.view.itemAt(middle) is window.scene.cards[three]  # the words under it

    qtbot.keyClick(window.view.viewport(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    window.scene.finish_animations()
    assert window.model.game.discards == []
    qtbot.waitUntil(lambda: words_drawn(window) > 50)  # back in sight once the heap is empty
    assert window.view.itemAt(QPoint(middle)) is window.scene.discard_slot
