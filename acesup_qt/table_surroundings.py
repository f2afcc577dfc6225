"""The table of the window as a dialog over it sees it: where its cards lie on the screen.

The end-of-game dialog, the question before leaving a game, Select deal
number…, the file boxes' complaints, the warning about the statistics file
and "Play it again"'s complaint are placed by it (``dialogs.placement``)
so they hide as little of the table as they can: no top card's index, and
the fewest cards; and, where they can, none of How to play on the felt.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QMargins, QPoint, QRect, QRectF, QSizeF
from PySide6.QtWidgets import QStyle

from .engine import Card
from .engine.cards import ACE, rank_of
from .scene.card_art import index_corners

if TYPE_CHECKING:
    from .dialogs.placement import Surroundings
    from .main_window import MainWindow


# What hiding a part of a card costs, per pixel (see ``dialogs.placement``); a
# top card's index corners are no weight but a rule: they stay in sight.
FACE_WEIGHT = 1  # the picture between a top card's indices, and the stock and discard heap
STRIP_WEIGHT = 4  # what a covered card shows in the fan: its index, all there is of it


def surroundings(window: MainWindow) -> Surroundings:
    """The table of ``window`` on the screen, with its cards, for placing the dialog."""
    from .dialogs.placement import Surroundings

    view, scene, game = window.view, window.scene, window.model.game
    origin = view.viewport().mapToGlobal(QPoint(0, 0))

    def where(cards: Iterable[Card]) -> QRect:
        """Where ``cards`` rest (not where a sliding one is now), on the screen."""
        found = QRect()
        for card in cards:
            item = scene.cards[card]
            rect = item.sceneBoundingRect().translated(item.target - item.pos())
            found = found.united(view.mapFromScene(rect).boundingRect().translated(origin))
        return found

    def on_screen(rect: QRectF) -> QRect:
        return view.mapFromScene(rect).boundingRect().translated(origin)

    cards, indices, turned_indices, aces = [], [], [], []
    for pile in game.piles:
        if not pile:
            continue
        top = scene.cards[pile[-1]]
        face = QRectF(top.target, QSizeF(top.width, top.height))
        corner, turned = index_corners(face)
        indices.append(on_screen(corner))
        turned_indices.append(on_screen(turned))
        cards.append((where(pile[-1:]), FACE_WEIGHT))
        if len(pile) > 1:  # the covered cards' strips, down to the top card
            strips = where(pile[:-1])
            strips.setBottom(on_screen(face).top() - 1)
            cards.append((strips, STRIP_WEIGHT))
            for card in pile[:-1]:  # its index, at the strip's top left, as a top card's
                if rank_of(card) == ACE:
                    item = scene.cards[card]
                    ace = QRectF(item.target, QSizeF(item.width, item.height))
                    aces.append(on_screen(index_corners(ace)[0]))
    for heap in (game.discards, game.deck[game.dealt :]):
        if heap:
            cards.append((where(heap), FACE_WEIGHT))
    # The words under the stock and the discard heap ("Stock empty", "Score 30 / 48"):
    # a dialog over them left half a word on the felt.
    words = [slot.caption_below_rect() for slot in (scene.stock_slot, scene.discard_slot)]
    below = tuple(
        on_screen(slot.mapRectToScene(rect))
        for slot, rect in zip((scene.stock_slot, scene.discard_slot), words, strict=True)
        if not rect.isEmpty()
    )
    # So too the outline of the stock's slot, or the heap's, with no card on it: at
    # 1024x600 the dialog in the column under an empty stock left the outline's top
    # edge peeking over its title bar.
    empty = [
        slot
        for slot, heap in (
            (scene.stock_slot, game.deck[game.dealt :]),
            (scene.discard_slot, game.discards),
        )
        if not heap
    ]
    below += tuple(on_screen(slot.mapRectToScene(slot.card_rect())) for slot in empty)
    # How to play comes a moment after the first frame: a dialog before then (the
    # warning about the statistics file, the question at start) lays it now, or it
    # came under the dialog as it showed.
    window.lay_crib()
    crib = scene.crib.felt_taken() if scene.crib is not None else QRectF()
    screen = window.screen().availableGeometry()
    outer, inner = window.frameGeometry(), window.geometry()
    # The window's frame, its foot too. Openbox gives the end-of-game dialog, fixed
    # in size though it is, the window's 5 px foot as it first shows, and a 1 px
    # border only once it has grown while shown (its verdict come): taken as 1 px,
    # a dialog placed at the table's foot first showed 4 px over the status bar.
    frame = QMargins(
        inner.left() - outer.left(),
        inner.top() - outer.top(),
        outer.right() - inner.right(),
        outer.bottom() - inner.bottom(),
    )
    if window.isFullScreen():  # the window has no frame, a dialog over it has one
        # Its size is the window manager's, unknown until the dialog shows: the style's
        # title bar and border stand for it. Taken as none, a dialog at the foot of
        # "Stock empty" had its title bar over the words.
        style = window.style()
        border = style.pixelMetric(QStyle.PixelMetric.PM_MdiSubWindowFrameWidth)
        title = style.pixelMetric(QStyle.PixelMetric.PM_TitleBarHeight)
        frame = QMargins(border, title, border, border)
    room = QRect(view.mapToGlobal(QPoint(0, 0)), view.size())
    bar = window.statusBar()
    status = QRect(bar.mapToGlobal(QPoint(0, 0)), bar.size()) if bar.isVisible() else None
    # Nor over the menu bar: a dialog there looked dropped onto the window's frame, its
    # title bar on the menus' (the end-of-game dialog at 800x600).
    below_menus = QRect(inner)
    menus = window.menuBar()
    if menus.isVisible():
        below_menus.setTop(max(inner.top(), menus.mapToGlobal(QPoint(0, menus.height())).y()))
    return Surroundings(
        room,
        tuple(cards),
        screen,
        outer,
        frame,
        tuple(indices),
        tuple(turned_indices),
        status,
        below,
        on_screen(crib) if not crib.isEmpty() else None,
        below_menus,  # the window's inside: a dialog over it keeps off its title bar
        aces=tuple(aces),
    )
