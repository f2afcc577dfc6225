"""A practice game (opened from a file) as a player sees it: marked while on the table,
its result said, the same words everywhere, and a file of the table's own game."""

from __future__ import annotations

import sqlite3
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolTip

from acesup_qt.dialogs.end_of_game import UNDO
from acesup_qt.engine import deal_cards, format_cards, new_game
from acesup_qt.main_window import MainWindow
from acesup_qt.storage import Ending, History
from acesup_qt.wording import NOT_COUNTED, PRACTICE_TIP

from .conftest import keep_playing_when_asked
from .review_panel import open_review
from .test_end_of_game import play_last, play_to_the_end
from .test_game_files import CTRL, end_dialog, moves, open_file, play, save
from .test_status_bar import hover
from .test_winnable import losing_moves
from .winning_game import DECK, MOVES

PRACTICE_NOTE = "Practice, not counted in your statistics."


def marked(window: MainWindow) -> tuple[str, str, str]:
    """The title, the deal label and its tooltip."""
    label = window.deal_label
    return window.windowTitle(), label.text(), label.toolTip()


def started(qtbot, database: Path, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    """The app started on ``database``, resuming its game, shown (as ``app.main`` does)."""
    window = MainWindow(history=History.open(database))
    qtbot.addWidget(window)
    window.resize(*size)
    if not window.resume():
        window.model.start_deal(2)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # as the window manager does for a new window: its keys work
    qtbot.waitUntil(window.isActiveWindow)
    return window


def quit_app(window: MainWindow) -> None:
    window.close()
    window.history.close()


def test_an_opened_game_is_marked_while_played_and_restart_or_new_game_unmark_it(
    qtbot, window, dialogs, leave_answers, tmp_path
):
    path = tmp_path / "from Ann.acesup.txt"
    path.write_text(f"deck: {format_cards(DECK)}\nmoves: x3\n", encoding="utf-8")
    assert marked(window) == ("Deal #1", "Deal #1", "")
    open_file(qtbot, window, dialogs, path)
    assert marked(window) == ("Custom deck · practice", "Custom deck · practice", PRACTICE_TIP)
    play(window, "m1>3 d")
    window.statusBar().clearMessage()  # the first message is long gone: the mark stays
    assert window.deal_label.text() == "Custom deck · practice"
    assert window.deal_label.isVisible()

    leave_answers.append(True)
    qtbot.keyClick(window.view, Qt.Key.Key_R, CTRL)  # Restart: the player's own game
    assert marked(window) == ("Custom deck", "Custom deck", "")
    open_file(qtbot, window, dialogs, path)  # nothing played yet: nothing to leave
    assert window.deal_label.text() == "Custom deck · practice"
    leave_answers.append(True)
    qtbot.keyClick(window.view, Qt.Key.Key_N, CTRL)
    number = window.model.deal_number
    assert marked(window) == (f"Deal #{number}", f"Deal #{number}", "")


def test_a_practice_game_resumed_before_its_first_move_is_marked(qtbot, dialogs, tmp_path):
    # Resumed without a move, it has no welcome back: the mark is all that says so.
    database = tmp_path / "acesup.sqlite3"
    path = tmp_path / "start.acesup.txt"
    path.write_text(f"deck: {format_cards(DECK)}\n", encoding="utf-8")
    first = started(qtbot, database)
    open_file(qtbot, first, dialogs, path)
    quit_app(first)

    again = started(qtbot, database)
    assert again.model.game.deck == tuple(DECK)
    assert not again.model.game.moves
    assert marked(again) == ("Custom deck · practice", "Custom deck · practice", PRACTICE_TIP)
    assert again.statusBar().currentMessage() == ""
    quit_app(again)


def test_finishing_a_practice_game_says_its_result_marked(qtbot, window, dialogs, tmp_path):
    *before, last = MOVES.split()
    path = tmp_path / "almost.acesup.txt"
    path.write_text(f"deck: {format_cards(DECK)}\nmoves: {' '.join(before)}\n")
    open_file(qtbot, window, dialogs, path)
    play(window, last)
    bar = window.statusBar()
    assert bar.currentMessage() == "Custom deck · practice: won, score 48."
    dialog = end_dialog(qtbot, window)
    assert dialog.deal_note.text() == PRACTICE_NOTE
    # The file played all but the last move: no "A clean win" claimed for it.
    assert not dialog.helped.isVisible()
    assert "clean win" not in dialog.helped.text().lower()
    assert window.history.games() == []
    qtbot.mouseClick(dialog.buttons[UNDO], Qt.MouseButton.LeftButton)
    assert moves(window) == " ".join(before)  # the game is on again: no result to show
    assert bar.currentMessage() == ""


def open_one_move_before_the_end(qtbot, window, dialogs, tmp_path) -> str:
    """Open a saved game of deal 4 played to one move before its end; that move."""
    *before, last = play_to_the_end(4).split()
    path = tmp_path / "deal 4.acesup.txt"
    deck = format_cards(deal_cards(4))
    path.write_text(f"deal: 4\ndeck: {deck}\nmoves: {' '.join(before)}\n", encoding="utf-8")
    open_file(qtbot, window, dialogs, path)
    return last


def test_a_practice_games_end_dialog_heading_is_marked_as_the_title_is(
    qtbot, window, dialogs, tmp_path
):
    # "Deal #4 · Standard" under the headline, with nothing marking practice there,
    # while the title bar and the status bar said "Deal #4 · practice".
    last = open_one_move_before_the_end(qtbot, window, dialogs, tmp_path)
    assert window.windowTitle() == "Deal #4 · practice"
    play_last(qtbot, window, window.model.game, last)  # by the mouse
    dialog = end_dialog(qtbot, window)
    assert dialog.deal.text() == "Deal #4 · Standard · practice"
    assert dialog.deal_note.text() == PRACTICE_NOTE


def test_a_practice_games_end_dialog_says_its_time_as_the_clock_does(
    qtbot, window, dialogs, tmp_path
):
    # "Score: 46 of 48 cards discarded." with no time, though the clock had run
    # and showed 0:34 beside it: a counted game's dialog says "in 0:34".
    last = open_one_move_before_the_end(qtbot, window, dialogs, tmp_path)
    play_last(qtbot, window, window.model.game, last)  # by the mouse
    dialog = end_dialog(qtbot, window)
    clock = window.play_clock.clock_label.text()
    assert dialog.score.text().endswith(f"cards discarded in&nbsp;{clock}.</p>")


def test_the_question_before_leaving_a_practice_game_says_practice(
    qtbot, window, dialogs, tmp_path
):
    path = tmp_path / "game.acesup.txt"
    path.write_text(f"deck: {format_cards(DECK)}\nmoves: x3\n", encoding="utf-8")
    open_file(qtbot, window, dialogs, path)
    asked = keep_playing_when_asked(qtbot)
    qtbot.keyClick(window.view, Qt.Key.Key_N, CTRL)
    assert [informative for _, informative in asked] == [
        f"This game is {NOT_COUNTED}: leaving it costs nothing."
    ]


def test_a_saved_game_of_unreadable_mark_is_welcomed_back_as_practice_not_as_opened(
    qtbot, tmp_path
):
    database = tmp_path / "acesup.sqlite3"
    first = started(qtbot, database)  # deal 2, the player's own
    play(first, "d")
    quit_app(first)
    with sqlite3.connect(database) as connection:
        connection.execute("UPDATE saved_games SET counted = 'x'")
    connection.close()

    again = started(qtbot, database)
    said = again.statusBar().currentMessage()
    assert said.startswith("Welcome back: your practice game, as you left it after")
    assert "file" not in said  # it was never opened from one
    assert again.deal_label.text() == "Deal #2 · practice"
    assert "file" not in again.deal_label.toolTip()
    quit_app(again)


def test_opening_the_game_just_saved_changes_nothing(
    qtbot, window, dialogs, leave_answers, tmp_path
):
    play(window, "x3 m1>3")
    path = tmp_path / "mine.acesup.txt"
    save(qtbot, window, dialogs, path)
    open_file(qtbot, window, dialogs, path)  # asked to leave it, the test fails
    assert window.statusBar().currentMessage() == "That game is already on the table."
    assert moves(window) == "x3 m1>3"
    assert window.recorder.counted
    assert marked(window) == ("Deal #1", "Deal #1", "")
    assert window.history.games() == []  # not left: no loss
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)  # the Undo history is the player's still
    assert moves(window) == "x3"


