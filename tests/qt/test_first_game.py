"""The game a start asks for (``acesup-qt FILE``, ``--deal N``, ``--deck``) when a game
was left in progress: the game left comes back, and the player is asked before it goes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from acesup_qt.engine import deal_cards, format_cards, game_from_text, new_game
from acesup_qt.first_game import start_first_game
from acesup_qt.storage.game_file import read_game_file
from acesup_qt.storage.records import Ending

from .conftest import keep_playing_when_asked
from .test_autosave_gui import answer_next_box, db_path, discard_by_click, open_window, show

__all__ = ["db_path", "open_window"]  # fixtures, shared with the autosave tests


def left_in_progress(qtbot, open_window) -> str:
    """Play two moves of deal 1 and quit; the text of the game left."""
    first = open_window()
    first.model.start_deal(1)
    show(qtbot, first)
    discard_by_click(qtbot, first)
    discard_by_click(qtbot, first)
    text = first.model.game.to_text()
    first.close()
    return text


def test_a_deal_asked_for_with_a_game_left_in_progress_asks_and_keeps_it_if_the_player_stays(
    qtbot, open_window
):
    left = left_in_progress(qtbot, open_window)
    win = open_window()
    start_first_game(win, "standard", number=5)
    answer_next_box(qtbot, "Keep playing")
    show(qtbot, win)  # the player sees the game left, then the question
    qtbot.wait(100)
    assert win.model.game.to_text() == left
    assert win.model.deal_number == 1
    assert win.history.count() == 0


def test_a_deal_asked_for_and_kept_out_says_so_once_the_player_stays(qtbot, open_window):
    left_in_progress(qtbot, open_window)
    win = open_window()
    start_first_game(win, "standard", number=9)
    asked = keep_playing_when_asked(qtbot)
    show(qtbot, win)
    qtbot.waitUntil(lambda: bool(asked))
    # The question names what the game would be left for, not "a new one".
    assert asked[0][0] == "This game is not over. Leave it for deal #9?"
    # Else the deal asked for vanished without a word: the player saw only their old game.
    assert win.statusBar().currentMessage() == "Deal #9 was not opened: you kept deal #1."
    qtbot.wait(50)
    assert not win.statusBar().is_message_cut()


def test_a_file_asked_for_and_kept_out_says_so_by_its_name(qtbot, open_window, tmp_path: Path):
    left_in_progress(qtbot, open_window)
    path = tmp_path / "from Ann.acesup.txt"
    path.write_text(new_game(deal_cards(5)).to_text(5))
    win = open_window()
    start_first_game(win, "standard", opened=(read_game_file(path), path))
    asked = keep_playing_when_asked(qtbot)
    show(qtbot, win)
    qtbot.waitUntil(lambda: bool(asked))
    assert win.model.deal_number == 1
    assert win.statusBar().currentMessage() == (
        "The game in from Ann.acesup.txt was not opened: you kept deal #1."
    )


def test_a_deck_asked_for_and_kept_out_says_so(qtbot, open_window):
    left_in_progress(qtbot, open_window)
    win = open_window()
    start_first_game(win, "standard", deck=deal_cards(5))
    asked = keep_playing_when_asked(qtbot)
    show(qtbot, win)
    qtbot.waitUntil(lambda: bool(asked))
    assert asked[0][0] == "This game is not over. Leave it for the custom deck you chose?"
    assert win.statusBar().currentMessage() == (
        "The custom deck you chose was not opened: you kept deal #1."
    )


def test_a_deal_asked_for_with_a_game_left_in_progress_counts_it_as_left_if_the_player_goes(
    qtbot, open_window
):
    left_in_progress(qtbot, open_window)
    win = open_window()
    start_first_game(win, "standard", number=5)
    answer_next_box(qtbot, "Leave it")
    show(qtbot, win)
    qtbot.waitUntil(lambda: win.model.deal_number == 5)
    assert win.model.game.deck == tuple(deal_cards(5))
    (abandoned,) = win.history.games()
    assert (abandoned.deal_number, abandoned.ending) == (1, Ending.ABANDONED)
    win.close()
    # The game left is recorded, not saved out of sight: the next start resumes deal 5.
    again = open_window()
    assert again.resume()
    assert again.model.deal_number == 5


def test_a_file_of_the_game_left_takes_it_back_to_where_it_was_saved_asking_nothing(
    qtbot, open_window, tmp_path: Path
):
    left = left_in_progress(qtbot, open_window)
    earlier = game_from_text(left)
    earlier.pop()  # saved after its first move, then played on
    path = tmp_path / "earlier.acesup.txt"
    path.write_text(earlier.to_text(1))
    opened = read_game_file(path)
    assert len(opened.game.moves) == 1
    win = open_window()
    start_first_game(win, "standard", opened=(opened, path))
    show(qtbot, win)
    qtbot.waitUntil(lambda: len(win.model.game.moves) == 1)
    assert win.recorder.counted  # the player's own moves: still the player's game
    assert "practice" not in win.windowTitle()


def test_with_no_game_left_in_progress_the_deal_asked_for_starts_at_once(qtbot, open_window):
    win = open_window()
    start_first_game(win, "aces-only", number=5)
    assert (win.model.deal_number, win.model.variant) == (5, "aces-only")


def test_deal_1_asked_for_at_a_first_start_is_dealt_with_no_word_of_a_game_left(qtbot, open_window):
    # The table holds deal 1 before any game starts: a first start with --deal 1 said
    # "Deal #1 is already on the table, as you left it." when nothing had been left.
    win = open_window()
    start_first_game(win, "standard", number=1)
    show(qtbot, win)
    qtbot.wait(50)
    assert "already" not in win.statusBar().currentMessage()
    assert win.model.deal_number == 1
    discard_by_click(qtbot, win)
    assert win.recorder.in_progress  # the player's game, saved as any other


def stay_if_asked() -> list[str]:
    """Should the player be asked whether to leave the game, they stay; the questions."""
    asked: list[str] = []

    def stay() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            box.reject()

    QTimer.singleShot(0, stay)
    return asked


def test_the_deal_left_asked_for_again_goes_on_as_it_was_with_no_question(qtbot, open_window):
    left = left_in_progress(qtbot, open_window)  # deal 1, two moves in
    win = open_window()
    start_first_game(win, "standard", number=1)
    asked = stay_if_asked()
    show(qtbot, win)
    qtbot.waitUntil(lambda: "already" in win.statusBar().currentMessage())
    assert win.statusBar().currentMessage() == (
        "Deal #1 is already on the table, as you left it. Restart deals it anew."
    )
    assert not asked  # no "Leave it for deal #1?"
    assert win.model.game.to_text() == left
    assert win.recorder.in_progress  # still the player's game, not left, not lost
    assert win.history.count() == 0


def test_the_deck_left_asked_for_again_goes_on_as_it_was(qtbot, open_window):
    first = open_window()
    deck = deal_cards(3)
    first.model.start(format_cards(deck), "standard")
    show(qtbot, first)
    discard_by_click(qtbot, first)
    first.close()
    win = open_window()
    start_first_game(win, "standard", deck=deck)
    asked = stay_if_asked()
    show(qtbot, win)
    qtbot.waitUntil(lambda: "already" in win.statusBar().currentMessage())
    assert not asked
    assert win.statusBar().currentMessage().startswith("The custom deck you chose is already on")
    assert len(win.model.game.moves) == 1


@pytest.mark.parametrize("number", [1, 9])
def test_a_deal_asked_for_in_the_other_variant_names_both_variants(qtbot, open_window, number):
    # Deal #1 is the one left: not "Leave it for deal #1?" on deal #1 itself, the
    # same cards under other rules. Deal #9: not "for deal #9?", which hid the rules.
    left_in_progress(qtbot, open_window)
    win = open_window()
    start_first_game(win, "aces-only", number=number)
    asked = keep_playing_when_asked(qtbot)
    show(qtbot, win)
    qtbot.waitUntil(lambda: bool(asked))
    assert asked[0][0] == (
        f"This game is not over. Leave it for deal #{number} in Four Ace Patience?"
    )
    assert win.statusBar().currentMessage() == (
        f"Deal #{number} in Four Ace Patience was not opened: you kept deal #1 in Standard."
    )


def test_the_deck_left_asked_for_in_the_other_variant_names_both_variants(qtbot, open_window):
    first = open_window()
    first.model.start(format_cards(deal_cards(5)))  # a deck of the player's own
    show(qtbot, first)
    discard_by_click(qtbot, first)
    first.close()
    win = open_window()
    start_first_game(win, "aces-only", deck=deal_cards(5))
    asked = keep_playing_when_asked(qtbot)
    show(qtbot, win)
    qtbot.waitUntil(lambda: bool(asked))
    assert asked[0][0] == (
        "This game is not over. Leave it for the custom deck you chose in Four Ace Patience?"
    )
    assert win.statusBar().currentMessage() == (
        "The custom deck you chose in Four Ace Patience was not opened: "
        "you kept this custom deck in Standard."
    )
