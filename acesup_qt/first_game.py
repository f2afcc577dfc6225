"""The game a start puts on the table: the one asked for, the one left last time, or a new deal.

A game asked for on the command line (``acesup-qt FILE``, ``--deal N``,
``--deck DECK``) used to go on the table in place of the game left in
progress last time, which stayed saved out of sight: every later start
resumed a newer game first, so it was neither played on nor counted. Now the
game left comes back first, as at any start, and the game asked for is then
started the way its menu item starts it: a game in progress is left only if
the player agrees (a loss), as with Game > Open game… or Select deal number.
The question waits for the window to show, so that the player sees the game
they are asked to leave.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from . import settings
from .engine import MAX_DEAL, Card, format_cards
from .wording import (
    CHOSEN_CUSTOM_DECK,
    already_on_table,
    deal_named,
    not_started,
    played_elsewhere,
    variant_name,
)

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .storage.game_file import OpenedGame


def start_first_game(
    window: MainWindow,
    variant: str,
    number: int | None = None,
    deck: Sequence[Card] | None = None,
    opened: tuple[OpenedGame, Path] | None = None,
) -> None:
    """Resume the game left last time, then start the game asked for, if any (asking
    first when the resumed game is in progress); with neither, a random deal."""
    resumed = window.resume()

    def start_asked() -> None:
        kept, name = window.model.deal_number, ""
        game = window.model.game
        same = (
            kept == number if number is not None else deck is not None and game.deck == tuple(deck)
        )
        if (
            resumed
            and opened is None
            and same
            and game.variant == variant
            and window.recorder.counted
        ):
            # The game left is the one asked for (the same shortcut twice, say): to ask
            # "Leave deal #12 for deal #12?" would only puzzle; Restart deals it anew.
            # (A practice game of that deal is left as any other: the player asks for
            # one that counts.) Only a game resumed was left: before any start the
            # table holds deal 1 unstarted, which a first --deal 1 must deal.
            window.say(already_on_table(deal_named(number, CHOSEN_CUSTOM_DECK)))
            return
        # Under the other rules, both games are named with theirs, as every leave
        # question does (``wording.left_for``): "Leave it for deal #12?" asked on
        # deal #12 itself would puzzle, and on another deal would hide the change.
        rules = kept_rules = ""
        if game.variant != variant:
            rules, kept_rules = f" in {variant_name(variant)}", f" in {variant_name(game.variant)}"
        if opened is not None:
            files = window.dialogs.files
            # Resumed, the file may hold the table's own game: only taken back then.
            name = opened[1].name
            asked = f"the game in {name}"  # as the question names it
            started = (files.open_opened if resumed else files.start)(*opened)
        elif deck is not None:
            asked = CHOSEN_CUSTOM_DECK + rules  # --deck: the table may hold a custom deck too
            started = window.start_deck(format_cards(deck), variant, instead=asked)
        else:
            assert number is not None
            asked = f"deal #{number}{rules}"
            started = window.start_deal(number, variant, instead=asked)
        if not started:  # Keep playing: the game asked for goes nowhere, and that is said
            # Until the next move or message, as the words on a file opened.
            window.status_bar.show_message(not_started(asked, kept, kept_rules), squeeze=name)

    if opened is not None or deck is not None or number is not None:
        if resumed and window.recorder.in_progress:
            QTimer.singleShot(0, window, start_asked)  # once shown: the question needs the table
        else:
            start_asked()
    elif not resumed:
        window.model.start_deal(random.randint(1, MAX_DEAL), variant)
        if settings.winnable_only():
            # This deal gives way to a winnable one once the solver finds it. The
            # search starts after the first frame: its thread would slow the start.
            window.view.first_painted.connect(lambda: QTimer.singleShot(0, window.new_game))
    elsewhere = window.recorder.autosave.elsewhere
    if not resumed and elsewhere:
        # Said, lest the player take the game left for lost: a second copy deals anew.
        window.say(played_elsewhere(deal_named(elsewhere[0].deal_number), elsewhere[0].variant))


__all__ = ["start_first_game"]
