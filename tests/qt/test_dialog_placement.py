"""The end-of-game dialog leaves the final table in sight: it hides no card where it can.

Deal 69 played by discarding whenever possible, else dealing, ends lost with
a pile of 12 cards that runs down to the foot of the table: the dialog's old
place (centred at the bottom) hid its top cards.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from acesup_qt import table_surroundings
from acesup_qt.dialogs import leave_game
from acesup_qt.dialogs.placement import clear_spot
from acesup_qt.engine import DISCARD, Card, deal_cards, new_game
from acesup_qt.engine.moves import DEAL_MOVE

from .conftest import card_point, click, slot_point

LONG_PILE_DEAL = 69


def cards_hidden_by(window, dialog) -> list[Card]:
    """The cards on the table whose picture the dialog's window (frame included) overlaps."""
    view = window.view
    origin = view.viewport().mapToGlobal(QPoint(0, 0))
    spot = dialog.frameGeometry()
    hidden = []
    for card, item in window.scene.cards.items():
        if item.isVisible():
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(origin)
            if rect.intersects(spot):
                hidden.append(card)
    return hidden


def lose_with_a_long_pile(qtbot, window):
    """Play deal 69 to its end, the last move with the mouse; returns the open dialog."""
    game = new_game(deal_cards(LONG_PILE_DEAL))
    while not game.is_over():
        moves = game.legal_moves()
        discards = [m for m in moves if m.kind == DISCARD]
        game.push(discards[0] if discards else DEAL_MOVE if DEAL_MOVE in moves else moves[0])
    assert max(len(pile) for pile in game.piles) >= 12
    last = game.pop()
    window.model.restore(game.deck, "standard", " ".join(m.text for m in game.moves), 69)
    if last == DEAL_MOVE:
        click(qtbot, window, slot_point(window, "stock"))
    else:
        click(qtbot, window, card_point(window, window.model.game.piles[last.source][-1]))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert max(len(pile) for pile in window.model.game.piles) >= 12
    return window.end_dialog


def on_a_large_screen(monkeypatch) -> QRect:
    """The window on a 1600x1000 screen: the test screen (800x800) is smaller than a
    1280x800 window, and a dialog keeps to the part of the table on the screen."""
    screen = QRect(0, 0, 1600, 1000)
    found = table_surroundings.surroundings
    monkeypatch.setattr(
        table_surroundings, "surroundings", lambda w: replace(found(w), screen=screen)
    )
    return screen


def drag_the_top_left_corner_in(qtbot, window, steps: int) -> None:
    """The player drags the window's top-left corner inwards. Each step comes as the
    window manager tells it, a new size first and then a new place: the table is laid
    out anew before the window has moved."""
    for _ in range(steps):
        window.resize(window.width() - 6, window.height() - 40)
        window.move(window.pos() + QPoint(6, 40))
        qtbot.wait(1)


def test_at_1280x800_the_dialog_sits_on_the_felt_beside_a_long_pile(qtbot, window, monkeypatch):
    on_a_large_screen(monkeypatch)
    dialog = lose_with_a_long_pile(qtbot, window)
    table = QRect(window.view.mapToGlobal(QPoint(0, 0)), window.view.size())
    assert table.contains(dialog.frameGeometry())
    assert cards_hidden_by(window, dialog) == []


@pytest.mark.parametrize("size", [(800, 600), (1024, 640)])
def test_a_small_window_has_its_dialog_beside_it_when_the_screen_has_room(
    qtbot, window, monkeypatch, size
):
    screen = on_a_large_screen(monkeypatch)
    window.resize(*size)
    dialog = lose_with_a_long_pile(qtbot, window)
    assert cards_hidden_by(window, dialog) == []
    assert screen.contains(dialog.frameGeometry())


