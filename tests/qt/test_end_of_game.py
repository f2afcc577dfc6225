"""The end-of-game dialog: won or lost, with the score, and what next."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt

from acesup_qt import settings
from acesup_qt.dialogs.end_of_game import NEW_GAME, RESTART, UNDO
from acesup_qt.dialogs.end_of_game_record import deal_note
from acesup_qt.engine import deal_cards, format_moves
from acesup_qt.storage import DealResults, Ending, GameRecord
from tests.engine.positions import simple_play

from . import winning_game
from .conftest import assert_table_shows_model, card_point, click, slot_point


def play_to_the_end(deal: int, variant: str = "standard") -> str:
    """A finished game's moves by simple play."""
    return format_moves(simple_play(deal, variant).moves)


def almost_over(window, deal: int = 1, variant: str = "standard"):
    """Restore a game one move before its end; returns that last move."""
    moves = play_to_the_end(deal, variant).split(" ")
    window.model.restore(deal_cards(deal), variant, " ".join(moves[:-1]), deal)
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


def test_after_undo_the_status_bar_no_longer_gives_the_result(qtbot, window):
    # The game is on again and out of the statistics: "lost, score 12" would mislead.
    game, last = almost_over(window)
    play_last(qtbot, window, game, last)
    status = window.statusBar()
    result = f"Deal #1: {'won' if game.is_won() else 'lost'}, score {game.score}."
    assert status.currentMessage() == result
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    window.end_dialog.buttons[UNDO].click()
    assert not game.is_over()
    assert status.currentMessage() == ""
    window.model.undo_stack.redo()  # over again, recorded again: said again
    assert status.currentMessage() == result


def test_d_on_the_empty_stock_after_the_game_keeps_the_result_in_sight(qtbot, window):
    game, last = almost_over(window)
    play_last(qtbot, window, game, last)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    window.end_dialog.reject()  # back to the table, the stock empty
    assert game.stock_count == 0
    status = window.statusBar()
    result = f"Deal #1: {'won' if game.is_won() else 'lost'}, score {game.score}."
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert status.currentMessage() == f"{result} The stock is empty: there is nothing to deal."
    click(qtbot, window, slot_point(window, "stock"))  # the same, by the mouse
    assert status.currentMessage().startswith(f"{result} The stock is empty")
    window.model.undo_stack.undo()  # the game is on again: neither holds now
    assert status.currentMessage() == ""


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


def test_the_dialog_waits_for_the_last_card_to_land(qtbot, window, monkeypatch):
    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, "1")  # cards slide, as a player sees them
    game, last = almost_over(window)
    play_last(qtbot, window, game, last)
    assert game.is_over()
    seen_sliding = []
    while window.scene.animating:  # the last card's flight, and the piles closing up
        seen_sliding.append(window.end_dialog is None)
        qtbot.wait(10)
    assert seen_sliding  # the test did watch a slide
    assert all(seen_sliding)  # no dialog over a moving card
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert_table_shows_model(window)


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


def win_by_clicks(qtbot, window) -> None:
    """Put the known winning game one discard before its end, then click that card."""
    moves = winning_game.MOVES.split(" ")
    window.model.restore(winning_game.DECK, "standard", " ".join(moves[:-1]))
    assert moves[-1].startswith("x")
    play_last(qtbot, window, window.model.game, moves[-1])
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())


def test_a_win_has_its_headline_and_the_players_record(qtbot, window):
    win_by_clicks(qtbot, window)
    dialog = window.end_dialog
    assert window.model.game.is_won()
    assert "You won!" in dialog.headline.text()
    assert dialog.deal.text() == "Custom deck · Standard"
    assert "Score: <b>48</b> of 48" in dialog.score.text()
    assert dialog.figure("won") == "1 of 1"
    assert dialog.figure("win_rate") == "100%"
    assert dialog.figure("current_streak") == "1 win"
    assert dialog.figure("best_streak") == "1 win"
    assert dialog.deal_note.text() == "You won this custom deck at your first try!"
    # Enter still chooses New game, the default button, once the result is in sight.
    qtbot.waitUntil(lambda: not dialog.late_keys.settling())
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert window.end_dialog is None
    assert window.model.game.moves == []
    assert window.model.deal_number is not None  # a numbered deal, not the deck again


def test_a_win_by_keys_alone_and_another_game_from_the_dialog(qtbot, window):
    moves = winning_game.MOVES.split(" ")
    window.model.restore(winning_game.DECK, "standard", " ".join(moves[:-1]))
    pile = int(moves[-1][1])  # the last discard: its pile's key, then Enter
    qtbot.keyClick(window.view, getattr(Qt.Key, f"Key_{pile}"))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert "You won!" in dialog.headline.text()
    assert dialog.figure("won") == "1 of 1"
    dialog.activateWindow()  # as the window manager does: keys go to the focus
    qtbot.waitUntil(dialog.isActiveWindow)
    assert dialog.focusWidget() is dialog.buttons[NEW_GAME]
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)  # on to Restart
    assert dialog.focusWidget() is dialog.buttons[RESTART]
    qtbot.waitUntil(lambda: not dialog.late_keys.settling())  # the keys of play are over
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)
    assert window.end_dialog is None
    assert window.model.game.moves == []
    assert window.model.deal_number is None  # the same deck, from its start


