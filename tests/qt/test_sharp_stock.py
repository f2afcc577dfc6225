"""The stock's stacked edges are as sharp as the cards, at 125% and 150% as at 100% and 200%.

Below the stock's top card the edges of the cards under it show as even lines
a whole number of pixels apart, with a stripe of card between each two; laid
a fraction of a pixel apart they ran together into a soft grey band. Each
ratio runs in a Python of its own, as Qt takes QT_SCALE_FACTOR only when the
application is made; the stock is clicked to deal, as a player does.
"""

from __future__ import annotations

import pytest

from .own_process import TABLE_SHOWN, printed_at_scale

# Shows deal 1, clicks the stock as often as asked, and prints the colours of the
# pixels down a column through the middle of the stock's top card, from its
# middle to below the stack, and along a row from its middle to right of the stack.
_PROBE = (
    TABLE_SHOWN
    + """
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from acesup_qt.scene.card_art import outline_pixels

scene, view = window.scene, window.view
while time.monotonic() < deadline and not view.painted:
    app.processEvents()
for _ in range(int(sys.argv[3])):
    stock = scene.stock_slot
    middle = view.mapFromScene(stock.mapToScene(stock.card_rect().center()))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=middle)
    app.processEvents()
for _ in range(20):
    app.processEvents()
image = view.viewport().grab().toImage()
dpr = image.devicePixelRatio()
top = next(
    item for card, item in scene.cards.items()
    if scene.places.get(card) is not None and scene.places[card].where == "stock"
    and scene.places[card].index == scene.places[card].count - 1
)
box = top.mapRectToScene(0, 0, top.width, top.height)
middle = view.mapFromScene(box.center())
corner = view.mapFromScene(box.bottomRight())
x, y = round(middle.x() * dpr), round(middle.y() * dpr)
down = [image.pixelColor(x, n).name() for n in range(y, round((corner.y() + 20) * dpr))]
side = [image.pixelColor(n, y).name() for n in range(x, round((corner.x() + 20) * dpr))]
edges = scene.stock_slot.stack
print(json.dumps({
    "down": down, "side": side, "layers": edges.layers,
    "steps": [edges.steps.down, edges.steps.side],
    "thick": outline_pixels(top.width, dpr), "ratio": dpr,
}))
"""
)


def _probe(scale: str, deals: int) -> dict:
    return printed_at_scale(_PROBE, scale, "1280", "800", str(deals))


def _levels(name: str) -> tuple[int, int, int]:
    return int(name[1:3], 16), int(name[3:5], 16), int(name[5:7], 16)


def _dark(name: str) -> bool:
    """A line's pixel: the outline's grey, darker than the cards' edges between lines."""
    return max(_levels(name)) < 165


def _greenish(name: str) -> bool:
    red, green, _ = _levels(name)
    return green > red + 25


def _felt(pixels: list[str], at: int) -> bool:
    """Pixel ``at`` shows the felt (perhaps lit by its slot's outline), not darkened
    by an outline laid over it as the pixel beyond is not: a card's outer pixels of
    outline may lie over the felt, as they do beside any card."""
    return _greenish(pixels[at]) and sum(_levels(pixels[at])) > sum(_levels(pixels[at + 1])) - 30


def _edge(pixels: list[str]) -> int:
    """Where the top card's outline is in ``pixels``, which run from its middle outwards:
    the first line's pixel beyond its back's white border."""
    border = next(n for n, name in enumerate(pixels) if min(_levels(name)) > 235)
    return next(n for n in range(border, len(pixels)) if _dark(pixels[n]))


def _stack(pixels: list[str]) -> list[str]:
    """``pixels``, from the top card's middle outwards, from its outline to the felt."""
    start = _edge(pixels)
    end = next(n for n in range(start, len(pixels) - 1) if _felt(pixels, n))
    return pixels[start:end]


def _runs(pixels: list[str]) -> list[tuple[bool, int]]:
    """The stack's lines and the card between them, as runs of (line, length)."""
    runs: list[tuple[bool, int]] = []
    for name in _stack(pixels):
        line = _dark(name) or _greenish(name)  # an outline's outer pixels over the felt
        if runs and runs[-1][0] == line:
            runs[-1] = (line, runs[-1][1] + 1)
        else:
            runs.append((line, 1))
    return runs


@pytest.mark.parametrize(
    ("scale", "deals"), [("1", 0), ("1.25", 0), ("1.5", 0), ("1.5", 8), ("2", 0)]
)
def test_the_stocks_edges_are_even_lines_on_whole_pixels(scale, deals):
    found = _probe(scale, deals)
    layers, (down, side), thick = found["layers"], found["steps"], found["thick"]
    assert layers >= 1
    assert down >= 2 * thick
    # Down from the top card: its outline, then each card's edge under it: a stripe
    # of card and an outline as wide as the top card's, every one alike.
    runs = _runs(found["down"])
    assert runs == [(True, thick)] + [(False, down - thick), (True, thick)] * layers, found
    # Beside it, the edges stand out a whole pixel or more each, and the stack
    # ends on a whole pixel: no column half over the felt, a blur of both.
    beside = _stack(found["side"])
    assert len(beside) == thick + layers * side, found
    assert all(_dark(name) or _greenish(name) for name in beside), found
