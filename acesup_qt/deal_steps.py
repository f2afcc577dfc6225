"""Game > Next deal and Previous deal, and the Variant menu: the deal a
player moves on to from the one on the table.

Next deal and Previous deal step to the deal numbered one after, or one
before, in the same variant (KPatience's Ctrl+Plus and Ctrl+Minus): a player
working through the deals in order, or going back to the one before, need
not type its number. A variant chosen deals the same cards again under its
rules; with Winnable deals only on, those cards may not be winnable under
them, so it brings a deal of that variant the solver can win, found as New
game finds one. A game in progress is left only if the player agrees; the
question names the deal it would be left for, when there is one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import settings
from .actions import deal_step_refused
from .wording import left_for, variant_name

if TYPE_CHECKING:
    from .main_window import MainWindow


def start_found_deal(window: MainWindow, number: int, variant: str) -> None:
    """Start the winnable deal ``number`` of ``variant`` the solver found."""
    # The player agreed to leave the game before the search began (and has
    # not moved since: a move calls the search off).
    window.game_end.close()
    window.model.start_deal(number, variant)


def choose_variant(window: MainWindow, name: str) -> None:
    model = window.model
    if name == model.variant:
        searching = window.winnable.finding_variant
        if searching is not None and searching != name:
            # The player took back the other variant while the solver looked for
            # a deal of it: the table's variant stays, and no deal of the other
            # comes in a moment later, against the last choice made.
            window.winnable.cancel_find()
            window.say(f"No new deal: you kept {variant_name(name)}.")
        return
    winnable_only = settings.winnable_only()
    # "Leave it for deal #5 in Four Ace Patience?", not "for a new one".
    instead = left_for(model.deal_number, name, True, model.variant)
    if winnable_only:  # not that deal: the one the solver will find
        instead = f"a winnable deal in {variant_name(name)}"
    # Until a game of the variant chosen is on the table, the menu names the one that is.
    window.game_actions.variants[model.variant].setChecked(True)
    if not window.may_leave_game(instead=instead):
        return
    if winnable_only:
        # As New game: the table stays as it is while the solver looks, and a
        # move meanwhile keeps it (``WinnableHelper``); the deal found starts
        # in ``start_found_deal``.
        window.winnable.find_deal(name)
        return
    window.game_end.close()
    number = model.deal_number
    if number is None:
        model.start(model.game.deck, name)
    else:
        model.start_deal(number, name)


def step_deal(window: MainWindow, step: int) -> None:
    """Start the deal ``step`` away from the one on the table (greyed out where there is none)."""
    number = window.model.deal_number
    if number is None or deal_step_refused(number, step) is not None:
        return  # the action is greyed out: its key is answered with the reason
    target = number + step
    window.start_deal(target, instead=f"deal #{target}")


def connect_deal_steps(window: MainWindow) -> None:
    """Wire ``window``'s Next deal, Previous deal and Variant items, and the winnable
    deal New game searched for (the search starts in ``MainWindow.new_game``)."""
    actions = window.game_actions
    actions.next_deal.triggered.connect(lambda: step_deal(window, 1))
    actions.previous_deal.triggered.connect(lambda: step_deal(window, -1))
    for name, action in actions.variants.items():
        action.triggered.connect(lambda _=False, n=name: choose_variant(window, n))
    window.winnable.deal_found.connect(
        lambda number, variant: start_found_deal(window, number, variant)
    )
