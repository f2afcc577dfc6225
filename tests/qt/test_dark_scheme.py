"""The game under the system's dark colour scheme: what is drawn outside the felt reads.

Each test turns the application dark while the game runs, as a system switched
to its dark scheme does, and looks at the pixels a player sees.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QToolBar, QToolButton

from acesup_qt.main_window import MainWindow

from .dark_scheme import contrast, dark_scheme


def ink_contrast(image: QImage, background: QColor, columns: int) -> float:
    """How well the clearest-drawn tenth of the pixels that differ from ``background``
    in the first ``columns`` columns (device pixels) read on it."""
    seen = []
    for y in range(image.height()):
        for x in range(min(columns, image.width())):
            colour = image.pixelColor(x, y)
            if colour.rgb() != background.rgb():
                seen.append(contrast(colour, background))
    seen.sort(reverse=True)
    assert seen, "nothing drawn"
    return seen[len(seen) // 10]


def tool_button(window: MainWindow, name: str) -> QToolButton:
    """The toolbar's button for the action ``name`` ("undo", "statistics")."""
    toolbar = window.findChild(QToolBar, "game-toolbar")
    assert toolbar is not None
    button = toolbar.widgetForAction(getattr(window.game_actions, name))
    assert isinstance(button, QToolButton)
    return button


def test_the_toolbar_icons_stand_out_on_a_dark_toolbar(window, qtbot):
    with dark_scheme() as palette:
        background = palette.color(QPalette.ColorRole.Button)
        # Enabled ones: Undo and Redo, greyed before the first move, are faint on purpose.
        for name in ("restart", "hint", "statistics"):
            button = tool_button(window, name)
            image = button.grab().toImage()
            # The icon only: it comes first, before the button's words.
            columns = round((button.iconSize().width() + 4) * image.devicePixelRatio())
            assert ink_contrast(image, background, columns) >= 3, name
    # And back in a light scheme, dark ink again.
    button = tool_button(window, "restart")
    image = button.grab().toImage()
    columns = round((button.iconSize().width() + 4) * image.devicePixelRatio())
    light = window.palette().color(QPalette.ColorRole.Button)
    assert ink_contrast(image, light, columns) >= 3
