"""Tell from a screenshot of the X screen whether the game's table is on it.

    python check_screenshot.py SHOT.xwd [--png SHOT.png] [--allow-placeholder]

SHOT.xwd is what ``xwd -root`` wrote on an Xvfb screen started with a black
root (``-br``) and no window manager, so the game's window is the only thing
that is not black. What is checked:

1. something was drawn: the non-black area is at least 100x60 pixels;
2. it is painted, not blank: at least 16 distinct colours in it;
3. the table is on it: the window is at least 320x200 pixels and at least
   25 % of it is the felt green of
   ``acesup_qt/scene/table_scene.py`` (a radial gradient from #144a28 at the
   edge to #2f7d46 in the middle; an error dialog or an empty grey window has
   none of it).

``--allow-placeholder`` drops check 3: the text-only window that stood in for
the table before it existed has no felt. Exit status 0 when the checks pass,
1 with the reason otherwise. The standard library reads the screenshot;
PySide6, when present, writes the optional PNG copy for a person to look at.
"""

from __future__ import annotations

import argparse
import struct
import sys
from pathlib import Path
from typing import Literal

MIN_WIDTH, MIN_HEIGHT = 100, 60
TABLE_WIDTH, TABLE_HEIGHT = 320, 200
MIN_COLOURS = 16
MIN_FELT_SHARE = 0.25


class Screenshot:
    """The pixels of an XWD file in ZPixmap format as 0xRRGGBB ints, row by row."""

    def __init__(self, data: bytes) -> None:
        fields = struct.unpack(">25I", data[:100])
        header_size, version, pixmap_format = fields[0:3]
        if version != 7 or pixmap_format != 2:
            raise ValueError(f"not an XWD v7 ZPixmap (version {version}, format {pixmap_format})")
        self.width, self.height = fields[4], fields[5]
        byte_order, bits_per_pixel, bytes_per_line = fields[7], fields[11], fields[12]
        masks = fields[14:17]
        ncolors = fields[19]
        if bits_per_pixel not in (24, 32):
            raise ValueError(
                f"expected a 24-bit colour screen, got {bits_per_pixel} bits per pixel"
            )
        start = header_size + 12 * ncolors
        step = bits_per_pixel // 8
        endian: Literal["little", "big"] = "little" if byte_order == 0 else "big"
        shifts = [(mask & -mask).bit_length() - 1 for mask in masks]
        self.rows: list[list[int]] = []
        for y in range(self.height):
            line = data[start + y * bytes_per_line : start + y * bytes_per_line + step * self.width]
            values = [int.from_bytes(line[i : i + step], endian) for i in range(0, len(line), step)]
            self.rows.append(
                [
                    (((v & masks[0]) >> shifts[0]) << 16)
                    | (((v & masks[1]) >> shifts[1]) << 8)
                    | ((v & masks[2]) >> shifts[2])
                    for v in values
                ]
            )

    def drawn_box(self) -> tuple[int, int, int, int] | None:
        """(left, top, right, bottom) of everything that is not black, or None."""
        ys = [y for y, row in enumerate(self.rows) if any(row)]
        if not ys:
            return None
        xs = [x for row in self.rows for x, value in enumerate(row) if value]
        return min(xs), ys[0], max(xs) + 1, ys[-1] + 1

    def save_png(self, path: Path) -> bool:
        """Write a PNG copy with Qt if it is importable; False when it is not."""
        try:
            from PySide6.QtGui import QImage
        except ImportError:
            return False
        raw = b"".join(struct.pack(f"<{self.width}I", *row) for row in self.rows)
        image = QImage(raw, self.width, self.height, 4 * self.width, QImage.Format.Format_RGB32)
        return bool(image.save(str(path)))


def is_felt(rgb: int) -> bool:
    """True for the table's felt greens (and only greens that dark)."""
    r, g, b = rgb >> 16, (rgb >> 8) & 0xFF, rgb & 0xFF
    return 55 <= g <= 150 and g >= 1.4 * r and g >= 1.3 * b


def check(shot: Screenshot, allow_placeholder: bool) -> tuple[bool, str]:
    """Run the checks; (passed, one line saying what was found)."""
    box = shot.drawn_box()
    if box is None:
        return False, "the screen is all black: no window was drawn"
    left, top, right, bottom = box
    width, height = right - left, bottom - top
    if width < MIN_WIDTH or height < MIN_HEIGHT:
        return False, f"only a {width}x{height} area was drawn (want {MIN_WIDTH}x{MIN_HEIGHT})"
    pixels = [value for row in shot.rows[top:bottom] for value in row[left:right]]
    colours = len(set(pixels))
    felt = sum(1 for value in pixels if is_felt(value)) / len(pixels)
    found = f"{width}x{height} window at ({left},{top}), {colours} colours, felt green {felt:.0%}"
    if colours < MIN_COLOURS:
        return False, f"{found}: a blank window, nothing painted on it"
    if felt >= MIN_FELT_SHARE and width >= TABLE_WIDTH and height >= TABLE_HEIGHT:
        return True, f"{found}: the table is on screen"
    if allow_placeholder:
        return True, f"{found}: placeholder window accepted (no table yet)"
    return False, f"{found}: no table (want at least {MIN_FELT_SHARE:.0%} felt green)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("xwd", type=Path)
    parser.add_argument("--png", type=Path, help="also save the screenshot as this PNG")
    parser.add_argument("--allow-placeholder", action="store_true")
    args = parser.parse_args(argv)
    shot = Screenshot(args.xwd.read_bytes())
    if args.png and shot.save_png(args.png):
        print(f"screenshot saved to {args.png}")
    passed, message = check(shot, args.allow_placeholder)
    print(("screenshot ok: " if passed else "screenshot FAILED: ") + message)
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
