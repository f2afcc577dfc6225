"""The Record's words that need explaining explain themselves where a player
points: on the words, not only on the figure beside them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QToolTip

from acesup_qt.dialogs.statistics import StatisticsDialog
from acesup_qt.storage import History


@pytest.fixture
def dialog(qtbot, tmp_path: Path) -> Iterator[StatisticsDialog]:
    history = History.open(tmp_path / "acesup.sqlite3")
    shown = StatisticsDialog(history, None)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    shown.close()
    history.close()


def hover(widget: QLabel) -> None:
    at = widget.rect().center()
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, at, widget.mapToGlobal(at)))


def test_hovering_the_words_clean_wins_says_what_a_clean_win_is(qtbot, dialog):
    title = next(
        label for label in dialog.record.findChildren(QLabel) if label.text() == "Clean wins:"
    )
    QToolTip.hideText()
    hover(title)
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text().startswith("Games won with no hint, no demo move, no undo")
    assert QToolTip.text() == dialog.figure_labels["clean_won"].toolTip()
