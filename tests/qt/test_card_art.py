"""Card pictures: sharp at the screen's pixel ratio, cached, two colour schemes."""

from __future__ import annotations

from PySide6.QtGui import QColor

from acesup_qt.scene.card_art import CardArt, shadow_margin
from acesup_qt.scene.suits import suit_colour


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
