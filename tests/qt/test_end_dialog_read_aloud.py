"""The end-of-game dialog as a keyboard player and a screen reader meet it: the
focus starts on New game (Enter's button), Tab goes on in the order the buttons
stand, in every layout, and each button says what it does.

Descriptions are asked of Qt as an assistive tool asks
(``QAccessible.queryAccessibleInterface``); Tab is pressed, not the focus set.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget

from acesup_qt.dialogs.end_of_game import NEW_GAME, RESTART, UNDO

from .test_dialogs_read_aloud import spoken, tab_walk
from .test_end_dialog_fit import resize
from .test_end_of_game_keys import win_by_keys
from .test_narrow_end_dialog import WINNABLE, lose_deal_7


def reading_order(widgets: list[QWidget]) -> list[QWidget]:
    """``widgets`` as a player reads them: row by row from the top, each row from the left."""

    def spot(widget: QWidget) -> tuple[int, int]:
        corner = widget.mapToGlobal(QPoint(0, 0))
        middle = corner.y() + widget.height() // 2
        return middle // 8, corner.x()  # a row: middles within a few pixels of each other

    return sorted(widgets, key=spot)


def from_the_top(walk: list[QWidget]) -> list[QWidget]:
    """One round of Tab (``walk`` ends where it began), begun at the first in reading order."""
    assert walk[-1] is walk[0], "Tab came back to where it began"
    round_ = walk[:-1]
    first = round_.index(reading_order(round_)[0])
    return round_[first:] + round_[:first]


def test_a_won_games_dialog_tabs_through_its_buttons_as_they_stand(qtbot, window):
    dialog = win_by_keys(qtbot, window)
    assert not dialog.compact
    assert not dialog.narrow
    walk = tab_walk(qtbot, dialog, 5)
    new_game, restart, undo = (dialog.buttons[code] for code in (NEW_GAME, RESTART, UNDO))
    close = dialog._parts.close
    # On New game, Enter's: then along its row, and round to Review moves, above it.
    assert walk == [new_game, restart, undo, close, dialog.review, new_game]
    assert from_the_top(walk) == reading_order(walk[:-1])


def test_narrow_with_the_solvers_buttons_tab_still_goes_as_they_stand(qtbot, window, monkeypatch):
    dialog = lose_deal_7(qtbot, window, monkeypatch)
    dialog.show_verdict(WINNABLE, True)
    dialog.show_lost_move("Move 12 gave the win away.", 11)
    assert dialog.narrow  # New game and Restart in one row, Undo and Close under them
    walk = tab_walk(qtbot, dialog, 7)
    assert walk[0] is dialog.buttons[NEW_GAME]
    assert from_the_top(walk) == reading_order(walk[:-1])
    assert from_the_top(walk)[:3] == [dialog.review, dialog.show_me, dialog.take_back]


def test_every_button_of_the_dialog_says_what_it_does(qtbot, window, monkeypatch):
    dialog = lose_deal_7(qtbot, window, monkeypatch)
    dialog.show_verdict(WINNABLE, True)
    dialog.show_lost_move("Move 12 gave the win away.", 11)
    buttons = [dialog.review, dialog.show_me, dialog.take_back, *dialog.buttons.values()]
    said = dict(spoken(button) for button in (*buttons, dialog._parts.close))
    assert said == {
        "Review": "Go through the game move by move, with the coach's verdict on each",
        "Show me how": "Restart the deal and watch the solver's solution being played",
        "Take me back there": (
            "Go back to where the deal could still be won, after move 11; Redo plays "
            "the moves again"
        ),
        "New game": "Deal a new game",
        "Restart": "Deal this game again from its first card",
        "Undo": "Take back your last move, Discard K♣, and play on",  # deal 7's last, by keys
        "Close": "Close this and look at the finished game on the table",
    }


def test_the_line_saying_why_the_game_is_over_is_heard_in_every_layout(qtbot, window, monkeypatch):
    dialog = lose_deal_7(qtbot, window, monkeypatch)
    assert dialog.narrow
    assert not dialog.detail.isVisible()  # no room for it on the felt beside the piles
    reason = "The stock is empty and no card can be discarded any more."
    assert spoken(dialog) == ("Game over", reason)
    resize(qtbot, window, 1920, 1080)  # room for the dialog in full: the line is seen
    assert dialog.look.name == "full"
    assert dialog.detail.isVisible()
    assert dialog.detail.text() == reason
    assert spoken(dialog)[1] == ""
