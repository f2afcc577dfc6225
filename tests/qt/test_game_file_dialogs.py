"""Save game as… and Open game… open the real file dialog (Qt's own, as on a bare X
server) roomy, its columns readable, as the statistics' Export does.

They opened at Qt's 634x435 with the file list a small box and its Size and Type
columns cut: "247...tes", "pla...ent".
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QTreeView

from acesup_qt import settings, winnable, winnable_search
from acesup_qt.dialogs.save_file import save_size
from acesup_qt.engine import deal_cards, new_game, parse_moves
from acesup_qt.main_window import MainWindow
from acesup_qt.storage.game_file import write_game_file

CTRL = Qt.KeyboardModifier.ControlModifier


def play(window: MainWindow, moves: str) -> None:
    for move in parse_moves(moves):
        assert window.model.request(move) is None


def answer_file_dialog(qtbot, seen: dict, typed: str) -> None:
    """Once the file dialog about to open lists its folder, note how it looks; then type
    ``typed`` in its name field and press Enter, as a player would."""

    def look_and_answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QFileDialog):  # not open yet: the key is on its way
            QTimer.singleShot(10, look_and_answer)
            return
        files = box.findChild(QTreeView, "treeView")
        qtbot.waitUntil(lambda: files.model().rowCount(files.rootIndex()) > 0)
        qtbot.wait(50)  # the columns fit what the rows show once they are laid out
        header = files.header()
        seen.update(
            title=box.windowTitle(),
            size=box.size(),
            room=box.screen().availableGeometry().size(),
            # Each column other than the name as wide as what it shows (Size, Type, Date).
            cut=[
                header.model().headerData(column, Qt.Orientation.Horizontal)
                for column in range(1, header.count())
                if not header.isSectionHidden(column)
                and header.sectionSize(column) < files.sizeHintForColumn(column)
            ],
            columns_reach=sum(header.sectionSize(i) for i in range(header.count())),
            list_width=header.viewport().width(),
        )
        name_field = box.findChild(QLineEdit, "fileNameEdit")
        name_field.selectAll()
        qtbot.keyClicks(name_field, typed)
        qtbot.keyClick(name_field, Qt.Key.Key_Return)

    QTimer.singleShot(0, look_and_answer)


def assert_roomy_and_readable(seen: dict) -> None:
    assert seen["size"] == save_size(seen["room"])  # 860x560 on this screen, not 634x435
    assert seen["cut"] == []
    assert abs(seen["columns_reach"] - seen["list_width"]) <= 2  # no blank strip of header


def test_save_game_as_opens_roomy_with_every_column_readable(qtbot, window, tmp_path: Path):
    (tmp_path / "Aces Up deal 7.acesup.txt").write_text("a game saved before\n")
    settings.set_game_folder(str(tmp_path))
    play(window, "d")
    seen: dict = {}
    answer_file_dialog(qtbot, seen, "for Ann")
    qtbot.keyClick(window.view, Qt.Key.Key_S, CTRL)
    assert seen["title"].startswith("Save game as")
    assert_roomy_and_readable(seen)
    # A bare name gets the game's own two suffixes, not ".txt" alone from the dialog.
    saved = tmp_path / "for Ann.acesup.txt"
    assert saved.exists()
    assert not (tmp_path / "for Ann.txt").exists()
    assert window.status_bar.currentMessage() == f"Game saved to {saved}."


def test_open_game_opens_roomy_with_every_column_readable(qtbot, window, tmp_path: Path):
    settings.set_game_folder(str(tmp_path))
    play(window, "d")
    write_game_file(tmp_path / "mine.acesup.txt", window.model.game, window.model.deal_number)
    play(window, "d")
    seen: dict = {}
    answer_file_dialog(qtbot, seen, "mine.acesup.txt")
    qtbot.keyClick(window.view, Qt.Key.Key_O, CTRL)
    assert seen["title"].startswith("Open game")
    assert_roomy_and_readable(seen)
    assert window.status_bar.currentMessage().startswith("Back to where mine.acesup.txt was saved")


@pytest.fixture
def deal_found_when_set(monkeypatch, tmp_path: Path) -> threading.Event:
    """New game's search for a winnable deal (deal 66) ends once the event is set; the
    file dialogs open in ``tmp_path``."""
    found = threading.Event()

    def search_until_found(variant, budget, cancel, tries, rng):
        found.wait(5.0)
        return 66, None, []

    monkeypatch.setattr(winnable_search, "find_winnable", search_until_found)
    settings.set_game_folder(str(tmp_path))
    return found


def when_file_dialog_opens(act) -> None:
    """``act(dialog)`` once the file dialog about to open is up."""

    def wait_for_it() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QFileDialog):
            QTimer.singleShot(10, wait_for_it)
            return
        act(box)

    QTimer.singleShot(0, wait_for_it)


def find_then_open(qtbot, found: threading.Event, box: QFileDialog, name: str) -> None:
    """The deal is found while the player picks the file ``name``; then they open it."""
    found.set()
    qtbot.wait(300)
    name_field = box.findChild(QLineEdit, "fileNameEdit")
    qtbot.keyClicks(name_field, name)
    qtbot.keyClick(name_field, Qt.Key.Key_Return)


def test_a_winnable_deal_found_while_saving_waits_for_the_save_dialog(
    qtbot, window, deal_found_when_set, tmp_path: Path
):
    # New game's search for a winnable deal ended while the Save dialog was open: the
    # found deal took the table under it, the dialog still naming the deal before, and
    # the file written held that game, no longer on the table.
    window.action("winnable_only").trigger()
    qtbot.keyClick(window.view, Qt.Key.Key_N, CTRL)  # deal 1 stays while the solver looks
    assert window.statusBar().currentMessage() == winnable.FINDING_TEXT
    on_table: list[int | None] = []

    def find_then_answer(box: QFileDialog) -> None:
        deal_found_when_set.set()  # the deal is found while the player types a name
        qtbot.wait(300)
        on_table.append(window.model.deal_number)
        name_field = box.findChild(QLineEdit, "fileNameEdit")
        assert name_field.text() == "Aces Up deal 1.acesup.txt"
        qtbot.keyClick(name_field, Qt.Key.Key_Return)

    when_file_dialog_opens(find_then_answer)
    qtbot.keyClick(window.view, Qt.Key.Key_S, CTRL)
    assert on_table == [1]  # the game in sight stayed under the dialog
    saved = (tmp_path / "Aces Up deal 1.acesup.txt").read_text()
    assert saved.startswith("deal: 1\n")
    qtbot.waitUntil(lambda: window.model.deal_number == 66)  # then the deal found comes
    assert window.windowTitle().startswith("Deal #66")


def test_a_game_opened_while_a_winnable_deal_is_found_stays_on_the_table(
    qtbot, window, deal_found_when_set, tmp_path: Path
):
    write_game_file(tmp_path / "seven.acesup.txt", new_game(deal_cards(7)), 7)
    window.action("winnable_only").trigger()
    qtbot.keyClick(window.view, Qt.Key.Key_N, CTRL)

    when_file_dialog_opens(
        lambda box: find_then_open(qtbot, deal_found_when_set, box, "seven.acesup.txt")
    )
    qtbot.keyClick(window.view, Qt.Key.Key_O, CTRL)
    qtbot.wait(300)
    assert window.model.deal_number == 7  # the game chosen, not the deal found


def test_going_back_by_a_file_while_a_winnable_deal_waits_keeps_the_game(
    qtbot, window, deal_found_when_set, leave_answers, tmp_path: Path
):
    # The deal found under the Open dialog waited for it to close, then took the
    # table from the game the player had just gone back in by opening its file:
    # "Back to where ... was saved" flashed, and a new deal stood there. Found a
    # moment later, after the dialog, the going back kept the game (a move calls
    # the search off): which happened hung on the solver's speed.
    play(window, "d")
    write_game_file(tmp_path / "mine.acesup.txt", window.model.game, window.model.deal_number)
    play(window, "d")
    window.action("winnable_only").trigger()
    leave_answers.append(True)
    qtbot.keyClick(window.view, Qt.Key.Key_N, CTRL)  # deal 1 stays while the solver looks
    assert window.statusBar().currentMessage() == winnable.FINDING_TEXT

    when_file_dialog_opens(
        lambda box: find_then_open(qtbot, deal_found_when_set, box, "mine.acesup.txt")
    )
    qtbot.keyClick(window.view, Qt.Key.Key_O, CTRL)
    qtbot.wait(300)
    assert window.model.deal_number == 1  # the game gone back in, not the deal found
    assert len(window.model.game.moves) == 1
    assert window.status_bar.currentMessage().startswith("Back to where mine.acesup.txt")
