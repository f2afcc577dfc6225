"""A refusal ("6♠ cannot be discarded: ...") goes once it no longer explains anything.

It stayed its six seconds through an Undo, and through a card dropped on the
bare felt that just went back: words of a card no longer there, or of a
gesture long gone. It goes with a change of position or the next gesture;
what it covered (a game's result, a hint's words) comes back.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from acesup_qt.engine import card_code, deal_cards, new_game

from .conftest import card_point, click, drag
from .test_winnable import lose

CTRL = Qt.KeyboardModifier.ControlModifier
REFUSED = "6♠ cannot be discarded: "  # deal 1 after its first deal, pile 2's top card


def dealt_once_and_refused(qtbot, window) -> None:
    """Deal 1, D pressed, then a click on 6♠, which can neither go nor be discarded."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    game = window.model.game
    assert len(game.moves) == 1
    click(qtbot, window, card_point(window, game.piles[1][-1]))
    assert len(game.moves) == 1
    assert window.statusBar().currentMessage().startswith(REFUSED)


def bare_felt(window) -> QPoint:
    """A point of the felt under the piles, far from every place a card may go."""
    viewport = window.view.viewport()
    return QPoint(viewport.width() // 2, viewport.height() - 10)


def test_an_undo_takes_the_refusal_away(qtbot, window):
    dealt_once_and_refused(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    assert window.model.game.moves == []  # 6♠ is back in the stock
    assert window.statusBar().currentMessage() == ""


def test_a_redo_takes_the_refusal_away(qtbot, window):
    dealt_once_and_refused(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    click(qtbot, window, card_point(window, window.model.game.piles[1][-1]))  # 10♣: refused
    assert window.statusBar().currentMessage()
    qtbot.keyClick(window.view, Qt.Key.Key_Y, CTRL)
    assert len(window.model.game.moves) == 1
    assert window.statusBar().currentMessage() == ""


def test_a_card_dropped_on_the_felt_takes_the_refusal_away(qtbot, window):
    dealt_once_and_refused(qtbot, window)
    game = window.model.game
    before = game.to_text()
    drag(qtbot, window, card_point(window, game.piles[0][-1]), bare_felt(window))
    assert game.to_text() == before  # the card just went back
    assert window.statusBar().currentMessage() == ""


def test_a_key_of_the_table_takes_the_refusal_away(qtbot, window):
    dealt_once_and_refused(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # the keys walk the table now
    assert not window.statusBar().currentMessage().startswith(REFUSED)


def test_a_refusal_stays_while_nothing_happens(qtbot, window):
    dealt_once_and_refused(qtbot, window)
    qtbot.wait(300)
    qtbot.keyClick(window.view, Qt.Key.Key_Shift)  # no gesture of the table's
    assert window.statusBar().currentMessage().startswith(REFUSED)


def test_a_new_refusal_replaces_the_last(qtbot, window):
    dealt_once_and_refused(qtbot, window)
    game = window.model.game
    click(qtbot, window, card_point(window, game.piles[2][-1]))  # Q♦: refused too
    assert window.statusBar().currentMessage().startswith("Q♦ cannot be discarded: ")


def test_the_result_of_a_game_over_comes_back_as_the_refusal_goes(qtbot, window):
    dialog = lose(qtbot, window, 66)
    dialog.reject()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    game = window.model.game
    result = f"Deal #66: lost, score {game.score}."
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.currentMessage() == result)
    top = next(pile[-1] for pile in game.piles if pile)
    click(qtbot, window, card_point(window, top))
    assert bar.currentMessage().startswith(f"{result} ")  # the refusal, after the result
    assert bar.currentMessage() != result
    drag(qtbot, window, card_point(window, top), bare_felt(window))
    assert bar.currentMessage() == result


def test_a_hints_words_come_back_as_the_refusal_goes(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    with qtbot.waitSignal(window.hints.hint_ready, timeout=5000):
        qtbot.keyClick(window.view, Qt.Key.Key_H)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bool(bar.currentMessage()))
    hint = bar.currentMessage()
    assert window.scene.hint is not None
    game = window.model.game
    click(qtbot, window, card_point(window, game.piles[1][-1]))
    assert bar.currentMessage().startswith(REFUSED)
    click(qtbot, window, bare_felt(window))  # a click on the felt: no card dragged
    assert window.scene.hint is not None  # still lit: its words still hold
    assert bar.currentMessage() == hint


def test_deal_1_is_as_these_tests_think():
    game = new_game(deal_cards(1))
    game.replay("d")
    assert [card_code(p[-1]) for p in game.piles][1:3] == ["6S", "QD"]
