"""Card pictures: sharp at the screen's pixel ratio, cached, two colour schemes."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainterPath

from acesup_qt.scene.card_art import CardArt, shadow_margin
from acesup_qt.scene.suits import suit_colour, suit_path


def test_a_card_is_painted_at_the_device_pixel_ratio(qapp):
    art = CardArt()
    pixmap = art.pixmap(12, 100, 140, 2.0)
    margin = shadow_margin(100)
    assert pixmap.width() == round((100 + 2 * margin) * 2)
    assert pixmap.devicePixelRatio() == 2.0
    assert art.pixmap(12, 100, 140, 2.0) is pixmap  # cached


def test_every_card_and_the_back_differ(qapp):
    art = CardArt()
    images = [art.pixmap(card, 60, 84, 1.0).toImage() for card in [*range(52), None]]
    pictures = {bytes(image.constBits()) for image in images}
    assert len(pictures) == 53


def test_the_four_colour_deck_inks_clubs_and_diamonds_apart():
    two = {suit_colour(s, False).name() for s in range(4)}
    four = {suit_colour(s, True).name() for s in range(4)}
    assert len(two) == 2
    assert len(four) == 4
    assert suit_colour(2, True) == QColor("#c8102e")


def test_switching_to_four_colours_repaints(qapp):
    art = CardArt()
    before = art.pixmap(1, 60, 84, 1.0).toImage()
    art.set_four_colour(True)
    assert art.pixmap(1, 60, 84, 1.0).toImage() != before


def _club_lobe_edge(angle_degrees: float, offset_pixels: float, size: float) -> QPointF:
    """A point ``offset_pixels`` outside (or inside, if negative) the club's top lobe."""
    angle = math.radians(angle_degrees)
    radius = 0.225 + offset_pixels / size
    return QPointF(radius * math.cos(angle), -0.25 - radius * math.sin(angle))


def test_a_big_club_is_round_and_whole(qapp):
    # On an ace the pip is about 100 pixels tall: its round lobe must stay round
    # there, within a pixel, not a polygon of straight sides.
    size = 100.0
    club = suit_path(0)
    for angle in range(0, 181, 5):
        assert club.contains(_club_lobe_edge(angle, -1.0, size)), angle
        assert not club.contains(_club_lobe_edge(angle, 1.0, size)), angle
    # Where the stem meets the lobes there is no gap of background.
    for x in (-0.04, -0.02, 0.02, 0.04):
        assert club.contains(QPointF(x, 0.115))


def test_the_heart_is_smooth(qapp):
    # A polygon heart has its corners on the curve and its flat sides inside it:
    # points just inside the true curve, between those corners, go missing.
    heart = suit_path(2)
    outline = QPainterPath()
    outline.moveTo(0, -0.24)
    outline.cubicTo(0.02, -0.50, 0.48, -0.56, 0.49, -0.17)
    for step in range(1, 20):
        point = outline.pointAtPercent(step / 20)
        inside = QPointF(point.x() * 0.99, -0.1 + (point.y() + 0.1) * 0.99)
        assert heart.contains(inside), step
