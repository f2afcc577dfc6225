"""Fixtures for the table: a window on a known deal, and real mouse gestures."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox

from acesup_qt import deal_ahead, kept_lost_moves, kept_verdicts, settings
from acesup_qt.dialogs import leave_game, save_file
from acesup_qt.engine import DEAL, DISCARD, VARIANTS, Card, parse_moves
from acesup_qt.main_window import MainWindow


@pytest.fixture(autouse=True)
def private_settings(tmp_path, qapp) -> None:
    """Keep QSettings in a temporary directory: never touch the player's own."""
    QStandardPaths.setTestModeEnabled(True)
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path))
    qapp.setOrganizationName("acesup-qt")
    qapp.setApplicationName("acesup-qt")


@pytest.fixture(autouse=True)
def private_verdicts(tmp_path, monkeypatch) -> None:
    """Keep the solver's verdicts on deals, and where the win went in games lost, in the
    test's own directory: never in the player's cache, nor carried from one test to
    the next (``kept_verdicts``, ``kept_lost_moves``)."""
    monkeypatch.setattr(kept_verdicts, "verdicts_path", lambda: tmp_path / "deal-verdicts.json")
    monkeypatch.setattr(kept_lost_moves, "lost_moves_path", lambda: tmp_path / "lost-moves.json")


@pytest.fixture(autouse=True)
def every_variant_met(monkeypatch) -> None:
    """A test's player has met every variant: no "How to play Four Ace Patience" on
    the status bar, taking its room, unless a test asks (``test_variant_news``).
    (Said, not written: a settings file left would be a trace some tests look for.)"""
    monkeypatch.setattr(settings, "variants_introduced", lambda: set(VARIANTS))


@pytest.fixture(autouse=True)
def no_deal_ahead(monkeypatch) -> None:
    """No winnable deal is looked for ahead unless a test asks (``test_deal_ahead``):
    the tests of New game's own search would race it, and it would load the machine."""
    monkeypatch.setattr(deal_ahead, "AHEAD_DELAY_MS", 24 * 3600 * 1000)


@pytest.fixture(autouse=True)
def nothing_outlives_its_test(qapp) -> Iterator[None]:
    """Delete, as the test ends, the windows and dialogs it left to be deleted later.

    pytest-qt closes a test's windows with deleteLater, which processEvents never
    carries out: they lived on, hidden, into the next test, and died in its first
    wait. A test that counted the dialogs alive before its games counted one of the
    last test's (the end-of-game dialog of test_end_of_game_keys.py), then missed it.
    Torn down after pytest-qt has closed the windows, this deletes them for good.
    """
    yield
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def window(qtbot) -> Iterator[MainWindow]:
    """The window on deal 1, shown at 1280x800."""
    win = MainWindow()
    qtbot.addWidget(win)
    win.model.start_deal(1)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.hints.wait()


def card_point(window: MainWindow, card: Card, y_fraction: float = 0.15) -> QPoint:
    """A point on the visible part of ``card`` where it rests, in viewport coordinates."""
    item = window.scene.cards[card]
    local = QPointF(item.width * 0.5, item.height * y_fraction)
    return window.view.mapFromScene(item.target + local)


def slot_point(window: MainWindow, slot_name: str) -> QPoint:
    """The middle of a slot ("pile 1".."pile 4", "stock", "discard heap")."""
    for slot in window.scene.slots():
        if slot.name == slot_name:
            return window.view.mapFromScene(slot.mapToScene(slot.card_rect().center()))
    raise KeyError(slot_name)


def _send_move(window: MainWindow, pos: QPoint, held: bool) -> None:
    viewport = window.view.viewport()
    buttons = Qt.MouseButton.LeftButton if held else Qt.MouseButton.NoButton
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(pos),
        QPointF(viewport.mapToGlobal(pos)),
        Qt.MouseButton.NoButton,
        buttons,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, event)


def drag(qtbot, window: MainWindow, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """Press at ``start``, move with the button held in steps, release at ``end``."""
    hover_drag(qtbot, window, start, end, steps)
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=end)


def hover_drag(qtbot, window: MainWindow, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """Press and move without releasing (to look at the table mid-drag)."""
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, steps + 1):
        x = start.x() + (end.x() - start.x()) * step // steps
        y = start.y() + (end.y() - start.y()) * step // steps
        _send_move(window, QPoint(x, y), held=True)


