"""A game the winnable line was on for is assisted: recorded so, never a clean win.

And a file of the version before the mark comes up to date with its games clean
as they were, its saved game resuming unassisted.
"""

from __future__ import annotations

import csv
import io

from acesup_qt.storage import Autosave, History
from acesup_qt.storage.records import Ending
from acesup_qt.storage.schema import SCHEMA_VERSION

from .made_up import old_file, record
from .play import deal, leave_game, play_to_the_end, start_deal


def test_a_win_with_the_line_on_is_kept_but_is_not_a_clean_win(history: History):
    clean = record(2, Ending.WON)._replace(hints=0, undos=0)
    history.add(clean)
    history.add(record(4, Ending.WON)._replace(hints=0, undos=0, assisted=True))
    assert history.clean_wins() == 1
    figures = history.figures("standard")
    assert (figures.won, figures.clean_won) == (2, 1)
    assert [game.assisted for game in history.games()] == [False, True]
    out = io.StringIO()
    history.export_csv(out)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [row["assisted"] for row in rows] == ["0", "1"]


def test_the_mark_is_saved_at_once_and_goes_into_the_record(history: History, autosaves):
    autosave = autosaves(history)
    game = start_deal(autosave, 5, 3)
    autosave.mark_assisted()
    (mark,) = history.connection.execute("SELECT assisted FROM saved_games").fetchone()
    assert mark == 1  # a crash now loses nothing of it
    ended = play_to_the_end(autosave, game)
    assert ended.assisted
    (stored,) = history.games()
    assert stored.assisted


def test_an_undone_end_and_a_game_left_keep_the_mark(history: History, autosaves):
    autosave = autosaves(history)
    game = start_deal(autosave, 5)
    autosave.mark_assisted()
    play_to_the_end(autosave, game)
    game.pop()
    autosave.record_move(game, undos=1)  # the result taken back: the game goes on
    assert autosave.current is not None
    assert autosave.current.assisted
    left = autosave.start(deal(6), 6)  # left for another: a loss, assisted
    assert left is not None
    assert left.ending is Ending.ABANDONED
    assert left.assisted
    assert autosave.current is not None
    assert not autosave.current.assisted


def test_a_resumed_game_is_still_assisted(history: History, autosaves):
    first = autosaves(history)
    start_deal(first, 8, 2)
    first.mark_assisted()
    first.close()
    resumed = autosaves(history).resume()
    assert resumed is not None
    assert resumed.saved.assisted


def test_a_version_3_file_upgrades_its_games_clean_and_its_saved_game_unassisted(db_path):
    old_file(db_path, 3)  # the last release before the mark
    history = History.open(db_path)
    assert history.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert history.take_notices() == []
    (game,) = history.games()
    assert (game.game_key, game.assisted) == ("won", False)
    assert history.clean_wins() == 1  # a clean win stays one
    autosave = Autosave(history)
    resumed = autosave.resume()
    assert resumed is not None
    assert (resumed.saved.moves, resumed.saved.counted, resumed.saved.assisted) == (
        "d",
        True,
        False,
    )
    autosave.close()
    history.close()


def test_a_garbled_mark_is_taken_for_assisted(history: History, autosaves):
    # A bad disk or another program: not clearly unassisted, so not a clean win.
    history.add(record(2, Ending.WON)._replace(hints=0, undos=0))
    history.connection.execute("UPDATE games SET assisted = 'x'")
    assert history.games()[0].assisted
    assert history.clean_wins() == 0
    leave_game(autosaves(history), 9)
    history.connection.execute("UPDATE saved_games SET assisted = 'maybe'")
    resumed = autosaves(history).resume()
    assert resumed is not None
    assert resumed.saved.assisted
