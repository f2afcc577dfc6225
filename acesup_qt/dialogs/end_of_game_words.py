"""What the end-of-game dialog's buttons say they do: their tooltips, which a
screen reader reads as their descriptions, shared with Review moves' own Show me how
and Take me back there."""

from __future__ import annotations

# What New game, Restart, Undo and Close do, in the toolbar's words (``actions.py``
# TOOL_WORDS) without their question: the game is over, there is none to ask.
# Undo's names the move it takes back, when the dialog is told it (``undo_words``).
BUTTON_WORDS = (
    "Deal a new game",
    "Deal this game again from its first card",
    "Take back the last move and play on",
    "Close this and look at the finished game on the table",
)


SHOW_ME_TIP = "Restart the deal and watch the solver's solution being played"


def take_back_tip(back_to: int) -> str:
    """What Take me back there does, to the position after move ``back_to``."""
    # "move", not "your move": it may have been the demo's (the words above it say).
    after = f"after move {back_to}" if back_to else "at the start"
    return f"Go back to where the deal could still be won, {after}; Redo plays the moves again"


def undo_words(last_move: str) -> str:
    """What Undo does, ``last_move`` named ("your last move, Discard 9♣"): "Take back
    your last move, Discard 9♣, and play on"; BUTTON_WORDS' without it."""
    return f"Take back {last_move}, and play on" if last_move else BUTTON_WORDS[2]
