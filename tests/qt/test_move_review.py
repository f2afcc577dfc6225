"""Review moves: a finished game gone through move by move from the end-of-game dialog,
every move in words with the coach's verdict on it.

Deal 66 is lost by ``losing_moves`` (discard when possible, else a random
move): the solver proves it winnable in milliseconds and finds that move 26
(m2>4) gave the win away (``test_lost_win``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt import move_review
from acesup_qt.commands import move_text
from acesup_qt.dialogs.move_review import VERDICT
from acesup_qt.engine import DISCARD, deal_cards, new_game
from acesup_qt.engine.moves import DEAL_MOVE
from acesup_qt.engine.strategy import RankedMove
from acesup_qt.rating import Ranking

from .review_panel import open_review
from .test_coach import held_worker
from .test_demo_moves import start_demo
from .test_winnable import lose, losing_moves, short_budgets
from .winning_game import DECK, MOVES

# Fixtures, used by their names.
__all__ = ["held_worker", "short_budgets"]


def test_the_button_bears_the_panels_name_and_alt_m_opens_it(qtbot, window):
    dialog = lose(qtbot, window, 66)
    name = dialog.review.text().replace("&", "")
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    assert dock.windowTitle() == name == "Review moves"


def test_two_chances_under_the_same_bound_are_said_once():
    # "Close: <6% vs <6%" read as a misprint: both are under 6%, as far as anyone can tell.
    # In the list the move's own chance comes first, in words ("<6% vs <5%" was a code).
    game = new_game(deal_cards(11))
    game.replay("d d")
    discard = next(move for move in game.legal_moves() if move.kind == DISCARD)
    name = move_text(game, discard)

    def verdict(first: tuple[float, float], played: tuple[float, float]) -> tuple[str, str]:
        ranked = [RankedMove(discard, first[0], "", first[1], 100)]
        ranked.append(RankedMove(DEAL_MOVE, played[0], "", played[1], 100))
        return move_review.verdict_words(Ranking(game, ranked), DEAL_MOVE)

    assert verdict((0.021, 0.03), (0.012, 0.04)) == (
        "Close call: both under 6%",
        f"Close: the strategy would have played {name}, too close to call (both under 6%)",
    )
    assert verdict((0.08, 0.03), (0.07, 0.03)) == (
        "Close call: 7%, best 8%",
        f"Close: the strategy would have played {name}, too close to call (8% against 7%)",
    )
    assert verdict((0.021, 0.03), (0.003, 0.01)) == (
        "Close call: under 2%, best under 6%",
        f"Close: the strategy would have played {name}, too close to call "
        "(under 6% against under 2%)",
    )
    # The played move's bound the higher ("under 7%, best under 4%" read as the better
    # move played): both are under 7%, as far as anyone can tell.
    assert verdict((0.01, 0.025), (0.02, 0.045)) == (
        "Close call: both under 7%",
        f"Close: the strategy would have played {name}, too close to call (both under 7%)",
    )


def test_the_review_lists_every_move_in_words_with_its_verdict(qtbot, window, held_worker):
    moves = losing_moves(66)
    dock = open_review(qtbot, window)
    rows = dock.review.rows
    walk = new_game(deal_cards(66))
    words = []
    for text in moves:
        move = next(m for m in walk.legal_moves() if m.text == text)
        words.append(move_text(walk, move))
        walk.push(move)
    assert [r.words for r in rows] == words
    assert [r.number for r in rows] == list(range(1, len(moves) + 1))
    assert dock.moves.topLevelItemCount() == len(moves) + 1  # and the end
    assert rows[0].words == "Discard 3♠"
    assert rows[1].words == "Move 10♣ to pile 4"
    assert all(r.by == "You" for r in rows)
    assert rows[6].verdict == move_review.FORCED  # move 7, a Deal with nothing else to do
    # Rate my moves is off: the review has the coach rate them, rows filling in.
    assert window.coach is not None
    assert not window.coach.enabled
    # Held till seen: on a loaded machine the first rating came before the test looked.
    assert rows[0].verdict == move_review.RATING
    assert dock.moves.topLevelItem(0).text(VERDICT) == "rating…"
    # Read as a sentence of its own, as every other verdict is: not "… rating…."
    assert dock.moves.topLevelItem(0).toolTip(VERDICT) == "Move 1, yours: Discard 3♠. Rating…"
    held_worker.set()
    qtbot.waitUntil(lambda: all(r.verdict != move_review.RATING for r in rows), timeout=120000)
    assert rows[0].verdict.startswith("The strategy's choice (win chance")
    item = dock.moves.topLevelItem(1)
    assert item.text(VERDICT) == rows[1].short
    assert item.text(VERDICT).startswith(
        ("Best move: ", "Close call: ", "Worse: ", "Just as good: ")
    )
    assert rows[1].sentence() in item.toolTip(VERDICT)
    assert any(r.verdict.startswith(("Close: ", "Worse: ")) for r in rows)
    # The move that gave the win away, marked; every row reads as a sentence.
    qtbot.waitUntil(lambda: rows[25].lost, timeout=20000)
    assert dock.moves.topLevelItem(25).text(VERDICT).startswith("Lost the win · ")
    sentence = dock.moves.topLevelItem(25).data(0, Qt.ItemDataRole.AccessibleTextRole)
    assert sentence.startswith("Move 26, yours: Move 9♣ to pile 4. ")
    # However the coach rated it, the sentence says whose knowledge "lost" rests on.
    assert sentence.endswith(" Knowing the stock's order, the solver found it gave the win away.")
    assert dock.verdict.text() == (
        "This deal could have been won. Knowing the stock's order, the solver found your "
        "move 26 gave the win away: Move 9♣ to pile 4."
    )


def test_the_demos_moves_are_marked_and_not_rated(qtbot, window, monkeypatch):
    moves = MOVES.split(" ")
    window.model.restore(DECK, "standard", " ".join(moves[:-3]))
    start_demo(qtbot, window)  # the strategy wins from here in 3 moves
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    review = dialog.review
    qtbot.mouseClick(review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    rows = dock.review.rows
    assert [r.by for r in rows[-4:]] == ["You", "Demo", "Demo", "Demo"]
    assert rows[-1].verdict == move_review.DEMO_MOVE
    assert dock.moves.topLevelItem(len(rows) - 1).data(0, Qt.ItemDataRole.AccessibleTextRole) == (
        f"Move {len(rows)}, the demo's: {rows[-1].words}. The demo's move: not rated."
    )
    assert rows[-4].verdict != move_review.DEMO_MOVE
