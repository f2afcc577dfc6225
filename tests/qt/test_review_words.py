"""While the table shows a past position of a finished game under review, the status
bar says so: which game, how it ended, and what Redo and a move do there.

Closed part-way, Review moves left the table looking like a fresh game ("0 moves",
a full stock) with nothing to say the game had ended, nor that a move there takes
the recorded result back out.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolTip

from acesup_qt.engine import parse_moves

from .conftest import slot_point
from .review_panel import click_row, open_review
from .test_status_bar import hover
from .test_winnable import losing_moves, short_budgets

__all__ = ["short_budgets"]  # a fixture, used by its name

CTRL = Qt.KeyboardModifier.ControlModifier
REVIEWING = (
    "Reviewing deal #66: lost, score {score}. Redo plays its moves again; another move plays "
    "on, taking the result out of your statistics."
)
# Once the panel is closed, no one is reviewing: what the table shows, and what holds.
LOOKED_BACK = (
    "Deal #66 as it was {where}: its result (lost, score {score}) stands. Redo plays its "
    "moves again; another move plays on, taking the result out of your statistics."
)


def message(window) -> str:
    return window.statusBar().currentMessage()


def close_review(qtbot, window, dock) -> None:
    """Escape in the list, and the window active again, as a window manager makes it."""
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    assert window.game_end.review is None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()


def test_home_then_escape_leaves_the_table_saying_what_it_shows(qtbot, window):
    dock = open_review(qtbot, window)
    score = window.model.game.score
    result = f"Deal #66: lost, score {score}."
    assert message(window) == result
    qtbot.keyClick(dock.moves, Qt.Key.Key_Home)
    assert window.model.game.moves == []
    assert message(window) == REVIEWING.format(score=score)
    close_review(qtbot, window, dock)  # closed part-way: no one is reviewing now
    looked_back = LOOKED_BACK.format(where="at its start", score=score)
    assert message(window) == looked_back  # it stays, as the result does
    qtbot.wait(200)
    assert message(window) == looked_back
    # Other words come and go in front of it; then it is back.
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)  # nothing to undo at the start
    assert message(window).startswith(looked_back.split(". ")[0])
    assert "There is no move to undo" in message(window)
    window.statusBar().clearMessage()  # the refusal's time up
    assert message(window) == looked_back
    # Redo walks the line and keeps saying where; at the end, the result alone.
    qtbot.keyClick(window.view, Qt.Key.Key_Y, CTRL)
    assert len(window.model.game.moves) == 1
    of = len(losing_moves(66))
    assert message(window) == LOOKED_BACK.format(where=f"after move 1 of {of}", score=score)
    while window.model.undo_stack.canRedo():
        qtbot.keyClick(window.view, Qt.Key.Key_Y, CTRL)
    assert window.model.game.is_over()
    assert message(window) == result
    assert window.history.figures("standard").played == 1  # looked at, never played again


def test_a_move_off_the_reviewed_line_says_the_game_is_on_and_the_result_is_out(qtbot, window):
    moves = losing_moves(66)
    dock = open_review(qtbot, window)
    score = window.model.game.score
    click_row(qtbot, dock, 1)  # before move 2
    close_review(qtbot, window, dock)
    where = f"after move 1 of {len(moves)}"
    assert message(window) == LOOKED_BACK.format(where=where, score=score)
    assert window.history.figures("standard").played == 1
    assert parse_moves(moves[1])[0].kind != "deal"  # so a deal is a move off the line
    qtbot.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, pos=slot_point(window, "stock")
    )
    assert window.model.game.moves[-1].text == "d"
    assert window.recorder.in_progress  # the game is on again...
    assert window.history.figures("standard").played == 0  # ...and its loss out, as said
    assert message(window) == (
        f"Deal #66 is on again: its result (lost, score {score}) is out of your statistics "
        "until it ends."
    )


def test_a_new_game_from_a_reviewed_position_takes_the_words_away(qtbot, window):
    dock = open_review(qtbot, window)
    qtbot.keyClick(dock.moves, Qt.Key.Key_Home)
    close_review(qtbot, window, dock)
    assert message(window).startswith("Deal #66 as it was at its start: ")
    qtbot.keyClick(window.view, Qt.Key.Key_N, CTRL)  # nothing in progress: nothing asked
    assert window.model.deal_number != 66
    assert message(window) == ""
    assert window.history.figures("standard").played == 1  # the loss stays recorded


def test_a_practice_game_under_review_promises_nothing_of_the_statistics():
    from acesup_qt.deal_title import Result
    from acesup_qt.result_words import review_text

    assert review_text(Result("Deal #5 · practice", "lost, score 30"), counted=False) == (
        "Reviewing deal #5 · practice: lost, score 30. Redo plays its moves again; another "
        "move plays on."
    )


def test_at_800x600_the_labels_stay_beside_the_words_on_the_game_reviewed(qtbot, window):
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    dock = open_review(qtbot, window)
    score = window.model.game.score
    qtbot.keyClick(dock.moves, Qt.Key.Key_Home)
    close_review(qtbot, window, dock)
    bar, clock = window.status_bar, window.play_clock
    said = message(window)
    assert said.startswith("Deal #66 as it was at its start: ")
    # It stays as long as the player looks back: the labels stay with it, "0 moves"
    # beside the words that say why; only the stock and score, large on the table, go.
    for label in (window.deal_label, window.variant_label, clock.moves_label):
        assert label.isVisible()
    assert clock.clock_label.isVisible()
    assert not window.score_label.isVisible()
    shown = bar.shown_message()
    # A short form, whole (its shortest was cut: "... takes the result out of your…"):
    # the result, and that a new move takes it out (the deal label names the game).
    assert shown in (
        f"At the start (lost, score {score}). A new move takes it out of your statistics.",
        f"Game lost, score {score}. A new move takes it out of your statistics.",
    )
    hover(bar, bar.message_rect().center())
    assert QToolTip.text() == said


def test_redo_back_to_the_end_after_a_review_says_the_result_and_opens_no_dialog(qtbot, window):
    # The end was shown once, dialog and all: Redo back to it is looking again,
    # not another end (nothing is recorded again), so the status bar says it.
    dock = open_review(qtbot, window)
    result = message(window)
    click_row(qtbot, dock, 30)
    close_review(qtbot, window, dock)
    while window.model.undo_stack.canRedo():
        qtbot.keyClick(window.view, Qt.Key.Key_Y, CTRL)
    assert window.model.game.is_over()
    qtbot.waitUntil(lambda: not window.scene.animating)
    qtbot.wait(100)  # the last card has landed: a dialog would be open by now
    assert window.end_dialog is None
    assert message(window) == result
    assert window.history.figures("standard").played == 1


def test_closing_the_review_at_a_past_position_no_longer_says_reviewing(qtbot, window):
    moves = losing_moves(66)
    dock = open_review(qtbot, window)
    score = window.model.game.score
    click_row(qtbot, dock, 12)  # before move 13
    assert message(window) == REVIEWING.format(score=score)  # the panel open: reviewing
    close_review(qtbot, window, dock)
    where = f"after move 12 of {len(moves)}"
    assert message(window) == LOOKED_BACK.format(where=where, score=score)


def test_the_panel_says_escape_leaves_the_table_where_it_is_and_end_then_escape_the_end(
    qtbot, window
):
    # Closing leaves the table at the move chosen, by design (to play on from there);
    # a player learnt it only after closing. The panel says so, and how to close at the end.
    from PySide6.QtWidgets import QLabel

    dock = open_review(qtbot, window)
    words = [label.text() for label in dock.findChildren(QLabel) if label.isVisible()]
    assert any("Escape closes, leaving the table there" in text for text in words)
    result = message(window)
    qtbot.keyClick(dock.moves, Qt.Key.Key_Home)
    assert window.model.game.moves == []
    qtbot.keyClick(dock.moves, Qt.Key.Key_End)
    close_review(qtbot, window, dock)
    assert window.model.game.is_over()  # the game's end, as it stands
    assert message(window) == result
