"""A game left open for days keeps only its newest answers (``recent.py``): the
still-winnable line's, the hints', the end-of-game verdicts'. Past the bound the
oldest goes, and asked again it is worked out again: the answer is the same."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from acesup_qt import hint, still_winnable
from acesup_qt.engine import deal_cards, new_game
from acesup_qt.recent import Recent
from acesup_qt.still_winnable import STILL_WINNABLE, WINNABLE_DEAL

from .test_still_winnable import answer, line, turn_on


def test_a_recent_keeps_its_bound_and_drops_the_oldest():
    kept: Recent[int, str] = Recent(3)
    for number in range(1000):
        kept[number] = str(number)
        assert len(kept) <= 3
    assert list(kept) == [997, 998, 999]
    assert kept.get(997) == "997"  # read: still the oldest (see recent.py)
    kept[998] = "again"  # stored again: the newest
    kept[1000] = "1000"
    assert list(kept) == [999, 998, 1000]
    assert kept.get(5) is None
    assert kept.setdefault(2000, "a") == "a"
    assert kept.setdefault(2000, "b") == "a"
    assert list(kept) == [998, 1000, 2000]
    with pytest.raises(ValueError, match="at least one"):
        Recent(0)


def test_the_line_keeps_its_bound_and_answers_again_after_undo_to_a_forgotten_position(
    qtbot, window, monkeypatch
):
    monkeypatch.setattr(still_winnable, "KEPT_POSITIONS", 3)
    asked: list[str] = []

    def check(game, budget, cancel, go_on):
        asked.append(" ".join(move.text for move in game.moves))
        return still_winnable.STILL_WINNABLE

    monkeypatch.setattr(still_winnable, "check_position", check)
    window.model.start_deal(5)
    checker = turn_on(qtbot, window)
    assert answer(qtbot, window) == WINNABLE_DEAL
    for _ in range(6):  # seven positions in all, each checked once
        qtbot.keyClick(window.view, Qt.Key.Key_D)
        assert answer(qtbot, window) == STILL_WINNABLE
        assert len(checker.answers) <= 3
    assert len(asked) == 7
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not checker.checking  # a position kept: at once, no search
    assert line(window).text() == STILL_WINNABLE
    assert len(asked) == 7
    for _ in range(5):
        qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.game.moves == []
    # The start was forgotten long ago: checked again, it says what it said.
    assert answer(qtbot, window) == WINNABLE_DEAL
    assert asked[-1] == ""
    assert len(asked) > 7
    assert len(checker.answers) <= 3


def test_hints_lit_are_kept_for_the_newest_positions_only(qtbot, monkeypatch):
    monkeypatch.setattr(hint, "LIT_POSITIONS", 4)
    runner = hint.HintRunner()
    game = new_game(deal_cards(5), "standard")
    lit = []
    while not game.is_over() and len(lit) < 12:
        move = game.legal_moves()[0]
        runner.note_shown(game, move)
        lit.append((game.copy(), move))
        game.push(move)
    assert len(lit) == 12
    assert len(runner._lit) <= 4
    assert all(runner.showed(position, move) for position, move in lit[-4:])
    assert not runner.showed(*lit[0])  # long gone: that position's choice counts as the player's


def test_the_verdicts_of_deals_are_kept_for_the_newest_deals_only(window):
    helper = window.winnable
    bound = helper.answers.bound
    assert 0 < bound <= 1000
    for number in range(1, bound + 50):
        helper.answers[("standard", tuple(deal_cards(number)))] = object()
        helper.lost[("standard", tuple(deal_cards(number)), ())] = object()
    assert len(helper.answers) == bound
    assert len(helper.lost) == helper.lost.bound
    assert ("standard", tuple(deal_cards(bound + 49))) in helper.answers
    assert ("standard", tuple(deal_cards(1))) not in helper.answers