def test_a_long_verdict_wraps_in_the_dialog_which_still_hides_no_card(qtbot, window, monkeypatch):
    from acesup_qt import winnable

    monkeypatch.setattr(winnable, "CHECK_BUDGET_SECONDS", 0.2)
    on_a_large_screen(monkeypatch)
    dialog = lose_with_a_long_pile(qtbot, window)
    width = dialog.width()
    qtbot.waitUntil(lambda: dialog.verdict.text() != winnable.CHECKING_TEXT, timeout=3000)
    assert "could not tell in 0.2 seconds" in dialog.verdict.text()  # a long one
    assert dialog.width() == width  # it grew to fit one long line (416 to 629 pixels)
    verdict = dialog.verdict
    assert verdict.height() >= verdict.heightForWidth(verdict.width())  # every line in sight
    assert verdict.heightForWidth(verdict.width()) > verdict.fontMetrics().lineSpacing()
    assert cards_hidden_by(window, dialog) == []


ROOM = QRect(0, 0, 1000, 700)


def test_a_clear_table_keeps_the_dialog_centred_at_its_foot():
    cards = [(QRect(100 + 200 * i, 50, 150, 200), 8) for i in range(4)]
    spot = clear_spot(QSize(400, 300), ROOM, cards)
    assert abs(spot.x() + 400 // 2 - 1000 // 2) <= 1  # centred
    assert spot.y() == 700 - 300 - 12  # at the foot, with a little felt below


def test_a_long_pile_in_the_middle_sends_the_dialog_to_the_felt_beside_it():
    cards = [(QRect(300, 50, 150, 640), 8), (QRect(550, 50, 150, 200), 8)]
    spot = QRect(clear_spot(QSize(250, 300), ROOM, cards), QSize(250, 300))
    assert ROOM.contains(spot)
    assert not any(spot.intersects(rect) for rect, _ in cards)
    assert spot.left() >= 450  # right of it
    assert spot.bottom() == 700 - 12 - 1  # at the foot


def test_with_no_felt_on_the_table_the_dialog_goes_beside_the_window_not_half_over_it():
    cards = [(QRect(50 + 240 * i, 20, 200, 660), 8) for i in range(4)]
    window, screen = ROOM.adjusted(-4, -30, 4, 60), QRect(0, 0, 1600, 1000)
    spot = QRect(clear_spot(QSize(400, 300), ROOM, cards, screen, window), QSize(400, 300))
    assert screen.contains(spot)
    assert not spot.intersects(window)


def test_with_no_room_anywhere_the_dialog_hides_covered_cards_before_a_top_card():
    covered, top = QRect(300, 0, 200, 150), QRect(300, 150, 200, 280)
    room = QRect(0, 0, 800, 450)
    spot = clear_spot(QSize(780, 130), room, [(covered, 1), (top, 8)], room, room)
    assert not QRect(spot, QSize(780, 130)).intersects(top)


def test_with_no_room_anywhere_a_buried_aces_index_stays_in_sight_before_other_cards():
    # Covered cards at the top: fewer of them hidden at the left, an ace's index there.
    room = QRect(0, 0, 800, 450)
    left, right, tops = QRect(0, 0, 400, 150), QRect(400, 0, 400, 150), QRect(0, 150, 800, 300)
    cards = [(left, 1), (right, 4), (tops, 8)]
    size = QSize(380, 130)
    spot = QRect(clear_spot(size, room, cards, room, room), size)
    assert spot.right() < 400  # over the cheaper strips
    ace = QRect(100, 20, 40, 25)
    spot = QRect(clear_spot(size, room, cards, room, room, aces=[ace]), size)
    assert not spot.intersects(ace)
    assert not spot.intersects(tops)


def test_with_no_felt_anywhere_the_dialog_hides_covered_cards_on_the_table_not_the_menus():
    # Four piles across the whole table; the window fills the screen.
    table, window = QRect(0, 80, 1000, 620), QRect(0, 0, 1000, 740)
    cards = []
    for left in (0, 250, 500, 750):
        cards += [(QRect(left, 92, 240, 400), 1), (QRect(left, 492, 240, 200), 8)]
    spot = QRect(clear_spot(QSize(400, 300), table, cards, window, window), QSize(400, 300))
    assert table.contains(spot)  # not up over the menu bar and toolbar, hiding less
    assert not any(spot.intersects(rect) for rect, weight in cards if weight == 8)


def test_with_no_clear_spot_an_index_stays_in_sight_and_a_turned_one_goes_first():
    # Two top cards side by side fill most of the table's height: the dialog must cover one.
    room = QRect(0, 0, 600, 440)
    left, right = QRect(40, 20, 240, 360), QRect(320, 20, 240, 360)
    cards = [(left, 1), (right, 1)]
    tops = (QRect(40, 20, 150, 70), QRect(320, 20, 150, 70))
    turned = (QRect(130, 310, 150, 70), QRect(410, 310, 150, 70))
    indices = [(rect, False) for rect in tops] + [(rect, True) for rect in turned]
    size = QSize(200, 330)
    spot = QRect(clear_spot(size, room, cards, room, room, None, indices), size)
    assert not any(spot.intersects(rect) for rect in tops)
    assert sum(spot.intersects(rect) for rect in turned) == 1  # it had to: 330 of 440 high
    shorter = QSize(200, 200)  # fits between the indices: hides faces, no index
    spot = QRect(clear_spot(shorter, room, cards, room, room, None, indices), shorter)
    assert not any(spot.intersects(rect) for rect in tops + turned)


def test_a_window_made_larger_under_the_open_dialog_leaves_its_cards_in_sight(
    qtbot, window, monkeypatch
):
    # Beside a small window at first; the window made larger grew its cards under it.
    on_a_large_screen(monkeypatch)
    window.resize(800, 600)
    dialog = lose_with_a_long_pile(qtbot, window)
    assert cards_hidden_by(window, dialog) == []
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.view.width() > 1000)
    qtbot.waitUntil(lambda: cards_hidden_by(window, dialog) == [])  # placed once it moved too


