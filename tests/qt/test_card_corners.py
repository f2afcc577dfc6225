"""A card's corner index looks even: each suit as tall as the rank beside it, its top
and foot on the rank's, and the four suits of one size, at 100%, 150% and 200%.

Centred on the rank's line box at one size for all, the suits stood above and
below the rank by their own shapes (the heart's lobes lower than the spade's
point), and the narrow diamond looked a size smaller than the heart.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage

from acesup_qt.engine import parse_card
from acesup_qt.scene.card_art import FACE_TOP, CardArt, shadow_margin
from acesup_qt.scene.card_index import index_corners, index_places
from acesup_qt.scene.suits import suit_colour


def _ink_box(image: QImage, area: QRect, ink: QColor) -> QRect:
    """The pixels of ``area`` at least half covered by ``ink``, as one box: by how far
    each is from the paper towards the ink (a lightness threshold took more of a
    black edge than of a red one)."""
    paper = FACE_TOP  # the paper's top, where the index is
    full = sum(abs(a - b) for a, b in zip(ink.getRgb()[:3], paper.getRgb()[:3], strict=True))
    box = QRect()
    for y in range(area.top(), area.bottom() + 1):
        for x in range(area.left(), area.right() + 1):
            rgb = image.pixelColor(x, y).getRgb()[:3]
            if sum(abs(a - b) for a, b in zip(rgb, paper.getRgb()[:3], strict=True)) * 2 >= full:
                box = box.united(QRect(x, y, 1, 1))
    return box


def rank_and_suit(code: str, width: int, dpr: float) -> tuple[QRect, QRect]:
    """The ink boxes of the rank and of the suit in the top-left index, in pixels."""
    height = round(width * 1.4)
    image = CardArt().pixmap(parse_card(code), width, height, dpr).toImage()
    margin = shadow_margin(width)
    face = QRectF(margin, margin, width, height)
    text, _, _ = index_places(face)
    corner, _ = index_corners(face)

    def pixels(area: QRectF) -> QRect:
        return QRectF(
            area.left() * dpr, area.top() * dpr, area.width() * dpr, area.height() * dpr
        ).toAlignedRect()

    rank = pixels(QRectF(text.left(), corner.top(), text.width(), corner.height() + 2))
    suit = pixels(QRectF(text.right(), corner.top(), corner.right() - text.right() + 2, 0))
    suit.setHeight(rank.height())
    ink = suit_colour(parse_card(code) // 13, four_colour=False)
    return _ink_box(image, rank, ink), _ink_box(image, suit, ink)


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("width", [64, 92, 155])
def test_each_suit_stands_as_tall_as_its_rank_top_and_foot_on_its(qapp, width, dpr):
    for code in ("KC", "KD", "KH", "KS", "4C", "4H"):
        rank, suit = rank_and_suit(code, width, dpr)
        assert abs(suit.top() - rank.top()) <= 1, (code, rank, suit)
        assert abs(suit.bottom() - rank.bottom()) <= 1, (code, rank, suit)


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("width", [64, 92, 155])
def test_the_four_suits_in_the_corner_are_of_one_size(qapp, width, dpr):
    suits = [rank_and_suit(code, width, dpr)[1] for code in ("KC", "KD", "KH", "KS")]
    # Within a pixel and a half, and one at 100%: the diamond was a fifth narrower.
    slack = 1 + (dpr > 1)
    widths, heights = [box.width() for box in suits], [box.height() for box in suits]
    assert max(widths) - min(widths) <= slack, widths
    assert max(heights) - min(heights) <= slack, heights


def test_a_window_opened_a_moment_later_paints_the_same_corners(qtbot):
    # The rank's outlines came from whichever font engine of the card's size Qt
    # had cached, hinted for a label or not, and Qt lets unused engines go after a
    # while: a window opened 0.4 s after another differed at the glyphs' edges.
    from .test_live_resize import MID_GAME, _fresh_table

    first = _fresh_table(qtbot, MID_GAME, 900, 600)
    qtbot.wait(400)
    assert _fresh_table(qtbot, MID_GAME, 900, 600) == first
