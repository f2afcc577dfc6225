"""How Rate my moves rated the player's moves, kept in the statistics file: written
move by move, read back as the last 20 rated games against the ones before, and
brought into a file of the release before, which keeps every game it had."""

from __future__ import annotations

import csv
import io
import random
import sqlite3

from acesup_qt.storage import History
from acesup_qt.storage.database import migrate
from acesup_qt.storage.ratings import (
    AS_GOOD,
    CHOICE,
    CLOSE,
    WORSE,
    RatedComparison,
    RatedStretch,
    Rating,
    keep_ratings,
    stored_ratings,
)
from acesup_qt.storage.records import Ending
from acesup_qt.storage.schema import SCHEMA_VERSION

from .made_up import record


def rate(history: History, n: int, *kinds: str) -> None:
    """Ratings for the moves of made-up game ``n`` (whose moves are "x1 d"), in order."""
    played = ("x1", "d")
    ratings = {i + 1: (played[i % 2], kind) for i, kind in enumerate(kinds)}
    keep_ratings(history.connection, f"game-{n}", ratings)


def test_ratings_are_read_back_as_written_and_a_move_taken_back_loses_its_own(history):
    keep_ratings(history.connection, "k", {1: ("x1", CHOICE), 2: ("d", WORSE)})
    keep_ratings(history.connection, "k", {2: ("x3", CLOSE), 3: ("d", AS_GOOD)}, drop=[1])
    assert stored_ratings(history.connection, "k") == {
        2: Rating("x3", CLOSE),
        3: Rating("d", AS_GOOD),
    }
    assert stored_ratings(history.connection, "other") == {}


def test_no_rated_game_until_a_game_with_a_rated_move_has_a_result(history):
    assert history.rated() == RatedComparison(RatedStretch(), RatedStretch())
    history.add(record(1))  # a game played with Rate my moves off
    rate(history, 2, CHOICE, WORSE)  # still in progress: no result yet
    assert history.rated().last.games == 0
    history.add(record(2))
    assert history.rated() == RatedComparison(RatedStretch(1, 2, 1, 1), RatedStretch())


def test_the_last_20_rated_games_are_set_against_the_rated_games_before_them(history):
    # 29 games of two moves each; the first 4 not rated. Rated games 5-9 (the 5
    # before the last 20): each a choice and a clearly worse move. Games 10-28:
    # a choice and a close one; game 29, the last: one as good, one worse.
    for n in range(1, 30):
        history.add(record(n, Ending.WON if n % 7 == 0 else Ending.LOST))
    for n in range(5, 10):
        rate(history, n, CHOICE, WORSE)
    for n in range(10, 29):
        rate(history, n, CHOICE, CLOSE)
    rate(history, 29, AS_GOOD, WORSE)
    last, before = history.rated()
    assert last == RatedStretch(games=20, moves=40, best=20, worse=1)
    assert before == RatedStretch(games=5, moves=10, best=5, worse=5)
    assert (before.best_percent, before.worse_percent) == (50.0, 50.0)


def test_the_rated_games_follow_the_variant_and_a_reset_forgets_theirs_only(history):
    history.add(record(1, variant="standard"))
    history.add(record(2, variant="aces-only"))
    rate(history, 1, CHOICE)
    rate(history, 2, WORSE, WORSE)
    rate(history, 3, CLOSE)  # the game in progress
    assert history.rated("standard").last == RatedStretch(1, 1, 1, 0)
    assert history.rated("aces-only").last == RatedStretch(1, 2, 0, 2)
    assert history.rated().last == RatedStretch(2, 3, 1, 2)
    history.reset("aces-only")
    assert stored_ratings(history.connection, "game-2") == {}
    assert history.rated().last == RatedStretch(1, 1, 1, 0)
    history.reset()
    assert stored_ratings(history.connection, "game-1") == {}
    assert stored_ratings(history.connection, "game-3") == {1: Rating("x1", CLOSE)}


def test_a_move_taken_back_loses_its_rating_as_the_game_is_saved(history, autosaves):
    from acesup_qt.engine import deal_cards, new_game

    from .play import next_move

    autosave = autosaves(history)
    game = new_game(deal_cards(3))
    autosave.start(game, 3)
    key = autosave.game_key
    assert key is not None
    for _ in range(3):
        move = next_move(game, random.Random(1))
        assert move is not None
        game.push(move)
        autosave.record_move(game)
    played = {n: (move.text, CHOICE) for n, move in enumerate(game.moves, start=1)}
    keep_ratings(history.connection, key, played)
    game.pop()  # Undo, with Rate my moves off: no one else drops the rating
    autosave.record_move(game, undos=1)
    assert stored_ratings(history.connection, key) == {1: Rating(*played[1]), 2: Rating(*played[2])}


def test_an_undo_of_the_games_last_move_takes_that_moves_rating_back_with_the_result(
    history, autosaves
):
    from acesup_qt.engine import deal_cards, new_game

    from .play import next_move

    autosave = autosaves(history)
    game = new_game(deal_cards(3))
    autosave.start(game, 3)
    key = autosave.game_key
    rng = random.Random(2)
    while not game.is_over():
        move = next_move(game, rng)
        assert move is not None
        game.push(move)
        if not game.is_over():
            autosave.record_move(game)
    last = len(game.moves)
    keep_ratings(history.connection, key, {last - 1: ("d", CLOSE), last: ("d", WORSE)})
    assert autosave.record_move(game) is not None  # the result recorded, its key kept
    assert autosave.game_key == key
    assert history.rated().last == RatedStretch(1, 2, 0, 1)
    game.pop()
    autosave.record_move(game, undos=1)  # the result taken back, the game on again
    assert stored_ratings(history.connection, key) == {last - 1: Rating("d", CLOSE)}
    assert history.rated().last.games == 0


