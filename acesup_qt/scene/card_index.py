"""A card's corner index: its rank, and its suit beside it, in the top strip.

Both sit in the top quarter of the card, which is what stays visible of a
covered card in a fanned pile. The suit stands exactly as tall as the rank's
capitals and digits, its top on theirs and its foot on their baseline, both
on whole pixels of the screen: centred on the rank's line box at 0.82 of the
font's size, each suit stood a little above and below the rank by its own
shape (the heart's lobes lower than the spade's point), its edges soft
between two rows of pixels, and the narrow diamond looked a size smaller
than the heart beside it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QTransform

from ..engine.cards import RANK_LABELS
from .suits import DIAMONDS, suit_path

INDEX_FAMILY = "DejaVu Sans"
INDEX_GAP = 0.1  # between the "1" and the "0" of a ten, in index heights
# A suit's width against its height, by suit, in the index: the diamond, a
# narrow shape of little ink (0.36 of its box, the heart 0.63) whose points
# fade to nothing on screen, drawn wider so it reads as large as the others
# beside the same rank.
INDEX_WIDENED = {DIAMONDS: 1.3}


def index_places(rect: QRectF) -> tuple[QRectF, QPointF, float]:
    """Where the top-left index of a card in ``rect`` goes: the rank's box, the suit's
    centre and the suit's size."""
    width = rect.width()
    size = rect.height() * 0.165
    text_rect = QRectF(rect.left() + width * 0.05, rect.top() + width * 0.04, width * 0.36, size)
    pip = size * 0.82
    return text_rect, QPointF(text_rect.right() + pip * 0.62, text_rect.center().y()), pip


def index_corners(rect: QRectF) -> tuple[QRectF, QRectF]:
    """The corners of a card in ``rect`` that hold its index (rank and suit): top-left,
    then bottom-right (the same, turned). What must stay in sight for it to be read."""
    text_rect, centre, pip = index_places(rect)
    corner = QRectF(rect.topLeft(), QPointF(centre.x() + pip / 2, text_rect.bottom()))
    turned = corner.translated(rect.right() - corner.right(), rect.bottom() - corner.bottom())
    return corner, turned


def _on_pixel_row(y: float, to_device: QTransform) -> float:
    """``y`` moved to the nearest line between two rows of the device's pixels (no
    move where the card is tilted: no row of it is straight)."""
    if to_device.isRotating():
        return y
    device = to_device.map(QPointF(0, y))
    back = to_device.inverted()[0]
    return back.map(QPointF(device.x(), math.floor(device.y() + 0.5))).y()


# The size the rank's outlines are taken at, then scaled to the card: one no text
# of the window is set in. Taken at the card's own size, they came from whichever
# font engine of that size Qt had cached, hinted for a label or not: a card
# painted a moment later could differ from one painted before by a shade at its
# glyphs' edges, and a window opened later no longer matched one opened at once.
OUTLINE_PIXELS = 256


def _outline_font() -> QFont:
    font = QFont(INDEX_FAMILY)
    font.setPixelSize(OUTLINE_PIXELS)
    font.setBold(True)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def _outline(font: QFont, text: str) -> QPainterPath:
    """``text``'s outline in ``font``, its baseline at 0."""
    path = QPainterPath()
    path.addText(0, 0, font, text)
    return path


def paint_index(painter: QPainter, rect: QRectF, rank: int, suit: int, ink: QColor) -> None:
    """The corner index of a card in ``rect``, top left: rank then suit, in ``ink``.

    The rank is drawn from its outline, scaled so that its capitals are a whole
    number of the screen's pixels tall: set as text, its height was the font's
    own, rounded its own way at each size and ratio, and no suit could be made to
    match it at 150%. Unhinted, it loses nothing: the screen's text hints only
    rows too, and its top and foot are on whole rows here.
    """
    text_rect, centre, _ = index_places(rect)
    size = text_rect.height()
    font = _outline_font()
    # The font's size at this card, against the outlines' own.
    shrink = max(6, round(size)) / OUTLINE_PIXELS
    metrics = QFontMetricsF(font)
    to_device = painter.deviceTransform()
    # The baseline Qt's centring gave, on a pixel row; the capitals as tall as the
    # font makes them, in whole pixels.
    baseline = _on_pixel_row(
        text_rect.center().y() + (metrics.ascent() - metrics.descent()) * shrink / 2,
        to_device,
    )
    capitals = _outline(font, "H").boundingRect().height() * shrink
    top = _on_pixel_row(baseline - capitals, to_device)
    if top >= baseline:  # too small for a whole pixel: never at a card's sizes
        top = baseline - capitals
    scale = (baseline - top) / capitals * shrink  # from the outlines' size
    label = RANK_LABELS[rank]
    glyphs = [_outline(font, glyph) for glyph in label]
    inks = [glyph.boundingRect() for glyph in glyphs]
    gap = size * INDEX_GAP / shrink  # in the outlines' units, as the inks
    # Set by their ink: the "10" of a bold face, set as text, is too wide for the
    # corner (its "1" carries as much blank space as a "0"), and a condensed face
    # made it thin and cramped. So the two glyphs keep the weight and height of the
    # other ranks and still leave room before the suit.
    total = (sum(box.width() for box in inks) + gap * (len(label) - 1)) * scale
    x = text_rect.center().x() - total / 2
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    for glyph, box in zip(glyphs, inks, strict=True):
        painter.save()
        painter.translate(x - box.left() * scale, baseline)
        painter.scale(scale, scale)
        painter.drawPath(glyph)
        painter.restore()
        x += (box.width() + gap) * scale
    painter.restore()
    _paint_suit(painter, suit, ink, QRectF(centre.x(), top, 0, baseline - top))


def _paint_suit(painter: QPainter, suit: int, ink: QColor, line: QRectF) -> None:
    """``suit`` with its ink as tall as ``line`` (of no width: its centre line), from
    its top to its bottom, centred across it."""
    path = suit_path(suit)
    shape = path.boundingRect()  # its ink: the heart's lobes stop short of the box
    scale = line.height() / shape.height()
    painter.save()
    painter.translate(line.center().x(), line.top())
    painter.scale(scale * INDEX_WIDENED.get(suit, 1.0), scale)
    painter.translate(-shape.center().x(), -shape.top())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(path)
    painter.restore()
