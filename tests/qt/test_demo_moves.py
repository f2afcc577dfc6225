"""The demo's moves are its own: counted apart from the player's hints in the
end-of-game dialog, the statistics and their CSV, and named as the demo's when
one of them gave the win away."""

from __future__ import annotations

import csv

from PySide6.QtCore import Qt

from acesup_qt.engine import Move, card_label, deal_cards, new_game

from .conftest import click, play_on, slot_point
from .test_clean_win import press_hint
from .test_winnable import losing_moves
from .winning_game import DECK, MOVES

CTRL = Qt.KeyboardModifier.ControlModifier


def start_demo(qtbot, window) -> None:
    window.activateWindow()  # back from a dialog: the window's shortcuts work again
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)


def demo_plays(monkeypatch, window, moves: list[str]) -> None:
    """The demo plays these moves (not the strategy's), then has none left and stops."""
    left = [Move.parse(move) for move in moves]
    monkeypatch.setattr(window.demo, "next_move", lambda: left.pop(0) if left else None)


def test_hints_and_demo_moves_are_told_apart_in_the_dialog_statistics_and_csv(
    qtbot, window, dialogs, tmp_path
):
    moves = MOVES.split(" ")
    window.model.restore(DECK, "standard", " ".join(moves[:-3]))
    press_hint(qtbot, window)
    start_demo(qtbot, window)  # the strategy wins from here in 3 moves
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert window.model.game.is_won()
    assert dialog.helped.text() == "Won with 1 hint and 3 demo moves."
    assert "Game > Demo played for you" in dialog.helped.toolTip()
    dialog.reject()

    window.action("statistics").trigger()
    statistics = window.dialog
    assert statistics.figure_labels["clean_won"].text() == "0 (0% of wins)"
    table = statistics.recent_table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    row = {header: table.item(0, column).text() for column, header in enumerate(headers)}
    assert (row["Hints"], row["Demo"], row["Undos"], row["Result"]) == ("1", "3", "0", "Won")
    assert "Game > Demo" in table.horizontalHeaderItem(headers.index("Demo")).toolTip()
    dialogs.answer = str(tmp_path / "games.csv")
    qtbot.mouseClick(statistics.export_button, Qt.MouseButton.LeftButton)
    with (tmp_path / "games.csv").open(newline="") as exported:
        (game,) = csv.DictReader(exported)
    assert (game["hints"], game["demo_moves"], game["undos"]) == ("1", "3", "0")
    statistics.reject()


def test_the_demos_move_that_gave_the_win_away_is_named_as_the_demos(qtbot, window, monkeypatch):
    # Deal 66 by ``losing_moves``: move 26 (m2>4) gives the win away (test_lost_win).
    moves = losing_moves(66)
    window.model.restore(deal_cards(66), "standard", " ".join(moves[:24]), 66)
    before = new_game(deal_cards(66))
    before.replay(" ".join(moves[:25]))
    card = before.piles[1][-1]
    demo_plays(monkeypatch, window, moves[24:])  # the demo plays on from move 25, and loses
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert not window.model.game.is_won()
    assert dialog.helped.text() == f"The demo played {len(moves) - 24} moves."
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=10000)
    assert dialog.lost_move.text() == (
        "Knowing the stock's order, the solver found the demo's move 26 gave the win "
        f"away: Move {card_label(card)} to pile 4."
    )
    qtbot.mouseClick(dialog.take_back, Qt.MouseButton.LeftButton)
    assert (
        window.statusBar()
        .currentMessage()
        .startswith("Back after the demo's move 25, where the deal could still be won. ")
    )


def demo_made_three_moves(qtbot, window, monkeypatch) -> list[str]:
    """Deal 1's first three legal moves, made by the demo; their notation."""
    game = new_game(deal_cards(1))
    strategy = []
    for _ in range(3):  # any three legal moves
        move = game.legal_moves()[0]
        game.push(move)
        strategy.append(str(move))
    demo_plays(monkeypatch, window, strategy)
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: not window.demo.running)
    return strategy


