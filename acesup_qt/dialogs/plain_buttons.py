"""Dialog buttons without icons, every one alike.

Where the desktop asks for them (Qt's own theme on a bare X11 desktop, KDE),
Qt gives the standard buttons it makes an icon: a tick on OK, a cross on
Cancel and Close. The game's own buttons have none (Licences, Reset…, Export
CSV…, Leave it, the end of a game's), so side by side in one dialog a crossed
Close stood beside a bare Licences, and a crossed Cancel beside the two Reset
buttons, which looked unfinished. Without them the buttons match each other,
and the end-of-game dialog, and what Windows, macOS and GNOME show anyway.
"""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox


def plain(box: QDialogButtonBox | QMessageBox) -> None:
    """Take the icons off the buttons ``box`` has now (its standard ones carry them)."""
    for button in box.buttons():
        button.setIcon(QIcon())
