"""The solver's verdict on a deal outlives the run: a deal checked before the game
was closed is answered at once after it starts again, not searched for 10 s more.

A new window is the game started again: each one's verdicts were its own, in
memory. The file (``kept_verdicts``) is the game's spare copy: one damaged is
passed over, and the check runs as it always did.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from acesup_qt import kept_verdicts, winnable, winnable_search
from acesup_qt.engine import deal_cards, format_cards
from acesup_qt.engine.solver import solve
from acesup_qt.kept_verdicts import KeptVerdicts
from acesup_qt.main_window import MainWindow

from .test_winnable import lose

WON_66 = "This deal could have been won."


@pytest.fixture(autouse=True)
def short_budgets(monkeypatch) -> None:
    monkeypatch.setattr(winnable, "CHECK_BUDGET_SECONDS", 3.0)


def started_again(qtbot) -> MainWindow:
    """The game started anew: a window of its own, with nothing of the last one's."""
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def checks_asked(monkeypatch) -> list[str]:
    """From now on, the variants of the deals the solver is asked to check (it answers
    as ever)."""
    asked: list[str] = []
    check = winnable_search.check_deck

    def noted(deck, variant, budget, cancel):
        asked.append(variant)
        return check(deck, variant, budget, cancel)

    monkeypatch.setattr(winnable_search, "check_deck", noted)
    return asked


def close_dialog(qtbot, dialog: QDialog) -> None:
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_a_deal_checked_before_a_restart_is_answered_at_once_after_it(qtbot, window, monkeypatch):
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(lambda: dialog.show_me.isVisible(), timeout=3000)
    close_dialog(qtbot, dialog)
    asked = checks_asked(monkeypatch)
    again = started_again(qtbot)
    dialog = lose(qtbot, again, 66)
    assert dialog.verdict.text() == WON_66  # at once: no "Checking whether…"
    assert dialog.show_me.isVisible()
    assert asked == []


def test_a_damaged_verdict_file_is_passed_over_and_the_deal_checked_again(
    qtbot, window, monkeypatch
):
    path = kept_verdicts.verdicts_path()
    path.write_bytes(b'{"format": "acesup-qt deal verdicts 1", "verdicts": [{"deck": \xff')
    asked = checks_asked(monkeypatch)
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(lambda: dialog.show_me.isVisible(), timeout=3000)
    assert dialog.verdict.text() == WON_66
    assert asked == ["standard"]
    assert json.loads(path.read_text())["verdicts"][0]["status"] == "winnable"  # written anew


def test_a_kept_verdict_whose_solution_does_not_play_is_not_believed(qtbot, window, monkeypatch):
    deck = deal_cards(66)
    entry = {
        "variant": "standard",
        "deck": format_cards(deck),
        "status": "winnable",
        "best_score": 48,
        "solution": "d d d",  # no win: a file edited by hand, or a bug of an old version
    }
    path = kept_verdicts.verdicts_path()
    path.write_text(json.dumps({"format": kept_verdicts.FORMAT, "verdicts": [entry]}))
    asked = checks_asked(monkeypatch)
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(lambda: dialog.show_me.isVisible(), timeout=3000)
    assert asked == ["standard"]


def test_settled_verdicts_are_kept_and_read_back_and_unsettled_ones_are_not(tmp_path):
    path = tmp_path / "cache" / "verdicts.json"
    kept = KeptVerdicts(path)
    lost = solve(deal_cards(62), "aces-only", 5.0)  # proven unwinnable, best score 28
    won = solve(deal_cards(66), "standard", 5.0)
    unsure = solve(deal_cards(1), "standard", node_budget=100)
    assert (lost.status, won.status, unsure.status) == ("unwinnable", "winnable", "unknown")
    kept[("aces-only", tuple(deal_cards(62)))] = lost
    kept[("standard", tuple(deal_cards(66)))] = won
    kept[("standard", tuple(deal_cards(1)))] = unsure
    kept.save()
    read = KeptVerdicts(path)
    assert list(read) == [("aces-only", tuple(deal_cards(62))), ("standard", tuple(deal_cards(66)))]
    again = read[("aces-only", tuple(deal_cards(62)))]
    assert (again.status, again.best_score, again.no_win) == ("unwinnable", 28, True)
    assert again.solution == lost.solution
    assert read.get(("standard", tuple(deal_cards(66)))).solution == won.solution


def test_a_verdict_file_that_cannot_be_written_leaves_the_verdicts_for_the_run(tmp_path):
    blocked = tmp_path / "a file, not a folder"
    blocked.write_text("")
    kept = KeptVerdicts(blocked / "verdicts.json")
    won = solve(deal_cards(66), "standard", 5.0)
    kept[("standard", tuple(deal_cards(66)))] = won
    kept.save()  # nothing raised
    assert kept.get(("standard", tuple(deal_cards(66)))) is won
