"""Review moves shows where the keys are: the chosen row in the full selection colour
while its list has them, a pale one once Tab has taken them on (to the table beside it,
where Up and Down walk no rows). It looked the same either way."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette

from .test_review_escape import review, tab
from .test_winnable import short_budgets

__all__ = ["short_budgets"]  # fixtures, used by their names


def chosen_row_colour(dock) -> QColor:
    """The colour the chosen row is drawn in, at the right end of its verdict, past its words."""
    tree = dock.moves
    rect = tree.visualItemRect(tree.currentItem())
    image = tree.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    x = min(rect.right(), tree.viewport().width()) - 4
    assert 0 <= rect.center().y() < tree.viewport().height(), rect  # the row in sight
    return image.pixelColor(int(x * ratio), int(rect.center().y() * ratio))


def test_the_chosen_row_pales_as_tab_takes_the_keys_away_and_glows_again_on_return(qtbot, window):
    dock = review(qtbot, window)
    highlight = dock.palette().color(QPalette.ColorRole.Highlight)
    assert dock.moves.hasFocus()
    assert chosen_row_colour(dock) == highlight
    tab(qtbot, window)
    assert window.view.hasFocus()
    away = chosen_row_colour(dock)
    assert away != highlight
    assert away.lightness() > highlight.lightness()  # paler, not another strong colour
    qtbot.keyClick(window.view, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert dock.moves.hasFocus()
    assert chosen_row_colour(dock) == highlight
