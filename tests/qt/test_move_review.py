"""Review moves: a finished game gone through move by move from the end-of-game dialog.

Deal 66 is lost by ``losing_moves`` (discard when possible, else a random
move): the solver proves it winnable in milliseconds and finds that move 26
(m2>4) gave the win away (``test_lost_win``).
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from acesup_qt import move_review
from acesup_qt.commands import move_text
from acesup_qt.dialogs.move_review import VERDICT
from acesup_qt.engine import DISCARD, deal_cards, new_game, parse_cards
from acesup_qt.engine.moves import DEAL_MOVE
from acesup_qt.engine.strategy import RankedMove
from acesup_qt.rating import Ranking

from .conftest import click, slot_point
from .test_coach import held_worker
from .test_demo_moves import start_demo
from .test_winnable import lose, losing_moves
from .winning_game import DECK, MOVES

__all__ = ["held_worker"]  # a fixture, shared with the coach's tests


@pytest.fixture(autouse=True)
def short_budgets(monkeypatch) -> None:
    from acesup_qt import winnable

    monkeypatch.setattr(winnable, "CHECK_BUDGET_SECONDS", 3.0)


def open_review(qtbot, window, deal: int = 66, moves: list[str] | None = None):
    """Lose ``deal`` and click Review moves in the end-of-game dialog; the review panel."""
    dialog = lose(qtbot, window, deal, moves=moves)
    review = dialog.review
    qtbot.mouseClick(review, Qt.MouseButton.LeftButton)
    assert window.end_dialog is None
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    qtbot.waitUntil(dock.isVisible)
    return dock


def test_the_button_bears_the_panels_name_and_alt_m_opens_it(qtbot, window):
    dialog = lose(qtbot, window, 66)
    name = dialog.review.text().replace("&", "")
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    assert dock.windowTitle() == name == "Review moves"


def test_two_chances_under_the_same_bound_are_said_once():
    # "Close: <6% vs <6%" read as a misprint: both are under 6%, as far as anyone can tell.
    # In the list the move's own chance comes first, in words ("<6% vs <5%" was a code).
    game = new_game(deal_cards(11))
    game.replay("d d")
    discard = next(move for move in game.legal_moves() if move.kind == DISCARD)
    name = move_text(game, discard)

    def verdict(first: tuple[float, float], played: tuple[float, float]) -> tuple[str, str]:
        ranked = [RankedMove(discard, first[0], "", first[1], 100)]
        ranked.append(RankedMove(DEAL_MOVE, played[0], "", played[1], 100))
        return move_review.verdict_words(Ranking(game, ranked), DEAL_MOVE)

    assert verdict((0.021, 0.03), (0.012, 0.04)) == (
        "Close call: both under 6%",
        f"Close: the strategy would have played {name}, too close to call (both under 6%)",
    )
    assert verdict((0.08, 0.03), (0.07, 0.03)) == (
        "Close call: 7%, best 8%",
        f"Close: the strategy would have played {name}, too close to call (8% against 7%)",
    )
    assert verdict((0.021, 0.03), (0.003, 0.01)) == (
        "Close call: under 2%, best under 6%",
        f"Close: the strategy would have played {name}, too close to call "
        "(under 6% against under 2%)",
    )
    # The played move's bound the higher ("under 7%, best under 4%" read as the better
    # move played): both are under 7%, as far as anyone can tell.
    assert verdict((0.01, 0.025), (0.02, 0.045)) == (
        "Close call: both under 7%",
        f"Close: the strategy would have played {name}, too close to call (both under 7%)",
    )


def click_row(qtbot, dock, index: int) -> None:
    tree = dock.moves
    item = tree.topLevelItem(index)
    tree.scrollToItem(item)
    rect = tree.visualItemRect(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_the_review_lists_every_move_in_words_with_its_verdict(qtbot, window, held_worker):
    moves = losing_moves(66)
    dock = open_review(qtbot, window)
    rows = dock.review.rows
    walk = new_game(deal_cards(66))
    words = []
    for text in moves:
        move = next(m for m in walk.legal_moves() if m.text == text)
        words.append(move_text(walk, move))
        walk.push(move)
    assert [r.words for r in rows] == words
    assert [r.number for r in rows] == list(range(1, len(moves) + 1))
    assert dock.moves.topLevelItemCount() == len(moves) + 1  # and the end
    assert rows[0].words == "Discard 3♠"
    assert rows[1].words == "Move 10♣ to pile 4"
    assert all(r.by == "You" for r in rows)
    assert rows[6].verdict == move_review.FORCED  # move 7, a Deal with nothing else to do
    # Rate my moves is off: the review has the coach rate them, rows filling in.
    assert window.coach is not None
    assert not window.coach.enabled
    # Held till seen: on a loaded machine the first rating came before the test looked.
    assert rows[0].verdict == move_review.RATING
    assert dock.moves.topLevelItem(0).text(VERDICT) == "rating…"
    held_worker.set()
    qtbot.waitUntil(lambda: all(r.verdict != move_review.RATING for r in rows), timeout=120000)
    assert rows[0].verdict.startswith("The strategy's choice (win chance")
    item = dock.moves.topLevelItem(1)
    assert item.text(VERDICT) == rows[1].short
    assert item.text(VERDICT).startswith(
        ("Best move: ", "Close call: ", "Worse: ", "Just as good: ")
    )
    assert rows[1].sentence() in item.toolTip(VERDICT)
    assert any(r.verdict.startswith(("Close: ", "Worse: ")) for r in rows)
    # The move that gave the win away, marked; every row reads as a sentence.
    qtbot.waitUntil(lambda: rows[25].lost, timeout=20000)
    assert dock.moves.topLevelItem(25).text(VERDICT).startswith("Lost the win · ")
    sentence = dock.moves.topLevelItem(25).data(0, Qt.ItemDataRole.AccessibleTextRole)
    assert sentence.startswith("Move 26, yours: Move 9♣ to pile 4. ")
    # However the coach rated it, the sentence says whose knowledge "lost" rests on.
    assert sentence.endswith(" Knowing the stock's order, the solver found it gave the win away.")
    assert dock.verdict.text() == "This deal could have been won."


def test_the_demos_moves_are_marked_and_not_rated(qtbot, window, monkeypatch):
    moves = MOVES.split(" ")
    window.model.restore(DECK, "standard", " ".join(moves[:-3]))
    start_demo(qtbot, window)  # the strategy wins from here in 3 moves
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    dialog = window.end_dialog
    review = dialog.review
    qtbot.mouseClick(review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    rows = dock.review.rows
    assert [r.by for r in rows[-4:]] == ["You", "Demo", "Demo", "Demo"]
    assert rows[-1].verdict == move_review.DEMO_MOVE
    assert dock.moves.topLevelItem(len(rows) - 1).data(0, Qt.ItemDataRole.AccessibleTextRole) == (
        f"Move {len(rows)}, the demo's: {rows[-1].words}. The demo's move: not rated."
    )
    assert rows[-4].verdict != move_review.DEMO_MOVE


def test_choosing_a_row_shows_the_position_before_it_and_the_statistics_stay(qtbot, window):
    moves = losing_moves(66)
    dock = open_review(qtbot, window)
    history, model = window.history, window.model
    assert history.figures("standard").played == 1
    undos = window.recorder.undos
    click_row(qtbot, dock, 9)  # move 10, Discard 6♠
    before = new_game(deal_cards(66))
    before.replay(" ".join(moves[:9]))
    assert model.game.to_text() == before.to_text()
    assert window.scene.hint is not None
    assert window.scene.hint.text == moves[9]
    # The arrows go there too; Enter stays there.
    qtbot.keyClick(dock.moves, Qt.Key.Key_Up)
    assert len(model.game.moves) == 8
    qtbot.keyClick(dock.moves, Qt.Key.Key_Up)
    assert len(model.game.moves) == 7
    qtbot.keyClick(dock.moves, Qt.Key.Key_Return)
    assert len(model.game.moves) == 7
    assert dock.detail.text().startswith("Move 8, yours: Discard 8♥.")
    # Undo and Redo move the choice along.
    model.undo_stack.undo()
    assert dock.moves.indexOfTopLevelItem(dock.moves.currentItem()) == 6
    model.undo_stack.redo()
    model.undo_stack.redo()
    assert dock.moves.indexOfTopLevelItem(dock.moves.currentItem()) == 8
    # Looking is not playing: the loss stays recorded once, no undo counted.
    assert history.figures("standard").played == 1
    assert window.recorder.undos == undos
    assert not window.recorder.in_progress  # leaving now asks nothing, costs nothing
    # Closed, the table stays where the player put it, and Redo plays on.
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    assert window.game_end.review is None
    assert len(model.game.moves) == 8
    while model.undo_stack.canRedo():
        model.undo_stack.redo()
    assert model.game.is_over()
    assert history.figures("standard").played == 1  # not recorded again
    assert window.end_dialog is None or window.end_dialog.isVisible()


def shown_row(dock) -> int:
    """The row the list has chosen, whose words show under it."""
    return dock.moves.indexOfTopLevelItem(dock.moves.currentItem())


@pytest.mark.parametrize(
    ("key", "row"),
    [
        (Qt.Key.Key_Home, 0),
        (Qt.Key.Key_End, -1),
        (Qt.Key.Key_PageUp, None),
        (Qt.Key.Key_PageDown, None),
    ],
    ids=["Home", "End", "PageUp", "PageDown"],
)
def test_home_end_and_the_page_keys_take_the_table_to_the_row_they_choose(qtbot, window, key, row):
    moves = losing_moves(66)
    dock = open_review(qtbot, window)
    model = window.model
    click_row(qtbot, dock, 30)  # from the middle: every key has somewhere to go
    assert len(model.game.moves) == 30
    qtbot.keyClick(dock.moves, key)
    chosen = shown_row(dock)
    assert chosen != 30
    if row is not None:
        assert chosen == row % (len(moves) + 1)
    assert len(model.game.moves) == chosen  # the position before the row's move
    words = dock.detail.text()
    if chosen < len(moves):
        assert words.startswith(f"Move {chosen + 1}, ")
        assert window.scene.hint is not None
        assert window.scene.hint.text == moves[chosen]
    else:
        assert words.startswith("The end")
        assert model.game.is_over()
    assert window.history.figures("standard").played == 1  # looking, not playing


def test_opened_by_its_key_the_list_has_the_keys(qtbot, window):
    """Alt+M, then Home: the keys went to the table (the panel was not yet shown
    when the list asked for them), and Home did nothing."""
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(dialog.isActiveWindow)
    # As a window manager does, the window active again as soon as the dialog goes.
    dialog.finished.connect(window.activateWindow)
    qtbot.keyClick(dialog, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    qtbot.waitUntil(lambda: dock.isVisible() and window.isActiveWindow())
    keys = QApplication.focusWidget()
    assert keys is dock.moves
    qtbot.keyClick(keys, Qt.Key.Key_Home)
    assert window.model.game.moves == []
    assert dock.detail.text().startswith("Move 1, ")


def test_a_move_off_the_line_plays_on_as_after_undo(qtbot, window):
    moves = losing_moves(66)
    dock = open_review(qtbot, window)
    history, model = window.history, window.model
    click_row(qtbot, dock, 1)  # before move 2, Move 10♣ to pile 4
    other = next(m for m in model.game.legal_moves() if m.text != moves[1])
    model.request(other)  # a move of the player's own, off the finished line
    assert window.game_end.review is None  # the review is over
    assert history.figures("standard").played == 0  # the game is on again: the loss is out
    assert window.recorder.undos == 1  # the player went back once
    assert window.recorder.in_progress


def test_closing_the_review_calls_the_ratings_off(qtbot, window):
    dock = open_review(qtbot, window)
    coach = window.coach
    qtbot.waitUntil(lambda: coach.busy, timeout=10000)
    dock.close()
    assert coach._review == []
    assert coach._reviewing is None
    qtbot.waitUntil(lambda: not coach.busy, timeout=10000)
    assert window.game_end.review is None


def test_a_new_game_closes_the_review(qtbot, window):
    dock = open_review(qtbot, window)
    window.start_deal(7)
    assert window.game_end.review is None
    assert not dock.isVisible()
    assert window.coach._review == []


def shows_whole(tree, text: str, column: int, bold: bool = False) -> bool:
    """Whether ``text`` fits its column of ``tree`` unelided, as Qt draws an item's text."""
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QStyle

    font = QFont(tree.font())
    font.setBold(bold)
    margin = tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1
    need = QFontMetrics(font).horizontalAdvance(text) + 2 * margin
    return need <= tree.header().sectionSize(column)


