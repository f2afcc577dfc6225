"""Rate my moves in the statistics: the moves the coach rated, played with the
mouse, are counted in the Progress tab's line on rated games, also when rated
after the game's end or before a quit; a move taken back is not, nor a move
played as a hint showed it, nor a game nothing was rated in, and looking back
along a game (Review moves) keeps them."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.dialogs.progress import NO_RATED_GAMES
from acesup_qt.engine.moves import DEAL_MOVE, DISCARDS
from acesup_qt.storage.ratings import AS_GOOD, CHOICE, CLOSE, WORSE, keep_ratings
from acesup_qt.storage.records import Ending
from tests.storage.made_up import record

from .conftest import card_point, click, slot_point
from .review_panel import click_row
from .test_autosave_gui import db_path, open_window, show
from .test_coach import at_the_choice, held_worker, is_rating, rating, wait_for_rating
from .test_coach_game_end import _end_the_game_with_a_worse_move
from .test_statistics_dialog import history, open_dialog, select_variant
from .test_statistics_from_play import open_statistics_from_the_toolbar
from .test_statistics_progress import open_progress, show_progress
from .test_undo_buttons import press_tool
from .test_winnable import short_budgets

# Fixtures, shared with the dialog's, the autosave's and the coach's tests.
__all__ = ["db_path", "held_worker", "history", "open_window", "short_budgets"]


def test_a_players_rated_moves_show_in_the_statistics_but_not_one_taken_back(
    qtbot, window, leave_answers
):
    window.action("rate_moves").trigger()
    at_the_choice(window)  # deal 95: a discard from pile 2 wins 2 in 3, a deal never
    click(qtbot, window, slot_point(window, "stock"))
    assert window.model.game.moves[-1] == DEAL_MOVE
    assert wait_for_rating(qtbot, window).startswith("You dealt: no win is left.")
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    window.statusBar().clearMessage()
    game = window.model.game
    click(qtbot, window, card_point(window, game.piles[1][-1]))
    assert game.moves[-1] == DISCARDS[1]
    assert ": the strategy's choice too" in wait_for_rating(qtbot, window)
    leave_answers.append(True)
    press_tool(qtbot, window, "new")  # the game left: abandoned, counted with its rating
    assert not window.model.game.moves

    dialog = open_statistics_from_the_toolbar(qtbot, window)
    show_progress(qtbot, dialog)
    line = dialog.progress.rated_line
    assert line.isVisible()
    assert line.text() == (
        "Your one rated game: 100% of your moves rated the strategy's choice or as good, "
        "0% clearly worse."
    )
    assert "Only ratings it finished count" in line.toolTip()


def _take_the_deal_back_and_find_no_rated_game(qtbot, win, leave_answers) -> None:
    """Undo the rated Deal, discard instead with Rate my moves off, leave the game:
    Statistics counts the game but no rated one."""
    qtbot.keyClick(win.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    win.action("rate_moves").trigger()  # off: the move made in the Deal's place is not rated
    click(qtbot, win, card_point(win, win.model.game.piles[1][-1]))
    assert win.model.game.moves[-1] == DISCARDS[1]
    _leave_and_find_no_rated_game(qtbot, win, leave_answers)


def _leave_and_find_no_rated_game(qtbot, win, leave_answers) -> None:
    """Leave the game for a new one: Statistics counts it, but no rated game."""
    leave_answers.append(True)
    press_tool(qtbot, win, "new")
    dialog = open_statistics_from_the_toolbar(qtbot, win)
    show_progress(qtbot, dialog)
    assert dialog.figures.played == 1
    assert dialog.progress.rated_line.text() == NO_RATED_GAMES


def test_the_rating_of_a_move_taken_back_is_not_counted(qtbot, window, leave_answers):
    window.action("rate_moves").trigger()
    at_the_choice(window)
    click(qtbot, window, slot_point(window, "stock"))
    assert wait_for_rating(qtbot, window).startswith("You dealt")
    _take_the_deal_back_and_find_no_rated_game(qtbot, window, leave_answers)


def test_a_rating_that_comes_after_the_games_end_is_counted_with_it(qtbot, window, held_worker):
    window.action("rate_moves").trigger()  # each ranking held back until set
    _end_the_game_with_a_worse_move(qtbot, window)  # dragged: recorded, not yet rated
    assert window.history.figures().played == 1
    assert window.history.rated().last.games == 0
    held_worker.set()
    qtbot.waitUntil(lambda: is_rating(rating(window)), timeout=10000)
    window.game_end.close()
    dialog = open_statistics_from_the_toolbar(qtbot, window)
    show_progress(qtbot, dialog)
    assert dialog.progress.rated_line.text() == (
        "Your one rated game: 0% of your moves rated the strategy's choice or as good, "
        "100% clearly worse."
    )


def test_a_rating_kept_before_a_quit_goes_with_its_move_taken_back_after(
    qtbot, open_window, leave_answers
):
    first = open_window()
    show(qtbot, first)
    first.action("rate_moves").trigger()
    at_the_choice(first)
    click(qtbot, first, slot_point(first, "stock"))
    assert wait_for_rating(qtbot, first).startswith("You dealt")
    first.close()  # the game saved, and the Deal's rating kept

    second = open_window()
    assert second.resume()  # Rate my moves on, as left
    show(qtbot, second)
    assert second.model.game.moves[-1] == DEAL_MOVE
    qtbot.waitUntil(lambda: second.coach is not None, timeout=5000)
    _take_the_deal_back_and_find_no_rated_game(qtbot, second, leave_answers)


def test_looking_back_along_a_finished_game_keeps_its_ratings(qtbot, window):
    window.action("rate_moves").trigger()
    _end_the_game_with_a_worse_move(qtbot, window)  # dragged, and rated
    qtbot.waitUntil(lambda: window.history.rated().last.games == 1, timeout=10000)
    rated = window.history.rated()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    qtbot.mouseClick(window.end_dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    qtbot.waitUntil(dock.isVisible)
    click_row(qtbot, dock, 0)  # the table at the deal's start, every move taken back
    assert not window.model.game.moves
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    assert window.game_end.review is None
    assert window.history.rated() == rated


def test_a_game_played_with_rate_my_moves_off_is_no_rated_game(qtbot, window, leave_answers):
    at_the_choice(window)
    click(qtbot, window, card_point(window, window.model.game.piles[1][-1]))
    _leave_and_find_no_rated_game(qtbot, window, leave_answers)


def test_the_last_20_rated_games_are_set_against_the_rated_games_before(qtbot, history):
    # 30 standard games of two moves ("x1 d"), the first 3 unrated; games 4-10
    # each one choice and one clearly worse; games 11-30 (the last 20) one as good
    # and one too close to call, game 30 a choice and a worse one. And one game of
    # Four Ace Patience, rated: not among the standard games.
    for n in range(1, 31):
        history.add(record(n, Ending.WON if n % 9 == 0 else Ending.LOST))
    history.add(record(31, variant="aces-only"))
    connection = history.connection
    for n in range(4, 11):
        keep_ratings(connection, f"game-{n}", {1: ("x1", CHOICE), 2: ("d", WORSE)})
    for n in range(11, 30):
        keep_ratings(connection, f"game-{n}", {1: ("x1", AS_GOOD), 2: ("d", CLOSE)})
    keep_ratings(connection, "game-30", {1: ("x1", CHOICE), 2: ("d", WORSE)})
    keep_ratings(connection, "game-31", {1: ("x1", CHOICE)})
    dialog = open_progress(qtbot, history, "standard")
    assert dialog.progress.rated_line.text() == (
        "Last 20 rated games: 50% of your moves rated the strategy's choice or as good, "
        "2.5% clearly worse; the 7 rated games before them: 50% and 50%."
    )
    select_variant(dialog, "aces-only")
    assert dialog.progress.rated_line.text() == (
        "Your one rated game: 100% of your moves rated the strategy's choice or as good, "
        "0% clearly worse."
    )


def test_the_line_on_rated_games_leaves_the_list_of_recent_games_its_room(qtbot, history):
    # Its room comes from the chart above it: at 800x600 the list kept 3 rows of 5.
    for n in range(1, 31):
        history.add(record(n))
    dialog = open_dialog(qtbot, history, "standard")
    dialog.resize(800, 540)  # as on a screen of 800x600
    show_progress(qtbot, dialog)
    qtbot.wait(50)  # the layout settles
    unrated = dialog.recent_table.height()
    for n in range(1, 31):
        keep_ratings(history.connection, f"game-{n}", {1: ("x1", CHOICE), 2: ("d", WORSE)})
    dialog.refresh()
    qtbot.waitUntil(lambda: dialog.progress.rated_line.text().startswith("Last 20 rated games"))
    qtbot.wait(50)  # the layout settles
    assert dialog.progress.rated_line.height() > 2 * dialog.fontMetrics().height()
    assert dialog.recent_table.height() == unrated


def test_a_move_played_as_the_hint_showed_is_left_out_of_the_line(qtbot, window, leave_answers):
    window.action("rate_moves").trigger()
    at_the_choice(window)  # deal 95: the strategy's choice is a discard from pile 2
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint == DISCARDS[1], timeout=10000)
    click(qtbot, window, card_point(window, window.model.game.piles[1][-1]))  # as hinted
    assert window.model.game.moves[-1] == DISCARDS[1]
    assert ": the strategy's choice too" in wait_for_rating(qtbot, window)
    window.statusBar().clearMessage()
    click(qtbot, window, slot_point(window, "stock"))  # the player's own choice, no hint
    assert window.model.game.moves[-1] == DEAL_MOVE
    assert wait_for_rating(qtbot, window).startswith("You dealt: no win is left.")
    leave_answers.append(True)
    press_tool(qtbot, window, "new")
    dialog = open_statistics_from_the_toolbar(qtbot, window)
    show_progress(qtbot, dialog)
    line = dialog.progress.rated_line
    assert line.text() == (  # the hinted discard, the strategy's choice, is not counted
        "Your one rated game: 0% of your moves rated the strategy's choice or as good, "
        "100% clearly worse."
    )
    assert "moves you played as a hint showed are left out" in line.toolTip()


def test_a_hint_put_out_by_choosing_its_card_with_the_keys_still_leaves_the_move_out(
    qtbot, window, leave_answers
):
    window.action("rate_moves").trigger()
    at_the_choice(window)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint == DISCARDS[1], timeout=10000)
    qtbot.keyClick(window.view, Qt.Key.Key_2)  # chosen: the hint's light goes out
    assert window.scene.hint is None
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.model.game.moves[-1] == DISCARDS[1]
    assert ": the strategy's choice too" in wait_for_rating(qtbot, window)
    leave_answers.append(True)
    press_tool(qtbot, window, "new")
    assert window.history.rated().last.games == 0  # its only rated move was the hint's


def test_the_hinted_move_played_again_after_an_undo_is_still_left_out(qtbot, window, leave_answers):
    window.action("rate_moves").trigger()
    at_the_choice(window)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint == DISCARDS[1], timeout=10000)
    click(qtbot, window, card_point(window, window.model.game.piles[1][-1]))
    assert ": the strategy's choice too" in wait_for_rating(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    window.statusBar().clearMessage()
    click(qtbot, window, card_point(window, window.model.game.piles[1][-1]))  # by hand again
    assert window.model.game.moves[-1] == DISCARDS[1]
    assert ": the strategy's choice too" in wait_for_rating(qtbot, window)
    leave_answers.append(True)
    press_tool(qtbot, window, "new")
    assert window.history.rated().last.games == 0  # the hint had shown it in that position
