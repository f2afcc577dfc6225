"""A game of a deck whose solution Show me how showed is counted, never a clean win.

The mark is the deck's, in its variant, from the moment the solution is shown:
a game that ends after it (however it began, across a quit, in another copy)
is recorded ``solution_seen``; a game that ended before it stays as it was. A
Reset forgets games, not what was shown. A file of the version before comes up
to date with its games as they were.
"""

from __future__ import annotations

import csv
import io

from acesup_qt.engine import Game, new_game, parse_moves
from acesup_qt.storage import History
from acesup_qt.storage.records import Ending
from acesup_qt.storage.schema import SCHEMA_VERSION

from ..qt import winning_game
from .made_up import old_file, record
from .play import deal, play, play_to_the_end, start_deal


def won_deck(variant: str = "standard") -> Game:
    return new_game(winning_game.DECK, variant)


def win(autosave, game: Game):
    """Play the known winning line on ``game`` as the window saves it; the record."""
    ended = None
    for move in parse_moves(winning_game.MOVES):
        game.push(move)
        ended = autosave.record_move(game)
    assert ended is not None
    assert ended.won
    return ended


def test_a_win_after_the_solution_was_shown_is_counted_but_never_clean(history, autosaves):
    autosave = autosaves(history)
    autosave.start(game := won_deck())
    before = win(autosave, game)  # won before the solution was shown: clean
    assert not before.solution_seen
    assert not autosave.solution_seen()
    autosave.note_solution_shown(game)
    autosave.start(again := won_deck())  # a Restart: the player's game again
    assert autosave.solution_seen()
    ended = win(autosave, again)
    assert ended.solution_seen
    assert not ended.clean
    assert [g.solution_seen for g in history.games()] == [False, True]
    assert history.clean_wins() == 1  # the first win only
    figures = history.figures("standard")
    assert (figures.won, figures.clean_won) == (2, 1)
    out = io.StringIO()
    history.export_csv(out)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [row["solution_seen"] for row in rows] == ["0", "1"]


def test_the_mark_is_the_decks_in_its_variant_only(history, autosaves):
    autosave = autosaves(history)
    autosave.note_solution_shown(deal(5))
    autosave.start(deal(5, "aces-only"), 5)
    assert not autosave.solution_seen()
    autosave.start(game := deal(6), 6)
    play(autosave, game, 3)
    assert not autosave.solution_seen()
    autosave.start(game := deal(5), 5)
    play(autosave, game, 3)
    assert autosave.solution_seen()
    left = autosave.abandon()  # left: a loss, marked all the same
    assert left is not None
    assert left.solution_seen
    assert [(g.deal_number, g.solution_seen) for g in history.games()] == [(6, False), (5, True)]


def test_a_game_resumed_after_a_quit_keeps_the_mark(history, autosaves):
    first = autosaves(history)
    game = deal(8)
    first.note_solution_shown(game)
    first.start(game, 8)
    play(first, game, 3)
    first.close()
    later = autosaves(history)
    resumed = later.resume()
    assert resumed is not None
    assert later.solution_seen()
    ended = play_to_the_end(later, resumed.game)
    assert ended.solution_seen


def test_a_game_begun_before_the_showing_that_ends_after_it_is_marked(history, autosaves):
    # Another copy of the game had the deal in progress while this one showed it.
    other, this = autosaves(history), autosaves(history)
    game = start_deal(other, 9, 3)
    this.note_solution_shown(deal(9))
    assert play_to_the_end(other, game).solution_seen


def test_an_undone_end_recorded_again_keeps_the_mark(history, autosaves):
    autosave = autosaves(history)
    game = won_deck()
    autosave.note_solution_shown(game)
    autosave.start(game)
    win(autosave, game)
    game.pop()
    autosave.record_move(game, undos=1)  # the win taken back: the game goes on
    game.push(parse_moves(winning_game.MOVES)[-1])
    ended = autosave.record_move(game, undos=1)
    assert ended is not None
    assert ended.solution_seen
    (stored,) = history.games()
    assert stored.solution_seen


def test_a_reset_forgets_the_games_not_the_solutions_shown(history, autosaves):
    autosave = autosaves(history)
    game = deal(12)
    autosave.note_solution_shown(game)
    autosave.note_solution_shown(game)  # shown twice: once is enough
    autosave.start(game, 12)
    play_to_the_end(autosave, game)
    assert history.reset() == 1
    autosave.start(again := deal(12), 12)
    assert play_to_the_end(autosave, again).solution_seen


def test_a_garbled_mark_is_taken_for_seen(history):
    # A bad disk or another program: not clearly unseen, so not a clean win.
    history.add(record(2, Ending.WON)._replace(hints=0, undos=0))
    assert history.clean_wins() == 1
    history.connection.execute("UPDATE games SET solution_seen = 'x'")
    assert history.games()[0].solution_seen
    assert history.clean_wins() == 0


def test_a_version_6_file_upgrades_its_games_as_they_were(db_path, autosaves):
    old_file(db_path, 6)  # the last release before the mark
    history = History.open(db_path)
    assert history.take_notices() == []
    assert history.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    (game,) = history.games()
    assert (game.game_key, game.solution_seen, game.clean) == ("won", False, True)
    assert history.clean_wins() == 1
    autosave = autosaves(history)
    resumed = autosave.resume()
    assert resumed is not None
    assert not autosave.solution_seen()  # nothing was shown that the file knows of
    autosave.note_solution_shown(resumed.game)  # and a solution shown now is kept
    assert play_to_the_end(autosave, resumed.game).solution_seen
    history.close()
