"""Game > Save game as… and Open game…, and full screen, as a player meets them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtWidgets import QMessageBox

from acesup_qt import settings
from acesup_qt.dialogs.end_of_game import UNDO, EndOfGameDialog
from acesup_qt.engine import format_cards, format_moves, parse_moves
from acesup_qt.main_window import MainWindow
from acesup_qt.storage import Ending, History

from .conftest import FileDialogs, assert_table_shows_model, keep_playing_when_asked
from .starts_lean import loaded_at_start
from .test_end_of_game import play_last
from .test_undo_buttons import snapshot
from .winning_game import DECK, MOVES

CTRL = Qt.KeyboardModifier.ControlModifier
ORDERED = format_cards(DECK)  # 2C 3C ... AS
PRACTICE_NOTE = "Practice, not counted in your statistics."


def play(window: MainWindow, moves: str) -> None:
    for move in parse_moves(moves):
        assert window.model.request(move) is None


def save(qtbot, window: MainWindow, dialogs: FileDialogs, path: Path) -> None:
    dialogs.answer = str(path)
    qtbot.keyClick(window.view, Qt.Key.Key_S, CTRL)


def open_file(qtbot, window: MainWindow, dialogs: FileDialogs, path: Path) -> None:
    dialogs.answer = str(path)
    qtbot.keyClick(window.view, Qt.Key.Key_O, CTRL)


def warning(window: MainWindow) -> str:
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert box.isVisible()
    return f"{box.text()}\n{box.informativeText()}"


def moves(window: MainWindow) -> str:
    return format_moves(window.model.game.moves)


def test_a_saved_game_opens_at_the_same_place_and_undo_steps_back(
    qtbot, window, dialogs, leave_answers, tmp_path
):
    play(window, "x3 m1>3 d x4 x1")
    saved = snapshot(window)
    save(qtbot, window, dialogs, tmp_path / "for Ann")  # a bare name: the suffix is added
    path = tmp_path / "for Ann.acesup.txt"
    assert path.read_text(encoding="utf-8") == window.model.game.to_text(1)  # "deal: 1" first
    _, offered, filters = dialogs.offered[-1]
    assert Path(offered).name == "Aces Up deal 1.acesup.txt"
    assert "*.acesup.txt" in filters
    assert window.statusBar().currentMessage() == f"Game saved to {path}."

    window.model.start_deal(2)
    play(window, "d")
    leave_answers.append(True)  # deal 2, in progress, is left for the opened game
    open_file(qtbot, window, dialogs, path)
    assert not leave_answers  # asked, once
    assert snapshot(window) == saved  # every card where it was, the same moves
    assert_table_shows_model(window)
    assert window.windowTitle() == "Deal #1 · practice"  # the number travelled with the game
    assert window.deal_label.text() == "Deal #1 · practice"
    assert window.statusBar().currentMessage() == (
        "Opened for Ann.acesup.txt after 5 moves: practice, not counted in your statistics. "
        "Undo steps back through them."
    )
    assert dialogs.offered[-1][1] == str(tmp_path)  # the folder used last

    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)
    assert moves(window) == "x3 m1>3 d x4"
    assert_table_shows_model(window)
    # Deals 1 and 2 were left: losses. The opened game is in progress, but not the player's.
    left = [(g.deal_number, g.moves, g.ending) for g in window.history.games()]
    assert sorted(left) == [(1, "x3 m1>3 d x4 x1", Ending.ABANDONED), (2, "d", Ending.ABANDONED)]
    assert window.recorder.in_progress
    leave_answers.append(True)
    qtbot.keyClick(window.view, Qt.Key.Key_N, CTRL)
    assert leave_answers.counted == [True, False]  # the question said so: no loss
    assert len(window.history.games()) == 2  # and none was counted


def test_keeping_the_game_in_progress_leaves_it_on_the_table(
    qtbot, window, dialogs, leave_answers, tmp_path
):
    path = tmp_path / "other.acesup.txt"
    path.write_text(f"deck: {format_cards(DECK)}\nmoves: x1\n")
    play(window, "x3")
    before = snapshot(window)
    leave_answers.append(False)
    open_file(qtbot, window, dialogs, path)
    assert not leave_answers
    assert snapshot(window) == before
    assert window.windowTitle() == "Deal #1"


@pytest.mark.parametrize(
    ("contents", "words"),
    [
        ("variant: standard\ndeck: AS KS\n", "Line 2: Deck: a deck has 52 cards, this one has 2."),
        (f"variant: spider\ndeck: {format_cards(DECK)}\n", "Line 1: Unknown variant 'spider'"),
        (f"deck: {ORDERED}\n\nmoves: x1 d x1 x1\n", "Line 3: Move 4 (x1): pile 1 is empty"),
        # A card named as the game names it, its code kept for the player to find it.
        (
            f"deck: {ORDERED}\nmoves: x4\n",
            "Line 2: Move 1 (x4): 5♣ (5C) cannot be discarded: no higher club on top of "
            "another pile.",
        ),
        ("\x89PNG\x00\x00", "Not a text file"),
        (
            f"deal: 5\ndeck: {ORDERED}\n",
            "Line 2: The deck is not deal 5's (named on line 1): its card 1 is 2♣ (2C), "
            "deal 5's is ",
        ),
        (f"deal: #x\ndeck: {ORDERED}\n", "Line 1: Deal: '#x' is not a deal number"),
        # The file's codes as written in it, never "like A♠ or 10♥" for a rank T and suit H.
        (
            f"deck: {ORDERED.replace('9H', '9X')}\n",
            "Line 1: Deck: card 34: '9X' is not a card code (expected a rank 23456789TJQKA "
            "and a suit CDHS, like AS or TH).",
        ),
        (
            f"deck: {ORDERED.replace('KS', 'AS')}\n",
            "Line 1: Deck: card 52: A♠ (AS) is a duplicate of card 51.",
        ),
    ],
)
def test_a_bad_file_names_the_line_and_the_table_goes_on(
    qtbot, window, dialogs, leave_answers, tmp_path, contents, words
):
    play(window, "x3 m1>3")
    before = snapshot(window)
    path = tmp_path / "bad.acesup.txt"
    path.write_text(contents, encoding="utf-8")
    open_file(qtbot, window, dialogs, path)  # never asks to leave the game: it goes on
    said = warning(window)
    assert str(path) in said
    assert words in said
    assert "The game on the table goes on." in said
    assert snapshot(window) == before
    qtbot.keyClick(window.dialog, Qt.Key.Key_Return)
    assert not window.dialog.isVisible()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)  # the player's Undo history is intact
    assert moves(window) == "x3"


def test_a_bad_file_opened_over_a_game_over_leaves_that_game_as_it_ended(
    qtbot, window, dialogs, tmp_path
):
    window.model.start(ORDERED)
    *before, last = MOVES.split()
    play(window, " ".join(before))
    play_last(qtbot, window, window.model.game, last)
    dialog = end_dialog(qtbot, window)
    path = tmp_path / "bad.acesup.txt"
    path.write_text(f"deck: {ORDERED}\nmoves: x4\n", encoding="utf-8")
    dialogs.answer = str(path)
    qtbot.keyClick(dialog, Qt.Key.Key_O, CTRL)  # from the dialog: it closes, then opens
    qtbot.waitUntil(lambda: isinstance(window.dialog, QMessageBox))
    said = warning(window)
    assert "5♣ (5C) cannot be discarded" in said
    assert said.endswith("The finished game stays on the table.")  # not "goes on"
    assert window.model.game.is_won()


def test_a_failed_save_is_reported_and_the_game_goes_on(qtbot, window, dialogs, tmp_path):
    play(window, "x3")
    before = snapshot(window)
    path = tmp_path / "no such folder" / "game.acesup.txt"
    save(qtbot, window, dialogs, path)
    said = warning(window)
    assert f"The game could not be saved to {path}." in said
    assert "No such file or directory" in said
    assert snapshot(window) == before
    assert not path.parent.exists()


def end_dialog(qtbot, window: MainWindow) -> EndOfGameDialog:
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    assert dialog is not None
    return dialog


def test_a_game_opened_over_is_not_counted_after_undo_and_redo_nor_played_on(
    qtbot, window, dialogs, leave_answers, tmp_path
):
    path = tmp_path / "won.acesup.txt"
    path.write_text(f"deck: {format_cards(DECK)}\nmoves: {MOVES}\n")
    open_file(qtbot, window, dialogs, path)  # deal 1 has no move yet: nothing to leave
    qtbot.wait(50)
    assert window.model.game.is_won()
    assert window.statusBar().currentMessage() == (
        "Opened won.acesup.txt: this game is over (won, score 48); practice, not counted "
        "in your statistics. Undo steps back to play on."
    )
    assert window.end_dialog is None  # somebody else's win: no "You won!"
    assert not window.action("hint").isEnabled()

    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)  # Undo,
    qtbot.keyClick(window.view, Qt.Key.Key_Y, CTRL)  # Redo: a win in one move, one undo
    dialog = end_dialog(qtbot, window)
    assert dialog.windowTitle() == "You won!"
    assert dialog.deal_note.isVisible()
    assert dialog.deal_note.text() == PRACTICE_NOTE  # said where the record would be
    assert dialog.figures == {}  # no record: there is none to show
    assert "in " not in dialog.score.text()  # nor a time: it was never the player's
    assert window.history.games() == []

    qtbot.mouseClick(dialog.buttons[UNDO], Qt.MouseButton.LeftButton)
    assert not window.model.game.is_over()
    last = MOVES.split()[-1]
    play(window, last)  # played on and finished by the player's own move: still not theirs
    dialog = end_dialog(qtbot, window)
    assert window.history.games() == []
    qtbot.waitUntil(lambda: not dialog.late_keys.settling())
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # New game; over: nothing to leave, or ask
    assert window.history.games() == []
    assert window.model.deal_number is not None
    assert window.recorder.counted  # a new game is the player's own


def test_restart_makes_an_opened_deal_a_game_of_the_players_own(
    qtbot, window, dialogs, leave_answers, tmp_path
):
    play(window, "x3 m1>3")
    path = tmp_path / "deal 1.acesup.txt"
    save(qtbot, window, dialogs, path)
    window.model.start_deal(2)
    open_file(qtbot, window, dialogs, path)
    assert (window.windowTitle(), moves(window)) == ("Deal #1 · practice", "x3 m1>3")
    leave_answers.append(True)
    qtbot.keyClick(window.view, Qt.Key.Key_R, CTRL)
    assert leave_answers.counted == [False]  # leaving the opened game costs nothing
    # From the deal's start, with no one else's moves: counted, under deal 1.
    assert (window.windowTitle(), moves(window)) == ("Deal #1", "")
    assert window.recorder.counted
    play(window, "x3")
    leave_answers.append(True)
    qtbot.keyClick(window.view, Qt.Key.Key_N, CTRL)
    assert leave_answers.counted == [False, True]
    left = [(g.deal_number, g.moves, g.ending) for g in window.history.games()]
    # The first game of deal 1 (left for deal 2), then the restarted one: never the opened one.
    assert sorted(left) == [(1, "x3", Ending.ABANDONED), (1, "x3 m1>3", Ending.ABANDONED)]


def test_an_opened_game_is_still_not_counted_once_resumed(qtbot, dialogs, tmp_path):
    database = tmp_path / "acesup.sqlite3"
    path = tmp_path / "almost.acesup.txt"
    *before, last = MOVES.split()
    path.write_text(f"deck: {format_cards(DECK)}\nmoves: {' '.join(before)}\n")
    history = History.open(database)
    first = MainWindow(history=history)
    qtbot.addWidget(first)
    first.model.start_deal(1)
    first.show()
    qtbot.waitExposed(first)
    first.activateWindow()  # as the window manager does for a new window: its keys work
    qtbot.waitUntil(first.isActiveWindow)
    open_file(qtbot, first, dialogs, path)
    assert moves(first) == " ".join(before)
    first.close()  # quit mid-game: the game is saved, to be resumed
    history.close()

    history = History.open(database)
    again = MainWindow(history=history)
    qtbot.addWidget(again)
    assert again.resume()
    again.show()
    qtbot.waitExposed(again)
    assert moves(again) == " ".join(before)
    assert "your practice game" in again.statusBar().currentMessage()
    play(again, last)
    dialog = end_dialog(qtbot, again)
    assert dialog.deal_note.text() == PRACTICE_NOTE
    assert again.history.games() == []
    again.close()
    history.close()


def test_the_file_dialogs_begin_in_documents_or_else_at_home(
    qtbot, window, dialogs, tmp_path, monkeypatch
):
    home, documents = tmp_path / "home", tmp_path / "home" / "Documents"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setattr(
        QStandardPaths, "writableLocation", staticmethod(lambda location: str(documents))
    )
    qtbot.keyClick(window.view, Qt.Key.Key_O, CTRL)  # no Documents folder: home
    assert dialogs.offered[-1][1] == str(home)
    documents.mkdir()
    qtbot.keyClick(window.view, Qt.Key.Key_S, CTRL)
    assert dialogs.offered[-1][1] == str(documents / "Aces Up deal 1.acesup.txt")


def test_the_variant_of_an_opened_game_is_the_one_the_next_start_plays(
    qtbot, window, dialogs, leave_answers, tmp_path
):
    # The Variant menu shows the opened game's variant and New game plays it:
    # the next start (its --variant default: "the one played last") must too.
    window.game_actions.variants["aces-only"].trigger()
    assert settings.variant() == "aces-only"
    path = tmp_path / "standard.acesup.txt"
    path.write_text(f"variant: standard\ndeck: {ORDERED}\nmoves: x1\n", encoding="utf-8")
    open_file(qtbot, window, dialogs, path)
    assert window.model.variant == "standard"
    assert window.game_actions.variants["standard"].isChecked()
    assert settings.variant() == "standard"
    leave_answers.append(True)
    qtbot.keyClick(window.view, Qt.Key.Key_N, CTRL)
    assert window.model.variant == "standard"


def test_the_question_before_opening_a_file_names_the_file(qtbot, window, dialogs, tmp_path):
    path = tmp_path / "from Ann.acesup.txt"
    path.write_text(f"deck: {format_cards(DECK)}\nmoves: x1\n")
    play(window, "x3")
    asked = keep_playing_when_asked(qtbot)
    open_file(qtbot, window, dialogs, path)
    # Not "for a new one": the game it would be left for is the one in the file.
    assert [text for text, _ in asked] == [
        "This game is not over. Leave it for the game in from Ann.acesup.txt?"
    ]
    assert moves(window) == "x3"


def test_save_and_open_load_when_first_used_not_at_start():
    assert loaded_at_start("game_files", "storage.game_file") == []
    # Loaded on first use, they work (the other tests here), and ``acesup-qt FILE`` too.
