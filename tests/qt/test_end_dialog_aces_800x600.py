"""At 800x600 the end-of-game dialog leaves the buried aces in sight, and the menu bar.

Deal 18 lost by simple play ends with two aces buried in pile 1 (A♦ A♥), one in
pile 3 and one in pile 4: no spot on an 800x600 table hides no card. The dialog
went over the window's menu bar and toolbar at the top left, over pile 1's
strips, A♦ and A♥ among them. Now where the aces stuck stays in sight before
the other buried cards do (``Surroundings.aces``), the dialog keeps off the
menu bar, and the tight look is some 12 pixels shorter: enough to sit on the
felt at the top right, between the toolbar and the ace in pile 3, its words
and buttons whole.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSizeF

from acesup_qt import winnable
from acesup_qt.engine.cards import ACE, card_label, rank_of

from .test_end_dialog_800x600 import DEMO_18
from .test_index_in_sight import TITLE_BAR, hidden_indices, small_screen
from .test_narrow_end_dialog import every_line_in_sight
from .test_winnable import lose


def in_window(window, rect: QRect) -> QRect:
    """``rect`` (on the screen) in the window's coordinates."""
    return rect.translated(-window.mapToGlobal(QPoint(0, 0)))


def dialog_frame(window, dialog) -> QRect:
    """The dialog with its title bar and border, in the window's coordinates."""
    return in_window(window, dialog.geometry().marginsAdded(TITLE_BAR))


def aces_in_sight(window) -> dict[str, QRect]:
    """Each ace on the piles by name, with what is seen of its face (down to the card
    on it, if any), in the window's coordinates."""
    view, scene = window.view, window.scene
    seen = {}
    for pile in window.model.game.piles:
        for place, card in enumerate(pile):
            if rank_of(card) != ACE:
                continue
            item = scene.cards[card]
            face = QRectF(item.target, QSizeF(item.width, item.height))
            if place + 1 < len(pile):  # buried: down to the next card's top
                face.setBottom(scene.cards[pile[place + 1]].target.y())
            rect = view.mapFromScene(face).boundingRect()
            seen[card_label(card)] = rect.translated(view.viewport().mapTo(window, QPoint(0, 0)))
    return seen


def menu_bar(window) -> QRect:
    bar = window.menuBar()
    return QRect(bar.mapTo(window, QPoint(0, 0)), bar.size())


def settled(qtbot, dialog) -> None:
    """Once the verdict is in and the room kept for it given back."""
    qtbot.waitUntil(lambda: dialog.verdict.text() != winnable.CHECKING_TEXT, timeout=10000)
    qtbot.waitUntil(lambda: not dialog._kept_room(), timeout=5000)
    qtbot.wait(50)


def test_deal_18_lost_at_800x600_leaves_every_ace_and_the_menus_in_sight(
    qtbot, window, monkeypatch
):
    small_screen(monkeypatch, window, (800, 600))
    dialog = lose(qtbot, window, 18)  # by simple play, the last move with the mouse
    settled(qtbot, dialog)
    aces = aces_in_sight(window)
    assert {"A♦", "A♥"} <= set(aces)  # buried in pile 1, under the dialog before
    assert len(aces) == 4
    frame = dialog_frame(window, dialog)
    covered = [name for name, rect in aces.items() if rect.intersects(frame)]
    assert covered == [], (covered, frame)
    assert hidden_indices(window, dialog) == []
    assert not frame.intersects(menu_bar(window))
    # On the felt: clear of the toolbar too, the window's own buttons left in sight.
    table = in_window(window, QRect(window.view.mapToGlobal(QPoint(0, 0)), window.view.size()))
    assert table.contains(frame), (frame, table)
    # Every word and button of it in sight: nothing given up for the room.
    assert dialog.look.name == "tight"
    for label in (dialog.headline, dialog.score, dialog.verdict, dialog.deal_note):
        assert label.isVisible(), label.text()
        assert every_line_in_sight(label), label.text()
    assert "Deal #18" in dialog.headline.text()
    assert dialog.figure("won") == "0 of 1"
    inside = dialog.rect()
    for button in [*dialog.buttons.values(), dialog.review]:
        assert button.isVisible()
        assert inside.contains(QRect(button.mapTo(dialog, QPoint(0, 0)), button.size()))


def test_deal_18_lost_by_the_demo_at_800x600_hides_one_ace_at_most_and_no_menu(
    qtbot, window, monkeypatch
):
    # The demo's line leaves an ace in pile 3's first strip and one in pile 1's second:
    # no spot below the menu bar for all the dialog's words clears both. It hid two.
    small_screen(monkeypatch, window, (800, 600))
    dialog = lose(qtbot, window, 18, moves=DEMO_18.split())
    settled(qtbot, dialog)
    frame = dialog_frame(window, dialog)
    covered = [name for name, rect in aces_in_sight(window).items() if rect.intersects(frame)]
    assert len(covered) <= 1, covered
    assert not frame.intersects(menu_bar(window))
