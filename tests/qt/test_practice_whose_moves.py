"""A practice game (opened from a file) calls no move the player's: its moves may
be anyone's. Review moves' rows, the end-of-game dialog's words on the move that
gave the win away and on Undo, and Take me back there's words name a move by its
number alone; a counted game's moves stay "yours", the demo's "the demo's".

Deal 66 is lost by ``losing_moves``; move 26 (m2>4) gave its win away (``test_lost_win``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from acesup_qt.dialogs.end_of_game import UNDO
from acesup_qt.engine import card_label, deal_cards, format_cards, new_game
from acesup_qt.lost_win import LostWin, lost_text
from acesup_qt.main_window import MainWindow
from acesup_qt.wording import last_move

from .review_panel import click_row
from .test_demo_moves import start_demo
from .test_end_of_game import play_last
from .test_game_files import CTRL, end_dialog, open_file, play
from .test_lost_win import KNOWING, take_me_back_there
from .test_practice import quit_app, started
from .test_winnable import losing_moves, short_budgets
from .winning_game import DECK
from .winning_game import MOVES as WINNING

__all__ = ["short_budgets"]  # a fixture, used by its name

MOVES = losing_moves(66)


def card_moved_by_move_26() -> str:
    before = new_game(deal_cards(66))
    before.replay(" ".join(MOVES[:25]))
    assert MOVES[25] == "m2>4"
    return card_label(before.piles[1][-1])


def saved_before_the_end(tmp_path: Path) -> Path:
    """A file of deal 66 one move before the loss, as Save game as… writes it."""
    game = new_game(deal_cards(66))
    game.replay(" ".join(MOVES[:-1]))
    path = tmp_path / "from Ann.acesup.txt"
    path.write_text(game.to_text(66), encoding="utf-8")
    return path


def lose_the_last_move(qtbot, window: MainWindow):
    """The game's last move, by the mouse: the end-of-game dialog, once it says where
    the win went."""
    play_last(qtbot, window, window.model.game, MOVES[-1])
    dialog = end_dialog(qtbot, window)
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=10000)
    return dialog


def test_a_lost_practice_game_names_the_move_that_lost_it_by_its_number(
    qtbot, window, dialogs, tmp_path
):
    open_file(qtbot, window, dialogs, saved_before_the_end(tmp_path))
    assert not window.recorder.counted
    dialog = lose_the_last_move(qtbot, window)
    card = card_moved_by_move_26()
    assert dialog.lost_move.text() == (
        f"{KNOWING}move 26 gave the win away: Move {card} to pile 4."
    )
    undone = window.model.undo_stack.undoText()
    assert dialog.buttons[UNDO].toolTip() == f"Take back the last move, {undone}, and play on"

    take_me_back_there(qtbot, window, dialog)
    assert len(window.model.game.moves) == 25
    assert window.statusBar().currentMessage() == (
        "Back after move 25, where the deal could still be won. Redo plays its moves "
        "again; another move plays on."
    )


def test_review_moves_of_a_practice_game_reads_no_row_as_yours(qtbot, window, dialogs, tmp_path):
    open_file(qtbot, window, dialogs, saved_before_the_end(tmp_path))
    dialog = lose_the_last_move(qtbot, window)
    qtbot.mouseClick(dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    qtbot.waitUntil(dock.isVisible)
    tree = dock.moves
    lost = tree.topLevelItem(25)
    qtbot.waitUntil(lambda: "gave the win away" in lost.toolTip(2), timeout=10000)
    card = card_moved_by_move_26()
    sentence = lost.toolTip(2)
    assert sentence.startswith(f"Move 26: Move {card} to pile 4. ")
    assert sentence.endswith(f" {KNOWING}it gave the win away.")
    assert "  " not in sentence
    assert lost.data(0, Qt.ItemDataRole.AccessibleTextRole) == sentence
    first = tree.topLevelItem(0)
    assert first.toolTip(2).startswith("Move 1: Discard ")
    assert not any("yours" in tree.topLevelItem(i).toolTip(2) for i in range(len(MOVES)))
    click_row(qtbot, dock, 7)  # the row chosen, its sentence whole under the list
    assert dock.detail.text().startswith("Move 8: Discard 8♥.")


def test_a_practice_game_resumed_after_a_quit_still_calls_no_move_yours(qtbot, dialogs, tmp_path):
    database = tmp_path / "acesup.sqlite3"
    first = started(qtbot, database)
    open_file(qtbot, first, dialogs, saved_before_the_end(tmp_path))
    quit_app(first)

    again = started(qtbot, database)
    assert len(again.model.game.moves) == len(MOVES) - 1
    dialog = lose_the_last_move(qtbot, again)
    assert dialog.lost_move.text().startswith(f"{KNOWING}move 26 gave the win away: ")
    assert dialog.buttons[UNDO].toolTip().startswith("Take back the last move, ")
    dialog.reject()
    quit_app(again)


def test_restart_makes_the_moves_yours_again(qtbot, window, dialogs, leave_answers, tmp_path):
    open_file(qtbot, window, dialogs, saved_before_the_end(tmp_path))
    leave_answers.append(True)
    qtbot.keyClick(window.view, Qt.Key.Key_R, CTRL)  # the deal anew: the player's own game
    assert window.recorder.counted
    play(window, " ".join(MOVES[:-1]))
    dialog = lose_the_last_move(qtbot, window)
    assert dialog.lost_move.text().startswith(f"{KNOWING}your move 26 gave the win away: ")
    assert dialog.buttons[UNDO].toolTip().startswith("Take back your last move, ")
    take_me_back_there(qtbot, window, dialog)
    assert window.statusBar().currentMessage().startswith("Back after your move 25, ")


def test_in_a_practice_games_review_the_demos_moves_stay_the_demos(
    qtbot, window, dialogs, tmp_path
):
    moves = WINNING.split()
    path = tmp_path / "almost.acesup.txt"
    path.write_text(f"deck: {format_cards(DECK)}\nmoves: {' '.join(moves[:-3])}\n")
    open_file(qtbot, window, dialogs, path)
    start_demo(qtbot, window)  # the strategy wins from here in 3 moves
    dialog = end_dialog(qtbot, window)
    assert dialog.buttons[UNDO].toolTip().startswith("Take back the demo's last move, ")
    qtbot.mouseClick(dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    rows = dock.review.rows
    last, before = len(rows), len(rows) - 3

    def heard(number: int) -> str:
        item = dock.moves.topLevelItem(number - 1)
        return item.data(0, Qt.ItemDataRole.AccessibleTextRole)

    assert heard(last) == (
        f"Move {last}, the demo's: {rows[-1].words}. The demo's move: not rated."
    )
    assert heard(before).startswith(f"Move {before}: {rows[before - 1].words}. ")


def test_the_demos_move_stays_the_demos_in_a_practice_game():
    demo = frozenset({26})
    found = lost_text(LostWin(25, 26), 57, "Deal", demo_line=demo, practice=True)
    assert found == f"{KNOWING}the demo's move 26 gave the win away: Deal."
    between = lost_text(LostWin(12, 40), 57, "", demo_line=demo, practice=True)
    assert between.startswith("The win was still there after move 12, and gone after move 40.")
    assert last_move("Deal", 26, demo, practice=True) == "the demo's last move, Deal"
    assert last_move("Deal", 27, demo, practice=True) == "the last move, Deal"
