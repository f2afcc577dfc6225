"""A link on the status bar that ends in "…" where the bar has not the room for it.

A label of rich text is as wide as its words at the least: "How to play Four
Ace Patience" beside deal #4294967295's labels asked 809 pixels of the window,
more than an 800-pixel screen has. This one may be squeezed down to its first
words and shows the rest again as the room comes back.

It may name the key that follows it too ("How to play Four Ace Patience
(F1)"), kept whole however short the words: a player with no mouse is told
how to reach it, where a link on the status bar is out of reach of Tab.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

SHORTEST = "How to play…"  # what it keeps at the least: what it is for


class OfferLink(QLabel):
    """A link to ``target`` in ``words``, elided at the right to the room it is given,
    then the ``key`` that follows it too, if any, in brackets."""

    def __init__(self, target: str, words: str, key: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.target, self.words = target, words
        self._key = f" ({key})" if key else ""
        self.setContentsMargins(8, 0, 8, 0)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.setAccessibleName(words + self._key)
        self._write(words)

    def shown_words(self) -> str:
        """The words as shown: whole, or ending in "…", with the key after them."""
        return self._shown + self._key

    def _write(self, words: str) -> None:
        self._shown = words
        link = f"<a href='{html.escape(self.target)}'>{html.escape(words)}</a>"
        self.setText(link + html.escape(self._key))

    def _width_of(self, words: str) -> int:
        margins = self.contentsMargins()
        # A pixel or two more than the words: a rich text's layout rounds up.
        wide = self.fontMetrics().horizontalAdvance(words + self._key)
        return wide + margins.left() + margins.right() + 2

    def sizeHint(self) -> QSize:
        # The whole words' width, whatever is shown: else, once shortened, never whole again.
        return QSize(self._width_of(self.words), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's)
        return QSize(self._width_of(SHORTEST), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        margins = self.contentsMargins()
        room = self.width() - margins.left() - margins.right() - 2
        room -= self.fontMetrics().horizontalAdvance(self._key)
        fitted = self.fontMetrics().elidedText(self.words, Qt.TextElideMode.ElideRight, room)
        if fitted != self.words:  # "Four Ace …" read as a word lost: "Four Ace…"
            fitted = fitted.removesuffix("…").rstrip() + "…"
        if fitted != self._shown:
            self._write(fitted)
