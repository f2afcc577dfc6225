"""Settings > Table colour and Card back: chosen with the mouse, seen at once, kept."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QMenu, QToolBar

from acesup_qt import settings
from acesup_qt.main_window import MainWindow
from acesup_qt.scene.felts_and_backs import CARD_BACKS, TABLE_COLOURS

from .conftest import open_menu


def _click_through(qtbot, window: MainWindow, *labels: str) -> None:
    """Click the Settings title, then each item named (a submenu, then its item)."""
    menu = open_menu(qtbot, window, "&Settings")
    for label in labels:
        qtbot.waitUntil(menu.isVisible)
        (item,) = [a for a in menu.actions() if a.text() == label]
        qtbot.mouseMove(menu, menu.actionGeometry(item).center())
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())
        menu = item.menu() or menu
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def _colour(window: MainWindow, point: QPoint, size: int = 9) -> QColor:
    """The average colour the table shows in a small square about ``point``."""
    image = window.view.viewport().grab().toImage()
    point = point * image.devicePixelRatio()  # the grab in device pixels (QT_SCALE_FACTOR)
    reds = greens = blues = 0
    for dx in range(size):
        for dy in range(size):
            pixel = image.pixelColor(point.x() + dx - size // 2, point.y() + dy - size // 2)
            reds, greens, blues = reds + pixel.red(), greens + pixel.green(), blues + pixel.blue()
    n = size * size
    return QColor(reds // n, greens // n, blues // n)


def _felt_point(window: MainWindow) -> QPoint:
    """Low in the middle of the table, where no card lies at the start."""
    viewport = window.view.viewport()
    return QPoint(viewport.width() // 2, viewport.height() - 30)


def _back_point(window: MainWindow) -> QPoint:
    """On the field of the back of the stock's top card, left of the medallion."""
    game = window.model.game
    item = window.scene.cards[game.deck[game.dealt]]
    return window.view.mapFromScene(item.pos() + QPointF(item.width * 0.2, item.height * 0.5))


def test_a_burgundy_table_is_laid_at_once_and_kept_for_the_next_window(qtbot, window):
    green = _colour(window, _felt_point(window))
    assert green.green() > green.red()
    _click_through(qtbot, window, "&Table colour", "B&urgundy")
    burgundy = _colour(window, _felt_point(window))
    assert burgundy.red() > burgundy.green() + 40  # not a green one left in the view's cache
    assert window.game_actions.table_colours["Burgundy"].isChecked()
    assert settings.table_colour() == "Burgundy"
    again = next_window(qtbot, window)
    assert _colour(again, _felt_point(again)) == burgundy
    assert again.game_actions.table_colours["Burgundy"].isChecked()
    assert not again.game_actions.table_colours["Green"].isChecked()


def test_red_backs_show_at_once_and_are_kept_for_the_next_window(qtbot, window):
    blue = _colour(window, _back_point(window))
    assert blue.blue() > blue.red()
    _click_through(qtbot, window, "&Card back", "&Red")
    red = _colour(window, _back_point(window))
    assert red.red() > red.blue() + 40  # not a blue back left in the art's pictures
    assert settings.card_back() == "Red"
    assert _colour(window, _felt_point(window)).green() > 80  # the felt is the same green
    again = next_window(qtbot, window)
    assert _colour(again, _back_point(again)) == red
    assert again.game_actions.card_backs["Red"].isChecked()


def _lab(colour: QColor) -> tuple[float, float, float]:
    """CIE L*a*b* of an sRGB colour: distances in it are as the eye judges them."""

    def linear(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = linear(colour.red()), linear(colour.green()), linear(colour.blue())
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def back_against_felt(window: MainWindow, felt: str, back: str) -> float:
    """How far apart (CIE76) the stock's back and the felt beside it look."""
    window.game_actions.table_colours[felt].trigger()
    window.game_actions.card_backs[back].trigger()
    game = window.model.game
    item = window.scene.cards[game.deck[game.dealt]]
    beside = window.view.mapFromScene(item.pos() + QPointF(item.width * 1.2, item.height * 0.5))
    seen = _lab(_colour(window, _back_point(window))), _lab(_colour(window, beside))
    return sum((a - b) ** 2 for a, b in zip(*seen, strict=True)) ** 0.5


def test_red_backs_stand_apart_from_the_burgundy_table(qtbot, window):
    # They were red on red, 25 apart, set off by the white border alone; the
    # blue back lies 39 from the burgundy felt.
    assert back_against_felt(window, "Burgundy", "Red") > 35


def test_every_back_reads_apart_from_every_felt(qtbot, window):
    # The green back on the green felt was the same green (2 apart). The
    # closest pair left, the blue back on the blue felt, is 13 apart.
    for felt in TABLE_COLOURS:
        for back in CARD_BACKS:
            assert back_against_felt(window, felt, back) > 12, (back, felt)


def _deal_button_tint(window: MainWindow) -> str:
    """The hue most of the Deal button's coloured pixels have: "red", "green" or "blue"."""
    button = window.findChild(QToolBar).widgetForAction(window.game_actions.deal)
    image = button.grab().toImage()
    counts = {"red": 0, "green": 0, "blue": 0}
    for x in range(image.width()):
        for y in range(image.height()):
            pixel = image.pixelColor(x, y)
            channels = {"red": pixel.red(), "green": pixel.green(), "blue": pixel.blue()}
            strongest = max(channels, key=lambda name: channels[name])
            if channels[strongest] > min(channels.values()) + 40:  # not grey, white or ink
                counts[strongest] += 1
    return max(counts, key=lambda name: counts[name])


@pytest.mark.parametrize(("label", "tint"), [("&Red", "red"), ("&Green", "green")])
def test_the_deal_button_shows_the_chosen_back_at_once_and_at_the_next_start(
    qtbot, window, label, tint
):
    assert _deal_button_tint(window) == "blue"
    _click_through(qtbot, window, "&Card back", label)
    assert _deal_button_tint(window) == tint
    assert _deal_button_tint(next_window(qtbot, window)) == tint
    _click_through(qtbot, window, "&Card back", "&Blue")
    assert _deal_button_tint(window) == "blue"


def next_window(qtbot, window) -> MainWindow:
    """A new window on deal 1, the size of ``window``, as the next start would show it."""
    again = MainWindow()
    qtbot.addWidget(again)
    again.model.start_deal(1)
    again.resize(window.size())
    again.show()
    qtbot.waitExposed(again)
    return again


def _letters(menu: QMenu) -> list[str]:
    return [a.text()[a.text().index("&") + 1].lower() for a in menu.actions() if a.text()]


def test_each_item_of_the_settings_menu_and_its_submenus_has_a_letter_of_its_own(window):
    (title,) = [a for a in window.menuBar().actions() if a.text() == "&Settings"]
    menus = [title.menu(), *(a.menu() for a in title.menu().actions() if a.menu())]
    assert len(menus) == 4  # Animation speed, Table colour, Card back
    for menu in menus:
        letters = _letters(menu)
        assert len(set(letters)) == len(letters), letters


def test_each_item_of_every_menu_has_a_letter_of_its_own(window):
    # Two items on one letter: the letter only moves between them, choosing neither.
    for title in window.menuBar().actions():
        menu = title.menu()
        for shown in (menu, *(a.menu() for a in menu.actions() if a.menu())):
            letters = _letters(shown)
            assert len(set(letters)) == len(letters), (shown.title(), letters)