def test_at_800x600_the_verdicts_have_the_room_and_the_moves_their_words(qtbot, window):
    window.resize(800, 600)
    dock = open_review(qtbot, window)
    tree = dock.moves
    qtbot.waitUntil(lambda: tree.viewport().width() < 320)  # the panel beside a small table
    # The widest verdicts of the list, whole (they were cut: "Close: <1% vs ‹…"): in
    # words, their chances on a line of their own where the column is this narrow.
    for verdict in ("Close call:", "under 2%,", "best under 1%", "Just as good:", "under 10%"):
        assert shows_whole(tree, verdict, VERDICT), verdict
    # The moves, in the words the column heading "Move" begins: every one whole,
    # the move that gave the win away (in bold) too.
    assert tree.topLevelItem(1).text(1) == "10♣ to pile 4"
    assert tree.topLevelItem(0).text(1) == "Discard 3♠"
    for text in ("Discard 10♣", "10♥ to pile 4"):
        assert shows_whole(tree, text, 1, bold=True), text
    heard = tree.topLevelItem(25).data(0, Qt.ItemDataRole.AccessibleTextRole)
    assert heard.startswith("Move 26, yours: Move 9♣ to pile 4. ")  # Undo's words, whole


def lost_row_rated(qtbot, dock):
    """The row of the move that gave the win away (move 26), marked and rated."""
    rows = dock.review.rows
    qtbot.waitUntil(lambda: rows[25].lost, timeout=20000)
    click_row(qtbot, dock, 25)  # rated first, as the player waits for it
    qtbot.waitUntil(lambda: rows[25].verdict != move_review.RATING, timeout=20000)
    assert rows[25].short.startswith(("Close call: ", "Worse: ", "Best move: ", "Just as good: "))
    return dock.moves.topLevelItem(25)