def open_menu(qtbot, window: MainWindow, title: str) -> QMenu:
    """The menu-bar title ``title`` ("&Settings") clicked with the mouse: its menu, shown."""
    bar = window.menuBar()
    (action,) = [a for a in bar.actions() if a.text() == title]
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(action).center())
    menu = action.menu()
    qtbot.waitUntil(menu.isVisible)
    return menu


def click(qtbot, window: MainWindow, pos: QPoint) -> None:
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def play_on(qtbot, window: MainWindow, moves: str) -> None:
    """Play ``moves`` ("d x1 m2>4") from the position on the table as a player does: a
    click on the stock to deal or on a card to discard it, a drag to move a card to an
    empty pile; each one played as it was meant, the cards landed."""
    for move in parse_moves(moves):
        game = window.model.game
        if move.kind == DEAL:
            click(qtbot, window, slot_point(window, "stock"))
        elif move.kind == DISCARD:
            click(qtbot, window, card_point(window, game.piles[move.source][-1]))
        else:
            start = card_point(window, game.piles[move.source][-1])
            drag(qtbot, window, start, slot_point(window, f"pile {move.target + 1}"))
        window.scene.finish_animations()
        assert game.moves[-1] == move


def expected_positions(window: MainWindow) -> dict[Card, tuple[float, float, bool]]:
    """Where the model's position says each card must lie: (x, y, face up)."""
    game = window.model.game
    layout = window.scene.layout
    found: dict[Card, tuple[float, float, bool]] = {}
    for i, pile in enumerate(game.piles):
        for j, card in enumerate(pile):
            x, y = layout.pile_card(i, j, len(pile))
            found[card] = (x, y, True)
    for card in game.deck[game.dealt :]:
        found[card] = (*layout.stock, False)
    for card in game.discards:
        found[card] = (*layout.discard, True)
    return found


def assert_table_shows_model(window: MainWindow) -> None:
    """Every card item lies where the model says, face up or down as it should."""
    layout = window.scene.layout
    slack = layout.card_width * 0.1  # the stock and heap are drawn as slightly offset stacks
    for card, (x, y, face_up) in expected_positions(window).items():
        item = window.scene.cards[card]
        place = window.scene.places[card]
        if place.where == "pile" or place.index == place.count - 1:
            assert item.isVisible(), card  # piles and the tops of stock and heap show
        assert not item.moving, card
        assert item.face_up == face_up, card
        assert abs(item.x() - x) <= slack, (card, item.pos(), x, y)
        assert abs(item.y() - y) <= slack, (card, item.pos(), x, y)
        if place.where == "pile":
            assert (item.x(), item.y()) == pytest.approx((x, y)), card


class FileDialogs:
    """Stands in for the file dialogs (``save_file``, and QFileDialog's static getters):
    answers with a path, notes what was offered."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.answer = ""
        self.offered: list[tuple[str, str, str]] = []  # (title, folder or name, filter)

        def ask(parent, title, where, filters):
            self.offered.append((title, where, filters))
            return self.answer, filters.split(";;")[0]

        def ask_save(parent, title, suggested, filters, final=None):
            answer = ask(parent, title, str(suggested), filters)[0]
            return str(final(Path(answer))) if answer and final else answer

        def ask_open(parent, title, folder, filters):
            return ask(parent, title, folder, filters)[0]

        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(ask))
        monkeypatch.setattr(save_file, "ask_save_file", ask_save)
        monkeypatch.setattr(save_file, "ask_open_file", ask_open)


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> FileDialogs:
    return FileDialogs(monkeypatch)


class LeaveAnswers(list[bool]):
    """The answers to "Leave this game?", first to last; and for each question asked,
    whether it said the game left is counted (a loss) or not (opened from a file)."""

    counted: list[bool]


@pytest.fixture
def leave_answers(monkeypatch: pytest.MonkeyPatch) -> LeaveAnswers:
    """The answers to "Leave this game?"; asked with none left fails the test."""
    answers = LeaveAnswers()
    answers.counted = []

    def ask(parent, restart=False, instead="", counted=True, table=None) -> bool:
        assert answers, "the player was asked to leave the game"
        answers.counted.append(counted)
        return answers.pop(0)

    monkeypatch.setattr(leave_game, "ask_to_leave", ask)
    return answers


def keep_playing_when_asked(qtbot) -> list[tuple[str, str]]:
    """Answer the next "Leave this game?" with Keep playing, as a player who reads it
    and stays; once asked, its words (text, informative text) are in the list returned."""
    asked: list[tuple[str, str]] = []

    def keep_playing() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        asked.append((box.text(), box.informativeText()))
        (keep,) = [b for b in box.buttons() if b.text() == leave_game.KEEP]
        qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, keep_playing)
    return asked
