"""Card faces and backs painted with QPainter, cached as pixmaps per size.

Each pixmap is painted at the screen's device pixel ratio, so cards are
sharp on high-DPI screens, and includes a soft shadow around the card.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from ..engine import Card
from .card_index import index_corners as index_corners  # where it was, for its users
from .card_index import paint_index
from .faces import paint_centre
from .felts_and_backs import CARD_BACKS, DEFAULT_BACK
from .suits import suit_colour, suit_path

FACE_TOP = QColor("#fffdf8")
FACE_BOTTOM = QColor("#f1ece1")
EDGE = QColor(0, 0, 0, 90)
BACK_LINE = QColor(255, 255, 255, 38)
GOLD = QColor("#d8b45a")


def shadow_margin(width: float) -> float:
    """Room around a card for its shadow, in scene pixels."""
    return max(2.0, round(width * 0.045))


def clear_picture(width: float, height: float, dpr: float) -> QPixmap:
    """A transparent picture ``width`` x ``height`` in scene pixels, sharp at ``dpr``."""
    picture = QPixmap(round(width * dpr), round(height * dpr))
    picture.setDevicePixelRatio(dpr)
    picture.fill(Qt.GlobalColor.transparent)
    return picture


def corner_radius(width: float) -> float:
    return width * 0.075


class CardArt:
    """Paints and caches the pictures of cards for one card size and colour scheme."""

    def __init__(self, four_colour: bool = False, back: str = DEFAULT_BACK) -> None:
        self.four_colour = four_colour
        self.back = back  # one of CARD_BACKS
        self._cache: dict[tuple[int, int, int, float, bool], QPixmap] = {}
        self._shadows: dict[tuple[int, int, float], QPixmap] = {}
        self._tilted: dict[tuple[int, int, int, float, bool, float], QPixmap] = {}
        # While True (a window being resized), a picture missing at its size is
        # not painted: ``stand_in`` offers the same card at a size painted already.
        self.quick = False
        self._sizes: set[tuple[int, int]] = set()  # the card sizes painted, for ``stand_in``

    def set_four_colour(self, on: bool) -> None:
        if on != self.four_colour:
            self.four_colour = on
            self._cache.clear()
            self._tilted.clear()

    def set_back(self, name: str) -> None:
        """Paint the backs in the colours of ``name``, one of CARD_BACKS, from now on."""
        if name != self.back:
            self.back = name
            # Only the backs (card -1) change: the faces are kept, painted already.
            self._cache = {key: found for key, found in self._cache.items() if key[0] != -1}

    def pixmap(self, card: Card | None, width: int, height: int, dpr: float) -> QPixmap:
        """The picture of ``card`` (None for a back) with its shadow margin."""
        key = (-1 if card is None else card, width, height, dpr, self.four_colour)
        found = self._cache.get(key)
        if found is None:
            if len(self._cache) > 600:  # sizes change while a window is resized
                self._cache.clear()
                self._sizes = {(key[1], key[2]) for key in self._tilted}
            found = self._cache[key] = self._paint(card, width, height, dpr)
            self._sizes.add((width, height))
        return found

    def stand_in(
        self, card: Card | None, width: int, height: int, dpr: float, angle: float = 0.0
    ) -> QPixmap | None:
        """While ``quick``, the picture of ``card`` (turned by ``angle``) at the painted
        size nearest ``width``, to be drawn scaled, if it is missing at this very size;
        None when this size is painted, or when the card was never painted at all.

        Painting the 26 pictures of a table anew at every step of a resize took
        most of the step (17 ms of 28 at 1920x1080); drawing pictures painted
        already, scaled, costs a fraction of that, until the size settles.
        """
        if not self.quick:
            return None
        first, four = (-1 if card is None else card), self.four_colour

        def painted(w: int, h: int) -> QPixmap | None:
            if angle:
                return self._tilted.get((first, w, h, dpr, four, angle))
            return self._cache.get((first, w, h, dpr, four))

        if painted(width, height) is not None:
            return None
        for w, h in sorted(self._sizes, key=lambda size: abs(size[0] - width)):
            if (found := painted(w, h)) is not None:
                return found
        return None

    def tilted(self, card: Card, width: int, height: int, dpr: float, angle: float) -> QPixmap:
        """The picture of ``card`` turned by ``angle`` degrees about its centre.

        Painted turned, line by line, not the straight picture turned: that
        one's pixels, resampled, blur the index of the card on top of the
        discard heap. Kept once painted: drawing it turned on every frame
        costs more than all the straight cards on the table together.
        """
        key = (card, width, height, dpr, self.four_colour, angle)
        found = self._tilted.get(key)
        if found is None:
            if len(self._tilted) > 200:
                self._tilted.clear()
            found = self._tilted[key] = self._paint(card, width, height, dpr, angle)
            self._sizes.add((width, height))
        return found

    def _shadow(self, width: int, height: int, dpr: float) -> QPixmap:
        """The shadow under a card of this size, painted once for all 53 pictures."""
        key = (width, height, dpr)
        found = self._shadows.get(key)
        if found is None:
            margin = shadow_margin(width)
            found = clear_picture(width + 2 * margin, height + 2 * margin, dpr)
            painter = QPainter(found)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            _paint_shadow(painter, QRectF(margin, margin, width, height))
            painter.end()
            self._shadows = {key: found}  # one size at a time is all a table shows
        return found

    def _paint(
        self, card: Card | None, width: int, height: int, dpr: float, angle: float = 0.0
    ) -> QPixmap:
        straight = _straight_box(width, height)
        box = turned_box(width, height, angle)
        margin = shadow_margin(width)
        pixmap = clear_picture(box.width(), box.height(), dpr)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        if angle:  # about the middle of the picture, which is the card's
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)  # the shadow
            painter.translate(pixmap.width() / dpr / 2, pixmap.height() / dpr / 2)
            painter.rotate(angle)
            painter.translate(-straight.center())
        rect = QRectF(margin, margin, width, height)
        painter.drawPixmap(0, 0, self._shadow(width, height, dpr))
        if card is None:
            _paint_back(painter, rect, self.back, dpr)
        else:
            self._paint_face(painter, rect, card, dpr)
        painter.end()
        return pixmap

    def _paint_face(self, painter: QPainter, rect: QRectF, card: Card, dpr: float) -> None:
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, FACE_TOP)
        gradient.setColorAt(1, FACE_BOTTOM)
        _paint_paper(painter, rect, gradient, dpr)
        suit, rank = divmod(card, 13)
        ink = suit_colour(suit, self.four_colour)
        paint_index(painter, rect, rank, suit, ink)
        painter.save()
        painter.translate(rect.center())
        painter.rotate(180)
        painter.translate(-rect.center())
        paint_index(painter, rect, rank, suit, ink)
        painter.restore()
        paint_centre(painter, rect, rank, suit, ink)


def _straight_box(width: float, height: float) -> QRectF:
    """The picture of a straight card of this size with its shadow, from its top-left."""
    margin = shadow_margin(width)
    return QRectF(0, 0, width + 2 * margin, height + 2 * margin)


def turned_box(width: float, height: float, angle: float) -> QRectF:
    """The box the picture of a card turned by ``angle`` degrees fills, shadow and all."""
    straight = _straight_box(width, height)
    return QTransform().rotate(angle).mapRect(straight) if angle else straight


def outline_pixels(width: float, dpr: float) -> int:
    """How many pixels of a ``dpr`` screen a card ``width`` wide has across its outline."""
    return max(1, math.ceil(max(1.0, width / 120) * dpr - 0.5))


def edges_on_screen(
    width: int, height: int, corner: QPointF, dpr: float
) -> tuple[int, int, int, int]:
    """Where the edges of a card ``width`` x ``height`` lying at ``corner`` (its top-left
    in pixels of a ``dpr`` screen, perhaps between them) fall on that screen: left, top,
    right and bottom, in whole pixels, right and bottom just past the card.

    As ``CardItem`` draws it: its picture (shadow margin and all) on the nearest
    whole pixel, as Qt lays a picture that is only moved, not scaled, and the
    card's edges within the picture where ``_outline`` rounds them.
    """
    margin = shadow_margin(width) * dpr
    x = math.floor(corner.x() - margin + 0.5)
    y = math.floor(corner.y() - margin + 0.5)
    inside = math.floor(margin + 0.5)
    return (
        x + inside,
        y + inside,
        x + math.floor(margin + width * dpr + 0.5),
        y + math.floor(margin + height * dpr + 0.5),
    )


def _outline(rect: QRectF, dpr: float) -> tuple[QRectF, float]:
    """The line along which a card in ``rect`` has its fine outline drawn, and its width.

    Both on whole pixels of a ``dpr`` picture, so the outline is one even line:
    laid half a pixel in, as it was, at a ratio of 1.5 it fell between pixels
    and showed as a strong column beside a faint one. A width of a pixel and a
    half rounds down, to the one column a card has at 100%. The card's edges
    are rounded to the nearest pixel, so it keeps its size.
    """
    thick = outline_pixels(rect.width(), dpr)
    inset = thick / 2
    left = (math.floor(rect.left() * dpr + 0.5) + inset) / dpr
    top = (math.floor(rect.top() * dpr + 0.5) + inset) / dpr
    right = (math.floor(rect.right() * dpr + 0.5) - inset) / dpr
    bottom = (math.floor(rect.bottom() * dpr + 0.5) - inset) / dpr
    return QRectF(left, top, right - left, bottom - top), thick / dpr


def on_whole_pixels(rect: QRectF, width: float, to_device: QTransform) -> tuple[QRectF, float]:
    """``rect`` moved by less than half a pixel so that a pen drawn along it covers
    whole pixels of the device ``to_device`` maps to, and the pen's width: ``width``
    rounded to whole pixels, one at least. (The outline has its own, ``_outline``.)

    Laid where it came, a gold border 1.8 pixels wide straddled three columns,
    soft at every scale; so did the glow round a chosen card. A turned painter
    (a tilted card) leaves them as they are: no column is straight there.
    """
    if to_device.isRotating():
        return rect, width
    scale = to_device.m11()
    thick = max(1, math.floor(width * scale + 0.5))  # in pixels

    def snapped(point: QPointF) -> QPointF:
        x, y = point.x(), point.y()
        return QPointF(*(math.floor(v - thick / 2 + 0.5) + thick / 2 for v in (x, y)))

    back = to_device.inverted()[0]
    first = back.map(snapped(to_device.map(rect.topLeft())))
    last = back.map(snapped(to_device.map(rect.bottomRight())))
    return QRectF(first, last), thick / scale


def _paint_paper(
    painter: QPainter, rect: QRectF, paper: QColor | QLinearGradient, dpr: float
) -> None:
    """The card's rounded paper in ``rect`` with its fine outline, for a ``dpr`` picture."""
    radius = corner_radius(rect.width())
    line, width = _outline(rect, dpr)
    painter.setPen(QPen(EDGE, width))
    painter.setBrush(paper)
    painter.drawRoundedRect(line, radius, radius)


