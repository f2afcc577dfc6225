"""Where did I lose it? After a lost game of a winnable deal, the move that gave the win away.

Standard deal 66 is proven winnable in milliseconds, and so is every position
of the game ``losing_moves`` plays on it, up to move 25; after move 26 (m2>4)
no position can be won, as a solve of each one shows (``lost_at``).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt

from acesup_qt import lost_win
from acesup_qt.engine import Move, card_label, deal_cards, new_game
from acesup_qt.engine import solver as solver_module
from acesup_qt.engine.solver import UNKNOWN, SolveResult, solve
from acesup_qt.lost_win import LostWin, find_lost_move

from .conftest import play_on
from .test_winnable import lose, losing_moves, short_budgets

__all__ = ["short_budgets"]  # a fixture, used by its name

KNOWING = "Knowing the stock's order, the solver found "


def lost_at(deal: int, moves: list[str]) -> int:
    """The move (from 1) after which no win is left, found the long way: a solve per position."""
    game = new_game(deal_cards(deal))
    for number, move in enumerate(moves, 1):
        game.push(Move.parse(move))
        if solve(game, budget_seconds=5.0, win_only=True).no_win:
            return number
    raise AssertionError("the game was never lost")


def test_a_lost_winnable_deal_names_the_move_that_gave_the_win_away(qtbot, window):
    moves = losing_moves(66)
    assert lost_at(66, moves) == 26
    before = new_game(deal_cards(66))
    before.replay(" ".join(moves[:25]))
    assert moves[25] == "m2>4"
    card = before.piles[1][-1]
    dialog = lose(qtbot, window, 66, moves=moves)
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=10000)
    assert dialog.verdict.text() == "This deal could have been won."
    assert dialog.lost_move.text() == (
        # The solver sees the stock: a move the coach rated well may have lost the
        # win, and the player reads whose knowledge the verdict rests on.
        f"{KNOWING}your move 26 gave the win away: Move {card_label(card)} to pile 4."
    )
    assert dialog.show_me.isVisible()  # the solution is still there to be shown
    assert not window.winnable.checking  # the coach may rate now

    qtbot.mouseClick(dialog.take_back, Qt.MouseButton.LeftButton)
    assert window.end_dialog is None
    game = window.model.game
    assert game.to_text() == before.to_text()  # the position before move 26, exactly
    assert not game.is_over()
    assert window.statusBar().currentMessage() == (
        "Back after your move 25, where the deal could still be won. Redo plays its "
        "moves again; another move plays on, taking the result out of your statistics."
    )
    # As in Review moves: looked back at, not undone as play. The loss stays
    # recorded, no undo counted, until a move off the game's line plays on.
    assert window.history.figures("standard").played == 1
    assert window.recorder.undos == 0
    window.model.undo_stack.redo()  # Redo plays the moves again: move 26 first
    assert [str(m) for m in game.moves] == moves[:26]


def take_me_back_there(qtbot, window, dialog) -> None:
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=10000)
    qtbot.mouseClick(dialog.take_back, Qt.MouseButton.LeftButton)
    window.activateWindow()  # back from a dialog: the window's shortcuts work again
    qtbot.waitUntil(window.isActiveWindow)


def redo_key(qtbot, window) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)


def test_take_me_back_there_then_redo_to_the_end_counts_no_undo(qtbot, window):
    """Redo back to the end is the game as it ended: no undo in its words, as the
    dialog, reopened, said before ("With 32 undos."), nor a second record."""
    moves = losing_moves(66)
    take_me_back_there(qtbot, window, lose(qtbot, window, 66, moves=moves))
    game = window.model.game
    assert len(game.moves) == 25
    for _ in moves[25:]:
        redo_key(qtbot, window)
    assert game.is_over()
    qtbot.waitUntil(lambda: not window.scene.animating)
    qtbot.wait(50)  # where the end-of-game dialog would open
    end = window.end_dialog
    assert end is None or "undo" not in end.helped.text()
    assert window.recorder.undos == 0
    assert window.statusBar().currentMessage() == f"Deal #66: lost, score {game.score}."
    (record,) = window.history.games("standard")
    assert record.undos == 0


def test_after_take_me_back_there_the_games_own_next_move_by_hand_keeps_redo(qtbot, window):
    # It ended Redo: the player had to make every move after it again by hand.
    moves = losing_moves(66)
    take_me_back_there(qtbot, window, lose(qtbot, window, 66, moves=moves))
    game = window.model.game
    play_on(qtbot, window, moves[25])  # move 26 again, dragged as before
    assert window.game_actions.redo.isEnabled()
    for _ in moves[26:]:
        redo_key(qtbot, window)
    assert [str(m) for m in game.moves] == moves
    assert window.recorder.undos == 0  # along the game's own line: looked at, not undone
    assert len(window.history.games("standard")) == 1  # recorded once, as it ended


def test_after_take_me_back_there_a_move_off_the_line_counts_one_undo(qtbot, window):
    moves = losing_moves(66)
    take_me_back_there(qtbot, window, lose(qtbot, window, 66, moves=moves))
    game = window.model.game
    # The player plays on from there, not as before (Move to pile 4): a deal, by D.
    assert moves[25] != "d"
    assert game.stock_count
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert [str(m) for m in game.moves] == [*moves[:25], "d"]
    assert window.recorder.undos == 1  # one going back, however many moves it took back
    assert window.history.figures("standard").played == 0  # the game is on again
    assert window.recorder.in_progress


def test_take_me_back_there_leaves_show_me_how_right(qtbot, window):
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=10000)
    qtbot.mouseClick(dialog.take_back, Qt.MouseButton.LeftButton)
    # Lost again the same way: both answers at once, the solution still from the start.
    dialog = lose(qtbot, window, 66)
    assert dialog.take_back.isVisible()
    assert dialog.lost_move.text().startswith(f"{KNOWING}your move 26 gave the win away: ")
    qtbot.mouseClick(dialog.show_me, Qt.MouseButton.LeftButton)
    game = window.model.game
    qtbot.waitUntil(lambda: game.is_over(), timeout=5000)
    assert game.is_won()


def test_a_probe_that_cannot_tell_says_nothing_false(qtbot, window, monkeypatch):
    real = solver_module.solve

    def unsure(game, variant="standard", budget_seconds=None, cancel=None, **options):
        if options.get("win_only"):  # every probe of a position runs out of time
            return SolveResult(UNKNOWN, 0, exact=False)
        return real(game, variant, budget_seconds, cancel, **options)

    monkeypatch.setattr(solver_module, "solve", unsure)
    moves = losing_moves(66)
    dialog = lose(qtbot, window, 66, moves=moves)
    qtbot.waitUntil(lambda: not window.winnable.checking, timeout=10000)
    assert dialog.verdict.text() == "This deal could have been won."
    # Only the first move is proven (it is the solver's own first move): a claim
    # about move 1 and the last one, true, and a way back to where the win was.
    assert dialog.lost_move.text() == (
        "The win was still there after your move 1, and gone after move 57. The solver "
        "could not tell in 3 seconds which of moves 2 to 57 gave it away."
    )
    assert dialog.take_back.isVisible()
    qtbot.mouseClick(dialog.take_back, Qt.MouseButton.LeftButton)
    assert [str(m) for m in window.model.game.moves] == moves[:1]


def _line_of_66() -> tuple[list[Move], list[Move]]:
    moves = [Move.parse(m) for m in losing_moves(66)]
    return moves, solve(deal_cards(66), "standard", 5.0).solution


def test_the_search_with_no_probe_answered_proves_nothing_new(monkeypatch):
    moves, solution = _line_of_66()
    monkeypatch.setattr(
        solver_module, "solve", lambda *args, **kwargs: SolveResult(UNKNOWN, 0, exact=False)
    )
    found = find_lost_move(deal_cards(66), "standard", moves, solution[1:], threading.Event())
    assert found == LostWin(0, len(moves))
    assert found.move is None
    assert lost_win.lost_text(found, len(moves), "") == ""  # nothing to say


def _probing(monkeypatch, unsettled) -> list[int]:
    """Solves of positions after a number of moves in ``unsettled`` run out of
    time; the others are real. Returns the list of positions probed, in order."""
    real, probed = solver_module.solve, []

    def solve(game, *args, **kwargs):
        probed.append(len(game.moves))
        if unsettled(len(game.moves)):
            return SolveResult(UNKNOWN, 0, exact=False)
        return real(game, *args, **kwargs)

    monkeypatch.setattr(solver_module, "solve", solve)
    return probed


def test_a_probe_that_cannot_tell_leaves_the_search_going_with_the_other_positions(monkeypatch):
    moves, solution = _line_of_66()
    probed = _probing(monkeypatch, lambda played: played == 29)
    found = find_lost_move(deal_cards(66), "standard", moves, solution, threading.Event())
    assert probed[:2] == [29, 43]  # the middle of 1 and 57, then of the later half
    assert found == LostWin(25, 26)  # as found with every probe answered
    assert (
        lost_win.lost_text(found, len(moves), "Deal")
        == f"{KNOWING}your move 26 gave the win away: Deal."
    )


def test_the_search_gives_up_after_a_few_probes_that_cannot_tell(monkeypatch):
    moves, solution = _line_of_66()
    probed = _probing(monkeypatch, lambda played: played > 28)
    found = find_lost_move(deal_cards(66), "standard", moves, solution, threading.Event())
    assert len([p for p in probed if p > 28]) == lost_win.MAX_UNSETTLED
    assert found.move is None
    assert found.lost_after == 57  # no later position was settled
    assert lost_win.lost_text(found, len(moves), "") == (
        f"The win was still there after your move {found.won_after}, and gone after move 57. "
        f"The solver could not tell in 3 seconds which of moves {found.won_after + 1} to 57 "
        "gave it away."
    )
    assert lost_win.lost_text(LostWin(0, 40), 57, "") == (
        "The win was gone after your move 40. The solver could not tell in 3 seconds "
        "which of moves 1 to 40 gave it away."
    )


def test_the_move_after_which_the_win_was_gone_is_named_among_those_that_may_have_lost_it():
    # "after your move 1, and gone after move 3 … which move in between gave it
    # away": move 3 itself may have been the one, and "in between" left it out.
    assert lost_win.lost_text(LostWin(1, 3), 57, "") == (
        "The win was still there after your move 1, and gone after move 3. The solver "
        "could not tell in 3 seconds whether move 2 or move 3 gave it away."
    )
    assert lost_win.lost_text(LostWin(0, 2), 57, "") == (
        "The win was gone after your move 2. The solver could not tell in 3 seconds "
        "whether move 1 or move 2 gave it away."
    )
    assert lost_win.lost_text(LostWin(1, 5), 57, "", demo_line=frozenset({1})) == (
        "The win was still there after the demo's move 1, and gone after move 5. The solver "
        "could not tell in 3 seconds which of moves 2 to 5 gave it away."
    )


def test_a_proven_win_also_proves_the_moves_that_follow_its_winning_line():
    moves, _ = _line_of_66()
    game = new_game(deal_cards(66))
    game.replay(moves[:10])
    line = solve(game, "standard", 5.0, win_only=True).solution  # a win after move 10
    same = next(i for i, (a, b) in enumerate(zip(moves[10:], line, strict=False)) if a != b)
    assert lost_win._along(moves, 10, line) == 10 + same  # the moves played on that line
    assert lost_win._along(moves[:10] + line, 10, line) == 10 + len(line)


def test_the_search_finds_the_move_that_a_solve_of_each_position_finds():
    moves, solution = _line_of_66()
    found = find_lost_move(deal_cards(66), "standard", moves, solution, threading.Event())
    assert found == LostWin(25, 26)
    assert found.move == 26
