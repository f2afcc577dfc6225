"""The table colours and card backs a player may choose (Settings menu).

Plain data, with no Qt: settings.py reads the names at start-up, and the
scene and the card art turn the colours into QColors when they paint.
Each felt is a centre and an edge for the radial gradient; each back a light
middle and a dark rim for its field (the gold medallion is the same on all).
The felts are dark enough for the white captions and outlines, and far
enough from the glows (yellow hint, green drop, red refusal, light blue
keyboard focus) for each to stand out. A back reads apart from every felt
by its own colour, not by its white border alone: the red back is a bright
scarlet and the burgundy felt leans to wine, where both were one dark red;
the green back is a deep emerald, darker and bluer than the green felt.
"""

from __future__ import annotations

from typing import NamedTuple


class Colours(NamedTuple):
    label: str  # in the menu, with its letter
    light: str  # the felt's centre, the back's middle
    dark: str  # the felt's edge, the back's rim


DEFAULT_TABLE = "Green"
DEFAULT_BACK = "Blue"

TABLE_COLOURS = {
    "Green": Colours("&Green", "#2f7d46", "#144a28"),
    "Blue": Colours("&Blue", "#2b5c88", "#112c48"),
    "Burgundy": Colours("B&urgundy", "#66213f", "#2e0d1c"),
    "Slate": Colours("&Slate", "#4c5866", "#222a33"),
}

CARD_BACKS = {
    "Blue": Colours("&Blue", "#2a4f8f", "#10254a"),
    "Red": Colours("&Red", "#c23a2e", "#5e1212"),
    "Green": Colours("&Green", "#1e6a52", "#072c22"),
}
