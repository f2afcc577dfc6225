"""Review moves on a laptop's window: the status bar's words on the game reviewed show
whole, beside the stock and the score.

At 1024x600 they read "... another move plays on, taking the result out of…",
whole only in their tooltip, and the stock and the score left the bar for them.
A shorter form of the same words shows where the whole would not fit; the
tooltip still has them whole.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolTip

from .review_panel import open_review
from .test_review_words import LOOKED_BACK, REVIEWING, close_review, message
from .test_status_bar import hover
from .test_winnable import short_budgets

__all__ = ["short_budgets"]  # a fixture, used by its name

NEW_MOVE = "A new move takes the result out of your statistics."


def labels_all_there(window) -> None:
    clock = window.play_clock
    for label in (
        window.deal_label,
        window.variant_label,
        clock.moves_label,
        clock.clock_label,
        window.stock_label,
        window.score_label,
    ):
        assert label.isVisible(), label.text()
    assert window.stock_label.text() == "Stock: 48"
    assert window.score_label.text() == "Score: 0"


def sized(qtbot, window, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width)


def test_at_1024x600_the_game_reviewed_is_said_whole_beside_stock_and_score(qtbot, window):
    sized(qtbot, window, 1024, 600)
    dock = open_review(qtbot, window)
    score = window.model.game.score
    qtbot.keyClick(dock.moves, Qt.Key.Key_Home)  # the start of the game
    said = REVIEWING.format(score=score)
    assert message(window) == said
    labels_all_there(window)
    bar = window.status_bar
    assert bar.shown_message() == f"Reviewing deal #66: lost, score {score}. {NEW_MOVE}"
    # Hovering shows the words whole, Redo's part too.
    hover(bar, bar.message_rect().center())
    assert QToolTip.text() == said
    # Closed there, the words say where the table is; short again, and whole.
    close_review(qtbot, window, dock)
    said = LOOKED_BACK.format(where="at its start", score=score)
    assert message(window) == said
    labels_all_there(window)
    assert bar.shown_message() in (
        f"Deal #66 at the start (lost, score {score}). {NEW_MOVE}",
        f"At the start (lost, score {score}). {NEW_MOVE}",  # the deal label names it
    )


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)])
def test_on_a_wider_window_the_game_reviewed_is_said_in_full(qtbot, window, size):
    sized(qtbot, window, *size)
    dock = open_review(qtbot, window)
    score = window.model.game.score
    qtbot.keyClick(dock.moves, Qt.Key.Key_Home)
    assert window.status_bar.shown_message() == REVIEWING.format(score=score)
    labels_all_there(window)


def test_a_ten_digit_deal_at_1024x600_leaves_its_name_to_the_deal_label(qtbot, window):
    # A new game's deal number has ten digits as often as not: its label is wider, and
    # the words leave out the name it says already.
    sized(qtbot, window, 1024, 600)
    window.model.start_deal(3141592653)
    dock = open_review(qtbot, window, deal=3141592653)
    score = window.model.game.score
    qtbot.keyClick(dock.moves, Qt.Key.Key_Home)
    assert message(window).startswith("Reviewing deal #3141592653: lost")
    labels_all_there(window)
    assert window.deal_label.text() == "Deal #3141592653"
    assert window.status_bar.shown_message() == f"Reviewing: lost, score {score}. {NEW_MOVE}"


def test_at_800x600_the_game_reviewed_and_looked_back_at_are_said_whole(qtbot, window):
    # Even the shortest form, "Reviewing: lost, score 35. A new move takes the result out
    # of your stati…", was cut on an 800x600 screen, where a player reads it most.
    sized(qtbot, window, 800, 600)
    dock = open_review(qtbot, window)
    score = window.model.game.score
    qtbot.keyClick(dock.moves, Qt.Key.Key_Home)
    bar = window.status_bar
    shown = bar.shown_message()
    assert not shown.endswith("…"), shown
    assert f"lost, score {score}. A new move takes it out of your statistics." in shown
    for label in (window.deal_label, window.variant_label):  # what the game is: still there
        assert label.isVisible()
    # After a few moves, closed there: what the table shows, whole too.
    for _ in range(12):
        qtbot.keyClick(dock.moves, Qt.Key.Key_Down)
    close_review(qtbot, window, dock)
    shown = bar.shown_message()
    assert not shown.endswith("…"), shown
    assert f"lost, score {score}" in shown
    assert shown.endswith("out of your statistics.")


def test_at_800x600_with_the_winnable_line_on_the_words_are_whole_beside_it(qtbot, window):
    # The line, the deal, the variant, the moves and the clock all kept beside the
    # words left even the shortest form cut: "... takes it out of your statis…".
    from .test_still_winnable import answer, line, turn_on

    sized(qtbot, window, 800, 600)
    turn_on(qtbot, window)
    dock = open_review(qtbot, window)
    score = window.model.game.score
    for keys in ([Qt.Key.Key_Home], [Qt.Key.Key_Down] * 20, [Qt.Key.Key_End, Qt.Key.Key_Up]):
        for key in keys:  # the start, move 21, the last move: each position looked at
            qtbot.keyClick(dock.moves, key)
        answer(qtbot, window)
        bar = window.status_bar
        shown = bar.shown_message()
        assert not shown.endswith("…"), shown
        words = f"lost, score {score}. a new move takes it out of your statistics."
        assert words in shown.lower()
        assert line(window) is not None  # the line answers for the position shown
        for label in (window.deal_label, window.play_clock.moves_label):
            assert label.isVisible()
        message = bar.message_rect()
        assert message.width() >= bar.fontMetrics().horizontalAdvance(shown)


def test_a_ten_digit_deal_at_800x600_with_the_line_on_is_said_whole_too(qtbot, window):
    # Beside "Deal #3141592653" and the line, the words were cut with the moves kept,
    # in the window an 800x600 screen leaves inside its frame (``window_size``).
    from .test_still_winnable import answer, line, turn_on

    sized(qtbot, window, 784, 552)
    turn_on(qtbot, window)
    window.model.start_deal(3141592653)
    dock = open_review(qtbot, window, deal=3141592653)
    score = window.model.game.score
    for key in [Qt.Key.Key_Home] + [Qt.Key.Key_Down] * 5:  # move 6
        qtbot.keyClick(dock.moves, key)
    answer(qtbot, window)
    shown = window.status_bar.shown_message()
    assert not shown.endswith("…"), shown
    assert f"lost, score {score}. a new move takes it out of your statistics." in shown.lower()
    assert window.deal_label.isVisible()
    assert line(window) is not None
    # Closed there, the moves label says how far along: it is back, the words whole.
    close_review(qtbot, window, dock)
    shown = window.status_bar.shown_message()
    assert not shown.endswith("…"), shown
    assert window.play_clock.moves_label.isVisible()
