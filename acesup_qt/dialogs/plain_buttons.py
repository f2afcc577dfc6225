"""Dialog buttons without icons, every one alike.

Where the desktop asks for them (Qt's own theme on a bare X11 desktop, KDE),
Qt gives the standard buttons it makes an icon: a tick on OK, a cross on
Cancel and Close. The game's own buttons have none (Licences, Reset…, Export
CSV…, Leave it, the end of a game's), so side by side in one dialog a crossed
Close stood beside a bare Licences, and a crossed Cancel beside the two Reset
buttons, which looked unfinished. Without them the buttons match each other,
and the end-of-game dialog, and what Windows, macOS and GNOME show anyway.

Qt's static ``QMessageBox.warning`` and ``question`` give no way to reach the
buttons before the box shows, so the game makes its boxes here instead.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QWidget


def plain(box: QDialogButtonBox | QMessageBox) -> None:
    """Take the icons off the buttons ``box`` has now (its standard ones carry them)."""
    for button in box.buttons():
        button.setIcon(QIcon())


def warn(parent: QWidget, title: str, text: str) -> None:
    """A warning over ``parent`` with a bare OK, read before the player goes on
    (``QMessageBox.warning``'s OK carried a tick)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, parent)
    plain(box)
    try:
        box.exec()
    finally:
        box.deleteLater()  # else a child of ``parent`` for as long as it lives


class PlainBoxesOver(QObject):
    """Makes bare the buttons of every message box Qt itself opens over ``dialog``
    (its own file dialog's "File not found", and its Yes and No to delete a file):
    the game never gets to make those boxes, only to see them as they show."""

    def __init__(self, dialog: QWidget) -> None:
        super().__init__(dialog)
        dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Sent to the dialog as a box over it first shows, its buttons made by then.
        if event.type() == QEvent.Type.ChildPolished:
            box = event.child()  # type: ignore[attr-defined]  # a QChildEvent
            if isinstance(box, QMessageBox):
                plain(box)
        return False
