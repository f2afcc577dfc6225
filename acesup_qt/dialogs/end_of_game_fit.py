"""The end-of-game dialog's size and place: measured in a look, then taken in one step.

Measured first and then taken at once: sized where it stood and then moved,
the dialog was seen to grow down and jump up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QDialog, QLayout

from .end_of_game_looks import COMPACT, Look
from .placement import Shortfall, Surroundings

QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's largest widget size: no limit
Choice = tuple[Look, QSize, QPoint]  # a look, the size the dialog takes in it, and its spot


def needed_size(dialog: QDialog, layout: QLayout, look: Look) -> QSize:
    """The size the content needs: as ``adjustSize`` would make it (at most two thirds
    of the screen wide), but tall enough for every wrapped line at that width
    (``adjustSize`` left a wrapped verdict one line high, cut). Measured, not taken."""
    dialog.ensurePolished()
    # Laid out afresh, every row: a label just shown or hidden, or given longer
    # words, leaves the row it is in with its old measures until then.
    layout.invalidate()
    layout.activate()
    hint = dialog.sizeHint()
    screen = dialog.screen().geometry()
    width = min(hint.width(), screen.width() * 2 // 3)
    if look.width:  # as narrow as its words let it be, lines wrapped
        width = max(look.width, layout.totalMinimumSize().width())
    height = min(hint.height(), screen.height() * 2 // 3)
    return QSize(width, max(height, dialog.heightForWidth(width)))


def take(dialog: QDialog, size: QSize, spot: QPoint | None = None) -> None:
    """Give ``dialog`` ``size`` (at ``spot``, the inside's top-left corner, if given)
    and keep it: a window whose least and largest sizes are the same cannot be
    maximised, which would only leave felt around the buttons. (Openbox 3.6 still
    draws a maximise and a minimise button on every dialog, whatever Qt's window
    flags ask: it ignores those hints on purpose. The maximise one does nothing here.)"""
    dialog.setMinimumSize(0, 0)  # let go of the last size, changing nothing yet
    dialog.setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX)
    if spot is None:
        dialog.resize(size)
    else:
        dialog.setGeometry(QRect(spot, size))
    dialog.setFixedSize(size)


def place_in(
    surroundings: Surroundings,
    look: Look,
    measure: Callable[[Look], QSize],
    prefer: Callable[[QSize], QPoint] | None = None,
) -> Choice:
    """``look`` as ``measure`` lays the dialog out in it and sizes it, and the spot
    the dialog of that size finds (``prefer``: where it would rather go)."""
    size = measure(look)
    return look, size, surroundings.spot(size, prefer(size) if prefer else None)


def choose(
    surroundings: Surroundings,
    looks: Sequence[Look],
    measure: Callable[[Look], QSize],
    prefer: Callable[[QSize], QPoint] | None = None,
) -> Choice:
    """The first of ``looks`` (as ``measure`` lays the dialog out in it and sizes
    it) that finds a spot hiding no card nor the words under the stock and the
    discard heap, with its size and spot; else the first hiding no card that cuts
    none of those words in half; else the first hiding no card; when
    none does, the compact one, made for a crowded table, unless another keeps
    more in sight: the top cards' indices, the status bar, the window's edge (at
    800x600 a compact dialog went past the window and over the status bar's
    figures where a narrow one fitted on the felt). (A fuller look over "Stock
    empty" was tried: its title bar cut the words in half, leaving the top half
    on the felt, which looks broken.)"""
    placed: list[Choice] = []
    for look in looks:
        choice = place_in(surroundings, look, measure, prefer)
        if is_clear(surroundings, choice, words=True):
            return choice
        placed.append(choice)
    # Measured once: each measure lays the dialog out. Of those hiding no card, one
    # that cuts no word in half first: at 1024x600 the compact dialog of deal 66 lost
    # took the felt under two aces, its title bar across "Stock empty", where the
    # narrow one, in the column under the stock, hides the words whole.
    clear = [choice for choice in placed if is_clear(surroundings, choice)]
    for choice in clear:
        if not surroundings.cuts_words(QRect(choice[2], choice[1])):
            return choice
    for choice in clear:
        return choice
    if COMPACT not in looks:
        placed.append(place_in(surroundings, COMPACT, measure, prefer))

    # Among equals the one that hides the least of the cards (at 800x600 the tight
    # one: the compact one hid aces buried in piles 3 and 4), then the compact one,
    # then the first in the order of the looks.
    def cost(one: Choice) -> tuple[Shortfall, int, bool]:
        inside = QRect(one[2], one[1])
        return (
            surroundings.shortfall(inside),
            surroundings.hidden_weight(inside),
            one[0] is not COMPACT,
        )

    return min(placed, key=cost)


def is_clear(surroundings: Surroundings, choice: Choice, words: bool = False) -> bool:
    """Whether the dialog as ``choice`` places it hides no card (see
    ``Surroundings.is_clear``); with ``words``, nor the words under the stock and the
    discard heap."""
    _, size, spot = choice
    return surroundings.is_clear(QRect(spot, size), words=words)
