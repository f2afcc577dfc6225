"""The dialogs as a keyboard player and a screen reader meet them: where the
focus starts, where Tab takes it, and what each control is called.

Names and descriptions are asked of Qt as an assistive tool asks
(``QAccessible.queryAccessibleInterface``); Tab is pressed, not the focus set.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from .test_accessibility import DESCRIPTION, NAME, spoken
from .test_statistics_dialog import history, known_history, open_dialog  # noqa: F401


def tab_walk(qtbot, dialog: QWidget, steps: int) -> list[QWidget]:
    """The widget with the focus as ``dialog`` opened, then after each of ``steps`` Tabs."""
    dialog.activateWindow()

    def in_dialog() -> bool:
        focused = QApplication.focusWidget()
        return focused is not None and focused.window() is dialog

    qtbot.waitUntil(in_dialog)
    seen = [QApplication.focusWidget()]
    for _ in range(steps):
        qtbot.keyClick(seen[-1], Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    return seen


def test_tab_walks_the_statistics_in_the_order_they_stand_and_leaves_the_games_list(
    qtbot,
    history,  # noqa: F811
):
    known_history(history)  # games to list, and Reset and Export to press
    dialog = open_dialog(qtbot, history)
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert tab_walk(qtbot, dialog, 6) == [
        dialog.variant_box,  # top left: the first thing a player may change
        dialog.charts.tabBar(),
        dialog.recent_table,  # Tab leaves it: the arrows walk its games
        dialog.reset_button,
        dialog.export_button,
        close,  # last, as it stands last in the row
        dialog.variant_box,
    ]


def test_the_statistics_controls_say_what_they_are(qtbot, history):  # noqa: F811
    known_history(history)
    dialog = open_dialog(qtbot, history, "standard")
    box = QAccessible.queryAccessibleInterface(dialog.variant_box)
    assert box.text(DESCRIPTION) == "The variant whose games are shown"
    # Its name is its label's (its choice, "Standard", is its value).
    labels = [found.text(NAME) for found, _ in box.relations(QAccessible.Relation.Label)]
    assert labels == ["Variant:"]
    assert spoken(dialog.reset_button) == (
        "Reset…",
        "Forget the finished games of the variant shown, or of all variants, after asking",
    )
    assert spoken(dialog.export_button) == ("Export CSV…", "Save the games shown to a CSV file")
    tabs = QAccessible.queryAccessibleInterface(dialog.charts.tabBar())
    assert [(tabs.child(i).text(NAME), tabs.child(i).text(DESCRIPTION)) for i in range(2)] == [
        ("Scores (cards discarded; 48 is a win)", "How many games ended at each score"),
        ("Progress", "Your games in order, and the last 20 against the ones before"),
    ]


@pytest.mark.parametrize(
    ("action", "title"), [("rules", "Rules of Aces Up"), ("about", "About Aces Up")]
)
def test_rules_and_about_open_on_their_page_named_by_their_title(qtbot, window, action, title):
    window.action(action).trigger()
    dialog = window.dialog
    qtbot.waitExposed(dialog)
    walk = tab_walk(qtbot, dialog, 1)
    assert walk[0] is dialog.text  # the words to read, scrolled with the arrows
    assert spoken(dialog.text)[0] == title
    assert walk[1] in dialog.buttons.buttons()


def test_the_licenses_page_is_named_too(qtbot, window):
    window.action("about").trigger()
    about = window.dialog
    qtbot.waitExposed(about)
    licenses = next(b for b in about.buttons.buttons() if b.text() == "&Licences")
    qtbot.mouseClick(licenses, Qt.MouseButton.LeftButton)
    page = window.dialog
    assert page is not about
    assert spoken(page.text)[0] == "Licences of Aces Up"


def test_the_deal_number_dialog_starts_in_its_box_and_tabs_to_ok_and_cancel(qtbot, window):
    window.action("select_deal").trigger()
    dialog = window.dialog
    qtbot.waitExposed(dialog)
    box = dialog.findChild(QDialogButtonBox)
    ok, cancel = (box.button(b) for b in (box.StandardButton.Ok, box.StandardButton.Cancel))
    assert tab_walk(qtbot, dialog, 3) == [dialog.line, ok, cancel, dialog.line]
    assert spoken(dialog.line)[0] == "Deal number"
