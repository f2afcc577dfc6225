"""Game > Pause (P): the wiring, loaded at start-up; what a pause does loads with the first.

What a pause does is ``paused_table``'s: the clock stops, the cards hide
behind a veil and the table takes no move until the player goes on. Only
this small module is imported before the first frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .paused_table import PausedTable


def connect_pause(window: MainWindow) -> None:
    """Wire ``window``'s Pause action: its check mark is whether the game is paused."""
    made: list[PausedTable] = []  # the first pause makes it

    def switch(on: bool) -> None:
        if not made:
            from .paused_table import PausedTable

            made.append(PausedTable(window))
        made[0].switch(on)

    window.game_actions.pause.toggled.connect(switch)
