"""A window resized by dragging its corner: the table follows quickly, and is crisp at rest."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QGraphicsView

from acesup_qt.main_window import MainWindow
from acesup_qt.scene import live_resize
from acesup_qt.scene.card_art import CardArt

from .starts_lean import loaded_at_start
from .test_drag import restore

# Cards on every pile, some covered, and a heap of tilted cards on the discard.
MID_GAME = "x3 d x1 x1 x4 d x3 x3 d x4 x2 x1 d x2 x3 x1 d x4 d x1 x1 x1 d d"
# The corner dragged in small steps, as a window manager sends them.
STEPS = [(1000 - 13 * i, 640 - 7 * i) for i in range(8)]


@pytest.fixture(autouse=True)
def quick_settle(monkeypatch):
    # Long enough for a step on a busy machine, short enough not to slow the tests.
    monkeypatch.setattr(live_resize, "SETTLE_MS", 250)


@pytest.fixture
def painted(monkeypatch) -> list[tuple[object, int, int]]:
    """Every card picture painted from now on: (card or None for a back, width, height)."""
    calls: list[tuple[object, int, int]] = []
    paint = CardArt._paint

    def spy(self, card, width, height, dpr, angle=0.0):
        calls.append((card, width, height))
        return paint(self, card, width, height, dpr, angle)

    monkeypatch.setattr(CardArt, "_paint", spy)
    return calls


def _resize_table(qtbot, window: MainWindow, width: int, height: int) -> None:
    """Resize the window so that its table is ``width`` x ``height``, and let it paint."""
    viewport = window.view.viewport()
    extra = window.size() - viewport.size()
    window.resize(width + extra.width(), height + extra.height())
    qtbot.waitUntil(lambda: (viewport.width(), viewport.height()) == (width, height))
    viewport.repaint()


def _settle(qtbot, window: MainWindow) -> QImage:
    qtbot.waitUntil(lambda: not window.view.resizing, timeout=3000)
    return window.view.viewport().grab().toImage()


def _fresh_table(qtbot, moves: str, width: int, height: int) -> QImage:
    """The table of a window opened with ``moves`` played and its table at that size."""
    fresh = MainWindow()
    qtbot.addWidget(fresh)
    fresh.model.start_deal(1)
    restore(fresh, moves)
    fresh.resize(width, height)
    fresh.show()
    qtbot.waitExposed(fresh)
    extra = fresh.size() - fresh.view.viewport().size()
    fresh.resize(width + extra.width(), height + extra.height())  # before its first frame
    qtbot.waitUntil(lambda: fresh.view.viewport().size().toTuple() == (width, height))
    assert not fresh.view.resizing
    return fresh.view.viewport().grab().toImage()


def _felt_points(window: MainWindow) -> list[QPointF]:
    """Points of the felt on which nothing lies: its corners, its edges' middles, and more."""
    area = window.scene.sceneRect()
    points = []
    for fx in (0.0, 0.02, 0.25, 0.5, 0.75, 0.98, 1.0):
        for fy in (0.0, 0.02, 0.5, 0.98, 1.0):
            x = min(area.left() + area.width() * fx, area.right() - 1)
            y = min(area.top() + area.height() * fy, area.bottom() - 1)
            point = QPointF(x, y)
            if not window.scene.items(point):
                points.append(point)
    return points


def test_dragging_the_corner_paints_no_card_picture_until_the_size_settles(qtbot, window, painted):
    restore(window, MID_GAME)
    _resize_table(qtbot, window, *STEPS[0])  # one resize: painted crisp at once
    assert not window.view.resizing
    painted.clear()
    for size in STEPS[1:]:
        _resize_table(qtbot, window, *size)
        assert window.view.resizing
    assert painted == []  # each step drawn from the pictures of the first size
    settled = _settle(qtbot, window)
    width, height = round(window.scene.layout.card_width), round(window.scene.layout.card_height)
    assert painted
    assert all((w, h) == (width, height) for _, w, h in painted)
    assert settled == _fresh_table(qtbot, MID_GAME, *STEPS[-1])


def test_the_felt_keeps_its_colours_while_the_corner_is_dragged(qtbot, window):
    restore(window, MID_GAME)
    for size in STEPS:
        _resize_table(qtbot, window, *size)
    assert window.view.resizing
    during = window.view.viewport().grab().toImage()
    after = _settle(qtbot, window)
    points = _felt_points(window)
    assert len(points) >= 12
    ratio = during.devicePixelRatio()  # the grabs are in the screen's pixels (QT_SCALE_FACTOR)
    for point in points:
        pixel = (point * ratio).toPoint()
        quick, crisp = QColor(during.pixel(pixel)), QColor(after.pixel(pixel))
        difference = [abs(a - b) for a, b in zip(quick.getRgb(), crisp.getRgb(), strict=True)]
        assert max(difference) <= 1, (point, quick.name(), crisp.name())


def test_a_card_first_shown_during_a_resize_is_painted_at_its_size(qtbot, window, painted):
    for size in STEPS[:3]:
        _resize_table(qtbot, window, *size)
    assert window.view.resizing
    painted.clear()
    game = window.model.game
    window.deal()  # four cards face up that were never painted
    window.view.viewport().repaint()
    width, height = round(window.scene.layout.card_width), round(window.scene.layout.card_height)
    dealt = {pile[-1] for pile in game.piles}
    assert {card for card, *_ in painted} == dealt
    assert all((w, h) == (width, height) for _, w, h in painted)


def test_a_single_resize_is_crisp_at_once_and_leaves_no_timer_running(qtbot, window):
    restore(window, MID_GAME)
    _resize_table(qtbot, window, 900, 600)
    assert not window.view.resizing
    view = window.view
    assert view.cacheMode() == QGraphicsView.CacheModeFlag.CacheBackground
    image = view.viewport().grab().toImage()
    qtbot.waitUntil(lambda: not any(t.isActive() for t in view.findChildren(QTimer)))
    assert image == _fresh_table(qtbot, MID_GAME, 900, 600)


def test_the_live_resize_is_loaded_with_the_first_resize_not_at_start():
    assert loaded_at_start("scene.live_resize") == []
