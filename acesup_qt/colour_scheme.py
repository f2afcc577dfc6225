"""Light or dark: the game's own colours picked for the palette they are drawn on.

Qt gives the game a dark palette when the system is set dark (Windows 11 with
Qt 6.7 or later, macOS, a Linux desktop whose theme says so). Most of what the
game shows takes its colours from that palette; the few colours of its own (an
icon's ink, a complaint's red, a win's green) are picked here for it. A palette
is dark when its window is darker than its text, whoever made it so: the
system's scheme, a desktop theme of dark colours, a palette set by hand.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette


def is_dark(palette: QPalette) -> bool:
    """Whether ``palette`` is a dark one: light text on a dark window."""
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    return window.lightness() < text.lightness()


def pick(palette: QPalette, light: str, dark: str) -> QColor:
    """The colour ``light`` on a light palette, ``dark`` (one that reads on it) on a dark one."""
    return QColor(dark if is_dark(palette) else light)
