"""The hint after an Undo into a position a lost game's end said no win was left in.

Deal 66, lost: the end-of-game dialog says the solver found move 26 gave the win
away. The player pressed Undo, went back a few moves more (still after move 26)
and asked for a hint: "Hint: Discard 7♦ (win chance 9% ± 4%)", a chance of
winning from where the dialog had just said no win was left. Now the hint says
the solver found no win left from here and aims for the best score, as beside
the line's "No win left from here". Only the positions the end told of: before
the game's end, or before move 26, the hint quotes its chance as ever.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt.dialogs.end_of_game import UNDO
from acesup_qt.engine import deal_cards
from acesup_qt.hint_words import NO_WIN_AIM, NO_WIN_FOUND_AIM

from .conftest import play_on
from .test_coach_no_win_found_after import DEAL, GAVE_IT_AWAY
from .test_no_win_hint import press_hint, short_analysis
from .test_winnable import losing_moves, short_budgets

__all__ = ["short_analysis", "short_budgets"]  # autouse / used: short searches

BACK_TO = 40  # the moves left on the table after the Undos: well after move 26


def undo(qtbot, window, times: int) -> None:
    """Ctrl+Z ``times`` times, on the table, each slide finished."""
    for _ in range(times):
        qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        window.scene.finish_animations()


def lose_and_undo(qtbot, window, moves: list[str], deal: int, variant: str, told: str) -> None:
    """The last move of ``moves`` played with the mouse, the end dialog waited for
    until its words hold ``told``, then its Undo pressed."""
    window.model.restore(deal_cards(deal), variant, " ".join(moves[:-1]), deal)
    play_on(qtbot, window, moves[-1])
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    said = lambda: dialog.verdict.text() + " " + dialog.lost_move.text()  # noqa: E731
    qtbot.waitUntil(lambda: told in said(), timeout=60000)
    qtbot.mouseClick(dialog.buttons[UNDO], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.end_dialog is None)
    window.activateWindow()  # back from the dialog, as a window manager makes it
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def test_a_hint_where_the_end_said_no_win_was_left_aims_for_the_score(
    qtbot, window, short_analysis
):
    moves = losing_moves(DEAL)
    # Before the end has told anything: the position has its win chance, as ever.
    window.model.restore(deal_cards(DEAL), "standard", " ".join(moves[:BACK_TO]), DEAL)
    before = press_hint(qtbot, window)
    assert "win chance" in before, before
    assert "solver" not in before

    lose_and_undo(qtbot, window, moves, DEAL, "standard", f"move {GAVE_IT_AWAY} gave the win away")
    game = window.model.game
    undo(qtbot, window, len(game.moves) - BACK_TO)
    assert len(game.moves) == BACK_TO
    text = press_hint(qtbot, window)
    # Before: "Hint: Discard 7♦ (win chance 9% ± 4%)" where no win was left.
    assert "win chance" not in text, text
    assert f"({NO_WIN_FOUND_AIM})" in text, text
    assert window.statusBar().currentMessage().startswith(text)
    # The deeper analysis refines it, for the score still.
    qtbot.waitUntil(lambda: not window.hints.analysing, timeout=10000)
    assert NO_WIN_FOUND_AIM in window.statusBar().currentMessage()
    assert "win chance" not in window.statusBar().currentMessage()
    if "[1 of " in text:  # Hint again: the next move, no chance either
        again = press_hint(qtbot, window)
        assert "[2 of " in again, again
        assert "win chance" not in again, again
        assert "(no win is left" in again, again
        assert NO_WIN_FOUND_AIM not in again, again

    # Back before move 26, where the win was still there: its chance again.
    undo(qtbot, window, BACK_TO - (GAVE_IT_AWAY - 1))
    earlier = press_hint(qtbot, window)
    assert "solver" not in earlier, earlier
    assert NO_WIN_AIM not in earlier, earlier


def test_a_deal_no_one_could_win_hints_for_the_score_after_an_undo(qtbot, window, short_analysis):
    # Four Ace Patience deal 62, proven unwinnable at the end: every position of it
    # has no win left, and the player has been told so.
    moves = losing_moves(62, "aces-only")
    lose_and_undo(qtbot, window, moves, 62, "aces-only", "No one could have won")
    undo(qtbot, window, 6)
    text = press_hint(qtbot, window)
    assert "win chance" not in text, text
    assert NO_WIN_FOUND_AIM in text, text
