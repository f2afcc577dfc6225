"""Render the application icon for every platform from the one SVG.

    python packaging/icons.py OUTDIR

writes OUTDIR/hicolor/NxN/apps/acesup-qt.png (16..512), OUTDIR/acesup-qt.ico
(Windows) and OUTDIR/acesup-qt.icns (macOS). Nothing generated is committed:
the installers' build scripts call this first.

Both container formats hold PNG images as they are, so they are written here
in a few lines instead of pulling in Pillow for the build.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "acesup-qt.svg"
ICON_NAME = "acesup-qt"

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Type codes of the PNG-carrying ICNS entries, by pixel size (Apple's icns format).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)


def render_png(svg: Path, size: int) -> bytes:
    """Render ``svg`` into a square PNG of ``size`` pixels, transparent around."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6 6.12's stub wants bytes for the format, but only str works at run time.
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise RuntimeError(f"could not encode the {size} px icon as PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding the given PNG images (size -> PNG bytes)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    for size in sizes:
        png = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    return header + entries + b"".join(pngs[size] for size in sizes)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding the PNG images whose sizes have an ICNS type code."""
    body = b""
    for code, size in ICNS_TYPES:
        if size in pngs:
            body += code + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build(outdir: Path, svg: Path = SVG) -> None:
    """Write the hicolor PNG tree, the .ico and the .icns into ``outdir``."""
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(svg, size) for size in sizes}
    for size in HICOLOR_SIZES:
        folder = outdir / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{ICON_NAME}.png").write_bytes(pngs[size])
    (outdir / f"{ICON_NAME}.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (outdir / f"{ICON_NAME}.icns").write_bytes(icns_bytes(pngs))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/icons.py OUTDIR", file=sys.stderr)
        return 2
    # Rendering needs a Gui application object but never a screen.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    build(Path(argv[0]))
    del app
    print(f"icons written to {argv[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
