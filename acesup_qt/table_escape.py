"""Escape on the table, once it has nothing of its own to let go of.

On the table Escape first lets go of a card marked by the keys or held by the
mouse (``TableView``). With nothing to let go of it came up to the window,
which used it only to leave full screen: while Review moves was open beside
the table, or the demo played, it did nothing at all. A player on the keys
alone met both: Tab from the review's list goes to the table, where the
Escape its panel promises ("Escape closes") was lost; and Escape, the key
that stops what runs, left the demo playing on. Here it closes the review,
or stops the demo, before it reaches the window: the thing open or running
goes first, as a dialog's Escape does, and full screen is the next Escape's.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

from .scene.table_view import TableView


def has_marks(view: TableView) -> bool:
    """Whether an Escape on ``view`` has a card or place of its own to let go of."""
    table = view.table
    return table.gestures.press is not None or (table.selected, table.focus) != (None, None)


class EscapeOnTable(QObject):
    """Hands an Escape on ``view``, with nothing marked there, to ``act``; ``act``
    answers whether it used it (else the Escape goes on, to the window)."""

    def __init__(self, view: TableView, act: Callable[[], bool], parent: QObject) -> None:
        super().__init__(parent)  # goes with ``parent``, and its filter with it
        self.view = view
        self.act = act
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.view
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            and not has_marks(self.view)
        ):
            return self.act()
        return False


__all__ = ["EscapeOnTable", "has_marks"]
