"""Games opened from a file (practice) and the saved game's marks: nothing reaches the
statistics that is not the player's game, and nothing is recorded under another game."""

from __future__ import annotations

import random
import sqlite3

import pytest

from acesup_qt.engine import format_cards
from acesup_qt.storage import History
from acesup_qt.storage import database as database_module
from acesup_qt.storage.records import Ending

from .play import deal, leave_game, next_move, play, play_to_the_end


def played_out(number: int, seed: int = 1):
    """Deal ``number`` played to its end by somebody else (a game in a file)."""
    game = deal(number)
    rng = random.Random(seed)
    while (move := next_move(game, rng)) is not None:
        game.push(move)
    assert game.is_over()
    return game


def test_a_game_opened_over_is_never_counted_however_it_is_played_on(history, autosaves):
    autosave = autosaves(history)
    left = deal(4)
    autosave.start(left, 4)
    play(autosave, left, 2)
    game = played_out(5)
    abandoned = autosave.start(game, 5, counted=False)  # opened from a file, already over
    assert abandoned is not None
    assert (abandoned.deal_number, abandoned.ending) == (4, Ending.ABANDONED)
    assert autosave.current is None  # nothing in progress: leaving it costs nothing
    assert autosave.record_move(game) is None
    last = game.pop()  # Undo: the game is on again, still the file's, not the player's
    autosave.record_move(game, undos=1)
    assert autosave.current is not None
    assert (autosave.current.deal_number, autosave.current.counted) == (5, False)
    game.push(last)  # Redo: somebody else's result, with one undo, is still not theirs
    assert autosave.record_move(game, undos=1) is None
    assert autosave.current is None
    game.pop()
    autosave.record_move(game, undos=2)
    rng = random.Random(7)  # played on to the end, another way
    while (move := next_move(game, rng)) is not None:
        game.push(move)
        assert autosave.record_move(game, undos=2) is None
    game.pop()
    autosave.record_move(game, undos=3)
    assert autosave.abandon() is None  # left unfinished: no loss either
    assert [g.deal_number for g in history.games()] == [4]  # only the game left for it


def test_an_opened_game_in_progress_is_resumed_still_not_counted(db_path, autosaves):
    history = History.open(db_path)
    autosave = autosaves(history)
    game = played_out(6)
    while len(game.moves) > 3:
        game.pop()
    autosave.start(game, 6, counted=False)  # opened after its first three moves
    play(autosave, game, 2)
    autosave.close()
    history.close()

    history = History.open(db_path)
    again = autosaves(history)
    resumed = again.resume()
    assert resumed is not None
    assert (resumed.saved.deal_number, resumed.saved.counted) == (6, False)
    assert resumed.game.moves == game.moves
    game = resumed.game
    while (move := next_move(game, random.Random(len(game.moves)))) is not None:
        game.push(move)
        assert again.record_move(game) is None  # its end, like its moves, is not counted
    assert history.count() == 0
    fresh = deal(7)
    again.start(fresh, 7)  # the next game is the player's own again: counted
    play_to_the_end(again, fresh)
    assert [g.deal_number for g in history.games()] == [7]
    history.close()


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


@pytest.mark.parametrize("mark", ["no", 2, b"\x01"])
def test_a_counted_mark_that_is_neither_1_nor_0_makes_practice_and_says_so(
    db_path, autosaves, mark
):
    history = History.open(db_path)
    game = leave_game(autosaves(history), 4)
    # SQLite keeps whatever it is given: another program, or a disk, wrote this.
    history.connection.execute("UPDATE saved_games SET counted = ?", (mark,))
    again = autosaves(history)
    resumed = again.resume()
    assert resumed is not None  # the moves are not lost
    assert resumed.game.moves == game.moves
    assert resumed.saved.counted is False  # never a result of doubtful origin
    (notice,) = again.take_notices()
    assert f"deal #4 in {db_path} does not say whether it counts" in notice
    assert repr(mark) in notice
    assert "Restart plays that deal as a game of your own." in notice
    again.close()
    later = autosaves(history)  # quit and started again: still practice, and said once
    resumed = later.resume()
    assert resumed is not None
    assert resumed.saved.counted is False
    assert later.take_notices() == []
    again = later
    game, rng = resumed.game, random.Random(5)
    while (move := next_move(game, rng)) is not None:
        game.push(move)
        assert again.record_move(game) is None
    assert game.is_over()
    assert history.count() == 0
    history.close()


def test_a_saved_deal_number_that_is_not_its_decks_leaves_the_deck_it_is(db_path, autosaves):
    history = History.open(db_path)
    game = leave_game(autosaves(history), 4)
    history.connection.execute("UPDATE saved_games SET deal_number = 5")
    again = autosaves(history)
    resumed = again.resume()
    assert resumed is not None
    assert resumed.saved.deal_number is None  # not "Deal #5", which is another deck
    assert game_text(resumed) == game.to_text()  # Save game as writes it, with no deal line
    left = again.abandon()
    assert left is not None
    assert (left.deal_number, left.deck) == (None, format_cards(game.deck))  # played again as is
    history.close()


def game_text(resumed) -> str:
    """What Save game as writes of a resumed game (its deal line checked against its deck)."""
    return resumed.game.to_text(resumed.saved.deal_number)
