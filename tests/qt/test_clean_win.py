"""How a game was played: a clean win, or one helped by hints and undos, in the
end-of-game dialog and in the statistics."""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.dialogs.end_of_game import RESTART, UNDO

from . import winning_game
from .test_end_of_game import almost_over, play_last


def one_move_from_the_win(window) -> str:
    """The known winning game one discard before its end; returns that discard."""
    moves = winning_game.MOVES.split(" ")
    window.model.restore(winning_game.DECK, "standard", " ".join(moves[:-1]))
    return moves[-1]


def press_hint(qtbot, window) -> None:
    window.activateWindow()  # back from a dialog: the window's shortcuts work again
    qtbot.waitUntil(window.isActiveWindow)
    with qtbot.waitSignal(window.hints.hint_ready, timeout=5000):
        qtbot.keyClick(window.view, Qt.Key.Key_H)


def finish(qtbot, window, last: str):
    play_last(qtbot, window, window.model.game, last)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    return window.end_dialog


def test_a_win_with_no_help_is_called_clean(qtbot, window):
    dialog = finish(qtbot, window, one_move_from_the_win(window))
    assert dialog.helped.isVisible()
    assert dialog.helped.text() == "A clean win: no hint, no undo."


def test_a_win_after_a_hint_says_so_and_what_a_hint_is(qtbot, window):
    last = one_move_from_the_win(window)
    press_hint(qtbot, window)
    dialog = finish(qtbot, window, last)
    assert dialog.helped.text() == "Won with 1 hint."
    assert "Move > Hint" in dialog.helped.toolTip()


def test_a_win_after_an_undo_counts_it(qtbot, window):
    last = one_move_from_the_win(window)
    dialog = finish(qtbot, window, last)
    dialog.buttons[UNDO].click()  # the win taken back, then made again
    dialog = finish(qtbot, window, last)
    assert dialog.helped.text() == "Won with 1 undo."


def test_a_loss_says_only_the_help_it_had(qtbot, window):
    game, last = almost_over(window)
    dialog = finish(qtbot, window, last)
    assert not game.is_won()
    assert dialog.helped.isHidden()  # nothing to own up to
    dialog.buttons[UNDO].click()
    dialog = finish(qtbot, window, last)
    assert dialog.helped.isVisible()
    assert dialog.helped.text() == "With 1 undo."


def test_the_statistics_count_the_clean_wins_and_show_each_games_help(qtbot, window):
    last = one_move_from_the_win(window)
    finish(qtbot, window, last).buttons[RESTART].click()
    last = one_move_from_the_win(window)
    press_hint(qtbot, window)
    finish(qtbot, window, last).reject()
    window.action("statistics").trigger()
    statistics = window.dialog
    assert statistics.objectName() == "statistics"
    assert statistics.figure_labels["won"].text() == "2"
    assert statistics.figure_labels["clean_won"].text() == "1 (50% of wins)"
    table = statistics.recent_table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    hints, undos = headers.index("Hints"), headers.index("Undos")
    # Newest first: the helped win, then the clean one.
    assert [table.item(row, hints).text() for row in range(2)] == ["1", "0"]
    assert [table.item(row, undos).text() for row in range(2)] == ["0", "0"]
    statistics.reject()


def test_a_win_the_demo_finished_is_not_recorded_clean(qtbot, window):
    # The demo's last move ends the game: its hint must be in the record, as in the dialog.
    one_move_from_the_win(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # Demo
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.model.game.is_won()
    assert window.end_dialog.helped.text() == "Won with 1 demo move."
    (game,) = window.history.games()
    assert (game.hints, game.demo_moves) == (0, 1)
    assert window.history.figures("standard").clean_won == 0
