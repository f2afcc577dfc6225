"""The view that shows the table: sizes the scene to itself and reads the play keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleInterface, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .layout import reading_order
from .table_scene import TableScene

if TYPE_CHECKING:
    from .live_resize import LiveResize
    from .table_access import TableAccessible

NAME = "Aces Up table"  # what assistive tools call the view
# The table's least width. Alone it has the window's, 480 at the least; beside Review
# moves it has what the panel leaves: at 320 the two asked 555 of a 480-px window,
# and the panel lay over the table's right side, cut at the window's edge.
LEAST_TABLE_WIDTH = 160
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
PILE_KEYS = {Qt.Key.Key_1: 0, Qt.Key.Key_2: 1, Qt.Key.Key_3: 2, Qt.Key.Key_4: 3}
ARROW_KEYS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}  # walk the stock and the piles
# Up and down the rows of a stacked table (``key_focus.climb``); a wide one has but one.
CLIMB_KEYS = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}


class TableView(QGraphicsView):
    """Shows a TableScene at 1:1, relaid out on every resize so cards stay crisp."""

    first_painted = Signal()
    resized = Signal()  # after the table is laid out again for the view's new size
    # A live resize (the corner dragged) has come to rest: no new size for ``SETTLE_MS``.
    # A single resize (maximising) is no live resize and does not send it.
    resize_settled = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here, not the one Qt made: the first time Python sees a
        # widget Qt created, PySide loads every widget class to find its type
        # (about 25 ms at start-up).
        self.setViewport(QWidget())
        # The felt covers the whole viewport: Qt need not clear it first (2 ms a frame).
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.table = scene
        self.painted = False
        self.setFrameShape(QFrame.Shape.NoFrame)
        # No SmoothPixmapTransform: every card picture is made at its on-screen
        # size, so it is drawn pixel for pixel; the hint would only blur cards that
        # rest between pixels and made a frame three times slower (9 ms against 3).
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlags(
            QGraphicsView.OptimizationFlag.DontSavePainterState
            | QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing
        )
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(LEAST_TABLE_WIDTH, 240)
        self.setAccessibleName(NAME)
        self.setAccessibleDescription(
            "Keys 1 to 4, or Left and Right, choose a pile; Enter plays its top card; D deals; "
            "after H, Enter plays the hint"
        )
        self._accessible: TableAccessible | None = None  # made when first asked for
        self._live_resize: LiveResize | None = None  # made with the first resize after painting
        self.veiled = False  # the places and cards hidden from assistive tools (a pause)
        self.described = False  # the position said, no longer the keys' words above
        _install_accessibility()
        scene.focus_changed.connect(self._on_focus_changed)
        scene.model.position_changed.connect(self._on_position_changed)
        self.viewport().installEventFilter(self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.painted:  # a player resizing the window, perhaps dragging its corner
            if self._live_resize is None:
                from .live_resize import LiveResize

                self._live_resize = LiveResize(self)
            self._live_resize.step()
        size = self.viewport().size()
        self.resetCachedContent()
        self.table.pixel_ratio = self.devicePixelRatioF()  # laid out anew just below
        order = reading_order(self.table.layout)
        self.table.set_table_size(size.width(), size.height())
        if self.described and reading_order(self.table.layout) != order:
            self.describe_again()  # stacked, or in one row again: its places in their new order
        if self._accessible is not None:  # else nobody has asked about the table yet
            self._accessible.follow_layout()
        self.resized.emit()

    @property
    def resizing(self) -> bool:
        """True while the window's size keeps changing and the table is drawn quickly."""
        return self._live_resize is not None and self._live_resize.live

    def event(self, event: QEvent) -> bool:
        # Moved to a screen of another pixel ratio: the stock's layers keep to its
        # pixels. (Qt tells a widget so here, not in ``changeEvent``.)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.table.set_pixel_ratio(self.devicePixelRatioF())
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            self.first_painted.emit()
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        from . import key_focus  # loaded with the first key, not at start

        key = event.key()
        self.table.celebration.stop()  # any key ends it, as any click does
        gestures = self.table.gestures
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        table = self.table
        marked = gestures.press is not None or (table.selected, table.focus) != (None, None)
        climbs = key in CLIMB_KEYS and plain and key_focus.climbs(table)
        table_keys = (key in PILE_KEYS or key in ARROW_KEYS or climbs) and plain
        if table_keys or key in ENTER_KEYS or (key == Qt.Key.Key_Escape and marked):
            self.table.gesture_began.emit()  # a refusal said before no longer explains it
        if table_keys or key in ENTER_KEYS:
            self.table.take_hand(keys=True)
        if key in PILE_KEYS and plain:
            gestures.key_pile(PILE_KEYS[Qt.Key(key)])
        elif key in ARROW_KEYS and plain:
            key_focus.step(self.table, ARROW_KEYS[Qt.Key(key)])
        elif climbs:
            key_focus.climb(self.table, CLIMB_KEYS[Qt.Key(key)])
        elif key in ENTER_KEYS:
            gestures.key_enter()
        elif key == Qt.Key.Key_Escape and gestures.press is not None:
            # The mouse button held: the click is called off, and a card being
            # dragged goes back where it lies. Not full screen left under the card.
            if gestures.let_go():
                self.table.sync(animate=True)
        elif key == Qt.Key.Key_Escape and (self.table.selected, self.table.focus) != (None, None):
            self.table.clear_marks()
        else:  # up to the window: Escape, unused here, leaves full screen (``full_screen``)
            super().keyPressEvent(event)

    def accessible(self) -> TableAccessible:
        """The interface assistive tools see: the places and cards as objects of their own."""
        if self._accessible is None:
            # Loaded when an assistive tool first asks, not at every start.
            from .table_access import TableAccessible

            self._accessible = TableAccessible(self)
        return self._accessible

    def veil(self, name: str, description: str) -> None:
        """Hide every place and card from assistive tools: they find ``name`` and
        ``description`` instead, the words a pause's veil shows on the table."""
        self.veiled = True
        self.setAccessibleName(name)  # Qt tells the tools of both changes
        self.setAccessibleDescription(description)
        if self._accessible is not None:
            self._accessible.announce_position()

    def unveil(self) -> None:
        """The places and cards are there again for assistive tools."""
        self.veiled = False
        self.setAccessibleName(NAME)
        self._describe("")
        if self._accessible is not None:
            self._accessible.announce_position()

    def _on_focus_changed(self, words: str) -> None:
        self._describe(words)
        if self._accessible is not None:  # else nobody has asked about the table yet
            self._accessible.announce_focus()

    def _on_position_changed(self) -> None:
        self._describe("")
        if self._accessible is not None:
            self._accessible.announce_position()

    def describe_again(self) -> None:
        """Describe the table anew (its crib came or went), unless a chosen card is being said."""
        if (self.table.selected, self.table.focus) == (None, None):
            self._describe("")

    def _describe(self, words: str) -> None:
        if not self.veiled:  # else the veil's words stand until it lifts
            self.described = True
            self.setAccessibleDescription(words or self.table.describe_table())


def _accessible_for(class_name: str, target: QObject) -> QAccessibleInterface | None:
    """Qt's question to each factory: the interface for ``target``, if ours to give."""
    return target.accessible() if isinstance(target, TableView) else None


_factory_installed = False


def _install_accessibility() -> None:
    """Answer for table views from now on: before any is shown, so Qt keeps no other answer."""
    global _factory_installed
    if not _factory_installed:
        QAccessible.installFactory(_accessible_for)
        _factory_installed = True
