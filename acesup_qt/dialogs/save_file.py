"""The file dialogs: Save (the statistics' CSV export, Game > Save game as…) and
Open (Game > Open game…).

Qt's static ``QFileDialog.getSaveFileName`` and ``getOpenFileName`` open Qt's
own dialog where the desktop offers none (a bare X server, some window
managers, the tests) at the size it likes: 634x435 at 1366x768, the file list
a small box with the dialog's room around it, its Size and Type columns cut
("247...tes", "pla...ent"). Here each opens at a size a player reads a folder
in, 860x560, and never more than 90% of the screen (1024x600: 860x540). A
native dialog sizes itself; the size asked of it does nothing.

Qt's own dialog is the game's to dress: its Save, Open and Cancel are bare as
every other dialog's buttons (``plain_buttons``), and it asks the game's
question before saving over a file (``replace_file``). A native dialog is the
desktop's, its buttons and its question left as the desktop has them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QTreeView,
    QWidget,
)

from .plain_buttons import PlainBoxesOver, plain
from .replace_file import may_replace

ROOMY = QSize(860, 560)  # the most it asks: a folder of files read at a glance


def save_size(screen: QSize) -> QSize:
    """A file dialog's size on a screen of ``screen`` (its available room)."""
    return QSize(
        min(ROOMY.width(), screen.width() * 9 // 10),
        min(ROOMY.height(), screen.height() * 9 // 10),
    )


def _same(path: Path) -> Path:
    return path


class _SaveDialog(QFileDialog):
    """Qt's own Save dialog, asking in the game's words before a file is saved over,
    about the name the file will have: it stays open when the player keeps the file,
    for another name."""

    def __init__(self, parent: QWidget, title: str, folder: str, kinds: str) -> None:
        super().__init__(parent, title, folder, kinds)
        self.final: Callable[[Path], Path] = _same

    def accept(self) -> None:
        chosen = self.selectedFiles()
        if own_dialog(self) and chosen and not self._may_write(Path(chosen[0])):
            return  # the file kept: the dialog stays, for another name
        super().accept()

    def _may_write(self, typed: Path) -> bool:
        path = self.final(typed)
        if typed.is_dir() or not path.is_file():  # a folder is opened, not saved over
            return True
        return may_replace(self, self.windowTitle(), path)


def ask_save_file(
    parent: QWidget,
    title: str,
    suggested: Path,
    kinds: str,
    final: Callable[[Path], Path] | None = None,
) -> str:
    """Ask where to save, offering ``suggested`` (its folder open, its name typed);
    the file to write, or "" when the player cancels or keeps the file there.
    Without ``final`` a bare name typed ("out") gets the suggested one's suffix
    ("out.csv"); with it, ``final`` makes the name the file will have of the one
    chosen (a saved game's ".acesup.txt", two suffixes the dialog cannot add)."""
    dialog = _SaveDialog(parent, title, str(suggested.parent), kinds)
    dialog.setObjectName("save_file")
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    if final is None:
        dialog.setDefaultSuffix(suggested.suffix.lstrip("."))
    else:
        dialog.final = final
    # Qt's own dialog asks nothing of its own: ``_SaveDialog`` asks instead. A native
    # one asks, as the desktop does, about the name typed.
    dialog.setOption(QFileDialog.Option.DontConfirmOverwrite, own_dialog(dialog))
    dialog.selectFile(suggested.name)
    chosen = _ask(parent, dialog)
    if not chosen or final is None:
        return chosen
    path = final(Path(chosen))
    # A native dialog asked about the name typed, never about the one completed.
    asked = own_dialog(dialog) or path == Path(chosen)
    if not asked and path.is_file() and not may_replace(parent, title, path):
        return ""
    return str(path)


def ask_open_file(parent: QWidget, title: str, folder: str, kinds: str) -> str:
    """Ask for a file to open in ``folder``; the file chosen, or "" when the player cancels."""
    dialog = QFileDialog(parent, title, folder, kinds)
    dialog.setObjectName("open_file")
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    return _ask(parent, dialog)


def own_dialog(dialog: QFileDialog) -> bool:
    """Whether ``dialog`` is Qt's own (widgets the game may dress), not the desktop's."""
    return dialog.findChild(QTreeView, "treeView") is not None


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
        # Save or Open, and Cancel, made again by each change of mode: bare once set.
        buttons = dialog.findChild(QDialogButtonBox, "buttonBox")
        if buttons is not None:
            plain(buttons)
        PlainBoxesOver(dialog)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return ""
        chosen = dialog.selectedFiles()
        return chosen[0] if chosen else ""
    finally:
        dialog.deleteLater()