def _paint_shadow(painter: QPainter, rect: QRectF) -> None:
    """A soft shadow: a few translucent rounded rectangles, growing and fading."""
    margin = shadow_margin(rect.width())
    radius = corner_radius(rect.width())
    painter.setPen(Qt.PenStyle.NoPen)
    steps = 4
    for step in range(steps):
        grow = margin * (step + 1) / steps
        painter.setBrush(QColor(0, 0, 0, 22))
        shadow = rect.adjusted(-grow * 0.6, -grow * 0.3, grow * 0.6, grow)
        painter.drawRoundedRect(shadow, radius + grow, radius + grow)


def paint_pip(
    painter: QPainter, centre: QPointF, size: float, suit: int, ink: QColor, flip: bool = False
) -> None:
    """One suit symbol of ``size`` pixels centred on ``centre``."""
    painter.save()
    painter.translate(centre)
    painter.scale(size, -size if flip else size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawPath(suit_path(suit))
    painter.restore()


def _paint_back(painter: QPainter, rect: QRectF, back: str, dpr: float) -> None:
    """Our back: a white border, a deep field (of ``back``) with a lattice and a gold medallion."""
    colours = CARD_BACKS[back]
    light, dark = QColor(colours.light), QColor(colours.dark)
    width = rect.width()
    radius = corner_radius(width)
    _paint_paper(painter, rect, QColor("#fbf8f1"), dpr)
    inner = rect.adjusted(width * 0.06, width * 0.06, -width * 0.06, -width * 0.06)
    # The field and its gold border on whole pixels: the border sharp, on the field's edge.
    inner, border = on_whole_pixels(inner, max(1.0, width / 60), QTransform.fromScale(dpr, dpr))
    field = QRadialGradient(inner.center(), inner.height() * 0.7)
    field.setColorAt(0, light)
    field.setColorAt(1, dark)
    clip = QPainterPath()
    clip.addRoundedRect(inner, radius * 0.6, radius * 0.6)
    painter.save()
    painter.setClipPath(clip)
    painter.fillRect(inner, field)
    painter.setPen(QPen(BACK_LINE, max(1.0, width / 70)))
    step = width / 7
    span = inner.width() + inner.height()
    offset = 0.0
    while offset < span:
        x = inner.left() + offset
        painter.drawLine(QPointF(x, inner.top()), QPointF(x - inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x - inner.height(), inner.top()), QPointF(x, inner.bottom()))
        offset += step
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD, border))
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    medallion = QRectF(0, 0, width * 0.46, width * 0.46)
    medallion.moveCenter(inner.center())
    painter.setBrush(dark)
    painter.drawEllipse(medallion)
    paint_pip(painter, inner.center(), width * 0.26, 3, GOLD)
