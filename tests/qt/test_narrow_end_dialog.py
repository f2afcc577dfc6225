"""The end-of-game dialog, narrow, in a column of felt: under the stock or the discard heap.

Deal 7 played to its end by the demo leaves four piles of six, three, six and
six cards across the middle of a 1280x800 table: no band of felt between or
below them is wide or tall enough for the dialog in full or compact (366x185),
which hid pile 1's covered cards' indices. Narrow (about 250 pixels wide,
every line wrapped, the buttons in two rows) it fits beside the piles.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QKeySequence

from acesup_qt.dialogs.end_of_game import NEW_GAME, RESTART, UNDO
from acesup_qt.engine import deal_cards

from .test_end_dialog_fit import GeometryWatch, resize
from .test_index_in_sight import (
    LONGEST_SUMMARY,
    TITLE_BAR,
    end_by_keys,
    hidden_indices,
    small_screen,
)

# Deal 7 as Game > "Demo: play on for me" plays it from the start: lost, score 31.
DEMO_7 = (
    "d x1 x1 m4>1 x4 m3>4 x2 d d d x2 x3 x1 x4 d x2 x1 d x1 x2 x3 x4 d x4 x3 x3 x1 x2 d "
    "x1 x2 x3 d d x2 x2 x2 x2 d x3 x4 x4 d x1 x4"
)

WINNABLE = "This deal could have been won: the solver found a way in 0.1 seconds."


def hidden_cards(window, dialog) -> list[str]:
    """The cards whose rectangle the dialog (title bar included) overlaps."""
    view = window.view
    origin = view.viewport().mapToGlobal(QPoint(0, 0))
    spot = dialog.geometry().marginsAdded(TITLE_BAR)
    hidden = []
    for card, item in window.scene.cards.items():
        if item.isVisible():
            rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(origin)
            if rect.intersects(spot):
                hidden.append(str(card))
    return hidden


def status_bar(window) -> QRect:
    bar = window.statusBar()
    return QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size())


def every_line_in_sight(label) -> bool:
    """Whether ``label`` is tall enough for all its lines at its width."""
    return not label.isVisible() or label.height() >= label.heightForWidth(label.width())


def lose_deal_7(qtbot, window, monkeypatch):
    """Deal 7 as the demo plays it, at 1280x800; the open dialog, with its verdict."""
    small_screen(monkeypatch, window, (1280, 800))
    return end_by_keys(qtbot, window, deal_cards(7), "standard", DEMO_7)


def test_deal_7_lost_at_1280x800_the_dialog_hides_no_card(qtbot, window, monkeypatch):
    dialog = lose_deal_7(qtbot, window, monkeypatch)
    assert hidden_cards(window, dialog) == []  # compact, it hid pile 1's covered cards
    assert hidden_indices(window, dialog) == []
    spot = dialog.geometry().marginsAdded(TITLE_BAR)
    table = QRect(window.view.mapToGlobal(QPoint(0, 0)), window.view.size())
    assert table.contains(spot)  # on the felt, not beside the window or over its menus
    assert not spot.intersects(status_bar(window))  # the result stays in sight there
    assert dialog.narrow
    assert spot.width() <= 270


def test_narrow_the_dialog_shows_every_word_and_every_button(qtbot, window, monkeypatch):
    dialog = lose_deal_7(qtbot, window, monkeypatch)
    dialog.show_ratings(LONGEST_SUMMARY)
    dialog.show_verdict(WINNABLE, True)
    qtbot.wait(20)
    assert dialog.narrow
    assert hidden_cards(window, dialog) == []
    for label in (dialog.deal, dialog.score, dialog.ratings, dialog.deal_note, dialog.verdict):
        assert label.isVisible()
        assert every_line_in_sight(label), label.text()
    inside = QRect(QPoint(0, 0), dialog.size())
    new_game, restart = dialog.buttons[NEW_GAME], dialog.buttons[RESTART]
    undo = dialog.buttons[UNDO]
    for button in (*dialog.buttons.values(), dialog.show_me):
        assert button.isVisible()
        assert inside.contains(button.geometry())
    assert new_game.y() == restart.y() < undo.y()  # two rows of two
    # Short beside the wrapped score, it still reads as the panel it opens ("Moves"
    # did not), and Alt+M still opens it.
    review = dialog.review
    assert review.isVisible()
    assert review.mapTo(dialog, QPoint(0, 0)).x() + review.width() <= dialog.width()
    assert review.text() == "Review"
    assert review.shortcut() == QKeySequence("Alt+M")
    assert dialog.show_me.y() > dialog.verdict.geometry().bottom()  # under the verdict
    assert dialog.minimumSize() == dialog.maximumSize() == dialog.size()


# A summary as the coach says it of a game on its way, narrow. The longest,
# with every kind of rating and moves that followed a hint, is too tall to grow in place
# under "Stock empty": it takes another spot clear of the cards (the test above).
SUMMARY_7 = (
    "Your moves, as rated so far: 9 were the strategy's choice and 1 was too close to call "
    "(18 still to rate)."
)


def test_narrow_the_dialog_grows_in_one_step(qtbot, window, monkeypatch):
    dialog = lose_deal_7(qtbot, window, monkeypatch)
    watch = GeometryWatch(dialog)
    for show in (
        lambda: dialog.show_ratings(SUMMARY_7),
        lambda: dialog.show_verdict(WINNABLE, True),
    ):
        before = dialog.geometry()
        watch.seen.clear()
        show()
        qtbot.wait(20)  # any resize Qt has posted
        # In one step, if at all: the verdict comes within the room kept for it, and the
        # summary, with no spot for that room and itself, takes the room's place.
        assert len(watch.changes(before)) <= 1, [before, *watch.seen]
        assert dialog.narrow
        # Its foot kept (to a pixel: it keeps clear of the words under the stock).
        assert abs(dialog.geometry().bottom() - before.bottom()) <= 1
        assert hidden_cards(window, dialog) == []


def test_narrow_on_a_crowded_table_the_dialog_is_full_again_on_a_larger_one(
    qtbot, window, monkeypatch
):
    dialog = lose_deal_7(qtbot, window, monkeypatch)
    narrow = dialog.size()
    resize(qtbot, window, 1920, 1080)
    assert dialog.look.name == "full"
    assert dialog.detail.isVisible()
    assert dialog.buttons[UNDO].y() == dialog.buttons[NEW_GAME].y()  # one row again
    assert hidden_cards(window, dialog) == []
    resize(qtbot, window, 1280, 800)
    assert dialog.narrow
    assert dialog.size() == narrow  # as it was, line for line
    assert hidden_cards(window, dialog) == []
