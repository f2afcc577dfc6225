"""A burst of small gold suits thrown out from behind an ace as it hops for a win.

One item per pile of aces, laid as the wave starts, thrown as its aces
start to rise and taken off the table once its symbols have faded: the
pile's own suits (a ♥ from the ace of hearts) with a few four-pointed
sparkles between them, in the gold of the card backs' medallion, flying out
from behind the card, falling a little and fading.
They are drawn under every card: they seem to come from behind the ace, and
never hide a card's index. Each symbol is painted once, as the burst is
made, into a small picture at its largest size; a frame only places those
pictures, turned and faded (painting the paths afresh took about four times as
long). The flights are worked out from a seed of the pile, so the same win
always throws the same sparks.
"""

from __future__ import annotations

import math
import random
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .suits import suit_path

SPARKS_Z = -5  # above the slots (-10), under every card
SPARK_COUNT = 22  # in one burst: suit symbols, every third a four-pointed sparkle
MAX_SUIT_SIZE = 0.22  # the largest suit symbol, in card widths
MAX_SPARKLE_SIZE = 0.15
SUIT_FILL = QColor("#e3c064")  # the medallion's gold (card_art.GOLD), a shade lighter on felt
SUIT_EDGE = QColor("#7a5a14")  # a dark gold rim: two symbols crossing keep their shapes
SPARKLE_FILL = QColor("#fff1a8")  # the light of the hopping ace's glow


class Spark(NamedTuple):
    """One symbol's flight, in card widths and fractions of the burst's time."""

    suit: int | None  # None: a sparkle
    angle: float  # direction of flight, radians, 0 to the right, down positive
    reach: float  # how far it flies out, in card widths
    size: float  # in card widths
    spin: float  # degrees turned over the flight
    start: float  # when it leaves the card, a fraction of the burst
    fall: float  # how far it sinks meanwhile, in card widths


def make_sparks(suits: list[int], seed: int) -> list[Spark]:
    """The sparks of one burst: ``suits`` (the pile's aces) in turn, and sparkles.

    Thrown out to the sides and down, not up: the aces stand at the top of
    the table, where a spark flying up would leave the window at once.
    """
    rng = random.Random(seed)
    sparks = []
    count = SPARK_COUNT
    for i in range(count):
        sparkle = i % 3 == 1  # spread through the burst
        # From a little above level on the right, round through straight down,
        # to a little above level on the left; evenly, then jittered.
        angle = math.radians(-25 + 230 * (i + rng.uniform(0.1, 0.9)) / count)
        sparks.append(
            Spark(
                suit=None if sparkle else suits[i % len(suits)],
                angle=angle,
                reach=rng.uniform(0.85, 1.6),
                size=MAX_SPARKLE_SIZE * rng.uniform(0.7, 1.0)
                if sparkle
                else MAX_SUIT_SIZE * rng.uniform(0.7, 1.0),
                spin=rng.uniform(-120, 120),
                start=rng.uniform(0.0, 0.18),
                fall=rng.uniform(0.35, 0.7),
            )
        )
    return sparks


def sparkle_path() -> QPainterPath:
    """A four-pointed star in the unit box: a glint."""
    path = QPainterPath()
    path.moveTo(0, -0.5)
    for x, y in ((0.1, -0.1), (0.5, 0), (0.1, 0.1), (0, 0.5), (-0.1, 0.1), (-0.5, 0), (-0.1, -0.1)):
        path.lineTo(x, y)
    path.closeSubpath()
    return path


class Where(NamedTuple):
    """A spark at one moment: its place and turn, its size in pixels, how clear it is."""

    x: float
    y: float
    turn: float
    scale: float
    opacity: float


