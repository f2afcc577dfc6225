"""A bug in the game shows a box over the window in plain words, with the
traceback behind Show Details, and the game on the table plays on."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QToolBar

from acesup_qt import app, hint


@pytest.mark.qt_no_exception_capture
def test_a_bug_in_a_slot_shows_a_plain_box_over_the_window(qtbot, window, monkeypatch):
    def broken(_window):
        raise RuntimeError("the hint worker fell over")

    monkeypatch.setattr(hint, "ask_for_hint", broken)
    monkeypatch.setattr(sys, "excepthook", app._excepthook)
    seen: dict[str, object] = {}

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        # The same fault again while the box is open (a timer's, a paint's): no
        # second box stacked on the first, each in an event loop of its own.
        again = RuntimeError("and again")
        app._excepthook(RuntimeError, again, again.__traceback__)
        seen["boxes"] = [w for w in window.findChildren(QMessageBox) if w.isVisible()]
        seen.update(
            title=box.windowTitle(),
            text=box.text(),
            details=box.detailedText(),
            parent=box.parentWidget(),
            icon=box.icon(),
        )
        qtbot.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(200, read_and_close)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(seen))
    assert seen["title"] == "Something went wrong"
    assert "Your game is saved as it stood after your last move" in str(seen["text"])
    assert "Traceback" not in str(seen["text"])  # the player reads words, not code
    assert "the hint worker fell over" in str(seen["details"])
    assert seen["parent"] is window  # over the game, with its icon
    assert seen["icon"] == QMessageBox.Icon.Critical
    assert len(seen["boxes"]) == 1
    # The game plays on: the toolbar's Deal still deals.
    toolbar = window.findChild(QToolBar)
    deal = toolbar.widgetForAction(window.action("deal"))
    qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    assert len(window.model.game.moves) == 1
