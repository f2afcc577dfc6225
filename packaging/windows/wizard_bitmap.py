"""Render the picture on the left of the Windows installer's finish page.

    python packaging/windows/wizard_bitmap.py OUTFILE

Without it NSIS shows its own stock picture (a blue computer), which tells a
player nothing about what was installed. This one is the game's felt with the
game's icon on it, drawn from the one SVG at build time like every icon.

NSIS wants a 164 x 314 Windows bitmap (BMP) without transparency.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SVG = ROOT / "resources" / "icons" / "acesup-qt.svg"
WIDTH, HEIGHT = 164, 314
ICON_SIZE = 128
ICON_TOP = 36
# The icon's own felt colours (its radial gradient), so the icon sits on its table.
FELT_LIGHT, FELT_DARK = "#2e8b4e", "#17603a"


def render(outfile: Path, svg: Path = SVG) -> None:
    """Write the finish page's bitmap to ``outfile`` (BMP, 24 bits a pixel)."""
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QColor, QImage, QPainter, QRadialGradient
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    # RGB888 has no alpha channel, so the BMP is written with 24 bits a pixel.
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_RGB888)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    centre = QPointF(WIDTH / 2, ICON_TOP + ICON_SIZE / 2)
    felt = QRadialGradient(centre, HEIGHT * 0.8)
    felt.setColorAt(0, QColor(FELT_LIGHT))
    felt.setColorAt(1, QColor(FELT_DARK))
    painter.fillRect(image.rect(), felt)
    renderer.render(painter, QRectF((WIDTH - ICON_SIZE) / 2, ICON_TOP, ICON_SIZE, ICON_SIZE))
    painter.end()
    # PySide6 6.12's stub wants bytes for the format, but only str works at run time.
    if not image.save(str(outfile), "BMP"):  # type: ignore[call-overload]
        raise RuntimeError(f"could not write {outfile}")


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/windows/wizard_bitmap.py OUTFILE", file=sys.stderr)
        return 2
    # Rendering needs a Gui application object but never a screen.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    render(Path(argv[0]))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
