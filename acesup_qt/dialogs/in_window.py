"""Statistics, Rules and About (and its Licences): over the window.

These need no view of the cards: they are read, or asked, rather than played
beside, so they look for no felt. Each opens centred over the window, where a
player looks for it, and inside the window's frame where it fits there (``centre``):
Qt's own centring put Rules, a page nearly as tall as the screen, over the
window's title bar, and placed clear of the cards About sat over the status
bar. (Select deal number, which asks which deal to leave the table for, opens
clear of the cards: ``clear_of_cards``.)

Qt left each where it opened: a window made smaller or un-maximised while one
was open left it hanging past the window's edge, over whatever lay there on the
desktop. Now they move as little as keeps them inside the window, and one
larger than the window along a side is centred on it along that side, on the
screen (its title bar on it). While the window's corner is dragged they keep
calm as the others do (``calm``).

Those sized from the window (Statistics, Rules, Licences: ``normal_size``) are
sized again with it: they opened no larger than the window, but one made smaller
while they were open left them larger than it, over its edges. Now they shrink
to fit it (as far as their least size allows) and grow back to their normal
size as it grows, once it rests; resized by hand, the player's size is the one
they grow back to. (About is as small as its words, whatever the window.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize

from .calm import Calm, inside

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..main_window import MainWindow

__all__ = ["InWindow", "centre", "fitted", "inside", "main_window_of"]


def _frame_of(widget: QWidget) -> QMargins:
    """What the window manager adds around ``widget``'s inside (title bar, borders)."""
    outer, inner = widget.frameGeometry(), widget.geometry()
    return QMargins(
        inner.left() - outer.left(),
        inner.top() - outer.top(),
        outer.right() - inner.right(),
        outer.bottom() - inner.bottom(),
    )


def main_window_of(widget: QWidget | None) -> QWidget | None:
    """The game's window ``widget`` belongs to: About's, for Licences opened from it."""
    while widget is not None and widget.parentWidget() is not None:
        widget = widget.parentWidget()
    return widget


def fitted(dialog: QWidget, normal: QSize, window: QWidget | None) -> QSize:
    """``normal``, the size of a dialog sized from the window where the window has the
    room, made no larger than ``window`` as far as the dialog's least size allows (a
    list scrolls, a chart or a page draws smaller). Its frame is taken to be the
    window's (its own is not known before it is shown), so their insides compare."""
    if window is None:
        return normal
    return normal.boundedTo(window.size()).expandedTo(dialog.minimumSizeHint())


def centre(dialog: QWidget, window: QWidget) -> QRect:
    """Where ``dialog``'s inside goes, its frame centred over ``window``'s frame and
    kept inside it (``inside``). A dialog not framed yet is taken to get the window's
    frame: its own is not known until the window manager has drawn it."""
    frame = _frame_of(dialog)
    if frame.isNull():
        frame = _frame_of(window)
    outer = QRect(QPoint(0, 0), dialog.size().grownBy(frame))
    outer.moveCenter(window.frameGeometry().center())
    screen = window.screen().availableGeometry()
    spot = inside(outer, window.frameGeometry(), screen)
    return QRect(spot + QPoint(frame.left(), frame.top()), dialog.size())


class InWindow(Calm):
    """Keeps ``dialog`` inside ``window`` as the window changes size or place while
    it is open, calmly (``calm``); sized from the window (its ``normal_size``), sized
    again with it. A child of the dialog: it stops with it."""

    def __init__(self, dialog: QWidget, window: MainWindow) -> None:
        super().__init__(dialog, window, self.follow)
        # The size it takes where the window has room for it; None: not sized from the
        # window (About). The player's own, once they resize it by hand.
        normal = getattr(dialog, "normal_size", None)
        self.wanted = normal if isinstance(normal, QSize) else None
        self._given = dialog.size()  # the size last given to it: not the player's

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        opened = event.type() == QEvent.Type.Show and not event.spontaneous()  # not re-shown
        if watched is self.dialog and opened and not self.by_hand:
            # Before QDialog centres it itself (in its showEvent, which a dialog
            # already placed skips), and before the window manager maps it: it
            # opens where it stays, no jump.
            self.put(self._open)
        elif watched is self.dialog and event.type() == QEvent.Type.Resize:
            self._resized()
        return super().eventFilter(watched, event)

    def _open(self) -> None:
        self._fit()
        self.dialog.setGeometry(centre(self.dialog, self.table))

    def follow(self) -> None:
        """Size the dialog, if open, for the window as it is now, and move it as little
        as keeps it inside the window."""
        dialog, window = self.dialog, self.table
        if dialog.isVisible():
            self._fit()
            screen = window.screen().availableGeometry()
            spot = inside(dialog.frameGeometry(), window.frameGeometry(), screen)
            if spot != dialog.pos():
                dialog.move(spot)

    def _fit(self) -> None:
        """Its wanted size, no larger than the window (``fitted``)."""
        if self.wanted is None:
            return
        size = self._given = fitted(self.dialog, self.wanted, self.table)
        if size != self.dialog.size():
            self.dialog.resize(size)

    def _resized(self) -> None:
        """Resized by the player: the size it grows back to, the window made larger."""
        size = self.dialog.size()
        if self.wanted is None or not self.dialog.isVisible() or self.by_program():
            return
        if size != self._given:
            self.wanted = self._given = size