def test_opening_a_save_one_move_back_says_redo_plays_it_again(
    qtbot, window, dialogs, leave_answers, tmp_path
):
    qtbot.keyClick(window.view, Qt.Key.Key_3)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # discards pile 3's card
    path = tmp_path / "mine.acesup.txt"
    save(qtbot, window, dialogs, path)
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    qtbot.keyClick(window.view, Qt.Key.Key_3)  # pile 1's card onto empty pile 3
    assert moves(window) == "x3 m1>3"
    open_file(qtbot, window, dialogs, path)
    assert moves(window) == "x3"
    assert window.statusBar().currentMessage() == (
        "Back to where mine.acesup.txt was saved, after 1 move: 1 move undone. Redo plays it again."
    )


def test_opening_an_earlier_point_of_the_game_on_the_table_steps_back_to_it(
    qtbot, window, dialogs, leave_answers, tmp_path
):
    play(window, "x3")
    path = tmp_path / "mine.acesup.txt"
    save(qtbot, window, dialogs, path)
    play(window, "m1>3 d")
    open_file(qtbot, window, dialogs, path)  # not asked: the moves undone are the player's
    assert moves(window) == "x3"
    assert window.statusBar().currentMessage() == (
        "Back to where mine.acesup.txt was saved, after 1 move: 2 moves undone. "
        "Redo plays them again."
    )
    assert window.recorder.counted
    assert window.deal_label.text() == "Deal #1"
    qtbot.keyClick(window.view, Qt.Key.Key_Y, CTRL)
    assert moves(window) == "x3 m1>3"
    leave_answers.append(True)
    qtbot.keyClick(window.view, Qt.Key.Key_N, CTRL)
    assert leave_answers.counted == [True]  # the player's own game: leaving it is a loss
    (left,) = window.history.games()
    # One file opened, one going back: one undo, not one per move it undid.
    assert (left.moves, left.ending, left.undos) == ("x3 m1>3", Ending.ABANDONED, 1)


