"""A dialog with no felt clear of both the cards and How to play takes the crib's place.

At 1366x768, three deals in, the piles reach down to How to play's heading:
Select deal number… and Leave this game? found no felt clear of both, sat
over the crib's lines, and left the ends of each line sticking out either
side ("Discard a | dialog | e: click it."). While such a dialog is open the
words step aside (the player cannot play meanwhile anyway), and come back as
it closes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from acesup_qt.main_window import MainWindow

from .test_crib import laid_crib, shown
from .test_dialog_placement import cards_hidden_by
from .test_dialogs_clear_of_cards import ask_for_a_deal, mid_game, open_modal
from .test_dialogs_clear_of_crib import crib_on_screen
from .test_index_in_sight import small_screen

CTRL = Qt.KeyboardModifier.ControlModifier


def over_words(window: MainWindow, dialog: QWidget) -> bool:
    """Whether ``dialog`` (its frame too) lies over How to play's lines as they show."""
    crib = window.scene.crib
    assert crib is not None
    return crib.isVisible() and dialog.frameGeometry().intersects(crib_on_screen(window))


def three_deals_in_at_1366x768(qtbot, window, monkeypatch) -> None:
    small_screen(monkeypatch, window, (1366, 768))
    crib = laid_crib(qtbot, window)
    qtbot.waitUntil(lambda: shown(crib))
    mid_game(qtbot, window, "d d")  # and a third deal, by a click on the stock
    qtbot.waitUntil(lambda: shown(crib))  # the piles leave it room still


def test_select_deal_number_at_1366x768_leaves_no_line_of_how_to_play_half_hidden(
    qtbot, window, monkeypatch
):
    three_deals_in_at_1366x768(qtbot, window, monkeypatch)
    dialog = ask_for_a_deal(qtbot, window)
    assert cards_hidden_by(window, dialog) == []
    qtbot.waitUntil(lambda: not over_words(window, dialog))
    qtbot.keyClick(dialog.line, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    crib = window.scene.crib
    assert crib is not None
    qtbot.waitUntil(lambda: shown(crib))  # back for the game that goes on


def test_leave_this_game_at_1366x768_leaves_no_line_of_how_to_play_half_hidden(
    qtbot, window, monkeypatch
):
    three_deals_in_at_1366x768(qtbot, window, monkeypatch)
    seen: list[bool] = []

    def answer() -> None:
        box = open_modal(qtbot)
        try:
            assert isinstance(box, QMessageBox)
            assert box.windowTitle() == "Leave this game?"
            seen.append(cards_hidden_by(window, box) == [])
            qtbot.waitUntil(lambda: not over_words(window, box), timeout=2000)
            seen.append(True)
        finally:  # Keep playing, whatever was seen: a question left open hangs the test
            qtbot.keyClick(box, Qt.Key.Key_Escape)

    QTimer.singleShot(0, answer)
    qtbot.keyClick(window.view, Qt.Key.Key_N, CTRL)
    assert seen == [True, True]
    assert window.recorder.in_progress
    crib = window.scene.crib
    assert crib is not None
    qtbot.waitUntil(lambda: shown(crib))
