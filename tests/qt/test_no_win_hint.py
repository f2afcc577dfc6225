"""Told "No win left from here", the hint beside it quotes no win chance.

The line of Tell me if the game can still be won knows the stock's order; the
hint's chance is a fair player's, who does not. Side by side, "No win left
from here" and "Hint: Discard 3♣ (win chance under 14%)" read as the game
lying. Once the line has said it, the hint aims for the best score and says
so; it learns nothing of the stock the line has not told the player.
"""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QToolBar

from acesup_qt import hint, still_winnable
from acesup_qt.engine import parse_moves
from acesup_qt.still_winnable import NO_WIN_LEFT, STILL_WINNABLE, StillWinnableLine

from .conftest import card_point, click, open_menu, play_on, slot_point
from .test_still_winnable import DEAL_5_LOST, answer, line

AIM = "(no win is left, so this aims for the best score)"


@pytest.fixture
def short_analysis(monkeypatch) -> None:
    """A hint's deeper analysis that ends soon, its refined words in within a second."""
    monkeypatch.setattr(hint, "DEEP_BUDGET_SECONDS", 0.3)


def turn_on_by_the_menu(qtbot, window) -> StillWinnableLine:
    """Settings > Tell me if the game can still be won: the menu opened with the
    mouse, the item chosen by its letter, as a player would."""
    choose_in_settings(qtbot, window, Qt.Key.Key_W)
    assert window.action("still_winnable").isChecked()
    found = window.findChild(StillWinnableLine)
    assert found is not None
    return found


def press_hint(qtbot, window) -> str:
    """Click Hint on the toolbar; the words of the hint that comes."""
    button = window.findChild(QToolBar).widgetForAction(window.action("hint"))
    with qtbot.waitSignal(window.hints.hint_ready, timeout=10000) as blocker:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return blocker.args[1]


def hint_words(window) -> str:
    return window.statusBar().currentMessage()


def test_told_no_win_is_left_the_hint_says_so_and_aims_for_the_score(qtbot, window, short_analysis):
    window.model.start_deal(5)
    turn_on_by_the_menu(qtbot, window)
    play_on(qtbot, window, DEAL_5_LOST)  # the planner's own moves: no win left after them
    assert answer(qtbot, window) == NO_WIN_LEFT
    text = press_hint(qtbot, window)
    # Before, beside the line: "Hint: Discard 3♣, uncovering Q♥ (win chance under 14%)".
    assert "win chance" not in text
    assert text == f"Hint: Discard 3♣, uncovering Q♥ {AIM} [1 of 3]"
    assert hint_words(window) == text
    assert line(window).text() == NO_WIN_LEFT
    # The deeper analysis refines the hint, and no chance comes back with it.
    qtbot.waitUntil(lambda: not window.hints.analysing, timeout=10000)
    assert "win chance" not in hint_words(window)
    assert AIM in hint_words(window)
    # Hint again: the next move, no chance either, and not said to aim for the best.
    second = press_hint(qtbot, window)
    assert second.startswith("Hint: ")
    assert "[2 of 3]" in second
    assert "win chance" not in second
    assert "(no win is left" in second
    assert AIM not in second
    assert line(window).text() == NO_WIN_LEFT


