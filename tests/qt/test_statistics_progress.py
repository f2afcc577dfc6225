"""The statistics dialog's Progress tab: the games in order, and the last 20 set
against the ones before, for known histories."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QAccessible, QMouseEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QToolTip

from acesup_qt.dialogs.statistics import StatisticsDialog
from acesup_qt.storage import History
from acesup_qt.storage.records import Ending
from tests.storage.made_up import record

from .starts_lean import drawn_only_within_words, loaded_at_start
from .test_statistics_dialog import history, open_dialog, select_variant

__all__ = ["history"]  # a fixture, shared with the dialog's tests


def known_history(history: History) -> None:
    """25 standard games, then 3 of Four Ace Patience.

    Standard: W 48, L 30, L 20, A 2, L 40 (games 1-5: 1 win, 140 points); then
    a win at game 6 and game 25, and 10 points in each loss between.
    Aces-only: L 5, L 5, W 48.
    """
    first_five = [(Ending.WON, 48), (Ending.LOST, 30), (Ending.LOST, 20)]
    first_five += [(Ending.ABANDONED, 2), (Ending.LOST, 40)]
    standard = first_five + [(Ending.WON, 48)] + [(Ending.LOST, 10)] * 18 + [(Ending.WON, 48)]
    aces_only = [(Ending.LOST, 5), (Ending.LOST, 5), (Ending.WON, 48)]
    games = [("standard", e, s) for e, s in standard] + [("aces-only", e, s) for e, s in aces_only]
    for n, (variant, ending, score) in enumerate(games, start=1):
        history.add(record(n, ending, variant=variant, score=score))


def show_progress(qtbot, dialog: StatisticsDialog) -> None:
    """Click the Progress tab, as a player does."""
    bar = dialog.charts.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert dialog.progress.isVisible()


def open_progress(qtbot, history: History, variant: str | None = None) -> StatisticsDialog:
    """The statistics of ``history`` opened on ``variant``, on the Progress tab."""
    dialog = open_dialog(qtbot, history, variant)
    show_progress(qtbot, dialog)
    return dialog


def test_the_last_20_games_are_compared_with_the_ones_before(qtbot, history):
    known_history(history)
    dialog = open_progress(qtbot, history, "standard")
    # Last 20: games 6-25, two wins and 18 losses of 10: (2 * 48 + 180) / 20 = 13.8.
    assert dialog.progress.line.text() == (
        "Last 20 games: 2 wins (10%), average score 13.8; "
        "the 5 games before them: 20% won, average 28.0."
    )


def test_the_comparison_follows_the_variant_chosen(qtbot, history):
    known_history(history)
    dialog = open_dialog(qtbot, history, "standard")
    select_variant(dialog, None)
    # The 3 aces-only games and the last 17 standard ones: (16 * 10 + 48 + 5 + 5 + 48) / 20.
    assert dialog.progress.line.text() == (
        "Last 20 games: 2 wins (10%), average score 13.3; "
        "the 8 games before them: 25% won, average 26.0."
    )
    select_variant(dialog, "aces-only")
    assert dialog.progress.line.text() == (
        "All 3 games: 1 win (33.3%), average score 19.3. "
        "After 20 games, your last 20 are compared here with the ones before."
    )


def test_the_chart_tells_a_screen_reader_what_it_shows(qtbot, history):
    known_history(history)
    dialog = open_progress(qtbot, history, "standard")
    reader = QAccessible.queryAccessibleInterface(dialog.progress.chart)
    assert reader.text(QAccessible.Text.Name) == "Progress chart"
    # The first average is of games 1-10 (140 + 48 + 4 * 10), the last of games 16-25.
    assert reader.text(QAccessible.Text.Description) == (
        "Scores of games 1 to 25, oldest first: 3 wins. "
        "Average of the last 10 games: 22.8 at game 10, 13.8 at game 25."
    )
    select_variant(dialog, "aces-only")
    assert reader.text(QAccessible.Text.Description) == (
        "3 games so far: your progress is charted from 10 games on."
    )


def test_hovering_a_game_names_it_with_its_score_and_average(qtbot, history):
    known_history(history)
    dialog = open_progress(qtbot, history, "standard")
    chart = dialog.progress.chart
    newest = QPoint(chart.width() - 12, chart.height() // 2)
    QToolTip.hideText()  # not one an earlier test left up
    # A move event of its own, as the table's tests send them: QTest's mouseMove
    # goes to whichever widget an earlier test's click left holding the mouse.
    hover = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(newest),
        QPointF(chart.mapToGlobal(newest)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(chart, hover)
    qtbot.waitUntil(lambda: QToolTip.isVisible() and QToolTip.text().startswith("Game"))
    assert QToolTip.text() == ("Game 25, deal #25: score 48, won; average of the last 10: 13.8")
    assert chart.game_at(QPoint(1, 1)) is None


def test_only_the_last_200_games_are_charted_numbered_as_in_the_record(qtbot):
    history = History.in_memory_only()
    for n in range(1, 216):  # a score of 5 for the first 15 games, 30 after them
        history.add(record(n, Ending.LOST, score=5 if n <= 15 else 30))
    dialog = open_dialog(qtbot, history, "standard")
    games = dialog.progress.chart.games
    assert [games[0].number, games[-1].number, len(games)] == [16, 215, 200]
    # Game 16's average counts the 9 games before it, uncharted: (9 * 5 + 30) / 10.
    assert games[0].average == pytest.approx(7.5)
    assert dialog.recent_table.rowCount() == 200
    assert dialog.progress.line.text() == (
        "Last 20 games: no wins, average score 30.0; "
        "the 195 games before them: none won, average 28.1."  # (15 * 5 + 180 * 30) / 195
    )


def test_no_games_shows_plain_words_alone(qtbot, history):
    dialog = open_progress(qtbot, history)
    chart = dialog.progress.chart
    assert dialog.progress.line.text() == (
        "After 20 games, your last 20 are compared here with the ones before."
    )
    assert chart.accessibleDescription() == "No games yet"
    assert drawn_only_within_words(chart, "No games yet")  # no axis


def test_the_statistics_charts_are_not_loaded_when_the_game_starts():
    charts = ("dialogs.progress", "dialogs.progress_chart", "storage.progress")
    assert loaded_at_start(*charts) == []


def test_the_average_is_drawn_as_a_line_across_the_games(qtbot, history):
    from acesup_qt.dialogs.chart_colours import chart_colours

    known_history(history)
    dialog = open_progress(qtbot, history, "standard")
    image = dialog.progress.chart.grab().toImage()
    average = chart_colours(dialog.progress.chart.palette()).average
    columns = {
        x
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y) == average
    }
    # From game 10 to game 25: some 16 games' worth of the plot's width, not the
    # legend's short stroke alone.
    plot = dialog.progress.chart.width() - 40
    assert max(columns) - min(columns) > plot * 0.5


def test_alt_p_opens_the_progress_tab_from_the_keyboard(qtbot, history):
    known_history(history)
    dialog = open_dialog(qtbot, history, "standard")
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # shortcuts go to the active window only
    focused = dialog.variant_box  # where the keys are when the dialog opens
    focused.setFocus()
    assert not dialog.progress.isVisible()  # the scores chart comes first, as before
    qtbot.keyClick(focused, Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    assert dialog.progress.isVisible()
    qtbot.keyClick(focused, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    assert dialog.histogram.isVisible()


def close(qtbot, dialog: StatisticsDialog) -> None:
    """The Close button, clicked."""
    button = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_the_chart_looked_at_last_is_the_one_shown_next_time(qtbot, history):
    known_history(history)
    first = open_dialog(qtbot, history, "standard")
    assert first.histogram.isVisible()  # the first time: the scores
    show_progress(qtbot, first)
    close(qtbot, first)
    again = open_dialog(qtbot, history, "standard")
    assert again.progress.isVisible()
    bar = again.charts.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(0).center())
    close(qtbot, again)
    assert open_dialog(qtbot, history, "standard").histogram.isVisible()


def test_the_scores_chart_tells_a_screen_reader_what_it_shows(qtbot, history):
    dialog = open_dialog(qtbot, history, "standard")
    reader = QAccessible.queryAccessibleInterface(dialog.histogram)
    assert reader.text(QAccessible.Text.Name) == "Scores chart"
    assert reader.text(QAccessible.Text.Description) == "No games yet"
    known_history(history)
    dialog.refresh()
    # 18 of the 25 standard games were lost with 10 points.
    assert reader.text(QAccessible.Text.Description) == (
        "Scores of 25 games: 3 wins; most often 10."
    )
    select_variant(dialog, "aces-only")
    assert reader.text(QAccessible.Text.Description) == "Scores of 3 games: 1 win; most often 5."


@pytest.mark.parametrize(
    ("scores", "words"),
    [
        ([0], "The score of 1 game: 0."),
        ([48], "The score of 1 game: 48, a win."),
        ([30, 30], "Scores of 2 games: both 30."),
        ([48, 48, 48], "Scores of 3 games: all 48, all wins."),
        ([12, 30], "Scores of 2 games: no wins."),
        ([5, 5, 20], "Scores of 3 games: no wins; most often 5."),
    ],
)
def test_the_scores_chart_tells_one_game_and_no_wins_in_plain_words(qtbot, history, scores, words):
    for n, score in enumerate(scores, start=1):
        history.add(record(n, Ending.WON if score == 48 else Ending.LOST, score=score))
    dialog = open_dialog(qtbot, history, "standard")
    reader = QAccessible.queryAccessibleInterface(dialog.histogram)
    assert reader.text(QAccessible.Text.Description) == words


def test_the_progress_chart_tells_a_run_without_a_win_as_no_wins():
    from acesup_qt.dialogs.progress_chart import ChartedGame, summary_text

    games = [ChartedGame(n, 20, Ending.LOST, n, 20.0 if n >= 10 else None) for n in range(1, 13)]
    assert summary_text(games) == (
        "Scores of games 1 to 12, oldest first: no wins. "
        "Average of the last 10 games: 20.0 at game 10, 20.0 at game 12."
    )


@pytest.mark.parametrize(
    ("results", "line"),
    [
        ([(Ending.LOST, 28)], "Your one game: lost, score 28."),
        ([(Ending.WON, 48)], "Your one game: won, score 48."),
        # "lost" beside the chart's "left" and the list's "Abandoned".
        ([(Ending.ABANDONED, 1)], "Your one game: abandoned, score 1."),
        ([(Ending.LOST, 28), (Ending.LOST, 35)], "Both games: no wins, average score 31.5."),
        ([(Ending.LOST, 12), (Ending.WON, 48)], "Both games: 1 win (50%), average score 30.0."),
        ([(Ending.WON, 48)] * 3, "All 3 games: won, average score 48.0."),
        ([(Ending.LOST, 20)] * 4, "All 4 games: no wins, average score 20.0."),
    ],
)
def test_the_first_games_are_counted_as_a_sentence_says_them(qtbot, results, line):
    # "All 2 games: 0 wins (0%)" read as a machine's count.
    history = History.in_memory_only()
    for n, (ending, score) in enumerate(results, start=1):
        history.add(record(n, ending, score=score))
    dialog = open_progress(qtbot, history, "standard")
    assert dialog.progress.line.text() == (
        f"{line} After 20 games, your last 20 are compared here with the ones before."
    )
