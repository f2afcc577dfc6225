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
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect

from .calm import Calm, inside

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..main_window import MainWindow

__all__ = ["InWindow", "centre", "inside"]


def _frame_of(widget: QWidget) -> QMargins:
    """What the window manager adds around ``widget``'s inside (title bar, borders)."""
    outer, inner = widget.frameGeometry(), widget.geometry()
    return QMargins(
        inner.left() - outer.left(),
        inner.top() - outer.top(),
        outer.right() - inner.right(),
        outer.bottom() - inner.bottom(),
    )


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
    it is open, calmly (``calm``). A child of the dialog: it stops with it."""

    def __init__(self, dialog: QWidget, window: MainWindow) -> None:
        super().__init__(dialog, window, self.follow)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        opened = event.type() == QEvent.Type.Show and not event.spontaneous()  # not re-shown
        if watched is self.dialog and opened and not self.by_hand:
            # Before QDialog centres it itself (in its showEvent, which a dialog
            # already placed skips), and before the window manager maps it: it
            # opens where it stays, no jump.
            self.put(lambda: self.dialog.setGeometry(centre(self.dialog, self.table)))
        return super().eventFilter(watched, event)

    def follow(self) -> None:
        """Move the dialog, if open, as little as keeps it inside the window."""
        dialog, window = self.dialog, self.table
        if dialog.isVisible():
            screen = window.screen().availableGeometry()
            spot = inside(dialog.frameGeometry(), window.frameGeometry(), screen)
            if spot != dialog.pos():
                dialog.move(spot)
