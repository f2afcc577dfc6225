"""Review moves keeps the end-of-game dialog's offers: Show me how, Take me back there;
Game > Review moves brings them back once the dialog is closed.

Deal 66 lost, as ``review_panel.open_review`` loses it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from .review_panel import choose_review_moves_from_the_game_menu, open_review, shown_row
from .test_winnable import lose, losing_moves, short_budgets

__all__ = ["short_budgets"]  # fixtures, used by their names


def test_the_review_offers_show_me_how_and_take_me_back_there(qtbot, window):
    """The dialog's offers went with it as the review opened, with no way back."""
    moves = losing_moves(66)
    dock = open_review(qtbot, window, moves=moves)
    qtbot.waitUntil(dock.take_back.isVisible, timeout=10000)
    assert dock.show_me.isVisible()
    assert dock.take_back.toolTip().startswith(
        "Go back to where the deal could still be won, after move 25"
    )
    qtbot.mouseClick(dock.take_back, Qt.MouseButton.LeftButton)
    model = window.model
    assert [str(m) for m in model.game.moves] == moves[:25]  # before move 26, which lost it
    assert shown_row(dock) == 25
    assert dock.detail.text().startswith("Move 26, yours: ")
    assert window.history.figures("standard").played == 1  # looked at, as any row
    qtbot.mouseClick(dock.show_me, Qt.MouseButton.LeftButton)
    assert window.game_end.review is None  # a new game on the table: the solution shown
    assert window.recorder.watching
    qtbot.waitUntil(model.game.is_over, timeout=10000)
    assert model.game.is_won()


def test_once_the_dialog_is_closed_game_review_moves_brings_its_offers_back(qtbot, window):
    action = window.action("review")
    assert not action.isEnabled()  # no game over on the table: nothing to review
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=10000)
    qtbot.mouseClick(dialog._parts.close, Qt.MouseButton.LeftButton)
    assert window.end_dialog is None
    assert action.isEnabled()
    choose_review_moves_from_the_game_menu(qtbot, window)
    dock = window.game_end.review
    assert dock is not None
    qtbot.waitUntil(dock.take_back.isVisible, timeout=10000)
    assert dock.show_me.isVisible()


def test_game_review_moves_opens_on_the_whole_game_where_take_me_back_there_left_it(qtbot, window):
    moves = losing_moves(66)
    dialog = lose(qtbot, window, 66, moves=moves)
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=10000)
    qtbot.mouseClick(dialog.take_back, Qt.MouseButton.LeftButton)
    assert len(window.model.game.moves) == 25
    assert window.action("review").isEnabled()  # the finished game, looked back along
    choose_review_moves_from_the_game_menu(qtbot, window)
    dock = window.game_end.review
    assert dock is not None
    assert dock.moves.topLevelItemCount() == len(moves) + 1  # every move, and the end
    assert shown_row(dock) == 25
    qtbot.waitUntil(dock.take_back.isVisible, timeout=10000)
    assert dock.show_me.isVisible()
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    # A move off the line (a deal, by D, where move 26 moved a card) plays on: the
    # game is no longer over, nothing to review.
    assert moves[25] != "d"
    window.activateWindow()  # back from a dialog: the window's shortcuts work again
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert len(window.model.game.moves) == 26
    assert not window.action("review").isEnabled()


def test_the_review_says_where_the_win_went_as_the_dialog_did(qtbot, window):
    # The panel offered Take me back there under "This deal could have been won."
    # and never said where "there" was: when the solver could not tell which of a
    # few moves gave the win away, no row was marked and nothing said it at all.
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=10000)
    said = dialog.lost_move.text()
    assert "gave the win away" in said
    qtbot.mouseClick(dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    qtbot.waitUntil(dock.take_back.isVisible, timeout=10000)
    assert dock.verdict.isVisible()
    assert dock.verdict.text() == f"This deal could have been won. {said}"
