"""A window being resized: the table follows the corner at once, and is crisp once it rests.

Every step of a resize is a new card size, and painting the table's pictures
anew at each (paths, gradients, text) made a step take 28 ms at 1920x1080
and 98 ms at 3840x2160: the table lagged behind the corner. While the sizes
keep coming, the cards are drawn from the pictures painted already, scaled
(``CardArt.stand_in``), and the felt from a small painting of its gradient,
scaled; once no new size has come for ``SETTLE_MS``, all is painted crisp at
the size the window kept, as a window opened at that size shows it.

A single resize (maximising, full screen, a saved size) is no live resize:
it is painted crisp at once, as ever. Only a second step inside
``SETTLE_MS`` of the one before starts one. Loaded with the first resize
after the first frame, not at start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QRectF, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmap, QRadialGradient
from PySide6.QtWidgets import QGraphicsView

if TYPE_CHECKING:
    from .table_scene import TableScene
    from .table_view import TableView

# How long a size must last for the resize to count as over. A hand dragging
# a corner sends a size every 10 to 20 ms, and pauses of 50 to 100 ms as it
# slows down or changes direction; 150 ms rides over those pauses, and is
# still short enough that a player who lets go sees the crisp table at once,
# before looking for the next card. Tests set their own.
SETTLE_MS = 150

# The felt is painted this many times smaller, then scaled up. A radial
# gradient this gentle (some 50 colour levels from the middle to the edge)
# scales up without a visible change: a 3840x2160 felt in 4 ms, not 11.
FELT_SHRINK = 8


class LiveResize(QObject):
    """Watches the resizes of one table view and tells its scene and card art when to
    draw quickly (while the size keeps changing) and when to paint crisp again."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)
        self.view = view
        self.live = False  # the sizes keep coming: cards and felt drawn scaled
        self._felt: tuple[tuple[str, str, int, int], QPixmap] | None = None
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.timeout.connect(self._settled)

    def step(self) -> None:
        """The view has a new size: draw quickly if the last size was new too."""
        if self._settle.isActive() and not self.live:
            self.live = True
            scene = self.view.table
            scene.art.quick = True
            scene.live_resize = self
            # Without a background cache: keeping one would cost a new picture
            # of the whole view at every step, filled and then copied again.
            self.view.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self._settle.setInterval(SETTLE_MS)
        self._settle.start()

    def _settled(self) -> None:
        if not self.live:
            return  # a single resize: painted crisp already
        self.live = False
        scene = self.view.table
        scene.art.quick = False
        scene.live_resize = None
        self._felt = None
        self.view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # Every card again, painted at the size the window kept.
        self.view.viewport().update()
        self.view.resize_settled.emit()  # the dialogs over the table find their spot now

    def paint_felt(self, scene: TableScene, painter: QPainter, rect: QRectF | QRect) -> None:
        """The part ``rect`` of the felt, from a small painting of it scaled up."""
        area = scene.sceneRect()
        small = self._small_felt(scene, area.width(), area.height())
        shown = QRectF(rect).intersected(area)
        source = QRectF(
            (shown.left() - area.left()) / FELT_SHRINK,
            (shown.top() - area.top()) / FELT_SHRINK,
            shown.width() / FELT_SHRINK,
            shown.height() / FELT_SHRINK,
        )
        # Not blended: the felt's colour changes by one level in 28 pixels or
        # more (a 1920 wide table), so a block of FELT_SHRINK pixels moves the
        # edge of a band of colour, never its colour, and blending cost 9 ms
        # against 4 at 3840x2160. The painter's hint is off, as the view left it.
        painter.drawPixmap(shown, small, source)

    def _small_felt(self, scene: TableScene, width: float, height: float) -> QPixmap:
        """The felt of a ``width`` x ``height`` table, FELT_SHRINK times smaller."""
        w, h = round(width), round(height)
        key = (scene.felt.light, scene.felt.dark, w, h)
        if self._felt is not None and self._felt[0] == key:
            return self._felt[1]
        # Two pixels to spare right and below, where rounding down would cut
        # the felt short of the table's edge.
        small = QPixmap(w // FELT_SHRINK + 2, h // FELT_SHRINK + 2)
        painter = QPainter(small)
        felt = QRadialGradient(
            width / 2 / FELT_SHRINK, height / 2 / FELT_SHRINK, max(w, h) * 0.75 / FELT_SHRINK
        )
        felt.setColorAt(0, QColor(scene.felt.light))
        felt.setColorAt(1, QColor(scene.felt.dark))
        painter.fillRect(small.rect(), felt)
        painter.end()
        self._felt = (key, small)
        return small
