"""The rules of Aces Up, in pure Python. Nothing here may import Qt."""

from .cards import (
    ACE,
    Card,
    NotationError,
    card_code,
    card_label,
    card_name,
    format_cards,
    parse_card,
    parse_cards,
)
from .deals import MAX_DEAL, DealNumberError, deal_cards, parse_deal_number
from .ending import Outcome, Termination
from .game import Game, IllegalMoveError
from .moves import DEAL, DISCARD, SHIFT, Move, UnreadableMoveError, format_moves, parse_moves
from .variants import (
    VARIANTS,
    AcesOnlyGame,
    UnknownVariantError,
    game_from_text,
    new_game,
    variant_class,
)

__all__ = [
    "ACE",
    "DEAL",
    "DISCARD",
    "MAX_DEAL",
    "SHIFT",
    "VARIANTS",
    "AcesOnlyGame",
    "Card",
    "DealNumberError",
    "Game",
    "IllegalMoveError",
    "Move",
    "NotationError",
    "Outcome",
    "Termination",
    "UnknownVariantError",
    "UnreadableMoveError",
    "card_code",
    "card_label",
    "card_name",
    "deal_cards",
    "format_cards",
    "format_moves",
    "game_from_text",
    "new_game",
    "parse_card",
    "parse_cards",
    "parse_deal_number",
    "parse_moves",
    "variant_class",
]
