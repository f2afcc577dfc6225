"""The window's title names the game on the table as the player would: its deal,
and its variant when that is not the standard game; a custom deck in the words
every other sentence uses for one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt

from acesup_qt.engine import deal_cards, format_cards
from acesup_qt.main_window import MainWindow

from .test_game_files import open_file
from .test_variant_words import variant_menu


def choose_variant(qtbot, window: MainWindow, variant: str) -> None:
    """Game > Variant > ``variant``, clicked."""
    menu = variant_menu(qtbot, window)
    where = menu.actionGeometry(window.game_actions.variants[variant]).center()
    # QMenu answers a pointer only once it has moved a few pixels since the menu opened.
    qtbot.mouseMove(menu, where + QPoint(0, 8))
    qtbot.mouseMove(menu, where)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=where)
    qtbot.waitUntil(lambda: window.model.variant == variant)


def test_four_ace_patience_chosen_in_the_menu_is_named_in_the_title(qtbot, window):
    assert window.windowTitle() == "Deal #1"  # Qt adds " — Aces Up"
    choose_variant(qtbot, window, "aces-only")
    assert window.windowTitle() == "Deal #1 · Four Ace Patience"
    # The deal label stands beside the variant's own: the deal alone.
    assert (window.deal_label.text(), window.variant_label.text()) == (
        "Deal #1",
        "Four Ace Patience",
    )
    choose_variant(qtbot, window, "standard")
    assert window.windowTitle() == "Deal #1"


def test_a_custom_deck_is_titled_as_every_sentence_names_it(qtbot, window):
    window.model.start(format_cards(deal_cards(7)[::-1]), "aces-only")
    assert window.windowTitle() == "Custom deck · Four Ace Patience"
    assert window.deal_label.text() == "Custom deck"
    # Next deal, pressed on it, says why there is none in the same words.
    qtbot.keyClick(window.view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage().startswith("A custom deck has no deal number")


def test_a_practice_game_in_four_ace_patience_carries_both_marks(
    qtbot, window, dialogs, tmp_path: Path
):
    path = tmp_path / "Four Ace Patience deal 3.acesup.txt"
    path.write_text(f"deal: 3\nvariant: aces-only\ndeck: {format_cards(deal_cards(3))}\nmoves:\n")
    open_file(qtbot, window, dialogs, path)
    assert window.windowTitle() == "Deal #3 · Four Ace Patience · practice"
    assert window.deal_label.text() == "Deal #3 · practice"