def lines_of(tree, item) -> int:
    """How many lines of the list's bold type the row ``item`` is high."""
    from PySide6.QtGui import QFont, QFontMetrics

    bold = QFont(tree.font())
    bold.setBold(True)
    return tree.visualItemRect(item).height() // QFontMetrics(bold).lineSpacing()


def test_at_800x600_the_lost_moves_verdict_reads_whole_on_its_lines(qtbot, window):
    window.resize(800, 600)
    dock = open_review(qtbot, window)
    tree = dock.moves
    qtbot.waitUntil(lambda: tree.viewport().width() < 320)  # the panel beside a small table
    item = lost_row_rated(qtbot, dock)
    short = dock.review.rows[25].short
    assert item.text(VERDICT) == f"Lost the win · {short}"
    # Not on one line: the column has room for "Lost the win" or the coach's verdict,
    # not both (it showed "Lost the win · Close…"). Each on a line of its own, whole.
    assert not shows_whole(tree, item.text(VERDICT), VERDICT, bold=True)
    # Its lines break only after the dot, the colon or the comma, each whole.
    lines = re.split(r"(?<=[·:,]) ", item.text(VERDICT))
    assert lines_of(tree, item) <= len(lines)
    for line in lines:
        assert shows_whole(tree, line, VERDICT, bold=True), line


