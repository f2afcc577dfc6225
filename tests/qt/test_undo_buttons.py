"""Undo and Redo from the toolbar restore exact positions."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolBar, QToolTip

from .conftest import assert_table_shows_model, card_point, click, drag, slot_point


def press_tool(qtbot, window, name: str) -> None:
    """Click the toolbar button of an action, as a player would."""
    toolbar = window.findChild(QToolBar)
    widget = toolbar.widgetForAction(window.action(name))
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def snapshot(window):
    return window.model.game.to_text(), {
        card: (item.pos().x(), item.pos().y(), item.face_up)
        for card, item in window.scene.cards.items()
    }


def test_undo_and_redo_buttons_walk_a_mixed_game_back_and_forth_exactly(qtbot, window):
    game = window.model.game
    seen = [snapshot(window)]
    for _ in range(12):  # discard what can be discarded, else deal; empty piles get filled
        empty = [i for i in range(4) if not game.piles[i]]
        discard = [i for i in range(4) if game.can_discard(i)]
        if discard:
            click(qtbot, window, card_point(window, game.piles[discard[0]][-1]))
        elif empty and any(len(p) > 1 for p in game.piles):
            source = max(range(4), key=lambda i: len(game.piles[i]))
            start = card_point(window, game.piles[source][-1])
            drag(qtbot, window, start, slot_point(window, f"pile {empty[0] + 1}"))
        else:
            click(qtbot, window, slot_point(window, "stock"))
        seen.append(snapshot(window))
    assert len(game.moves) == 12
    for expected in reversed(seen[:-1]):
        press_tool(qtbot, window, "undo")
        assert snapshot(window) == expected
        assert_table_shows_model(window)
    assert not window.action("undo").isEnabled()
    for expected in seen[1:]:
        press_tool(qtbot, window, "redo")
        assert snapshot(window) == expected
    assert not window.action("redo").isEnabled()


def test_undo_menu_label_names_the_move(qtbot, window):
    click(qtbot, window, slot_point(window, "stock"))
    assert window.action("undo").text() == "&Undo Deal"
    window.action("undo").trigger()
    assert window.action("redo").text() == "&Redo Deal"


def test_the_toolbar_stays_put_while_the_undo_label_changes(qtbot, window):
    toolbar = window.findChild(QToolBar)
    hint = toolbar.widgetForAction(window.action("hint"))
    undo = toolbar.widgetForAction(window.action("undo"))
    where = hint.geometry()
    game = window.model.game
    click(qtbot, window, slot_point(window, "stock"))
    click(qtbot, window, card_point(window, game.piles[3][-1]))  # deal 1: 7D goes (QD is up)
    assert window.action("undo").text() == "&Undo Discard 7♦"
    qtbot.wait(10)  # the toolbar lays itself out again after a change of text
    assert hint.geometry() == where
    assert undo.text() == "Undo"
    assert undo.toolTip() == "Undo Discard 7♦ (Ctrl+Z)"
    redo = toolbar.widgetForAction(window.action("redo"))
    assert redo.toolTip() == "Redo (Ctrl+Shift+Z)"
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert redo.toolTip() == "Redo Discard 7♦ (Ctrl+Shift+Z)"


def test_the_undo_tip_in_sight_names_the_next_move_once_ctrl_z_took_one_back(qtbot, window):
    # Resting on Undo: "Undo Discard 9♦ (Ctrl+Z)"; Ctrl+Z took the discard back and
    # the tip still named it, though Undo would now take back the deal.
    from .test_autosave_gui import discard_by_click  # which takes press_tool from here

    press_tool(qtbot, window, "deal")
    window.scene.finish_animations()
    discard_by_click(qtbot, window)
    window.scene.finish_animations()
    button = window.findChild(QToolBar).widgetForAction(window.action("undo"))
    spot = button.rect().center()
    QApplication.sendEvent(button, QHelpEvent(QEvent.Type.ToolTip, spot, button.mapToGlobal(spot)))
    assert QToolTip.text().startswith("Undo Discard ")
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert QToolTip.isVisible()
    assert QToolTip.text() == "Undo Deal (Ctrl+Z)"
