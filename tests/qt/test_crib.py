"""How to play, on the felt: for a player's first games, out of the cards' way, switchable."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication

from acesup_qt import settings
from acesup_qt.crib_switch import FIRST_GAMES
from acesup_qt.engine import parse_card
from acesup_qt.main_window import MainWindow
from acesup_qt.scene import crib as crib_module
from acesup_qt.scene.crib import Crib
from acesup_qt.storage import History
from tests.storage.made_up import record

from . import winning_game
from .conftest import card_point, click, drag, slot_point
from .starts_lean import loaded_at_start

SHOW_ON_TABLE = "&Show how to play on the table"


def laid_crib(qtbot, window: MainWindow) -> Crib:
    """The crib, once the window has laid it (a moment after its first frame)."""
    qtbot.waitUntil(lambda: window.scene.crib is not None)
    crib = window.scene.crib
    assert crib is not None
    return crib


def shown(crib: Crib) -> bool:
    return crib.isVisible() and crib.opacity() == 1.0


def words_rect(crib: Crib) -> QRectF:
    return crib.mapRectToScene(crib.size)


def in_sight(window: MainWindow, crib: Crib) -> bool:
    """The words lie whole within the table's view."""
    on_screen = window.view.mapFromScene(words_rect(crib)).boundingRect()
    return window.view.viewport().rect().contains(on_screen)


def assert_clear_of_cards(window: MainWindow, crib: Crib) -> None:
    """No card on the table comes into the words' box, shadows and all."""
    words = words_rect(crib)
    for item in window.scene.cards.values():
        if item.isVisible():
            assert not item.sceneBoundingRect().intersects(words), item.card


def deal_by_click(qtbot, window: MainWindow) -> None:
    click(qtbot, window, slot_point(window, "stock"))


