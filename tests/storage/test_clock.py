"""The time played is honest: it starts with the first move and stops while the player is away."""

from __future__ import annotations

from acesup_qt.storage import History

from .play import Clock, deal, play, play_to_the_end, start_deal


def started(autosaves, history: History, number: int, moves: int = 0):
    """(clock, autosave, game): deal ``number`` started on a test clock, ``moves`` played."""
    clock = Clock()
    autosave = autosaves(history, clock=clock)
    game = start_deal(autosave, number, moves)
    return clock, autosave, game


def test_time_before_the_first_move_is_not_counted(history: History, autosaves):
    clock, autosave, game = started(autosaves, history, 5)
    clock.now += 600  # the deal lies on the table while the player is elsewhere
    assert autosave.elapsed() == 0
    play(autosave, game, 1)
    clock.now += 40
    left = autosave.abandon()
    assert left is not None
    assert left.duration == 40


def test_time_while_minimised_is_not_counted_in_the_recorded_game(history: History, autosaves):
    clock, autosave, game = started(autosaves, history, 1, 1)
    clock.now += 20
    autosave.pause()  # the window is minimised
    clock.now += 3600
    assert autosave.elapsed() == 20
    autosave.go_on()  # and restored
    clock.now += 10
    assert autosave.elapsed() == 30
    ended = play_to_the_end(autosave, game)  # the moves take no time on this clock
    assert ended.duration == 30
    (stored,) = history.games()
    assert stored.duration == 30


def test_the_time_is_saved_when_the_player_goes_away(db_path, autosaves):
    clock = Clock()
    history = History.open(db_path)
    autosave = autosaves(history, clock=clock)
    start_deal(autosave, 2, 2)
    clock.now += 70
    autosave.pause()
    (saved,) = history.connection.execute("SELECT elapsed FROM saved_games").fetchone()
    assert saved == 70  # a crash while minimised loses none of it
    clock.now += 500
    autosave.close()  # quit while minimised: the time away is not added on
    resumed_save = autosaves(history, clock=clock)
    resumed = resumed_save.resume()
    assert resumed is not None
    play(resumed_save, resumed.game, 1, seed=2)
    clock.now += 5
    assert resumed_save.elapsed() == 75
    history.close()


def test_pausing_twice_or_going_on_unpaused_changes_nothing(history: History, autosaves):
    clock, autosave, _ = started(autosaves, history, 3, 1)
    autosave.go_on()
    clock.now += 10
    autosave.pause()
    clock.now += 10
    autosave.pause()
    autosave.go_on()
    clock.now += 5
    autosave.go_on()
    assert autosave.elapsed() == 15


def test_a_game_started_while_away_counts_from_its_first_move_after_return(
    history: History, autosaves
):
    clock = Clock()
    autosave = autosaves(history, clock=clock)
    autosave.pause()
    start_deal(autosave, 4, 1)  # the demo plays on while the window is minimised
    clock.now += 100
    assert not autosave.clock_running
    autosave.go_on()
    clock.now += 8
    assert autosave.clock_running
    assert autosave.elapsed() == 8


def test_a_finished_game_shows_its_time_until_the_next_one(history: History, autosaves):
    clock, autosave, game = started(autosaves, history, 1, 1)
    clock.now += 42
    play_to_the_end(autosave, game)
    clock.now += 100
    assert not autosave.clock_running
    assert autosave.time_played() == 42
    autosave.start(deal(2), 2)
    assert autosave.time_played() == 0


def left_and_resumed(db_path, autosaves, number: int, seconds: float):
    """Deal ``number`` played 3 moves over ``seconds``, quit, and the app started again:
    the clock, the statistics, the copy that resumed it, and the game resumed."""
    clock = Clock()
    history = History.open(db_path)
    left = autosaves(history, clock=clock)
    start_deal(left, number, 3)
    clock.now += seconds
    left.close()
    later = autosaves(history, clock=clock)
    resumed = later.resume()
    assert resumed is not None
    return clock, history, later, resumed


def test_a_resumed_game_counts_on_from_the_first_move_after_it_comes_back(db_path, autosaves):
    clock, history, later, resumed = left_and_resumed(db_path, autosaves, 6, 100)
    assert not later.clock_running  # "Welcome back": the player has touched nothing yet
    clock.now += 16
    assert later.elapsed() == 100
    later.record_move_time()  # a quit now saves no time for the wait
    (saved,) = history.connection.execute("SELECT elapsed FROM saved_games").fetchone()
    assert saved == 100
    play(later, resumed.game, 1, seed=3)  # the player's first move since
    assert later.clock_running
    clock.now += 9
    left_again = later.abandon()
    assert left_again is not None
    assert left_again.duration == 109  # the 16 s before that move left out
    history.close()


def test_an_undo_is_the_first_move_since_a_resume_too(db_path, autosaves):
    clock, history, later, resumed = left_and_resumed(db_path, autosaves, 8, 40)
    clock.now += 60
    resumed.game.pop()
    later.record_move(resumed.game, undos=1)  # an Undo: the player's own input
    clock.now += 7
    assert later.elapsed() == 47
    history.close()


def test_a_hint_alone_after_a_resume_starts_no_clock(db_path, autosaves):
    clock, history, later, resumed = left_and_resumed(db_path, autosaves, 8, 40)
    later.record_move(resumed.game, hints=1)  # saved with the hint, the position as it was
    clock.now += 60
    assert not later.clock_running
    assert later.elapsed() == 40
    history.close()


def test_every_move_undone_the_clock_waits_for_the_next_and_keeps_the_time_played(
    history: History, autosaves
):
    clock, autosave, game = started(autosaves, history, 5, 2)
    clock.now += 30
    game.pop()
    autosave.record_move(game, undos=1)
    game.pop()
    autosave.record_move(game, undos=2)  # the deal as dealt again
    assert not autosave.clock_running
    assert autosave.elapsed() == 30
    clock.now += 600  # looking at the untouched deal: no play
    assert autosave.elapsed() == 30
    play(autosave, game, 1)  # the next move: on it goes
    assert autosave.clock_running
    clock.now += 5
    left = autosave.abandon()
    assert left is not None
    assert left.duration == 35  # the 600 s before the move left out


def test_a_game_left_with_every_move_undone_is_not_counted(history: History, autosaves):
    clock, autosave, game = started(autosaves, history, 5, 1)
    clock.now += 30
    game.pop()
    autosave.record_move(game, undos=1)
    assert autosave.abandon() is None  # no move: no game played, as a deal left untouched
    assert history.games() == []
