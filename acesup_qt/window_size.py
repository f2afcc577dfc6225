"""The main window's size at start: as it was last closed (full screen too), never larger
than the screen."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QMainWindow

from . import settings

FIRST_SIZE = QSize(1280, 800)  # before any size was saved
FRAME_ALLOWANCE = QSize(16, 48)  # a window manager's frame and title bar, at most


def restore_size(window: QMainWindow) -> None:
    """Give ``window`` the size and place it had when last closed, fitted on its screen."""
    geometry = settings.window_geometry()
    if geometry is None or not window.restoreGeometry(geometry):
        window.resize(FIRST_SIZE)
    if window.isFullScreen() or window.isMaximized():
        return  # it fills the screen; a resize now would undo that (Qt fitted the normal size)
    fit_on_screen(window)


def fit_on_screen(window: QMainWindow) -> None:
    """Never open larger than the screen: 1280x800 does not fit a small or 200% screen,
    nor does a size saved on a bigger one (Qt does not always shrink it)."""
    room = window.screen().availableGeometry()
    # Room for the frame and title bar that the window manager adds around us.
    width = min(window.width(), room.width() - FRAME_ALLOWANCE.width())
    height = min(window.height(), room.height() - FRAME_ALLOWANCE.height())
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
        window.move(room.center() - window.rect().center())


__all__ = ["restore_size"]
