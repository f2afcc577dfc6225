"""Help > Rules' Playing well: there for a player who looks, its figures the README's."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

README = Path(__file__).parent.parent.parent / "README.md"


def headings(window) -> list[str]:
    """The headings of the Rules page as shown, in order."""
    found = []
    block = window.dialog.text.document().begin()
    while block.isValid():
        if block.blockFormat().headingLevel():
            found.append(block.text())
        block = block.next()
    return found


def playing_well(window) -> str:
    """The words of the Playing well section, as the player reads them."""
    text = " ".join(window.dialog.text.toPlainText().split())
    return text.split("Playing well", 1)[1]


def test_f1_shows_the_rules_with_playing_well_last(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    assert window.dialog.windowTitle() == "Rules of Aces Up"
    # A heading of its own, after the rules and the help they refer to.
    assert headings(window) == ["Aces Up", "Play", "Four Ace Patience", "Help", "Playing well"]


def heading_block(page, title: str):
    """The page's heading ``title``, as laid out."""
    block = page.document().begin()
    while block.blockFormat().headingLevel() == 0 or block.text() != title:
        block = block.next()
    return block


def lead_in(block) -> str:
    """A list item's first words, in bold: what it is about."""
    first = block.begin().fragment()
    assert first.charFormat().fontWeight() == QFont.Weight.Bold
    return first.text()


def test_the_rules_show_whole_and_help_begins_in_sight(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    rules = window.dialog
    qtbot.waitExposed(rules)
    page = rules.text
    layout = page.document().documentLayout()
    # The rules whole as the dialog opens, without scrolling, and Help's heading
    # under them: the help, a list of one item per feature, scrolls on a small screen.
    assert page.verticalScrollBar().value() == 0
    help_heading = layout.blockBoundingRect(heading_block(page, "Help"))
    assert help_heading.bottom() <= page.viewport().height()
    # The dialog fits on the screen, its Close button with it.
    assert window.screen().availableGeometry().height() >= rules.frameGeometry().height()


def test_help_is_one_item_per_feature_spaced_apart(qtbot, window):
    # Hint, Demo, Rate my moves, Tell me..., Undo: each the first words of an
    # item of its own, a line's gap from the next, not one paragraph of them all.
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    page = window.dialog.text
    block = heading_block(page, "Help").next()
    items = []
    while not block.blockFormat().headingLevel():
        if block.textList() is not None:
            items.append(block)
        block = block.next()
    assert [lead_in(item) for item in items[:5]] == [
        "Hint",
        "Game > Demo: play on for me",
        "Settings > Rate my moves",
        "Settings > Tell me if the game can still be won",
        "Undo",
    ]
    for above, below in itertools.pairwise(items):
        assert below.blockFormat().topMargin() + above.blockFormat().bottomMargin() >= 4


def test_the_win_rates_quoted_are_the_readmes(qtbot, window):
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    section = playing_well(window)
    readme = " ".join(README.read_text(encoding="utf-8").split())
    fair = re.search(
        r"The planner wins ([\d.]+%) of standard games \(about (1 in \d+)\).*?"
        r"and ([\d.]+%) of Four Ace Patience games \([^)]*about (1 in \d+)\)",
        readme,
    )
    assert fair, "the README's Fair play figures"
    standard, one_in, aces_only, aces_only_one_in = fair.groups()
    assert f"wins {standard} of standard deals, about {one_in}," in section
    assert f"and {aces_only} of Four Ace Patience deals, about {aces_only_one_in}." in section
    solver = re.search(r"the solver finds a win for (\d+%) of standard deals", readme)
    assert solver, "the README's figure for a player who knows the order"
    assert f"could win {solver.group(1)} of standard deals or more" in section


def test_every_figure_in_playing_well_is_in_the_readme(qtbot, window):
    # Measured figures go to the README's figures first (bench_playing_well.py):
    # the page may only repeat them.
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    section = playing_well(window)
    readme = " ".join(README.read_text(encoding="utf-8").split())
    figures = re.findall(r"\d+(?:\.\d+)?%|\b1 (?:[a-z]+ ){0,2}in \d+", section)
    assert len(figures) >= 5
    missing = [figure for figure in figures if figure not in readme]
    assert missing == []
