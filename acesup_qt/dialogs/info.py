"""The Rules, About and Licences dialogs."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QFontDatabase, QShowEvent, QTextBlock, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..colour_scheme import pick
from ..resources import PYTHON_LICENSE, ResourceError, read_text
from .in_window import fitted, main_window_of
from .plain_buttons import plain

ABOUT = f"""<h2>Aces Up {__version__}</h2>
<p>Aces Up solitaire for the desktop, with hints and unlimited undo.</p>
<p>Free software under the GNU General Public License, version 3 or later.
Cards, table and icon are drawn by the game itself.</p>"""

# The licences travel with every copy of the game (installers included), as
# the GPL asks; the Licences button shows them where the player can read them.
GAME_LICENSE = "licenses/GPL-3.0.txt"
QT_LICENSE = "licenses/LGPL-3.0.txt"
LICENSES_HEADING = """\
Aces Up is free software: you can redistribute it and/or modify it under the
terms of the GNU General Public License as published by the Free Software
Foundation, either version 3 of the License, or (at your option) any later
version.

Aces Up is distributed in the hope that it will be useful, but WITHOUT ANY
WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR
A PARTICULAR PURPOSE. See the GNU General Public License below for details.

The game is built on Python (Python Software Foundation License) and on Qt and
Qt for Python (PySide6), which it uses under the GNU Lesser General Public
License, version 3, whose text follows the GNU General Public License.
"""
# An installer brings its own Python, and Python's licence with it; a game
# installed with pip runs on a Python installed apart, which has its own copy.
PYTHON_BUNDLED = "The licence of the Python that came with the game follows last.\n"
PYTHON_APART = "Python's licence came with the Python that runs the game.\n"


class TextDialog(QDialog):
    """A page of rich text with a Close button."""

    def __init__(self, title: str, html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Opened anew each time: a closed one goes, or every Rules and About
        # (and the Licences, with the whole GPL) would stay until the game ends.
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(title)
        self.resize(560, 520)
        # Its size where the window has room for it: no larger than the window, it
        # follows it as it is resized (``in_window``). None: its own size, always.
        self.normal_size: QSize | None = None
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        # The page has the focus as the dialog opens: a screen reader names it
        # by the dialog's title, not as a nameless text.
        self.text.setAccessibleName(title)
        self.text.setHtml(html)
        self.text.setOpenExternalLinks(True)
        layout.addWidget(self.text)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        plain(self.buttons)  # as bare as Licences beside it
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def fit_page(self, width: int) -> None:
        """``width`` wide and tall enough to show the whole page unscrolled, when the
        screen has the room; else as tall as the screen allows. No larger than the
        game's window, though (``fit_window``)."""
        layout = self.layout()
        assert layout is not None  # laid out in __init__
        margins = layout.contentsMargins()
        frame = 2 * self.text.frameWidth()
        page = self.text.document().clone(self)
        page.setTextWidth(width - margins.left() - margins.right() - frame)
        height = (
            math.ceil(page.size().height())
            + frame
            + margins.top()
            + margins.bottom()
            + layout.spacing()
            + self.buttons.sizeHint().height()
        )
        self.fit_window(QSize(width, min(height, self.screen_height())))

    def screen_height(self) -> int:
        """The tallest this dialog may be: nine tenths of its screen, the rest left to
        the window manager's title bar and frame, so that its buttons stay in sight."""
        return (self.parentWidget() or self).screen().availableGeometry().height() * 9 // 10

    def fit_window(self, normal: QSize) -> None:
        """Take ``normal`` as the size where there is room, and a size no larger than the
        game's window it opens over (the page scrolls): over a window of 800x600,
        Rules hung past both its top and its foot. (The window is the one over About
        too, for its Licences.) Resized with the window while open (``in_window``)."""
        self.normal_size = normal
        self.resize(fitted(self, normal, main_window_of(self.parentWidget())))


# About's small line of versions, greyed under the words that matter more, in a grey
# for each scheme: Qt's "gray" read 3.4:1 on the light page and 3.2:1 on the dark one,
# where small text needs 4.5:1.
VERSIONS_GREY, DARK_VERSIONS_GREY = "#5a5a5a", "#a8a8a8"


class AboutDialog(TextDialog):
    """About: the game, its licence, and the versions it runs on in a small grey line.

    Centred over the window, as Rules and Statistics are (``window_dialogs``): it
    needs no view of the cards, and placed clear of them it went wherever the felt
    was bare, at the bottom over the status bar.
    """

    def __init__(self, versions: str, parent: QWidget | None = None) -> None:
        self.versions = versions
        super().__init__("About Aces Up", "", parent)
        self._write()

    def _write(self) -> None:
        grey = pick(self.palette(), VERSIONS_GREY, DARK_VERSIONS_GREY).name()
        self.text.setHtml(f"{ABOUT}<p style='color:{grey}'>{self.versions}</p>")

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "text"):
            self._write()  # the scheme changed while About is open: its grey with it


