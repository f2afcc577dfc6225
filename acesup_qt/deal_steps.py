"""Game > Next deal and Previous deal: the deal numbered one after, or one before,
the deal on the table, in the same variant (KPatience's Ctrl+Plus and Ctrl+Minus).

A player working through the deals in order, or going back to the one before,
need not type its number. A game in progress is left only if the player
agrees, as for New game; the question names the deal it would be left for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import deal_step_refused

if TYPE_CHECKING:
    from .main_window import MainWindow


def step_deal(window: MainWindow, step: int) -> None:
    """Start the deal ``step`` away from the one on the table (greyed out where there is none)."""
    number = window.model.deal_number
    if number is None or deal_step_refused(number, step) is not None:
        return  # the action is greyed out: its key is answered with the reason
    target = number + step
    window.start_deal(target, instead=f"deal #{target}")


def connect_deal_steps(window: MainWindow) -> None:
    """Wire ``window``'s Next deal and Previous deal."""
    actions = window.game_actions
    actions.next_deal.triggered.connect(lambda: step_deal(window, 1))
    actions.previous_deal.triggered.connect(lambda: step_deal(window, -1))
