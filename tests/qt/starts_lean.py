"""What a test of the start may ask: which modules it loads, and what a chart draws alone."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget


def loaded_at_start(*modules: str) -> list[str]:
    """Which of ``modules`` (names below ``acesup_qt``, "lost_win") a fresh Python has
    loaded once it has imported the start and the main window: each module read
    after PySide costs the first frame, so most wait for their first use."""
    code = (
        "import sys, acesup_qt.app, acesup_qt.main_window; "
        f"print(*[m for m in {modules!r} if 'acesup_qt.' + m in sys.modules])"
    )
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return found.stdout.split()


def drawn_only_within_words(widget: QWidget, words: str) -> bool:
    """Whether ``widget`` draws ``words``, centred, and nothing else (no axis, no grid)."""
    image = widget.grab().toImage()
    # In device pixels: at QT_SCALE_FACTOR=1.5 the grab is half as large again
    # as the widget, and its pixels are put back in the widget's own to compare.
    # A widget 261 high is 391.5 device pixels: the half pixel at its foot (and
    # right), filled only in part, is no ink.
    ratio = image.devicePixelRatio()
    base = widget.palette().color(QPalette.ColorRole.Base).rgb()
    inked = [
        QPointF(x / ratio, y / ratio)
        for y in range(int(widget.height() * ratio))
        for x in range(int(widget.width() * ratio))
        if image.pixel(x, y) != base
    ]
    box = widget.fontMetrics().boundingRect(widget.rect(), Qt.AlignmentFlag.AlignCenter, words)
    words_box = QRectF(box.adjusted(-2, -2, 2, 2))
    return bool(inked) and all(words_box.contains(point) for point in inked)
