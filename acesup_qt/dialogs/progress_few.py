"""The Progress chart while too few games are played to chart a trend (1 to 9):
a compact block, centred, of each game so far (a dot of its result's colour,
its score, the result in a word) above the line saying when the chart starts.

A chart's axes and room for 200 games, stretched round three dots, read as a
broken chart; words alone in a big empty box said nothing of the games the
record beside it counts.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter

from ..storage.records import Ending
from .chart_colours import ChartColours

CELL = 52  # pixels a game's column wants at the least: room round its score and word
DOT = 5.0  # a dot's radius: the size of the chart's largest, to be seen alone
GAP = 10  # between the row of games and the words under it


def words_font(font: QFont) -> QFont:
    """The small font of the result words, as the chart's own numbers."""
    small = QFont(font)
    small.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
    return small


def block_height(font: QFont, words_lines: int = 2) -> int:
    """The block's height: a dot, the score, the result, then the words' lines."""
    metrics, small = QFontMetrics(font), QFontMetrics(words_font(font))
    return (
        int(2 * DOT) + 4 + metrics.height() + small.height() + GAP + words_lines * metrics.height()
    )


def _wanted(font: QFont) -> int:
    """What a game's column wants: ``CELL``, or more where "abandoned" in the small
    font needs it. A fixed 52 px left 48 for a word of 56 in a 9-point Sans (Linux's
    usual): a lone game left said "left", the word kept for a row too full for it."""
    small = QFontMetrics(words_font(font))
    return max(CELL, small.horizontalAdvance(NAMES[Ending.ABANDONED]) + 4)


def _cell(width: int, count: int, font: QFont) -> int:
    """A game's column width: what it wants, less when that many would not fit."""
    return max(1, min(_wanted(font), width // max(1, count)))


def _row(room: QRect, count: int, font: QFont) -> tuple[int, int]:
    """The row's left edge and a column's width, the row centred in ``room``."""
    cell = _cell(room.width(), count, font)
    return room.center().x() - cell * count // 2, cell


def _top(room: QRect, font: QFont) -> int:
    """The block's top, the block centred in ``room``."""
    return room.top() + max(0, (room.height() - block_height(font)) // 2)


def game_at(room: QRect, font: QFont, count: int, point: QPoint) -> int | None:
    """The index of the game whose column, dot to result word, is under ``point``."""
    left, cell = _row(room, count, font)
    top = _top(room, font)
    bottom = top + block_height(font, 0) - GAP
    if not (top <= point.y() < bottom and left <= point.x() < left + cell * count):
        return None
    return (point.x() - left) // cell


NAMES = {Ending.WON: "won", Ending.LOST: "lost", Ending.ABANDONED: "abandoned"}


def result_word(ending: Ending, small: QFontMetrics, cell: int) -> str:
    """The word under a game's score in a column ``cell`` pixels wide."""
    word = NAMES[ending]
    if small.horizontalAdvance(word) > cell - 4:
        # Nine games in 500 px: "abando…" read as a fault; "left" is the
        # record's own word for it ("A game left for a new one...").
        word = "left" if ending is Ending.ABANDONED else word
    return small.elidedText(word, Qt.TextElideMode.ElideRight, cell - 2)


def result_words(font: QFont, width: int, endings: Sequence[Ending]) -> list[str]:
    """The words under the games' scores in a row ``width`` pixels wide."""
    cell = _cell(width, len(endings), font)
    small = QFontMetrics(words_font(font))
    return [result_word(ending, small, cell) for ending in endings]


def paint_few(
    painter: QPainter,
    room: QRect,
    results: Sequence[tuple[int, Ending]],
    colours: ChartColours,
    text: QColor,
    words: str,
) -> None:
    """Each game's dot, score and result in a centred row, ``words`` under them."""
    font = painter.font()
    metrics, small = QFontMetrics(font), words_font(font)
    small_metrics = QFontMetrics(small)
    left, cell = _row(room, len(results), font)
    top = _top(room, font)
    for index, (score, ending) in enumerate(results):
        x = left + index * cell
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        if ending is Ending.WON:
            painter.setBrush(colours.won)
        else:
            painter.setBrush(colours.abandoned if ending is Ending.ABANDONED else colours.lost)
        painter.drawEllipse(QPointF(x + cell / 2, top + DOT), DOT, DOT)
        painter.restore()
        painter.setPen(text)
        y = top + int(2 * DOT) + 4
        centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
        painter.setFont(font)
        painter.drawText(QRect(x, y, cell, metrics.height()), centre, str(score))
        painter.setFont(small)
        word = result_word(ending, small_metrics, cell)
        y += metrics.height()
        painter.drawText(QRect(x, y, cell, small_metrics.height()), centre, word)
    painter.setFont(font)
    y = top + block_height(font, 0)
    lines = QRect(room.left() + 12, y, room.width() - 24, 2 * metrics.height())
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    painter.drawText(lines, flags, words)
