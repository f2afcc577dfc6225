"""Games opened from a file (practice) and the saved game's marks: nothing reaches the
statistics that is not the player's game, and nothing is recorded under another game."""

from __future__ import annotations

import random
import sqlite3

import pytest

from acesup_qt.storage import History
from acesup_qt.storage import database as database_module

from .play import next_move
from .test_autosave import deal, play, played_out


def test_a_game_whose_start_could_not_be_saved_is_never_recorded_as_the_game_left(
    db_path, autosaves, monkeypatch
):
    monkeypatch.setattr(database_module, "BUSY_TIMEOUT", 0.05)  # not 10 s of waiting
    history = History.open(db_path)
    autosave = autosaves(history)
    left = deal(4)
    autosave.start(left, 4)
    play(autosave, left, 2)
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another copy of the app writing all the while
    opened = played_out(9)
    while len(opened.moves) > 3:
        opened.pop()
    with pytest.raises(sqlite3.OperationalError):
        autosave.start(opened, 9, counted=False)  # a friend's game, opened from a file
    other.execute("ROLLBACK")
    other.close()
    rng = random.Random(2)
    while (move := next_move(opened, rng)) is not None:  # played out; the file is free again
        opened.push(move)
        assert autosave.record_move(opened) is None
    # Neither the friend's result nor a loss of deal 4 with the friend's moves.
    assert history.count() == 0
    autosave.close()
    again = autosaves(history)
    resumed = again.resume()  # the game left is still there, as it was left
    assert resumed is not None
    assert (resumed.saved.deal_number, resumed.game.moves) == (4, left.moves)
    history.close()
