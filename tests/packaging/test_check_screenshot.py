"""The smoke test's screenshot check tells a table from a blank or error window."""

import struct

import check_screenshot
import pytest

WIDTH, HEIGHT = 640, 400
BLACK, FELT_EDGE, FELT_CENTRE = 0x000000, 0x144A28, 0x2F7D46
CARD, DIALOG_GREY, INK = 0xFFFDF8, 0xEFEFEF, 0x1B1B1F


def xwd(rows: list[list[int]], bits_per_pixel: int = 32) -> bytes:
    """An XWD file as ``xwd -root`` writes it for a 24-bit TrueColor screen."""
    height, width = len(rows), len(rows[0])
    step = bits_per_pixel // 8
    name = b"xwdump\0"
    header_size = 100 + len(name)
    fields = [header_size, 7, 2, 24, width, height, 0, 0, 32, 0, 32, bits_per_pixel]
    fields += [width * step, 4, 0xFF0000, 0x00FF00, 0x0000FF, 8, 256, 0, width, height, 0, 0, 0]
    pixels = b"".join(value.to_bytes(step, "little") for row in rows for value in row)
    return struct.pack(">25I", *fields) + name + pixels


def screen(window: list[list[int]]) -> check_screenshot.Screenshot:
    rows = [[BLACK] * WIDTH for _ in range(HEIGHT)]
    for y, line in enumerate(window):
        rows[y][: len(line)] = line
    return check_screenshot.Screenshot(xwd(rows))


def table(width: int = 480, height: int = 320) -> list[list[int]]:
    """Felt, darker at the edge, with four cards carrying a few ink marks."""
    rows = [
        [FELT_EDGE if (x + y) % 3 == 0 else FELT_CENTRE for x in range(width)]
        for y in range(height)
    ]
    for pile in range(4):
        for y in range(40, 160):
            for x in range(30 + pile * 110, 110 + pile * 110):
                rows[y][x] = CARD if (x * y) % 29 else INK
    for y in range(height):  # a radial-ish gradient gives the felt many shades
        for x in range(0, width, 7):
            if rows[y][x] in (FELT_EDGE, FELT_CENTRE):
                rows[y][x] = 0x20 << 16 | (80 + (x + y) % 40) << 8 | 0x30
    return rows


def text_window(width: int = 152, height: int = 118) -> list[list[int]]:
    """A grey window with dark text on it, like the placeholder or a dialog."""
    return [
        [
            INK if (x % 9 < 2 and 20 < y < 90) else DIALOG_GREY - (x % 20) * 0x010101
            for x in range(width)
        ]
        for y in range(height)
    ]


def test_the_table_passes():
    passed, message = check_screenshot.check(screen(table()), allow_placeholder=False)
    assert passed, message
    assert "table is on screen" in message


def test_an_all_black_screen_fails():
    passed, message = check_screenshot.check(screen([[BLACK]]), allow_placeholder=True)
    assert not passed
    assert "no window" in message


def test_a_blank_window_fails_even_as_placeholder():
    passed, message = check_screenshot.check(
        screen([[DIALOG_GREY] * 300 for _ in range(200)]), allow_placeholder=True
    )
    assert not passed
    assert "blank" in message


def test_a_grey_window_is_no_table():
    passed, message = check_screenshot.check(screen(text_window(400, 300)), allow_placeholder=False)
    assert not passed
    assert "no table" in message


def test_the_placeholder_passes_only_when_allowed():
    passed, _ = check_screenshot.check(screen(text_window()), allow_placeholder=True)
    assert passed


@pytest.mark.parametrize("bits_per_pixel", [24, 32])
def test_both_pixel_sizes_of_xvfb_read_the_same(bits_per_pixel):
    rows = [[0x123456, 0xABCDEF], [0x000000, 0xFFFFFF]]
    shot = check_screenshot.Screenshot(xwd(rows, bits_per_pixel))
    assert shot.rows == rows
