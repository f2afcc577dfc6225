"""Card animations that have run are deleted: a long session's deals, undos and
cut-short slides leave no animation objects piling up under the cards."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, Qt

from .conftest import click, slot_point
from .test_animation import animated  # noqa: F401


def animations_kept(window) -> int:
    """Animation objects left under the cards, once deferred deletions have run."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return sum(len(item.findChildren(QAbstractAnimation)) for item in window.scene.cards.values())


def test_deals_slid_and_cut_short_leave_no_animations_behind(qtbot, window, animated):  # noqa: F811
    for _ in range(3):  # each deal slides its cards one after another: groups with a wait
        click(qtbot, window, slot_point(window, "stock"))
        qtbot.waitUntil(lambda: not window.scene.animating, timeout=3000)
    for _ in range(3):  # Undo (Ctrl+Z) as the cards slide: cut short, then sliding back
        click(qtbot, window, slot_point(window, "stock"))
        qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        window.scene.finish_animations()
    qtbot.waitUntil(lambda: not window.scene.animating, timeout=3000)
    assert animations_kept(window) == 0
