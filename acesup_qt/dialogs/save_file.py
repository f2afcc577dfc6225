"""A Save dialog for a file the game writes (the statistics' CSV export).

Qt's static ``QFileDialog.getSaveFileName`` opens Qt's own dialog where the
desktop offers none (a bare X server, some window managers, the tests) at the
size it likes: 634x435 at 1366x768, the file list a small box with the
dialog's room around it. Here it opens at a size a player reads a folder in,
860x560, and never more than 90% of the screen (1024x600: 860x540). A native
dialog sizes itself; the size asked of it does nothing.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QFileDialog, QHeaderView, QTreeView, QWidget

ROOMY = QSize(860, 560)  # the most it asks: a folder of files read at a glance


def save_size(screen: QSize) -> QSize:
    """The Save dialog's size on a screen of ``screen`` (its available room)."""
    return QSize(
        min(ROOMY.width(), screen.width() * 9 // 10),
        min(ROOMY.height(), screen.height() * 9 // 10),
    )


def ask_save_file(parent: QWidget, title: str, suggested: Path, kinds: str) -> str:
    """Ask where to save, offering ``suggested`` (its folder open, its name typed);
    the file chosen, or "" when the player cancels."""
    dialog = QFileDialog(parent, title, str(suggested.parent), kinds)
    dialog.setObjectName("save_file")
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setDefaultSuffix(suggested.suffix.lstrip("."))  # "out" saves as "out.csv"
    dialog.selectFile(suggested.name)
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
