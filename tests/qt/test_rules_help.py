"""Help > Rules tells what the statistics make of the help and of a game left."""

from __future__ import annotations

from PySide6.QtCore import Qt


def rules_read(qtbot, window) -> str:
    """The Rules page's words as the player reads them, opened by F1."""
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    return " ".join(window.dialog.text.toPlainText().split())


def test_the_rules_tell_of_the_winnable_line_and_what_it_costs(qtbot, window):
    # The setting was left out of the page, and with it why such a game is no clean win.
    text = rules_read(qtbot, window)
    assert (
        "Settings > Tell me if the game can still be won has the solver, which knows the "
        "stock, say after each move if a win is left. A game it answered for is assisted, "
        'marked "told if it could still be won": never a clean win.'
    ) in text
    assert window.action("still_winnable").text().replace("&", "") == (
        "Tell me if the game can still be won"
    )  # the menu's own words


def test_the_rules_tell_that_a_game_left_unfinished_counts_as_a_loss(qtbot, window):
    text = rules_read(qtbot, window)
    assert (
        "A game left unfinished after a move, for a new game or a restart, counts as a "
        "loss (abandoned)."
    ) in text