def status_bar_on_screen(window) -> QRect:
    bar = window.statusBar()
    return QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size())


@pytest.mark.parametrize("deal", [1, 3, 4, 5])  # 1 and 4 covered it
def test_on_an_800x600_screen_the_status_bar_with_the_result_stays_in_sight(
    qtbot, window, monkeypatch, deal
):
    # The result, and the coach's rating after it, are on the status bar's line.
    from .test_end_of_game import play_to_the_end
    from .test_index_in_sight import TITLE_BAR, end_by_keys, hidden_indices, small_screen

    small_screen(monkeypatch, window, (800, 600))
    dialog = end_by_keys(qtbot, window, deal_cards(deal), "standard", play_to_the_end(deal))
    assert window.statusBar().currentMessage().startswith("Custom deck: lost, score ")
    spot = dialog.geometry().marginsAdded(TITLE_BAR)
    assert not spot.intersects(status_bar_on_screen(window))
    assert hidden_indices(window, dialog) == []


def test_with_no_felt_for_it_the_dialog_leaves_the_status_bar_in_sight():
    # Piles down to y=380 of a table 500 high: a dialog 150 high hides no card only
    # by reaching below the table, over the status bar, which says the result.
    # (The window's frame reaches below the status bar: past its edge, the dialog
    # would rather hide a card than hang half off the window.)
    table, status = QRect(0, 60, 800, 440), QRect(0, 500, 800, 22)
    window, screen = QRect(0, 0, 800, 560), QRect(0, 0, 800, 560)
    cards = [(QRect(100 + 150 * i, 80, 120, 300), 1) for i in range(4)]
    size = QSize(300, 150)
    spot = QRect(clear_spot(size, table, cards, screen, window), size)
    assert spot.intersects(status)  # as it was: nothing hidden, but the result
    spot = QRect(clear_spot(size, table, cards, screen, window, None, (), status), size)
    assert not spot.intersects(status)
    assert table.contains(spot)  # over some card, at the foot of the table