def where_at(spark: Spark, time: float, card_width: float) -> Where | None:
    """Where ``spark`` is at ``time`` (0 to 1 of the burst), in pixels from the burst's
    origin; None before it leaves the card or once it has faded."""
    if time < spark.start or time >= 1.0:
        return None
    t = (time - spark.start) / (1.0 - spark.start)
    out = 1 - (1 - t) ** 2  # fast off the card, slowing as if in air
    distance = spark.reach * card_width * out
    x = math.cos(spark.angle) * distance
    y = math.sin(spark.angle) * distance + spark.fall * card_width * t * t
    opacity = 1.0 if t < 0.55 else (1 - t) / 0.45
    scale = spark.size * card_width * (1 - 0.35 * t)
    return Where(x, y, spark.spin * t, scale, opacity)


class Sparks(QGraphicsObject):
    """The sparks thrown from behind one pile of aces; ``animation`` runs them once."""

    def __init__(
        self, suits: list[int], seed: int, card_width: float, pixel_ratio: float, duration: int
    ) -> None:
        super().__init__()
        self.card_width = card_width
        self.sparks = make_sparks(suits, seed)
        self.time = -1.0  # waiting for its aces to rise: nothing to draw
        self.setZValue(SPARKS_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene reads the mouse
        self._bounds = self._reach()
        self._pictures: dict[int | None, QPixmap] = {
            suit: _picture(suit_path(suit), MAX_SUIT_SIZE * card_width, pixel_ratio, True)
            for suit in set(suits)
        }
        self._pictures[None] = _picture(
            sparkle_path(), MAX_SPARKLE_SIZE * card_width, pixel_ratio, False
        )
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(duration)
        self.animation.valueChanged.connect(self._step)

    def _step(self, time: float) -> None:
        self.time = time
        self.update()

    def _reach(self) -> QRectF:
        """Everywhere a spark goes, with room for its size (``where_at``: it flies
        straight out, only ever sinking on the way, and only shrinks)."""
        w = self.card_width
        left = top = right = bottom = 0.0
        for spark in self.sparks:
            x = math.cos(spark.angle) * spark.reach * w
            y = math.sin(spark.angle) * spark.reach * w
            half = spark.size * w * 0.75  # a turned symbol's corner
            left, right = min(left, x - half), max(right, x + half)
            top = min(top, y - half)
            bottom = max(bottom, max(0.0, y) + spark.fall * w + half)
        return QRectF(left - 2, top - 2, right - left + 4, bottom - top + 4)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        # The view saves no painter state between items: put back what is changed here.
        painter.save()
        base = painter.worldTransform()
        # Turned and shrunk: blended, or the edges would crawl as they spin.
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        unit = QRectF(-0.5, -0.5, 1, 1)
        for spark in self.sparks:
            where = where_at(spark, self.time, self.card_width)
            if where is None:
                continue
            picture = self._pictures[spark.suit]
            place = QTransform().translate(where.x, where.y).rotate(where.turn)
            painter.setWorldTransform(place.scale(where.scale, where.scale) * base)
            painter.setOpacity(where.opacity)
            painter.drawPixmap(unit, picture, QRectF(picture.rect()))
        painter.restore()


def _picture(path: QPainterPath, size: float, pixel_ratio: float, rim: bool) -> QPixmap:
    """``path`` (in the unit box) painted ``size`` pixels wide: gold with a dark rim,
    or for a sparkle, pale gold."""
    side = max(4, math.ceil(size * pixel_ratio))
    picture = QPixmap(side, side)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    inset = 1.0 if rim else 0.0  # the rim's half width stays inside the picture
    painter.translate(side / 2, side / 2)
    painter.scale(side - 2 * inset, side - 2 * inset)
    if rim:
        painter.setPen(QPen(SUIT_EDGE, 1.2 / side))
        painter.setBrush(SUIT_FILL)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SPARKLE_FILL)
    painter.drawPath(path)
    painter.end()
    return picture


def burst_origin(rest: QPointF, card_width: float, card_height: float) -> QPointF:
    """Where a pile's sparks come from: behind the middle of its lower ace."""
    return rest + QPointF(card_width / 2, card_height * 0.55)
