"""Settings > Tell me if the game can still be won: the status bar's line, its three
answers, a quick move cancelling a check, and the game it was on for marked assisted."""

from __future__ import annotations

import os
import subprocess
import sys
import threading

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from acesup_qt import settings, still_winnable
from acesup_qt.engine import deal_cards
from acesup_qt.main_window import MainWindow
from acesup_qt.still_winnable import (
    CANT_TELL,
    NO_WIN_IN_DEAL,
    NO_WIN_LEFT,
    STILL_WINNABLE,
    WINNABLE_DEAL,
    StillWinnableLine,
)

from .conftest import card_point, click
from .test_clean_win import finish, one_move_from_the_win

# Deal 5 played on by the planner: after these 12 moves no win is left (the
# solver proves it in some 28,000 positions); from its start, a win is found
# in under 1,000. Deal 1's start takes it more than 3 s to settle.
DEAL_5_LOST = "x1 x3 d x3 m2>3 x4 d x2 x3 x4 x4 d"


def line(window: MainWindow) -> QLabel | None:
    """The line, while it is on the status bar."""
    label = window.findChild(QLabel, "still-winnable")
    return label if label is not None and label.isVisible() else None


def turn_on(qtbot, window: MainWindow) -> StillWinnableLine:
    window.action("still_winnable").trigger()
    found = window.findChild(StillWinnableLine)
    assert found is not None
    return found


def answer(qtbot, window: MainWindow, timeout: int = 10000) -> str:
    """The line once the solver has answered for the position on the table."""
    checker = window.findChild(StillWinnableLine)
    qtbot.waitUntil(lambda: not checker.checking, timeout=timeout)
    label = line(window)
    assert label is not None
    return label.text()


def discard_from(qtbot, window: MainWindow, pile: int) -> None:
    click(qtbot, window, card_point(window, window.model.game.piles[pile - 1][-1]))


def test_the_setting_is_off_at_first_and_kept_for_the_next_start(qtbot, window):
    action = window.action("still_winnable")
    assert action.isCheckable()
    assert not action.isChecked()
    assert line(window) is None
    assert window.findChild(StillWinnableLine) is None  # not even loaded
    turn_on(qtbot, window)
    assert settings.still_winnable()
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.model.start_deal(5)
    again.show()
    qtbot.waitExposed(again)
    assert again.action("still_winnable").isChecked()
    qtbot.waitUntil(lambda: line(again) is not None)  # after the first frame
    assert answer(qtbot, again) == WINNABLE_DEAL
    again.close()


def test_a_deal_with_a_win_says_so_then_still_winnable(qtbot, window):
    # Before any move, "still" spoke of moves not yet made: the deal can be won.
    window.model.start_deal(5)
    turn_on(qtbot, window)
    assert answer(qtbot, window) == WINNABLE_DEAL == "This deal can be won"
    discard_from(qtbot, window, 1)  # the first move of a win, by a click
    assert answer(qtbot, window) == STILL_WINNABLE


def test_a_position_with_no_win_left_says_so_and_so_does_every_one_after_it(qtbot, window):
    turn_on(qtbot, window)
    window.model.restore(deal_cards(5), "standard", DEAL_5_LOST, 5)
    assert answer(qtbot, window) == NO_WIN_LEFT
    discard_from(qtbot, window, 1)
    checker = window.findChild(StillWinnableLine)
    assert not checker.checking  # known at once: no move brings a win back
    assert line(window).text() == NO_WIN_LEFT


def test_before_the_first_move_it_is_the_deal_that_cannot_be_won(qtbot, window):
    # "No win left from here" said of the start spoke of a win the player had let
    # go, before the player had moved: the deal itself never had one.
    window.model.start_deal(62, "aces-only")  # no win, proven in milliseconds
    turn_on(qtbot, window)
    assert answer(qtbot, window) == NO_WIN_IN_DEAL == "This deal cannot be won"
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # the player's first move: a deal
    assert line(window).text() == NO_WIN_LEFT  # known at once, from here on
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert line(window).text() == NO_WIN_IN_DEAL  # the start again


def test_a_check_that_runs_out_of_time_says_it_cannot_tell(qtbot, window, monkeypatch):
    monkeypatch.setattr(still_winnable, "BUDGET_SECONDS", 0.02)  # deal 1 needs seconds
    monkeypatch.setattr(still_winnable, "LONG_BUDGET_SECONDS", 0.03)
    turn_on(qtbot, window)
    assert window.model.deal_number == 1
    assert answer(qtbot, window) == CANT_TELL
    qtbot.wait(100)  # the longer try cannot tell either
    # Nothing learnt of the stock: the game may still be a clean win.
    assert not window.recorder.assisted


