"""Which game is on the table, as the window names it: title, deal label, result.

The title names the variant too, when it is not the standard game ("Deal #7 ·
Four Ace Patience"), as the end-of-game dialog names a game: the status bar's
variant label is out of sight in a task bar or window switcher, where two
windows of deal #7 under different rules looked one and the same game.

A practice game (not counted in the statistics) carries a quiet mark for as
long as it is on the table: "Deal #5 · practice" in the title bar and in the
status bar's deal label, whose tooltip says what that means. The message
that says so when a file opens is gone with the first move, and a practice
game resumed before its first move never showed one: without the mark, a
player could play a whole opened game believing it counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from . import settings
from .engine import Outcome
from .wording import (
    EMPTY_PILE_RULE,
    PRACTICE,
    PRACTICE_TIP,
    deal_heading,
    plural,
    variant_name,
)

if TYPE_CHECKING:
    from .main_window import MainWindow


DEAL_WORDS = "The game on the table: a deal number deals the same cards on every computer"


def marked(name: str, counted: bool) -> str:
    """``name`` with the practice mark when the game is not ``counted``: "Deal #5 · practice"."""
    return name if counted else f"{name} · {PRACTICE}"


def window_title(number: int | None, variant: str, counted: bool) -> str:
    """The title of the window with this game on the table: "Deal #7", "Deal #7 · Four
    Ace Patience", "Custom deck · Four Ace Patience · practice"."""
    name = deal_heading(number)
    if variant != "standard":  # the game most play goes unsaid, as in file names
        name = f"{name} · {variant_name(variant)}"
    return marked(name, counted)


def show_deal(window: MainWindow) -> None:
    """Name the game on the table of ``window`` in its title and deal label, marked if practice."""
    counted = window.recorder.counted
    model = window.model
    # Qt adds the application's name itself where that is the habit (on
    # Linux and Windows: "Deal #5 — Aces Up"); saying it here made it twice.
    window.setWindowTitle(window_title(model.deal_number, model.variant, counted))
    # The label stands next to the status bar's variant label: the deal alone.
    window.deal_label.setText(marked(deal_heading(model.deal_number), counted))
    window.deal_label.setToolTip("" if counted else PRACTICE_TIP)
    # For a screen reader, what the label is; a practice game's, what its mark means.
    window.deal_label.setAccessibleDescription(DEAL_WORDS if counted else PRACTICE_TIP)


def show_game(window: MainWindow, keep_variant: bool = True) -> None:
    """A game started on ``window``'s table: its deal and variant named, the variant
    kept (``keep_variant``) as the one the next start plays."""
    model = window.model
    show_deal(window)  # "Deal #5 · Four Ace Patience", marked while the game is practice
    window.variant_label.setText(variant_name(model.variant))
    rule = EMPTY_PILE_RULE[model.game.only_aces_fill_empty_piles]
    window.variant_label.setAccessibleDescription(f"The variant played: {rule}")
    window.game_actions.variants[model.variant].setChecked(True)
    # The variant played last is the one the next start plays: chosen in the
    # menu, or that of a game opened from a file or the command line, as the
    # Variant menu shows and New game plays it.
    if keep_variant and settings.variant() != model.variant:
        settings.set_variant(model.variant)


class Result(NamedTuple):
    """How a game ended, for the status bar, in its pieces: the game, its ending and,
    if said, how to go on. Words that tell of the result another way (a past
    position of it under review, the game on again) are built from the pieces."""

    deal: str  # "Deal #5", "Deal #5 · practice", "Deal #5 · solution shown"
    ending: str  # "lost, score 30"; "won, score 48, not counted"
    then: str = ""  # how to go on: a solution shown's

    @property
    def text(self) -> str:
        """Whole: "Deal #5: lost, score 30."."""
        said = f"{self.deal}: {self.ending}."
        return f"{said} {self.then}" if self.then else said


def practice_result(deal_number: int | None, outcome: Outcome) -> Result:
    """How a practice game ended, for the status bar: "Deal #5 · practice: lost, score 30."."""
    result = "won" if outcome.won else "lost"
    return Result(marked(deal_heading(deal_number), False), f"{result}, score {outcome.score}")


def shown_result(deal_number: int | None, outcome: Outcome) -> Result:
    """How a solution shown (Show me how) ended, and how to go on, for the status bar:
    "Deal #5 · solution shown: won, score 48, not counted. Undo steps back through it; ..."
    (marked as a practice game's result is: the game on the table is not the player's)."""
    result = "won" if outcome.won else "lost"
    return Result(
        f"{deal_heading(deal_number)} · solution shown",
        f"{result}, score {outcome.score}, not counted",
        "Undo steps back through it; Restart deals it for you to play.",
    )


def welcome_back(moves: int, counted: bool) -> str:
    """What the status bar says of a game resumed after ``moves`` moves.

    A practice game is "your practice game": the mark's word, whose meaning
    the deal label's tooltip gives. The whole wording made the welcome back
    too long for an 800x600 window even once every label stepped aside.
    """
    game = "your game" if counted else f"your {PRACTICE} game"
    # One move is not gone "back through": "them" spoke of one move as of many.
    undo = "Undo takes it back." if moves == 1 else "Undo goes back through them."
    return f"Welcome back: {game}, as you left it after {plural(moves, 'move')}. {undo}"
