"""A menu item's tip on the status bar, and what was said there before it, back after.

Qt shows an item's status tip as the pointer rests on it, and every other item
(most have none) sends an empty one, which clears the bar: a pointer run along
the menus wiped a hint's words, a rating, or "Finding a winnable deal…", which
nothing said again. Here an empty tip only takes away a tip the bar shows, and
the words the tip covered come back, with the time they had left to show.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QStatusTipEvent

from .status_bar import StatusBar


class MenuTips(QObject):
    """Installed on the main window, it shows the status tips its menus send."""

    def __init__(self, bar: StatusBar, parent: QObject) -> None:
        super().__init__(parent)
        self.bar = bar
        self._tip = ""  # the tip the bar shows, if it does
        self._under = ("", 0)  # the words the tip covers, and their time left in ms

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.StatusTip:
            return False
        assert isinstance(event, QStatusTipEvent)
        self.show_tip(event.tip())
        return True  # shown here: not Qt's way, which clears the bar for an empty tip

    def show_tip(self, tip: str) -> None:
        bar = self.bar
        showing = bool(self._tip) and bar.currentMessage() == self._tip
        if tip:
            if not showing:  # words said since the last tip, or none, are covered now
                self._under = (bar.currentMessage(), bar.time_left_ms())
            self._tip = tip
            bar.showMessage(tip)
            return
        self._tip = ""
        if not showing:
            return  # no tip on the bar (or new words in its place): nothing to take away
        words, left = self._under
        self._under = ("", 0)
        if words:
            bar.showMessage(words, left)
        else:
            bar.clearMessage()
