"""``acesup hint``, ``play`` and ``simulate`` as a user runs them."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from acesup_qt.engine import deal_cards, format_cards, new_game, parse_cards

from .run import acesup as _acesup
from .run import refusal


def test_hint_lists_every_legal_move_with_chance_and_reason() -> None:
    deck = format_cards(deal_cards(7))
    done = _acesup("hint", "--deck", deck, "--moves", "d d")
    assert done.returncode == 0, done.stderr
    game = new_game(deck)
    game.replay("d d")
    lines = done.stdout.splitlines()
    assert len(lines) == len(game.legal_moves())
    assert lines[0].startswith(" 1. ")
    assert "%" in lines[0]


@pytest.mark.parametrize(
    ("deck", "moves", "said"),
    [
        # Won with A♥ on A♠: moves into the empty pile are still legal.
        ("AS 2H 3H KH AH 4H AD AC", "x2 x3 m4>2 d x2 x2", "won, score 4"),
        ("2C 2D 2H 2S", "", "lost, score 0"),  # nothing to play at all
    ],
)
def test_hint_on_a_game_that_is_over_says_so_and_ranks_nothing(
    deck: str, moves: str, said: str
) -> None:
    done = _acesup("hint", "--deck", deck, "--moves", moves)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"the game is over: {said}\n"


def _margins(output: str) -> list[float]:
    return [float(line.split("±")[1].split("%")[0]) for line in output.splitlines()]


def test_hint_takes_any_deck_solve_and_play_take_a_multiple_of_4_cards() -> None:
    # It asked for 52 cards where solve and play take 12: a small deck could be
    # solved and played by the strategy, but not asked about.
    deck = "2S 3S 4S 5S 6H 7H 8H 9H AS AH KC QC"
    done = _acesup("hint", "--deck", deck, "--moves", "d")
    assert done.returncode == 0, done.stderr
    game = new_game(parse_cards(deck, None))
    game.replay("d")
    numbered = [line for line in done.stdout.splitlines() if line[2:4] == ". "]
    assert len(numbered) == len(game.legal_moves())  # and a line saying no win is left
    assert done.stdout.startswith(" 1. x")
    assert "exact" in done.stdout  # only the last deal left: the chances are exact
    refused = refusal("hint", "--deck", "2S 3S 4S 5S 6H")
    assert "a deck must hold a positive multiple of 4 cards, not 5" in refused


def test_hint_with_more_playouts_gives_narrower_margins() -> None:
    deck = format_cards(deal_cards(1))
    quick = _acesup("hint", "--deck", deck, "--moves", "x3", "--budget", "30")
    deep = _acesup("hint", "--deck", deck, "--moves", "x3", "--budget", "30", "--playouts", "1200")
    assert quick.returncode == 0, quick.stderr
    assert deep.returncode == 0, deep.stderr
    assert max(_margins(deep.stdout)) < min(_margins(quick.stdout))


def test_hint_refuses_a_negative_playout_count() -> None:
    deck = format_cards(deal_cards(1))
    refused = refusal("hint", "--deck", deck, "--playouts", "-5")
    assert "--playouts" in refused


@pytest.mark.parametrize("budget", ["nan", "inf", "-1"])
def test_hint_refuses_a_budget_that_is_not_a_finite_number_of_seconds(budget: str) -> None:
    deck = format_cards(deal_cards(1))
    refused = refusal("hint", "--deck", deck, "--budget", budget)
    assert (
        f"acesup hint: error: --budget must be a finite number of seconds, 0 or more, "
        f"not {budget}" in refused
    )


def test_hint_without_playouts_shows_no_chance_and_claims_no_better_play() -> None:
    # The README's position: with chances the Deal is too close to call with the
    # first; with none ("?") the planner's order alone is no proof either.
    deck = format_cards(deal_cards(1))
    done = _acesup("hint", "--deck", deck, "--moves", "x3 d", "--budget", "0")
    assert done.returncode == 0, done.stderr
    deal = next(line for line in done.stdout.splitlines() if line[4:].startswith("d "))
    assert "?" in deal
    assert deal.endswith("deals four new cards now, leaving the other plays for later")
    assert "better plays undone" not in done.stdout


def test_hint_says_how_many_cards_a_move_clearly_behind_for_the_score_gives_away() -> None:
    # Deal 7 after four Deals: every chance under 1%, too close to call, yet a fifth
    # Deal, which covers both discards, clearly scores less over the same playouts,
    # as Rate my moves now says in the window.
    deck = format_cards(deal_cards(7))
    done = _acesup(
        "hint", "--deck", deck, "--moves", "d d d d", "--playouts", "300", "--budget", "30"
    )
    assert done.returncode == 0, done.stderr
    first, *rest = done.stdout.splitlines()
    assert "fewer on average" not in first
    deal = next(line for line in rest if line.split()[1] == "d")
    assert deal.endswith(" cards fewer on average than the first)"), deal


def test_hint_aimed_at_the_score_gives_each_move_its_expected_score() -> None:
    # The aim once no win is left: a score out of 48 per move, no win chance.
    deck = format_cards(deal_cards(1))
    done = _acesup("hint", "--deck", deck, "--moves", "x3 d", "--aim", "score")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 3
    for line in lines:
        assert "%" not in line
        score = float(line.split()[2])
        assert 0 <= score <= 48, line
    # Before the last deal the expected score is exact.
    before_last = _acesup("hint", "--deck", deck, "--moves", " ".join(["d"] * 11), "--aim", "score")
    first = before_last.stdout.splitlines()[0].split()
    assert first[1:4] == ["x1", "6.5", "exact"]


def test_hint_where_every_chance_is_exactly_nought_ranks_for_the_score() -> None:
    # Deal 7 before its last deal: every line said "0.0% exact", and the Deal, which
    # throws a card away, was "as good" as the discards, kept "to discard the 7♣
    # later", a card under the A♣. For the win every move is alike there: the hint
    # ranks for the score, as the window's Hint does, and says so.
    deck = format_cards(deal_cards(7))
    moves = (
        "d d d d x2 x3 x1 d x2 x1 d x1 x2 x3 x4 d x4 x3 x3 x1 x2 d x1 x2 x3 d d x2 x2 x2 x2 x1 d"
    )
    done = _acesup("hint", "--deck", deck, "--moves", moves)
    assert done.returncode == 0, done.stderr
    *ranked, last = done.stdout.splitlines()
    assert [line.split()[1:4] for line in ranked] == [
        ["x3", "27.2", "exact"],
        ["x4", "27.2", "exact"],
        ["d", "25.5", "exact"],
    ]
    assert ranked[-1].endswith("deals four new cards now, leaving better plays undone")
    assert "%" not in done.stdout
    assert "7♣" not in done.stdout
    assert last == (
        "no win is left, whatever the order of the stock: the moves are ranked for the best score"
    )
    scored = _acesup("hint", "--deck", deck, "--moves", moves, "--aim", "score")
    assert scored.stdout.splitlines() == ranked  # asked for the score: nothing to explain


def test_hint_refuses_an_illegal_move_with_its_position() -> None:
    deck = format_cards(deal_cards(7))
    refused = refusal("hint", "--deck", deck, "--moves", "d d x1")
    assert "move 3 (x1)" in refused


def test_play_batch_answers_each_deck_in_order_with_a_legal_game() -> None:
    decks = [format_cards(deal_cards(n)) for n in (1, 2, 3)]
    done = _acesup("play", "--batch", "--jobs", "2", stdin="\n".join(decks) + "\n")
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == 3
    for deck, answer in zip(decks, answers, strict=True):
        game = new_game(deck)
        game.replay(answer["moves"])
        assert game.score == answer["score"]
        assert game.is_won() == answer["won"]


def test_play_deck_plays_one_deck_as_batch_plays_its_line() -> None:
    # One deck needs no stdin: the same game, to the letter, as its batch line.
    deck = format_cards(deal_cards(4))
    alone = _acesup("play", "--deck", deck, "--variant", "aces-only")
    in_batch = _acesup("play", "--batch", "--variant", "aces-only", stdin=deck + "\n")
    assert alone.returncode == 0, alone.stderr
    assert alone.stdout == in_batch.stdout
    answer = json.loads(alone.stdout)
    game = new_game(deck, "aces-only")
    game.replay(answer["moves"])
    assert game.is_over()
    assert game.score == answer["score"]


def test_play_reports_a_bad_deck_line_and_goes_on() -> None:
    done = _acesup("play", "--batch", stdin="AS XX\n" + format_cards(deal_cards(1)) + "\n")
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert "error" in answers[0]
    assert "score" in answers[1]


def test_play_answers_a_blank_line_too_so_answers_match_lines() -> None:
    deck = format_cards(deal_cards(1))
    done = _acesup("play", "--batch", stdin=f"\n{deck}\n\n{deck} XX\n")
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == 4  # one per line, as solve and replay --batch answer
    assert answers[0] == {"error": {"line": 1, "reason": "empty line: expected a deck string"}}
    assert answers[1]["moves"]
    assert answers[2]["error"]["line"] == 3
    assert answers[3]["error"]["line"] == 4


@pytest.mark.parametrize(
    ("command", "good"),
    [
        (("play", "--batch"), format_cards(deal_cards(1))),
        (("solve", "--batch", "--nodes", "50"), format_cards(deal_cards(1))),
        (("replay", "--batch"), json.dumps({"deck": format_cards(deal_cards(1))})),
    ],
    ids=["play", "solve", "replay"],
)
def test_every_batch_answers_one_line_per_input_line(command: tuple[str, ...], good: str) -> None:
    done = _acesup(*command, stdin=f"{good}\n\n   \n{good}\n")
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert [sorted(answer) == ["error"] for answer in answers] == [False, True, True, False]
    assert [answers[1]["error"]["line"], answers[2]["error"]["line"]] == [2, 3]


def test_simulate_prints_the_win_rate_with_its_interval_and_the_histogram() -> None:
    done = _acesup("simulate", "--games", "30", "--start", "100", "--variant", "aces-only")
    assert done.returncode == 0, done.stderr
    assert "deals 100 to 129" in done.stdout
    assert "95% CI" in done.stdout
    assert "mean score" in done.stdout
    assert "games per second" in done.stdout
    assert "[" not in done.stdout  # no progress bar when stdout is not a terminal


@pytest.mark.parametrize(
    ("start", "deals"), [("0", "0 to 9"), ("4294967290", "4294967290 to 4294967299")]
)
def test_simulate_refuses_deals_out_of_range_naming_them(start: str, deals: str) -> None:
    refused = refusal("simulate", "--games", "10", "--start", start)
    assert f"deals K to K+N-1 must lie within 1 to 4294967295, not {deals}" in refused


def test_simulate_help_writes_its_percent_sign_once() -> None:
    done = _acesup("simulate", "--help")
    assert done.returncode == 0, done.stderr
    assert "its 95% confidence interval" in " ".join(done.stdout.split())
    assert "%%" not in done.stdout


@pytest.mark.parametrize("games", ["0", "-5"])
def test_simulate_names_a_count_of_games_below_one(games: str) -> None:
    refused = refusal("simulate", "--games", games)
    # Not "deals K to K+N-1 must lie within ...": the start was fine, the count was not.
    assert f"--games must be at least 1, not {games}" in refused
    assert "Traceback" not in refused


@pytest.mark.parametrize(
    "command",
    [
        ("simulate", "--games", "2"),
        ("play", "--batch"),
        ("solve", "--batch"),
        ("replay", "--batch"),
    ],
)
def test_a_negative_number_of_processes_is_refused(command: tuple[str, ...]) -> None:
    # It used to run with one process per CPU, as 0 asks, without a word.
    refused = refusal(*command, "--jobs", "-1", stdin="")
    assert "argument --jobs: -1 is not a number of processes" in refused
    assert "Traceback" not in refused


@pytest.mark.skipif(sys.platform == "win32", reason="Ctrl+C as a POSIX signal to the group")
def test_ctrl_c_stops_a_batch_with_several_processes_quietly(tmp_path: Path) -> None:
    decks = tmp_path / "decks.txt"
    decks.write_text(f"{format_cards(deal_cards(1))}\n" * 3000)
    with (
        decks.open() as stdin,
        subprocess.Popen(
            [sys.executable, "-m", "acesup_qt.cli", "play", "--batch", "--jobs", "2"],
            stdin=stdin,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,  # a group of its own, as a terminal gives it
        ) as batch,
    ):
        assert batch.stdout is not None
        assert batch.stdout.readline()  # the workers are up and answering
        os.killpg(batch.pid, signal.SIGINT)  # what Ctrl+C sends
        _, errors = batch.communicate(timeout=60)
    assert batch.returncode == 130
    assert errors == ""  # no "Process ForkPoolWorker-1:" and tracebacks from the workers


def test_every_option_says_its_default_or_when_it_is_required() -> None:
    # play's and simulate's --jobs, simulate's --start and solve's --nodes left
    # a caller to guess what leaving them out means.
    import argparse

    from acesup_qt.cli import build_parser

    parser = build_parser()
    (commands,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    unsaid = [
        f"{name} {action.option_strings[0]}"
        for name, command in commands.choices.items()
        for action in command._actions
        if action.default is not argparse.SUPPRESS
        and action.default is not False
        and not action.required
        and "default" not in (action.help or "")
        and "required" not in (action.help or "")
    ]
    assert unsaid == []


@pytest.mark.parametrize("command", ["solve", "hint", "play"])
def test_the_commands_that_take_a_small_deck_say_so(command: str) -> None:
    done = _acesup(command, "--help")
    assert done.returncode == 0, done.stderr
    assert "any positive multiple of 4" in " ".join(done.stdout.split())