def test_cannot_tell_yet_tries_again_longer_and_shows_what_it_finds(qtbot, window, monkeypatch):
    budgets: list[float] = []

    def check(game, budget, cancel, go_on):
        budgets.append(budget)
        return CANT_TELL if len(budgets) == 1 else NO_WIN_LEFT

    monkeypatch.setattr(still_winnable, "check_position", check)
    checker = turn_on(qtbot, window)
    shown: list[str] = []
    checker.shown.connect(shown.append)
    assert answer(qtbot, window) == NO_WIN_IN_DEAL  # the player only sat and waited
    assert budgets == [3.0, 60.0]  # the second try the longer
    assert shown == [CANT_TELL, NO_WIN_IN_DEAL]  # "Cannot tell yet" said once, then the answer


def test_the_long_try_that_cannot_tell_is_the_last(qtbot, window, monkeypatch):
    budgets: list[float] = []

    def check(game, budget, cancel, go_on):
        budgets.append(budget)
        return CANT_TELL

    monkeypatch.setattr(still_winnable, "check_position", check)
    turn_on(qtbot, window)
    assert answer(qtbot, window) == CANT_TELL
    qtbot.wait(100)
    assert budgets == [3.0, 60.0]


def test_a_move_cancels_the_longer_try_and_undo_takes_it_up_again(qtbot, window, monkeypatch):
    asked: list[tuple[str, float, threading.Event]] = []

    def check(game, budget, cancel, go_on):
        asked.append((" ".join(m.text for m in game.moves), budget, cancel))
        if budget > 3:
            cancel.wait(10)  # the player moves long before this try ends
            return STILL_WINNABLE
        return CANT_TELL

    monkeypatch.setattr(still_winnable, "check_position", check)
    checker = turn_on(qtbot, window)
    qtbot.waitUntil(lambda: len(asked) == 2)
    assert line(window).text() == CANT_TELL  # standing while the longer try runs
    assert checker.checking
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: len(asked) == 4)  # the new position: 3 s, then 60 s
    assert asked[1][2].is_set()  # the longer try on the last position was told to stop
    assert [(moves, budget) for moves, budget, _ in asked[2:]] == [("d", 3.0), ("d", 60.0)]
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert line(window).text() == CANT_TELL  # known at once: no 3 s try again
    qtbot.waitUntil(lambda: len(asked) == 5)
    assert asked[4][:2] == ("", 60.0)  # it goes on where it was cut off
    checker.stop()


def test_undo_shows_the_answer_at_once(qtbot, window):
    window.model.start_deal(5)
    checker = turn_on(qtbot, window)
    assert answer(qtbot, window) == WINNABLE_DEAL
    discard_from(qtbot, window, 1)
    assert answer(qtbot, window) == STILL_WINNABLE
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.game.moves == []
    assert not checker.checking
    assert line(window).text() == WINNABLE_DEAL


def test_a_move_made_while_the_solver_thinks_cancels_its_check(qtbot, window, monkeypatch):
    asked: list[tuple[str, threading.Event]] = []
    second_may_answer = threading.Event()

    def slow_check(game, budget, cancel, go_on):
        asked.append((" ".join(m.text for m in game.moves), cancel))
        if len(asked) == 1:
            cancel.wait(10)  # thinks until told to stop, then says what it would
            return STILL_WINNABLE
        second_may_answer.wait(10)
        return NO_WIN_LEFT

    monkeypatch.setattr(still_winnable, "check_position", slow_check)
    checker = turn_on(qtbot, window)
    shown: list[str] = []
    checker.shown.connect(shown.append)
    qtbot.waitUntil(lambda: len(asked) == 1)
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # a deal, while the first check runs
    qtbot.waitUntil(lambda: len(asked) == 2)
    assert asked[0][1].is_set()  # the first check was told to stop
    assert asked[1][0] == "d"  # and the position checked now is the one on the table
    assert line(window).text() in ("", "Checking…")  # nothing of the last position
    qtbot.wait(100)  # the first check's answer comes back meanwhile: dropped
    assert shown == []
    second_may_answer.set()
    assert answer(qtbot, window) == NO_WIN_LEFT
    assert shown == [NO_WIN_LEFT]


