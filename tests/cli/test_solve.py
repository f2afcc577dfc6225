"""``acesup solve`` as a user runs it."""

from __future__ import annotations

import json

import pytest

from acesup_qt.engine import deal_cards, format_cards, new_game

from .run import acesup as _acesup
from .run import refusal

WINNABLE_DEAL = 5


def test_solve_prints_a_winning_solution_for_a_winnable_deck() -> None:
    deck = format_cards(deal_cards(WINNABLE_DEAL))
    done = _acesup("solve", "--deck", deck, "--budget", "30")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["status"] == "winnable"
    assert answer["best_score"] == 48
    assert answer["nodes"] > 0
    game = new_game(deck)
    game.replay(answer["solution"])
    assert game.is_won()


def test_solve_refuses_a_malformed_deck_naming_the_fault() -> None:
    refused = refusal("solve", "--deck", "AS KD AS")
    assert "card 3" in refused
    assert "duplicate" in refused


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("--budget", "nan", "--budget must be a positive, finite number of seconds, not nan"),
        ("--budget", "inf", "--budget must be a positive, finite number of seconds, not inf"),
        ("--budget", "0", "--budget must be a positive, finite number of seconds, not 0"),
        ("--nodes", "-5", "--nodes must be a positive number of positions, not -5"),
    ],
)
def test_solve_refuses_a_budget_it_could_not_keep(option: str, value: str, message: str) -> None:
    deck = format_cards(deal_cards(1))
    # A NaN budget never ran out, nor does an infinite one: without --nodes the
    # search went on as long as the deal took.
    refused = refusal("solve", "--deck", deck, "--nodes", "2000", option, value)
    assert message in refused


def test_solve_with_a_tiny_budget_says_unknown_with_the_best_found() -> None:
    deck = format_cards(deal_cards(1))
    done = _acesup("solve", "--deck", deck, "--nodes", "500")
    answer = json.loads(done.stdout)
    assert answer["status"] == "unknown"
    assert answer["no_win"] is False
    game = new_game(deck)
    game.replay(answer["solution"])
    assert game.score == answer["best_score"]


def test_solve_batch_answers_every_line_in_order() -> None:
    decks = [format_cards(deal_cards(WINNABLE_DEAL)), "2C 3C", format_cards(deal_cards(1))]
    done = _acesup(
        "solve", "--batch", "--nodes", "3000", "--jobs", "2", stdin="\n".join(decks) + "\n"
    )
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == 3
    assert answers[0]["status"] == "winnable"
    assert "error" in answers[1]
    assert answers[2]["status"] in ("unknown", "winnable", "unwinnable")


def test_solve_batch_names_the_line_of_a_bad_or_blank_deck() -> None:
    deck = format_cards(deal_cards(WINNABLE_DEAL))
    done = _acesup("solve", "--batch", "--nodes", "3000", stdin=f"{deck}\r\n\n{deck} XX\n")
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert answers[0]["status"] == "winnable"  # a CRLF line reads as its LF twin
    assert answers[1] == {"error": {"line": 2, "reason": "empty line: expected a deck string"}}
    assert answers[2]["error"]["line"] == 3
    assert "card 53: 'XX' is not a card code" in answers[2]["error"]["reason"]


def test_solve_accepts_a_small_deck_and_the_aces_only_variant() -> None:
    done = _acesup("solve", "--deck", "2C 3C 4C AC 5C 6C 7C AS", "--variant", "aces-only")
    answer = json.loads(done.stdout)
    assert answer["status"] in ("winnable", "unwinnable")
    assert 0 <= answer["best_score"] <= 6


def _solve_62(*budget: str) -> dict[str, object]:
    deck = format_cards(deal_cards(62))  # Four Ace Patience: no win, best score 28
    done = _acesup("solve", "--deck", deck, "--variant", "aces-only", *budget)
    assert done.returncode == 0, done.stderr
    answer: dict[str, object] = json.loads(done.stdout)
    game = new_game(deck, "aces-only")
    game.replay(str(answer["solution"]))
    assert game.score == answer["best_score"]
    return answer


def test_solve_says_unwinnable_only_with_the_best_score_proven() -> None:
    answer = _solve_62()
    assert (answer["status"], answer["exact"], answer["no_win"]) == ("unwinnable", True, True)
    assert answer["best_score"] == 28


def test_solve_says_unknown_with_no_win_when_only_the_win_is_ruled_out() -> None:
    answer = _solve_62("--nodes", "1024")
    assert (answer["status"], answer["exact"], answer["no_win"]) == ("unknown", False, True)


def test_solve_says_winnable_is_exact_and_not_no_win() -> None:
    done = _acesup("solve", "--deck", format_cards(deal_cards(WINNABLE_DEAL)), "--budget", "30")
    answer = json.loads(done.stdout)
    assert (answer["status"], answer["exact"], answer["no_win"]) == ("winnable", True, False)
