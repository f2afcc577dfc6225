"""The game in progress is saved after every move and comes back exactly."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest

from acesup_qt.engine import deal_cards, format_cards, format_moves, new_game
from acesup_qt.storage import Autosave, History
from acesup_qt.storage.records import Ending

from .made_up import record
from .play import next_move


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def deal(number: int, variant: str = "standard"):
    return new_game(deal_cards(number), variant)


def play(autosave: Autosave, game, count: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        move = next_move(game, rng)
        assert move is not None
        game.push(move)
        autosave.record_move(game)


def leave_game(autosave: Autosave, number: int, moves: int = 3):
    """A copy of the app plays ``moves`` moves of deal ``number`` and quits; returns the game."""
    game = deal(number)
    autosave.start(game, number)
    play(autosave, game, moves)
    autosave.close()
    return game


def play_to_the_end(autosave: Autosave, game, seed: int = 1, undos: int = 0):
    rng = random.Random(seed)
    while (move := next_move(game, rng)) is not None:
        game.push(move)
        ended = autosave.record_move(game, undos=undos)
        if ended is not None:
            return ended
    raise AssertionError("the game never ended")


def test_a_closed_game_resumes_at_the_same_position_with_its_moves(db_path, autosaves):
    history = History.open(db_path)
    autosave = autosaves(history)
    game = deal(42)
    autosave.start(game, 42)
    play(autosave, game, 7)
    autosave.record_move(game, undos=2, hints=1)
    autosave.close()
    history.close()

    history = History.open(db_path)
    resumed = autosaves(history).resume()
    assert resumed is not None
    assert resumed.game.snapshot() == game.snapshot()
    assert resumed.game.moves == game.moves  # Undo is rebuilt from these
    assert (resumed.saved.deal_number, resumed.saved.undos, resumed.saved.hints) == (42, 2, 1)
    assert history.count() == 0  # nothing finished yet
    history.close()


def test_time_played_carries_over_but_not_time_away(db_path, autosaves):
    clock = Clock()
    history = History.open(db_path)
    autosave = autosaves(history, clock=clock)
    game = deal(3)
    autosave.start(game, 3)
    clock.now += 50
    play(autosave, game, 1)
    autosave.close()
    clock.now += 10_000  # the app is closed for hours
    resumed_save = autosaves(history, clock=clock)
    resumed = resumed_save.resume()
    assert resumed is not None
    clock.now += 25
    assert resumed_save.elapsed() == 75
    history.close()


def test_a_finished_game_is_recorded_once_and_no_longer_resumed(history: History, autosaves):
    autosave = autosaves(history)
    game = deal(5)
    autosave.start(game, 5)
    ended = play_to_the_end(autosave, game)
    assert ended.ending in (Ending.WON, Ending.LOST)
    assert ended.score == game.score
    assert autosave.current is None
    assert autosave.record_move(game) is None  # an undo after the end changes nothing
    (stored,) = history.games()
    assert (stored.deal_number, stored.moves, stored.ending) == (5, ended.moves, ended.ending)
    autosave.close()
    assert autosaves(history).resume() is None


def test_an_undo_on_the_final_position_takes_the_result_back(history: History, autosaves):
    autosave = autosaves(history)
    game = deal(5)
    autosave.start(game, 5)
    ended = play_to_the_end(autosave, game)
    game.pop()
    assert autosave.record_move(game, undos=1) is None
    assert history.count() == 0  # the result is taken back...
    assert autosave.current is not None
    assert autosave.current.game_key == ended.game_key  # ...and the same game goes on
    again = play_to_the_end(autosave, game, seed=2, undos=1)
    (stored,) = history.games()
    assert (stored.game_key, stored.undos, stored.moves) == (ended.game_key, 1, again.moves)


def test_after_a_new_game_an_undo_cannot_reopen_the_old_result(history: History, autosaves):
    autosave = autosaves(history)
    game = deal(5)
    autosave.start(game, 5)
    play_to_the_end(autosave, game)
    autosave.start(deal(6), 6)
    game.pop()
    autosave.record_move(game)
    assert history.count() == 1


def test_a_new_game_records_the_old_one_as_abandoned(history: History, autosaves):
    autosave = autosaves(history)
    first = deal(1)
    autosave.start(first, 1)
    play(autosave, first, 3)
    left = autosave.start(deal(2), 2)
    assert left is not None
    assert left.ending is Ending.ABANDONED
    assert not left.won
    assert left.score == first.score
    (stored,) = history.games()
    assert stored.ending is Ending.ABANDONED


def test_an_abandoned_game_keeps_its_time_played(history: History, autosaves):
    clock = Clock()
    autosave = autosaves(history, clock=clock)
    first = deal(1)
    autosave.start(first, 1)
    clock.now += 90
    play(autosave, first, 2)
    clock.now += 30
    left = autosave.start(deal(2), 2)  # a new game: the first one is a loss, of 2 minutes
    assert left is not None
    assert left.duration == 120
    second = deal(2)
    play(autosave, second, 1)
    clock.now += 45
    left = autosave.abandon()
    assert left is not None
    assert left.duration == 45
    assert sorted(g.duration for g in history.games()) == [45, 120]


def test_a_game_left_before_its_first_move_is_not_counted(history: History, autosaves):
    autosave = autosaves(history)
    autosave.start(deal(1), 1)
    assert autosave.abandon() is None
    assert history.count() == 0


def test_a_custom_deck_resumes_and_is_recorded_with_its_deck(db_path, autosaves):
    history = History.open(db_path)
    autosave = autosaves(history)
    cards = list(reversed(deal_cards(9)))
    game = new_game(cards, "aces-only")
    autosave.start(game, None)
    play(autosave, game, 2)
    autosave.close()
    again = autosaves(history)
    resumed = again.resume()
    assert resumed is not None
    assert resumed.game.variant == "aces-only"
    assert list(resumed.game.deck) == cards
    record = again.abandon()
    assert record is not None
    assert record.deal_number is None
    assert record.deck is not None
    history.close()


def test_a_second_copy_does_not_take_the_game_of_a_running_one(db_path, autosaves):
    one, two = History.open(db_path), History.open(db_path)
    first = autosaves(one)
    game = deal(8)
    first.start(game, 8)
    play(first, game, 2)
    second = autosaves(two)
    assert second.resume() is None  # the first copy is alive and playing it
    first.close()  # now it is gone: its game is free to resume
    resumed = second.resume()
    assert resumed is not None
    assert resumed.game.moves == game.moves
    one.close()
    two.close()


def test_a_crashed_copy_leaves_its_game_to_the_next_one(db_path, autosaves):
    history = History.open(db_path)
    crashed = autosaves(history)
    game = deal(11)
    crashed.start(game, 11)
    play(crashed, game, 4)
    assert crashed._lock is not None
    crashed._lock.release()  # what the OS does when the process is killed
    resumed = autosaves(history).resume()
    assert resumed is not None
    assert resumed.game.snapshot() == game.snapshot()
    history.close()


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


def test_two_copies_finishing_games_at_once_lose_and_double_nothing(db_path, autosaves):
    History.open(db_path).close()
    errors: list[BaseException] = []
    games_each = 6

    def copy_of_the_app(seed: int) -> None:
        try:
            history = History.open(db_path)
            autosave = autosaves(history)
            for n in range(games_each):
                number = seed * 100 + n
                game = deal(number)
                autosave.start(game, number)
                play_to_the_end(autosave, game, seed=number)
            autosave.close()
            history.close()
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=copy_of_the_app, args=(s,)) for s in (1, 2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    history = History.open(db_path)
    numbers = sorted(g.deal_number for g in history.games() if g.deal_number is not None)
    assert numbers == [s * 100 + n for s in (1, 2) for n in range(games_each)]
    history.close()


def test_two_copies_starting_together_resume_a_left_game_only_once(db_path, autosaves):
    history = History.open(db_path)
    leave_game(autosaves(history), 21)
    history.close()

    starting, resumed = threading.Barrier(2), threading.Barrier(2)
    taken: list[bool] = []

    def start_copy() -> None:
        copy = History.open(db_path)
        autosave = autosaves(copy)
        starting.wait()
        taken.append(autosave.resume() is not None)
        resumed.wait()  # both still running: neither has left the game to the other
        autosave.close()
        copy.close()

    threads = [threading.Thread(target=start_copy) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(taken) == [False, True]


def test_statistics_in_memory_still_autosave_within_the_session(tmp_path: Path, autosaves):
    blocker = tmp_path / "file"
    blocker.write_text("")
    history = History.open(blocker / "acesup.sqlite3")
    autosave = autosaves(history)
    game = deal(6)
    autosave.start(game, 6)
    play_to_the_end(autosave, game)
    assert history.count() == 1
    autosave.close()


def test_resuming_replaces_a_game_begun_before_without_leaving_it_saved(db_path, autosaves):
    history = History.open(db_path)
    leave_game(autosaves(history), 31, moves=2)
    autosave = autosaves(history)
    autosave.start(deal(1), 1)  # the window's first deal, before it looks for a saved game
    resumed = autosave.resume()
    assert resumed is not None
    assert resumed.saved.deal_number == 31
    saved = history.connection.execute("SELECT deal_number FROM saved_games").fetchall()
    assert saved == [(31,)]
    assert history.count() == 0
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


def test_a_file_where_the_session_locks_go_does_not_stop_the_game(db_path, autosaves):
    db_path.parent.mkdir(parents=True)
    blocker = db_path.with_name(db_path.name + ".sessions")
    blocker.write_text("a file a player or a sync tool left")
    history = History.open(db_path)
    first = autosaves(history)  # raised FileExistsError, and the game never opened
    (notice,) = first.take_notices()
    assert str(blocker) in notice
    assert "Your game is saved as usual" in notice
    game = leave_game(first, 4)
    resumed = autosaves(history).resume()
    assert resumed is not None
    assert resumed.game.snapshot() == game.snapshot()
    assert blocker.read_text() == "a file a player or a sync tool left"  # left as it was
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
    game = deal(9)
    older.start(game, 9)
    play(older, game, 4)
    older.abandon()
    game = deal(5)
    older.start(game, 5)
    play_to_the_end(older, game)
    game = deal(6)
    older.start(game, 6)
    play(older, game, 2)
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
