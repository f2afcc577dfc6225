"""The game under the system's dark colour scheme: what is drawn outside the felt reads.

Each test turns the application dark while the game runs, as a system switched
to its dark scheme does, and looks at the pixels a player sees.
"""

from __future__ import annotations

from contextlib import nullcontext

from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QToolBar, QToolButton

from acesup_qt.dialogs.deal_number import DealNumberDialog
from acesup_qt.main_window import MainWindow

from .dark_scheme import contrast, dark_scheme, ink_contrast


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


def inked(image: QImage, background: QColor) -> list[QColor]:
    """The pixels of ``image`` that differ from ``background``."""
    return [
        image.pixelColor(x, y)
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).rgb() != background.rgb()
    ]


def test_a_bad_deal_number_is_said_in_a_red_that_reads_when_the_scheme_turns_dark(window, qtbot):
    dialog = DealNumberDialog(1, window, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.line.selectAll()
    qtbot.keyClicks(dialog.line, "abc")
    for scheme in (dark_scheme, nullcontext):
        with scheme():
            background = dialog.palette().color(QPalette.ColorRole.Window)
            image = dialog.problem.grab().toImage()
            assert ink_contrast(image, background, image.width()) >= 4.5
            clearest = max(inked(image, background), key=lambda c: contrast(c, background))
            assert clearest.red() > clearest.green() + 80  # still red
    # A good number's note reads too, in the scheme of the moment.
    dialog.line.selectAll()
    qtbot.keyClicks(dialog.line, "7")
    with dark_scheme() as palette:
        background = palette.color(QPalette.ColorRole.Window)
        image = dialog.problem.grab().toImage()
        assert ink_contrast(image, background, image.width()) >= 4.5