def test_at_1280x800_every_verdict_reads_in_words_on_one_line(qtbot, window, held_worker):
    # "Close: 4% vs <5%", "Best: <7%" were a code to break; now words, each whole.
    dock = open_review(qtbot, window)
    tree, rows = dock.moves, dock.review.rows
    held_worker.set()
    qtbot.waitUntil(lambda: all(r.verdict != move_review.RATING for r in rows), timeout=120000)
    qtbot.waitUntil(lambda: rows[25].lost, timeout=20000)
    words = ("Best move: ", "Just as good: ", "Close call: ", "Worse: ", "Only move")
    for index, row in enumerate(rows):
        item = tree.topLevelItem(index)
        text = item.text(VERDICT).removeprefix("Lost the win · ")
        # After move 26 no win was left: no chance to rate a move by.
        assert text.startswith(words if index < 26 else ("No win left", "Only move")), text
        assert "<" not in text
        assert " vs " not in text
        if not row.lost:  # the lost one's is bold, and longer: see the next test
            assert shows_whole(tree, text, VERDICT), text
            assert lines_of(tree, item) == 1, text


def test_with_room_the_lost_moves_verdict_keeps_to_one_line_until_the_panel_narrows(qtbot, window):
    dock = open_review(qtbot, window)
    tree = dock.moves
    item = lost_row_rated(qtbot, dock)
    window.resizeDocks([dock], [560], Qt.Orientation.Horizontal)  # room for it whole
    qtbot.waitUntil(lambda: shows_whole(tree, item.text(VERDICT), VERDICT, bold=True))
    assert lines_of(tree, item) == 1
    window.resizeDocks([dock], [300], Qt.Orientation.Horizontal)  # as dragging its edge does
    qtbot.waitUntil(lambda: not shows_whole(tree, item.text(VERDICT), VERDICT, bold=True))
    qtbot.waitUntil(lambda: lines_of(tree, item) > 1)


def test_closing_the_review_puts_its_light_out(qtbot, window):
    # The chosen move was lit as a hint is, with no words: left on after the panel
    # closed, it read as a hint the player never asked for.
    dock = open_review(qtbot, window)
    click_row(qtbot, dock, 9)
    assert window.scene.hint is not None
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    assert window.game_end.review is None
    assert window.scene.hint is None
    glowing = [c for c in window.scene.cards.values() if c.glow is not None]
    glowing += [s for s in window.scene.slots() if s.glow is not None]
    assert glowing == []
    assert len(window.model.game.moves) == 9  # the table stays at the position chosen


