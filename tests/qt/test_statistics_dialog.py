"""The statistics dialog shows a known history right, and its buttons do what they say."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from acesup_qt.dialogs.statistics import StatisticsDialog
from acesup_qt.storage import History
from acesup_qt.storage.records import Ending
from tests.storage.made_up import record

from .starts_lean import drawn_only_within_words


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    opened = History.open(tmp_path / "acesup.sqlite3")
    yield opened
    opened.close()


def known_history(history: History) -> None:
    """Two variants interleaved: standard W W L A W, aces-only L L W."""
    games = [
        ("standard", Ending.WON, 48, 200.0),
        ("aces-only", Ending.LOST, 12, 50.0),
        ("standard", Ending.WON, 48, 100.0),
        ("aces-only", Ending.LOST, 30, 50.0),
        ("standard", Ending.LOST, 40, 300.0),
        ("standard", Ending.ABANDONED, 3, 20.0),
        ("aces-only", Ending.WON, 48, 400.0),
        ("standard", Ending.WON, 48, 150.0),
    ]
    for n, (variant, ending, score, duration) in enumerate(games):
        history.add(record(n + 1, ending, variant=variant, score=score, duration=duration))


def shown(dialog: StatisticsDialog) -> dict[str, str]:
    return {key: label.text() for key, label in dialog.figure_labels.items()}


def open_dialog(qtbot, history: History, variant: str | None = None) -> StatisticsDialog:
    dialog = StatisticsDialog(history, variant)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def select_variant(dialog: StatisticsDialog, variant: str | None) -> None:
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData(variant or ""))


def test_figures_of_one_variant_ignore_the_games_of_the_other(qtbot, history):
    known_history(history)
    dialog = open_dialog(qtbot, history, "standard")
    figures = shown(dialog)
    assert figures["played"] == "5"
    assert figures["won"] == "3"
    assert figures["win_percent"] == "60%"
    # The aces-only games between them do not break the standard streaks.
    assert figures["current_streak"] == "1 win"
    assert figures["longest_winning_streak"] == "2 wins"
    assert figures["longest_losing_streak"] == "2 losses"  # the loss and the abandoned game
    assert figures["best_score"] == "48"
    assert figures["average_score"] == f"{(48 * 3 + 40 + 3) / 5:.1f}"
    assert figures["average_won_time"] == "2:30"
    assert figures["fastest_won_time"] == "1:40"
    assert "1 of the 2 losses was abandoned" in dialog.abandon_note.text()
    assert dialog.histogram.counts[48] == 3


def test_selecting_a_variant_and_all_variants_changes_the_figures(qtbot, history):
    known_history(history)
    dialog = open_dialog(qtbot, history, "standard")
    select_variant(dialog, "aces-only")
    figures = shown(dialog)
    assert (figures["played"], figures["won"], figures["current_streak"]) == ("3", "1", "1 win")
    assert figures["longest_losing_streak"] == "2 losses"
    select_variant(dialog, None)
    figures = shown(dialog)
    assert (figures["played"], figures["won"]) == ("8", "4")
    # Across variants: W L W L L A W W, ending on the two standard wins.
    assert figures["longest_winning_streak"] == "2 wins"
    assert figures["longest_losing_streak"] == "3 losses"
    assert figures["current_streak"] == "2 wins"
    assert dialog.recent_table.rowCount() == 8


def test_the_recent_games_are_listed_newest_first(qtbot, history):
    known_history(history)
    dialog = open_dialog(qtbot, history, "standard")
    table = dialog.recent_table
    assert table.rowCount() == 5
    row = [table.item(0, c).text() for c in range(table.columnCount())]
    # No hint, no demo move, 2 undos.
    assert row[1:] == ["Standard", "#8", "48", "2:30", "0", "0", "2", "Won"]
    assert table.item(1, 8).text() == "Abandoned"


def test_no_games_shows_dashes_and_disables_reset(qtbot, history):
    dialog = open_dialog(qtbot, history)
    figures = shown(dialog)
    assert figures.pop("played") == "0"
    # None won, cleanly or not: dashes there too, not "0" among the dashes.
    assert set(figures.values()) == {"—"}
    assert not dialog.reset_button.isEnabled()
    assert dialog.abandon_note.text() == (
        "A game left for a new one counts as a loss."  # not "0 of the 0 losses"
    )


def test_the_abandoned_losses_are_counted_in_good_english(qtbot, history):
    history.add(record(1, Ending.ABANDONED, score=3))
    dialog = open_dialog(qtbot, history, "standard")
    assert dialog.abandon_note.text().endswith(": your one loss was a game abandoned.")
    history.add(record(2, Ending.LOST, score=20))
    history.add(record(3, Ending.LOST, score=30))
    dialog = open_dialog(qtbot, history, "standard")
    assert dialog.abandon_note.text().endswith(": 1 of the 3 losses was abandoned.")
    history.add(record(4, Ending.ABANDONED, score=3))
    history.add(record(5, Ending.ABANDONED, score=3))
    dialog = open_dialog(qtbot, history, "standard")
    assert dialog.abandon_note.text().endswith(": 3 of the 5 losses were abandoned.")
    left = History.in_memory_only()  # only games abandoned: all of them, as one is
    for n in (1, 2):
        left.add(record(n, Ending.ABANDONED, score=3))
    dialog = open_dialog(qtbot, left, "standard")
    assert dialog.abandon_note.text().endswith(": both losses were games abandoned.")


def test_the_charts_stay_put_as_the_variant_changes(qtbot, history):
    known_history(history)
    for n in range(9, 40):  # long streaks, hours-long games, a win share in tenths
        history.add(record(n, Ending.LOST, score=10, duration=4000.0))
    history.add(record(40, Ending.WON, score=48, duration=3725.0))
    dialog = open_dialog(qtbot, history, "aces-only")  # the narrowest figures first
    charts = dialog.charts
    first = charts.geometry()
    for variant in ("standard", None, "aces-only"):
        select_variant(dialog, variant)
        qtbot.wait(1)  # the layout settles once control is back in the event loop
        assert charts.geometry() == first, variant


def test_the_record_is_as_wide_as_its_widest_figure_and_no_wider(qtbot, history):
    known_history(history)  # "3 (100% of wins)" at most, not "999 (66.7% of wins)"
    dialog = open_dialog(qtbot, history, "standard")
    box = dialog.figure_labels["played"].parentWidget()
    reach = 0
    for variant in (None, "standard", "aces-only"):
        select_variant(dialog, variant)
        for label in dialog.figure_labels.values():
            end = label.mapTo(box, QPoint(0, 0)).x() + label.fontMetrics().horizontalAdvance(
                label.text()
            )
            reach = max(reach, end)
    assert box.width() - reach <= 20  # the panel's margin and frame: the charts have the rest


def double_click(qtbot, widget, pos: QPoint) -> None:
    """Press, release, then the double click, as a mouse sends them."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def test_double_clicking_a_game_asks_to_replay_its_deal(qtbot, history):
    known_history(history)
    history.add(record(20, Ending.LOST, variant="aces-only", deck="AS KS QS " * 1 + "x"))
    dialog = open_dialog(qtbot, history, "standard")
    table = dialog.recent_table
    rect = table.visualRect(table.model().index(1, 2))
    with qtbot.waitSignal(dialog.replay_requested) as signal:
        double_click(qtbot, table.viewport(), rect.center())
    assert signal.args == ["standard", 6]  # the abandoned deal #6
    select_variant(dialog, "aces-only")
    rect = table.visualRect(table.model().index(0, 2))
    with qtbot.waitSignal(dialog.replay_requested) as signal:
        double_click(qtbot, table.viewport(), rect.center())
    assert signal.args == ["aces-only", "AS KS QS x"]  # a custom deal comes back as its deck


