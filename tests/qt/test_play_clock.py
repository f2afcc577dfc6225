"""The status bar's move count and clock: what they show, when the clock runs, and its pauses."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt

from acesup_qt.engine import parse_moves
from acesup_qt.main_window import MainWindow
from acesup_qt.storage import Autosave, History

from ..storage.play import Clock, deal, start_deal
from .test_autosave_gui import discard_by_click
from .test_undo_buttons import press_tool


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    opened = History.open(tmp_path / "acesup.sqlite3")
    yield opened
    opened.close()


def shown(qtbot, win: MainWindow) -> MainWindow:
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.play_clock._timer is not None)  # the first frame is up
    return win


def test_the_move_count_follows_clicks_keys_and_undo(qtbot, window):
    moves = window.play_clock.moves_label
    assert moves.text() == "0 moves"
    discard_by_click(qtbot, window)
    assert moves.text() == "1 move"
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # a deal is a move too
    assert moves.text() == "2 moves"
    press_tool(qtbot, window, "undo")
    assert moves.text() == "1 move"
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert moves.text() == "0 moves"
    assert moves.isVisible()


def test_the_clock_starts_with_the_first_move_and_ticks(qtbot, window):
    clock = window.play_clock.clock_label
    qtbot.waitUntil(lambda: window.play_clock._timer is not None)
    assert clock.text() == "0:00"
    assert not clock.isEnabled()  # greyed: the time does not count yet
    qtbot.wait(1200)
    assert clock.text() == "0:00"
    discard_by_click(qtbot, window)
    assert clock.isEnabled()
    qtbot.waitUntil(lambda: clock.text() == "0:01", timeout=2500)


def on_a_test_clock(win: MainWindow) -> Clock:
    """The clock the window's games are timed by, from now on one the test moves by hand."""
    clock = Clock()
    win.recorder.autosave._clock = clock
    return clock


@pytest.fixture
def deal_1(qtbot, history) -> Iterator[tuple[Clock, MainWindow]]:
    """Deal 1, shown, its time recorded in ``history``: the test clock and the window."""
    win = MainWindow(history=history)
    win.model.start_deal(1)
    shown(qtbot, win)
    yield on_a_test_clock(win), win
    win.close()


@pytest.fixture
def resumed(qtbot, history) -> Iterator[tuple[Clock, MainWindow]]:
    """Deal 7 played 3 moves over 3:07 in the last run of the app, then the app
    started again on it, shown: the test clock and the window."""
    clock = Clock()
    left = Autosave(history, clock=clock)
    start_deal(left, 7, 3)
    clock.now += 187
    left.close()
    win = MainWindow(history=history)
    assert win.resume()
    win.recorder.autosave._clock = clock
    shown(qtbot, win)
    yield clock, win
    win.close()


def test_a_resumed_game_shows_its_recorded_time_and_waits_for_the_first_move(qtbot, resumed):
    clock, win = resumed
    label = win.play_clock.clock_label
    assert label.text() == "3:07"
    assert win.play_clock.moves_label.text() == "3 moves"
    assert not label.isEnabled()  # greyed: "Welcome back", and nothing touched yet
    assert "goes on with your next move" in label.toolTip()
    clock.now += 16  # the player looks at the table, or is not there yet
    qtbot.wait(1100)  # a tick, were the clock running
    assert label.text() == "3:07"
    qtbot.keyClick(win.view, Qt.Key.Key_D)  # the first move since: the clock goes on
    assert label.isEnabled()
    clock.now += 5
    qtbot.waitUntil(lambda: label.text() == "3:12", timeout=2500)
    record = win.recorder.abandon()
    assert record is not None
    assert record.duration == 192  # 187 and 5: the 16 s before the move left out


def test_an_undo_after_a_resume_starts_the_clock_as_a_move_does(qtbot, resumed):
    clock, win = resumed
    clock.now += 60
    press_tool(qtbot, win, "undo")  # taking a move back is play too, as for a new game
    label = win.play_clock.clock_label
    assert label.isEnabled()
    assert label.text() == "3:07"
    clock.now += 2
    qtbot.waitUntil(lambda: label.text() == "3:09", timeout=2500)


def test_a_hint_after_a_resume_starts_no_clock_as_before_a_new_games_first_move(qtbot, resumed):
    clock, win = resumed
    press_tool(qtbot, win, "hint")
    win.hints.wait()
    clock.now += 60
    qtbot.wait(1100)
    label = win.play_clock.clock_label
    assert label.text() == "3:07"
    assert not label.isEnabled()
    qtbot.keyClick(win.view, Qt.Key.Key_D)
    assert label.isEnabled()
    record = win.recorder.abandon()
    assert record is not None
    assert (record.duration, record.hints) == (187, 1)


