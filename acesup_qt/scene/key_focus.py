"""The keyboard's focus: Left and Right walk the stock and the four piles, keys 1-4 jump.

Players try the arrows first (KPatience walks its piles with them). They go
where the player sees the next place that way (``rows``): on a narrow, tall
window the table is stacked, the stock and the heap above piles 1 and 4, and
there Up and Down go between the rows too, and Left and Right keep to a row.
In the one row of the wide table the stock had come after pile 4: on the
stacked table that Right went up and across it, to a place no arrow pointed at.

The focus on a pile with cards *is* the chosen card: the top card glows, Enter plays
it, a number key sends it to an empty pile, Escape lets go. On the stock or an
empty pile the place itself glows. Enter does there what a click does: on a
card, discard it if it may be, else move it to an empty pile; on the stock, deal.

Keys 1-4 put the focus on their pile just as the arrows do. They once chose a
card apart from it, the choice going with its move: then after 3 and Enter the
next Left started from the end of the table instead of pile 3, two places
where the player thought of one.

The focus stays where it is through moves (a discard leaves it on its pile,
now showing the card below; a deal, on the stock), so that Enter again plays
on, and so does the pile's key (it lets go only of a card it just chose);
Escape, a drag, a hint, the demo, a new game or the move that ends the game let
it go.

A press of the mouse on the table hides the mark: a blue mark left on a card
the player is no longer looking at, while they click and drag others, reads as
a card still chosen. Its place is kept, and the next arrow brings it back
there rather than a step on (as KPatience does): the player sees where the
keys stand before they move it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import DISCARD, SHIFT, card_label
from ..wording import either
from .layout import drawn_rows

if TYPE_CHECKING:
    from ..model import GameModel
    from .layout import TableLayout
    from .table_scene import TableScene

STOCK = -1
PLACES = (STOCK, 0, 1, 2, 3)  # left to right on the table; 0-3 are the piles


def rows(layout: TableLayout) -> list[list[int]]:
    """The places row by row as the table is drawn, top down, each row left to right:
    one row, ``PLACES``, on a wide table; on a stacked one the stock's row (the heap
    beside it takes no focus) above the piles'."""
    heap = len(layout.piles) + 1  # in ``drawn_rows``' numbers; the stock is 0, pile 1 is 1
    in_row = ([p - 1 for p in row if p != heap] for row in drawn_rows(layout))
    return [row for row in in_row if row]  # a row of the heap alone takes no focus


def step(scene: TableScene, delta: int) -> None:
    """Left (-1) or Right (+1): the focus goes to the next place that way in its row,
    round the row's ends.

    On a wide table the row is every place: from pile 4 Right goes round to the
    stock. On a stacked one it is what the player sees beside the place: Right
    from pile 4 goes round to pile 1, not up to the stock (Up goes there), and
    the stock, alone in its row but for the heap, stays where it is.

    From a pile chosen with keys 1-4 it goes on from there; with nothing
    focused, Right comes in at the first place (the stock), Left at the last (pile 4).
    """
    scene.finish_animations()
    current = _current(scene)
    if current is None:
        place = _come_in(scene, PLACES[0] if delta > 0 else PLACES[-1])
    else:
        (row,) = [row for row in rows(scene.layout) if current in row]
        place = row[(row.index(current) + delta) % len(row)]
    focus_on(scene, place)


def climbs(scene: TableScene) -> bool:
    """True when Up and Down walk the table: a stacked one, its stock over pile 1.
    (On a wide table, one row, they are left to the window, as they always were.)"""
    return len(rows(scene.layout)) > 1


def climb(scene: TableScene, delta: int) -> None:
    """Up (-1) or Down (+1) on a stacked table: the focus goes to the row above or
    below, to its place nearest the one left (Down from the stock: pile 1 under it;
    Up from any pile: the stock). At the top or the bottom it stays.

    With nothing focused, Down comes in at the top (the stock), Up at the bottom
    (pile 1), as Right and Left come in at either end.
    """
    scene.finish_animations()
    table = rows(scene.layout)
    current = _current(scene)
    if current is None:
        place = _come_in(scene, table[0][0] if delta > 0 else table[-1][0])
    else:
        (at,) = [index for index, row in enumerate(table) if current in row]
        row = table[min(max(0, at + delta), len(table) - 1)]
        x = _left_edge(scene.layout, current)
        place = min(row, key=lambda p: abs(_left_edge(scene.layout, p) - x))
    focus_on(scene, place)