def test_a_helped_first_win_is_not_called_a_first_try(qtbot, window):
    # Won with an undo (or a hint, or the demo): the statistics' Clean wins leave it
    # out, and "at your first try!" cheered a game the player did not win alone.
    moves = winning_game.MOVES.split(" ")
    window.model.restore(winning_game.DECK, "standard", " ".join(moves[:-1]))
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(window.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    play_last(qtbot, window, window.model.game, moves[-1])
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert "You won!" in dialog.headline.text()
    assert dialog.helped.text() == "Won with 1 undo."
    assert dialog.deal_note.text() == "Your first game of this custom deck."
    assert window.history.clean_wins() == 0


def test_the_record_counts_a_second_win_and_then_a_loss(qtbot, window):
    win_by_clicks(qtbot, window)
    window.end_dialog.buttons[RESTART].click()
    win_by_clicks(qtbot, window)
    dialog = window.end_dialog
    assert dialog.figure("won") == "2 of 2"
    assert dialog.figure("current_streak") == "2 wins"
    assert dialog.deal_note.text() == "That makes 2 wins on this custom deck."
    dialog.buttons[RESTART].click()
    game, last = almost_over(window)  # deal 1, lost
    play_last(qtbot, window, game, last)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    dialog = window.end_dialog
    assert "Game over" in dialog.headline.text()
    assert dialog.deal.text() == "Deal #1 · Standard"
    assert dialog.figure("won") == "2 of 3"
    assert dialog.figure("win_rate") == "66.7%"
    assert dialog.figure("current_streak") == "1 loss"
    assert dialog.figure("best_streak") == "2 wins"
    assert dialog.deal_note.text() == "Your first game of deal #1."
    # Game > Statistics shows the same figures in the same words.
    dialog.reject()
    window.action("statistics").trigger()
    statistics = window.dialog
    assert statistics.objectName() == "statistics"
    shown = {key: label.text() for key, label in statistics.figure_labels.items()}
    assert shown["win_percent"] == "66.7%"
    assert shown["current_streak"] == "1 loss"
    assert shown["longest_winning_streak"] == "2 wins"
    statistics.reject()


def test_a_deal_played_in_the_other_variant_has_its_note_name_the_variant(qtbot, window):
    # "Your first game of deal #1." in Four Ace Patience, after games of deal #1 in
    # Standard: the note counts one variant's games, so it must say which.
    game, last = almost_over(window, 1)
    play_last(qtbot, window, game, last)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    assert window.end_dialog.deal_note.text() == "Your first game of deal #1."
    window.end_dialog.reject()
    game, last = almost_over(window, 1, "aces-only")
    play_last(qtbot, window, game, last)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert dialog.deal.text() == "Deal #1 · Four Ace Patience"
    assert dialog.deal_note.text() == "Your first game of deal #1 in Four Ace Patience."
    dialog.reject()
    game, last = almost_over(window, 1)  # and back in Standard: named too, now
    play_last(qtbot, window, game, last)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog.deal_note.text().endswith(" on deal #1 in Standard.")


def test_the_dialog_sits_on_the_window_below_the_piles(qtbot, window):
    win_by_clicks(qtbot, window)
    dialog = window.end_dialog
    table = QRect(window.view.mapToGlobal(QPoint(0, 0)), window.view.size())
    assert table.contains(dialog.geometry())
    for card in (card for pile in window.model.game.piles for card in pile):  # the aces
        item = window.scene.cards[card]
        corner = window.view.mapFromScene(item.sceneBoundingRect().bottomLeft())
        assert window.view.viewport().mapToGlobal(corner).y() < dialog.geometry().top()


def test_the_note_on_the_deal_compares_with_the_earlier_games():
    lost = record_of_deal(5)._replace(score=30)
    assert deal_note(lost, DealResults()) == "Your first game of deal #5."
    assert deal_note(lost, DealResults(2, 0, 25)) == (
        "A new best score on deal #5: your best before was 25."
    )
    assert deal_note(lost, DealResults(2, 0, 30)) == "You equalled your best score on deal #5."
    assert deal_note(lost, DealResults(2, 1, 48)) == "Your best score on deal #5 is 48."
    # Earlier games left (a restart leaves one, often at 0): no "your best before was 0".
    assert deal_note(lost, DealResults(1, 0, 0, left=1)) == (
        "Your first game of deal #5 played to the end: the one before was left unfinished."
    )
    assert deal_note(lost, DealResults(3, 0, 12, left=3)) == (
        "Your first game of deal #5 played to the end: the 3 before were left unfinished."
    )
    assert deal_note(lost, DealResults(2, 0, 0, left=1, best_played_out=0)) == (
        "A new best score on deal #5: your first cards discarded in it."
    )
    assert deal_note(lost, DealResults(2, 0, 28, left=1, best_played_out=20)) == (
        "A new best score on deal #5: your best before was 28, in a game you left."
    )
    won = lost._replace(score=48, won=True, ending=Ending.WON)
    assert deal_note(won, DealResults()) == "You won deal #5 at your first try!"
    assert deal_note(won, DealResults(3, 0, 40)) == "Your first win of deal #5, at your fourth try."
    # Helped, as the statistics' Clean wins tell: no cheer for the help, which the
    # line above the note names.
    helped_ways = (won._replace(hints=1), won._replace(demo_moves=67), won._replace(undos=1))
    for helped in (*helped_ways, won._replace(assisted=True)):
        assert deal_note(helped, DealResults()) == "Your first game of deal #5."
        assert deal_note(helped, DealResults(3, 0, 40)) == (
            "Your first win of deal #5, at your fourth try."
        )
    assert deal_note(won, DealResults(1, 0, 40)) == "Your first win of deal #5, at your second try."
    # The deal's number and the count apart: not "won deal #5 2 times".
    assert deal_note(won, DealResults(2, 1, 48)) == "That makes 2 wins on deal #5."


def record_of_deal(deal: int) -> GameRecord:
    return GameRecord(
        game_key="now",
        variant="standard",
        deal_number=deal,
        deck=None,
        started_at=0.0,
        ended_at=60.0,
        duration=60.0,
        moves="x1",
        score=1,
        won=False,
        undos=0,
        hints=0,
        ending=Ending.LOST,
    )


def the_last_flight(qtbot, window) -> None:
    """Wait until the last card and the piles closing up have landed, and a little more."""
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=3000)
    qtbot.wait(100)  # time enough for a dialog to open, had it been going to


