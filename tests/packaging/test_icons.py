"""The icon files every installer uses, rendered from the one SVG."""

import struct

import icons
import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage, QImageReader


@pytest.fixture(scope="module")
def built(tmp_path_factory, qapp):
    outdir = tmp_path_factory.mktemp("icons")
    icons.build(outdir)
    return outdir


def test_hicolor_tree_has_every_size_at_its_size(built):
    for size in icons.HICOLOR_SIZES:
        image = QImage(str(built / "hicolor" / f"{size}x{size}" / "apps" / "acesup-qt.png"))
        assert image.size() == QSize(size, size)


def test_icon_is_drawn_even_at_16_pixels(built):
    image = QImage(str(built / "hicolor" / "16x16" / "apps" / "acesup-qt.png"))
    colours = {image.pixel(x, y) for x in range(16) for y in range(16)}
    assert len(colours) > 20  # felt, cards and spade, not a blank square


def test_windows_ico_holds_every_size_and_qt_reads_it(built):
    data = (built / "acesup-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    reader = QImageReader(str(built / "acesup-qt.ico"))
    sizes = set()
    for index in range(reader.imageCount()):
        reader.jumpToImage(index)
        sizes.add(reader.read().width())
    assert sizes == set(icons.ICO_SIZES)


def test_macos_icns_chunks_add_up_and_hold_pngs(built):
    data = (built / "acesup-qt.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    offset, codes = 8, []
    while offset < len(data):
        code, length = (
            data[offset : offset + 4],
            struct.unpack(">I", data[offset + 4 : offset + 8])[0],
        )
        assert data[offset + 8 : offset + 16] == b"\x89PNG\r\n\x1a\n"
        codes.append(code)
        offset += length
    assert offset == len(data)
    assert codes == [code for code, _ in icons.ICNS_TYPES]
