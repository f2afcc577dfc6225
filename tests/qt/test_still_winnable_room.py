"""The winnable line and the status bar's messages on an 800x600 window: the line
takes its room without cutting the message shown, and it stays while the score
and the stock, which the table shows in large print, step aside for a message."""

from __future__ import annotations

from acesup_qt.main_window import MainWindow

from .test_still_winnable import WINNABLE_DEAL, answer, line, turn_on

WELCOME = "Welcome back: your game, as you left it after 3 moves. Undo takes them back."


def at_800x600(qtbot, window: MainWindow) -> None:
    window.model.start_deal(5)  # settled at once: "Still winnable"
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)


def test_the_line_coming_on_leaves_a_message_whole_that_can_be(qtbot, window):
    # As at a start with the setting on: the welcome back is on the bar before
    # the line comes, after the first frame.
    at_800x600(qtbot, window)
    bar = window.status_bar
    bar.showMessage(WELCOME)
    assert not bar.is_message_cut()
    checker = turn_on(qtbot, window)
    qtbot.waitUntil(lambda: not checker.checking)
    assert bar.shown_message() == WELCOME  # whole, not "… Und…"
    assert bar.message_rect().right() < window.deal_label.x()
    bar.clearMessage()
    assert line(window) is not None  # back as the message goes
    assert window.score_label.isVisible()


def test_the_score_and_stock_step_aside_for_a_message_before_the_line(qtbot, window):
    at_800x600(qtbot, window)
    turn_on(qtbot, window)
    assert answer(qtbot, window) == WINNABLE_DEAL
    bar = window.status_bar
    room = bar.message_rect().width()
    metrics = bar.fontMetrics()
    # A message a little too long for the room the labels leave, as "Deal #67 was
    # not opened: you kept deal #66." is on a real 800x600 window.
    said = "Deal #67 was not opened:"
    while metrics.horizontalAdvance(said) <= room:
        said += " kept"
    assert metrics.horizontalAdvance(said) < room + window.score_label.width()
    bar.showMessage(said)
    assert not bar.is_message_cut()
    assert not window.score_label.isVisible()  # the table shows it in large print
    label = line(window)
    assert label is not None  # shown nowhere else
    assert label.text() == WINNABLE_DEAL
    assert window.deal_label.isVisible()
    assert window.play_clock.clock_label.isVisible()
    bar.clearMessage()
    assert window.score_label.isVisible()
    assert window.stock_label.isVisible()


def test_the_line_and_the_score_come_back_after_the_window_was_made_its_smallest(qtbot, window):
    # Made narrower than it may be, the window grew back to its least width while
    # the labels that had stepped aside came back: the bar made room twice at once,
    # and the second time's hidden labels (the score and this line) were forgotten,
    # gone from the bar for good, even at full width with no message.
    at_800x600(qtbot, window)
    turn_on(qtbot, window)
    assert answer(qtbot, window) == WINNABLE_DEAL
    bar = window.status_bar
    bar.showMessage("Deal #5: lost, score 36.")
    window.resize(700, 400)  # the score and the stock step aside for it
    qtbot.wait(100)
    window.resize(562, 400)  # less than the window's least width
    qtbot.wait(100)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    bar.clearMessage()
    assert window.score_label.isVisible()
    assert window.stock_label.isVisible()
    label = line(window)
    assert label is not None
    assert label.text() == WINNABLE_DEAL
