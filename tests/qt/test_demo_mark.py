"""The keyboard's mark and the demo: a card chosen with the keys is let go as the
strategy takes over, and the next arrow brings the mark back where it was."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .test_arrow_keys import glowing, keys
from .test_demo import start_demo


def test_the_demo_lets_go_of_the_card_chosen_with_the_keys(qtbot, window):
    # A player pressed 1, then Ctrl+D: the blue mark of a chosen card stayed on
    # pile 1 through the demo, on each card the demo dealt there, as if chosen.
    keys(qtbot, window, Qt.Key.Key_1)
    assert glowing(window)
    start_demo(qtbot, window)
    qtbot.waitUntil(lambda: len(window.model.game.moves) >= 2, timeout=5000)
    assert glowing(window) == []
    assert window.scene.focus is None
    start_demo(qtbot, window)  # Ctrl+D again: the player takes over
    qtbot.waitUntil(lambda: not window.scene.animating)
    keys(qtbot, window, Qt.Key.Key_Right)  # the mark back where it was, not a step on
    assert window.scene.focus == 0
    assert glowing(window)
