"""A saved game macOS asks the game to open (Open With, a file dropped on the Dock
icon) comes as a QFileOpenEvent to the application: it opens as Open game… opens one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from acesup_qt import file_open
from acesup_qt.engine import deal_cards, new_game

from .conftest import keep_playing_when_asked
from .own_process import player_folders, run_python
from .test_game_files import moves, play, warning
from .test_undo_buttons import snapshot
from .watched_start import watched_start


@pytest.fixture
def listening(window, monkeypatch):
    """The window, told the files the system sends, as on macOS."""
    monkeypatch.setattr(file_open, "SENT_HERE", True)
    assert file_open.listen_for_files(QApplication.instance(), window) is not None
    return window


def saved_game(folder: Path) -> tuple[Path, str]:
    """A file of deal 1 in Four Ace Patience after two moves, and the game's text."""
    game = new_game(deal_cards(1), "aces-only")
    game.replay("x3 d")
    path = folder / "Four Ace Patience deal 1.acesup.txt"
    path.write_text(game.to_text(1), encoding="utf-8")
    return path, game.to_text()


def send(path: Path) -> bool:
    """The system's request to open ``path``; whether the application took it."""
    return QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(path)))


def test_a_file_the_system_sends_opens_on_the_table(qtbot, listening, tmp_path):
    window = listening
    path, text = saved_game(tmp_path)
    assert send(path)
    qtbot.waitUntil(lambda: window.model.game.to_text() == text)
    assert window.windowTitle() == "Deal #1 · Four Ace Patience · practice"
    assert (
        window.statusBar()
        .currentMessage()
        .startswith(
            f"Opened {path.name} after 2 moves: practice, not counted in your statistics. "
            "Undo steps back through them."
        )
    )
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert moves(window) == "x3"


def test_a_game_in_progress_is_left_for_a_file_only_if_the_player_agrees(
    qtbot, listening, tmp_path
):
    window = listening
    path, _ = saved_game(tmp_path)
    play(window, "x3")
    before = snapshot(window)
    # The question comes once the event is answered: Keep playing, once it shows.
    answered: list[list[tuple[str, str]]] = []

    def keep_playing_once_asked() -> None:
        if isinstance(QApplication.activeModalWidget(), QMessageBox):
            looking.stop()
            answered.append(keep_playing_when_asked(qtbot))

    looking = QTimer(window, interval=20)
    looking.timeout.connect(keep_playing_once_asked)
    looking.start()
    assert send(path)
    qtbot.waitUntil(lambda: bool(answered and answered[0]))
    text, informative = answered[0][0]
    assert path.name in text + informative  # the question names the file
    assert snapshot(window) == before
    assert window.windowTitle() == "Deal #1"


def test_a_damaged_file_the_system_sends_is_told_and_the_table_stays(qtbot, listening, tmp_path):
    window = listening
    play(window, "x3")
    before = snapshot(window)
    path = tmp_path / "damaged.acesup.txt"
    path.write_text("variant: standard\ndeck: AS KS\n", encoding="utf-8")
    assert send(path)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    said = warning(window)
    assert f"The game in {path} cannot be opened." in said
    assert "Line 2: Deck: a deck has 52 cards, this one has 2." in said
    assert "The game on the table goes on." in said
    qtbot.keyClick(window.dialog, Qt.Key.Key_Return)
    assert not window.dialog.isVisible()
    assert snapshot(window) == before


def test_a_web_address_is_left_to_others(listening):
    from PySide6.QtCore import QUrl

    event = QFileOpenEvent(QUrl("https://example.org/game"))
    assert not QApplication.sendEvent(QApplication.instance(), event)


# The game started for a file as macOS starts it: no FILE, the file sent as an
# event once the application runs; the table says the game it then shows.
STARTED_FOR_A_FILE = watched_start(
    """
    tries.append(1)
    if not window.model.game.moves and len(tries) < 100:
        QTimer.singleShot(50, first_frame)
        return
    print(window.model.game.to_text(), end="")
    print(window.windowTitle())
    window.close()
    """,
    setup="""
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication
    from acesup_qt import file_open
    file_open.SENT_HERE = True
    tries = []
    """,
    on_show="QApplication.postEvent(QApplication.instance(), QFileOpenEvent(sys.argv[1]))",
    argv="[]",
)


def test_the_game_started_for_a_file_opens_it(tmp_path):
    path, text = saved_game(tmp_path)
    result = run_python("-c", STARTED_FOR_A_FILE, str(path), **player_folders(tmp_path))
    assert result.returncode == 0, result.stderr
    assert result.stdout == text + "Deal #1 · Four Ace Patience · practice\n"
