"""Once the solver and the coach have said all they will, the end-of-game dialog gives
back the room it kept for words that did not come, its buttons staying put.

After a lost game with Rate my moves on, the dialog keeps room from the start for
"Moves after no win was left are not rated.", in case the solver finds the win went
before some of the player's moves; where it found no such move, the room stayed a
blank line above the record for good.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt

from acesup_qt import lost_win, winnable
from acesup_qt.rating import NO_WIN_SKIPPED

from . import winning_game
from .test_coach import at_the_choice
from .test_coach_summary import FINAL, play_to_the_end, summary, the_dialog
from .test_end_dialog_band import buttons_on_screen
from .test_index_in_sight import end_by_keys


def test_room_kept_for_words_that_never_came_is_given_back_buttons_kept(qtbot, window):
    at_the_choice(window)
    window.action("rate_moves").trigger()
    play_to_the_end(qtbot, window)
    dialog = the_dialog(qtbot, window)
    assert NO_WIN_SKIPPED in dialog.ratings.room  # kept while the solver may still say so
    qtbot.waitUntil(lambda: not window.winnable.checking, timeout=30000)
    qtbot.waitUntil(lambda: dialog.lost_move.text() != lost_win.SEARCHING_TEXT, timeout=30000)
    assert dialog.verdict.text() != winnable.CHECKING_TEXT
    qtbot.waitUntil(lambda: summary(window) == FINAL, timeout=10000)
    buttons = buttons_on_screen(dialog)
    bottom = dialog.geometry().bottom()
    # The summary is as tall as its own words: no blank band under them.
    label = dialog.ratings
    qtbot.waitUntil(lambda: label.height() <= own_height(label) + 2, timeout=5000)
    qtbot.wait(100)
    assert buttons_on_screen(dialog) == buttons  # nothing moved under the mouse
    assert dialog.geometry().bottom() == bottom


def own_height(label) -> int:
    """The height of ``label``'s own words, wrapped at its width."""
    inside = QRect(0, 0, label.contentsRect().width(), 1 << 20)
    flags = int(Qt.AlignmentFlag.AlignLeft.value) | int(Qt.TextFlag.TextWordWrap.value)
    return label.fontMetrics().boundingRect(inside, flags, label.text()).height()


def test_after_a_win_the_room_is_given_back_once_every_move_is_rated(qtbot, window):
    window.action("rate_moves").trigger()
    dialog = end_by_keys(qtbot, window, list(winning_game.DECK), "standard", winning_game.MOVES)
    assert window.model.game.is_won()
    label = dialog.ratings
    assert label.height() > own_height(label) + 2  # room kept for the counts to come
    buttons, bottom = buttons_on_screen(dialog), dialog.geometry().bottom()
    qtbot.waitUntil(lambda: "still to rate" not in label.text(), timeout=30000)
    qtbot.waitUntil(lambda: label.height() <= own_height(label) + 2, timeout=5000)
    assert buttons_on_screen(dialog) == buttons
    assert dialog.geometry().bottom() == bottom
