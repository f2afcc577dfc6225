"""Every command reads a deck string the same way: whitespace around it is ignored
(a deck from a file or ``$(...)`` ends in a newline, from Windows in CR LF too),
while between its cards only single spaces will do, as rules.md says."""

from __future__ import annotations

import json

import pytest

from acesup_qt.engine import deal_cards, format_cards

from .run import acesup, refusal

DECK = format_cards(deal_cards(3))
AROUND = (" \t", "\r\n")  # what a script or a file may leave around a deck
MESSY = AROUND[0] + DECK + AROUND[1]


def _doubled_after_card(n: int) -> str:
    codes = DECK.split(" ")
    return " ".join(codes[:n]) + "  " + " ".join(codes[n:])


def _without_time(answers: list[dict[str, object]]) -> list[dict[str, object]]:
    return [{k: v for k, v in answer.items() if k != "seconds"} for answer in answers]


def test_replay_and_hint_take_a_deck_with_whitespace_around_it():
    for command, extra in (("replay", ["--moves", "d"]), ("hint", ["--budget", "0"])):
        clean = acesup(command, "--deck", DECK, *extra)
        messy = acesup(command, "--deck", MESSY, *extra)
        assert clean.returncode == 0, clean.stderr
        assert messy.returncode == 0, messy.stderr
        assert messy.stdout == clean.stdout


def test_replay_batch_takes_a_deck_with_whitespace_around_it():
    lines = [json.dumps({"deck": deck, "moves": "d"}) for deck in (DECK, MESSY)]
    done = acesup("replay", "--batch", stdin="\n".join(lines) + "\n")
    clean, messy = [json.loads(line) for line in done.stdout.splitlines()]
    assert messy == clean
    assert clean["stock"] == 44


def test_solve_and_play_take_a_deck_with_whitespace_around_it():
    clean = acesup("solve", "--nodes", "300", "--deck", DECK)
    messy = acesup("solve", "--nodes", "300", "--deck", MESSY)
    batch = acesup("solve", "--batch", "--nodes", "300", stdin=MESSY)
    answers = [json.loads(done.stdout) for done in (clean, messy, batch)]
    assert _without_time(answers[1:]) == _without_time(answers[:1]) * 2
    played = acesup("play", "--batch", stdin=f"{DECK}\n{MESSY}")
    first, second = [json.loads(line) for line in played.stdout.splitlines()]
    assert second == first
    assert "moves" in first


@pytest.mark.parametrize(
    "command",
    [
        ["replay", "--deck"],
        ["hint", "--budget", "0", "--deck"],
        ["solve", "--nodes", "300", "--deck"],
    ],
)
def test_a_doubled_space_inside_a_deck_is_refused_where_it_is(command):
    refused = refusal(*command, AROUND[0] + _doubled_after_card(5) + AROUND[1])
    assert "card 6: empty code: cards are separated by single spaces" in refused


def test_a_doubled_space_inside_a_deck_is_named_in_every_batch():
    bad = _doubled_after_card(5)
    replayed = acesup("replay", "--batch", stdin=json.dumps({"deck": bad}) + "\n")
    solved = acesup("solve", "--batch", "--nodes", "300", stdin=bad + "\n")
    played = acesup("play", "--batch", stdin=bad + "\n")
    for done in (replayed, solved, played):
        assert json.loads(done.stdout) == {
            "error": {
                "line": 1,
                "reason": "deck: card 6: empty code: cards are separated by single spaces",
            }
        }


@pytest.mark.parametrize(("joint", "said"), [(",", "','"), (", ", "','"), ("\t", "'\\t'")])
def test_a_deck_run_together_says_how_cards_are_separated(joint, said):
    # "card 1: '8D,TC,5D,... (all 52) ...' is not a card code (expected a rank ...)"
    # quoted the whole deck back as one card, and never said what was wrong with it.
    refused = refusal("replay", "--deck", DECK.replace(" ", joint))
    first = DECK.split(" ")[0]
    assert f"card 1: '{first}" in refused
    assert f"is not a card code: cards are separated by single spaces, not {said}" in refused
    assert len(refused.splitlines()[-1]) < 160  # the deck is not quoted whole


@pytest.mark.parametrize(("moves", "said"), [("x3,d", "','"), ("d x3;x1", "';'")])
def test_moves_run_together_say_how_moves_are_separated(moves, said):
    refused = refusal("replay", "--deck", DECK, "--moves", moves)
    assert f"is not a move: moves are separated by single spaces, not {said}" in refused