def _current(scene: TableScene) -> int | None:
    return scene.focus if scene.focus is not None else scene.selected


def _come_in(scene: TableScene, place: int) -> int:
    """Where an arrow puts the focus when none shows: ``place``, unless the mouse hid it."""
    return scene.hidden_focus if scene.hidden_focus is not None else place


def _left_edge(layout: TableLayout, place: int) -> float:
    return layout.stock[0] if place == STOCK else layout.piles[place][0]


def focus_on(scene: TableScene, place: int, quiet: bool = False) -> None:
    """Put the focus on ``place`` (STOCK or a pile) and mark it.

    ``quiet``: the status bar is not told (the focus kept through a move: the
    move's own news, its rating or the game's result, is what matters then).
    """
    game = scene.model.game
    scene.hidden_focus = None  # in sight again
    if place != STOCK and game.piles[place]:
        select(scene, place, quiet)
        scene.focus = place
        return
    scene.clear_marks()
    scene.focus = place  # before the news: screen readers ask what has the focus
    if place == STOCK:
        slot, count = scene.stock_slot, game.stock_count
        words = "Stock: Enter deals" if count else "Stock empty: nothing left to deal"
        spoken = f"Stock, {count} cards" if count else "Stock, empty"
    else:
        slot = scene.pile_slots[place]
        words = spoken = f"Pile {place + 1} is empty"
    slot.set_glow("selected")
    if not quiet:
        scene.say_chosen(f"{words}, Escape lets go")
    scene.focus_changed.emit(spoken)


def hide_for_mouse(scene: TableScene) -> None:
    """The player pressed the mouse on the table: the mark goes, its place kept for
    the next arrow key. The status bar's words about it go with it."""
    place = scene.focus if scene.focus is not None else scene.selected
    scene.clear_marks()  # no hint to put out: the mark put it out already
    scene.hidden_focus = place


def hide_for_demo(scene: TableScene) -> None:
    """The demo takes over: the mark goes, its place kept for the next arrow key, as
    for the mouse. Kept through the demo's moves, it sat on each card dealt onto its
    pile, a card chosen that no one had chosen."""
    if scene.focus is not None or scene.selected is not None:
        hide_for_mouse(scene)


def select(scene: TableScene, pile: int, quiet: bool = False) -> None:
    """Choose the top card of ``pile`` for the keyboard; it glows.

    ``quiet``: the status bar is not told (see ``focus_on``).
    """
    scene.clear_marks()
    item = scene.top_card_item(pile)
    if item is None:
        return
    scene.selected = pile
    item.set_glow("selected")
    # The status bar names the card short ("7♥"), as everywhere else it names
    # one: the glow shows where it is, and on a narrow window the spoken name
    # ("Seven of hearts, top of pile 1") left no room for the keys to press.
    if not quiet:
        keys = what_the_keys_do(scene.model, pile)
        scene.say_chosen(f"{card_label(item.card)} selected: {keys}, Escape lets go")
    scene.focus_changed.emit(f"{item.accessible_name} selected")


def what_the_keys_do(model: GameModel, pile: int) -> str:
    """What Enter and 1-4 can do with the top card of ``pile`` now, as the rules say.

    Enter plays it as a click does: it discards, or else moves the card to the
    first empty pile that takes it.
    """
    legal = model.legal_moves()
    # The keys of the empty piles it can go to, not "1 to 4": the key of a
    # pile with cards would choose that pile's card instead.
    targets = [str(m.target + 1) for m in legal if m.kind == SHIFT and m.source == pile]
    if any(move.kind == DISCARD and move.source == pile for move in legal):
        can = ["Enter discards it"]
        if len(targets) == 1:
            can.append(f"{targets[0]} moves it to empty pile {targets[0]}")
        elif targets:
            can.append(f"{either(targets)} moves it to an empty pile")
        return ", ".join(can)
    if len(targets) == 1:
        return f"Enter or {targets[0]} moves it to empty pile {targets[0]}"
    if targets:
        return f"{either(targets)} moves it to an empty pile, Enter to pile {targets[0]}"
    return "it can be neither discarded nor moved now"