def last_card_in_flight(qtbot, monkeypatch, rate_moves: bool = False):
    """A window of the test's own (to close or delete), the last card of its game in flight."""
    from acesup_qt.main_window import MainWindow

    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, "1")  # the card flies a while
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    if rate_moves:
        window.action("rate_moves").trigger()
    game, last = almost_over(window)
    play_last(qtbot, window, game, last)
    assert window.scene.animating
    return window


def test_a_window_closed_while_the_last_card_slides_opens_no_dialog(qtbot, monkeypatch):
    import shiboken6
    from PySide6.QtWidgets import QApplication

    from acesup_qt.dialogs.end_of_game import EndOfGameDialog

    # The coach too listens for the table to settle, and stops with the window.
    window = last_card_in_flight(qtbot, monkeypatch, rate_moves=True)
    window.close()
    the_last_flight(qtbot, window)
    assert window.end_dialog is None  # closed: no dialog over a window no longer there
    assert not any(isinstance(w, EndOfGameDialog) for w in QApplication.topLevelWidgets())
    window.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(window))


def test_a_window_deleted_while_the_last_card_slides_leaves_nothing_to_fire(qtbot, monkeypatch):
    # Errors in a slot after the window's end would fail the test (pytest-qt catches them).
    import shiboken6

    window = last_card_in_flight(qtbot, monkeypatch)
    scene = window.scene  # the scene, kept by Python, lands its cards all the same
    window.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(window))
    qtbot.waitUntil(lambda: not scene.animating, timeout=3000)
    qtbot.wait(100)


def test_a_new_game_while_the_last_card_slides_shows_no_dialog(qtbot, window, monkeypatch):
    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, "1")
    game, last = almost_over(window)
    play_last(qtbot, window, game, last)
    assert window.scene.animating
    assert window.start_deal(7)  # the game is over: no question asked
    the_last_flight(qtbot, window)  # the new deal's cards landed too
    assert window.end_dialog is None
    assert window.model.deal_number == 7


def test_undo_while_the_last_card_slides_shows_no_dialog(qtbot, window, monkeypatch):
    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, "1")
    game, last = almost_over(window)
    play_last(qtbot, window, game, last)
    assert window.scene.animating
    window.model.undo_stack.undo()  # the card flies back
    the_last_flight(qtbot, window)
    assert window.end_dialog is None
    assert not window.model.game.is_over()
    window.model.undo_stack.redo()  # over again: the dialog, once the card has landed
    assert window.end_dialog is None
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert not window.scene.animating


def test_the_status_bar_names_a_custom_deck_as_the_title_bar_does(qtbot, window):
    moves = winning_game.MOVES.split(" ")
    window.model.restore(list(winning_game.DECK), "standard", " ".join(moves[:-1]))
    game = window.model.game
    play_last(qtbot, window, game, moves[-1])
    assert game.is_won()
    assert window.statusBar().currentMessage().startswith("Custom deck: won, score 48.")
    assert window.windowTitle().startswith("Custom deck")


def test_a_first_win_says_at_which_try_it_came():
    # "after 1 try" read as a first try as well as a second.
    won = record_of_deal(5)._replace(score=48, won=True, ending=Ending.WON)
    notes = [deal_note(won, DealResults(tries, 0, 40)) for tries in (1, 9, 10, 20, 21, 110)]
    assert [note.split("at your ")[1] for note in notes] == [
        "second try.",
        "tenth try.",
        "11th try.",
        "21st try.",
        "22nd try.",
        "111th try.",
    ]
