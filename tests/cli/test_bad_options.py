"""Every ``acesup`` command refuses bad options and bad input alike, as argparse
refuses a bad option: the usage first, then "acesup COMMAND: error: " naming
the option and what is wrong with it, exit status 2 and nothing on stdout."""

from __future__ import annotations

import pytest

from acesup_qt.engine import deal_cards, format_cards

from .run import refusal

DEAL_1 = format_cards(deal_cards(1))
BAD_CARD = DEAL_1.replace("9D", "9X")  # card 5
NOT_A_CARD = "card 5: '9X' is not a card code (expected a rank 23456789TJQKA and a suit CDHS"
EMPTY_PILE = "move 2 (x3): pile 3 is empty: there is no card to discard"


def _named(args: list[str]) -> str:
    """A case's id: its command line, a deck string shown as DECK."""
    return " ".join("DECK" if len(arg) > 20 else arg for arg in args)


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["deal", "x"], "argument N: 'x' is not a deal number: expected 1 to 4294967295"),
        (["deal", "0"], "argument N: deal numbers run from 1 to 4294967295, not 0"),
        # A point is a thousands separator in some places, a decimal one in others:
        # said, not only "expected 1 to 4294967295" as of a word.
        (
            ["deal", "1.000"],
            "argument N: '1.000' is not a deal number: digits only, no point: 1 to 4294967295",
        ),
        (
            ["deal", "12,34"],
            "argument N: '12,34' is not a deal number: digits only, or in threes as 1,000",
        ),
        (["replay", "--deck", BAD_CARD], f"argument --deck: {NOT_A_CARD}"),
        (["replay", "--deck", DEAL_1, "--moves", "x3 x3"], f"argument --moves: {EMPTY_PILE}"),
        (
            ["replay", "--deck", DEAL_1, "--moves", "x3 q7"],
            "argument --moves: move 2: 'q7' is not a move: expected xN (discard from pile N)",
        ),
        (["replay", "--deck", DEAL_1, "--variant", "spider"], "argument --variant: invalid choice"),
        (
            ["replay", "--batch", "--deck", DEAL_1],
            "--batch reads decks from stdin; leave out --deck",
        ),
        (["hint", "--deck", BAD_CARD], f"argument --deck: {NOT_A_CARD}"),
        (["hint", "--deck", DEAL_1, "--moves", "x3 x3"], f"argument --moves: {EMPTY_PILE}"),
        (["hint", "--deck", DEAL_1, "--variant", "spider"], "argument --variant: invalid choice"),
        (["hint", "--deck", DEAL_1, "--playouts", "-1"], "--playouts must be 1 or more"),
        # 0 quietly played 4 a move: refused, with the way to play none.
        (
            ["hint", "--deck", DEAL_1, "--playouts", "0"],
            "--playouts must be 1 or more (at least 4 a move are played out; --budget 0 plays "
            "none), not 0",
        ),
        # As "x5" says "there is no pile 5", not that it is no move at all.
        (
            ["hint", "--deck", DEAL_1, "--moves", "d x10"],
            "argument --moves: move 2 (x10): there is no pile 10",
        ),
        (
            ["replay", "--deck", DEAL_1, "--moves", "m10>1"],
            "argument --moves: move 1 (m10>1): there is no pile 10",
        ),
        (["solve", "--deck", "AS AS"], "argument --deck: card 2: AS is a duplicate of card 1"),
        (
            ["solve", "--deck", DEAL_1, "--budget", "0"],
            "--budget must be a positive, finite number of seconds, not 0",
        ),
        (["play", "--batch", "--variant", "spider"], "argument --variant: invalid choice"),
        (["play"], "--deck is required (or use --batch)"),
        (["play", "--batch", "--deck", DEAL_1], "--batch reads decks from stdin; leave out --deck"),
        (["play", "--deck", BAD_CARD], f"argument --deck: {NOT_A_CARD}"),
        (["play", "--batch", "--jobs", "-1"], "argument --jobs: -1 is not a number of processes"),
        (["simulate", "--games", "0"], "--games must be at least 1, not 0"),
        (
            ["simulate", "--games", "5", "--start", "0"],
            "deals K to K+N-1 must lie within 1 to 4294967295, not 0 to 4",
        ),
    ],
    ids=lambda value: _named(value) if isinstance(value, list) else "",
)
def test_a_bad_option_is_refused_with_the_usage_and_what_is_wrong_where(
    args: list[str], said: str
) -> None:
    refused = refusal(*args)
    command = args[0]
    assert refused.startswith(f"usage: acesup {command} ")
    last = refused.splitlines()[-1]
    assert last.startswith(f"acesup {command}: error: {said}"), refused
