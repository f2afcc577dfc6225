"""The statistics dialog's Progress tab: the chart of the games in order, one
line setting the last 20 games against the ones before them, and one setting
the moves of the last 20 games Rate my moves rated against those before."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..storage.progress import (
    LAST_GAMES,
    Comparison,
    Stretch,
    compare_last,
    moving_averages,
)
from ..storage.ratings import RatedComparison
from ..storage.records import GameRecord
from ..storage.stats import Figures
from ..wording import percent_text, wins_text
from .histogram import NOT_READ
from .progress_chart import MINIMUM_CHART_HEIGHT, ChartedGame, ProgressChart

QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum" for a widget's size

CHARTED = 200  # the games charted: the same as the recent-games list shows
COMPARED_LATER = (
    f"After {LAST_GAMES} games, your last {LAST_GAMES} are compared here with the ones before."
)


def _average(stretch: Stretch) -> str:
    return "—" if stretch.average_score is None else f"{stretch.average_score:.1f}"


def _games(count: int, kind: str = "") -> str:
    """How many games a line is about, when they are all there are: "Your one game",
    "Both games", "All 5 games" ("All 2 games" read as a machine's count)."""
    games = f"{kind} games".lstrip()
    if count == 1:
        return f"Your one {games[:-1]}"
    return f"Both {games}" if count == 2 else f"All {count} {games}"


def _record(stretch: Stretch, every: str = "all won") -> str:
    """Their wins and average score as a sentence says them: "2 wins (10%), average
    score 7.1", "no wins, average score 30.0", ``every`` for all of them won; one
    game's own: "won, score 48", or "abandoned, score 1" for a game left, as the list
    of recent games says it (its point on the chart says "left")."""
    if stretch.games == 1:
        result = "won" if stretch.won else "abandoned" if stretch.abandoned else "lost"
        return f"{result}, score {stretch.total_score}"
    if stretch.won == 0:  # "0 wins (0%)": a count and a share of nothing
        wins = "no wins"
    elif stretch.won == stretch.games:
        wins = every
    else:
        wins = f"{wins_text(stretch.won)} ({percent_text(stretch.win_percent)})"
    return f"{wins}, average score {_average(stretch)}"


def _before(before: Stretch) -> str:
    """The games before the last 20, shorter: "the 5 games before them: 20% won,
    average 28.0", "none won", or the one game's result and score."""
    if before.games == 1:
        won = "won" if before.won else "lost"
        return f"the game before them: {won}, score {before.total_score}"
    won = f"{percent_text(before.win_percent)} won" if before.won else "none won"
    return f"the {before.games} games before them: {won}, average {_average(before)}"


def comparison_text(comparison: Comparison) -> str:
    """One plain line: the last 20 games, then the games before them.

    "Last 20 games: 2 wins (10%), average score 7.1; the 180 games before
    them: 4% won, average 9.4." With 20 games or fewer, the games there are
    ("Both games: no wins, average score 31.5."), and when the comparison starts.
    """
    last, before = comparison
    if last.games == 0:
        return COMPARED_LATER
    if before.games == 0:
        # "All 5 games: won", as "Both games" or "All" has said which.
        return f"{_games(last.games)}: {_record(last, 'won')}. {COMPARED_LATER}"
    return f"Last {last.games} games: {_record(last)}; {_before(before)}."


NO_RATED_GAMES = "No rated games yet: with Settings > Rate my moves on, they show here."
RATED_TIP = (
    "How Rate my moves rated your moves: the strategy's choice, as good (another "
    "move, known to win exactly as often), too close to call, or clearly worse. "
    "Only ratings it finished count: none for a move played with it off, the only "
    "move possible, the demo's moves, a move taken back, one made once no win was "
    "left (the ratings go by the chance to win), or one still unrated when the "
    "game's dialog closed. The line is about your own choices: moves you played "
    f"as a hint showed are left out. From {LAST_GAMES + 1} rated games on, the last "
    f"{LAST_GAMES} are set against the ones before."
)


def rated_text(comparison: RatedComparison) -> str:
    """One plain line: the moves of the last 20 rated games, then those before.

    "Last 20 rated games: 71% of your moves rated the strategy's choice or as
    good, 5% clearly worse; the 12 rated games before them: 64% and 8%." With
    20 rated games or fewer, the games there are: the line on the scores above
    says when the comparison starts, and the tooltip says it of these.
    """
    last, before = comparison
    if last.games == 0:
        return NO_RATED_GAMES
    record = (
        f"{percent_text(last.best_percent)} of your moves rated the strategy's choice or "
        f"as good, {percent_text(last.worse_percent)} clearly worse"
    )
    if before.games == 0:
        return f"{_games(last.games, 'rated')}: {record}."
    earlier = "the rated game" if before.games == 1 else f"the {before.games} rated games"
    return (
        f"Last {last.games} rated games: {record}; {earlier} before them: "
        f"{percent_text(before.best_percent)} and {percent_text(before.worse_percent)}."
    )


def charted_games(played: int, newest_first: Sequence[GameRecord]) -> list[ChartedGame]:
    """The last ``CHARTED`` games oldest first, numbered in the record of ``played`` games.

    ``newest_first`` may hold a few games more than are charted: the first
    charted games' averages count them.
    """
    games = list(reversed(newest_first))
    averages = moving_averages([game.score for game in games])
    shown = min(CHARTED, len(games))
    start = len(games) - shown
    first_number = played - shown + 1
    return [
        ChartedGame(
            first_number + i, game.score, game.ending, game.deal_number, averages[start + i]
        )
        for i, game in enumerate(games[start:])
    ]


def _comparison_line(name: str, top: int) -> QLabel:
    """A line of words under the chart, wrapped, to be selected and copied; clear of
    the tab's frame, ``top`` pixels under what is above it."""
    line = QLabel()
    line.setObjectName(name)
    line.setWordWrap(True)
    line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    line.setContentsMargins(6, top, 6, 3)
    return line


class ProgressPanel(QWidget):
    """The chart above, the comparison lines below: the scores, the ratings."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart = ProgressChart()
        self.line = _comparison_line("progress_line", top=3)
        self.rated_line = _comparison_line("rated_line", top=0)  # close under the first
        self.rated_line.setToolTip(RATED_TIP)
        self._layout = layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # Room above and below, taken only while the first games show as a
        # compact row: then the row and the lines stand together in the middle.
        layout.addStretch(0)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.line)
        layout.addWidget(self.rated_line)
        layout.addStretch(0)

    # The lines under the chart take their room from it, not from the list of recent
    # games below the tabs: at 800x600 the line on rated games cost that list 2 rows
    # of 5, and a line that wrapped once more for one variant than for another moved
    # the list as the variant changed. The tabs ask for the chart's room alone.
    # Nor does the compact row of the first games ask for less: the list would
    # move as the variant changed.
    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        height = self._less_lines(hint.height(), hint.width())
        return QSize(hint.width(), max(height, self.chart.sizeHint().height()))

    def heightForWidth(self, width: int) -> int:
        height = self._less_lines(super().heightForWidth(width), width)
        return max(height, self.chart.sizeHint().height())

    def _less_lines(self, height: int, width: int) -> int:
        lines = sum(
            line.heightForWidth(width) + self._layout.spacing()
            for line in (self.line, self.rated_line)
        )
        return max(self.minimumSizeHint().height(), height - lines)

    def set_games(self, figures: Figures, newest_first: Sequence[GameRecord]) -> None:
        """Show the record in ``figures``, whose latest games ``newest_first`` holds."""
        self.chart.set_games(charted_games(figures.played, newest_first))
        self.line.setText(comparison_text(compare_last(figures, newest_first)))
        for line in (self.line, self.rated_line):
            line.show()
        self._fit_chart(few=not self.chart.charted)

    def show_not_read(self) -> None:
        """The statistics could not be read: the chart says so, and the lines under it,
        which would speak of games to come ("After 20 games, ...", "No rated games
        yet"), say nothing: the player's games are there, unread."""
        self.chart.set_games((), empty=NOT_READ)
        for line in (self.line, self.rated_line):
            line.hide()
        self._fit_chart(few=False)  # the words alone, on the chart's ground, as the scores'

    def _fit_chart(self, few: bool) -> None:
        """The chart as tall as the tab while charted; while it shows the first
        games (``few``), as tall as their row, centred with the lines under it."""
        if few:
            self.chart.setFixedHeight(self.chart.few_height())
        else:
            self.chart.setMinimumHeight(MINIMUM_CHART_HEIGHT)
            self.chart.setMaximumHeight(QWIDGETSIZE_MAX)
        last = self._layout.count() - 1
        self._layout.setStretch(0, 1 if few else 0)
        self._layout.setStretch(1, 0 if few else 1)
        self._layout.setStretch(last, 1 if few else 0)
        flags = Qt.AlignmentFlag.AlignHCenter if few else Qt.AlignmentFlag.AlignLeft
        for line in (self.line, self.rated_line):
            line.setAlignment(flags | Qt.AlignmentFlag.AlignTop)

    def set_ratings(self, comparison: RatedComparison) -> None:
        """Show how the moves of the rated games were rated (``History.rated``)."""
        self.rated_line.setText(rated_text(comparison))