def test_a_file_going_further_than_the_table_opens_as_practice(
    qtbot, window, dialogs, leave_answers, tmp_path
):
    path = tmp_path / "further.acesup.txt"
    further = new_game(deal_cards(1))
    further.replay("x3 m1>3")
    path.write_text(further.to_text(1), encoding="utf-8")
    play(window, "x3")
    leave_answers.append(True)  # the moves past the table's may be anyone's
    open_file(qtbot, window, dialogs, path)
    assert not leave_answers
    assert moves(window) == "x3 m1>3"
    assert window.deal_label.text() == "Deal #1 · practice"


def test_at_800x600_the_mark_fits_and_the_welcome_back_shows_whole(qtbot, dialogs, tmp_path):
    # A random deal's ten digits; Four Ace Patience, the longer variant's name.
    number = 3141592653
    game = new_game(deal_cards(number), "aces-only")
    game.apply(game.legal_moves()[0])
    path = tmp_path / "long.acesup.txt"
    path.write_text(game.to_text(number), encoding="utf-8")
    database = tmp_path / "acesup.sqlite3"
    first = started(qtbot, database, (800, 600))
    open_file(qtbot, first, dialogs, path)
    first.statusBar().clearMessage()
    labels = [first.deal_label, first.variant_label, first.stock_label, first.score_label]
    assert all(label.isVisible() for label in labels)  # side by side, none cut:
    assert first.deal_label.x() >= 0
    assert all(a.geometry().right() < b.x() for a, b in pairwise(labels))
    for label in labels:
        assert label.width() >= label.sizeHint().width()
    quit_app(first)

    again = started(qtbot, database, (800, 600))
    labels = [again.deal_label, again.variant_label, again.stock_label, again.score_label]
    bar = again.statusBar()
    assert bar.currentMessage().startswith("Welcome back: your practice game, as you left")
    qtbot.waitUntil(lambda: not bar.is_message_cut())
    assert again.deal_label.text() == f"Deal #{number} · practice"
    assert again.deal_label.isVisible()  # only the labels in its way stepped aside
    bar.clearMessage()
    assert all(label.isVisible() for label in labels)
    quit_app(again)


