"""The end-of-game dialog: won or lost, with the score, and what next."""

from __future__ import annotations

import random

from acesup_qt.dialogs.end_of_game import NEW_GAME, RESTART, UNDO
from acesup_qt.engine import DISCARD, deal_cards, format_moves, new_game

from .conftest import card_point, click, slot_point


def play_to_the_end(deal: int) -> str:
    """A finished game's moves by simple play: discard when possible, else deal."""
    game = new_game(deal_cards(deal))
    rng = random.Random(deal)
    while not game.is_over():
        moves = game.legal_moves()
        discards = [m for m in moves if m.kind == DISCARD]
        game.push(discards[0] if discards else rng.choice(moves))
    return format_moves(game.moves)


def almost_over(window, deal: int = 1):
    """Restore a game one move before its end; returns that last move."""
    moves = play_to_the_end(deal).split(" ")
    window.model.restore(deal_cards(deal), "standard", " ".join(moves[:-1]), deal)
    return window.model.game, moves[-1]


def play_last(qtbot, window, game, last: str) -> None:
    if last == "d":
        click(qtbot, window, slot_point(window, "stock"))
    elif last.startswith("x"):
        click(qtbot, window, card_point(window, game.piles[int(last[1]) - 1][-1]))
    else:
        window.play(game.legal_moves()[[m.text for m in game.legal_moves()].index(last)])


def test_the_dialog_says_game_over_with_the_score(qtbot, window):
    game, last = almost_over(window)
    play_last(qtbot, window, game, last)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert game.is_over()
    assert f"Score: <b>{game.score}</b> of 48" in dialog.score.text()
    assert ("won" in dialog.headline.text()) == game.is_won()
    assert "Game over" in dialog.headline.text() or game.is_won()


def test_undo_in_the_dialog_takes_the_last_move_back(qtbot, window):
    game, last = almost_over(window)
    before = game.to_text()
    play_last(qtbot, window, game, last)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    window.end_dialog.buttons[UNDO].click()
    assert game.to_text() == before
    assert window.end_dialog is None


def test_restart_and_new_game_in_the_dialog(qtbot, window):
    game, last = almost_over(window)
    play_last(qtbot, window, game, last)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    window.end_dialog.buttons[RESTART].click()
    assert window.model.game.moves == []
    assert window.model.deal_number == 1
    game, last = almost_over(window, 2)
    play_last(qtbot, window, game, last)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    window.end_dialog.buttons[NEW_GAME].click()
    assert window.model.game.moves == []
    assert window.model.deal_number != 2


def test_undoing_before_the_dialog_opens_keeps_it_shut(qtbot, window):
    game, last = almost_over(window)
    play_last(qtbot, window, game, last)
    window.model.undo_stack.undo()
    qtbot.wait(50)
    assert window.end_dialog is None


def test_hint_and_demo_rest_while_the_game_is_over(qtbot, window):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QToolBar

    game, last = almost_over(window)
    hint_button = window.findChild(QToolBar).widgetForAction(window.action("hint"))
    assert hint_button.isEnabled()
    play_last(qtbot, window, game, last)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    window.end_dialog.reject()
    window.activateWindow()  # back from the dialog: the window's shortcuts work again
    qtbot.waitUntil(window.isActiveWindow)
    assert not hint_button.isEnabled()
    assert not window.action("demo").isEnabled()
    window.statusBar().clearMessage()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert window._hints is None  # no hint was asked for: the key did nothing
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert hint_button.isEnabled()
    assert window.action("demo").isEnabled()
