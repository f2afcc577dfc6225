"""The toolbar fitted to the window's width: the words beside the icons where they fit,
under them where they do not, the icons alone in a window narrower still (the
tooltips and the names a screen reader says keep the words). Never Qt's » button:
in a 480-wide window it hid Deal and Statistics, and the second row it opened lay
over the stock and the discard heap until it was clicked shut."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QToolBar

Look = Qt.ToolButtonStyle
# Widest first. Beside the icons the words read best and the toolbar stays one line
# low, so the table keeps its height; under them they still name each button.
LOOKS = (Look.ToolButtonTextBesideIcon, Look.ToolButtonTextUnderIcon, Look.ToolButtonIconOnly)
# What changes the width each look needs: the words' font, the style's margins, the
# buttons themselves.
REMEASURE = {
    QEvent.Type.FontChange,
    QEvent.Type.StyleChange,
    QEvent.Type.ActionAdded,
    QEvent.Type.ActionRemoved,
}


class ToolbarRoom(QObject):
    """Keeps ``toolbar``'s buttons in the widest look that its width holds whole,
    switching as the window narrows and back as it widens."""

    def __init__(self, toolbar: QToolBar) -> None:
        super().__init__(toolbar)
        self._toolbar = toolbar
        self._widths: dict[Look, int] = {}  # each look's whole width, measured once
        toolbar.installEventFilter(self)
        toolbar.iconSizeChanged.connect(self._remeasure)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Fit the buttons as the toolbar is resized, or once what they need changed."""
        if event.type() in REMEASURE:
            self._remeasure()
        elif event.type() == QEvent.Type.Resize:
            self._fit()
        return False

    def _remeasure(self) -> None:
        self._widths.clear()
        # From the event loop: the buttons may take a new font or style after the
        # toolbar is told of it.
        QTimer.singleShot(0, self, self._fit)

    def _fit(self) -> None:
        if not self._widths:
            self._measure()
        room = self._toolbar.width()
        fits = [look for look in LOOKS if self._widths[look] <= room]
        self._toolbar.setToolButtonStyle(fits[0] if fits else LOOKS[-1])

    def _measure(self) -> None:
        """Each look's width, from the toolbar's own size hint: it counts every button,
        its margins and separators, as the style draws them."""
        shown = self._toolbar.toolButtonStyle()
        for look in LOOKS:
            self._toolbar.setToolButtonStyle(look)
            self._widths[look] = self._toolbar.sizeHint().width()
        self._toolbar.setToolButtonStyle(shown)


__all__ = ["ToolbarRoom"]
