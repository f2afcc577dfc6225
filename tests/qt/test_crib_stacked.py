"""How to play on a narrow, tall window (the table stacked, the stock and heap above
the piles). At 480x700 the keys' longest line did not fit the felt at the least
readable type, and the words were not shown at all to a keyboard player; now that
line is broken in two, the words shown whole, clear of the cards and in sight."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF

from acesup_qt.main_window import MainWindow
from acesup_qt.scene.crib import LEAST_TYPE, Crib

from .test_crib import assert_clear_of_cards, deal_by_click, in_sight, laid_crib, shown, words_rect
from .test_crib_keys import KEYS_WORDS, MOUSE_WORDS, read


def stacked_at(qtbot, window: MainWindow, size: tuple[int, int]) -> Crib:
    window.resize(*size)
    scene = window.scene
    qtbot.waitUntil(lambda: scene.stock_slot.y() < scene.pile_slots[0].y())
    crib = laid_crib(qtbot, window)
    qtbot.waitUntil(lambda: shown(crib))
    return crib


def painted_rows(crib: Crib) -> list[str]:
    """The rows of words drawn under the heading, as they are broken on the felt."""
    return [row for line in crib._line_rows for row in line]


def assert_whole_and_readable(window: MainWindow, crib: Crib) -> None:
    assert shown(crib)
    assert crib.font.pixelSize() >= LEAST_TYPE
    assert in_sight(window, crib)
    assert_clear_of_cards(window, crib)
    metrics = QFontMetricsF(crib.font)
    for row in painted_rows(crib):  # none runs past the words' box
        assert metrics.horizontalAdvance(row) <= words_rect(crib).width(), row
    slots = window.scene.slots()
    assert words_rect(crib).top() > max(slot.sceneBoundingRect().bottom() for slot in slots)


@pytest.mark.parametrize("size", [(480, 700), (520, 800), (600, 900)])
def test_a_keyboard_player_reads_how_to_play_on_a_narrow_tall_window(qtbot, window, size):
    crib = stacked_at(qtbot, window, size)
    assert read(crib) == MOUSE_WORDS
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # the keys taken: their longer lines
    qtbot.waitUntil(lambda: shown(crib))
    assert crib.lines == KEYS_WORDS
    assert_whole_and_readable(window, crib)
    # Broken or not, each line reads as the sentence it is.
    assert " ".join(painted_rows(crib)) == " ".join(KEYS_WORDS)
    deal_by_click(qtbot, window)  # two cards a pile: still room below them
    assert_whole_and_readable(window, crib)


def test_at_480x700_only_the_line_too_long_is_broken_and_the_mouses_words_are_not(qtbot, window):
    crib = stacked_at(qtbot, window, (480, 700))
    assert painted_rows(crib) == list(MOUSE_WORDS)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: shown(crib))
    first, *rest = KEYS_WORDS
    rows = painted_rows(crib)
    assert rows[2:] == rest
    assert rows[0] + " " + rows[1] == first
    assert abs(len(rows[0]) - len(rows[1])) < 15  # as even as the words allow
