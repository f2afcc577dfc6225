"""The game in progress is saved after every move, and recorded once when it ends or is left."""

from __future__ import annotations

import threading
from pathlib import Path

from acesup_qt.engine import deal_cards, new_game
from acesup_qt.storage import History
from acesup_qt.storage.records import Ending

from .play import Clock, deal, play, play_to_the_end, start_deal


def test_a_finished_game_is_recorded_once_and_no_longer_resumed(history: History, autosaves):
    autosave = autosaves(history)
    game = start_deal(autosave, 5)
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
    game = start_deal(autosave, 5)
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
    game = start_deal(autosave, 5)
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
    play(autosave, first, 1)  # the clock starts with the first move
    clock.now += 90
    play(autosave, first, 1, seed=2)
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
                game = start_deal(autosave, number)
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


def test_statistics_in_memory_still_autosave_within_the_session(tmp_path: Path, autosaves):
    blocker = tmp_path / "file"
    blocker.write_text("")
    history = History.open(blocker / "acesup.sqlite3")
    autosave = autosaves(history)
    game = start_deal(autosave, 6)
    play_to_the_end(autosave, game)
    assert history.count() == 1
    autosave.close()
