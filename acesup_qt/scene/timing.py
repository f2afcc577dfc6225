"""How long things take on the table: named durations times the speed setting."""

from __future__ import annotations

from .. import settings

DEAL_MS = 260  # one card from the stock to its pile
DEAL_STAGGER_MS = 70  # between the cards of one deal, pile 1 first
DISCARD_MS = 280  # a card flying to the discard heap
MOVE_MS = 220  # a card moving to an empty pile
SNAP_BACK_MS = 200  # a dropped card returning where it came from
LAYOUT_MS = 160  # cards closing up when a pile's fan changes
HIGHLIGHT_MS = 1800  # how long a hint stays lit
# A win: the four aces hop in a wave once the last discard has landed.
ACE_LIFT_MS = 320  # an ace rising
ACE_HOLD_MS = 120  # at the top
ACE_DROP_MS = 520  # falling back, with a small bounce
ACE_STAGGER_MS = 110  # between the aces, pile 1 first


def scaled(duration_ms: int) -> int:
    """``duration_ms`` at the player's animation speed; 0 means instant."""
    return round(duration_ms * settings.animation_scale())
