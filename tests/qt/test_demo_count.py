"""The demo's moves are counted as they are made, not as the demo means to make them."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .review_panel import click_row
from .test_demo_moves import demo_plays, start_demo
from .winning_game import DECK, MOVES


def test_the_demo_replaying_a_reviewed_game_counts_no_move_again(qtbot, window):
    moves = MOVES.split(" ")
    window.model.restore(DECK, "standard", " ".join(moves[:-3]))
    start_demo(qtbot, window)  # the strategy wins from here in 3 moves
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog.helped.text() == "Won with 3 demo moves."
    qtbot.mouseClick(window.end_dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    click_row(qtbot, dock, len(moves) - 3)  # before the demo's first move
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    assert window.game_end.review is None
    start_demo(qtbot, window)  # the same three moves again: looked at, not played
    qtbot.waitUntil(lambda: window.model.game.is_won())
    # The end seen once, its dialog too: the status bar says the result this time.
    qtbot.waitUntil(lambda: not window.scene.animating)
    assert window.end_dialog is None
    assert window.statusBar().currentMessage().startswith("Custom deck: won, score 48.")
    assert window.recorder.demo_moves == 3
    (won,) = window.history.games()  # recorded once, with its three demo moves
    assert (won.won, won.demo_moves) == (True, 3)


def test_a_move_the_demo_could_not_make_counts_nothing_nor_makes_the_next_one_its_own(
    qtbot, window, monkeypatch
):
    demo_plays(monkeypatch, window, ["x1"])  # deal 1 has no discard from pile 1
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: not window.demo.running)
    assert window.statusBar().currentMessage().startswith("The demo stopped: ")
    assert window.model.game.moves == []
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # the player's own deal
    assert (window.recorder.demo_moves, window.recorder.demo_line) == (0, frozenset())
    saved = window.recorder.autosave.current  # as the statistics will have it
    assert (saved.demo_moves, saved.demo_line) == (0, frozenset())
