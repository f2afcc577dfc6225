"""Dialogs placed clear of the cards keep clear of How to play, on the felt for a
player's first games, where the table has room for that: at 1280x800 the warning
about the statistics file and Select deal number… sat over its lines, though there
was felt between them and the cards (Select deal number's own test:
``test_select_deal_clear_of_cards``)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QMessageBox, QWidget

from acesup_qt.dialogs.placement import GAP, clear_spot
from acesup_qt.main_window import MainWindow

from .test_autosave_gui import db_path, open_window
from .test_crib import laid_crib, shown
from .test_dialog_placement import cards_hidden_by, on_a_large_screen
from .test_warnings_clear_of_cards import warning_at_start

__all__ = ["db_path", "open_window"]  # fixtures, shared with the autosave tests


def crib_on_screen(window: MainWindow) -> QRect:
    """How to play's lines on the screen, once they show."""
    crib = window.scene.crib
    assert crib is not None
    view = window.view
    origin = view.viewport().mapToGlobal(QPoint(0, 0))
    return view.mapFromScene(crib.mapRectToScene(crib.size)).boundingRect().translated(origin)


def assert_clear_of_cards_and_crib(qtbot, window: MainWindow, dialog: QWidget) -> None:
    crib = laid_crib(qtbot, window)
    qtbot.waitUntil(lambda: shown(crib))
    assert cards_hidden_by(window, dialog) == []
    assert not dialog.frameGeometry().intersects(crib_on_screen(window))
    assert window.frameGeometry().contains(dialog.frameGeometry())  # on the felt


def test_the_warning_at_start_leaves_how_to_play_in_sight_though_it_comes_first(
    qtbot, open_window, db_path, monkeypatch
):
    win, box = warning_at_start(qtbot, open_window, db_path, monkeypatch)
    assert_clear_of_cards_and_crib(qtbot, win, box)
    box.close()


ROOM = QRect(0, 100, 1000, 600)  # a table on the screen, in screen pixels
CARDS = ((QRect(100, 130, 800, 200), 1),)  # a row of cards at its top
CRIB = QRect(100, 560, 800, 120)  # How to play at its foot


def test_a_spot_between_the_cards_and_the_crib_is_taken_when_there_is_one():
    size = QSize(400, 150)
    spot = QRect(clear_spot(size, ROOM, CARDS, crib=CRIB), size)
    assert not spot.intersects(CRIB.adjusted(-GAP, -GAP, GAP, GAP))
    assert not spot.intersects(CARDS[0][0].adjusted(-GAP, -GAP, GAP, GAP))
    assert ROOM.contains(spot)


def test_with_no_room_between_the_cards_and_the_crib_the_spot_is_the_one_without_it():
    size = QSize(400, 220)  # taller than the felt between them (342 to 548, with the gaps)
    spot = clear_spot(size, ROOM, CARDS, crib=CRIB)
    assert spot == clear_spot(size, ROOM, CARDS)
    assert QRect(spot, size).intersects(CRIB)


def test_a_dialog_follows_the_window_when_it_moves_on_the_screen(qtbot, window, monkeypatch):
    # A warning at start is placed before the window manager frames the window,
    # which then moves it down by its title bar: the dialog stayed, over the cards.
    on_a_large_screen(monkeypatch)
    window.move(0, 0)
    qtbot.waitUntil(lambda: window.pos() == QPoint(0, 0))
    window.dialogs.warn("The game could not be saved.")
    box = window.dialog
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isVisible)
    before = box.pos()
    window.move(40, 30)
    qtbot.waitUntil(lambda: window.pos() == QPoint(40, 30))
    assert box.pos() == before + QPoint(40, 30)
    assert cards_hidden_by(window, box) == []
    box.close()
