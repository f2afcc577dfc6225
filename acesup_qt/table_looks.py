"""Settings > Table colour, Card back and Four-colour deck: the looks a player chose.

Each choice is kept in the settings and shows at once: the view drops the
felt it keeps as a picture, the card art the backs or faces it painted, and
the Deal button shows the new back (the stock it deals from).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import settings
from .icons import deal_icon

if TYPE_CHECKING:
    from .main_window import MainWindow


def choose_table_colour(window: MainWindow, name: str) -> None:
    settings.set_table_colour(name)
    window.scene.set_felt(name)


def choose_card_back(window: MainWindow, name: str) -> None:
    settings.set_card_back(name)
    window.art.set_back(name)
    window.scene.update()  # every back on the table, painted again from the art
    window.game_actions.deal.setIcon(deal_icon(name))


def choose_four_colour(window: MainWindow, on: bool) -> None:
    settings.set_four_colour(on)
    window.art.set_four_colour(on)
    window.scene.update()


def connect_table_looks(window: MainWindow) -> None:
    """Wire ``window``'s Table colour, Card back and Four-colour deck items."""
    actions = window.game_actions
    actions.four_colour.toggled.connect(lambda on: choose_four_colour(window, on))
    for name, action in actions.table_colours.items():
        action.triggered.connect(lambda _=False, n=name: choose_table_colour(window, n))
    for name, action in actions.card_backs.items():
        action.triggered.connect(lambda _=False, n=name: choose_card_back(window, n))