def test_a_review_with_nothing_to_rate_closes_without_a_warning(qtbot, window, recwarn):
    # Every move a forced deal (each deal lays one suit on each pile: no discard ever):
    # nothing to rank, so the review never listened to the coach, and closing it
    # asked PySide to disconnect what was never connected ("Failed to disconnect").
    deck = parse_cards(" ".join(f"{rank}{suit}" for rank in "23456789TJQKA" for suit in "SHDC"))
    window.model.restore(deck, "standard", " ".join(["d"] * 11), None)
    click(qtbot, window, slot_point(window, "stock"))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    window.action("rate_moves").trigger()  # a coach on the window, as in play
    qtbot.mouseClick(window.end_dialog.review, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.game_end.review is not None)
    dock = window.game_end.review
    qtbot.waitUntil(dock.isVisible)
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.game_end.review is None)
    assert not [w for w in recwarn.list if "disconnect" in str(w.message)]


def choose_review_moves_from_the_game_menu(qtbot, window) -> None:
    """Game > Review moves, opened with the mouse and chosen by its letter."""
    bar = window.menuBar()
    title = bar.actions()[0]
    menu = title.menu()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    qtbot.waitUntil(menu.isVisible)
    qtbot.keyClick(menu, Qt.Key.Key_M)
    assert not menu.isVisible()


def test_the_review_offers_show_me_how_and_take_me_back_there(qtbot, window):
    """The dialog's offers went with it as the review opened, with no way back."""
    moves = losing_moves(66)
    dock = open_review(qtbot, window, moves=moves)
    qtbot.waitUntil(dock.take_back.isVisible, timeout=10000)
    assert dock.show_me.isVisible()
    assert dock.take_back.toolTip().startswith(
        "Go back to where the deal could still be won, after move 25"
    )
    qtbot.mouseClick(dock.take_back, Qt.MouseButton.LeftButton)
    model = window.model
    assert [str(m) for m in model.game.moves] == moves[:25]  # before move 26, which lost it
    assert shown_row(dock) == 25
    assert dock.detail.text().startswith("Move 26, yours: ")
    assert window.history.figures("standard").played == 1  # looked at, as any row
    qtbot.mouseClick(dock.show_me, Qt.MouseButton.LeftButton)
    assert window.game_end.review is None  # a new game on the table: the solution shown
    assert window.recorder.watching
    qtbot.waitUntil(model.game.is_over, timeout=10000)
    assert model.game.is_won()


def test_once_the_dialog_is_closed_game_review_moves_brings_its_offers_back(qtbot, window):
    action = window.action("review")
    assert not action.isEnabled()  # no game over on the table: nothing to review
    dialog = lose(qtbot, window, 66)
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=10000)
    qtbot.mouseClick(dialog._parts.close, Qt.MouseButton.LeftButton)
    assert window.end_dialog is None
    assert action.isEnabled()
    choose_review_moves_from_the_game_menu(qtbot, window)
    dock = window.game_end.review
    assert dock is not None
    qtbot.waitUntil(dock.take_back.isVisible, timeout=10000)
    assert dock.show_me.isVisible()


def test_game_review_moves_opens_on_the_whole_game_where_take_me_back_there_left_it(qtbot, window):
    moves = losing_moves(66)
    dialog = lose(qtbot, window, 66, moves=moves)
    qtbot.waitUntil(lambda: dialog.take_back.isVisible(), timeout=10000)
    qtbot.mouseClick(dialog.take_back, Qt.MouseButton.LeftButton)
    assert len(window.model.game.moves) == 25
    assert window.action("review").isEnabled()  # the finished game, looked back along
    choose_review_moves_from_the_game_menu(qtbot, window)
    dock = window.game_end.review
    assert dock is not None
    assert dock.moves.topLevelItemCount() == len(moves) + 1  # every move, and the end
    assert shown_row(dock) == 25
    qtbot.waitUntil(dock.take_back.isVisible, timeout=10000)
    assert dock.show_me.isVisible()
    qtbot.keyClick(dock.moves, Qt.Key.Key_Escape)
    # A move off the line (a deal, by D, where move 26 moved a card) plays on: the
    # game is no longer over, nothing to review.
    assert moves[25] != "d"
    window.activateWindow()  # back from a dialog: the window's shortcuts work again
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_D)
    assert len(window.model.game.moves) == 26
    assert not window.action("review").isEnabled()
