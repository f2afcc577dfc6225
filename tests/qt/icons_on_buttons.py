"""Every dialog's buttons alike, none with an icon, on a desktop that gives Qt's their own.

Run in a process of its own by ``test_dialog_buttons_plain``: the offscreen tests'
desktop asks for no icons, so a style standing for one that does is the
application's from the start. (Put in between two tests of the whole suite, it
crashed Qt: styles are for a start, not for swapping under live widgets.)
"""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QMessageBox,
    QProxyStyle,
    QPushButton,
    QStyle,
    QWidget,
)

from acesup_qt import settings
from acesup_qt.dialogs import save_file
from acesup_qt.dialogs.replace_file import KEEP, REPLACE

from .test_dialogs_clear_of_cards import ask_for_a_deal
from .test_dialogs_in_window import open_by_key_or_menu
from .test_replace_file import type_name, when_up
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


def test_save_over_a_file_its_dialog_and_question_show_bare_buttons(
    qtbot, window, icons_on_buttons, tmp_path
):
    # Save and Cancel had a disk and a cross; Qt's question Yes and No two lights.
    (tmp_path / "mine.acesup.txt").write_text("kept")
    settings.set_game_folder(str(tmp_path))
    seen: dict[str, list[str]] = {}

    def keep(box: QMessageBox) -> None:
        seen["question"] = sorted(b.text() for b in box.buttons())
        seen["question with icons"] = with_icons(box)
        qtbot.keyClick(box, Qt.Key.Key_Escape)

    def answer(dialog: QFileDialog) -> None:
        seen["dialog with icons"] = with_icons(dialog)
        when_up(QMessageBox, keep)
        type_name(qtbot, dialog, "mine.acesup.txt")
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_up(QFileDialog, answer)
    qtbot.keyClick(window.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert seen == {
        "dialog with icons": [],
        "question": sorted([REPLACE, KEEP]),
        "question with icons": [],
    }


def test_open_a_file_not_there_qts_own_box_shows_a_bare_ok(
    qtbot, window, icons_on_buttons, tmp_path
):
    # Qt's own dialog makes this box itself: the game only sees it show.
    settings.set_game_folder(str(tmp_path))
    seen: list[tuple[list[str], list[str]]] = []

    def read(box: QMessageBox) -> None:
        seen.append(([b.text() for b in box.buttons()], with_icons(box)))
        qtbot.keyClick(box, Qt.Key.Key_Return)

    def answer(dialog: QFileDialog) -> None:
        seen.append((["the dialog"], with_icons(dialog)))  # Open and Cancel
        when_up(QMessageBox, read)
        type_name(qtbot, dialog, "nothing here.acesup.txt")
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    when_up(QFileDialog, answer)
    qtbot.keyClick(window.view, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert seen == [(["the dialog"], []), (["OK"], [])]


def read_warning(qtbot, seen: list[tuple[str, list[str], list[str]]]) -> None:
    """Note the coming warning's words, its buttons and those with icons; close it."""

    def read(box: QMessageBox) -> None:
        seen.append((box.text(), [b.text() for b in box.buttons()], with_icons(box)))
        qtbot.keyClick(box, Qt.Key.Key_Return)

    when_up(QMessageBox, read)


def test_an_export_that_fails_says_why_with_a_bare_ok(
    qtbot, history, icons_on_buttons, tmp_path, monkeypatch
):
    known_history(history)
    target = tmp_path / "no such folder" / "out.csv"
    monkeypatch.setattr(save_file, "ask_save_file", lambda *args, **kwargs: str(target))
    dialog = open_dialog(qtbot, history)
    seen: list[tuple[str, list[str], list[str]]] = []
    read_warning(qtbot, seen)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert seen == [
        (
            f"The statistics could not be exported to {target} (No such file or directory). "
            "Choose another folder or file name.",
            ["OK"],
            [],
        )
    ]


def test_a_reset_that_fails_says_why_with_a_bare_ok(qtbot, history, icons_on_buttons, monkeypatch):
    known_history(history)
    dialog = open_dialog(qtbot, history, "standard")

    def fails(variant):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(history, "reset", fails)
    seen: list[tuple[str, list[str], list[str]]] = []

    def reset(box: QMessageBox) -> None:
        (button,) = [b for b in box.buttons() if b.text().startswith("Reset Standard")]
        read_warning(qtbot, seen)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    when_up(QMessageBox, reset)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert len(seen) == 1
    text, buttons, iconed = seen[0]
    assert text.startswith(f"The statistics could not be reset in {history.path}")
    assert text.endswith("Nothing was forgotten.")
    assert (buttons, iconed) == (["OK"], [])
