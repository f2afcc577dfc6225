"""The dark palette a player gets, for tests, and how well one colour reads on another.

Offscreen, Qt ignores a request for the dark scheme, so the tests set the
palette it gives instead: Fusion's, as PySide6 6.11 made it on X11 under the
GNOME platform theme once asked for the dark scheme (every role read back
from ``QApplication.palette()``). Windows 11 and macOS give palettes of the
same kind: light text on a window of dark grey, a darker base.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication

Role = QPalette.ColorRole
# Role: (active and inactive, disabled)
DARK_FUSION = {
    Role.WindowText: ("#f0f0f0", "#828282"),
    Role.Button: ("#323232", "#323232"),
    Role.Light: ("#4b4b4b", "#4b4b4b"),
    Role.Midlight: ("#2a2a2a", "#2a2a2a"),
    Role.Dark: ("#212121", "#bebebe"),
    Role.Mid: ("#262626", "#262626"),
    Role.Text: ("#f0f0f0", "#828282"),
    Role.BrightText: ("#4b4b4b", "#4b4b4b"),
    Role.ButtonText: ("#f0f0f0", "#828282"),
    Role.Base: ("#242424", "#323232"),
    Role.Window: ("#323232", "#323232"),
    Role.Shadow: ("#191919", "#252525"),
    Role.Highlight: ("#308cc6", "#919191"),
    Role.HighlightedText: ("#f0f0f0", "#f0f0f0"),
    Role.Link: ("#308cc6", "#308cc6"),
    Role.LinkVisited: ("#ff00ff", "#ff00ff"),
    Role.AlternateBase: ("#2b2b2b", "#2b2b2b"),
    Role.ToolTipBase: ("#ffffdc", "#ffffdc"),
    Role.ToolTipText: ("#000000", "#000000"),
    Role.PlaceholderText: ("#80f0f0f0", "#80f0f0f0"),
    Role.Accent: ("#308cc6", "#919191"),
}


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, (normal, disabled) in DARK_FUSION.items():
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
            palette.setColor(group, role, QColor(normal))
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return palette


@contextmanager
def dark_scheme() -> Iterator[QPalette]:
    """The application in the dark palette (every widget told, as when the system
    turns dark while the game runs), then back in the palette it had."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = QApplication.palette()
    palette = dark_palette()
    QApplication.setPalette(palette)
    QApplication.processEvents()  # the widgets hear of it in an event Qt posts
    try:
        yield palette
    finally:
        QApplication.setPalette(before)
        QApplication.processEvents()


def contrast(one: QColor, other: QColor) -> float:
    """How well one colour reads on the other: 1 (the same) to 21 (black on white),
    as the web's accessibility guidelines reckon it (4.5 for text, 3 for large text
    and for lines and shapes that must be seen)."""

    def luminance(colour: QColor) -> float:
        def linear(channel: float) -> float:
            return channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4

        red, green, blue = (linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue

    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


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
