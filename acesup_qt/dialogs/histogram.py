"""A bar chart of how many games ended with each score, 0 to 48, drawn with QPainter.

QtCharts is not part of PySide6-Essentials, and one chart of 49 bars does
not need it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ..storage.stats import MAX_SCORE
from ..wording import wins_text
from .chart_colours import chart_colours
from .chart_lines import draw_grid_line

MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 34, 10, 12, 22
AXIS_LABEL_STEP = 8
NO_GAMES = "No games yet"  # the chart's words, alone, while it has nothing to show
# Its words while the statistics file cannot be read: the player may have played
# hundreds of games, and "No games yet" told them they were gone.
NOT_READ = "Statistics could not be read"


def summary_text(counts: Sequence[int], empty: str = NO_GAMES) -> str:
    """The chart in words, for a screen reader: the games, the wins, the commonest score.

    "Scores of 283 games: 34 wins; most often 36." Up to three scores as
    often as each other are all told ("most often 30 and 36"); with more, or
    with no score twice, none stands out and none is named. One game, or
    games that all scored alike, are told as such ("The score of 1 game:
    12.", "Scores of 2 games: both 30."), not as a tally of one. No games:
    ``empty`` (``NOT_READ`` when none could be read).
    """
    played = sum(counts)
    if not played:
        return empty
    most = max(counts)
    commonest = [str(score) for score, count in enumerate(counts) if count == most]
    if most == played:  # every game the same score
        score, all_won = commonest[0], counts[-1] == played
        if played == 1:
            return f"The score of 1 game: {score}" + (", a win." if all_won else ".")
        alike = "both" if played == 2 else "all"
        wins = f", {alike} wins" if all_won else ""
        return f"Scores of {played} games: {alike} {score}{wins}."
    won = counts[MAX_SCORE] if len(counts) > MAX_SCORE else 0
    words = f"Scores of {played} games: {wins_text(won)}"
    if most == 1 or len(commonest) > 3:
        return words + "."
    if len(commonest) > 1:
        commonest[-2:] = [f"{commonest[-2]} and {commonest[-1]}"]
    return f"{words}; most often {', '.join(commonest)}."


class ScoreHistogram(QWidget):
    """Games per final score; hover a bar to read its count."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._counts: tuple[int, ...] = (0,) * (MAX_SCORE + 1)
        self._empty = NO_GAMES  # the words with no games charted
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(280, 150)
        self.setAccessibleName("Scores chart")  # as the tab says; "Progress chart" beside it
        self.setAccessibleDescription(summary_text(self._counts))

    @property
    def counts(self) -> tuple[int, ...]:
        return self._counts

    def set_counts(self, counts: Sequence[int], empty: str = NO_GAMES) -> None:
        """Show these counts, one per score from 0 to 48; ``empty``, the words if
        there are none (``NOT_READ``: there may be games, unread)."""
        self._counts = tuple(counts)
        self._empty = empty
        self.setAccessibleDescription(summary_text(self._counts, empty))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 200)

    def _plot(self) -> QRectF:
        return QRectF(
            MARGIN_LEFT,
            MARGIN_TOP,
            max(1, self.width() - MARGIN_LEFT - MARGIN_RIGHT),
            max(1, self.height() - MARGIN_TOP - MARGIN_BOTTOM),
        )

    def score_at(self, point: QPoint) -> int | None:
        """The score whose bar is under ``point``, if any (none while no games are charted)."""
        plot = self._plot()
        if not any(self._counts) or not plot.contains(point.toPointF()):
            return None
        slot = plot.width() / len(self._counts)
        return min(len(self._counts) - 1, int((point.x() - plot.left()) / slot))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        colours = chart_colours(palette)  # read afresh: the scheme may have changed
        grid = QColor(text)
        grid.setAlpha(40)
        plot = self._plot()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        top = max(self._counts) if any(self._counts) else 0
        if not top:
            # The words alone: an axis from 0 to 1 behind them would chart games
            # that do not exist.
            painter.setPen(text)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self._empty)
            painter.end()
            return
        font = painter.font()
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        painter.setFont(font)

        # Horizontal grid lines at round counts, labelled on the left.
        step = _nice_step(top)
        scale_top = max(step, ((top + step - 1) // step) * step)
        level = 0
        while level <= scale_top:
            y = plot.bottom() - plot.height() * level / scale_top
            draw_grid_line(painter, grid, plot.left(), plot.right(), y)
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - 8, MARGIN_LEFT - 4, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(level),
            )
            level += step

        slot = plot.width() / len(self._counts)
        gap = max(1.0, slot * 0.18)
        painter.setPen(Qt.PenStyle.NoPen)
        for score, count in enumerate(self._counts):
            if not count:
                continue
            height = plot.height() * count / scale_top
            bar = QRectF(
                plot.left() + score * slot + gap / 2, plot.bottom() - height, slot - gap, height
            )
            painter.setBrush(colours.won if score == MAX_SCORE else colours.bar)  # 48: the wins
            painter.drawRoundedRect(bar, 1.5, 1.5)

        painter.setPen(text)
        for score in range(0, MAX_SCORE + 1, AXIS_LABEL_STEP):
            x = plot.left() + (score + 0.5) * slot
            painter.drawText(
                QRectF(x - 15, plot.bottom() + 3, 30, MARGIN_BOTTOM - 3),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                str(score),
            )
        painter.end()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        score = self.score_at(event.position().toPoint())
        if score is None:
            QToolTip.hideText()
            return
        count = self._counts[score]
        games = "game" if count == 1 else "games"
        QToolTip.showText(event.globalPosition().toPoint(), f"Score {score}: {count} {games}", self)


def _nice_step(top: int) -> int:
    """A round step giving at most about five grid lines up to ``top``."""
    step = 1
    while top / step > 5:
        for factor in (2, 5 / 2, 2):  # 1, 2, 5, 10, 20, 50, ...
            step = int(step * factor)
            if top / step <= 5:
                break
    return step
