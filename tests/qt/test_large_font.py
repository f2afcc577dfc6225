"""A player with a large font (low vision) on a narrow window: the window keeps its own
least width, 480 px, and Statistics fits inside it, its body scrolling across where it
is wider; Select deal number fits too. Statistics was 498 px at the least with the usual
font, 573 with a larger one, and over a 480-px window it hung past the window's left
edge; Select deal number was 531 px wide."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from acesup_qt.dialogs.deal_number import MAX_TYPED, DealNumberDialog
from acesup_qt.main_window import LEAST_WIDTH, MainWindow
from acesup_qt.scene.table_view import LEAST_TABLE_WIDTH

from .review_panel import open_review
from .test_statistics_from_play import open_statistics_from_the_toolbar
from .test_toolbar_fits import assert_every_tool_in_sight, resized

LARGE_POINTS = 16  # against the usual 9 or 10: as a desktop's large-text setting gives


def font_of(qapp, points: int) -> Iterator[None]:
    usual = qapp.font()
    large = qapp.font()
    large.setPointSize(points)
    qapp.setFont(large)
    yield
    qapp.setFont(usual)


@pytest.fixture
def large_font(qapp) -> Iterator[None]:
    """The application's font made large for the test, as the system's would be."""
    yield from font_of(qapp, LARGE_POINTS)


@pytest.fixture
def huge_font(qapp) -> Iterator[None]:
    """A font so large that Statistics' least height is more than the screen's."""
    yield from font_of(qapp, 2 * LARGE_POINTS)


def narrow_window(qtbot, width: int = LEAST_WIDTH, height: int = 700) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.model.start_deal(1)
    window.move(0, 0)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.pos() == QPoint(0, 0) and window.width() == width)
    return window


@pytest.mark.usefixtures("large_font")
def test_a_large_font_keeps_the_window_as_narrow_as_the_stacked_table(qtbot):
    window = narrow_window(qtbot, 900)
    assert window.minimumSizeHint().width() <= LEAST_WIDTH
    toolbar = resized(qtbot, window, LEAST_WIDTH)
    assert window.width() == LEAST_WIDTH
    assert_every_tool_in_sight(window, toolbar)
    deal = window.deal_label
    assert deal.isVisible()
    assert deal.width() >= deal.sizeHint().width()  # "Deal #1" whole
    window.hints.wait()


@pytest.mark.parametrize("font", ["usual", "large"])
def test_statistics_fits_a_narrow_window(qtbot, request, font):
    if font == "large":
        request.getfixturevalue("large_font")
    window = narrow_window(qtbot)
    dialog = open_statistics_from_the_toolbar(qtbot, window)
    qtbot.waitUntil(lambda: window.frameGeometry().contains(dialog.frameGeometry()))
    assert dialog.width() <= window.width()
    # Its buttons stay in sight; the figures, charts and games scroll across.
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.isVisible()
    assert dialog.rect().contains(close.geometry().translated(close.parentWidget().pos()))
    qtbot.wait(50)  # laid out for its width: the record across, if narrow
    across = dialog.body_area.horizontalScrollBar()
    if font == "usual":  # the record and charts across the dialog, nothing to scroll to
        assert dialog.room.short
        assert dialog.body.width() == dialog.body_area.viewport().width()
    if dialog.body.width() > dialog.body_area.viewport().width():
        qtbot.waitUntil(across.isVisible)
        qtbot.keyClick(across, Qt.Key.Key_End)  # the far side of the figures in reach
        assert across.value() == across.maximum() > 0
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert QApplication.activeModalWidget() is None
    window.hints.wait()


@pytest.fixture(params=["usual", "large"])
def app_font(request, qapp) -> None:
    """The usual font, then a large one, for the test (listed before ``window``)."""
    if request.param == "large":
        request.getfixturevalue("large_font")  # restored as the test ends


def test_select_deal_number_fits_a_narrow_window_and_keeps_its_size_as_one_types(
    qtbot, app_font, window
):
    # 531 px wide, its complaints on one line: it could never sit inside the window.
    window.resize(LEAST_WIDTH, 700)
    qtbot.waitUntil(lambda: window.width() == LEAST_WIDTH)
    qtbot.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, DealNumberDialog)
    qtbot.waitExposed(dialog)
    assert dialog.width() <= window.width()
    size = dialog.size()
    qtbot.keyClick(dialog.line, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.line, "W" * MAX_TYPED)  # the longest complaint
    assert dialog.problem.text().startswith("'WWW")
    qtbot.wait(50)  # laid out again, if it had to be
    assert dialog.size() == size  # the complaint wraps in the room it has: no growing
    problem = dialog.problem
    assert problem.height() >= problem.heightForWidth(problem.width())  # whole
    qtbot.keyClick(dialog.line, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


@pytest.mark.usefixtures("huge_font")
def test_statistics_taller_than_the_screen_scrolls_down_its_buttons_in_sight(qtbot):
    # QT_FONT_DPI=192 makes a 1280x800 screen 640x400 to Qt: the dialog's least height
    # was more than that, and its buttons were below the screen's foot.
    window = narrow_window(qtbot, 1000, 700)
    dialog = open_statistics_from_the_toolbar(qtbot, window)
    screen = dialog.screen().availableGeometry()
    assert dialog.room.least.height() > screen.height()  # the body is taller than the screen
    assert dialog.height() < screen.height()
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert dialog.rect().contains(close.geometry().translated(close.parentWidget().pos()))
    down = dialog.body_area.verticalScrollBar()
    qtbot.waitUntil(down.isVisible)
    qtbot.keyClick(down, Qt.Key.Key_End)  # the list of games, at the foot, in reach
    assert down.value() == down.maximum() > 0
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    window.hints.wait()


def test_review_moves_in_a_narrow_window_lies_beside_the_table_whole(qtbot, app_font, window):
    # At 480 px the panel (its two buttons side by side) and the table (320 px at the
    # least) asked for 555: the panel lay over the table's right side, cut at the window's.
    window.resize(LEAST_WIDTH, 700)
    qtbot.waitUntil(lambda: window.width() == LEAST_WIDTH)
    dock = open_review(qtbot, window)
    qtbot.waitUntil(lambda: dock.show_me.isVisible() and dock.take_back.isVisible())
    # Laid out beside the table, once Qt has taken in the panel's least width: a
    # fixed 100 ms was too short for a loaded machine.
    def laid_out() -> bool:
        buttons = (dock.show_me, dock.take_back)
        return window.rect().contains(dock.geometry()) and all(
            b.width() >= b.sizeHint().width() for b in buttons
        )

    qtbot.waitUntil(laid_out, timeout=5000)
    view = window.view.geometry()
    assert window.width() == LEAST_WIDTH
    assert view.right() < dock.geometry().left()  # beside, not over the table
    assert window.rect().contains(dock.geometry())  # not cut at the window's edge
    for button in (dock.show_me, dock.take_back):
        inside = button.geometry().translated(button.parentWidget().mapTo(dock, QPoint()))
        assert dock.rect().contains(inside), button.text()
        assert button.width() >= button.sizeHint().width(), button.text()
    assert view.width() >= LEAST_TABLE_WIDTH
    dock.close()


@pytest.mark.usefixtures("large_font")
def test_review_moves_in_a_short_window_scrolls_down_its_words_whole(qtbot, window):
    # 1280x800 at 200% is 640x400 to Qt: squeezed into the panel's height, the verdict
    # lost its first and last lines, the words under the list theirs, and the
    # offers stood cut at the panel's right edge.
    window.resize(LEAST_WIDTH, 360)
    qtbot.waitUntil(lambda: window.height() == 360)
    dock = open_review(qtbot, window)
    qtbot.waitUntil(lambda: dock.show_me.isVisible() and dock.take_back.isVisible())
    qtbot.wait(100)  # laid out again with the offers
    verdict = dock.verdict
    assert verdict.height() >= verdict.heightForWidth(verdict.width())  # every line
    viewport = dock.scroll_area.viewport()
    for shown in (verdict, dock.take_back):
        right = shown.mapTo(viewport, QPoint(shown.width(), 0)).x()
        assert right <= viewport.width(), shown  # not cut at the right
    down = dock.scroll_area.verticalScrollBar()
    assert down.isVisible()
    qtbot.keyClick(down, Qt.Key.Key_End)  # the words under the list, in reach
    assert down.value() == down.maximum() > 0
    dock.close()
