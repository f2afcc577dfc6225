"""How to play leaves the felt while the demo or Show me how plays for the player.

The words tell the player what to do; while the strategy or the solver is the
one playing, they read as orders the player cannot follow. Once the player
takes over, they come back (on a still table, where the piles leave room).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from acesup_qt import settings
from acesup_qt.main_window import MainWindow
from acesup_qt.scene.crib import Crib

from .test_crib import laid_crib, shown
from .test_winnable import lose, short_budgets  # noqa: F401 (a fixture, used by its name)


def seen_while(qtbot, crib: Crib, playing, moves_made, enough: int) -> list[bool]:
    """Whether the words were on the table, looked at every 10 ms while ``playing()``,
    until ``moves_made()`` reaches ``enough``."""
    seen: list[bool] = []
    while moves_made() < enough:
        assert playing(), "stopped before the moves looked at"
        seen.append(crib.isVisible())
        qtbot.wait(10)
    return seen


def test_the_demo_plays_without_the_words_and_they_come_back_as_the_player_takes_over(
    qtbot, window: MainWindow, monkeypatch
):
    import acesup_qt.demo

    monkeypatch.setattr(acesup_qt.demo, "scaled", lambda ms: 300)
    crib = laid_crib(qtbot, window)
    qtbot.waitUntil(lambda: shown(crib))
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert window.action("demo").isChecked()
    qtbot.waitUntil(lambda: not crib.isVisible())  # a quick fade out
    seen = seen_while(
        qtbot, crib, lambda: window.demo.running, lambda: len(window.model.game.moves), 4
    )
    assert len(seen) > 20  # looked at all along, not once
    assert not any(seen)
    assert "How to play" not in window.view.accessibleDescription()
    qtbot.keyClick(window.view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # stop
    assert not window.action("demo").isChecked()
    qtbot.waitUntil(lambda: shown(crib), timeout=3000)  # the player's turn: the words again
    assert "How to play" in window.view.accessibleDescription()


@pytest.mark.usefixtures("short_budgets")
def test_show_me_how_plays_without_the_words_and_undo_brings_them_back(
    qtbot, window: MainWindow, monkeypatch
):
    monkeypatch.setattr(settings, "animation_scale", lambda: 1.0)  # as played: cards slide
    crib = laid_crib(qtbot, window)
    dialog = lose(qtbot, window, 66)
    assert not crib.isVisible()  # the game is over
    qtbot.waitUntil(lambda: dialog.show_me.isVisible(), timeout=3000)
    qtbot.mouseClick(dialog.show_me, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.winnable.replaying)
    seen = seen_while(
        qtbot, crib, lambda: window.winnable.replaying, lambda: len(window.model.game.moves), 4
    )
    assert len(seen) > 20  # looked at all along, not once
    assert not any(seen)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # take over
    qtbot.waitUntil(lambda: not window.winnable.replaying)
    qtbot.waitUntil(lambda: shown(crib), timeout=3000)
