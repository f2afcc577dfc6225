"""Where a dialog over the table goes so that it hides no card: geometry on screen rectangles.

When a game ends the player wants the final table in sight next to the
result: the four aces, or the cards that stuck. The dialog looks for a spot
of felt no card lies on, on the table first (as near as it can to where it
was wanted: centred at the bottom), then beside the window when the screen
has room there. Only when there is no such spot does it cover cards, and then
it chooses what matters least, never a top card's index while it can help it.

What a covered part of a card is worth (the weights ``game_end`` gives):
- a pile's top card's index corners (its rank and suit, at the top left and,
  turned, at the bottom right) must stay in sight: a player must see what they
  won or lost with. They are no weight but a rule, broken only when nothing
  else is possible (over the toolbar is possible, never over the menu bar,
  which ``inside`` leaves out), and then the turned ones first: the top-left
  one tells the card as well, where a player looks first;
- the strip a covered card shows in the fan is its index, all there is of it;
  a buried ace's index is more than a weight: it stays in sight where it can,
  after the status bar's line, before any weight of the other cards (where the
  aces stuck is what a lost game comes down to), over the toolbar if need be;
- the face of a top card between its indices is a picture: it costs least;
- what lies under the next card of the fan is not seen anyway: it costs nothing.

The status bar's line says the result and the coach's rating of the last move,
which the dialog does not: it stays in sight too, after the indices (on an
800x600 screen the compact dialog went over it rather than over a card's face).

How to play, printed on the felt for a player's first games (``scene.crib``),
is no card, but a dialog over it hid half its lines, between them and the
cards though there was room: of the spots hiding no card, one clear of the
crib as well wins; with none, the choice is the one made without it.

The words under the stock and the discard heap ("Stock empty", the score)
stay in sight where a spot hiding no card leaves them so; where none does,
the dialog hides them whole rather than cut them: a dialog too tall for the
felt under "Stock empty" (1280x720, a lost game that could have been won)
sat with its title bar across the words' foot, their top half on the felt,
which looks broken.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from PySide6.QtCore import QMargins, QPoint, QRect, QSize

GAP = 12  # felt left between the dialog and the nearest card or window edge
INDEX_GAP = 3  # felt kept around a top card's index when the dialog must cover the card


@dataclass(frozen=True)
class Surroundings:
    """What a dialog must fit in and keep clear of, in screen coordinates.

    ``room`` is the table, ``cards`` the cards on it (rectangles and weights),
    ``screen`` the screen's free area and ``window`` the main window's frame;
    ``frame`` is what the window manager adds around a window (title bar,
    borders), taken from the main window's: a dialog's own is not known until
    it is shown. ``indices`` are the top cards' index corners at the top
    left and ``turned_indices`` those at the bottom right, which the dialog
    leaves in sight wherever it can; then ``status``, the status bar's line;
    ``words`` (under the stock and the discard heap) stay in sight where a
    spot hiding no card leaves them so (else they are hidden whole, not cut),
    as does ``crib`` (How to play, on the felt), before them. ``inside`` is the
    window's inside, its frame's title bar and borders left out: a dialog over the
    window stays within it (at 800x600 one went over the window's title bar).
    """

    room: QRect
    cards: tuple[tuple[QRect, int], ...] = ()
    screen: QRect | None = None
    window: QRect | None = None
    frame: QMargins = field(default_factory=QMargins)
    indices: tuple[QRect, ...] = ()
    turned_indices: tuple[QRect, ...] = ()
    status: QRect | None = None
    words: tuple[QRect, ...] = ()
    crib: QRect | None = None
    inside: QRect | None = None
    # The index corners of the aces buried in the piles: where the aces stuck is what
    # a lost game comes down to. In sight where the dialog can leave them so, after
    # the status bar, before how much of the other cards it hides.
    aces: tuple[QRect, ...] = ()

    def spot(self, size: QSize, prefer: QPoint | None = None) -> QPoint:
        """Where the inside of a dialog of ``size`` goes, its frame around it (see
        ``clear_spot``). ``prefer`` and the answer are the inside's top-left corner,
        as ``QWidget.setGeometry`` takes it: ``move`` on a window not shown yet
        placed the inside there on X11, its title bar above, over the toolbar."""
        inset = QPoint(self.frame.left(), self.frame.top())
        outer = size.grownBy(self.frame)
        wanted = prefer - inset if prefer is not None else None
        found = clear_spot(
            outer,
            self.room,
            self.cards,
            self.screen,
            self.window,
            wanted,
            self._all_indices(),
            self.status,
            self.words,
            self.crib,
            self.inside,
            self.aces,
        )
        return found + inset

    def framed(self, outer: QRect, inner: QRect) -> Surroundings:
        """These surroundings for a dialog already framed by the window manager (its
        frame ``outer`` around its inside ``inner``): its own frame, not the window's.
        A maximised window has no side borders, a dialog has: placed flush with the
        screen's edge by the window's, its border hung a pixel off the screen."""
        if outer == inner:  # not framed yet: the window's is the best guess
            return self
        left, top = inner.left() - outer.left(), inner.top() - outer.top()
        right, bottom = outer.right() - inner.right(), outer.bottom() - inner.bottom()
        return replace(self, frame=QMargins(left, top, right, bottom))

    def is_clear(self, inside: QRect, words: bool = False) -> bool:
        """Whether a dialog whose inside is ``inside`` hides no card and sits on the
        table or beside the window (not over its menus, not off the screen); with
        ``words``, and leaves the words under the stock and the discard heap, and the
        crib, in sight."""
        cost = self._cost(inside)
        clear = (
            not cost.off_screen
            and cost.indices == cost.turned == cost.status == cost.aces == 0
            and not cost.hides_cards
            and cost.where < 2
        )
        return clear and not (words and (cost.crib or cost.words))

    def cuts_words(self, inside: QRect) -> bool:
        """Whether a dialog whose inside is ``inside`` (its frame around it) hides part
        of the words under the stock or the discard heap, leaving the rest on the felt."""
        spot = edges(inside.marginsAdded(self.frame))
        return any(_cut(spot, edges(rect)) for rect in self.words)

    def shortfall(self, inside: QRect) -> Shortfall:
        """What a dialog whose inside is ``inside`` hides of what must stay in sight,
        to compare spots of dialogs of different sizes (lower is better): whether it
        is off the screen, the index area it hides (top-left, then turned), whether,
        hiding cards, it reaches past the window's edge, the status bar's area, the
        buried aces' index area, and whether, hiding cards, it is off the table (over
        the toolbar: at 800x600 a slim dialog there hid less of the cards than a tight
        one on the table, in the corner of the window's buttons the dialog offers too)."""
        cost = self._cost(inside)
        off_table = cost.hides_cards and bool(cost.where)
        return (
            cost.off_screen,
            cost.indices,
            cost.turned,
            cost.outside,
            cost.status,
            cost.aces,
            off_table,
        )

    def hidden_weight(self, inside: QRect) -> int:
        """How much of the cards a dialog whose inside is ``inside`` hides, by their
        weights: to choose, among dialogs that hide as little of what must stay in
        sight, the one that leaves the most of the table seen."""
        return self._cost(inside).weight  # 0 where it hides no card

    def _cost(self, inside: QRect) -> Cost:
        """``_Judge.cost`` of a dialog whose inside is ``inside``, its frame around it."""
        judge = _Judge(
            _in_sight(self.room, self.screen),
            self.cards,
            self.screen,
            self.window,
            None,
            self._all_indices(),
            self.status,
            self.words,
            self.crib,
            self.inside,
            self.aces,
        )
        return judge.cost(edges(inside.marginsAdded(self.frame)))

    def _all_indices(self) -> tuple[tuple[QRect, bool], ...]:
        """The index corners, each with whether it is a turned one."""
        return tuple((rect, False) for rect in self.indices) + tuple(
            (rect, True) for rect in self.turned_indices
        )


def bottom_centre(size: QSize, room: QRect) -> QPoint:
    """Where a dialog of ``size`` would sit at the bottom of ``room``, centred."""
    x = room.center().x() - size.width() // 2
    y = max(room.top(), room.bottom() + 1 - size.height() - GAP)
    return QPoint(x, y)


Edges = tuple[int, int, int, int]  # left, top, right, bottom; right and bottom just outside
Shortfall = tuple[bool, int, int, int, int, int, bool]  # see ``Surroundings.shortfall``


class Cost(NamedTuple):
    """What a spot costs (``_Judge.cost``): compared field by field, lower is better.

    A spot that hides a card loses to any that hides none on ``hides_cards``, so
    the fields after it are compared only between spots alike in that: ``crib``
    among clear spots (0 where cards are hidden: no spot is clear of the crib
    then, and it is left out), ``weight`` among spots hiding cards (0 for a clear one).
    """

    off_screen: bool  # off the screen, or larger than the table and the screen
    indices: int  # the top cards' top-left index area hidden, in pixels
    turned: int  # and the turned ones' (bottom right)
    # Clear of the cards: half over the window and half past its edge while fitting
    # inside it. Hiding cards: not within the window's inside.
    outside: bool
    status: int  # the status bar's area hidden
    aces: int  # the buried aces' index area hidden (``Surroundings.aces``)
    hides_cards: bool
    # Clear of the cards: 0 on the table, 1 beside the window, 2 half over it (its
    # menus or status bar). Hiding cards: 1 anywhere but on the table (0).
    where: int
    crib: int  # 1 over How to play on the felt
    weight: int  # the cards hidden, area times weight (padded with felt)
    words: int  # the words under the stock and the heap: see ``_Judge.words_hidden``
    distance: int  # squared, from the spot wanted


def edges(rect: QRect) -> Edges:
    return rect.x(), rect.y(), rect.x() + rect.width(), rect.y() + rect.height()


def covered(spot: Edges, cards: Iterable[tuple[Edges, int]]) -> int:
    """How much of the cards ``spot`` hides: area in pixels times each card's weight.

    On plain integers: a placement judges some thousand spots against every
    card, and a call into Qt for each would take tens of milliseconds, far
    more while the solver and the coach work in other threads.
    """
    left, top, right, bottom = spot
    total = 0
    for (card_left, card_top, card_right, card_bottom), weight in cards:
        if card_left < right and left < card_right and card_top < bottom and top < card_bottom:
            width = (right if right < card_right else card_right) - (
                left if left > card_left else card_left
            )
            height = (bottom if bottom < card_bottom else card_bottom) - (
                top if top > card_top else card_top
            )
            total += width * height * weight
    return total


def _inside(spot: Edges, area: Edges) -> bool:
    return area[0] <= spot[0] and area[1] <= spot[1] and spot[2] <= area[2] and spot[3] <= area[3]


def _cut(spot: Edges, area: Edges) -> bool:
    """Whether ``spot`` hides part of ``area``, not all of it."""
    return _overlap(spot, area) and not _inside(area, spot)


def _in_sight(room: QRect, screen: QRect | None) -> QRect:
    """The part of the table on the screen: a window may reach past the screen's edge
    (moved there, or made 800x600 on an 800x600 screen, under its title bar), and a
    dialog at the table's foot would be cut off."""
    return room.intersected(screen) if screen is not None else room


def _overlap(spot: Edges, area: Edges) -> bool:
    return spot[0] < area[2] and area[0] < spot[2] and spot[1] < area[3] and area[1] < spot[3]


def clear_spot(
    size: QSize,
    room: QRect,
    cards: Sequence[tuple[QRect, int]],
    screen: QRect | None = None,
    window: QRect | None = None,
    prefer: QPoint | None = None,
    indices: Sequence[tuple[QRect, bool]] = (),
    status: QRect | None = None,
    words: Sequence[QRect] = (),
    crib: QRect | None = None,
    inside: QRect | None = None,
    aces: Sequence[QRect] = (),
) -> QPoint:
    """The top-left corner for a dialog of ``size`` (its frame included).

    ``room`` is the table and ``cards`` the rectangles of the cards on it with
    their weights, all in screen coordinates. The dialog stays in ``room``
    when it can hide no card there, else goes beside ``window`` (the main
    window's frame) on ``screen``; failing both, it hides the least it can,
    on the table if it can, and never one of the ``indices`` (the top cards'
    index corners, each with whether it is a turned one, at the bottom
    right) if it can help it: a turned one before one at the top left; nor
    ``status`` (the window's status bar), after them. Of the spots hiding no
    card, one clear of ``crib`` is better, then one leaving ``words`` in sight, then
    one hiding them whole rather than cutting them (with
    no spot clear of ``crib``, it is chosen as though there were no crib). Among equal spots the
    nearest to ``prefer`` (the bottom centre of the table unless given) wins. Over the
    window, it stays within ``inside`` (the window's inside, under its title bar).
    It leaves ``aces`` (the buried aces' index corners) in sight where it can, after
    ``status``, before the weight of the cards it hides.
    """
    room = _in_sight(room, screen)
    wanted = prefer if prefer is not None else bottom_centre(size, room)
    judge = _Judge(room, cards, screen, window, wanted, indices, status, words, crib, inside, aces)
    width, height = size.width(), size.height()
    xs = {wanted.x(), room.left() + GAP, room.right() + 1 - GAP - width}
    ys = {wanted.y(), room.top() + GAP, room.bottom() + 1 - GAP - height}
    # Flush against each card (with felt around it) and each index, on every side.
    flush = [*judge.padded, *judge.indices, *judge.sights, *judge.words, *judge.crib, *judge.aces]
    for rect, _ in flush:
        xs.update((rect.left() - width, rect.right() + 1))
        ys.update((rect.top() - height, rect.bottom() + 1))
    for rect in words:  # over the words, whole: flush with their edges, from inside
        xs.update((rect.left(), rect.right() + 1 - width))
        ys.update((rect.top(), rect.bottom() + 1 - height))
    frame, inner = judge.frame, judge.inner
    # Flush with the window's inside: over its menus, yet not over its title bar, nor
    # past it onto the desktop.
    xs.update((inner.left(), inner.right() + 1 - width))
    ys.update((inner.top(), inner.bottom() + 1 - height))
    if screen is not None:
        xs.update((frame.left() - GAP - width, frame.right() + 1 + GAP))
        xs.update((screen.left(), screen.right() + 1 - width))
        ys.update((frame.top() - GAP - height, frame.bottom() + 1 + GAP))
        ys.update((screen.top(), screen.bottom() + 1 - height))
    spots = [(x, y, x + width, y + height) for x in xs for y in ys]
    # Some 1,600 spots, and the full cost of each is most of a placement's time (a lost
    # game's dialog is placed in up to a dozen sizes): judged first on the cost's
    # cheap leading measures, which most spots lose on, then in full among those tied
    # on them, in the same order (the same spot as judging all in full).
    leading = [judge.leading(spot) for spot in spots]
    least = min(leading)
    best = min((s for s, lead in zip(spots, leading, strict=True) if lead == least), key=judge.cost)
    return QPoint(best[0], best[1])


class _Judge:
    """Ranks the spots a dialog could take: lower ``cost`` is better."""

    def __init__(
        self,
        room: QRect,
        cards: Iterable[tuple[QRect, int]],
        screen: QRect | None,
        window: QRect | None,
        wanted: QPoint | None,
        indices: Iterable[tuple[QRect, bool]],
        status: QRect | None = None,
        words: Iterable[QRect] = (),
        crib: QRect | None = None,
        inside: QRect | None = None,
        aces: Iterable[QRect] = (),
    ) -> None:
        self.frame = window if window is not None else room
        # What a dialog over the window keeps within: its inside, not its title bar.
        self.inner = inside if inside is not None else self.frame
        self.inner_edges = edges(self.inner)
        self.room = edges(room)
        self.screen = edges(screen) if screen is not None else None
        self.frame_edges = edges(self.frame)
        self.wanted = wanted if wanted is not None else room.center()
        # Felt around each card, so that the dialog does not touch one.
        self.padded = [(rect.adjusted(-GAP, -GAP, GAP, GAP), weight) for rect, weight in cards]
        self.indices = [
            (rect.adjusted(-INDEX_GAP, -INDEX_GAP, INDEX_GAP, INDEX_GAP), turned)
            for rect, turned in indices
        ]
        self._padded = [(edges(rect), weight) for rect, weight in self.padded]
        self._indices = [(edges(rect), 1) for rect, turned in self.indices if not turned]
        self._turned = [(edges(rect), 1) for rect, turned in self.indices if turned]
        # Felt around a buried ace's index as around a top card's: it is read, not hit.
        self.aces = [
            (rect.adjusted(-INDEX_GAP, -INDEX_GAP, INDEX_GAP, INDEX_GAP), 1) for rect in aces
        ]
        self._aces = [(edges(rect), weight) for rect, weight in self.aces]
        self.sights = [(status, 1)] if status is not None else []
        self._sights = [(edges(rect), weight) for rect, weight in self.sights]
        self.words = [(rect.adjusted(-GAP, -GAP, GAP, GAP), 1) for rect in words]
        self._words = [(edges(rect), weight) for rect, weight in self.words]
        self._whole_words = [edges(rect) for rect in words]
        padded = crib.adjusted(-GAP, -GAP, GAP, GAP) if crib is not None else None
        self.crib = [(padded, 1)] if padded is not None else []
        self._crib = [(edges(rect), weight) for rect, weight in self.crib]

    def cost(self, spot: Edges) -> Cost:
        """Off the screen, index area hidden (top-left, then turned), past the
        window's edge while hiding a card (or half over it, half past its edge, while
        fitting inside it), status bar hidden, any card hidden, where, over the crib
        (where no card is hidden), weight hidden (where one is), words hidden (see
        ``words_hidden``), distance: see ``Cost``."""
        where = self._where(spot)
        distance = (spot[0] - self.wanted.x()) ** 2 + (spot[1] - self.wanted.y()) ** 2
        indices = covered(spot, self._indices)
        turned = covered(spot, self._turned)
        status = covered(spot, self._sights)
        aces = covered(spot, self._aces)
        hidden = covered(spot, self._padded)
        words = self.words_hidden(spot)
        if hidden == 0:  # a clear spot: on the table, else beside the window
            # Over the crib or not, not how much of it: with no spot clear of it, the
            # spot is the one chosen without it (as near as can be to the one wanted).
            crib = int(covered(spot, self._crib) > 0)
            # Half over the window and half past its edge, a dialog that fits inside it
            # looks dropped there: Select deal number hung 19 pixels past the right edge
            # at 1366x768, the one strip of bare felt too narrow for it. Rather inside,
            # over a covered card (never an index), or wholly beside the window.
            hangs = where == 2 and self.fits(spot) and not _inside(spot, self.inner_edges)
            return Cost(
                where == 3,
                indices,
                turned,
                hangs,
                status,
                aces,
                False,
                where,
                crib,
                0,
                words,
                distance,
            )
        # Cards must be hidden: then within the window, even over its status bar's edge,
        # rather than half past the window onto the desktop (at 800x600 a dialog slid
        # off the window to hide a few pixels less of the status bar); and better on
        # the table than over the menus and the status bar.
        past = not _inside(spot, self.inner_edges)
        return Cost(
            where == 3,
            indices,
            turned,
            past,
            status,
            aces,
            True,
            where != 0,
            0,
            hidden,
            words,
            distance,
        )

    def leading(self, spot: Edges) -> tuple[bool, int, int]:
        """The first three of ``cost``'s measures, the cheapest: off the screen, and
        the index area hidden (top-left, then turned)."""
        return self._where(spot) == 3, covered(spot, self._indices), covered(spot, self._turned)

    def _where(self, spot: Edges) -> int:
        """0 on the table, 1 beside the window, 2 half over it (on its menus or status
        bar), 3 off the screen (or larger than the table and the screen)."""
        screen = self.screen
        if _inside(spot, self.room):
            return 0
        if screen is not None and _inside(spot, screen):
            # Beside the window rather than half over it, on its menus or status bar.
            return 2 if _overlap(spot, self.frame_edges) else 1
        return 3

    def fits(self, spot: Edges) -> bool:
        """Whether a dialog the size of ``spot`` fits inside the window, under its title bar."""
        left, top, right, bottom = self.inner_edges
        return spot[2] - spot[0] <= right - left and spot[3] - spot[1] <= bottom - top

    def words_hidden(self, spot: Edges) -> int:
        """How badly ``spot`` hides the words under the stock and the discard heap:
        for each, 0 left in sight (its felt around it too), 1 hidden whole, 2 cut."""
        hidden = 0
        for (padded, _), whole in zip(self._words, self._whole_words, strict=True):
            if _overlap(spot, padded):
                hidden += 1 if _inside(whole, spot) else 2
        return hidden
