"""How a game was played, in the words of the end-of-game dialog."""

from __future__ import annotations

from acesup_qt.wording import help_text, help_tip


def test_a_win_with_no_help_is_clean():
    assert help_text(True, 0, 0) == "A clean win: no hint, no undo."


def test_a_helped_win_counts_its_hints_and_undos():
    assert help_text(True, 3, 2) == "Won with 3 hints and 2 undos."
    assert help_text(True, 1, 0) == "Won with 1 hint."
    assert help_text(True, 0, 1) == "Won with 1 undo."


def test_a_loss_says_its_help_or_nothing():
    assert help_text(False, 1, 0) == "With 1 hint."
    assert help_text(False, 2, 1) == "With 2 hints and 1 undo."
    assert help_text(False, 0, 0) == ""


def test_being_told_if_the_game_could_still_be_won_is_help_too():
    # Said as the menu item says it ("Tell me if the game can still be won"): "Won with
    # the winnable line on" named a line a new player could not find in the menus.
    assert help_text(True, 0, 0, assisted=True) == "Won, told if it could still be won."
    assert help_text(True, 2, 1, assisted=True) == (
        "Won with 2 hints and 1 undo, told if it could still be won."
    )
    assert help_text(False, 0, 0, assisted=True) == "Played, told if it could still be won."
    assert help_text(False, 0, 0, assisted=True, demo_moves=3) == (
        "With 3 demo moves, told if it could still be won."
    )


def test_demo_moves_are_named_apart_from_hints():
    assert help_text(True, 2, 0, demo_moves=30) == "Won with 2 hints and 30 demo moves."
    assert help_text(True, 0, 1, demo_moves=1) == "Won with 1 demo move and 1 undo."
    assert help_text(False, 2, 0, demo_moves=30) == "With 2 hints and 30 demo moves."
    # A loss the demo was the only help in: whose moves they were, plainly.
    assert help_text(False, 0, 0, demo_moves=30) == "The demo played 30 moves."
    assert help_text(False, 0, 0, demo_moves=1) == "The demo played 1 move."


def test_the_help_tip_says_what_hints_and_demo_moves_are():
    assert "Game > Demo" in help_tip(0, False, demo_moves=3)
    assert help_tip(0, False) == ""


def test_a_game_after_its_solution_was_shown_says_so_last():
    seen = "after seeing the solution (Show me how)"
    assert help_text(True, 0, 0, solution_seen=True) == f"Won {seen}."
    assert help_text(False, 0, 0, solution_seen=True) == f"Played {seen}."
    assert help_text(True, 1, 0, assisted=True, solution_seen=True) == (
        f"Won with 1 hint, told if it could still be won, {seen}."
    )
    assert help_text(False, 0, 0, demo_moves=2, solution_seen=True) == (
        f"The demo played 2 moves, {seen}."
    )
    assert "whole order of its stock" in help_tip(0, False, solution_seen=True)
    assert "whole order" not in help_tip(0, True)


def test_a_practice_win_is_never_called_clean_yet_its_help_is_said():
    assert help_text(True, 0, 0, counted=False) == ""
    assert help_text(True, 0, 1, counted=False) == "Won with 1 undo."
