"""GameModel: the one owner of the game, its undo stack and its signals."""

from __future__ import annotations

import pytest

from acesup_qt.engine import IllegalMoveError, Move, deal_cards, format_cards, new_game
from acesup_qt.model import GameModel

from .test_end_of_game import play_to_the_end


@pytest.fixture
def model(qapp):
    found = GameModel()
    found.start_deal(1)
    return found


def test_a_legal_request_is_one_undoable_step_with_a_readable_name(model):
    deck = deal_cards(1)
    assert model.request(Move.parse("x3")) is None
    assert model.undo_stack.count() == 1
    assert model.undo_stack.undoText() == "Discard 5♦"
    assert model.game.discards == [deck[2]]
    model.undo_stack.undo()
    assert model.game.to_text() == new_game(deck).to_text()


def test_an_illegal_request_changes_nothing_and_says_why(model):
    before = model.game.to_text()
    reason = model.request(Move.parse("x1"))
    assert reason is not None
    assert "cannot be discarded" in reason
    assert model.game.to_text() == before
    assert model.undo_stack.count() == 0


def test_signals_say_what_changed(qtbot, model):
    with qtbot.waitSignal(model.position_changed), qtbot.waitSignal(model.move_made) as made:
        model.deal()
    assert made.args == [Move.parse("d"), False]
    with qtbot.waitSignal(model.move_made) as undone:
        model.undo_stack.undo()
    assert undone.args == [Move.parse("d"), True]
    with qtbot.waitSignals([model.game_started, model.position_changed]):
        model.start_deal(7, "aces-only")
    assert model.variant == "aces-only"
    assert model.deal_number == 7
    assert model.undo_stack.count() == 0


def test_restore_rebuilds_the_undo_history_and_announces_one_start(qtbot, model):
    starts = []
    model.game_started.connect(lambda: starts.append(1))
    with qtbot.assertNotEmitted(model.move_made):
        model.restore(format_cards(deal_cards(3)), "standard", "d d x1", 3)
    assert starts == [1]
    assert model.undo_stack.count() == 3
    assert model.undo_stack.undoText() == "Discard " + model.undo_stack.command(2).text()[8:]
    model.undo_stack.undo()
    model.undo_stack.undo()
    assert [m.text for m in model.game.moves] == ["d"]


def test_restore_refuses_a_move_that_does_not_fit_and_leaves_a_fresh_game(model):
    with pytest.raises(IllegalMoveError) as error:
        model.restore(deal_cards(1), "standard", "d x1 x1 x1 x1 x1", 1)
    assert error.value.index is not None
    assert model.game.moves == []
    assert model.undo_stack.count() == 0


def test_game_over_is_announced_once_the_last_move_is_made(qtbot, model):
    moves = play_to_the_end(1).split(" ")
    last = Move.parse(moves[-1])
    model.restore(deal_cards(1), "standard", " ".join(moves[:-1]), 1)
    with qtbot.waitSignal(model.game_over) as blocker:
        model.request(last)
    assert blocker.args[0].over
    assert blocker.args[0].score == model.game.score
