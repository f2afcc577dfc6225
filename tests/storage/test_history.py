"""Finished games go in once and come out as they went in."""

from __future__ import annotations

import csv
import io

from acesup_qt.storage import History
from acesup_qt.storage.records import DealResults, Ending

from .made_up import record


def test_a_finished_game_round_trips(history: History):
    game = record(7, Ending.WON, duration=93.5)
    assert history.add(game)
    (stored,) = history.games()
    assert stored.id is not None
    assert stored == game._replace(id=stored.id)


def test_a_custom_deal_keeps_its_deck(history: History):
    deck = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S " * 4
    history.add(record(1, deck=deck.strip()))
    (stored,) = history.games()
    assert stored.deal_number is None
    assert stored.deck == deck.strip()


def test_the_same_game_written_twice_is_one_game(history: History):
    assert history.add(record(1, Ending.WON))
    assert not history.add(record(1, Ending.WON))
    assert history.count() == 1


def test_games_survive_closing_and_opening(db_path):
    first = History.open(db_path)
    for n in range(5):
        first.add(record(n))
    first.close()
    again = History.open(db_path)
    assert [g.game_key for g in again.games()] == [f"game-{n}" for n in range(5)]
    assert again.take_notices() == []
    again.close()


def test_games_ending_in_the_same_second_keep_the_order_they_were_written(history: History):
    history.add(record(2, Ending.WON, ended_at=5000.0))
    history.add(record(1, Ending.LOST, ended_at=5000.0))
    assert [e for e, _, _ in history.endings()] == ["won", "lost"]
    assert [g.game_key for g in history.recent()] == ["game-1", "game-2"]


def test_recent_games_are_newest_first_and_limited(history: History):
    for n in range(30):
        history.add(record(n))
    recent = history.recent(limit=10)
    assert [g.deal_number for g in recent] == list(range(29, 19, -1))


def test_reset_of_one_variant_keeps_the_others(history: History):
    history.add(record(1, variant="standard"))
    history.add(record(2, variant="aces-only"))
    assert history.reset("standard") == 1
    assert history.variants() == ["aces-only"]
    assert history.reset() == 1
    assert history.count() == 0


def test_csv_export_has_one_row_per_game_with_moves(history: History):
    history.add(record(1, Ending.WON, duration=61.0))
    history.add(record(2, Ending.ABANDONED, variant="aces-only"))
    out = io.StringIO()
    assert history.export_csv(out) == 2
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert [r["ending"] for r in rows] == ["won", "abandoned"]
    assert rows[0]["deal_number"] == "1"
    assert rows[0]["duration_seconds"] == "61.0"
    assert rows[0]["moves"] == "x1 d"
    assert rows[0]["ended_at_utc"].endswith("+00:00")
    only = io.StringIO()
    assert history.export_csv(only, "aces-only") == 1


def test_deal_results_count_the_other_games_of_the_same_deal_and_variant(history: History):
    now = record(5, Ending.LOST, score=30)
    assert history.deal_results(now) == DealResults(0, 0, None)  # never played before
    for n, made in enumerate(
        (
            record(5, Ending.LOST, score=25),
            record(5, Ending.WON),
            record(5, Ending.LOST, score=40, variant="aces-only"),  # another variant
            record(6, Ending.WON),  # another deal
        )
    ):
        history.add(made._replace(game_key=f"before-{n}"))
    history.add(now)  # itself is not counted
    assert history.deal_results(now) == DealResults(
        2, 1, 48, left=0, best_played_out=48, other_variants=1
    )
    history.add(record(5, Ending.ABANDONED, score=0)._replace(game_key="restarted"))
    assert history.deal_results(now) == DealResults(
        3, 1, 48, left=1, best_played_out=48, other_variants=1
    )


def test_deal_results_tell_a_best_score_made_only_in_games_left(history: History):
    now = record(7, Ending.LOST, score=30)
    history.add(record(7, Ending.ABANDONED, score=0)._replace(game_key="restarted"))
    history.add(now)
    assert history.deal_results(now) == DealResults(1, 0, 0, left=1, best_played_out=None)


def test_deal_results_of_a_custom_deal_match_its_deck(history: History):
    deck = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S " * 4
    other = "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS " * 4
    history.add(record(1, score=31, deck=deck.strip()))
    history.add(record(2, score=44, deck=other.strip()))
    now = record(3, score=12, deck=deck.strip())
    history.add(now)
    results = history.deal_results(now)
    assert (results.played, results.won, results.best_score) == (1, 0, 31)


def test_rows_garbled_by_another_program_leave_the_statistics_readable(history: History):
    for n in (1, 2, 3):
        history.add(record(n, Ending.WON if n == 1 else Ending.LOST))
    # SQLite keeps text in a number column: a hand edit, another tool, a bad disk.
    history.connection.execute(
        "UPDATE games SET score = 'abc', duration = 'y', undos = 'z' WHERE game_key = 'game-2'"
    )
    history.connection.execute("UPDATE games SET deal_number = 'x' WHERE game_key = 'game-3'")
    figures = history.figures()
    assert (figures.played, figures.won) == (3, 1)  # the games still count
    assert figures.best_score == 48
    by_key = {g.game_key: g for g in history.recent()}
    assert (by_key["game-2"].score, by_key["game-2"].undos) == (0, 0)
    assert by_key["game-3"].deal_number is None
    assert [g.game_key for g in history.games()] == ["game-1", "game-2", "game-3"]
    assert history.export_csv(io.StringIO()) == 3
    same_deal = history.deal_results(record(2)._replace(game_key="again"))
    assert same_deal.played == 1


def test_clean_wins_are_the_wins_with_no_hint_and_no_undo(history: History):
    # Made up: game n has n % 2 hints and n % 3 undos, so games 0 and 6 are clean.
    for n in range(8):
        history.add(record(n, Ending.WON))
    history.add(record(12, Ending.LOST))  # no help, but lost: not a clean win
    history.add(record(18, Ending.WON, variant="aces-only"))
    assert history.clean_wins("standard") == 2
    assert history.clean_wins("aces-only") == 1
    assert history.clean_wins() == 3
    figures = history.figures("standard")
    assert (figures.won, figures.clean_won) == (8, 2)
    assert figures.clean_percent == 25.0
    assert history.figures("aces-only").clean_won == 1
