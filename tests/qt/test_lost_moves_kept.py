"""Where the win went in a lost game outlives the run: the same game lost again after
the game was closed (the same moves played again, a saved game opened and
reviewed) names the move at once, not after 3 to 10 seconds of the solver's search.

A new window is the game started again: each one's findings were its own, in
memory. The file (``kept_lost_moves``) is the game's spare copy: one damaged, or
a finding in it that cannot be the line's, is passed over and the search runs as
it always did.
"""

from __future__ import annotations

import json

from acesup_qt import kept_lost_moves, lost_win
from acesup_qt.engine import deal_cards, format_cards, parse_moves
from acesup_qt.kept_lost_moves import KeptLostMoves
from acesup_qt.lost_win import LostWin

from .review_panel import choose_review_moves_from_the_game_menu
from .test_verdicts_kept import close_dialog, started_again
from .test_winnable import lose, losing_moves, short_budgets

__all__ = ["short_budgets"]  # autouse: the end-of-game check's budget kept short

DEAL = 66  # lost by simple play: the solver finds the player's move 26 gave the win away
GAVE = "the solver found your move 26 gave the win away"


def searches_asked(monkeypatch) -> list[int]:
    """From now on, the lengths of the lines searched for where the win went (the
    search answers as ever)."""
    asked: list[int] = []
    find = lost_win.find_lost_move

    def noted(deck, variant, moves, solution, cancel, budget):
        asked.append(len(moves))
        return find(deck, variant, moves, solution, cancel, budget)

    monkeypatch.setattr(lost_win, "find_lost_move", noted)
    return asked


def lost_once(qtbot, window):
    """Deal 66 lost, and where the win went found; the dialog closed."""
    dialog = lose(qtbot, window, DEAL)
    qtbot.waitUntil(lambda: GAVE in dialog.lost_move.text(), timeout=60000)
    close_dialog(qtbot, dialog)


def test_where_the_win_went_is_said_at_once_after_a_restart(qtbot, window, monkeypatch):
    lost_once(qtbot, window)
    asked = searches_asked(monkeypatch)
    again = started_again(qtbot)
    dialog = lose(qtbot, again, DEAL)
    assert GAVE in dialog.lost_move.text()  # at once: no "Looking for the move…"
    assert dialog.take_back.isVisible()
    assert asked == []


def test_a_damaged_file_of_lost_moves_is_passed_over_and_searched_again(qtbot, window, monkeypatch):
    path = kept_lost_moves.lost_moves_path()
    path.write_bytes(b'{"format": "acesup-qt lost moves 1", "lost_moves": [{"deck": \xff')
    asked = searches_asked(monkeypatch)
    dialog = lose(qtbot, window, DEAL)
    qtbot.waitUntil(lambda: GAVE in dialog.lost_move.text(), timeout=60000)
    assert asked == [len(losing_moves(DEAL))]
    assert json.loads(path.read_text())["lost_moves"][0]["move"] == 26  # written anew


def test_a_kept_move_that_is_not_one_of_the_line_is_not_believed(qtbot, window, monkeypatch):
    moves = losing_moves(DEAL)
    entry = {
        "variant": "standard",
        "deck": format_cards(deal_cards(DEAL)),
        "moves": " ".join(moves),
        "move": len(moves) + 5,  # a file edited by hand, or a bug of an old version
    }
    path = kept_lost_moves.lost_moves_path()
    path.write_text(json.dumps({"format": kept_lost_moves.FORMAT, "lost_moves": [entry]}))
    asked = searches_asked(monkeypatch)
    dialog = lose(qtbot, window, DEAL)
    qtbot.waitUntil(lambda: GAVE in dialog.lost_move.text(), timeout=60000)
    assert asked == [len(moves)]


def test_proven_moves_are_kept_and_read_back_and_unproven_ones_are_not(tmp_path):
    path = tmp_path / "cache" / "lost.json"
    deck = tuple(deal_cards(DEAL))
    moves = tuple(parse_moves(" ".join(losing_moves(DEAL))))
    other = tuple(parse_moves(" ".join(losing_moves(29))))
    kept = KeptLostMoves(path)
    kept[("standard", deck, moves)] = LostWin(25, 26)
    kept[("standard", tuple(deal_cards(29)), other)] = LostWin(12, 40)  # which of 13 to 40?
    kept.save()
    read = KeptLostMoves(path)
    assert list(read) == [("standard", deck, moves)]
    assert read[("standard", deck, moves)] == LostWin(25, 26)
    # Read first whichever way it is asked: the hint looks through its items.
    assert list(KeptLostMoves(path).items()) == [(("standard", deck, moves), LostWin(25, 26))]


def test_a_kept_line_that_does_not_end_lost_is_not_believed(tmp_path):
    path = tmp_path / "lost.json"
    moves = losing_moves(DEAL)
    entry = {
        "variant": "standard",
        "deck": format_cards(deal_cards(DEAL)),
        "moves": " ".join(moves[:-1]),  # one move short: the game is not over
        "move": 26,
    }
    path.write_text(json.dumps({"format": kept_lost_moves.FORMAT, "lost_moves": [entry]}))
    assert len(KeptLostMoves(path)) == 0


def test_a_lost_game_opened_after_a_restart_is_reviewed_with_its_lost_move_marked(
    qtbot, window, monkeypatch
):
    lost_once(qtbot, window)
    asked = searches_asked(monkeypatch)
    again = started_again(qtbot)
    # The finished game comes back as a saved game of it opens: over, on the table.
    again.model.restore(deal_cards(DEAL), "standard", " ".join(losing_moves(DEAL)), DEAL)
    choose_review_moves_from_the_game_menu(qtbot, again)
    qtbot.waitUntil(lambda: again.game_end.review is not None)
    dock = again.game_end.review
    qtbot.waitUntil(dock.isVisible)
    assert dock.review.rows[25].lost  # at once: "Lost the win" on move 26
    assert "move 26 gave the win away" in dock.review.verdict_text()
    assert asked == []
