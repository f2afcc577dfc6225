"""A second copy of the game quit before its first move leaves no deal that a later
start would put on the table in place of the game the player played in the first."""

from __future__ import annotations

import contextlib
import sqlite3
import threading

from acesup_qt.engine import Game
from acesup_qt.storage import Autosave, History
from acesup_qt.storage.liveness import lock_directory

from .play import Clock, deal, leave_game, play, start_deal


def saved_deals(history: History) -> list[int]:
    rows = history.connection.execute("SELECT deal_number FROM saved_games ORDER BY deal_number")
    return [row[0] for row in rows]


def playing_deal_7(autosave: Autosave) -> Game:
    """The copy ``autosave`` plays two moves of deal 7: the game played, to keep."""
    game = start_deal(autosave, 7, 2)
    return game


def test_the_game_played_comes_back_not_the_deal_of_a_copy_quit_before_its_first_move(
    db_path, autosaves
):
    wall = Clock()  # the second copy's deal is saved after the first copy's last move
    one, two = History.open(db_path), History.open(db_path)
    first = autosaves(one, wall_clock=wall)
    game = playing_deal_7(first)
    wall.now += 60
    second = autosaves(two, wall_clock=wall)
    assert second.resume() is None  # the first copy is playing it
    second.start(deal(8), 8)
    second.close()  # no move made
    assert saved_deals(one) == [7]
    first.close()
    two.close()

    resumed = autosaves(one).resume()
    assert resumed is not None
    assert resumed.game.moves == game.moves
    assert saved_deals(one) == [7]
    one.close()


def test_while_the_first_copy_runs_a_later_start_deals_anew(db_path, autosaves):
    one, two = History.open(db_path), History.open(db_path)
    first = autosaves(one)
    playing_deal_7(first)
    second = autosaves(two)
    second.start(deal(8), 8)
    second.close()
    # Not deal 8 again: a start that resumes nothing deals at random (or a winnable deal).
    assert autosaves(two).resume() is None
    assert saved_deals(two) == [7]
    two.close()
    one.close()


def test_a_deal_left_while_the_first_copy_is_between_games_never_hides_its_next_one(
    db_path, autosaves
):
    wall = Clock()
    one, two = History.open(db_path), History.open(db_path)
    first = autosaves(one, wall_clock=wall)  # running, its last game over: nothing saved
    second = autosaves(two, wall_clock=wall)
    second.start(deal(8), 8)
    second.close()  # kept: nothing else saved, and the first copy is not looked for
    wall.now -= 60  # the first copy's next game is saved with an older time (a clock set back)
    game = playing_deal_7(first)
    first.close()

    resumed = autosaves(one).resume()
    assert resumed is not None
    assert resumed.game.moves == game.moves
    assert saved_deals(one) == [7]
    one.close()
    two.close()


def test_alone_a_deal_quit_before_its_first_move_comes_back_as_it_was(db_path, autosaves):
    history = History.open(db_path)
    leave_game(autosaves(history), 12, moves=0)
    resumed = autosaves(history).resume()
    assert resumed is not None
    assert (resumed.saved.deal_number, len(resumed.game.moves)) == (12, 0)
    history.close()


def test_a_copy_killed_before_its_first_move_does_not_hide_the_game_played(db_path, autosaves):
    wall = Clock()
    one, two = History.open(db_path), History.open(db_path)
    first = autosaves(one, wall_clock=wall)
    game = playing_deal_7(first)
    wall.now += 60
    killed = autosaves(two, wall_clock=wall)
    killed.start(deal(8), 8)
    assert killed._lock is not None
    killed._lock.release()  # what the OS does when the process is killed: no close
    first.close()

    resumed = autosaves(one).resume()
    assert resumed is not None
    assert resumed.game.moves == game.moves
    assert saved_deals(one) == [7]  # the deal never played is gone too
    one.close()
    two.close()


def test_a_game_played_in_each_copy_is_kept_whichever_comes_back_first(db_path, autosaves):
    one, two = History.open(db_path), History.open(db_path)
    first, second = autosaves(one), autosaves(two)
    for autosave, number in ((first, 7), (second, 8)):
        start_deal(autosave, number, 1)
    second.close()
    first.close()
    assert autosaves(one).resume() is not None
    assert saved_deals(one) == [7, 8]
    one.close()
    two.close()


def test_a_copy_that_could_not_mark_itself_running_never_drops_the_game_taken_over(
    db_path, autosaves
):
    # A file where the lock folder goes: no copy can say it is running, so a second
    # copy takes over the first one's deal (as the first copy's notice warns) and
    # plays it. The first copy, quitting with its deal untouched as it last saw it,
    # must not drop the game now played in the second.
    db_path.parent.mkdir(parents=True)
    lock_directory(db_path).write_text("not a folder")
    one, two = History.open(db_path), History.open(db_path)
    first = autosaves(one)
    assert first.notices  # told it cannot mark itself as running
    first.start(deal(8), 8)
    second = autosaves(two)
    resumed = second.resume()
    assert resumed is not None
    assert resumed.saved.deal_number == 8
    game = resumed.game
    play(second, game, 2)
    first.close()
    assert saved_deals(one) == [8]
    second.close()
    again = autosaves(one).resume()
    assert again is not None
    assert again.game.moves == game.moves
    one.close()
    two.close()


class LookingFirst:
    """A copy's connection that, once it has looked for the other copy's saved
    game on quit, waits up to a second for the other copy to have looked too: the
    two quitting at once, each look before either delete, if nothing keeps them
    apart."""

    def __init__(self, connection: sqlite3.Connection, looked: threading.Barrier) -> None:
        self._connection = connection
        self._looked = looked

    def execute(self, sql: str, *parameters: object) -> sqlite3.Cursor:
        cursor = self._connection.execute(sql, *parameters)
        if sql.startswith("SELECT 1 FROM saved_games"):
            with contextlib.suppress(threading.BrokenBarrierError):
                self._looked.wait(timeout=1)
        return cursor

    def __getattr__(self, name: str) -> object:
        return getattr(self._connection, name)


def test_two_copies_quit_at_once_each_before_its_first_move_keep_one_deal(db_path):
    # Alone, a deal never played comes back; two quit together are not two
    # alone: each saw the other's deal and dropped its own, leaving none.
    History.open(db_path).close()  # the file made, before both open it
    looked = threading.Barrier(2)
    ready = threading.Barrier(2)
    errors: list[BaseException] = []

    def copy(number: int) -> None:
        try:
            opened = History.open(db_path)
            history = History(LookingFirst(opened.connection, looked), db_path, [])  # type: ignore[arg-type]
            autosave = Autosave(history)
            autosave.start(deal(number), number)
            ready.wait(timeout=10)
            autosave.close()
            opened.close()
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=copy, args=(n,)) for n in (8, 9)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert errors == []
    history = History.open(db_path)
    assert len(saved_deals(history)) == 1  # one deal left, to come back at the next start
    history.close()