def test_enter_on_a_recent_game_asks_to_replay_it_too(qtbot, history):
    # Without a mouse: to the list, down the games, Enter.
    known_history(history)
    dialog = open_dialog(qtbot, history, "standard")
    table = dialog.recent_table
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_Down)
    row = table.currentRow()
    deal = int(table.item(row, 2).text().lstrip("#"))
    with qtbot.waitSignal(dialog.replay_requested) as signal:
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert signal.args == ["standard", deal]
    assert "Enter" in dialog.recent_box.title()


def click_in_message_box(qtbot, label_start: str) -> list[str]:
    """Click, with the mouse, the button of the coming message box whose text starts so."""
    seen: list[str] = []

    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        buttons = box.findChildren(QPushButton)
        seen.extend(b.text() for b in buttons)
        (button,) = [b for b in buttons if b.text().startswith(label_start)]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, click)
    return seen


def test_reset_of_one_variant_after_confirming_keeps_the_other(qtbot, history):
    known_history(history)
    dialog = open_dialog(qtbot, history, "aces-only")
    seen = click_in_message_box(qtbot, "Reset Four Ace Patience")
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert any(text.startswith("Reset all variants (8)") for text in seen)
    assert shown(dialog)["played"] == "0"
    assert history.count() == 5
    assert history.variants() == ["standard"]


