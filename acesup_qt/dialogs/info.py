"""The Rules and About dialogs."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from .. import __version__
from ..resources import read_text

ABOUT = f"""<h2>Aces Up {__version__}</h2>
<p>Aces Up solitaire for the desktop, with hints and unlimited undo.</p>
<p>Free software under the GNU General Public License, version 3 or later.
Cards, table and icon are drawn by the game itself.</p>"""


class TextDialog(QDialog):
    """A page of rich text with a Close button."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(560, 520)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setHtml(html)
        self.text.setOpenExternalLinks(True)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def rules_dialog(parent: QWidget | None = None) -> TextDialog:
    return TextDialog("Rules of Aces Up", read_text("rules.html"), parent)


def about_dialog(parent: QWidget | None = None) -> TextDialog:
    import platform

    import PySide6
    from PySide6.QtCore import qVersion

    # What a bug report needs, where the player can copy it from.
    built = (
        f"<p style='color:gray'>Python {platform.python_version()}, Qt {qVersion()}, "
        f"PySide6 {PySide6.__version__}, {platform.system()} {platform.machine()}</p>"
    )
    dialog = TextDialog("About Aces Up", ABOUT + built, parent)
    dialog.resize(420, 260)
    return dialog
