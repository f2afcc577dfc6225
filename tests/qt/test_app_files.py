"""A saved game named on the command line, as a file manager's Open With passes it:
opened on the table after its last move, or refused with what is wrong and where."""

from __future__ import annotations

from pathlib import Path

import pytest

from acesup_qt.app import main

from .own_process import player_folders, run_python
from .test_app import refusal
from .watched_start import watched_start

SHOW_THE_OPENED_GAME = watched_start(
    """
    print(window.model.game.to_text(), end="")
    print(window.model.undo_stack.count(), window.windowTitle())
    print(window.statusBar().currentMessage())
    window.close()
    """
)


def test_a_file_on_the_command_line_opens_after_its_last_move(tmp_path):
    from acesup_qt.engine import deal_cards, new_game

    game = new_game(deal_cards(1), "aces-only")
    game.replay("x3 d")
    path = tmp_path / "Four Ace Patience deal 1.acesup.txt"
    path.write_text(game.to_text(1), encoding="utf-8")  # with its "deal: 1" line
    result = run_python("-c", SHOW_THE_OPENED_GAME, str(path), **player_folders(tmp_path))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "\n".join(lines[:3]) + "\n" == game.to_text()
    # Two moves to take back, the deal and its variant named, marked practice.
    assert lines[3] == "2 Deal #1 · Four Ace Patience · practice"
    assert lines[4] == (
        f"Opened {path.name} after 2 moves: practice, not counted in your statistics. "
        "Undo steps back through them."
    )


def test_a_bad_file_on_the_command_line_is_refused_before_any_window(tmp_path, capsys):
    path = tmp_path / "bad.acesup.txt"
    path.write_text("variant: standard\ndeck: AS TH\n")
    assert main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err == f"acesup-qt: {path}: line 2: deck: a deck has 52 cards, this one has 2\n"
    assert main([str(tmp_path / "gone.txt")]) == 2
    assert "gone.txt: cannot be read (No such file or directory)" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--deal", "5", str(path)])  # one game to start, not two
    assert "not allowed with argument" in capsys.readouterr().err


# Started as an installed game starts from a double click. Once the table is up,
# what the warning over it says; Enter closes it, and the game on the table is
# played on: a click on the stock deals.
def opened_with(build: str) -> str:
    """The script, with ``build`` saying how the game's Python was started."""
    return watched_start(
        """
        boxes = [w for w in QApplication.topLevelWidgets()
                 if isinstance(w, QMessageBox) and w.isVisible()]
        if not boxes:
            QTimer.singleShot(50, first_frame)
            return
        box = boxes[0]
        print(box.windowTitle(), box.text(), box.informativeText(), sep="\\n", file=out)
        QTest.keyClick(box, Qt.Key.Key_Return)
        print("closed" if not box.isVisible() else "still open", file=out)
        QTimer.singleShot(100, play_on)
        """,
        setup="""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication, QMessageBox
        out = sys.stdout
        """
        + build,
        on_show="""
        def play_on():
            stock = next(s for s in window.scene.slots() if s.name == "stock")
            at = window.view.mapFromScene(stock.mapToScene(stock.card_rect().center()))
            QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
            print(window.model.game.stock_count, file=out)
            window.close()
        """,
    )


# Windows and macOS: a windowed build has no console, nowhere to print.
NO_CONSOLE = "sys.stdout = sys.stderr = None  # pythonw's, PyInstaller's windowed build's\n"
# Linux: the installed build prints, but from a file manager no one reads it.
INSTALLED_ON_LINUX = "sys.frozen = True  # as PyInstaller's bundle sets it\n"


def test_a_bad_file_with_no_console_is_told_over_the_table(tmp_path):
    # Dropped on the game or opened with it on Windows, a damaged file was refused on
    # stderr, which a game with no console has not: nothing came up at all.
    path = tmp_path / "bad.acesup.txt"
    path.write_text("variant: standard\ndeck: AS TH\n")
    result = run_python("-c", opened_with(NO_CONSOLE), str(path), **player_folders(tmp_path))
    assert result.returncode == 0, result.stdout
    assert result.stdout.splitlines() == told_over_the_table(path)


def test_a_bad_file_double_clicked_on_linux_is_told_over_the_table_too(tmp_path):
    # The .deb's game printed the refusal, which no one sees from a file manager,
    # and exited: a double click on a damaged file did nothing at all.
    path = tmp_path / "bad.acesup.txt"
    path.write_text("variant: standard\ndeck: AS TH\n")
    script = opened_with(INSTALLED_ON_LINUX)
    result = run_python("-c", script, str(path), **player_folders(tmp_path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == told_over_the_table(path)
    # Said on stderr as well, for a player who started it in a terminal.
    assert f"acesup-qt: {path}: line 2: deck: a deck has 52 cards" in result.stderr


def told_over_the_table(path: Path) -> list[str]:
    return [
        "Open game",  # "— Aces Up" added by Qt, as to every window's title
        f"The game in {path} cannot be opened.",
        "Line 2: Deck: a deck has 52 cards, this one has 2.",
        "",
        "The game on the table goes on.",
        "closed",
        "44",  # a new deal on the table, dealt once
    ]


def test_a_file_names_its_own_variant(tmp_path, capsys):
    path = tmp_path / "game.acesup.txt"
    path.write_text("deck: " + " ".join(["AS"] * 52))
    assert main([str(path), "--variant", "aces-only"]) == 2
    assert refusal(capsys) == (
        "acesup-qt: error: argument --variant: not allowed with argument FILE: the file "
        "names its variant"
    )
