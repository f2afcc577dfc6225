"""Dialogs over the table keep calm while the window's corner is dragged: placed at
every step, they jumped about the screen; now they find their spot once it rests."""

from __future__ import annotations

import tempfile
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect
from PySide6.QtWidgets import QWidget

from acesup_qt import table_surroundings
from acesup_qt.dialogs import calm
from acesup_qt.dialogs.placement import GAP
from acesup_qt.scene import live_resize

from .test_dialog_placement import cards_hidden_by, lose_with_a_long_pile, on_a_large_screen
from .test_dialogs_clear_of_cards import complain_of_a_bad_file, mid_game


@pytest.fixture(autouse=True)
def quick_settle(monkeypatch):
    # Long enough for a step of the drag while the end of a game's solver and coach
    # share Python's lock with the table (250 ms was not, once, in CI), short
    # enough not to slow the tests much.
    monkeypatch.setattr(live_resize, "SETTLE_MS", 1000)


class Moves(QObject):
    """Where a dialog has been moved to (its inside's top-left corner), in order."""

    def __init__(self, dialog: QWidget) -> None:
        super().__init__(dialog)
        self.seen: list[QPoint] = []
        dialog.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Move:
            self.seen.append(watched.geometry().topLeft())  # type: ignore[attr-defined]
        return False


def at_rest(qtbot, window, width: int, height: int) -> None:
    """The window at ``width`` x ``height``, its table painted and still."""
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.view.painted and window.width() == width)
    qtbot.waitUntil(lambda: not window.view.resizing, timeout=5000)
    qtbot.wait(live_resize.SETTLE_MS + 100)  # the next size starts no live resize


def drag_the_corner(qtbot, window, sizes: list[tuple[int, int]]) -> None:
    """The player drags the window's bottom-right corner through ``sizes``, a new size
    every few milliseconds, as a window manager sends them; each reaches the table
    (on a busy machine, sizes sent faster than the window took them were merged)."""
    for width, height in sizes:
        if (window.width(), window.height()) == (width, height):
            continue  # no new size: nothing reaches the table
        with qtbot.waitSignal(window.view.resized, timeout=2000):
            window.resize(width, height)
        qtbot.wait(5)


def open_the_end_of_game_dialog(qtbot, window) -> QWidget:
    return lose_with_a_long_pile(qtbot, window)


def open_a_complaint(qtbot, window) -> QWidget:
    """Open game's complaint about a bad file, placed clear of the cards of a game in
    progress (as Select deal number is)."""
    mid_game(qtbot, window, "d d")
    return complain_of_a_bad_file(qtbot, window, Path(tempfile.mkdtemp()))


OPENERS = [open_the_end_of_game_dialog, open_a_complaint]


@pytest.mark.parametrize("open_dialog", OPENERS, ids=["end of game", "open game's complaint"])
def test_a_dialog_keeps_still_while_the_corner_is_dragged_and_takes_its_spot_once_at_rest(
    qtbot, window, monkeypatch, open_dialog
):
    on_a_large_screen(monkeypatch)
    at_rest(qtbot, window, 900, 600)
    dialog = open_dialog(qtbot, window)
    sizes = [(900 + 30 * step, 600 + 18 * step) for step in range(1, 11)]
    drag_the_corner(qtbot, window, sizes[:1])  # a single resize, so far: placed at once
    moves = Moves(dialog)
    drag_the_corner(qtbot, window, sizes[1:])
    assert window.view.resizing
    # Placed at every step, it went to a new spot with each size.
    assert moves.seen == []
    assert cards_hidden_by(window, dialog)  # the cards grew under it meanwhile
    qtbot.waitUntil(lambda: not window.view.resizing, timeout=5000)
    qtbot.waitUntil(lambda: cards_hidden_by(window, dialog) == [], timeout=1000)
    assert len({*moves.seen}) == 1  # one spot, found once
    dialog.close()


@pytest.mark.parametrize("open_dialog", OPENERS, ids=["end of game", "open game's complaint"])
def test_the_windows_edge_coming_in_pushes_a_dialog_along_and_leaves_none_hanging_past_it(
    qtbot, window, monkeypatch, open_dialog
):
    on_a_large_screen(monkeypatch)
    at_rest(qtbot, window, 1200, 780)
    dialog = open_dialog(qtbot, window)
    assert window.frameGeometry().contains(dialog.frameGeometry())
    for step in range(1, 13):
        drag_the_corner(qtbot, window, [(1200 - 25 * step, 780 - 18 * step)])
        assert window.frameGeometry().contains(dialog.frameGeometry()), step
    assert window.view.resizing
    qtbot.waitUntil(lambda: not window.view.resizing, timeout=5000)
    qtbot.waitUntil(lambda: cards_hidden_by(window, dialog) == [], timeout=1000)
    dialog.close()


def open_the_rules(qtbot, window) -> QWidget:
    from .test_dialogs_in_window import open_by_key_or_menu

    return open_by_key_or_menu(qtbot, window, "rules")


