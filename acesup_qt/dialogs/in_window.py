"""Statistics, Rules and About stay over the window as it is made smaller.

Qt centres each on the window as it opens, and left it there: a window made
smaller or un-maximised while one was open left it hanging past the window's
edge, over whatever lay there on the desktop, as the dialogs placed clear of
the cards did before they followed the table (``clear_of_cards``). These are
read rather than played beside, so they look for no felt: they move as
little as keeps them inside the window, and one larger than the window along
a side is centred on it along that side, on the screen (its title bar on it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtWidgets import QWidget


def _along(start: int, length: int, room_start: int, room_length: int) -> int:
    """Where a span of ``length`` at ``start`` goes to lie within the room's span,
    moved as little as can be; centred on it when longer."""
    if length > room_length:
        return room_start + (room_length - length) // 2
    return min(max(start, room_start), room_start + room_length - length)


def inside(dialog: QRect, window: QRect, screen: QRect) -> QPoint:
    """The top-left corner that keeps ``dialog`` (its frame) within ``window``'s frame,
    and on ``screen`` where it fits there."""
    x = _along(dialog.x(), dialog.width(), window.x(), window.width())
    y = _along(dialog.y(), dialog.height(), window.y(), window.height())
    if dialog.width() <= screen.width():
        x = _along(x, dialog.width(), screen.x(), screen.width())
    if dialog.height() <= screen.height():
        y = _along(y, dialog.height(), screen.y(), screen.height())
    else:  # its title bar on the screen, to move it by
        y = screen.y()
    return QPoint(x, y)


class InWindow(QObject):
    """Keeps ``dialog`` inside ``window`` as the window changes size or place while
    it is open. A child of the dialog: it stops with it."""

    def __init__(self, dialog: QWidget, window: QWidget) -> None:
        super().__init__(dialog)
        self.dialog, self.window = dialog, window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window and kind in (QEvent.Type.Resize, QEvent.Type.Move):
            self.follow()
        return False

    def follow(self) -> None:
        """Move the dialog, if open, as little as keeps it inside the window."""
        dialog, window = self.dialog, self.window
        if dialog.isVisible():
            screen = window.screen().availableGeometry()
            spot = inside(dialog.frameGeometry(), window.frameGeometry(), screen)
            if spot != dialog.pos():
                dialog.move(spot)
