"""How long things take on the table: named durations times the speed setting."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import settings
from ..engine import DEAL, DISCARD

if TYPE_CHECKING:
    from ..engine import Card, Game, Move
    from .places import Place

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
# Gold sparks thrown from behind each pile of aces as it starts to rise. Shorter
# than the ace's whole hop (lift, hold and drop: 960), so the last burst has
# faded as the last ace lands, when the end-of-game dialog opens.
SPARKS_MS = 900


def scaled(duration_ms: int) -> int:
    """``duration_ms`` at the player's animation speed; 0 means instant."""
    return round(duration_ms * settings.animation_scale())


def slide(
    card: Card, moved: list[Card], move: Move | None, deal: bool, place: Place
) -> tuple[int, int]:
    """(duration, delay) in ms for ``card``'s slide to ``place`` after ``move`` carried
    the cards ``moved`` (or after a new deal, with ``deal``)."""
    if deal:
        if place.where == "pile":
            return scaled(DEAL_MS), scaled(DEAL_STAGGER_MS * place.pile)
        return 0, 0
    if move is not None and card in moved:
        if move.kind == DEAL:
            return scaled(DEAL_MS), scaled(DEAL_STAGGER_MS * moved.index(card))
        if move.kind == DISCARD:
            return scaled(DISCARD_MS), 0
        return scaled(MOVE_MS), 0
    return scaled(LAYOUT_MS), 0


def moved_cards(game: Game, move: Move | None, undone: bool) -> list[Card]:
    """The cards ``move`` (just made, or ``undone``) carried, in the order they should fly."""
    if move is None:
        return []
    if move.kind == DEAL:
        n = len(game.piles)
        if undone:
            return list(game.deck[game.dealt : game.dealt + n])
        return [pile[-1] for pile in game.piles]
    if move.kind == DISCARD:
        return [game.piles[move.source][-1] if undone else game.discards[-1]]
    return [game.piles[move.source][-1] if undone else game.piles[move.target][-1]]