@pytest.mark.parametrize(
    "open_dialog",
    [*OPENERS, open_the_rules],
    ids=["end of game", "open game's complaint", "rules"],
)
def test_a_dialog_the_player_moved_stays_where_they_put_it_as_the_window_is_resized(
    qtbot, window, monkeypatch, open_dialog
):
    on_a_large_screen(monkeypatch)
    at_rest(qtbot, window, 900, 600)
    window.move(0, 0)
    qtbot.waitUntil(lambda: window.pos() == QPoint(0, 0))
    dialog = open_dialog(qtbot, window)
    qtbot.wait(calm.GRACE_MS + 50)  # the player reads it, then takes it by its title bar
    put = QPoint(30, 40)  # over the window's top-left corner, moved there by hand
    dialog.move(put)
    qtbot.wait(10)
    window.resize(1000, 700)  # a single resize: maximised, say
    qtbot.wait(50)
    assert dialog.pos() == put  # pulled back to its spot, it undid the player's choice
    drag_the_corner(qtbot, window, [(1000 - 40 * step, 700 - 30 * step) for step in range(8)])
    qtbot.waitUntil(lambda: not window.view.resizing, timeout=5000)
    qtbot.wait(50)
    assert dialog.pos() == put  # even with the window's edge past it
    dialog.close()


def test_a_window_manager_placing_a_dialog_late_is_not_taken_for_the_players_hand(
    qtbot, window, monkeypatch
):
    # Openbox on a busy machine placed a new dialog after the event loop's next
    # turn; taken for a move by hand, the dialog then stayed hanging past a window
    # made smaller, and was never placed clear of the cards again.
    on_a_large_screen(monkeypatch)
    at_rest(qtbot, window, 900, 600)
    # A complaint: the end-of-game dialog may rightly sit beside a small window.
    dialog = open_a_complaint(qtbot, window)
    qtbot.wait(100)
    dialog.move(dialog.pos() + QPoint(37, 23))  # where the window manager put it
    qtbot.wait(10)
    window.resize(700, 520)  # a single resize: un-maximised, say
    # Placed again, as ever: taken for one moved by hand, it stayed hanging past it.
    qtbot.waitUntil(lambda: window.frameGeometry().contains(dialog.frameGeometry()), timeout=3000)
    assert cards_hidden_by(window, dialog) == []
    dialog.close()


def test_the_end_of_game_dialog_moved_by_hand_grows_where_the_player_put_it(
    qtbot, window, monkeypatch
):
    on_a_large_screen(monkeypatch)
    dialog = lose_with_a_long_pile(qtbot, window)
    qtbot.wait(calm.GRACE_MS + 50)  # the player reads it, then takes it by its title bar
    dialog.move(dialog.pos() + QPoint(-80, -120))
    before = dialog.geometry()
    # Longer than the room the dialog keeps for the solver's words (``end_of_game_room``).
    dialog.show_verdict("This deal could have been won: " + "a long story, " * 40, True)
    qtbot.waitUntil(lambda: dialog.height() > before.height())
    # Grown about its foot's middle, not sent back to a spot clear of the cards.
    assert dialog.geometry().bottom() == before.bottom()
    assert abs(dialog.geometry().center().x() - before.center().x()) <= 1
    dialog.close()


def as_maximised(monkeypatch, dialog: QWidget) -> QRect:
    """The window maximised: its table from the screen's left edge, no side borders
    around the window (as openbox leaves them), and cards over all of the table but a
    strip of felt at the left just as wide as ``dialog``'s inside: the one spot clear
    of the cards, flush with the screen's edge. The screen is returned."""
    found = table_surroundings.surroundings

    def maximised(window):
        around = found(window)
        room = around.room
        screen = QRect(room.left(), 0, 800, 800)
        left = room.left() + dialog.geometry().width() + GAP
        cards = ((QRect(left, room.top(), room.right() - left, room.height()), 1),)
        frame = QMargins(0, 20, 0, 0)
        # One run of cards, no ace buried in it: the aces of the real table are not on it.
        return replace(around, screen=screen, window=screen, frame=frame, cards=cards, aces=())

    monkeypatch.setattr(table_surroundings, "surroundings", maximised)
    return QRect(found(dialog.parentWidget()).room.left(), 0, 800, 800)


@pytest.mark.parametrize("open_dialog", OPENERS, ids=["end of game", "open game's complaint"])
def test_a_dialog_placed_again_over_a_maximised_window_stays_on_the_screen(
    qtbot, window, monkeypatch, open_dialog
):
    # The end-of-game dialog at its narrowest (at 800x700 and QT_SCALE_FACTOR=1.5 the
    # compact one fitted): placed again, no narrower one fits the strip off the edge.
    at_rest(qtbot, window, 780, 680)
    dialog = open_dialog(qtbot, window)
    screen = as_maximised(monkeypatch, dialog)
    before = dialog.geometry()
    window.resize(780, 720)  # laid out anew: the dialog placed again
    # Flush with the strip's edge, or (the end-of-game dialog) in a slimmer look that
    # hides no card within it.
    qtbot.waitUntil(lambda: dialog.geometry() != before)
    qtbot.waitUntil(lambda: dialog.geometry().right() < screen.left() + before.width() + 40)
    # Placed by the window's frame, which has no side borders, its own hung off the edge.
    assert dialog.frameGeometry().left() >= screen.left()
    dialog.close()