class RulesDialog(TextDialog):
    """Help > Rules; opened for a variant (``section``, its id, the anchor of its part
    of the page), that part is in sight: scrolled to, if the page opens too short."""

    def __init__(self, section: str = "", parent: QWidget | None = None) -> None:
        super().__init__("Rules of Aces Up", read_text("rules.html"), parent)
        self.section = section
        self.fit_page(620)  # the rules whole, without scrolling, on most screens

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.section:
            # Once laid out at the size it shows at: the page's height is known then.
            QTimer.singleShot(0, self, self._section_in_sight)

    def section_blocks(self) -> tuple[QTextBlock, QTextBlock] | None:
        """The section's heading and its last paragraph (None if the page has no such
        section): up to the next heading."""
        block = self.text.document().begin()
        while block.isValid():
            if self.section in _anchors(block):
                last = block
                while last.next().isValid() and not last.next().blockFormat().headingLevel():
                    last = last.next()
                return block, last
            block = block.next()
        return None

    def _section_in_sight(self) -> None:
        """Mark the section as found words are, and scroll as little as shows it
        whole: the rules above it, which it is played by but for its one
        difference, stay in sight where they can."""
        found = self.section_blocks()
        if found is None:
            return
        first, last = found
        marked = QTextCursor(first)
        marked.setPosition(last.position() + last.length() - 1, QTextCursor.MoveMode.KeepAnchor)
        self.text.setTextCursor(marked)
        layout = self.text.document().documentLayout()
        top = int(layout.blockBoundingRect(first).top())
        bottom = math.ceil(layout.blockBoundingRect(last).bottom())
        bar = self.text.verticalScrollBar()
        height = self.text.viewport().height()
        if top < bar.value() or bottom > bar.value() + height:
            bar.setValue(min(top, bottom - height))


def _anchors(block: QTextBlock) -> list[str]:
    """The anchors on ``block``'s pieces of text: Qt keeps a heading's id on its first."""
    names: list[str] = []
    piece = block.begin()
    while not piece.atEnd():
        names += piece.fragment().charFormat().anchorNames()
        piece += 1
    return names


def rules_dialog(parent: QWidget | None = None, section: str = "") -> TextDialog:
    """Help > Rules; ``section``, a variant's id, brings that variant's part in sight."""
    return RulesDialog(section, parent)


def about_dialog(
    parent: QWidget | None = None, open_page: Callable[[QDialog], None] = QDialog.open
) -> TextDialog:
    """About, its Licences button opening that page by ``open_page`` (the window's way
    of keeping it inside the window, ``window_dialogs``)."""
    import platform

    import PySide6
    from PySide6.QtCore import qVersion

    # What a bug report needs, where the player can copy it from.
    versions = (
        f"Python {platform.python_version()}, Qt {qVersion()}, "
        f"PySide6 {PySide6.__version__}, {platform.system()} {platform.machine()}"
    )
    dialog = AboutDialog(versions, parent)
    dialog.fit_page(420)  # as tall as its words: a fixed height left a blank page under them
    dialog.setFixedSize(dialog.size())  # a few lines: nothing to maximise, nothing to resize
    dialog.normal_size = None  # nor resized with the window
    licenses = dialog.buttons.addButton("&Licences", QDialogButtonBox.ButtonRole.ActionRole)
    licenses.clicked.connect(lambda: open_page(licenses_dialog(dialog)))
    # Enter closes About, as it closes Rules: as the first button, Licences would
    # take Enter, and a player who only read the version met the whole GPL.
    licenses.setAutoDefault(False)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(True)
    return dialog


def licenses_dialog(parent: QWidget | None = None) -> TextDialog:
    """The game's licence, the one it uses Qt and PySide6 under, and Python's, as plain text."""
    try:
        python = [read_text(PYTHON_LICENSE)]
    except ResourceError:
        python = []  # not a bundle
    heading = LICENSES_HEADING + "\n" + (PYTHON_BUNDLED if python else PYTHON_APART)
    rule = "\n" + "=" * 78 + "\n\n"
    text = rule.join([heading, read_text(GAME_LICENSE), read_text(QT_LICENSE), *python])
    dialog = TextDialog("Licences of Aces Up", "", parent)
    # The texts are laid out in fixed-width lines of up to 79 characters:
    # shown as written, never wrapped, in a window wide enough for them.
    page = dialog.text
    page.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    page.setLineWrapMode(QTextEdit.LineWrapMode.NoWrap)
    page.setPlainText(text)
    scroll_bar = page.verticalScrollBar().sizeHint().width()
    layout = dialog.layout()
    assert layout is not None  # TextDialog lays itself out
    margins = layout.contentsMargins()
    room = page.frameWidth() * 2 + scroll_bar + margins.left() + margins.right()
    # 600 tall, where the screen has the room: on an 800x600 screen that left
    # its Close button below the screen's edge (seen on Xvfb under openbox).
    height = min(600, dialog.screen_height())
    dialog.fit_window(QSize(page.fontMetrics().horizontalAdvance("x" * 81) + room, height))
    return dialog