def test_the_question_before_leaving_a_game_leaves_that_game_in_sight(qtbot, window):
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    click(qtbot, window, slot_point(window, "stock"))  # a deal: a game in progress, two fans
    hidden: list[list[Card]] = []

    def look_and_keep_playing() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        hidden.append(cards_hidden_by(window, box))
        (keep,) = [b for b in box.buttons() if b.text() == leave_game.KEEP]
        qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, look_and_keep_playing)
    qtbot.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    # Centred on the window, it hid the middle piles' cards: the game it asks about.
    assert hidden == [[]]
    assert window.model.game.moves  # kept


def test_the_window_maximised_under_the_open_dialog_keeps_it_on_its_table(
    qtbot, window, monkeypatch
):
    on_a_large_screen(monkeypatch)
    window.setGeometry(300, 250, 1000, 640)
    qtbot.waitUntil(lambda: window.geometry() == QRect(300, 250, 1000, 640))
    dialog = lose_with_a_long_pile(qtbot, window)
    # Maximised, as a window manager tells it: the new size, then the new place.
    window.resize(1400, 900)
    window.move(0, 0)
    qtbot.waitUntil(lambda: window.view.width() == 1400)
    table = QRect(window.view.mapToGlobal(QPoint(0, 0)), window.view.size())
    # Placed as the table was laid out, it kept to where the window had been: it
    # hung past the table's right edge and its foot, over the desktop.
    qtbot.waitUntil(lambda: table.contains(dialog.frameGeometry()), timeout=1000)
    assert cards_hidden_by(window, dialog) == []


def test_too_tall_for_the_felt_under_stock_empty_the_dialog_hides_the_words_whole():
    # As deal 35 ends at 1280x720 (a lost game that could have been won): the left
    # column of felt is the one clear spot, a little shorter than the dialog. It sat
    # with its title bar across the words' foot, their top half on the felt.
    words = QRect(50, 300, 130, 24)  # "Stock empty", under the empty stock's slot
    cards = [(QRect(260 + 180 * i, 40, 140, 640), 1) for i in range(4)]
    size = QSize(200, 370)
    spot = QRect(clear_spot(size, ROOM, cards, None, None, None, (), None, [words]), size)
    assert ROOM.contains(spot)
    assert not any(spot.intersects(rect) for rect, _ in cards)
    assert spot.contains(words)  # hidden whole, not cut


def test_a_dialog_is_placed_as_framed_as_its_window_foot_and_all(window, monkeypatch):
    # Openbox gives the end-of-game dialog the window's 5 px foot as it first
    # shows: taken as 1 px, the dialog at the table's foot sat 4 px over the
    # status bar's line.
    openbox = QMargins(1, 20, 1, 5)
    monkeypatch.setattr(window, "frameGeometry", lambda: window.geometry() + openbox)
    assert table_surroundings.surroundings(window).frame == openbox


def test_over_a_full_screen_window_a_dialog_is_placed_with_a_title_bar(qtbot, window):
    # The window has no frame then, but the dialog has: taken as none, its title
    # bar lay over "Stock empty" at the foot of which it was placed.
    window.showFullScreen()
    qtbot.waitUntil(window.isFullScreen)
    frame = table_surroundings.surroundings(window).frame
    assert frame.top() >= 20
    assert min(frame.left(), frame.right(), frame.bottom()) >= 1


def test_a_dialog_that_fits_inside_the_window_never_hangs_half_past_its_edge():
    # The player's Select deal number at 1366x768, before it opened centred: the one
    # strip of bare felt (right of pile 3, under pile 4) was too narrow for it, and
    # it hung 19 pixels past the window's right edge, over the desktop.
    window, screen = QRect(44, 24, 1280, 744), QRect(0, 0, 1366, 768)
    table = QRect(44, 101, 1280, 640)
    piles = [QRect(372 + 164 * i, 160, 132, 480 if i < 3 else 290) for i in range(4)]
    cards = [(rect, 1) for rect in [QRect(167, 160, 133, 187), *piles, QRect(1067, 153, 137, 190)]]
    size = QSize(490, 134)  # Select deal number's frame
    spot = QRect(clear_spot(size, table, cards, screen, window), size)
    assert window.contains(spot)
