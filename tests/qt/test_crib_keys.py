"""How to play on the felt speaks of the keys once the player plays with them, of the
mouse again at their next click; the keys it names are the ones that do it."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage, QKeySequence

from acesup_qt.main_window import MainWindow
from acesup_qt.scene.crib import Crib
from acesup_qt.storage import History

from .conftest import click, slot_point
from .test_crib import assert_clear_of_cards, in_sight, laid_crib, shown, window_on, words_rect

LEGEND = "Keys 1-4, or Left and Right, go to a pile; H hints, Ctrl+Z undoes."
KEYS_WORDS = (
    "Discard a top card when a higher card of its suit tops another pile: Enter on it.",
    "Move any top card onto an empty pile: Enter on it, or that pile's number.",
    "Press D to deal four more cards, one onto each pile.",
    "Aces are high: win by discarding every card but the four aces.",
)
MOUSE_WORDS = (
    "Discard a top card when a higher card of its suit tops another pile: click it.",
    "Move any top card onto an empty pile: drag it there (or click it).",
    "Click the stock to deal four more cards, one onto each pile.",
    "Aces are high: win by discarding every card but the four aces.",
)


def read(crib: Crib) -> tuple[str, ...]:
    """The lines under the heading, as the player reads them: the legend first, if shown."""
    return (crib.legend, *crib.lines) if crib.legend else crib.lines


def bare_felt(window: MainWindow, crib: Crib) -> QPoint:
    """A point on the felt between the piles and the words, where no card lies."""
    piles_bottom = max(slot.sceneBoundingRect().bottom() for slot in window.scene.pile_slots)
    y = (piles_bottom + words_rect(crib).top()) / 2
    return window.view.mapFromScene(words_rect(crib).center().x(), y)


@pytest.mark.parametrize(
    "key", [Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_3, Qt.Key.Key_Return, Qt.Key.Key_Enter]
)
def test_a_key_that_plays_turns_the_words_to_the_keys_and_a_click_turns_them_back(
    qtbot, window, key
):
    crib = laid_crib(qtbot, window)
    qtbot.waitUntil(lambda: shown(crib))
    assert read(crib) == MOUSE_WORDS
    felt = painted_words(window)
    qtbot.keyClick(window.view, key)
    assert read(crib) == (LEGEND, *KEYS_WORDS)
    assert shown(crib)
    assert_clear_of_cards(window, crib)
    assert painted_words(window) != felt  # drawn anew, not the words cached
    click(qtbot, window, bare_felt(window, crib))
    assert read(crib) == MOUSE_WORDS
    assert shown(crib)
    assert painted_words(window) == felt


def painted_words(window: MainWindow) -> QImage:
    """The felt below the piles as the player sees it."""
    viewport = window.view.viewport()
    piles_bottom = max(slot.sceneBoundingRect().bottom() for slot in window.scene.pile_slots)
    top = window.view.mapFromScene(0, piles_bottom).y() + 1
    return viewport.grab(QRect(0, top, viewport.width(), viewport.height() - top)).toImage()


def test_keys_that_do_not_play_on_the_table_leave_the_mouses_words(qtbot, window):
    crib = laid_crib(qtbot, window)
    qtbot.waitUntil(lambda: shown(crib))
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.keyClick(window.view, Qt.Key.Key_Up)
    qtbot.keyClick(window.view, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    assert read(crib) == MOUSE_WORDS


def test_a_screen_reader_hears_the_keys_words_legend_and_all(qtbot, window):
    crib = laid_crib(qtbot, window)
    qtbot.waitUntil(lambda: shown(crib))
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)  # let go: the table is described again
    description = window.view.accessibleDescription()
    assert f"How to play: {LEGEND} {KEYS_WORDS[0]}" in description
    assert "click it" not in description


def test_the_keys_it_names_do_what_it_says(qtbot, window):
    crib = laid_crib(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    words = " ".join(read(crib))
    (deal,) = re.findall(r"Press (\S+) to deal four more cards", words)
    (hint,) = re.findall(r"; (\S+) hints", words)
    (undo,) = re.findall(r", (\S+) undoes", words)
    game = window.model.game
    press(qtbot, window, deal)
    assert game.stock_count == 44
    press(qtbot, window, hint)
    qtbot.waitUntil(lambda: window.scene.hint is not None, timeout=10000)
    press(qtbot, window, undo)
    assert window.model.game.stock_count == 48


def press(qtbot, window: MainWindow, keys: str) -> None:
    """Press ``keys`` as written on the felt ("Ctrl+Z") on the table."""
    combination = QKeySequence(keys)[0]
    qtbot.keyClick(window.view, combination.key(), combination.keyboardModifiers())


def test_a_shortcut_changed_is_the_key_it_names(qtbot):
    win = MainWindow(history=History.in_memory_only())
    qtbot.addWidget(win)
    win.game_actions.deal.setShortcuts([QKeySequence("F6")])
    win.model.start_deal(1)
    win.resize(1280, 800)
    win.show()
    crib = laid_crib(qtbot, win)
    qtbot.keyClick(win.view, Qt.Key.Key_Left)
    assert "Press F6 to deal four more cards, one onto each pile." in crib.lines
    qtbot.keyClick(win.view, Qt.Key.Key_F6)
    assert win.model.game.stock_count == 44


def test_four_ace_patience_keeps_its_own_line_in_the_keys_words(qtbot, window):
    crib = laid_crib(qtbot, window)
    window.model.start_deal(1, "aces-only")
    qtbot.keyClick(window.view, Qt.Key.Key_2)
    expected = "Only an ace may move onto an empty pile: Enter on it, or that pile's number."
    assert crib.lines[1] == expected


def test_a_key_pressed_before_the_words_are_laid_is_heard(qtbot):
    win = MainWindow(history=History.in_memory_only())
    qtbot.addWidget(win)
    win.model.start_deal(1)
    win.resize(1280, 800)
    win.show()
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    assert win.scene.crib is None  # pressed before the words were laid
    crib = laid_crib(qtbot, win)
    qtbot.waitUntil(lambda: shown(crib))
    assert read(crib) == (LEGEND, *KEYS_WORDS)


def shown_deal_after_deal(qtbot, window: MainWindow, crib: Crib, deal: QPoint | None) -> list:
    """Deal the whole stock, by a click on ``deal`` or else by Enter on the stock: after
    each deal, whether the words show, and whether with the keys' legend."""
    if deal is None:
        qtbot.keyClick(window.view, Qt.Key.Key_Right)  # on the stock: Enter deals
    rules_bottom = words_rect(crib).bottom()
    seen = []
    while window.model.game.stock_count:
        if deal is None:
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
        else:
            click(qtbot, window, deal)
        if crib.isVisible():
            assert_clear_of_cards(window, crib)
            assert crib.lines == (KEYS_WORDS if deal is None else MOUSE_WORDS)
            assert words_rect(crib).bottom() == rules_bottom  # the rules stay put
        seen.append((crib.isVisible(), bool(crib.legend)))
    return seen


