"""The middle of a card face: pips for 2 to 10, a framed portrait for J Q K, a big ace."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen

from .suits import suit_path

JACK, QUEEN, KING, ACE_RANK = 9, 10, 11, 12
FRAME_GOLD = QColor("#c9a227")
PARCHMENT = QColor("#fbf3dc")


def _mix(base: QColor, over: QColor) -> QColor:
    """``over`` (with its alpha) laid on ``base``."""
    a = over.alphaF()
    return QColor.fromRgbF(
        base.redF() * (1 - a) + over.redF() * a,
        base.greenF() * (1 - a) + over.greenF() * a,
        base.blueF() * (1 - a) + over.blueF() * a,
    )


# Pip positions for 2 to 10 in a unit box: x in {0, 0.5, 1}, y from 0 (top) to 1.
_T = 1 / 3
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.5, 0), (0.5, 1)),
    3: ((0.5, 0), (0.5, 0.5), (0.5, 1)),
    4: ((0, 0), (1, 0), (0, 1), (1, 1)),
    5: ((0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)),
    6: ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    7: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    8: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)),
    9: ((0, 0), (1, 0), (0, _T), (1, _T), (0.5, 0.5), (0, 2 * _T), (1, 2 * _T), (0, 1), (1, 1)),
    10: (
        (0, 0),
        (1, 0),
        (0.5, _T / 2),
        (0, _T),
        (1, _T),
        (0, 2 * _T),
        (1, 2 * _T),
        (0.5, 1 - _T / 2),
        (0, 1),
        (1, 1),
    ),
}


def _pip(painter: QPainter, centre: QPointF, size: float, suit: int, flip: bool) -> None:
    painter.save()
    painter.translate(centre)
    painter.scale(size, -size if flip else size)
    painter.drawPath(suit_path(suit))
    painter.restore()


def paint_centre(painter: QPainter, rect: QRectF, rank: int, suit: int, ink: QColor) -> None:
    """Paint the middle of the face of the card of ``rank`` and ``suit``."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    if rank == ACE_RANK:
        _paint_ace(painter, rect, suit, ink)
    elif rank >= JACK:
        _paint_court(painter, rect, rank, suit, ink)
    else:
        _paint_pips(painter, rect, rank + 2, suit)
    painter.restore()


def _paint_pips(painter: QPainter, rect: QRectF, count: int, suit: int) -> None:
    w, h = rect.width(), rect.height()
    area = QRectF(rect.left() + w * 0.27, rect.top() + h * 0.345, w * 0.46, h * 0.375)
    size = w * 0.18
    if count >= 9:
        # Four pips down each side: at the others' size they would touch, a chain
        # of ink. A little more height between the indices and smaller pips.
        area = QRectF(area.left(), rect.top() + h * 0.33, area.width(), h * 0.40)
        size = w * 0.15
    for x, y in PIPS[count]:
        centre = QPointF(area.left() + x * area.width(), area.top() + y * area.height())
        _pip(painter, centre, size, suit, flip=y > 0.5)


def _paint_ace(painter: QPainter, rect: QRectF, suit: int, ink: QColor) -> None:
    """One large pip in a thin double ring."""
    w = rect.width()
    centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.54)
    ring = QColor(ink)
    ring.setAlpha(70)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ring, max(1.0, w / 90)))
    painter.drawEllipse(centre, w * 0.36, w * 0.36)
    painter.drawEllipse(centre, w * 0.31, w * 0.31)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    _pip(painter, centre, w * 0.44, suit, flip=False)


def _crown(rank: int, centre: QPointF, width: float) -> QPainterPath:
    """A crown for the king, a tiara for the queen, a feathered cap for the jack."""
    path = QPainterPath()
    half = width / 2
    x, y = centre.x(), centre.y()
    height = width * 0.55
    points: tuple[tuple[float, float], ...]
    if rank == KING:
        points = (
            (-half, 0.0),
            (-half, -height),
            (-half / 2, -height * 0.45),
            (0.0, -height * 1.1),
            (half / 2, -height * 0.45),
            (half, -height),
            (half, 0.0),
        )
    elif rank == QUEEN:
        points = (
            (-half, 0.0),
            (-half * 0.8, -height * 0.7),
            (-half * 0.35, -height * 0.35),
            (0.0, -height * 0.9),
            (half * 0.35, -height * 0.35),
            (half * 0.8, -height * 0.7),
            (half, 0.0),
        )
    else:  # the jack's cap: a dome on a band, and a plume
        path.addRoundedRect(x - half, y - height * 0.28, width, height * 0.28, 2, 2)
        path.moveTo(x - half * 0.8, y - height * 0.28)
        path.cubicTo(
            x - half * 0.7,
            y - height * 1.0,
            x + half * 0.7,
            y - height * 1.0,
            x + half * 0.8,
            y - height * 0.28,
        )
        path.closeSubpath()
        path.moveTo(x + half * 0.35, y - height * 0.75)
        path.cubicTo(
            x + half * 0.9,
            y - height * 1.3,
            x + half * 1.3,
            y - height * 1.0,
            x + half * 1.25,
            y - height * 0.7,
        )
        path.cubicTo(
            x + half * 1.0,
            y - height * 0.95,
            x + half * 0.7,
            y - height * 0.9,
            x + half * 0.35,
            y - height * 0.75,
        )
        path.closeSubpath()
        return path
    path.moveTo(x + points[0][0], y + points[0][1])
    for px, py in points[1:]:
        path.lineTo(x + px, y + py)
    path.closeSubpath()
    return path


def _paint_court(painter: QPainter, rect: QRectF, rank: int, suit: int, ink: QColor) -> None:
    """A gold-framed panel tinted with the suit's colour, the rank letter and a crown."""
    w, h = rect.width(), rect.height()
    panel = QRectF(rect.left() + w * 0.2, rect.top() + h * 0.295, w * 0.6, h * 0.48)
    tint = QColor(ink)
    tint.setAlpha(40)
    fill = QLinearGradient(panel.topLeft(), panel.bottomLeft())
    fill.setColorAt(0, PARCHMENT)
    fill.setColorAt(1, _mix(PARCHMENT, tint))
    painter.setBrush(fill)
    painter.setPen(QPen(FRAME_GOLD, max(1.0, w / 55)))
    painter.drawRoundedRect(panel, w * 0.05, w * 0.05)
    crown_base = QPointF(panel.center().x(), panel.top() + panel.height() * 0.36)
    painter.setBrush(FRAME_GOLD)
    painter.setPen(QPen(QColor("#8a6d12"), max(1.0, w / 110)))
    painter.drawPath(_crown(rank, crown_base, panel.width() * 0.5))
    font = QFont("DejaVu Serif")
    font.setPixelSize(max(6, round(h * 0.17)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(ink)
    pip_size = w * 0.13
    pip_centre = QPointF(panel.center().x(), panel.bottom() - pip_size * 0.7)
    letter_bottom = pip_centre.y() - pip_size * 0.75
    letter = QRectF(panel.left(), crown_base.y(), panel.width(), letter_bottom - crown_base.y())
    painter.drawText(letter, Qt.AlignmentFlag.AlignCenter, "JQK"[rank - JACK])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    _pip(painter, pip_centre, pip_size, suit, flip=False)