def test_a_file_of_the_release_before_is_migrated_keeping_its_games_with_none_rated(db_path):
    db_path.parent.mkdir(parents=True)
    old = sqlite3.connect(db_path, isolation_level=None)
    migrate(old, 0, target=5)  # the release before the ratings: every table but theirs
    assert "move_ratings" not in {
        row[0] for row in old.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    old.execute(
        "INSERT INTO games (game_key, variant, deal_number, started_at, ended_at, duration, "
        "moves, score, won, undos, hints, ending, assisted, demo_moves) "
        "VALUES ('k', 'standard', 12, 1, 2, 1, 'x1 d', 1, 0, 3, 2, 'lost', 1, 4)"
    )
    old.close()
    history = History.open(db_path)
    assert history.take_notices() == []
    assert history.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    (game,) = history.games()
    assert (game.deal_number, game.moves, game.undos, game.hints) == (12, "x1 d", 3, 2)
    assert (game.assisted, game.demo_moves, game.ending) == (True, 4, Ending.LOST)
    assert history.rated().last.games == 0
    keep_ratings(history.connection, "k", {2: ("d", WORSE)})  # and ratings can be kept now
    history.close()
    again = History.open(db_path)
    assert again.rated().last == RatedStretch(1, 1, 0, 1)
    again.close()


def test_a_read_only_file_of_the_release_before_shows_its_games_with_none_rated(
    db_path, monkeypatch
):
    from .test_database import _read_only_file

    db_path.parent.mkdir(parents=True)
    old = sqlite3.connect(db_path, isolation_level=None)
    migrate(old, 0, target=5)
    old.execute(
        "INSERT INTO games (game_key, variant, started_at, ended_at, duration, moves, score, "
        "won, ending) VALUES ('k', 'standard', 1, 2, 1, 'x1', 1, 0, 'lost')"
    )
    old.close()
    _read_only_file(monkeypatch, db_path)
    history = History.open(db_path)
    assert history.in_memory  # the file cannot take the new table: left as it was
    assert [game.game_key for game in history.games()] == ["k"]
    assert history.rated().last.games == 0
    keep_ratings(history.connection, "k", {1: ("x1", CHOICE)})  # this session's, in memory
    assert history.rated().last == RatedStretch(1, 1, 1, 0)
    history.close()
    assert sqlite3.connect(db_path).execute("PRAGMA user_version").fetchone()[0] == 5


def test_a_move_played_as_a_hint_showed_is_kept_marked_and_left_out_of_the_figures(history):
    history.add(record(1))
    history.add(record(2))
    keep_ratings(
        history.connection, "game-1", {1: Rating("x1", CHOICE, True), 2: Rating("d", WORSE)}
    )
    assert stored_ratings(history.connection, "game-1") == {
        1: Rating("x1", CHOICE, hinted=True),
        2: Rating("d", WORSE, hinted=False),
    }
    # Game 2's only rated move was the hint's: no choice of the player's own was rated.
    keep_ratings(history.connection, "game-2", {1: Rating("x1", CHOICE, True)})
    assert history.rated() == RatedComparison(RatedStretch(1, 1, 0, 1), RatedStretch())
    # The same move made again on its own (Undo, then played): it counts.
    keep_ratings(history.connection, "game-2", {1: Rating("x1", CHOICE)})
    assert history.rated() == RatedComparison(RatedStretch(2, 2, 1, 1), RatedStretch())


def test_a_file_of_version_7_keeps_its_ratings_each_counted_as_the_players_own(db_path):
    db_path.parent.mkdir(parents=True)
    old = sqlite3.connect(db_path, isolation_level=None)
    migrate(old, 0, target=7)  # the release before moves were marked hinted
    old.execute(
        "INSERT INTO games (game_key, variant, started_at, ended_at, duration, moves, score, "
        "won, ending) VALUES ('k', 'standard', 1, 2, 1, 'x1 d', 1, 0, 'lost')"
    )
    old.execute("INSERT INTO move_ratings VALUES ('k', 1, 'x1', 'choice'), ('k', 2, 'd', 'worse')")
    old.close()
    history = History.open(db_path)
    assert history.take_notices() == []
    assert history.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert stored_ratings(history.connection, "k") == {
        1: Rating("x1", CHOICE, False),
        2: Rating("d", WORSE, False),
    }
    assert history.rated().last == RatedStretch(1, 2, 1, 1)
    keep_ratings(history.connection, "k", {1: Rating("x1", CHOICE, True)})  # marked from now on
    history.close()
    again = History.open(db_path)
    assert again.rated().last == RatedStretch(1, 1, 0, 1)
    again.close()


def test_the_csv_export_has_each_games_ratings_of_the_players_own_choices(history):
    for n in (1, 2, 3):
        history.add(record(n))
    rate(history, 1, CHOICE, WORSE, AS_GOOD, CLOSE)
    keep_ratings(history.connection, "game-2", {1: Rating("x1", CHOICE, True), 2: ("d", WORSE)})
    out = io.StringIO()
    history.export_csv(out)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    counts = [
        (row["rated_moves"], row["rated_best_or_as_good"], row["rated_clearly_worse"])
        for row in rows
    ]
    assert counts == [("4", "2", "1"), ("1", "0", "1"), ("0", "0", "0")]