def test_the_line_saying_no_win_while_a_hint_is_on_show_takes_its_chance_away(
    qtbot, window, monkeypatch, short_analysis
):
    said = []
    release = threading.Event()

    def check(game, budget, cancel, go_on):
        release.wait(10)  # the solver thinks until the player has the hint
        said.append(game.moves[-1].text if game.moves else "")
        return NO_WIN_LEFT if game.moves else STILL_WINNABLE  # the deal can be won

    monkeypatch.setattr(still_winnable, "check_position", check)
    window.model.start_deal(5)
    turn_on_by_the_menu(qtbot, window)
    release.set()
    qtbot.waitUntil(lambda: said == [""])
    release.clear()
    click(qtbot, window, slot_point(window, "stock"))  # a deal: the line checks again, slowly
    assert [m.text for m in window.model.game.moves] == ["d"]
    text = press_hint(qtbot, window)
    assert "win chance" in text  # nothing told yet: the fair chance, as ever
    assert line(window).text() in ("", still_winnable.CHECKING)
    lit = window.scene.hint
    release.set()
    qtbot.waitUntil(lambda: line(window).text() == NO_WIN_LEFT)
    qtbot.waitUntil(lambda: AIM in hint_words(window), timeout=10000)
    assert "win chance" not in hint_words(window)
    assert window.scene.hint is not None  # still lit: the score's best move
    assert lit in window.model.game.legal_moves()
    qtbot.waitUntil(lambda: not window.hints.analysing, timeout=10000)
    assert "win chance" not in hint_words(window)


def test_the_hint_learns_nothing_the_line_has_not_said(qtbot, window, short_analysis):
    # The same lost position with the line off: the solver is never asked, and
    # the hint quotes the fair chance, as a player who was told nothing hears it.
    window.model.start_deal(5)
    play_on(qtbot, window, DEAL_5_LOST)
    text = press_hint(qtbot, window)
    assert text.startswith("Hint: Discard 3♣, uncovering Q♥ (win chance ")
    assert window.findChild(StillWinnableLine) is None


def test_still_winnable_beside_the_hint_keeps_its_fair_chance(qtbot, window, short_analysis):
    window.model.start_deal(5)
    turn_on_by_the_menu(qtbot, window)
    click(qtbot, window, card_point(window, window.model.game.piles[0][-1]))  # x1: a win's start
    assert answer(qtbot, window) == STILL_WINNABLE
    text = press_hint(qtbot, window)
    assert "(win chance " in text
    assert "no win" not in text


def test_a_move_worse_than_a_first_that_can_win_has_no_win_after_it() -> None:
    from acesup_qt.engine.strategy import RankedMove

    first = RankedMove(parse_moves("x1")[0], 0.5, "", 0.0, 0, "Discard 7♥")
    losing = RankedMove(parse_moves("d")[0], 0.0, "", 0.0, 0, "Deal now")
    # "no win is left" alone, beside "Still winnable", read as said of the position.
    assert hint.hint_text(losing, first) == "Hint: Deal now (no win is left after it)"
    assert hint.hint_text(losing) == "Hint: Deal now (no win is left)"


def choose_in_settings(qtbot, window, key: Qt.Key) -> None:
    """An item of the Settings menu, chosen by its letter."""
    open_menu(qtbot, window, "&Settings")
    qtbot.keyClick(QApplication.activePopupWidget(), key)


def test_rate_my_moves_beside_no_win_left_quotes_no_chance_for_it(qtbot, window):
    window.model.start_deal(5)
    turn_on_by_the_menu(qtbot, window)
    choose_in_settings(qtbot, window, Qt.Key.Key_R)  # Rate my moves
    assert window.action("rate_moves").isChecked()
    moves = DEAL_5_LOST.split()
    play_on(qtbot, window, " ".join(moves[:-1]))  # the solver cannot tell here in 3 s
    click(qtbot, window, slot_point(window, "stock"))  # the deal after which no win is left
    assert answer(qtbot, window) == NO_WIN_LEFT
    # Before: "You dealt: win chance under 14%. ..." beside "No win left from here".
    qtbot.waitUntil(lambda: hint_words(window).startswith("You dealt"), timeout=10000)
    qtbot.waitUntil(lambda: "no win is left" in hint_words(window), timeout=5000)
    rated = hint_words(window)
    assert "win chance" not in rated.partition("Better was")[0]
    # A move made where no win was left is not rated by a chance to win: for the
    # score, as the hint aims there (it said "nothing to rate").
    click(qtbot, window, card_point(window, window.model.game.piles[0][-1]))
    qtbot.waitUntil(lambda: hint_words(window).startswith("You discarded"), timeout=10000)
    assert hint_words(window) == "You discarded 3♣, with no win left: the best for the score."
    assert line(window).text() == NO_WIN_LEFT


