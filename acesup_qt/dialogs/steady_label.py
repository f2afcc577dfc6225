"""A wrapped line of words that keeps the room of the longest words it may come to hold.

The end-of-game dialog's summary of the coach's ratings changes as the coach
rates the moves it had no time for in play: "(2 still to rate)" goes, a kind
of rating comes. Wrapped anew on one line more or one less each time, the
line made the dialog grow or shrink, and move, under a player reading it.
Told the longest words it may come to hold (``keep_room_for``), it is as tall
as those would be at any width it is given: every change then falls within
the room it has.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget


class SteadyLabel(QLabel):
    """A word-wrapped label as tall as its own words or the room it keeps, whichever is more."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # measured as plain text (``_room_height``)
        # Its words at the top of its room, the room left under them: centred in it,
        # they stood apart from the lines above as from the lines below.
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.room = ""  # the longest words it may come to hold

    def keep_room_for(self, text: str) -> None:
        """Stay as tall as ``text`` would make it ("": as tall as its own words)."""
        self.room = text
        self.updateGeometry()  # the layout's measures of it, stale: taken again

    def heightForWidth(self, width: int) -> int:
        return max(super().heightForWidth(width), self._room_height(width))

    def sizeHint(self) -> QSize:
        own = super().sizeHint()
        return QSize(own.width(), max(own.height(), self._room_height(own.width())))

    def _room_height(self, width: int) -> int:
        """The height of the room's words wrapped ``width`` wide, as QLabel measures its
        own plain words (no indent, no margin); 0 with none. Measured, not laid out
        in a second label: one without a parent stays a window of the application's
        (tests count those), and one inside would be found by whoever walks its children."""
        if not self.room:
            return 0
        margins = self.contentsMargins()
        inside = QRect(0, 0, max(1, width - margins.left() - margins.right()), 1 << 20)
        flags = int(self.alignment().value) | int(Qt.TextFlag.TextWordWrap.value)
        needed = self.fontMetrics().boundingRect(inside, flags, self.room)
        return needed.height() + margins.top() + margins.bottom()
