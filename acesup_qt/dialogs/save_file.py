"""The file dialogs: Save (the statistics' CSV export, Game > Save game as…) and
Open (Game > Open game…).

Qt's static ``QFileDialog.getSaveFileName`` and ``getOpenFileName`` open Qt's
own dialog where the desktop offers none (a bare X server, some window
managers, the tests) at the size it likes: 634x435 at 1366x768, the file list
a small box with the dialog's room around it, its Size and Type columns cut
("247...tes", "pla...ent"). Here each opens at a size a player reads a folder
in, 860x560, and never more than 90% of the screen (1024x600: 860x540). A
native dialog sizes itself; the size asked of it does nothing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QFileDialog, QHeaderView, QTreeView, QWidget

ROOMY = QSize(860, 560)  # the most it asks: a folder of files read at a glance


def save_size(screen: QSize) -> QSize:
    """A file dialog's size on a screen of ``screen`` (its available room)."""
    return QSize(
        min(ROOMY.width(), screen.width() * 9 // 10),
        min(ROOMY.height(), screen.height() * 9 // 10),
    )


def ask_save_file(
    parent: QWidget, title: str, suggested: Path, kinds: str, add_suffix: bool = True
) -> str:
    """Ask where to save, offering ``suggested`` (its folder open, its name typed);
    the file chosen, or "" when the player cancels. With ``add_suffix`` a bare name
    typed ("out") gets the suggested one's suffix ("out.csv"); without it, the caller
    adds its own (a saved game's ".acesup.txt", two suffixes the dialog cannot add)."""
    dialog = QFileDialog(parent, title, str(suggested.parent), kinds)
    dialog.setObjectName("save_file")
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    if add_suffix:
        dialog.setDefaultSuffix(suggested.suffix.lstrip("."))
    dialog.selectFile(suggested.name)
    return _ask(parent, dialog)


def ask_open_file(parent: QWidget, title: str, folder: str, kinds: str) -> str:
    """Ask for a file to open in ``folder``; the file chosen, or "" when the player cancels."""
    dialog = QFileDialog(parent, title, folder, kinds)
    dialog.setObjectName("open_file")
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    return _ask(parent, dialog)


def _ask(parent: QWidget, dialog: QFileDialog) -> str:
    """Open ``dialog`` at a roomy size, its columns readable; the file chosen, or ""."""
    dialog.resize(save_size(parent.screen().availableGeometry().size()))
    # The list's Name column takes the room the size gives: left at Qt's width, the
    # columns stopped two thirds across, a blank strip of header beside them. The
    # others as wide as what they show: at Qt's widths "997 bytes" read "997...tes".
    files = dialog.findChild(QTreeView, "treeView")  # Qt's own dialog; None for a native one
    if files is not None:
        header = files.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return ""
        chosen = dialog.selectedFiles()
        return chosen[0] if chosen else ""
    finally:
        dialog.deleteLater()
