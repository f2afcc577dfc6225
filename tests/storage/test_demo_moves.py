"""The moves Game > Demo made are kept apart from the hints the player asked for.

In the record and its CSV, in the game in progress with which of its moves were
the demo's (kept across a quit), and never in a clean win; a file of version 4,
which counted demo moves as hints, comes up to date with its counts as they were.
"""

from __future__ import annotations

import csv
import io
import random
import sqlite3

from acesup_qt.engine import deal_cards, format_cards
from acesup_qt.storage import Autosave, History
from acesup_qt.storage.database import migrate
from acesup_qt.storage.records import Ending
from acesup_qt.storage.schema import SCHEMA_VERSION

from .made_up import record
from .play import deal, leave_game, next_move, play, start_deal


def test_hints_and_demo_moves_are_recorded_and_exported_apart(history: History):
    history.add(record(2, Ending.WON)._replace(hints=0, undos=0))
    history.add(record(4, Ending.WON)._replace(hints=2, undos=0, demo_moves=30))
    history.add(record(6, Ending.WON)._replace(hints=0, undos=0, demo_moves=1))
    assert [(game.hints, game.demo_moves) for game in history.games()] == [
        (0, 0),
        (2, 30),
        (0, 1),
    ]
    assert history.clean_wins() == 1  # a single move of the demo is help
    assert history.figures("standard").clean_won == 1
    out = io.StringIO()
    history.export_csv(out)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [(row["hints"], row["demo_moves"]) for row in rows] == [
        ("0", "0"),
        ("2", "30"),
        ("0", "1"),
    ]


def test_the_game_in_progress_keeps_its_demo_moves_and_which_they_were(history: History, autosaves):
    first = autosaves(history)
    game = start_deal(first, 8, 4)
    first.record_move(game, undos=1, hints=2, demo_moves=5, demo_line=frozenset({2, 4}))
    first.close()
    resumed = autosaves(history).resume()
    assert resumed is not None
    saved = resumed.saved
    assert (saved.hints, saved.demo_moves, saved.demo_line) == (2, 5, frozenset({2, 4}))


def to_the_end_with_help(autosave, game, hints: int, demo_moves: int):
    """Play ``game`` out, saved after each move with this help so far; returns the record."""
    rng = random.Random(1)
    while (move := next_move(game, rng)) is not None:
        game.push(move)
        ended = autosave.record_move(game, 0, hints, demo_moves, frozenset({1, 2}))
        if ended is not None:
            return ended
    raise AssertionError("the game never ended")


def test_a_game_ending_and_one_left_record_their_demo_moves(history: History, autosaves):
    autosave = autosaves(history)
    game = start_deal(autosave, 5)
    ended = to_the_end_with_help(autosave, game, hints=1, demo_moves=3)
    assert (ended.hints, ended.demo_moves) == (1, 3)
    left_game = deal(6)
    autosave.start(left_game, 6)
    play(autosave, left_game, 2)
    autosave.record_move(left_game, demo_moves=2, demo_line=frozenset({1, 2}))
    left = autosave.start(deal(7), 7)  # left for another: a loss, with its demo moves
    assert left is not None
    assert (left.ending, left.hints, left.demo_moves) == (Ending.ABANDONED, 0, 2)
    assert [(game.hints, game.demo_moves) for game in history.games()] == [(1, 3), (0, 2)]


def test_an_undone_end_keeps_its_demo_moves(history: History, autosaves):
    autosave = autosaves(history)
    game = start_deal(autosave, 5)
    to_the_end_with_help(autosave, game, hints=0, demo_moves=4)
    game.pop()
    autosave.record_move(game, undos=1, demo_moves=4, demo_line=frozenset({1}))
    assert autosave.current is not None  # the result taken back: the game goes on
    assert (autosave.current.demo_moves, autosave.current.demo_line) == (4, frozenset({1}))
    (row,) = history.connection.execute("SELECT demo_moves, demo_line FROM saved_games")
    assert row == (4, "1")


def test_a_version_4_file_upgrades_with_its_hints_as_they_were(db_path):
    db_path.parent.mkdir(parents=True)
    old = sqlite3.connect(db_path, isolation_level=None)
    migrate(old, 0, target=4)  # the last release that counted demo moves as hints
    for key, hints in (("clean", 0), ("helped", 7)):
        old.execute(
            "INSERT INTO games (game_key, variant, deal_number, started_at, ended_at, "
            "duration, moves, score, won, undos, hints, ending, assisted) VALUES "
            "(?, 'standard', 12, 1, 2, 1, 'x1', 48, 1, 0, ?, 'won', 0)",
            (key, hints),
        )
    old.execute(
        "INSERT INTO saved_games (game_key, owner, variant, deal_number, deck, started_at, "
        "updated_at, elapsed, moves, undos, hints, counted, assisted) VALUES ('k', 'gone', "
        "'standard', 7, ?, 1, 2, 30, 'd', 1, 3, 1, 0)",
        (format_cards(deal_cards(7)),),
    )
    old.close()
    history = History.open(db_path)
    assert history.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert history.take_notices() == []
    games = history.games()
    # Which of an old game's hints were demo moves cannot be told: they stay hints.
    assert [(game.game_key, game.hints, game.demo_moves) for game in games] == [
        ("clean", 0, 0),
        ("helped", 7, 0),
    ]
    assert history.clean_wins() == 1  # a clean win stays one, a helped one helped
    autosave = Autosave(history)
    resumed = autosave.resume()
    assert resumed is not None
    saved = resumed.saved
    assert (saved.moves, saved.hints, saved.demo_moves, saved.demo_line) == (
        "d",
        3,
        0,
        frozenset(),
    )
    autosave.close()
    history.close()


def test_a_garbled_demo_line_keeps_what_it_can_and_the_game_resumes(history: History, autosaves):
    leave_game(autosaves(history), 9, moves=4)
    history.connection.execute(
        "UPDATE saved_games SET demo_moves = 'x', demo_line = '2 two -3 ³ 4'"
    )
    resumed = autosaves(history).resume()
    assert resumed is not None
    assert (resumed.saved.demo_moves, resumed.saved.demo_line) == (0, frozenset({2, 4}))
