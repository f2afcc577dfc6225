"""Every rule of rules.md and its corner cases."""

import pytest

from acesup_qt.engine import (
    IllegalMoveError,
    Move,
    NotationError,
    Termination,
    deal_cards,
    new_game,
    parse_card,
)

from .positions import position


def texts(game):
    return sorted(m.text for m in game.legal_moves())


# -- the start ---------------------------------------------------------------


def test_start_deals_one_card_onto_each_pile_pile_1_first():
    game = new_game(deal_cards(1))
    assert game.piles == [[c] for c in deal_cards(1)[:4]]
    assert game.stock_count == 48
    assert game.score == 0


# -- discards ------------------------------------------------------------------


def test_discard_needs_a_higher_card_of_the_same_suit_on_another_pile():
    game = position(["7H", "9H", "3C", "KD"])
    assert texts(game) == ["x1"]
    game.apply("x1")
    assert game.piles[0] == []
    assert game.score == 1


def test_a_higher_card_of_another_suit_does_not_allow_a_discard():
    game = position(["7H", "9S", "3C", "KD"])
    with pytest.raises(IllegalMoveError) as caught:
        game.apply("x1")
    assert caught.value.reason == "7H cannot be discarded: no higher heart on top of another pile"


def test_the_highest_card_of_a_suit_cannot_be_discarded():
    game = position(["7H", "9H", "3C", "KD"])
    with pytest.raises(IllegalMoveError, match="9H cannot be discarded: no higher heart"):
        game.apply("x2")


def test_a_covered_higher_card_does_not_count():
    game = position(["7H", "9H 2C", "3C", "KD"])
    assert "x1" not in texts(game)


def test_a_higher_card_on_the_same_pile_does_not_count():
    game = position(["9H 7H", "2C", "3D", "KS"])
    assert "x2" not in texts(game)
    with pytest.raises(IllegalMoveError):
        game.apply("x1")


def test_aces_are_never_discarded():
    game = position(["AH", "KH", "AS", "2C"])
    with pytest.raises(IllegalMoveError, match="AH cannot be discarded: aces are never discarded"):
        game.apply("x1")
    assert texts(game) == ["x2"]


def test_several_lower_cards_of_a_suit_may_each_be_discarded():
    game = position(["2D", "5D", "JD", "QD"])
    assert texts(game) == ["x1", "x2", "x3"]


def test_discarding_is_a_choice_the_deal_stays_legal():
    game = position(["7H", "9H", "3C", "KD"], stock="2C 3D 4H 5S")
    assert texts(game) == ["d", "x1"]


def test_discarding_from_an_empty_pile_is_refused():
    game = position(["", "9H", "3C", "KD"])
    with pytest.raises(IllegalMoveError, match="pile 1 is empty: there is no card to discard"):
        game.apply("x1")


# -- moves onto empty piles ---------------------------------------------------


def test_any_top_card_may_move_onto_an_empty_pile():
    game = position(["", "9H 4C", "3C", "KD"])
    assert {"m2>1", "m3>1", "m4>1"} <= set(texts(game))
    game.apply("m2>1")
    assert game.piles[0] == [parse_card("4C")]
    assert game.piles[1] == [parse_card("9H")]


def test_a_move_carries_only_the_top_card():
    game = position(["", "9H 4C 2S", "3C", "KD"])
    game.apply("m2>1")
    assert [len(p) for p in game.piles] == [1, 2, 1, 1]


def test_moves_onto_a_pile_that_is_not_empty_are_refused():
    game = position(["7H", "9H", "3C", "KD"])
    with pytest.raises(IllegalMoveError) as caught:
        game.apply("m1>2")
    assert caught.value.reason == (
        "7H cannot move to pile 2: a card may move only onto an empty pile"
    )


def test_moving_from_an_empty_pile_is_refused():
    game = position(["", "", "3C", "KD"])
    with pytest.raises(IllegalMoveError, match="pile 1 is empty: there is no card to move"):
        game.apply("m1>2")


def test_no_pile_five_in_a_four_pile_game():
    game = position(["", "9H", "3C", "KD"])
    with pytest.raises(IllegalMoveError, match="there is no pile 5"):
        game.apply("m5>1")
    with pytest.raises(IllegalMoveError, match="there is no pile 5"):
        game.apply("x5")


def test_a_lone_card_may_move_to_another_empty_pile():
    game = position(["", "9H", "", "KD"])
    assert "m2>1" in texts(game)


def test_aces_only_lets_only_an_ace_onto_an_empty_pile():
    game = position(["", "9H AS", "3C", "KD"], variant="aces-only")
    assert texts(game) == ["m2>1"]
    with pytest.raises(IllegalMoveError) as caught:
        game.apply("m3>1")
    assert caught.value.reason == (
        "3C cannot move to pile 1: in Four Ace Patience only an ace may move onto an empty pile"
    )
    game.apply("m2>1")
    assert "m2>1" not in texts(game)  # the 9H under the ace stays put now


