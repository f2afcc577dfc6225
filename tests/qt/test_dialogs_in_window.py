"""Statistics, Rules and About (and its Licences) open centred over the window, inside its
frame, and stay over it as it is made smaller (those sized from the window shrink with it
and grow back): left where Qt centred them, they hung past its edge, over whatever lay
there on the desktop; Qt's centring put Rules over the title
bar, and placed clear of the cards About sat over the status bar. (Select deal number
opens clear of the cards: ``test_select_deal_clear_of_cards``.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from acesup_qt.dialogs import calm
from acesup_qt.dialogs.in_window import inside
from acesup_qt.main_window import MainWindow

from .conftest import click, open_menu, slot_point
from .test_statistics_from_play import open_statistics_from_the_toolbar


def open_by_key_or_menu(qtbot, window: MainWindow, which: str) -> QWidget:
    if which == "statistics":
        return open_statistics_from_the_toolbar(qtbot, window)
    if which == "licenses":  # from About's button
        about = open_by_key_or_menu(qtbot, window, "about")
        (button,) = [b for b in about.findChildren(QPushButton) if b.text() == "&Licences"]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not about)
    elif which == "rules":
        qtbot.keyClick(window.view, Qt.Key.Key_F1)
    else:  # About has no key: from the Help menu, by the mouse, then its letter
        qtbot.keyClick(open_menu(qtbot, window, "&Help"), Qt.Key.Key_A)
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None)
    dialog = QApplication.activeModalWidget()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


OVER_THE_WINDOW = ["statistics", "rules", "licenses", "about"]


@pytest.mark.parametrize("which", OVER_THE_WINDOW)
def test_a_dialog_stays_inside_a_window_made_smaller(qtbot, window, which):
    window.move(0, 0)
    qtbot.waitUntil(lambda: window.pos() == QPoint(0, 0))
    dialog = open_by_key_or_menu(qtbot, window, which)
    assert window.frameGeometry().contains(dialog.frameGeometry())
    size = dialog.frameGeometry().size()
    least = least_window(window)
    width, height = max(size.width() + 40, least.width()), max(size.height() + 60, least.height())
    window.resize(width, height)  # made smaller, room left for it
    qtbot.waitUntil(lambda: window.width() == width)
    qtbot.waitUntil(lambda: window.frameGeometry().contains(dialog.frameGeometry()))
    dialog.close()


def test_a_dialog_larger_than_the_window_is_centred_on_it_on_the_screen():
    window, screen = QRect(100, 100, 500, 400), QRect(0, 0, 1280, 800)
    spot = inside(QRect(700, 300, 600, 300), window, screen)
    assert spot == QPoint(50, 200)  # wider: centred across it; as tall as fits: inside it
    assert inside(QRect(0, 0, 600, 900), window, screen).y() == 0  # its title bar in sight
    assert inside(QRect(0, 0, 600, 300), QRect(-200, 0, 500, 400), screen).x() == 0


def centre_gap(dialog: QWidget, window: QWidget) -> QPoint:
    return dialog.frameGeometry().center() - window.frameGeometry().center()


@pytest.mark.parametrize("size", [(790, 560), (640, 740)])  # on the test's 800x800 screen
@pytest.mark.parametrize("which", ["rules", "about"])
def test_a_dialog_that_needs_no_view_of_the_cards_opens_centred_inside_the_window(
    qtbot, window, which, size
):
    # About sat at the bottom over the status bar (placed clear of the cards), Rules
    # over the title bar.
    window.move(0, 0)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.pos() == QPoint(0, 0) and window.width() == size[0])
    click(qtbot, window, slot_point(window, "stock"))  # a game in progress: cards about
    dialog = open_by_key_or_menu(qtbot, window, which)
    frame = window.frameGeometry()
    if dialog.frameGeometry().height() <= frame.height():
        assert frame.contains(dialog.frameGeometry())
        gap = centre_gap(dialog, window)
        assert abs(gap.x()) <= 1
        assert abs(gap.y()) <= 1
    else:  # taller than the window (Rules at 790x560): centred across, on the screen
        assert abs(centre_gap(dialog, window).x()) <= 1
    dialog.close()


def least_window(window: MainWindow) -> QSize:
    """The window's least size: its layout's, or its least width set, if larger."""
    return window.minimumSizeHint().expandedTo(window.minimumSize())


def resized(qtbot, window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.size().toTuple() == (width, height))


SIZED_FROM_THE_WINDOW = ["statistics", "rules", "licenses"]


@pytest.mark.parametrize("which", SIZED_FROM_THE_WINDOW)
def test_a_dialog_sized_from_the_window_shrinks_with_it_and_grows_back(qtbot, window, which):
    # Opened over a large window, then the window made smaller than the dialog: the
    # dialog stayed its size, over the window's edges and the desktop.
    window.move(0, 0)
    qtbot.waitUntil(lambda: window.pos() == QPoint(0, 0))
    dialog = open_by_key_or_menu(qtbot, window, which)
    normal = dialog.size()
    least = dialog.minimumSizeHint().expandedTo(least_window(window))
    width, height = least.width() + 20, least.height() + 20
    assert width < normal.width() or height < normal.height()  # smaller than the dialog
    resized(qtbot, window, width, height)
    qtbot.waitUntil(lambda: window.frameGeometry().contains(dialog.frameGeometry()))
    assert dialog.width() <= window.width()
    assert dialog.height() <= window.height()
    assert dialog.size() == normal.boundedTo(window.size())  # as large as fits
    resized(qtbot, window, 1280, 800)  # made larger again: its size as it opened
    qtbot.waitUntil(lambda: dialog.size() == normal)
    assert window.frameGeometry().contains(dialog.frameGeometry())
    dialog.close()


def test_a_dialog_resized_by_the_player_grows_back_to_their_size(qtbot, window):
    dialog = open_by_key_or_menu(qtbot, window, "statistics")
    qtbot.wait(calm.GRACE_MS + 100)  # no longer the window manager's placing
    dialog.resize(dialog.width() - 100, dialog.height() - 80)  # the player's hand
    chosen = dialog.size()
    least = dialog.minimumSizeHint().expandedTo(least_window(window))
    resized(qtbot, window, least.width() + 20, least.height() + 20)
    qtbot.waitUntil(lambda: dialog.size() == chosen.boundedTo(window.size()))
    resized(qtbot, window, 1280, 800)
    qtbot.waitUntil(lambda: dialog.size() == chosen)
    dialog.close()
