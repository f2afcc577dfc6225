"""Every dialog's buttons alike, none with an icon, on a desktop that gives Qt's their own.

Run in a process of its own by ``test_dialog_buttons_plain``: the offscreen tests'
desktop asks for no icons, so a style standing for one that does is the
application's from the start. (Put in between two tests of the whole suite, it
crashed Qt: styles are for a start, not for swapping under live widgets.)
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QMessageBox,
    QProxyStyle,
    QPushButton,
    QStyle,
    QWidget,
)

from .test_dialogs_clear_of_cards import ask_for_a_deal
from .test_dialogs_in_window import open_by_key_or_menu
from .test_statistics_dialog import history, known_history, open_dialog

__all__ = ["history"]  # the fixture, for the reset's test


class IconsOnButtons(QProxyStyle):
    """The style of a desktop that asks for icons on dialogs' standard buttons."""

    def styleHint(self, hint, option=None, widget=None, data=None):  # noqa: N802 (Qt's)
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1
        return super().styleHint(hint, option, widget, data)


@pytest.fixture(scope="module")
def desktop_style(qapp) -> IconsOnButtons:
    """The style, the application's before any window is made, kept to the end."""
    style = IconsOnButtons(qapp.style().name())
    qapp.setStyle(style)
    return style


@pytest.fixture
def icons_on_buttons(desktop_style) -> None:
    # Such a desktop does give a standard button an icon: the test can fail.
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    assert not box.button(QDialogButtonBox.StandardButton.Close).icon().isNull()


def with_icons(dialog: QWidget) -> list[str]:
    """The buttons of ``dialog`` that show an icon, by their words."""
    return [b.text() for b in dialog.findChildren(QPushButton) if not b.icon().isNull()]


@pytest.mark.parametrize("which", ["about", "rules", "statistics"])
def test_about_rules_and_statistics_show_close_as_bare_as_their_other_buttons(
    qtbot, window, icons_on_buttons, which
):
    dialog = open_by_key_or_menu(qtbot, window, which)
    assert with_icons(dialog) == []
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_select_deal_numbers_ok_and_cancel_have_no_icons(qtbot, window, icons_on_buttons):
    dialog = ask_for_a_deal(qtbot, window)
    assert with_icons(dialog) == []
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_reset_statistics_cancel_is_as_bare_as_the_reset_buttons(qtbot, history, icons_on_buttons):
    known_history(history)  # games to forget: Reset… is enabled
    dialog = open_dialog(qtbot, history, "standard")
    seen: list[list[str]] = []

    def look_and_cancel() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(with_icons(box))
        qtbot.keyClick(box, Qt.Key.Key_Escape)

    QTimer.singleShot(0, look_and_cancel)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert seen == [[]]
