"""The decks whose solution Show me how has shown: no later game of one is a clean win.

Show me how plays a winning line of a deal on the table, and with it the whole
order of its stock. A game of that deck in that variant that ends afterwards
(a Restart, Play it again from the statistics, the deal chosen by its number,
a game resumed after a quit) is played knowing the answer: counted as any
other, but marked ``solution_seen`` and never a clean win. The mark is looked
up as the game ends, not kept with the game in progress, so a game that goes
on across a quit, or in another copy of the game, gets it all the same. A
Reset of the statistics forgets games, not what the player has seen: the
decks stay.
"""

from __future__ import annotations

import sqlite3


def note_shown(connection: sqlite3.Connection, variant: str, deck: str, when: float) -> None:
    """``deck`` (a deck string) has had its solution shown in ``variant``, at ``when``
    (seconds since the epoch); the first time is kept."""
    connection.execute(
        "INSERT OR IGNORE INTO shown_solutions (variant, deck, shown_at) VALUES (?, ?, ?)",
        (variant, deck, when),
    )


def was_shown(connection: sqlite3.Connection, variant: str, deck: str) -> bool:
    """True once a solution of ``deck`` in ``variant`` has been shown."""
    row = connection.execute(
        "SELECT 1 FROM shown_solutions WHERE variant = ? AND deck = ?", (variant, deck)
    ).fetchone()
    return row is not None
