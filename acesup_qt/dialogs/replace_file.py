"""The question before a file is saved over: Replace it, or Keep it.

One question, asked by the game in its own words, whoever finds the file there:
Qt's own file dialog asked "Do you want to replace it?" with a ticked Yes and a
crossed No, and the game, for a name it completes (a saved game's
".acesup.txt"), "Replace it?" with Yes pressed by Enter. Enter keeps the file:
what it holds would be lost for good.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

REPLACE, KEEP = "&Replace it", "&Keep it"


def may_replace(parent: QWidget, title: str, path: Path) -> bool:
    """Ask over ``parent`` whether to save over ``path``; True to replace it."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(f"{path.name} already exists. Replace it?")
    box.setInformativeText(f"It is in {path.parent}. Replacing it loses what it holds now.")
    replace = box.addButton(REPLACE, QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(KEEP, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    try:
        box.exec()
        return box.clickedButton() is replace
    finally:
        box.deleteLater()