# 1280x820: the fourth deal reaches the legend's line but leaves the rules room.
@pytest.mark.parametrize("size", [(800, 600), (1366, 768), (1280, 820)])
def test_the_keys_words_show_as_long_as_the_mouses_their_legend_going_first(qtbot, size):
    by_mouse = window_on(qtbot, History.in_memory_only(), size)
    crib = laid_crib(qtbot, by_mouse)
    qtbot.waitUntil(lambda: shown(crib))
    mouse_seen = shown_deal_after_deal(qtbot, by_mouse, crib, slot_point(by_mouse, "stock"))
    by_keys = window_on(qtbot, History.in_memory_only(), size)
    crib = laid_crib(qtbot, by_keys)
    qtbot.waitUntil(lambda: shown(crib))
    keys_seen = shown_deal_after_deal(qtbot, by_keys, crib, None)
    assert [on for on, _ in keys_seen] == [on for on, _ in mouse_seen]  # no sooner gone
    assert keys_seen[0] == (True, True)  # after a first deal there is room for it all
    assert keys_seen[-1] == (False, False)  # piles of 13 cards reach the table's foot
    if size == (1280, 820):
        assert (True, False) in keys_seen  # the legend gone, the rules still there


def test_at_the_windows_least_size_the_keys_words_are_readable_and_whole(qtbot):
    win = window_on(qtbot, History.in_memory_only(), (1, 1))  # as small as it goes
    crib = laid_crib(qtbot, win)
    qtbot.waitUntil(lambda: shown(crib))
    mouse_type = crib.font.pixelSize()
    qtbot.keyClick(win.view, Qt.Key.Key_Right)
    assert shown(crib)
    assert crib.font.pixelSize() == mouse_type >= 11
    assert read(crib) == (LEGEND, *KEYS_WORDS)
    assert in_sight(win, crib)
    assert_clear_of_cards(win, crib)
