"""A status-bar message too long for a narrow window ends in "…" and shows whole on hover."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from acesup_qt.status_bar import MESSAGE_LEFT

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


def test_a_message_cut_on_screen_is_read_whole_by_a_screen_reader(qtbot, window):
    from PySide6.QtGui import QAccessible

    window.resize(560, 600)
    qtbot.waitUntil(lambda: window.width() <= 600)
    bar = window.statusBar()
    long_hint = LONG_HINT + " " + LONG_HINT  # too long even for the whole bar
    window.say(long_hint)
    assert bar.is_message_cut()
    reader = QAccessible.queryAccessibleInterface(bar)
    assert reader.text(QAccessible.Text.Name) == long_hint


def test_at_800x600_the_labels_step_aside_only_as_far_as_a_message_needs(qtbot, window):
    window.model.start_deal(3141592653, "aces-only")  # a random deal's ten digits
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    bar = window.statusBar()
    labels = [window.deal_label, window.variant_label, window.stock_label, window.score_label]
    window.say(
        "9♣ cannot move to pile 2: in Four Ace Patience only an ace may move onto an empty pile."
    )
    assert not bar.is_message_cut()
    shown = [label.isVisible() for label in labels]
    assert shown[-1] is False  # the score first: the table shows it too
    assert shown == sorted(shown, reverse=True)  # the last added first, no gaps
    assert shown[0] is True  # the deal number stays: the message needed no more room
    assert bar.message_rect().right() < window.deal_label.x()
    bar.clearMessage()
    assert all(label.isVisible() for label in labels)


def test_a_name_squeezed_past_reading_is_kept_and_the_end_cut_instead(qtbot, window):
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    bar = window.status_bar
    metrics = bar.fontMetrics()
    name = "Aces Up deal 1234.acesup.txt"
    whole_bar = bar.width() - 12 - MESSAGE_LEFT
    said = f"Opened {name}: practice"
    # Too long by over half the name: squeezed to fit, it would be "Ac…xt".
    while metrics.horizontalAdvance(said) < whole_bar + metrics.horizontalAdvance(name) * 0.6:
        said += ", practice"
    bar.show_message(said, squeeze=name)
    shown = bar.shown_message()
    assert shown.startswith(f"Opened {name}: ")  # a name that tells the player nothing
    assert shown.endswith("…")
