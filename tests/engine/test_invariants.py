"""Hypothesis invariants over random games of both variants."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from acesup_qt.engine import (
    VARIANTS,
    Game,
    IllegalMoveError,
    game_from_text,
    new_game,
)
from acesup_qt.engine.moves import DEAL_MOVE, DISCARDS, MAX_PILES, SHIFTS

EVERY_MOVE = [DEAL_MOVE, *DISCARDS, *(m for row in SHIFTS for m in row if m.source != m.target)]
assert len(EVERY_MOVE) == 1 + MAX_PILES + MAX_PILES * (MAX_PILES - 1)

decks = st.permutations(range(52))
variants = st.sampled_from(sorted(VARIANTS))
choices = st.lists(st.integers(min_value=0, max_value=10_000), min_size=0, max_size=120)


def play(deck, variant: str, picks: list[int]) -> Game:
    """Random legal play: each pick chooses among the legal moves."""
    game = new_game(deck, variant)
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            break
        game.push(moves[pick % len(moves)])
    return game


@given(decks, variants, choices)
def test_all_52_cards_are_always_accounted_for(deck, variant, picks):
    game = play(deck, variant, picks)
    on_piles = [card for pile in game.piles for card in pile]
    stock = list(game.deck[game.dealt :])
    everything = on_piles + stock + game.discards
    assert sorted(everything) == list(range(52))
    assert game.score == len(game.discards) <= 48


@given(decks, variants, choices)
def test_push_then_pop_restores_the_exact_state(deck, variant, picks):
    game = play(deck, variant, picks)
    for move in game.legal_moves():
        before = game.snapshot()
        game.push(move)
        assert game.pop() is move
        assert game.snapshot() == before


@given(decks, variants, choices)
def test_popping_everything_returns_to_the_start(deck, variant, picks):
    game = play(deck, variant, picks)
    fresh = new_game(deck, variant).snapshot()
    while game.moves:
        game.pop()
    assert game.snapshot() == fresh


@given(decks, variants, choices)
def test_the_text_form_round_trips(deck, variant, picks):
    game = play(deck, variant, picks)
    again = game_from_text(game.to_text())
    assert type(again) is type(game)
    assert again.snapshot() == game.snapshot()
    assert again.to_text() == game.to_text()


@given(decks, variants, choices)
def test_every_move_not_listed_as_legal_is_refused(deck, variant, picks):
    game = play(deck, variant, picks)
    legal = set(game.legal_moves())
    before = game.snapshot()
    for move in EVERY_MOVE:
        if move in legal:
            assert game.why_illegal(move) is None
            continue
        reason = game.why_illegal(move)
        assert reason
        with pytest.raises(IllegalMoveError) as caught:
            game.apply(move)
        assert caught.value.reason == reason
        assert game.snapshot() == before


@given(decks, variants, choices, st.integers(min_value=0, max_value=51))
def test_fast_replay_agrees_with_move_by_move_apply(deck, variant, picks, noise):
    """Game.replay unrolls the rules for speed; it must agree with apply exactly."""
    game = play(deck, variant, picks)
    moves = list(game.moves)
    if moves:  # spoil one move to exercise the refusals too
        moves[noise % len(moves)] = EVERY_MOVE[noise % len(EVERY_MOVE)]
    fast, slow = new_game(deck, variant), new_game(deck, variant)
    fast_error = slow_error = None
    try:
        fast.replay(moves)
    except IllegalMoveError as error:
        fast_error = str(error)
    try:
        for index, move in enumerate(moves, 1):
            slow.apply(move, index)
    except IllegalMoveError as error:
        slow_error = str(error)
    assert fast_error == slow_error
    assert fast.snapshot() == slow.snapshot()


@settings(max_examples=50)
@given(decks, variants, choices)
def test_over_means_no_discard_is_reachable(deck, variant, picks):
    """Cross-check is_over against a plain search that keeps pile order."""
    game = play(deck, variant, picks)
    assert game.is_over() == (game.stock_count == 0 and not _discard_reachable(game))
    assert game.outcome().won == (game.score == 48)


def _discard_reachable(game: Game) -> bool:
    seen = set()
    stack = [game.copy()]
    while stack:
        probe = stack.pop()
        key = tuple(tuple(p) for p in probe.piles)
        if key in seen:
            continue
        seen.add(key)
        for move in probe.legal_moves():
            if move.kind == 1:
                return True
            if move.kind == 2:
                nxt = probe.copy()
                nxt.push(move)
                stack.append(nxt)
    return False


@given(decks, variants, choices)
def test_fast_replay_refuses_exactly_the_moves_apply_refuses(deck, variant, picks):
    """Every move, legal or not, at the end of a replayed game: replay's unrolled
    rules must make or refuse it as apply does, with the same words.

    Spoiling one random move (above) rarely meets a refusal that needs a
    particular position, such as a club beside the two of diamonds or, in
    Four Ace Patience, a king beside an empty pile.
    """
    game = play(deck, variant, picks)
    before = list(game.moves)
    for move in EVERY_MOVE:
        slow = game.copy()
        slow_error = None
        try:
            slow.apply(move, len(before) + 1)
        except IllegalMoveError as error:
            slow_error = str(error)
        fast = new_game(deck, variant)
        fast_error = None
        try:
            fast.replay([*before, move])
        except IllegalMoveError as error:
            fast_error = str(error)
        assert fast_error == slow_error, move
        assert fast.snapshot() == slow.snapshot(), move
