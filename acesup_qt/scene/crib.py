"""How to play, printed on the felt below the piles, for a player's first games.

A few lines in the game's own words, in the table's type and colours, as a
card table has its rules printed on the cloth. It is part of the table, not
of the game: it takes no click or drag (the scene reads the mouse, and only
cards count there), lies under every slot and card, and never shares a spot
with a card at rest. As the piles grow down over it, it fades; it comes back
once they leave it room again, but only on a still table (never mid-slide),
and not while the game is over (the end-of-game dialog and a win's
celebration have the table), nor while the finished game is reviewed: Review
moves takes the table back to positions that are not over, and the words,
for playing, came back over the table the player was looking through. Nor
while the demo or Show me how plays the game for the player: words telling
the player what to do, while the player is not the one playing, read as
orders the player could not follow. They come back once the player takes
over (on a still table, as ever). Nor while a dialog over the game that found
no felt clear of both the cards and the words is open over them (``cover``):
half hidden, each line stuck out either side of it.

It speaks to the hand the player plays with on the table. The mouse's words
("click it", "drag it there") to begin with; the keys' words ("Enter on it",
``crib_words``) from the moment the player presses a key that plays (an
arrow, 1-4, Enter, or the Move menu's keys: ``play_hand``), and the mouse's
again at their next press of the mouse on the table. The hand is kept for the
next run. A keyboard player learns the keys where they read the rules, not
only in Help; a mouse player never reads of keys they do not use. The keys'
words have one more line, their legend, under the heading: where the felt is
short of room for it, it goes first, and the rules stay where they were.

On a narrow table (the stacked one at 480x700: its margins take more of the
width than the one row's) a line too long for the felt at the least type is
broken in two (``wrapped``), the halves as even as the words allow, rather
than shrunk below it: the keys' lines, longer than the mouse's, went there,
and How to play with them, for a keyboard player's every game.

Made after the first frame (``crib_switch``): the start pays nothing for it.
Its words join the table's description, for screen readers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..dialogs.chart_lines import draw_grid_line
from . import timing
from .crib_words import HEADING, KeyNames, crib_lines, keys_legend
from .layout import MARGIN
from .table_view import TableView

if TYPE_CHECKING:
    from .table_scene import TableScene

FADE_IN_MS = 450  # calm: the table's own words coming back into view
FADE_OUT_MS = 160  # quick: gone before the card dealt over it lands
TYPE_SIZE = 0.135  # the words' height, in card widths (the slots' captions are 0.15)
# Pixels: smaller is not worth showing. The words are light on the felt, not
# black on white; at 9 px, the least window's size, they were a strain to read.
# At 11 the longest line still fits the least window, on the felt's whole width.
LEAST_TYPE = 11.0
LINE_SPACING = 1.5  # in heights of the type
GAP = 0.18  # the least felt between the words and a card, in card widths
WORDS = QColor(236, 244, 230, 205)  # the slots' captions, a shade calmer
LEGEND = QColor(236, 244, 230, 150)  # the keys' legend: dimmer, a key to the lines
HEADING_COLOUR = QColor(236, 214, 150, 220)  # gold, as printed on a card table
RULE_COLOUR = QColor(236, 214, 150, 110)  # the fine lines either side of the heading
RULE_LENGTH = 3.0  # in heights of the type
SHADOW = QColor(0, 0, 0, 70)  # pressed into the cloth: readable on every felt


class Crib(QGraphicsObject):
    """How to play, in the empty felt below the piles of one TableScene."""

    def __init__(self, table: TableScene) -> None:
        super().__init__()
        self.table = table
        self.wanted = False  # the player's first games, or switched on (Help menu)
        self.reviewing = False  # Review moves is open on the finished game (``set_reviewing``)
        self.played_for = False  # the demo or Show me how plays (``set_played_for``)
        self.covered_by: set[int] = set()  # ids of dialogs open over the words (``cover``)
        self.keys: KeyNames | None = None  # the keys it names (``crib_switch``); None: never
        self.lines: tuple[str, ...] = ()  # the rules' lines under the heading
        # Each line as painted: in two rows where a narrow table breaks it (``wrapped``).
        self._line_rows: tuple[tuple[str, ...], ...] = ()
        self._legend_rows: tuple[str, ...] = ()
        self.legend = ""  # the keys' legend under the heading, while it shows ("": none)
        self._legend_words = ""  # the legend of the keys' words, shown where there is room
        self._left = 0.0  # where the words' box starts on the table, and its width
        self._width = 0.0
        self.font = QFont("DejaVu Sans")
        self.heading_font = QFont("DejaVu Sans")
        self.line_height = 0.0
        self.size = QRectF()  # the words' box, in the item's coordinates
        # The table layout, variant, keys and stock (empty or not) laid out for.
        self._laid_for: tuple[object, ...] = ()
        self._too_small = False
        self._aim = 0.0  # the opacity it is at or fading to
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(-20)  # under the slots (-10) and every card
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # words change rarely
        self.setOpacity(0.0)
        self.hide()
        self._fade = QPropertyAnimation(self, b"opacity", self)
        self._fade.finished.connect(self._after_fade)
        table.addItem(self)
        # After the scene's own handlers: the cards already have their places.
        table.model.position_changed.connect(self.follow)
        table.settled.connect(self.follow)  # still again: room to come back?
        table.hand_taken.connect(self._hand_taken)

    @property
    def by_keys(self) -> bool:
        """True while it speaks of the keys: the player's last hand on the table."""
        return self.keys is not None and self.table.by_keys

    def _hand_taken(self, _: bool) -> None:
        """The player took the keys, or the mouse: the words follow, at once."""
        if self.keys is None:
            return
        self.follow()
        if self.showing:
            self._describe_again()

    # -- what shows --------------------------------------------------------------

    def set_wanted(self, wanted: bool) -> None:
        """Show it (where there is room) or not: the player's first games, or their choice."""
        self.wanted = wanted
        self.follow()

    def set_reviewing(self, on: bool) -> None:
        """Review moves opens (``on``) or closes: the words go while it is open."""
        self.reviewing = on
        self.follow()

    def set_played_for(self, on: bool) -> None:
        """The demo or Show me how starts (``on``) or stops playing the game for the
        player: the words go while it plays, and come back as the player takes over."""
        self.played_for = on
        self.follow()

    def cover(self, dialog: object, on: bool) -> None:
        """A dialog placed over the words (``on``) or gone from them: they step aside
        while one is. (Still laid out and told as taken, ``felt_taken``: a dialog
        placed again, the window made larger, may find felt clear of them.)"""
        before = bool(self.covered_by)
        (self.covered_by.add if on else self.covered_by.discard)(id(dialog))
        if bool(self.covered_by) != before:
            self.follow()

    @property
    def showing(self) -> bool:
        """True while it is on the table, or coming onto it."""
        return self._aim > 0.0

    def why_hidden(self) -> str:
        """Why it does not show now though wanted, in words for the status bar; "" if it does."""
        # Over first: a review closed at the end leaves the game over, not played on.
        if self.table.model.game.is_over():
            return "How to play shows on the table again with the next game."
        if self.reviewing:
            return "How to play shows on the table again once Review moves is closed."
        if self.played_for:
            return "How to play shows on the table again once you take over the play."
        if self._too_small:
            return "How to play shows below the piles on a larger window."
        if not self._has_room():
            return "How to play shows below the piles once they leave it room."
        return ""

    def follow(self) -> None:
        """Lay it out for the table as it is, and fade it in or out as the piles allow."""
        if not self.wanted and not self.isVisible():
            return  # nothing to lay out: a player past their first games pays nothing
        self._lay_out()
        show = self._belongs() and not self.covered_by
        if show and self.table.animating:
            return  # comes back once the cards are still (``settled``)
        self._fade_to(1.0 if show else 0.0)

    def felt_taken(self) -> QRectF:
        """Where the words lie on the table, in the scene, while they show or are
        about to (once the cards are still); an empty rectangle when they do not."""
        if not self.wanted:
            return QRectF()
        self._lay_out()  # for the table as it is now: a dialog asks as the window resizes
        return self.mapRectToScene(self.size) if self._belongs() else QRectF()

    def _belongs(self) -> bool:
        """Whether the words are on the table for it as it is (or will be, once still)."""
        return (
            self.wanted
            and not self.reviewing
            and not self.played_for
            and not self.table.model.game.is_over()
            and not self.table.celebration.playing
            and self._has_room()
        )

    def spoken(self) -> str:
        """Its words for a screen reader (the last full stop left to the table's description):
        the keys' legend too, room or not."""
        words = (self._legend_words, *self.lines) if self._legend_words else self.lines
        return (f"{HEADING}: " + " ".join(words)).removesuffix(".")

    # -- layout ------------------------------------------------------------------

    def _lay_out(self) -> None:
        layout, variant = self.table.layout, self.table.model.variant
        keys = self.keys if self.by_keys else None
        stock_empty = self.table.model.game.stock_count == 0  # nothing to deal: not told of
        if self._laid_for != (layout, variant, keys, stock_empty):
            self._laid_for = (layout, variant, keys, stock_empty)
            lines = crib_lines(variant, keys, stock_empty)
            self._lay_out_words(lines, keys_legend(keys) if keys else "")
        # The legend where the felt has room for it, else the rules alone: they stay put,
        # the words standing on the table's foot, and the legend above them goes.
        self._place(bool(self._legend_words))
        if self._legend_words and not self._has_room():
            self._place(False)

    def _lay_out_words(self, lines: tuple[str, ...], legend: str) -> None:
        """The words' type and width for the table as it is: the legend's too, shown or not,
        so that its coming and going changes nothing else."""
        layout = self.table.layout
        # The row's width, the stock's left edge to the heap's right: the widest
        # the words may run, centred under the piles as the table is.
        left = layout.stock[0]
        room = layout.discard[0] + layout.card_width - left
        size = max(LEAST_TYPE, layout.card_width * TYPE_SIZE)
        font = QFont("DejaVu Sans")
        font.setPixelSize(round(size))
        metrics = QFontMetricsF(font)
        widest = max(metrics.horizontalAdvance(line) for line in (*lines, legend))
        if widest > room:  # a small table: the felt's whole width, still centred
            room = min(widest, layout.width - 2 * MARGIN * layout.card_width)
            left = (layout.width - room) / 2
        if widest > room:  # a narrow table: smaller type rather than a line cut short
            size = max(min(size, LEAST_TYPE), size * room / widest)
            font.setPixelSize(max(1, int(size)))
            metrics = QFontMetricsF(font)
        # Still too long at the least type: broken into rows that fit, where words allow.
        line_rows = tuple(wrapped(line, metrics, room) for line in lines)
        legend_rows = wrapped(legend, metrics, room) if legend else ()
        rows = [row for line in (*line_rows, legend_rows) for row in line]
        too_long = any(metrics.horizontalAdvance(row) > room for row in rows)
        heading = QFont(font)
        heading.setCapitalization(QFont.Capitalization.SmallCaps)
        heading.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 112)
        heading.setBold(True)
        shown = (lines, legend, font, room, line_rows)
        if shown != (self.lines, self._legend_words, self.font, self._width, self._line_rows):
            self.lines, self._legend_words = lines, legend
            self._line_rows, self._legend_rows = line_rows, legend_rows
            self.font, self.heading_font = font, heading
            self.update()
        self._left, self._width = left, room
        self.line_height = size * LINE_SPACING
        self._too_small = size < LEAST_TYPE or too_long

    def _place(self, legend: bool) -> None:
        """The words' box on the table's foot, with the keys' legend or without."""
        # The heading, the legend, the rules, each perhaps in more than one row.
        rows = 1 + len(self._legend_rows) * legend + sum(map(len, self._line_rows))
        height = self.line_height * rows
        box = QRectF(0, 0, self._width, height)
        shown = self._legend_words if legend else ""
        if (box, shown) != (self.size, self.legend):
            self.prepareGeometryChange()
            self.size, self.legend = box, shown
            self.update()
        self.setPos(self._left, self.table.layout.bottom - height)

    def _has_room(self) -> bool:
        """True when the words are big enough to read and no card at rest comes near them."""
        if self._too_small:
            return False
        gap = self.table.layout.card_width * GAP
        words = self.mapRectToScene(self.size).adjusted(-gap, -gap, gap, gap)
        for item in self.table.cards.values():
            if item.isVisible():
                resting = QRectF(item.target.x(), item.target.y(), item.width, item.height)
                if resting.intersects(words):
                    return False
        return True

    # -- fading --------------------------------------------------------------------

    def _fade_to(self, opacity: float) -> None:
        if opacity == self._aim:
            return  # there, or on its way
        self._aim = opacity
        self._describe_again()  # screen readers hear the words while they show
        fade = self._fade
        fade.stop()
        duration = timing.scaled(FADE_IN_MS if opacity else FADE_OUT_MS)
        fade.setEndValue(opacity)
        if opacity:
            self.show()
        if not duration:
            self.setOpacity(opacity)
            self._after_fade()
            return
        fade.setStartValue(self.opacity())
        fade.setDuration(duration)
        fade.start()

    def _describe_again(self) -> None:
        for view in self.table.views():
            if isinstance(view, TableView):
                view.describe_again()

    def _after_fade(self) -> None:
        if self._aim == 0.0:
            self.hide()  # a hidden item costs the view nothing

    # -- painting ------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self.size.adjusted(-2, -2, 2, 2)  # and the shadow

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        centre = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter
        rows = [(HEADING, self.heading_font, HEADING_COLOUR)]
        rows += [(row, self.font, LEGEND) for row in self._legend_rows] if self.legend else []
        rows += [(row, self.font, WORDS) for line in self._line_rows for row in line]
        self._paint_rules(painter)
        for i, (text, font, colour) in enumerate(rows):
            row = QRectF(0, i * self.line_height, self.size.width(), self.line_height)
            painter.setFont(font)
            painter.setPen(SHADOW)
            painter.drawText(row.translated(0, 1), centre, text)
            painter.setPen(colour)
            painter.drawText(row, centre, text)

    def _paint_rules(self, painter: QPainter) -> None:
        """A fine gold line either side of the heading, as a printed cloth has."""
        half = QFontMetricsF(self.heading_font).horizontalAdvance(HEADING) / 2
        pad = self.line_height * 0.5
        length = self.line_height / LINE_SPACING * RULE_LENGTH
        middle, y = self.size.width() / 2, self.line_height * 0.55
        # Laid on ``y`` as it comes, a one-pixel rule straddled two rows at half
        # strength (three at a pixel ratio of 2): on whole pixels, as the charts'.
        for side in (-1, 1):
            start = middle + side * (half + pad)
            draw_grid_line(painter, RULE_COLOUR, start, start + side * length, y)


def wrapped(line: str, metrics: QFontMetricsF, room: float) -> tuple[str, ...]:
    """``line`` whole if it fits ``room``, else in two rows, broken between words where
    they come out most even. No more than two: a line that needs three is too long
    for the table (the caller finds a row still too wide), not a column of words."""
    words = line.split(" ")
    if metrics.horizontalAdvance(line) <= room or len(words) == 1:
        return (line,)
    halves = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(halves, key=lambda half: max(map(metrics.horizontalAdvance, half)))
