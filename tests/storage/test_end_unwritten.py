"""A game that ends while its end cannot be written (the disk full): over all the
same, its result kept and written as it ended once the next write goes through;
never counted as abandoned, never twice, never lost."""

from __future__ import annotations

import random
import sqlite3

import pytest

from acesup_qt.storage import History
from acesup_qt.storage.records import Ending

from .play import deal, next_move, start_deal
from .test_disk_full import room_again


def full_disk(history: History) -> None:
    """Every write meets SQLITE_FULL: the database may not grow by a page."""
    connection = history.connection
    connection.execute("CREATE TABLE IF NOT EXISTS filler (b BLOB)")
    connection.execute(
        "CREATE TEMP TRIGGER fill AFTER INSERT ON main.games "
        "BEGIN INSERT INTO filler VALUES (zeroblob(1000000)); END"
    )
    pages = connection.execute("PRAGMA page_count").fetchone()[0]
    connection.execute(f"PRAGMA max_page_count = {pages}")


def room(history: History) -> None:
    history.connection.execute("DROP TRIGGER temp.fill")
    room_again(history.connection)


def end_on_a_full_disk(history: History, autosave):
    """Deal 5 played to its end, the last move as the disk fills; the game."""
    scratch, rng = deal(5), random.Random(1)
    while (move := next_move(scratch, rng)) is not None:
        scratch.push(move)
    game = start_deal(autosave, 5)
    for move in scratch.moves[:-1]:
        game.push(move)
        autosave.record_move(game)
    full_disk(history)
    game.push(scratch.moves[-1])
    assert game.outcome().over
    with pytest.raises(sqlite3.Error):
        autosave.record_move(game)
    return game


def test_the_result_is_kept_and_written_as_the_next_game_starts(history: History, autosaves):
    autosave = autosaves(history)
    game = end_on_a_full_disk(history, autosave)
    assert history.count() == 0
    assert autosave.current is None  # over: its clock stops, leaving it is no loss
    kept = autosave.unrecorded
    assert kept is not None
    assert (kept.score, kept.moves.split()[-1]) == (game.score, game.moves[-1].text)
    with pytest.raises(sqlite3.Error):  # still no room: the next game is not saved...
        autosave.start(deal(6), 6)
    assert history.count() == 0  # ...nor the last one counted abandoned
    room(history)
    left = autosave.start(deal(7), 7)
    assert left == kept
    (stored,) = history.games()
    ending = Ending.WON if game.is_won() else Ending.LOST
    assert (stored.deal_number, stored.ending, stored.score) == (5, ending, game.score)
    assert autosave.unrecorded is None
    autosave.close()  # the new game saved, the old one gone from the saved games
    resumed = autosaves(history).resume()
    assert resumed is not None
    assert resumed.saved.deal_number == 7


def test_an_undo_takes_the_kept_result_back_and_the_game_plays_on(history: History, autosaves):
    autosave = autosaves(history)
    game = end_on_a_full_disk(history, autosave)
    room(history)
    game.pop()
    assert autosave.record_move(game, undos=1) is None
    assert autosave.unrecorded is None
    assert autosave.current is not None
    assert autosave.current.moves == " ".join(m.text for m in game.moves)
    autosave.start(deal(6), 6)  # left now: a loss, abandoned, once
    (stored,) = history.games()
    assert (stored.deal_number, stored.ending) == (5, Ending.ABANDONED)


def test_quitting_writes_the_kept_result_if_there_is_room(history: History, autosaves):
    autosave = autosaves(history)
    game = end_on_a_full_disk(history, autosave)
    room(history)
    autosave.close()
    (stored,) = history.games()
    assert (stored.deal_number, stored.score) == (5, game.score)
    assert autosaves(history).resume() is None  # over: nothing comes back


def test_quitting_still_full_the_game_comes_back_at_its_last_move_saved(
    history: History, autosaves
):
    autosave = autosaves(history)
    game = end_on_a_full_disk(history, autosave)
    autosave.close()
    assert history.count() == 0
    room(history)
    resumed = autosaves(history).resume()
    assert resumed is not None
    assert resumed.saved.moves.split() == [m.text for m in game.moves[:-1]]