def test_at_800x600_the_words_on_a_file_with_a_long_name_show_whole_but_for_the_name(
    qtbot, window, dialogs, tmp_path
):
    number = 3141592653  # the name Save game as… offers for a random Four Ace Patience deal
    game = new_game(deal_cards(number), "aces-only")
    for _ in range(6):
        game.apply(game.legal_moves()[0])
    path = tmp_path / f"Four Ace Patience deal {number}.acesup.txt"
    path.write_text(game.to_text(number), encoding="utf-8")
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    open_file(qtbot, window, dialogs, path)
    bar = window.statusBar()
    said = bar.currentMessage()
    assert said == (
        f"Opened {path.name} after 6 moves: {NOT_COUNTED}. Undo steps back through them."
    )
    shown = bar.shown_message()
    # What the message means is all there; only the name gives way, in its middle.
    head, tail = said.split(path.name)
    assert shown.startswith(head)
    assert shown.endswith(tail)
    name = shown[len(head) : -len(tail)]
    first, last = name.split("…")
    assert path.name.startswith(first)
    assert path.name.endswith(last)
    assert len(first) > 3
    assert len(last) > 3
    assert bar.fontMetrics().horizontalAdvance(shown) <= bar.message_rect().width()
    hover(bar, bar.message_rect().center())  # and the tooltip reads it whole
    assert QToolTip.text() == said
    bar.clearMessage()
    assert window.deal_label.isVisible()  # the labels that stepped aside are back


def test_a_screen_reader_hears_what_the_practice_mark_means(qtbot, window, dialogs, tmp_path):
    from PySide6.QtGui import QAccessible

    from acesup_qt.deal_title import DEAL_WORDS

    def described() -> str:
        label = QAccessible.queryAccessibleInterface(window.deal_label)
        return label.text(QAccessible.Text.Description)

    assert described() == DEAL_WORDS
    path = tmp_path / "from Ann.acesup.txt"
    path.write_text(f"deck: {format_cards(DECK)}\nmoves: x3\n", encoding="utf-8")
    open_file(qtbot, window, dialogs, path)
    assert described() == PRACTICE_TIP


def test_opening_an_earlier_save_of_a_game_won_keeps_the_win_and_its_time(
    qtbot, window, dialogs, leave_answers, tmp_path
):
    window.model.start(format_cards(DECK))  # the player's own custom deck: counted
    *before, last = MOVES.split()
    play(window, " ".join(before[:10]))
    path = tmp_path / "half.acesup.txt"
    save(qtbot, window, dialogs, path)
    play(window, " ".join(before[10:]))
    play_last(qtbot, window, window.model.game, last)  # the winning click
    dialog = end_dialog(qtbot, window)
    (won,) = window.history.games()
    assert won.ending == Ending.WON

    # From the dialog, Ctrl+O closes it and opens the file: never asked, nothing to leave.
    dialogs.answer = str(path)
    qtbot.keyClick(dialog, Qt.Key.Key_O, CTRL)
    qtbot.waitUntil(lambda: moves(window) == " ".join(before[:10]))
    assert window.history.games() == [won]  # the win, its undos and time untouched
    assert window.statusBar().currentMessage() == (
        f"Opened half.acesup.txt after 10 moves: {NOT_COUNTED}; the game you won stays "
        "in them. Undo steps back through them."
    )
    assert marked(window)[0] == "Custom deck · practice"  # a game of its own
    window.activateWindow()  # back from the dialog: the window's shortcuts work again
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_Y, CTRL)  # no Redo back into the finished game
    assert moves(window) == " ".join(before[:10])
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)  # Undo and play on: the practice game's
    assert moves(window) == " ".join(before[:9])
    qtbot.wait(20)
    play_last(qtbot, window, window.model.game, before[9])
    assert window.history.games() == [won]


def test_opening_an_earlier_save_while_reviewing_a_lost_game_keeps_the_loss(
    qtbot, window, dialogs, leave_answers, tmp_path
):
    moves = losing_moves(66)
    path = tmp_path / "early.acesup.txt"
    early = new_game(deal_cards(66))
    early.replay(" ".join(moves[:10]))
    path.write_text(early.to_text(66), encoding="utf-8")  # as Save game as… wrote it then
    open_review(qtbot, window, 66, moves)
    (lost,) = window.history.games()
    window.activateWindow()  # the window's keys, with the review beside the table
    qtbot.waitUntil(window.isActiveWindow)
    for _ in range(5):  # Undo moves the review's choice: an earlier point of the game
        qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    assert len(window.model.game.moves) == len(moves) - 5
    open_file(qtbot, window, dialogs, path)
    assert [str(m) for m in window.model.game.moves] == moves[:10]
    assert window.history.games() == [lost]
    assert window.deal_label.text() == "Deal #66 · practice"
    assert window.statusBar().currentMessage() == (
        f"Opened early.acesup.txt after 10 moves: {NOT_COUNTED}; the game you lost stays "
        "in them. Undo steps back through them."
    )