def test_a_demo_move_undone_and_redone_is_still_the_demos_and_one_replaced_the_players(
    qtbot, window, monkeypatch
):
    strategy = demo_made_three_moves(qtbot, window, monkeypatch)
    assert len(window.model.game.moves) == 3
    assert window.recorder.demo_line == frozenset({1, 2, 3})
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    assert window.recorder.demo_line == frozenset({1})
    qtbot.keyClick(window.view, Qt.Key.Key_Y, CTRL)  # Redo: the demo's move made again
    assert len(window.model.game.moves) == 2
    assert window.recorder.demo_line == frozenset({1, 2})
    assert window.recorder.demo_moves == 3  # counted once, as it was made
    assert strategy[2] != "d"
    click(qtbot, window, slot_point(window, "stock"))  # the player deals in place of the third
    assert [str(m) for m in window.model.game.moves] == [*strategy[:2], "d"]
    assert window.recorder.demo_line == frozenset({1, 2})
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    qtbot.keyClick(window.view, Qt.Key.Key_Y, CTRL)  # the player's, made again: still theirs
    assert window.recorder.demo_line == frozenset({1, 2})


def test_the_demos_move_made_again_by_hand_is_the_players_and_redo_keeps_the_demos_after(
    qtbot, window, monkeypatch
):
    strategy = demo_made_three_moves(qtbot, window, monkeypatch)
    for _ in range(3):
        qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    window.scene.finish_animations()
    play_on(qtbot, window, strategy[0])  # the demo's first move, made by the player's hand
    assert window.recorder.demo_line == frozenset()
    for _ in range(2):  # Redo makes the demo's other two again: still the demo's
        qtbot.keyClick(window.view, Qt.Key.Key_Y, CTRL)
    assert [str(m) for m in window.model.game.moves] == strategy
    assert window.recorder.demo_line == frozenset({2, 3})


def test_after_take_me_back_there_the_demos_move_stays_its_own_and_a_hint_of_it_is_warned(
    qtbot, window, monkeypatch
):
    # Deal 66 by ``losing_moves``: move 26 (m2>4) gives the win away (test_lost_win).
    moves = losing_moves(66)
    window.model.restore(deal_cards(66), "standard", " ".join(moves[:24]), 66)
    demo_plays(monkeypatch, window, moves[24:])  # the demo plays on from move 25, and loses
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=10000)
    named = dialog.lost_move.text()
    assert "the demo's move 26 gave the win away" in named
    qtbot.mouseClick(dialog.take_back, Qt.MouseButton.LeftButton)
    assert len(window.model.game.moves) == 25

    # The fair hint may well light the move that lost the win (it does not know the
    # stock); H again shows the next best, each in turn: the table says so of that one.
    losing = Move.parse(moves[25])
    seen: list[Move] = []
    while losing not in seen:
        press_hint(qtbot, window)
        hinted = window.scene.hint
        assert hinted is not None
        assert hinted not in seen
        seen.append(hinted)
        said = window.statusBar().currentMessage()
        assert said.startswith("Hint: ")
        warned = said.endswith(
            ". Knowing the stock, the solver found it gives the win away "
            "(Show me how, at the game's end)."
        )
        assert warned == (hinted == losing), said
        assert not window.statusBar().is_message_cut()  # the window's 1280 pixels: whole

    # Redo to the end: the moves the demo made are still the demo's, in Review moves too.
    for _ in range(len(moves) - 25):
        qtbot.keyClick(window.view, Qt.Key.Key_Y, CTRL)
    assert [str(m) for m in window.model.game.moves] == moves
    assert window.recorder.demo_line == frozenset(range(25, len(moves) + 1))
    window.action("review").trigger()
    dock = window.game_end.review
    assert dock is not None
    qtbot.waitUntil(dock.take_back.isVisible, timeout=10000)
    lost = dock.review.rows[25]
    assert (lost.demo, lost.lost) == (True, True)
    assert not dock.review.rows[23].demo  # the player's own, before the demo took over