def test_review_moves_rates_no_move_made_where_no_win_was_left(qtbot, window, monkeypatch):
    from acesup_qt import move_review, winnable
    from acesup_qt.engine import deal_cards, new_game
    from acesup_qt.engine.fair_play import play_game

    from .test_winnable import lose

    monkeypatch.setattr(winnable, "CHECK_BUDGET_SECONDS", 3.0)
    window.model.start_deal(5)
    turn_on_by_the_menu(qtbot, window)
    window.model.restore(deal_cards(5), "standard", DEAL_5_LOST, 5)
    assert answer(qtbot, window) == NO_WIN_LEFT  # said in play, after move 12
    rest = new_game(deal_cards(5))
    rest.replay(DEAL_5_LOST)
    moves = [m.text for m in play_game(rest).moves]
    dialog = lose(qtbot, window, 5, moves=moves)
    qtbot.mouseClick(dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    rows = window.game_end.review.review.rows
    after = [r for r in rows[12:] if r.verdict != move_review.FORCED]
    assert after  # moves of the player's own choosing, made with no win left
    # Rate my moves did not rate them by a chance to win; nor does the review (it
    # may compare them for the score by now: "No win was left: kept the best score").
    assert all(r.verdict.startswith(move_review.NO_WIN) for r in after), after
    assert all(r.short.startswith("No win") for r in after), after
    assert all("%" not in r.verdict for r in after), after
    assert all(not r.verdict.startswith(move_review.NO_WIN) for r in rows[:12])


def test_told_no_win_while_the_hint_is_worked_out_the_hint_that_comes_aims_for_the_score(
    qtbot, window, monkeypatch, short_analysis
):
    import acesup_qt.engine.strategy as strategy

    release, go, rank = threading.Event(), threading.Event(), strategy.rank_moves

    def check(game, budget, cancel, go_on):
        release.wait(10)
        return NO_WIN_LEFT if game.moves else STILL_WINNABLE

    def held(*args, **kwargs):
        if kwargs.get("objective", "win") == "win":
            go.wait(10)  # the ranking for the win takes its time
        return rank(*args, **kwargs)

    monkeypatch.setattr(still_winnable, "check_position", check)
    monkeypatch.setattr(strategy, "rank_moves", held)
    window.model.start_deal(5)
    turn_on_by_the_menu(qtbot, window)
    release.set()
    assert answer(qtbot, window) == still_winnable.WINNABLE_DEAL
    release.clear()
    click(qtbot, window, slot_point(window, "stock"))
    shown: list[str] = []
    window.hints.hint_ready.connect(lambda move, text: shown.append(text))
    button = window.findChild(QToolBar).widgetForAction(window.action("hint"))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # the hint is being worked out...
    assert window.hints.analysing
    release.set()  # ...when the line says no win is left
    qtbot.waitUntil(lambda: line(window).text() == NO_WIN_LEFT)
    go.set()  # the ranking for the win comes now: too late, and not shown
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    qtbot.waitUntil(lambda: not window.hints.analysing, timeout=10000)
    # One hint, the score's best: the ranking for the win, come late, neither shown
    # nor taken for this one (its second answer then lit "[2 of 3]").
    assert len(shown) == 1
    assert AIM in shown[0]
    assert "[1 of" in shown[0]
    assert hint_words(window) == shown[0]


def test_a_deal_that_cannot_be_won_gets_hints_for_the_score_from_its_start(
    qtbot, window, short_analysis
):
    window.model.start_deal(62, "aces-only")  # no win, proven in milliseconds
    turn_on_by_the_menu(qtbot, window)
    assert answer(qtbot, window) == still_winnable.NO_WIN_IN_DEAL
    text = press_hint(qtbot, window)
    assert AIM in text
    assert "win chance" not in text
