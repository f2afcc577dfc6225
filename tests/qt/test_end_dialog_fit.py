"""The end-of-game dialog takes its size and place in one step, and its layout both ways.

New words (the coach's counts, the solver's verdict) may need more room: the
dialog moves and grows at once, without first growing where it stood and then
jumping. Made compact or narrow on a small table, it takes its full layout
again when the window is made large enough.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize

from acesup_qt import table_surroundings, winnable
from acesup_qt.engine import DISCARD, deal_cards, format_moves, new_game
from acesup_qt.engine.moves import DEAL_MOVE

from .test_index_in_sight import (
    LONGEST_SUMMARY,
    TITLE_BAR,
    end_by_keys,
    hidden_indices,
    small_screen,
)


class GeometryWatch(QObject):
    """Records the dialog's geometry each time it moves or is resized."""

    def __init__(self, dialog) -> None:
        super().__init__()
        self.dialog = dialog
        self.seen: list[QRect] = []
        dialog.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            geometry = self.dialog.geometry()
            if not self.seen or self.seen[-1] != geometry:
                self.seen.append(geometry)
        return False

    def changes(self, since: QRect) -> list[QRect]:
        """The geometries taken since ``since``, each once, in order."""
        return [rect for rect in self.seen if rect != since]


SHORT = "Your moves, as rated so far: 5 were the strategy's choice (23 still to rate)."


def tidy_game() -> tuple[list[int], str]:
    """Deal 1 lost by discarding first: short piles, felt below them for the full dialog."""
    game = new_game(deal_cards(1))
    while not game.is_over():
        moves = game.legal_moves()
        discards = [m for m in moves if m.kind == DISCARD]
        game.push(discards[0] if discards else DEAL_MOVE if DEAL_MOVE in moves else moves[0])
    return list(game.deck), format_moves(game.moves)


def test_a_summary_line_moves_and_grows_the_dialog_in_one_step(qtbot, window, monkeypatch):
    small_screen(monkeypatch, window, (1280, 800))
    deck, moves = tidy_game()
    dialog = end_by_keys(qtbot, window, deck, "standard", moves)
    assert not dialog.compact  # at the foot of the table: it grows upwards
    watch = GeometryWatch(dialog)
    moved_and_resized = 0
    for text in (SHORT, LONGEST_SUMMARY, "", LONGEST_SUMMARY):  # shown, longer, gone, back
        before = dialog.geometry()
        watch.seen.clear()
        dialog.show_ratings(text)
        qtbot.wait(20)  # any resize Qt has posted
        assert len(watch.changes(before)) <= 1, [before, *watch.seen]
        after = dialog.geometry()
        moved_and_resized += after.size() != before.size() and after.top() != before.top()
        assert dialog.minimumSize() == dialog.maximumSize() == dialog.size()
    # The test did see it grow upwards, grow again (the longest summary is a line
    # longer), shrink down and grow.
    assert moved_and_resized == 4
    before = dialog.geometry()
    watch.seen.clear()
    dialog.show_verdict(LONG_VERDICT, False)  # longer than the room kept for a verdict
    qtbot.wait(20)
    # Taller in full, it would hide the words under the stock: compact, it is shorter.
    assert dialog.geometry().height() != before.height()
    assert len(watch.changes(before)) == 1, [before, *watch.seen]
    assert dialog.verdict.height() >= dialog.verdict.heightForWidth(dialog.verdict.width())


LONG_VERDICT = 3 * (
    "The solver could not tell within 0.2 seconds whether this deal can be won: "
    "it may be, by a long way round that the search did not reach in time. "
)


def resize(qtbot, window, width: int, height: int) -> None:
    """Resize the window as the player would (the title bar is the screen's, see
    ``small_screen``), and wait for the table to follow."""
    size = QSize(width, height).shrunkBy(TITLE_BAR)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size)
    # Two sizes in quick succession are a drag of the corner: the dialog is placed
    # again once the size rests (``dialogs.calm``).
    qtbot.waitUntil(lambda: not window.view.resizing, timeout=3000)
    qtbot.wait(20)  # the dialog placed again


def test_made_smaller_on_a_small_table_the_dialog_is_full_again_on_a_large_one(
    qtbot, window, monkeypatch
):
    small_screen(monkeypatch, window, (1280, 800))
    deck, moves = tidy_game()
    dialog = end_by_keys(qtbot, window, deck, "standard", moves)
    assert not dialog.compact
    full = dialog.size()
    resize(qtbot, window, 800, 600)
    assert dialog.narrow  # no room for it in full, nor compact: narrow, it hides no card
    assert not dialog.detail.isVisible()
    assert dialog.height() < full.height()
    resize(qtbot, window, 1280, 800)
    assert not dialog.compact
    assert dialog.size() == full  # as it was, line for line
    assert dialog.detail.isVisible()
    assert dialog.deal.y() > dialog.headline.geometry().bottom()  # under the headline again
    assert hidden_indices(window, dialog) == []


# Deal 1 of Four Ace Patience as QA lost it at 800x600 (with the demo): pile 2's
# A♣ and pile 3's 10♥ reach low, and no layout finds a spot hiding no card.
LONG_PILES_LOST = (
    "x3 d x1 x1 x4 d x3 x3 m4>3 d x4 x4 d x2 x4 d x4 m3>4 x3 x3 d x1 x1 x4 x1 d x3 x4 d "
    "x1 x2 x2 x2 x1 x1 x1 m4>1 x3 d x1 x2 d x2 x4 x1 x3 d x1 x3 x2 x4 d x1 x2 x4"
)
FRAME = QMargins(1, 20, 1, 1)  # openbox's around a window


def test_with_no_clear_spot_at_800x600_the_dialog_stays_inside_the_window(
    qtbot, window, monkeypatch
):
    """As openbox puts the window on an 800x600 screen: a few pixels of desktop at
    its sides, its foot at the screen's. The compact dialog went past the window's
    right edge, over the status bar's figures; the narrow one fits under pile 1."""
    found = table_surroundings.surroundings

    def on_the_screen(w):
        inside = w.geometry()
        screen = QRect(inside.topLeft() - QPoint(9, 44), QSize(800, 600))
        return replace(found(w), screen=screen, window=inside.marginsAdded(FRAME), frame=FRAME)

    monkeypatch.setattr(table_surroundings, "surroundings", on_the_screen)
    monkeypatch.setattr(winnable, "CHECK_BUDGET_SECONDS", 0.2)
    window.resize(784, 552)
    qtbot.waitUntil(lambda: window.size() == QSize(784, 552))
    dialog = end_by_keys(qtbot, window, deal_cards(1), "aces-only", LONG_PILES_LOST)
    outer = dialog.geometry().marginsAdded(FRAME)
    assert window.geometry().marginsAdded(FRAME).contains(outer), outer
    bar = window.statusBar()
    assert not outer.intersects(QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size()))
    assert hidden_indices(window, dialog) == []