def choose_show_on_table(qtbot, window: MainWindow) -> None:
    """Open Help with the mouse and choose Show how to play on the table by its letter."""
    bar = window.menuBar()
    (title,) = [a for a in bar.actions() if a.text() == "&Help"]
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    menu = title.menu()
    qtbot.waitUntil(menu.isVisible)
    assert SHOW_ON_TABLE in [a.text() for a in menu.actions()]
    qtbot.keyClick(menu, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def window_on(qtbot, history: History, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    win = MainWindow(history=history)
    qtbot.addWidget(win)
    win.model.start_deal(1)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_a_newcomer_reads_how_to_play_below_the_piles_and_a_screen_reader_hears_it(qtbot, window):
    crib = laid_crib(qtbot, window)
    qtbot.waitUntil(lambda: shown(crib))
    assert "click it" in crib.lines[0]
    assert "Move any top card onto an empty pile" in crib.lines[1]
    piles_bottom = max(slot.sceneBoundingRect().bottom() for slot in window.scene.pile_slots)
    words = words_rect(crib)
    assert words.top() > piles_bottom  # in the felt below the piles
    assert in_sight(window, crib)
    assert_clear_of_cards(window, crib)
    assert "How to play: Discard a top card" in window.view.accessibleDescription()
    (item,) = [a for a in window.menuBar().actions() if a.text() == "&Help"]
    (switch,) = [a for a in item.menu().actions() if a.text() == SHOW_ON_TABLE]
    assert switch.isChecked()


def test_nothing_of_it_is_made_before_the_first_frame(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.model.start_deal(1)
    qtbot.wait(300)  # never shown: no first frame
    assert win.scene.crib is None
    assert not [i for i in win.scene.items() if isinstance(i, Crib)]


def test_the_start_loads_none_of_it():
    assert loaded_at_start("crib_switch", "scene.crib") == []


def test_four_ace_patience_says_only_an_ace_may_move_onto_an_empty_pile(qtbot, window):
    crib = laid_crib(qtbot, window)
    window.model.start_deal(1, "aces-only")
    assert crib.lines[1].startswith("Only an ace may move onto an empty pile")
    assert "Only an ace may move" in window.view.accessibleDescription()


def test_after_three_finished_games_it_is_gone(qtbot):
    history = History.in_memory_only()
    for n in range(FIRST_GAMES):
        history.add(record(n))
    win = window_on(qtbot, history)
    crib = laid_crib(qtbot, win)
    qtbot.wait(50)
    assert not crib.isVisible()
    assert "How to play" not in win.view.accessibleDescription()


def test_the_game_that_makes_three_takes_it_away_at_the_next_game(qtbot, leave_answers):
    history = History.in_memory_only()
    for n in range(FIRST_GAMES - 1):
        history.add(record(n))
    win = window_on(qtbot, history)
    crib = laid_crib(qtbot, win)
    qtbot.waitUntil(lambda: shown(crib))
    deal_by_click(qtbot, win)  # a game in progress: leaving it is a loss, counted
    leave_answers.append(True)
    qtbot.keyClick(win.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert history.count() == FIRST_GAMES
    assert not crib.isVisible()


def test_the_help_item_hides_it_at_once_and_brings_it_back_and_is_kept(qtbot, window):
    crib = laid_crib(qtbot, window)
    qtbot.waitUntil(lambda: shown(crib))
    choose_show_on_table(qtbot, window)
    assert not crib.isVisible()
    assert settings.crib_choice() is False
    assert "How to play" not in window.view.accessibleDescription()
    choose_show_on_table(qtbot, window)
    assert shown(crib)
    assert settings.crib_choice() is True


def test_switched_on_after_the_first_games_it_stays(qtbot):
    history = History.in_memory_only()
    for n in range(FIRST_GAMES + 2):
        history.add(record(n))
    settings.set_crib_choice(True)
    win = window_on(qtbot, history)
    crib = laid_crib(qtbot, win)
    qtbot.waitUntil(lambda: shown(crib))


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_it_fades_as_the_piles_grow_over_it_and_never_shares_a_spot_with_a_card(qtbot, size):
    win = window_on(qtbot, History.in_memory_only(), size)
    crib = laid_crib(qtbot, win)
    qtbot.waitUntil(lambda: shown(crib))
    assert crib.font.pixelSize() >= 11  # readable on the smallest table
    seen = []
    while win.model.game.stock_count:
        deal_by_click(qtbot, win)
        seen.append(crib.isVisible())
        if crib.isVisible():
            assert_clear_of_cards(win, crib)
    assert seen[0]  # after a first deal there is room still
    assert not seen[-1]  # piles of 13 cards reach the bottom of the table


def test_at_the_windows_least_size_it_is_readable_on_the_felts_whole_width(qtbot):
    # It was 9 px there, light on the felt: a strain to read. The row of cards
    # is too narrow for its lines at 11 px; the felt either side of it is not.
    win = window_on(qtbot, History.in_memory_only(), (1, 1))  # as small as it goes
    crib = laid_crib(qtbot, win)
    qtbot.waitUntil(lambda: shown(crib))
    assert win.width() <= 500  # the least the window goes to
    assert crib.font.pixelSize() >= 11
    assert in_sight(win, crib)
    assert_clear_of_cards(win, crib)
    row = win.scene.layout
    words = words_rect(crib)
    assert words.width() > row.discard[0] + row.card_width - row.stock[0]  # past the row
    assert abs(words.center().x() - row.width / 2) < 1  # still centred under the piles


def test_too_small_to_read_it_does_not_show_and_says_so_when_asked_for(qtbot, monkeypatch):
    # As with a font far wider than the table's: no room for readable type.
    monkeypatch.setattr(crib_module, "LEAST_TYPE", 40.0)
    win = window_on(qtbot, History.in_memory_only(), (800, 600))
    crib = laid_crib(qtbot, win)
    choose_show_on_table(qtbot, win)  # off, then on again: where is it?
    choose_show_on_table(qtbot, win)
    assert not crib.isVisible()
    message = win.statusBar().currentMessage()
    assert message == "How to play shows below the piles on a larger window."


def test_the_type_grows_with_the_table_and_follows_a_resize(qtbot, window):
    crib = laid_crib(qtbot, window)
    big = crib.font.pixelSize()
    window.resize(800, 600)
    qtbot.waitUntil(lambda: crib.font.pixelSize() < big)
    assert in_sight(window, crib)
    assert_clear_of_cards(window, crib)
    assert shown(crib)


def test_a_drag_across_it_still_plays_the_card(qtbot, window):
    crib = laid_crib(qtbot, window)
    qtbot.waitUntil(lambda: shown(crib))
    five = parse_card("5D")  # deal 1: 5D on pile 3 goes, under the 8D of pile 1
    assert window.model.game.piles[2] == [five]
    on_words = window.view.mapFromScene(words_rect(crib).center())
    start = card_point(window, five)
    drag(qtbot, window, start, on_words)  # dropped on the words: back to its pile
    assert window.model.game.piles[2] == [five]
    click(qtbot, window, on_words)  # a click on the words: nothing, as on bare felt
    assert window.model.game.piles[2] == [five]
    assert window.model.game.stock_count == 48
    drag(qtbot, window, start, slot_point(window, "discard heap"), steps=3)
    assert window.model.game.discards == [five]


def test_gone_while_the_game_is_over_and_back_with_undo(qtbot, window):
    crib = laid_crib(qtbot, window)
    moves = winning_game.MOVES.split(" ")
    window.model.restore(winning_game.DECK, "standard", " ".join(moves[:-1]))
    qtbot.waitUntil(lambda: shown(crib))  # the last cards: room again
    pile = int(moves[-1][1]) - 1
    click(qtbot, window, card_point(window, window.model.game.piles[pile][-1]))
    assert window.model.game.is_won()
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert not crib.isVisible()
    window.end_dialog.reject()
    window.model.undo_stack.undo()
    assert shown(crib)


def test_with_animations_on_it_comes_back_only_once_the_cards_are_still(qtbot, window, monkeypatch):
    crib = laid_crib(qtbot, window)
    while crib.isVisible():  # deal until the piles reach the words
        deal_by_click(qtbot, window)
    monkeypatch.setenv(settings.SCALE_ENVIRONMENT, "1")  # Normal speed, as a player sees it
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.scene.animating  # the last deal flies back to the stock
    while window.scene.animating:
        assert not crib.isVisible()
        qtbot.wait(10)
    qtbot.waitUntil(lambda: shown(crib), timeout=2000)
    assert_clear_of_cards(window, crib)


def test_gone_while_the_finished_game_is_reviewed_and_back_once_the_review_closes(qtbot, window):
    # Review moves takes the table back to positions that are not over: the words,
    # for playing, came back over the table the player was looking through.
    from .review_panel import click_row, open_review

    crib = laid_crib(qtbot, window)
    dock = open_review(qtbot, window)
    click_row(qtbot, dock, 3)  # before move 4: short piles, room for the words
    assert not window.model.game.is_over()
    assert crib.wanted  # still one of the player's first games
    qtbot.wait(50)  # time to fade in, were it coming
    assert not crib.isVisible()
    assert crib.felt_taken().isEmpty()  # nor do dialogs keep clear of it meanwhile
    choose_show_on_table(qtbot, window)  # off, then on again: it says when it will show
    choose_show_on_table(qtbot, window)
    assert not crib.isVisible()
    message = window.statusBar().currentMessage()
    # Said after what the table shows ("Reviewing deal #66: lost, ..."), as words are.
    assert message.startswith("Reviewing deal #66: ")
    assert message.endswith(" How to play shows on the table again once Review moves is closed.")
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)  # the review closes, play goes on here
    assert window.game_end.review is None
    qtbot.waitUntil(lambda: shown(crib))
    assert_clear_of_cards(window, crib)


def test_asked_for_while_the_review_shows_the_end_it_waits_for_the_next_game(qtbot, window):
    # The review open at the game's end, closed there, leaves the game over: the
    # words come back with the next game, not as the review closes.
    from .review_panel import open_review

    crib = laid_crib(qtbot, window)
    dock = open_review(qtbot, window)
    assert window.model.game.is_over()  # the review opens at the end
    choose_show_on_table(qtbot, window)  # off, then on again: it says when it will show
    choose_show_on_table(qtbot, window)
    message = window.statusBar().currentMessage()
    assert message.endswith("How to play shows on the table again with the next game.")
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    assert window.game_end.review is None
    qtbot.wait(50)  # time to fade in, were it coming
    assert not crib.isVisible()