def test_aces_only_discards_as_the_standard_game_does():
    game = position(["7H", "9H", "3C", "KD"], variant="aces-only")
    assert texts(game) == ["x1"]


# -- deals ---------------------------------------------------------------------


def test_a_deal_puts_one_card_on_every_pile_in_order():
    game = position(["7H", "9H", "3C", "KD"], stock="2C 3D 4H 5S")
    game.apply("d")
    assert [game.piles[i][-1] for i in range(4)] == list(game.deck[-4:])
    assert game.stock_count == 0


def test_deals_land_on_empty_piles_too():
    game = position(["", "9H", "", "KD"], stock="2C 3D 4H 5S")
    game.apply("d")
    assert [len(p) for p in game.piles] == [1, 2, 1, 2]


def test_dealing_from_an_empty_stock_is_refused():
    game = position(["7H", "9H", "3C", "KD"])
    with pytest.raises(IllegalMoveError, match="the stock is empty: there is nothing to deal"):
        game.apply("d")


# -- the end -------------------------------------------------------------------


def test_won_when_only_the_four_aces_remain():
    game = position(["AH", "AS", "AD", "AC"])
    outcome = game.outcome()
    assert (outcome.won, outcome.over, outcome.termination) == (True, True, Termination.WON)


def test_won_with_aces_stacked_on_one_pile():
    game = position(["AH AS", "AD", "AC", ""])
    assert game.outcome().won


def test_not_over_while_the_stock_holds_cards():
    game = position(["7S", "9H", "3C", "KD"], stock="2C 3D 4H 5S")
    assert not game.is_over()


def test_over_without_empty_piles_when_no_discard_is_left():
    game = position(["7S", "9H", "3C", "KD"])
    outcome = game.outcome()
    assert (outcome.over, outcome.won, outcome.termination) == (True, False, Termination.STUCK)


def test_not_over_while_a_discard_is_possible():
    game = position(["7H", "9H", "3C", "KD"])
    assert not game.is_over()


def test_not_over_when_moves_into_an_empty_pile_uncover_a_discard():
    # Moving the 3C away uncovers the 2H; with the 9H on top, the 2H can go.
    game = position(["", "2H 3C", "9H", "KD"])
    assert not game.is_over()


def test_over_with_an_empty_pile_when_shuffling_never_reaches_a_discard():
    # Cards can move between piles for ever, but no two of one suit ever
    # show together: the search proves the game over.
    game = position(["", "2H 3C", "4D", "KS"])
    assert game.legal_moves()  # moves between piles go on ...
    assert game.is_over()  # ... but no discard can ever be made again


def test_over_needs_a_deep_search_through_empty_piles():
    # Only after the 5S and 4D move out of the way does 2S meet 9S.
    game = position(["", "9S 5S 4D", "2S 3C", ""])
    assert not game.is_over()


def test_the_end_of_game_search_leaves_the_position_as_it_was():
    from acesup_qt.engine.ending import discard_reachable

    game = position(["", "9S 5S 4D", "2S 3C", ""])
    before = game.snapshot()
    assert discard_reachable(game)
    assert game.snapshot() == before


def test_the_outcome_types_are_still_importable_from_the_game_module():
    import acesup_qt.engine as engine
    from acesup_qt.engine import game

    assert (game.Outcome, game.Termination) == (engine.Outcome, engine.Termination)


def test_aces_only_is_over_when_no_ace_can_move_to_uncover_a_discard():
    # Same layout, but in Four Ace Patience the 3C may not move.
    standard = position(["", "2H 3C", "9H", "KD"])
    aces_only = position(["", "2H 3C", "9H", "KD"], variant="aces-only")
    assert not standard.is_over()
    assert aces_only.is_over()


def test_score_counts_the_discards():
    game = position(["2D", "5D", "JD", "QD"])
    game.replay("x1 x2 x3")
    assert game.outcome().score == 3


# -- validation and replay --------------------------------------------------------


def test_replay_names_the_move_and_its_position():
    game = new_game(deal_cards(1))
    with pytest.raises(IllegalMoveError) as caught:
        game.replay("x3 d x3 x3 x3")
    assert str(caught.value).startswith("move ")
    assert caught.value.index is not None
    assert caught.value.move.text == "x3"


def test_rules_md_example_wording():
    # rules.md: move 5 (x3): 4H cannot be discarded: no higher heart on top of another pile
    game = position(["4H", "9S", "3C", "KD"])
    with pytest.raises(IllegalMoveError) as caught:
        game.apply("x1", index=5)
    assert str(caught.value) == (
        "move 5 (x1): 4H cannot be discarded: no higher heart on top of another pile"
    )


@pytest.mark.parametrize("text", ["x0", "y1", "m1>1", "m12>3", "D D", "x", ""])
def test_unreadable_moves_are_refused(text):
    with pytest.raises(NotationError):
        Move.parse(text)


def test_move_notation_round_trips():
    for text in ["x1", "x4", "m2>4", "m4>1", "d"]:
        assert str(Move.parse(text)) == text
    assert Move.parse("X3").text == "x3"
