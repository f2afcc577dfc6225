"""A status-bar message too long for a narrow window ends in "…" and shows whole on hover."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

LONG_HINT = (
    "Hint: Discard 9♠, uncovering 2♦, which frees pile 3 for the king "
    "(win chance 3% ± 1%)  [1 of 5]"
)


def hover(bar, pos: QPoint) -> None:
    QApplication.sendEvent(bar, QHelpEvent(QEvent.Type.ToolTip, pos, bar.mapToGlobal(pos)))


def test_a_long_message_on_a_narrow_window_ends_in_an_ellipsis(qtbot, window):
    window.resize(560, 600)
    qtbot.waitUntil(lambda: window.width() <= 600)
    bar = window.statusBar()
    window.say(LONG_HINT)
    shown = bar.shown_message()
    assert shown.endswith("…")
    assert LONG_HINT.startswith(shown[:-1])
    room = bar.message_rect()
    assert bar.fontMetrics().horizontalAdvance(shown) <= room.width()
    assert room.right() < window.deal_label.x()  # it stops before the deal number
    hover(bar, room.center())
    assert QToolTip.isVisible()
    assert QToolTip.text() == LONG_HINT
    hover(bar, window.score_label.geometry().center())  # not over the message: no tip
    qtbot.waitUntil(lambda: not QToolTip.isVisible())  # it fades out


def test_a_new_message_takes_the_tooltip_of_the_old_one_away(qtbot, window):
    window.resize(560, 600)
    qtbot.waitUntil(lambda: window.width() <= 600)
    bar = window.statusBar()
    window.say(LONG_HINT)
    hover(bar, bar.message_rect().center())
    assert QToolTip.text() == LONG_HINT
    window.say(LONG_HINT.replace("3% ± 1%", "4% ± 1%"))  # the hint refined
    qtbot.waitUntil(lambda: not QToolTip.isVisible())


def test_a_message_that_fits_is_shown_whole_without_a_tooltip(qtbot, window):
    bar = window.statusBar()
    QToolTip.hideText()
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    window.say(LONG_HINT)  # 1280 wide: room enough
    assert bar.shown_message() == LONG_HINT
    assert not bar.is_message_cut()
    hover(bar, bar.message_rect().center())
    qtbot.wait(20)
    assert not QToolTip.isVisible()


def test_the_message_is_painted_where_qt_would_put_it(qtbot, window):
    bar = window.statusBar()
    window.say("Deal")
    image = bar.grab().toImage()
    room = bar.message_rect()
    ink = [
        x
        for x in range(image.width())
        for y in range(image.height())
        if image.pixelColor(x, y).lightness() < 100
    ]
    # The word is drawn at the left; the labels on the right draw the rest.
    assert any(room.left() <= x < room.left() + 40 for x in ink)
