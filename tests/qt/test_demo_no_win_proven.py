"""The demo where the strategy's exact chances prove no win is left plays for the score.

Deal 13, the strategy's own game, 52 moves in: the last four cards are in the
stock, and no order of them wins, as a fair player can work out. For the win
every move is as good as another, so the demo discarded J♣ first, the planner's
order, and said "the strategy plays on from here" as if a win were left. For the
score, dealing first keeps J♣ to discard 8♣ later: 41.8 cards discarded on average
against 40.3. The hint there says so, and now the demo plays as the hint does, and
says what it plays for, also once the stock is empty.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from acesup_qt.demo import DEMO_FOR_SCORE, DEMO_RUNNING
from acesup_qt.engine import deal_cards
from acesup_qt.engine.moves import DEAL_MOVE

from .test_no_win_hint import press_hint

DEAL = 13
NO_WIN_PROVEN = (
    "x3 d x1 x1 m4>1 x1 d x1 m2>1 x3 x3 m4>3 x4 d x3 d x3 x3 x4 m1>3 x2 d x1 x1 x4 x2 x2 "
    "x2 x2 m3>2 d x4 x1 d x3 x1 x4 x2 d x4 x4 m1>4 x3 x3 x2 d x1 x4 d d x4 x4"
)


def test_where_no_win_is_left_the_demo_plays_the_hints_move_for_the_score(qtbot, window):
    window.model.restore(deal_cards(DEAL), "standard", NO_WIN_PROVEN, DEAL)
    game = window.model.game
    start = len(game.moves)
    assert press_hint(qtbot, window) == (
        "Hint: Deal, keeping the J♣ to discard the 8♣ later "
        "(no win is left, so this aims for the best score) [1 of 2]"
    )
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert window.action("demo").isChecked()
    # Said from the first, before its first move: not "the strategy plays on from here".
    assert window.statusBar().currentMessage() == DEMO_FOR_SCORE
    qtbot.waitUntil(lambda: len(game.moves) > start, timeout=10000)
    assert game.moves[start] == DEAL_MOVE  # the hint's move, not the discard of J♣
    qtbot.waitUntil(lambda: game.is_over(), timeout=30000)
    # The stock empty after that Deal, it went on saying so to the end.
    assert DEMO_RUNNING not in said, said
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    window.end_dialog.reject()