def test_reset_can_be_cancelled(qtbot, history):
    known_history(history)
    dialog = open_dialog(qtbot, history, "standard")
    click_in_message_box(qtbot, "Cancel")
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert history.count() == 8
    assert shown(dialog)["played"] == "5"


def test_reset_of_all_variants(qtbot, history):
    known_history(history)
    dialog = open_dialog(qtbot, history, None)
    click_in_message_box(qtbot, "Reset all variants")
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert history.count() == 0


def test_in_memory_statistics_are_announced_in_the_dialog(qtbot, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    history = History.open(blocker / "acesup.sqlite3")
    dialog = open_dialog(qtbot, history)
    assert dialog.memory_note.isVisible()
    history.close()


def test_hovering_a_bar_names_its_score(qtbot, history):
    known_history(history)
    dialog = open_dialog(qtbot, history, "standard")
    chart = dialog.histogram
    right_end = QPoint(chart.width() - 12, chart.height() // 2)
    assert chart.score_at(right_end) == 48
    assert chart.score_at(QPoint(1, 1)) is None


def test_an_empty_chart_shows_its_words_alone_without_an_axis(qtbot, history):
    dialog = open_dialog(qtbot, history)
    chart = dialog.histogram
    # No grid line, no 0 and 1 on the left, no scores along the bottom: only the words.
    assert drawn_only_within_words(chart, "No games yet")
    assert chart.score_at(QPoint(chart.width() // 2, chart.height() // 2)) is None


@pytest.mark.parametrize("size", [(800, 540), (1, 1)])  # as on 1024x600; made small as can be
def test_the_record_shows_every_title_and_figure_whole_however_small_the_dialog(
    qtbot, history, size
):
    # At 1024x600 a record squeezed by the charts beside it would cut its titles
    # ("Longest winning str…") or wrap its figures.
    known_history(history)
    dialog = open_dialog(qtbot, history)
    dialog.resize(*size)  # the least the dialog allows, for (1, 1)
    qtbot.wait(1)  # the layout settles once control is back in the event loop
    box = dialog.record
    for key, label in dialog.figure_labels.items():
        title = box.titles[key]
        for shown in (title, label):
            metrics = shown.fontMetrics()
            assert shown.width() >= metrics.horizontalAdvance(shown.text()), shown.text()
            assert shown.height() >= metrics.height(), shown.text()
            assert box.rect().contains(shown.geometry()), shown.text()
    note = dialog.abandon_note
    assert note.height() >= note.heightForWidth(note.width())  # no line of it cut
    assert box.rect().contains(note.geometry())


def test_reset_offers_one_button_when_the_variant_shown_holds_every_game(qtbot, history):
    """Reset Standard (2) and Reset all variants (2) forgot the same games: one choice."""
    for n in (1, 2):
        history.add(record(n, Ending.LOST, variant="standard", score=30, duration=60.0))
    dialog = open_dialog(qtbot, history, "standard")
    seen = click_in_message_box(qtbot, "Reset Standard (2)")
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert seen == ["Reset Standard (2)", "Cancel"]
    assert history.count() == 0
