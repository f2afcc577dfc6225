"""The toolbar fits every width the window allows: each button in sight and clickable,
no » button whose second row opened over the stock and the discard heap."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QToolBar, QToolButton

from acesup_qt.main_window import LEAST_WIDTH

TOOLS = ("new", "restart", "undo", "redo", "hint", "deal", "statistics")
WORDS = {
    "new": "New game",
    "restart": "Restart",
    "undo": "Undo",
    "redo": "Redo",
    "hint": "Hint",
    "deal": "Deal",
    "statistics": "Statistics",
}
Look = Qt.ToolButtonStyle


def resized(qtbot, window, width: int, height: int = 700) -> QToolBar:
    """The window resized as a player drags its edge; its toolbar once laid out."""
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width)
    qtbot.wait(20)  # the toolbar lays out its buttons again, from the event loop
    return window.findChild(QToolBar)


def assert_every_tool_in_sight(window, toolbar: QToolBar) -> None:
    extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert extension is None or not extension.isVisible()
    for name in TOOLS:
        button = toolbar.widgetForAction(window.action(name))
        assert button.isVisible(), name
        assert toolbar.rect().contains(button.geometry()), name
        assert toolbar.childAt(button.geometry().center()) is button, name
    # Nothing of the toolbar lies over the table.
    view_top = window.view.mapTo(window, window.view.rect().topLeft()).y()
    assert toolbar.geometry().bottom() < view_top


@pytest.mark.parametrize("width", [LEAST_WIDTH, 560, 640, 800, 1024, 1280])
def test_every_toolbar_button_is_in_sight_at_every_width(qtbot, window, width):
    assert_every_tool_in_sight(window, resized(qtbot, window, width))


def test_deal_and_statistics_are_clicked_on_the_toolbar_of_the_narrowest_window(qtbot, window):
    toolbar = resized(qtbot, window, LEAST_WIDTH)
    deal = toolbar.widgetForAction(window.action("deal"))
    assert deal.isVisible()
    qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    assert window.model.game.stock_count == 44
    statistics = toolbar.widgetForAction(window.action("statistics"))
    assert statistics.isVisible()
    with qtbot.waitSignal(window.action("statistics").triggered):
        qtbot.mouseClick(statistics, Qt.MouseButton.LeftButton)


def test_the_words_go_under_the_icons_when_narrow_and_back_beside_them_when_wide(qtbot, window):
    assert resized(qtbot, window, 1024).toolButtonStyle() == Look.ToolButtonTextBesideIcon
    toolbar = resized(qtbot, window, LEAST_WIDTH)
    assert toolbar.toolButtonStyle() != Look.ToolButtonTextBesideIcon
    assert resized(qtbot, window, 1024).toolButtonStyle() == Look.ToolButtonTextBesideIcon
    assert_every_tool_in_sight(window, toolbar)


def test_large_words_leave_the_icons_alone_still_named_and_tipped(qtbot, window):
    # A player's large system font: the words fit neither beside nor under the icons.
    usual = window.font()
    large = window.font()
    large.setPointSizeF(usual.pointSizeF() * 2.5)
    window.setFont(large)
    toolbar = resized(qtbot, window, LEAST_WIDTH)
    qtbot.waitUntil(lambda: toolbar.toolButtonStyle() == Look.ToolButtonIconOnly)
    assert_every_tool_in_sight(window, toolbar)
    for name in TOOLS:
        button = toolbar.widgetForAction(window.action(name))
        said = QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Name)
        assert said.startswith(WORDS[name])
        assert button.toolTip().startswith(WORDS[name])
    # The usual font back, in a wide window: the words come back beside the icons.
    window.setFont(usual)
    resized(qtbot, window, 1024)
    qtbot.waitUntil(lambda: toolbar.toolButtonStyle() == Look.ToolButtonTextBesideIcon)
