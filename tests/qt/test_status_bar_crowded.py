"""At 800x600 the status bar's labels never make the window wider: those that do not fit
step aside, in their order, as for a long message.

A long deal number, Four Ace Patience met for the first time (its link to the rules
on the bar) and the winnable line turned on made the labels wider than the window:
it grew past the screen's edge, 897 pixels wide on a screen of 800, and the discard
heap, the score under it and the bar's last labels went out of sight."""

from __future__ import annotations

from acesup_qt.engine import deal_cards

from .conftest import click, slot_point
from .test_no_win_hint import turn_on_by_the_menu
from .test_variant_news import choose_variant, never_offered


def test_a_crowded_status_bar_keeps_the_window_on_the_screen(qtbot, window, monkeypatch):
    never_offered(monkeypatch)
    window.model.restore(deal_cards(12), "standard", "", 3141592653)
    window.move(0, 0)
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    choose_variant(qtbot, window, "aces-only")
    assert window.variant_news.link is not None  # "How to play Four Ace Patience"
    turn_on_by_the_menu(qtbot, window)
    click(qtbot, window, slot_point(window, "stock"))  # a deal: the variant's words go
    bar = window.status_bar
    qtbot.waitUntil(lambda: not bar.currentMessage())
    qtbot.wait(50)  # any resize the labels would bring, come
    assert window.width() == 800  # as wide as the screen: no wider
    shown = [widget for widget in bar.permanent if widget.isVisible()]
    assert shown
    for widget in shown:
        assert bar.rect().contains(widget.geometry()), widget
    # The stock and the score stay on the bar; the table shows them in large print too.
    assert window.stock_label.isVisible()
    assert window.score_label.isVisible()
    assert window.stock_label.text() == "Stock: 44"
    discard = window.scene.discard_slot
    heap = window.view.mapFromScene(discard.mapRectToScene(discard.card_rect())).boundingRect()
    on_screen = heap.translated(window.view.viewport().mapToGlobal(heap.topLeft()) - heap.topLeft())
    assert window.screen().geometry().contains(on_screen)  # the heap and the score under it
