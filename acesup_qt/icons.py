"""The toolbar's icons, painted here so they match the cards and need no files."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QIcon,
    QIconEngine,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)

from .colour_scheme import is_dark
from .scene.felts_and_backs import CARD_BACKS, DEFAULT_BACK

GOLD = QColor("#f2c230")
DISABLED_OPACITY = 0.35  # a greyed-out action's icon
PAPER = QColor("#fffdf8")


class Inks(NamedTuple):
    """The colours an icon is drawn in, for a light or a dark toolbar and menu."""

    ink: QColor  # outlines and arrows
    green: QColor
    blue: QColor


# Slate, green and navy read on a light toolbar; on a dark one (the system's
# dark scheme) the slate and the navy all but vanished (1.3:1 and 1.2:1), so
# there the same hues come lighter.
LIGHT = Inks(QColor("#37474f"), QColor("#2e7d32"), QColor("#1d3b6e"))
DARK = Inks(QColor("#cfd8dc"), QColor("#66bb6a"), QColor("#7ea6e0"))


def inks() -> Inks:
    """The inks for the application's palette as it is now: icons are painted anew
    each time they are shown, so a scheme changed while the game runs is followed."""
    return DARK if is_dark(QGuiApplication.palette()) else LIGHT


def _card(painter: QPainter, rect: QRectF, fill: QColor, ink: QColor) -> None:
    painter.setPen(QPen(ink, 1.6))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 2.5, 2.5)


def _new(painter: QPainter, inks: Inks) -> None:
    _card(painter, QRectF(4, 2, 13, 19), PAPER, inks.ink)
    painter.setPen(QPen(inks.green, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(17, 12), QPointF(17, 22))
    painter.drawLine(QPointF(12, 17), QPointF(22, 17))


def _stroke(painter: QPainter, inks: Inks) -> None:
    """The pen of an arrow's shaft: a thick line of ink, round at its ends."""
    painter.setPen(QPen(inks.ink, 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _head(painter: QPainter, inks: Inks, *corners: QPointF) -> None:
    """An arrow's head: the triangle of ``corners``, filled with ink."""
    head = QPainterPath(corners[0])
    for corner in corners[1:]:
        head.lineTo(corner)
    head.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(inks.ink)
    painter.drawPath(head)


def _arrow(painter: QPainter, inks: Inks, mirror: bool) -> None:
    if mirror:
        painter.translate(24, 0)
        painter.scale(-1, 1)
    path = QPainterPath(QPointF(19, 19))
    path.cubicTo(QPointF(20, 9), QPointF(12, 6), QPointF(6, 10))
    _stroke(painter, inks)
    painter.drawPath(path)
    _head(painter, inks, QPointF(2, 12), QPointF(9, 5), QPointF(10, 14))


def _restart(painter: QPainter, inks: Inks) -> None:
    _stroke(painter, inks)
    painter.drawArc(QRectF(4, 4, 16, 16), 100 * 16, 290 * 16)
    _head(painter, inks, QPointF(9, 1), QPointF(15, 4.5), QPointF(9, 8.5))


def _hint(painter: QPainter, inks: Inks) -> None:
    painter.setPen(QPen(inks.ink, 1.6))
    painter.setBrush(GOLD)
    bulb = QPainterPath()
    bulb.addEllipse(QPointF(12, 9.5), 6.5, 6.5)
    painter.drawPath(bulb)
    painter.setBrush(inks.ink)
    painter.drawRoundedRect(QRectF(9, 16, 6, 5), 1.2, 1.2)
    painter.setPen(QPen(QColor("#fff8d0"), 1.6))
    painter.drawArc(QRectF(8.5, 6, 5, 5), 90 * 16, 90 * 16)


def _back_fill(back: str) -> QColor:
    """One flat colour for a card back at icon size: halfway between its middle and rim."""
    colours = CARD_BACKS[back]
    light, dark = QColor(colours.light), QColor(colours.dark)
    return QColor(
        (light.red() + dark.red()) // 2,
        (light.green() + dark.green()) // 2,
        (light.blue() + dark.blue()) // 2,
    )


def _deal(painter: QPainter, inks: Inks, back: str = DEFAULT_BACK) -> None:
    # The backs the player chose, so the button looks like the stock it deals from.
    fill = _back_fill(back)
    for angle, x in ((-14, 5.0), (0, 8.0), (14, 11.0)):
        painter.save()
        painter.translate(x + 4, 20)
        painter.rotate(angle)
        _card(painter, QRectF(-5, -17, 10, 16), fill, inks.ink)
        painter.restore()


def _statistics(painter: QPainter, inks: Inks) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    for x, height, colour in (
        (4.0, 8.0, inks.blue),
        (10.0, 13.0, inks.blue),
        (16.0, 18.0, inks.green),
    ):
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(x, 21 - height, 4.5, height), 1, 1)
    painter.setPen(QPen(inks.ink, 1.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(2, 21.5), QPointF(22, 21.5))


Painter = Callable[[QPainter, Inks], None]
PAINTERS: dict[str, Painter] = {
    "new": _new,
    "restart": _restart,
    "undo": lambda painter, inks: _arrow(painter, inks, mirror=False),
    "redo": lambda painter, inks: _arrow(painter, inks, mirror=True),
    "hint": _hint,
    "statistics": _statistics,
}


class _PaintedIcon(QIconEngine):
    """Paints an icon at whatever size Qt asks for, only when it is first shown."""

    def __init__(self, draw: Painter) -> None:
        super().__init__()
        self.draw = draw  # on a 24-unit grid

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        if mode == QIcon.Mode.Disabled:
            # Greyed out as one picture: each shape faded on its own let the shapes
            # under it show through, and the Deal button's three cards, overlapping,
            # read as a tangle of outlines.
            device = painter.device()
            ratio = device.devicePixelRatioF() if device is not None else 1.0
            whole = QPixmap(rect.size() * ratio)
            whole.setDevicePixelRatio(ratio)
            whole.fill(Qt.GlobalColor.transparent)
            inner = QPainter(whole)
            self._draw(inner, QRect(QPoint(0, 0), rect.size()))
            inner.end()
            painter.save()
            painter.setOpacity(DISABLED_OPACITY)
            painter.drawPixmap(rect.topLeft(), whole)
            painter.restore()
            return
        self._draw(painter, rect)

    def _draw(self, painter: QPainter, rect: QRect) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(rect.topLeft())
        side = min(rect.width(), rect.height())
        painter.scale(side / 24, side / 24)  # drawn on a 24-unit grid
        self.draw(painter, inks())
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def scaledPixmap(
        self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float
    ) -> QPixmap:
        pixmap = QPixmap(size * scale)
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self.paint(painter, QRect(QPoint(0, 0), size), mode, state)
        painter.end()
        return pixmap

    def clone(self) -> QIconEngine:
        return _PaintedIcon(self.draw)


def toolbar_icon(name: str) -> QIcon:
    """The icon for an action ("new", "restart", "undo", "redo", "hint", "statistics")."""
    return QIcon(_PaintedIcon(PAINTERS[name]))


def deal_icon(back: str) -> QIcon:
    """The Deal action's icon: three cards showing ``back``, one of CARD_BACKS.

    Its colours are worked out when Qt first paints it, as for every icon, so
    a start with any back costs no more than one with the default.
    """
    return QIcon(_PaintedIcon(lambda painter, inks: _deal(painter, inks, back)))
