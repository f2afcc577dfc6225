"""Saved games this version cannot take as they are: a damaged one goes on as far as it
reads (or starts anew, with a notice), one of a newer version waits for it untouched."""

from __future__ import annotations

import pytest

from acesup_qt.engine import format_cards, format_moves
from acesup_qt.storage import Autosave, History
from acesup_qt.storage.records import Ending

from .made_up import record
from .play import Clock, leave_game, play_to_the_end, start_deal


def test_a_saved_game_with_an_unreadable_move_goes_on_as_far_as_it_reads(db_path, autosaves):
    history = History.open(db_path)
    autosave = autosaves(history)
    finished = record(99, Ending.WON)
    history.add(finished)
    game = leave_game(autosave, 4)
    good = format_moves(game.moves)
    history.connection.execute("UPDATE saved_games SET moves = ?", (good + " zz q9",))
    again = autosaves(history)
    resumed = again.resume()
    assert resumed is not None  # the player's three moves are not lost
    assert format_moves(resumed.game.moves) == good == resumed.saved.moves
    (notice,) = again.take_notices()
    assert "The saved game of deal #4" in notice
    assert "could not be read past move 3 (move 4: 'zz' is not a move" in notice
    assert str(db_path) in notice
    assert [g.game_key for g in history.games()] == [finished.game_key]
    (saved,) = history.connection.execute("SELECT moves FROM saved_games").fetchall()
    assert saved[0] == good  # saved again as read: the next start is quiet
    assert not again.clock_running  # saved again, but nobody has played yet
    again.close()
    assert autosaves(history).resume() is not None
    history.close()


def test_a_saved_game_with_an_unreadable_deck_starts_anew(db_path, autosaves):
    history = History.open(db_path)
    leave_game(autosaves(history), 4)
    history.connection.execute("UPDATE saved_games SET deck = 'AS AS'")
    again = autosaves(history)
    assert again.resume() is None
    (notice,) = again.take_notices()
    assert "The saved game (deal #4)" in notice
    assert "could not be read" in notice
    assert again.resume() is None  # dropped, not offered again
    history.close()


def test_a_saved_game_with_garbled_figures_still_resumes_and_quits(db_path, autosaves):
    history = History.open(db_path)
    game = leave_game(autosaves(history), 4)
    # SQLite keeps whatever it is given: another program, or a disk, wrote text here.
    history.connection.execute(
        "UPDATE saved_games SET elapsed = 'abc', undos = 'x', hints = X'00ff', started_at = 'y', "
        "deal_number = 'four'"
    )
    again = autosaves(history)
    resumed = again.resume()
    assert resumed is not None  # the player's moves are not lost
    assert resumed.game.snapshot() == game.snapshot()
    assert again.take_notices() == []
    again.close()  # quitting saves the time played: it must not fail
    (elapsed,) = history.connection.execute("SELECT elapsed FROM saved_games").fetchone()
    assert isinstance(elapsed, float)
    assert resumed.saved.deal_number is None  # the deck it is, never "Deal #four"
    last = autosaves(history)
    assert last.resume() is not None
    left = last.abandon()
    assert left is not None
    assert left.deck == format_cards(game.deck)  # kept as a custom deck
    assert [g.game_key for g in history.games()] == [left.game_key]  # the statistics read it
    history.close()


def _saved_rows(history: History) -> list[tuple[object, ...]]:
    return history.connection.execute("SELECT * FROM saved_games ORDER BY game_key").fetchall()


def _left_by_a_newer_version(history: History, autosave: Autosave, number: int):
    """A game of a variant this version does not know, as a newer version leaves it."""
    leave_game(autosave, number)
    history.connection.execute(
        "UPDATE saved_games SET variant = 'double-aces' WHERE deal_number = ?", (number,)
    )
    (row,) = [r for r in _saved_rows(history) if r[3] == number]
    return row


def test_a_game_of_a_variant_from_a_newer_version_is_kept_untouched_and_the_player_told(
    db_path, autosaves
):
    history = History.open(db_path)
    newer = _left_by_a_newer_version(history, autosaves(history), 4)
    older = autosaves(history)
    assert older.resume() is None  # a new game, not a deleted one
    (notice,) = older.take_notices()
    assert "Your last game (deal #4, variant 'double-aces')" in notice
    assert "saved by a newer version of Aces Up" in notice
    assert "A new game was started." in notice
    assert f"kept as it was in {db_path}" in notice
    assert _saved_rows(history) == [newer]  # not claimed, not rewritten
    # The older version's own games come and go in rows of their own.
    game = start_deal(older, 9, 4)
    older.abandon()
    game = start_deal(older, 5)
    play_to_the_end(older, game)
    game = start_deal(older, 6, 2)
    older.close()
    assert newer in _saved_rows(history)
    assert newer[0] not in [g.game_key for g in history.games()]  # never counted as left
    again = autosaves(history)
    resumed = again.resume()  # deal 6, saved last; the newer game waits, still unclaimed
    assert resumed is not None
    assert resumed.saved.deal_number == 6
    assert again.take_notices() == []
    again.abandon()
    again.close()
    assert _saved_rows(history) == [newer]
    history.close()


@pytest.mark.parametrize("garbled", ["", "Standard ", "aces\x00only", b"standard", 7])
def test_a_saved_game_whose_variant_is_garbled_is_dropped_not_kept_for_a_newer_version(
    db_path, autosaves, garbled
):
    history = History.open(db_path)
    leave_game(autosaves(history), 4)
    history.connection.execute("UPDATE saved_games SET variant = ?", (garbled,))
    again = autosaves(history)
    assert again.resume() is None
    (notice,) = again.take_notices()
    assert "The saved game (deal #4)" in notice
    assert "could not be read" in notice
    assert "newer version" not in notice
    assert _saved_rows(history) == []  # dropped, not offered again
    history.close()


def test_an_older_game_is_resumed_past_a_newer_versions_game_and_the_player_told(
    db_path, autosaves
):
    clock = Clock()
    history = History.open(db_path)
    mine = leave_game(autosaves(history, wall_clock=clock), 3)
    clock.now += 60
    newer = _left_by_a_newer_version(history, autosaves(history, wall_clock=clock), 4)
    again = autosaves(history, wall_clock=clock)
    resumed = again.resume()
    assert resumed is not None  # the game before it: none lost
    assert resumed.game.snapshot() == mine.snapshot()
    (notice,) = again.take_notices()
    assert "Your last game (deal #4, variant 'double-aces')" in notice
    assert "Your game before it goes on instead." in notice
    assert newer in _saved_rows(history)
    history.close()
