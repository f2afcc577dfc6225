"""A chart of the player's games in order: each game's score as a dot (wins green,
losses blue, abandoned games grey), and a line for the average of the last 10
games, drawn with QPainter.

Oldest game on the left, newest on the right, numbered as the games of the
record (game 1 is the first ever played of the variant shown).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QLineF, QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ..storage.progress import AVERAGE_OF
from ..storage.records import Ending
from ..storage.stats import MAX_SCORE
from ..wording import deal_named, wins_text
from .chart_colours import ChartColours, chart_colours
from .chart_lines import draw_grid_line
from .histogram import NO_GAMES
from .progress_few import block_height, paint_few
from .progress_few import game_at as few_game_at

DOT_RADIUS = (2.0, 3.5)  # the least and the most: larger while few games share the width
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 30, 10, 20, 22
SCORE_LINES = (0, 12, 24, 36, 48)
MINIMUM_CHART_HEIGHT = 140  # the least a chart of games is drawn in
LABEL_ROOM = 56  # pixels a game number below the axis wants to itself
RESULT_WORD = {Ending.WON: "won", Ending.LOST: "lost", Ending.ABANDONED: "abandoned"}


class ChartedGame(NamedTuple):
    """One game as the chart shows it."""

    number: int  # its place in the record: 1 for the first game ever played
    score: int
    ending: Ending
    deal_number: int | None  # None for a custom deck
    average: float | None  # of this game and the ones before it; None for the first few


def too_few_text(count: int, empty: str = NO_GAMES) -> str:
    """The chart's words, alone, while there are too few games to chart a trend;
    ``empty`` with none (``NOT_READ`` when none could be read)."""
    if count == 0:
        return empty
    games = "1 game" if count == 1 else f"{count} games"
    return f"{games} so far: your progress is charted from {AVERAGE_OF} games on."


def summary_text(games: Sequence[ChartedGame], empty: str = NO_GAMES) -> str:
    """The chart in words, for a screen reader: which games, the wins, the trend."""
    if len(games) < AVERAGE_OF:
        return too_few_text(len(games), empty)
    won = sum(game.ending is Ending.WON for game in games)
    first_last = f"{games[0].number} to {games[-1].number}"
    words = f"Scores of games {first_last}, oldest first: {wins_text(won)}."
    averaged = [game for game in games if game.average is not None]
    first, last = averaged[0], averaged[-1]
    return (
        f"{words} Average of the last {AVERAGE_OF} games: {first.average:.1f} at game "
        f"{first.number}, {last.average:.1f} at game {last.number}."
    )


def _number_step(span: int, room: int) -> int:
    """A round step (1, 2, 5, 10, 20, 50, ...) leaving ``room`` for each label."""
    step, factors = 1, (2, 5 / 2, 2)
    index = 0
    while span / step > room:
        step = int(step * factors[index % 3])
        index += 1
    return step


def _dot_colour(colours: ChartColours, ending: Ending) -> QColor:
    """The colour of a game's dot, as the legend shows it."""
    if ending is Ending.WON:
        return colours.won
    return colours.abandoned if ending is Ending.ABANDONED else colours.lost