def test_time_while_minimised_is_not_counted_in_the_recorded_game(qtbot, history, deal_1):
    clock, win = deal_1
    discard_by_click(qtbot, win)
    clock.now += 20
    win.showMinimized()
    qtbot.waitUntil(lambda: not win.play_clock.clock_label.isEnabled())  # greyed: paused
    clock.now += 3600  # away for an hour
    win.showNormal()
    qtbot.waitUntil(lambda: win.play_clock.clock_label.isEnabled())
    clock.now += 10
    win.play_clock.show()
    assert win.play_clock.clock_label.text() == "0:30"
    record = win.recorder.abandon()  # the player leaves the game: a loss, of its time played
    assert record is not None
    assert record.duration == 30
    (stored,) = history.games()
    assert stored.duration == 30


class Paints(QObject):
    """Counts the paint events of a widget."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_a_tick_of_the_clock_repaints_its_label_not_the_table(qtbot, window):
    label = window.play_clock.clock_label
    qtbot.waitUntil(lambda: window.play_clock._timer is not None)
    discard_by_click(qtbot, window)
    qtbot.waitUntil(lambda: label.text() == "0:01", timeout=2500)
    table, clock = Paints(), Paints()
    window.view.viewport().installEventFilter(table)
    label.installEventFilter(clock)
    qtbot.waitUntil(lambda: label.text() == "0:02", timeout=2500)
    qtbot.wait(50)
    assert clock.count >= 1
    assert table.count == 0


def test_the_clock_stops_when_the_game_ends_and_shows_its_time(qtbot, window):
    from .winning_game import DECK, MOVES

    window.model.start(DECK)
    qtbot.waitUntil(lambda: window.play_clock._timer is not None)
    clock = on_a_test_clock(window)
    *moves, _last = parse_moves(MOVES)
    for move in moves:  # to the last move, quickly: what the test is about comes after
        assert window.model.request(move) is None
    clock.now += 125.4
    discard_by_click(qtbot, window)  # the winning move
    assert window.model.game.outcome().won
    label = window.play_clock.clock_label
    assert label.text() == "2:05"
    assert not window.play_clock._timer.isActive()
    clock.now += 60
    qtbot.wait(1100)
    assert label.text() == "2:05"
    assert label.isEnabled()  # the time played, not a pause


def test_a_solution_shown_keeps_the_clock_greyed_at_nothing(qtbot, window, monkeypatch):
    from acesup_qt.scene import timing

    from .test_winnable import shown_solution

    monkeypatch.setattr(timing, "scaled", lambda ms: 40)  # a move at a time
    game = shown_solution(qtbot, window, moves=3)
    label = window.play_clock.clock_label
    assert window.play_clock.moves_label.text() == f"{len(game.moves)} moves"
    assert label.text() == "0:00"
    assert not label.isEnabled()  # no time counts: the shown game is no one's
    assert "not your game" in label.toolTip()


def test_the_labels_stay_put_as_the_moves_stock_and_score_change_digits(qtbot, window):
    from .winning_game import DECK, MOVES

    clock = window.play_clock
    labels = (
        window.variant_label,
        clock.moves_label,
        clock.clock_label,
        window.stock_label,
        window.score_label,
    )

    def places() -> list[tuple[int, int]]:
        qtbot.wait(20)  # the status bar lays out again
        return [(label.x(), label.width()) for label in labels]

    start = places()
    for _ in range(10):
        qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert (clock.moves_label.text(), window.stock_label.text()) == ("10 moves", "Stock: 8")
    assert places() == start
    window.model.restore(DECK, "standard", " ".join(MOVES.split()[:100]))
    assert clock.moves_label.text() == "100 moves"
    assert int(window.score_label.text().split()[1]) >= 10
    assert places() == start
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert clock.moves_label.text() == "99 moves"
    assert places() == start


def test_every_move_undone_the_clock_waits_as_at_the_deal_and_nothing_is_counted(
    qtbot, history, deal_1
):
    clock, win = deal_1
    label = win.play_clock.clock_label
    discard_by_click(qtbot, win)  # the first move, with the mouse: the clock runs
    assert label.isEnabled()
    clock.now += 20
    qtbot.keyClick(win.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert win.play_clock.moves_label.text() == "0 moves"
    # The deal as dealt: the clock stands, greyed, as before a first move; the time
    # played stays, to go on from with the next move (a Redo brings the moves back).
    assert not label.isEnabled()
    assert label.text() == "0:20"
    assert "goes on with your next move" in label.toolTip()
    clock.now += 300  # the player looks at the deal
    qtbot.wait(1100)  # a tick, were it running
    assert label.text() == "0:20"
    discard_by_click(qtbot, win)  # the next move: on it goes
    assert label.isEnabled()
    clock.now += 5
    qtbot.waitUntil(lambda: label.text() == "0:25", timeout=2500)
    qtbot.keyClick(win.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not label.isEnabled()
    # Left with no move, the game was never played: not counted, as a deal left untouched.
    qtbot.keyClick(win.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: win.model.game.deck != deal(1).deck)
    assert history.games() == []
    assert label.text() == "0:00"
    assert not label.isEnabled()
