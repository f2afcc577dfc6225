"""Where a dialog over the table goes so that it hides no card: geometry on screen rectangles.

When a game ends the player wants the final table in sight next to the
result: the four aces, or the cards that stuck. The dialog looks for a spot
of felt no card lies on, on the table first (as near as it can to where it
was wanted: centred at the bottom), then beside the window when the screen
has room there. Only when there is no such spot does it cover cards, and then
it chooses the cards that matter least (each card rectangle has a weight: a
pile's top card is worth more than the covered cards fanned above it).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QMargins, QPoint, QRect, QSize

GAP = 12  # felt left between the dialog and the nearest card or window edge


@dataclass(frozen=True)
class Surroundings:
    """What a dialog must fit in and keep clear of, in screen coordinates.

    ``room`` is the table, ``cards`` the cards on it (rectangles and weights),
    ``screen`` the screen's free area and ``window`` the main window's frame;
    ``frame`` is what the window manager adds around a window (title bar,
    borders), taken from the main window's: a dialog's own is not known until
    it is shown.
    """

    room: QRect
    cards: tuple[tuple[QRect, int], ...] = ()
    screen: QRect | None = None
    window: QRect | None = None
    frame: QMargins = field(default_factory=QMargins)

    def spot(self, size: QSize, prefer: QPoint | None = None) -> QPoint:
        """Where the inside of a dialog of ``size`` goes, its frame around it (see
        ``clear_spot``). ``prefer`` and the answer are the inside's top-left corner,
        as ``QWidget.setGeometry`` takes it: ``move`` on a window not shown yet
        placed the inside there on X11, its title bar above, over the toolbar."""
        inset = QPoint(self.frame.left(), self.frame.top())
        outer = size.grownBy(self.frame)
        wanted = prefer - inset if prefer is not None else None
        found = clear_spot(outer, self.room, self.cards, self.screen, self.window, wanted)
        return found + inset


def bottom_centre(size: QSize, room: QRect) -> QPoint:
    """Where a dialog of ``size`` would sit at the bottom of ``room``, centred."""
    x = room.center().x() - size.width() // 2
    y = max(room.top(), room.bottom() + 1 - size.height() - GAP)
    return QPoint(x, y)


def covered(spot: QRect, cards: Iterable[tuple[QRect, int]]) -> int:
    """How much of the cards ``spot`` hides: area in pixels times each card's weight."""
    total = 0
    for rect, weight in cards:
        hidden = spot.intersected(rect)
        if not hidden.isEmpty():
            total += hidden.width() * hidden.height() * weight
    return total


def clear_spot(
    size: QSize,
    room: QRect,
    cards: Sequence[tuple[QRect, int]],
    screen: QRect | None = None,
    window: QRect | None = None,
    prefer: QPoint | None = None,
) -> QPoint:
    """The top-left corner for a dialog of ``size`` (its frame included).

    ``room`` is the table and ``cards`` the rectangles of the cards on it with
    their weights, all in screen coordinates. The dialog stays in ``room``
    when it can hide no card there, else goes beside ``window`` (the main
    window's frame) on ``screen``; failing both, it hides the least it can,
    on the table if it can.
    Among equal spots the nearest to ``prefer`` (the bottom centre of the
    table unless given) wins.
    """
    width, height = size.width(), size.height()
    wanted = prefer if prefer is not None else bottom_centre(size, room)
    # Felt around each card, so that the dialog does not touch one.
    padded = [(rect.adjusted(-GAP, -GAP, GAP, GAP), weight) for rect, weight in cards]
    xs = {wanted.x(), room.left() + GAP, room.right() + 1 - GAP - width}
    ys = {wanted.y(), room.top() + GAP, room.bottom() + 1 - GAP - height}
    for rect, _ in padded:  # flush against a card on each side
        xs.update((rect.left() - width, rect.right() + 1))
        ys.update((rect.top() - height, rect.bottom() + 1))
    frame = window if window is not None else room
    if screen is not None:
        xs.update((frame.left() - GAP - width, frame.right() + 1 + GAP))
        xs.update((screen.left(), screen.right() + 1 - width))
        ys.update((frame.top() - GAP - height, frame.bottom() + 1 + GAP))
        ys.update((screen.top(), screen.bottom() + 1 - height))

    def cost(spot: QRect) -> tuple[int, int, int, int, int]:
        if room.contains(spot):
            where = 0  # on the table
        elif screen is not None and screen.contains(spot):
            # Beside the window rather than half over it, on its menus or status bar.
            where = 2 if spot.intersects(frame) else 1
        else:
            where = 3  # off the screen, or larger than the table and the screen
        distance = (spot.x() - wanted.x()) ** 2 + (spot.y() - wanted.y()) ** 2
        hidden = covered(spot, padded)
        if hidden == 0:  # a clear spot: on the table, else beside the window
            return (where == 3, 0, where, 0, distance)
        # Cards must be hidden: better on the table than over the menus and the status bar.
        return (where == 3, 1, where != 0, hidden, distance)

    spots = (QRect(x, y, width, height) for x in xs for y in ys)
    return min(spots, key=cost).topLeft()