def test_a_solution_being_shown_is_still_winnable_without_a_search(qtbot, window, monkeypatch):
    from acesup_qt import winnable
    from acesup_qt.scene import timing

    from .test_winnable import lose

    monkeypatch.setattr(winnable, "CHECK_BUDGET_SECONDS", 3.0)
    monkeypatch.setattr(timing, "scaled", lambda ms: 40)  # slow enough to look at
    turn_on(qtbot, window)
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(lambda: dialog.show_me.isVisible(), timeout=3000)
    searched: list[int] = []
    check = still_winnable.check_position
    monkeypatch.setattr(
        still_winnable, "check_position", lambda *a: searched.append(1) or check(*a)
    )
    qtbot.mouseClick(dialog.show_me, Qt.MouseButton.LeftButton)
    game = window.model.game
    qtbot.waitUntil(lambda: len(game.moves) >= 3, timeout=3000)
    assert "Showing how this deal can be won" in window.statusBar().currentMessage()
    assert line(window).text() == STILL_WINNABLE  # as the solution it plays proves
    qtbot.waitUntil(game.is_won, timeout=10000)
    assert searched == []  # the solver spent nothing on a game no one plays


def test_turned_off_the_line_goes_and_no_check_runs(qtbot, window):
    window.model.start_deal(5)
    checker = turn_on(qtbot, window)
    answer(qtbot, window)
    window.action("still_winnable").trigger()
    assert not settings.still_winnable()
    assert line(window) is None
    discard_from(qtbot, window, 1)
    assert not checker.checking


def test_a_win_with_the_line_on_is_marked_and_not_a_clean_win(qtbot, window):
    turn_on(qtbot, window)
    last = one_move_from_the_win(window)
    assert answer(qtbot, window) == STILL_WINNABLE
    dialog = finish(qtbot, window, last)
    assert dialog.helped.text() == "Won, told if it could still be won."
    assert "knows the order of the stock" in dialog.helped.toolTip()
    # The setting named as its menu names it, for a player who wants it off.
    assert "Settings > Tell me if the game can still be won" in dialog.helped.toolTip()
    (game,) = window.history.games()
    assert game.won
    assert game.assisted
    dialog.reject()
    window.action("statistics").trigger()
    statistics = window.dialog
    assert statistics.figure_labels["won"].text() == "1"
    assert statistics.figure_labels["clean_won"].text() == "0 (0% of wins)"
    result = statistics.recent_table.item(0, statistics.recent_table.columnCount() - 1)
    assert result.text() == "Won, told if winnable"
    assert result.toolTip().startswith("Won, told if it could still be won.\n")
    assert "Settings > Tell me if the game can still be won " in result.toolTip()


def test_a_game_the_line_was_never_shown_in_stays_clean(qtbot, window, monkeypatch):
    # On, then off again before the solver answered: nothing was said.
    gate = threading.Event()

    def waits(game, budget, cancel, go_on):
        gate.wait(10)
        return STILL_WINNABLE

    monkeypatch.setattr(still_winnable, "check_position", waits)
    last = one_move_from_the_win(window)
    turn_on(qtbot, window)
    window.action("still_winnable").trigger()
    gate.set()
    dialog = finish(qtbot, window, last)
    assert dialog.helped.text() == "A clean win: no hint, no undo."
    assert not window.history.games()[0].assisted


def test_the_window_draws_its_first_frame_without_the_line_or_the_solver(tmp_path):
    # With the setting off nothing of it loads at all; left on, it loads after the
    # first frame, not before.
    code = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "app.setOrganizationName('acesup-qt'); app.setApplicationName('acesup-qt')\n"
        "from acesup_qt import settings\n"
        "settings.set_still_winnable(sys.argv[1] == 'on')\n"
        "from acesup_qt.main_window import MainWindow\n"
        "names = ('acesup_qt.still_winnable', 'acesup_qt.engine.solver')\n"
        "loaded = lambda: any(n in sys.modules for n in names)\n"
        "window = MainWindow()\n"
        "window.view.first_painted.connect(lambda: print('first frame', loaded()))\n"
        "window.show()\n"
        "def end():\n"
        "    print('later', loaded()); window.close(); app.quit()\n"
        "QTimer.singleShot(1000, end)\n"
        "app.exec()\n"
    )
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    env["ACESUP_DATABASE"] = str(tmp_path / "stats.sqlite3")
    for setting, later in (("off", "False"), ("on", "True")):
        found = subprocess.run(
            [sys.executable, "-c", code, setting],
            capture_output=True,
            text=True,
            check=True,
            env=env,
            timeout=60,
        ).stdout.split("\n")
        assert found[:2] == ["first frame False", f"later {later}"]