class ProgressChart(QWidget):
    """Each game's score in order, wins marked, with a moving average; hover a bar to read it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._games: tuple[ChartedGame, ...] = ()
        self._empty = NO_GAMES  # the words with no games charted
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(280, MINIMUM_CHART_HEIGHT)
        self.setAccessibleName("Progress chart")
        self.setAccessibleDescription(summary_text(()))

    @property
    def games(self) -> tuple[ChartedGame, ...]:
        return self._games

    def set_games(self, games: Sequence[ChartedGame], empty: str = NO_GAMES) -> None:
        """Chart these games, oldest first; ``empty``, the words if there are none."""
        self._games = tuple(games)
        self._empty = empty
        self.setAccessibleDescription(summary_text(self._games, empty))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 200)

    def _charted(self) -> bool:
        return len(self._games) >= AVERAGE_OF

    @property
    def charted(self) -> bool:
        """Whether the games are charted; fewer (1 to 9) show as a compact row."""
        return self._charted()

    def few_height(self) -> int:
        """The height the compact row of the first games, and its words, need."""
        return block_height(self.font()) + 8

    def _plot(self) -> QRect:
        return QRect(
            MARGIN_LEFT,
            MARGIN_TOP,
            max(1, self.width() - MARGIN_LEFT - MARGIN_RIGHT),
            max(1, self.height() - MARGIN_TOP - MARGIN_BOTTOM),
        )

    def _x(self, index: int) -> int:
        """The left edge of game ``index``'s column, on a whole pixel so bars stay crisp."""
        plot = self._plot()
        return plot.left() + round(plot.width() * index / len(self._games))

    def _y(self, score: float) -> float:
        plot = self._plot()
        return plot.top() + plot.height() * (1 - score / MAX_SCORE)

    def game_at(self, point: QPoint) -> ChartedGame | None:
        """The game whose bar is under ``point``, if any (none while nothing is charted)."""
        if self._games and not self._charted():
            index = few_game_at(self.rect(), self.font(), len(self._games), point)
            return None if index is None else self._games[index]
        plot = self._plot()
        if not self._charted() or not plot.contains(point):
            return None
        index = (point.x() - plot.left()) * len(self._games) // plot.width()
        return self._games[min(len(self._games) - 1, max(0, index))]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        if self._games and not self._charted():
            # No axes: a trend of a few games is noise. The games themselves, though,
            # on the tab's own ground as the lines under them: a band of the chart's
            # base round the row showed as a seam.
            results = [(game.score, game.ending) for game in self._games]
            said = too_few_text(len(self._games))
            paint_few(painter, self.rect(), results, chart_colours(palette), text, said)
            painter.end()
            return
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        if not self._charted():
            # Words alone, as the empty histogram.
            painter.setPen(text)
            words = self.rect().adjusted(12, 0, -12, 0)
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            painter.drawText(words, flags, too_few_text(len(self._games), self._empty))
            painter.end()
            return
        font = painter.font()
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        painter.setFont(font)
        colours = chart_colours(palette)  # read afresh: the scheme may have changed
        self._paint_grid(painter, text)
        self._paint_dots(painter, colours)
        self._paint_average(painter, colours.average)
        self._paint_numbers(painter, text)
        self._paint_legend(painter, text, colours)
        painter.end()

    def _paint_grid(self, painter: QPainter, text: QColor) -> None:
        plot = self._plot()
        grid = QColor(text)
        grid.setAlpha(40)
        for score in SCORE_LINES:
            y = round(self._y(score))
            draw_grid_line(painter, grid, plot.left(), plot.right(), y)
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - 8, MARGIN_LEFT - 4, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(score),
            )

    def _paint_dots(self, painter: QPainter, colours: ChartColours) -> None:
        """A dot per game at its score: a line of bars 2 pixels apart reads as noise."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        least, most = DOT_RADIUS
        radius = min(most, max(least, self._plot().width() / len(self._games) * 0.3))
        for index, game in enumerate(self._games):
            won = game.ending is Ending.WON
            painter.setBrush(_dot_colour(colours, game.ending))
            centre = QPointF((self._x(index) + self._x(index + 1)) / 2, self._y(game.score))
            size = radius + 0.5 if won else radius  # a win is the point of it all
            painter.drawEllipse(centre, size, size)
        painter.restore()

    def _paint_average(self, painter: QPainter, colour: QColor) -> None:
        path = QPainterPath()
        for index, game in enumerate(self._games):
            if game.average is None:
                continue
            point = QPointF((self._x(index) + self._x(index + 1)) / 2, self._y(game.average))
            if not path.elementCount():  # a path holding only its start is "empty"
                path.moveTo(point)
            else:
                path.lineTo(point)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # A halo of the background keeps the line apart from the bars it crosses.
        halo = QPen(self.palette().color(QPalette.ColorRole.Base), 4.5)
        halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(path, halo)
        line = QPen(colour, 2.0)
        line.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(path, line)
        painter.restore()

    def _paint_numbers(self, painter: QPainter, text: QColor) -> None:
        """Game numbers along the bottom, at round steps."""
        plot = self._plot()
        first, last = self._games[0].number, self._games[-1].number
        step = _number_step(last - first + 1, max(1, plot.width() // LABEL_ROOM))
        painter.setPen(text)
        number = (first + step - 1) // step * step
        while number <= last:
            index = number - first
            x = (self._x(index) + self._x(index + 1)) / 2
            painter.drawText(
                QRectF(x - LABEL_ROOM / 2, plot.bottom() + 3, LABEL_ROOM, MARGIN_BOTTOM - 3),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                str(number),
            )
            number += step

    def _paint_legend(self, painter: QPainter, text: QColor, colours: ChartColours) -> None:
        """What the marks mean, along the top: a swatch drawn as the marks are, then its words."""
        metrics = painter.fontMetrics()
        middle = MARGIN_TOP // 2
        x = float(self._plot().left())
        average = f"average of the last {AVERAGE_OF} games"
        for ending, words in [*RESULT_WORD.items(), (None, average)]:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            if ending is None:
                painter.setPen(QPen(colours.average, 2.0))
                painter.drawLine(QLineF(x, middle, x + 14, middle))
                x += 18
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(_dot_colour(colours, ending))
                painter.drawEllipse(QPointF(x + 4, middle), 3.5, 3.5)
                x += 11
            painter.restore()
            painter.setPen(text)
            painter.drawText(
                QRectF(x, 0, metrics.horizontalAdvance(words) + 2, MARGIN_TOP),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                words,
            )
            x += metrics.horizontalAdvance(words) + 12

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        game = self.game_at(event.position().toPoint())
        if game is None:
            QToolTip.hideText()
            return
        words = f"Game {game.number}, {deal_named(game.deal_number)}: score {game.score}, "
        words += RESULT_WORD[game.ending]
        if game.average is not None:
            words += f"; average of the last {AVERAGE_OF}: {game.average:.1f}"
        QToolTip.showText(event.globalPosition().toPoint(), words, self)
