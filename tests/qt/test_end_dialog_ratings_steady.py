"""The end-of-game dialog holds still as the coach rates the moves it had no time for.

With Rate my moves on, a player who plays fast ends the game with moves still
to rate; the dialog's line on the ratings counts them in as they come ("Your
moves, as rated so far: ... (2 still to rate).") and ends without the "so far".
A player saw that line wrap on two lines, then one, and the dialog move by
14 pixels as it did: the line keeps the room of the longest it may come to read.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from acesup_qt.engine import Move, new_game, strategy
from acesup_qt.engine.strategy import RankedMove
from acesup_qt.rating import AS_GOOD, CHOICE, CLOSE, WORSE

from .test_index_in_sight import all_in_sight, careless_game, small_screen

# How the coach is to find each of the player's last moves: every kind of rating,
# so that the line grows from "none yet" to the four of them.
KINDS = (WORSE, CLOSE, CHOICE, AS_GOOD)


def planned_ranking(game, played, kind: str) -> list[RankedMove]:
    """A ranking of ``game``'s moves that rates ``played`` as ``kind`` (``rating.rate``)."""
    others = [m for m in game.legal_moves() if m != played]
    chances = {  # the best other move's, and the one played's: (chance, margin)
        CHOICE: ((0.1, 0.01), (0.5, 0.01)),
        AS_GOOD: ((0.5, 0.0), (0.5, 0.0)),
        CLOSE: ((0.5, 0.2), (0.45, 0.2)),
        WORSE: ((0.9, 0.01), (0.1, 0.01)),
    }[kind]
    pairs = zip((others[0], played), chances, strict=True)
    best, mine = (RankedMove(move, chance, "", margin, 100) for move, (chance, margin) in pairs)
    rest = [RankedMove(m, 0.0, "", 0.01, 100) for m in others[1:]]
    return [mine, best, *rest] if kind == CHOICE else [best, mine, *rest]


@pytest.fixture
def planned_coach(monkeypatch):
    """The coach's rankings, held until the test sets the event returned, then
    rating each move of ``plan`` ({moves before it: (move, kind)}) as planned."""
    go, plan = threading.Event(), {}

    def rank_moves(game, *args, **kwargs) -> list[RankedMove]:
        go.wait(10)
        planned = plan.get(len(game.moves))
        if planned is None or planned[0] not in game.legal_moves():  # a position looked ahead
            return [RankedMove(m, 0.5, "", 0.2, 100) for m in game.legal_moves()]
        return planned_ranking(game, *planned)

    monkeypatch.setattr(strategy, "rank_moves", rank_moves)
    yield go, plan
    go.set()  # never leave the worker waiting: closing the window waits for it


def keys_of(move: str) -> list[str]:
    """The keys that play ``move`` ("x1", "d", "m1>2") on the table."""
    if move == "d":
        return ["D"]
    return [move[1], "Return"] if move[0] == "x" else [move[1], move[3]]


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600), (800, 600)])
def test_the_dialog_holds_still_as_the_coach_rates_the_last_moves(
    qtbot, window, monkeypatch, planned_coach, size
):
    go, plan = planned_coach
    small_screen(monkeypatch, window, size)  # the solver's check cut to 0.2 s too
    deck, moves = careless_game(2, "standard")
    line = moves.split(" ")
    # The last moves that were a choice (a forced move is not rated), played fast.
    chosen = []
    walk = new_game(deck)
    for index, move in enumerate(line):
        if len(walk.legal_moves()) > 1:
            chosen.append(index)
        walk.push(Move.parse(move))
    start = chosen[-len(KINDS)]
    for index, kind in zip(chosen[-len(KINDS) :], KINDS, strict=True):
        plan[index] = (Move.parse(line[index]), kind)
    window.action("rate_moves").trigger()
    window.model.restore(deck, "standard", " ".join(line[:start]))
    for move in line[start:]:
        for key in keys_of(move):
            qtbot.keyClick(window.view, getattr(Qt.Key, f"Key_{key}"))
        window.scene.finish_animations()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert dialog.ratings.text().endswith(f"({len(KINDS)} still to rate).")
    qtbot.waitUntil(lambda: not window.winnable.checking, timeout=5000)  # its words are in
    qtbot.wait(50)
    seen = [(dialog.ratings.text(), dialog.geometry())]
    # Heard after the dialog: it is told first (``window_coach``).
    window.coach.summary_changed.connect(
        lambda _: seen.append((dialog.ratings.text(), dialog.geometry()))
    )
    go.set()
    qtbot.waitUntil(lambda: "still to rate" not in dialog.ratings.text(), timeout=10000)
    qtbot.wait(50)  # anything it would do as the words come, done
    seen.append((dialog.ratings.text(), dialog.geometry()))
    assert dialog.ratings.text() == (
        "Your moves, as rated: 1 was the strategy's choice, 1 was just as good, "
        "1 was too close to call and 1 was clearly worse."
    )
    assert all_in_sight(dialog.ratings)
    # Still as the counts came; then, every move rated, the room kept for words that
    # did not come given back from the top: the buttons at its foot stay put.
    *counting, last = [where for _, where in seen]
    assert counting == [seen[0][1]] * len(counting), seen
    assert seen[0][1].contains(last)
    assert (last.left(), last.right(), last.bottom()) == (
        seen[0][1].left(),
        seen[0][1].right(),
        seen[0][1].bottom(),
    )


def test_the_room_kept_is_for_every_kind_a_move_left_may_add():
    from acesup_qt.rating import longest_summary_text, summary_text

    assert longest_summary_text([CHOICE], 0) == summary_text([CHOICE])  # nothing to come
    # One move left: the longest kind missing may come, and each count may go up.
    assert longest_summary_text([CHOICE, CHOICE], 1) == (
        "Your moves, as rated so far: 3 were the strategy's choice "
        "and 1 was too close to call (1 still to rate)."
    )
    every = longest_summary_text([], 4, hinted=2)
    assert all(words in every for words in ("choice", "as good", "close", "worse", "a hint"))
