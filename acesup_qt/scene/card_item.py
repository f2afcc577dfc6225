"""One card on the table: a QGraphicsObject so QPropertyAnimation can move it."""

from __future__ import annotations

import math

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine import Card
from .card_art import CardArt, corner_radius, on_whole_pixels, shadow_margin, turned_box
from .lifted import lift_margin, lifted_shadow

# What a glow around a card means.
GLOW_COLOURS = {
    "hint": QColor("#ffd54a"),
    "selected": QColor("#4fc3f7"),
    "win": QColor("#fff1a8"),  # an ace celebrating a win: lit only while it hops
}


class CardItem(QGraphicsObject):
    """A card: paints its cached picture, glows when hinted or selected."""

    landed = Signal()  # a slide ended, run to its end or cut short by ``finish``
    took_off = Signal()  # a slide began (``run``)

    def __init__(self, card: Card, art: CardArt) -> None:
        super().__init__()
        self.card = card
        self.art = art
        self.face_up = False
        self.width = 80
        self.height = 112
        self.glow: str | None = None
        self.accessible_name = ""
        self.tilt = 0.0
        self.strip: float | None = None  # height left visible by the card above, if any
        self.lifted = False  # held by the mouse: a deeper shadow under it
        self.resting_z = 0.0  # z when not flying; a flying card is drawn above all
        self._animation: QAbstractAnimation | None = None
        self.target = QPointF()  # where the card rests, or is sliding to
        self._face_at_end: bool | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- looks ---------------------------------------------------------------

    def set_size(self, width: int, height: int) -> None:
        if (width, height) != (self.width, self.height):
            self.prepareGeometryChange()
            self.width, self.height = width, height

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_strip(self, strip: float | None) -> None:
        """Draw only the top ``strip`` pixels (the card above hides the rest); None: all."""
        if strip != self.strip:
            self.strip = strip
            self.update()

    def set_glow(self, glow: str | None) -> None:
        if glow != self.glow:
            self.glow = glow
            self.update()

    def set_lifted(self, lifted: bool) -> None:
        """Show the card held up off the table (dragged), or lying on it."""
        if lifted != self.lifted:
            self.prepareGeometryChange()  # its shadow reaches further while held
            self.lifted = lifted

    def set_tilt(self, angle: float) -> None:
        """Turn the card by ``angle`` degrees about its centre (the discard heap's look)."""
        if angle != self.tilt:
            self.prepareGeometryChange()
            self.tilt = angle

    def boundingRect(self) -> QRectF:
        margin = shadow_margin(self.width) + 3
        if self.lifted:
            margin = max(margin, lift_margin(self.width))
        if self.tilt:
            margin += (self.width + self.height) * abs(math.sin(math.radians(self.tilt))) / 2
        return QRectF(-margin, -margin, self.width + 2 * margin, self.height + 2 * margin)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        radius = corner_radius(self.width)
        path.addRoundedRect(QRectF(0, 0, self.width, self.height), radius, radius)
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        card = self.card if self.face_up else None
        angle = self.tilt if self.face_up else 0.0
        if self.lifted:
            margin = lift_margin(self.width)
            shadow = lifted_shadow(self.width, self.height, dpr)
            painter.drawPixmap(QPointF(-margin, -margin), shadow)
        stand_in = self.art.stand_in(card, self.width, self.height, dpr, angle)
        if stand_in is not None:  # a window being resized: no time to paint this size
            self._paint_scaled(painter, stand_in, angle)
        else:
            self._paint_picture(painter, card, angle, dpr)
        if self.glow is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            # On whole pixels of the screen, wherever the card lies: sharp, as its outline.
            ring, thick = on_whole_pixels(
                QRectF(0, 0, self.width, self.height),
                max(2.0, self.width / 28),
                painter.deviceTransform(),
            )
            painter.setPen(QPen(GLOW_COLOURS[self.glow], thick))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = corner_radius(self.width)
            painter.drawRoundedRect(ring, radius, radius)

    def _paint_picture(
        self, painter: QPainter, card: Card | None, angle: float, dpr: float
    ) -> None:
        """Draw the card's picture made at its size, pixel for pixel."""
        if angle:
            turned = self.art.tilted(self.card, self.width, self.height, dpr, angle)
            size = turned.deviceIndependentSize()
            corner = QPointF((self.width - size.width()) / 2, (self.height - size.height()) / 2)
            painter.drawPixmap(corner, turned)
            return
        pixmap = self.art.pixmap(card, self.width, self.height, dpr)
        margin = shadow_margin(self.width)
        if self.strip is None:
            painter.drawPixmap(QPointF(-margin, -margin), pixmap)
        else:  # only the top strip shows under the next card of the pile
            height = min(self.strip + 2 * margin, self.height + 2 * margin)
            source = QRectF(0, 0, pixmap.width(), height * dpr)
            # The picture's own width, not the card's: at a ratio like 1.5 they
            # differ by a fraction of a pixel, and the strip would be squeezed
            # into it, a pixel off the card that covers it.
            width = pixmap.width() / dpr
            painter.drawPixmap(QRectF(-margin, -margin, width, height), pixmap, source)

    def _paint_scaled(self, painter: QPainter, stand_in: QPixmap, angle: float) -> None:
        """Draw ``stand_in``, the card painted at another size, scaled to this one.

        Blended, as a photograph is scaled: pixels picked without blending made
        the index shimmer from one step of the resize to the next. The hint is
        put back as it was: the view keeps no painter state between items.
        """
        box = turned_box(self.width, self.height, angle)
        box.moveCenter(QPointF(self.width / 2, self.height / 2))
        source = QRectF(stand_in.rect())
        if self.strip is not None and not angle:
            shown = min(1.0, (self.strip + 2 * shadow_margin(self.width)) / box.height())
            box.setHeight(box.height() * shown)
            source.setHeight(source.height() * shown)
        smooth = QPainter.RenderHint.SmoothPixmapTransform
        was_smooth = painter.testRenderHint(smooth)
        painter.setRenderHint(smooth)
        painter.drawPixmap(box, stand_in, source)
        painter.setRenderHint(smooth, was_smooth)

    # -- motion --------------------------------------------------------------

    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, pos: QPointF) -> None:
        self.setPos(pos)

    # The animated position; a Qt property so QPropertyAnimation can drive it.
    slide = Property(QPointF, _get_pos, _set_pos)

    @property
    def moving(self) -> bool:
        return self._animation is not None

    def move_to(self, target: QPointF, duration: int, delay: int = 0, face_up: bool = True) -> None:
        """Go to ``target`` showing ``face_up``: at once when ``duration`` is 0, else sliding.

        A card turns face up as it starts to slide (leaving the stock) and face
        down as it lands (back on the stock), so a card waiting for its turn in
        a deal still shows its back.
        """
        if self.moving and self.target == target:
            return
        self.finish()
        self.target = target
        if duration <= 0 or self.pos() == target:
            self.setPos(target)
            self.set_face_up(face_up)
            self.setZValue(self.resting_z)
            return
        self._face_at_end = face_up
        slide = self.slide_animation(self.pos(), target, duration)
        animation: QAbstractAnimation = slide
        if delay > 0:
            group = QSequentialAnimationGroup(self)
            group.addPause(delay)
            group.addAnimation(slide)
            if face_up:
                group.currentAnimationChanged.connect(lambda _: self.set_face_up(True))
            animation = group
        elif face_up:
            self.set_face_up(True)
        self.run(animation)

    def slide_animation(
        self,
        start: QPointF,
        end: QPointF,
        duration: int,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    ) -> QPropertyAnimation:
        """A slide of this card from ``start`` to ``end``, not yet started."""
        slide = QPropertyAnimation(self, b"slide")
        slide.setDuration(duration)
        slide.setStartValue(start)
        slide.setEndValue(end)
        slide.setEasingCurve(easing)
        return slide

    def run(self, animation: QAbstractAnimation, above_all: bool = True) -> None:
        """Start ``animation`` of this card, which must end at ``target``.

        The card counts as moving until it ends or ``finish`` cuts it short,
        then says ``landed``; ``above_all`` draws it above every card meanwhile.
        """
        self.finish()
        self._animation = animation
        if above_all:
            self.setZValue(1000 + self.resting_z)
        animation.finished.connect(self._landed)
        animation.start()
        self.took_off.emit()

    def finish(self) -> None:
        """Jump to the end of a running slide, so the picture matches the game at once."""
        animation = self._animation
        if animation is None:
            return
        animation.setCurrentTime(animation.totalDuration())
        if self._animation is not None:  # finished may not fire when jumping to the end
            animation.stop()
            self._landed()

    def _landed(self) -> None:
        animation, self._animation = self._animation, None
        if animation is not None and animation.parent() is not None:
            # A group made with this card as its parent (a slide after a wait, an ace's
            # hop) lives as long as the card: some 80 of them after six deals, and on
            # for a whole session. Later, not now: it may be sending ``finished``.
            animation.deleteLater()
        self.setZValue(self.resting_z)
        if self.glow == "win":  # the celebration is over for this card
            self.set_glow(None)
        if self._face_at_end is not None:
            self.set_face_up(self._face_at_end)
            self._face_at_end = None
        self.landed.emit()
