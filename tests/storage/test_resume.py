"""A game left by a quit or a crash comes back on the next start, exactly, and only once."""

from __future__ import annotations

import random
import threading

from acesup_qt.engine import format_moves
from acesup_qt.storage import History
from acesup_qt.storage.records import Ending

from .play import Clock, deal, leave_game, next_move, play, start_deal


def test_a_closed_game_resumes_at_the_same_position_with_its_moves(db_path, autosaves):
    history = History.open(db_path)
    autosave = autosaves(history)
    game = start_deal(autosave, 42, 7)
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
    start_deal(autosave, 3, 1)  # the clock starts with the first move
    clock.now += 50
    autosave.close()
    clock.now += 10_000  # the app is closed for hours
    resumed_save = autosaves(history, clock=clock)
    resumed = resumed_save.resume()
    assert resumed is not None
    clock.now += 30  # the game back on the table, the player not there yet
    assert resumed_save.elapsed() == 50
    play(resumed_save, resumed.game, 1, seed=2)  # the first move since: the clock goes on
    clock.now += 25
    assert resumed_save.elapsed() == 75
    history.close()


def test_a_second_copy_does_not_take_the_game_of_a_running_one(db_path, autosaves):
    one, two = History.open(db_path), History.open(db_path)
    first = autosaves(one)
    game = start_deal(first, 8, 2)
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
    game = start_deal(crashed, 11, 4)
    assert crashed._lock is not None
    crashed._lock.release()  # what the OS does when the process is killed
    resumed = autosaves(history).resume()
    assert resumed is not None
    assert resumed.game.snapshot() == game.snapshot()
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


def test_a_game_saved_already_over_is_recorded_on_resume_not_played_on(db_path, autosaves):
    # The last move was saved but the copy died before the game was recorded (or an
    # older version saved it so): the next start records it, and starts anew.
    history = History.open(db_path)
    game = leave_game(autosaves(history), 4)
    finished = deal(4)
    rng = random.Random(5)
    while (move := next_move(finished, rng)) is not None:
        finished.push(move)
    history.connection.execute("UPDATE saved_games SET moves = ?", (format_moves(finished.moves),))
    again = autosaves(history)
    assert again.resume() is None
    (recorded,) = history.games()
    assert recorded.moves == format_moves(finished.moves) != format_moves(game.moves)
    assert recorded.score == finished.score
    assert recorded.ending in (Ending.WON, Ending.LOST)
    assert history.connection.execute("SELECT count(*) FROM saved_games").fetchone()[0] == 0
    history.close()
