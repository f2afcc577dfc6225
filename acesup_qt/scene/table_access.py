"""What a screen reader finds on the table: the stock, the four piles, the discard heap, the cards.

Qt asks accessibility factories for the interface of each widget; for the
table view ours answers with ``TableAccessible``, whose children are the six
places (stock, piles 1 to 4, discard heap) and whose places have the cards
as children, each with a name ("Seven of hearts, top of pile 2"), a role, a
state (focused and selected for the card chosen with keys 1-4 or the arrows;
focused for the stock or an empty pile the arrows are on) and where it is on
the screen. Places and cards are not QObjects, so their interfaces are
plain ``QAccessibleInterface`` subclasses, made once per place and per
position in a place, registered with Qt, and held here so that Python never
collects one that Qt still uses. They read the game each time they are
asked, so they are never stale; a card slot past the end of its place says
it is not valid.

The stubs say ``child``, ``parent`` and the like never return None; Qt's
C++ API returns nullptr for "no such object", and so do these (hence the
``type: ignore[override]``).

They come in the order the table is drawn, row by row, each left to right
(``layout.reading_order``): on a wide table stock, piles 1 to 4, discard heap;
on a stacked one (narrow and tall, ``layout``) the stock and the heap above
them, then the piles, as the arrows walk them (``key_focus.rows``, from the
same ``layout.drawn_rows``). A screen
reader reading on, or following a place's "flows to" and "flows from" (Qt's
``FlowsTo`` and ``FlowsFrom`` relations: the next and the previous place), goes
where the player's eye goes; the places keep their names. A resize that
stacks the table or lays it in one row again is told as a reorder.

Changes are announced: a Focus and a Selection event on the chosen card when
keys 1-4 or the arrows choose one, Focus on the stock or an empty pile the
arrows come to, Focus on the table when the choice is let go, and
NameChanged on each place after a move.

While the game is paused the table is veiled (``TableView.veil``): a screen
reader finds no place and no card, as the player sees none, only the
veil's words as the table's name and description.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem

from ..engine import Card
from ..wording import EMPTY_PILE_RULE, sentence
from .layout import reading_order

if TYPE_CHECKING:
    from .slot_item import SlotItem
    from .table_scene import TableScene
    from .table_view import TableView

Name = QAccessible.Text.Name
Description = QAccessible.Text.Description

# The places, as the table's slots come (``TableScene.slots``) and as ``TableLayout.places``
# numbers them (``reading_order``): left to right on a wide table.
PLACES = ("stock", "pile 1", "pile 2", "pile 3", "pile 4", "discard heap")
FlowsTo, FlowsFrom = QAccessible.RelationFlag.FlowsTo, QAccessible.RelationFlag.FlowsFrom


def notify(event: QAccessibleEvent) -> None:
    """Tell the assistive tools (if any listen) about ``event``; tests replace this."""
    QAccessible.updateAccessibility(event)


class TableAccessible(QAccessibleWidget):
    """The table view as an assistive tool sees it: a pane of six places."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, QAccessible.Role.Client)
        self.view = view
        self.places = [PlaceAccessible(self, i) for i in range(len(PLACES))]
        for place in self.places:
            QAccessible.registerAccessibleInterface(place)
        self.order = reading_order(view.table.layout)  # as last told to the tools
        places = self.places

        def forget() -> None:
            # Qt forgets the view's own interface with the view; places and
            # cards belong to no QObject, so they are handed back here.
            for place in places:
                for child in (place, *place.cards):
                    QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(child))

        view.destroyed.connect(forget)

    @property
    def scene(self) -> TableScene:
        return self.view.table

    @property
    def shown(self) -> list[PlaceAccessible]:
        """The places assistive tools may read, in the order they are drawn:
        none while the table is veiled (a pause)."""
        if self.view.veiled:
            return []
        return [self.places[place] for place in reading_order(self.scene.layout)]

    def follow_layout(self) -> None:
        """The table was laid out anew (a resize): if its places now come in another
        order (stacked, or in one row again), the tools are told to read them again."""
        order = reading_order(self.scene.layout)
        if order != self.order:
            self.order = order
            notify(QAccessibleEvent(self, QAccessible.Event.ObjectReorder))

    def childCount(self) -> int:
        return len(self.shown)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        shown = self.shown
        return shown[index] if 0 <= index < len(shown) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return _index_of(self.shown, child)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for place in self.shown:
            if place.rect().contains(x, y):
                return place
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        """The card chosen with keys 1-4 or the arrows; else the place the arrows are on."""
        scene = self.scene
        if self.view.veiled:
            return None
        if scene.selected is not None:
            return self.places[scene.selected + 1].top_card()
        if scene.focus is not None:  # the stock (-1, place 0) or an empty pile
            return self.places[scene.focus + 1]
        return None

    def screen_rect(self, item: QGraphicsItem, rect: QRectF) -> QRect:
        """``rect`` of ``item`` in screen coordinates, as assistive tools want them."""
        view = self.view
        polygon = view.mapFromScene(item.mapRectToScene(rect))
        local = polygon.boundingRect()
        return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())

    def announce_focus(self) -> None:
        """The keyboard choice changed: focus (and selection) moves to the chosen card."""
        focused = self.focusChild()
        if focused is None:
            notify(QAccessibleEvent(self, QAccessible.Event.Focus))
            return
        notify(QAccessibleEvent(focused, QAccessible.Event.Focus))
        if isinstance(focused, CardAccessible):  # a place is focused, never selected
            notify(QAccessibleEvent(focused, QAccessible.Event.Selection))

    def announce_position(self) -> None:
        """A move was made or taken back: every place may have a new name and new cards."""
        for place in self.places:
            notify(QAccessibleEvent(place, QAccessible.Event.NameChanged))
        self.order = reading_order(self.scene.layout)  # a longer pile may stack the table
        notify(QAccessibleEvent(self, QAccessible.Event.ObjectReorder))


class _Leaf(QAccessibleInterface):
    """What places and cards share: no QObject of their own, a parent, a window."""

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        parent = self.parent()
        return parent.window() if parent is not None else None

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass  # names come from the game; nothing to set


class PlaceAccessible(_Leaf):
    """The stock (a button: it deals), a pile or the discard heap (lists of cards)."""

    def __init__(self, table: TableAccessible, index: int) -> None:
        super().__init__()
        self.table = table
        self.index = index  # in PLACES
        self.cards: list[CardAccessible] = []

    @property
    def slot(self) -> SlotItem:
        return self.table.scene.slots()[self.index]

    def held(self) -> list[Card]:
        """The cards in this place, bottom first; the stock's are face down and not told."""
        game = self.table.scene.model.game
        if self.index == 0 or not self.isValid():
            return []
        if self.index == len(PLACES) - 1:
            return list(game.discards)
        return list(game.piles[self.index - 1])

    def card(self, position: int) -> CardAccessible:
        while len(self.cards) <= position:
            card = CardAccessible(self, len(self.cards))
            QAccessible.registerAccessibleInterface(card)
            self.cards.append(card)
        return self.cards[position]

    def top_card(self) -> CardAccessible | None:
        count = len(self.held())
        return self.card(count - 1) if count else None

    def isValid(self) -> bool:
        return not self.table.view.veiled  # a tool that kept it from before a pause

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.table

    def relations(
        self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        """The next place as drawn (``FlowsTo``) and the one before (``FlowsFrom``)."""
        shown = self.table.shown
        at = _index_of(shown, self)
        if at < 0:
            return []
        found: list[tuple[QAccessibleInterface, QAccessible.RelationFlag]] = []
        if match & FlowsTo and at + 1 < len(shown):
            found.append((shown[at + 1], FlowsTo))
        if match & FlowsFrom and at > 0:
            found.append((shown[at - 1], FlowsFrom))
        return found

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Button if self.index == 0 else QAccessible.Role.List

    def text(self, kind: QAccessible.Text) -> str:
        if not self.isValid():
            return ""
        if kind == Name:
            return self.name()
        if kind == Description:
            return self.description()
        return ""

    def description(self) -> str:
        """How to play on this place, with the keys and the mouse, as a click plays."""
        if self.index == 0:
            if not self.table.scene.model.game.stock_count:  # D and a click refused: not offered
                return "The stock is empty: nothing left to deal"
            return "Press D or Space, or click, to deal one card onto each pile"
        if self.index == len(PLACES) - 1:
            return (
                "Discard a top card when a higher card of its suit tops another pile: "
                "click it, or drag it here. You win when every card but the four aces is here"
            )
        if self.held():
            return (
                f"Press {self.index}, then Enter, to play its top card as a click does: "
                "discarded if it can be, else moved onto an empty pile"
            )
        # The variant's own rule: in Four Ace Patience only an ace may come here.
        rule = EMPTY_PILE_RULE[self.table.scene.model.game.only_aces_fill_empty_piles]
        return f"{sentence(rule)}: press its pile's number, then {self.index}, or drag it here"

    def name(self) -> str:
        game = self.table.scene.model.game
        if self.index == 0:
            count = game.stock_count
            return f"Stock: {_cards(count)}" if count else "Stock: empty"
        cards = self.held()
        if self.index == len(PLACES) - 1:
            return f"Discard heap: {_cards(len(cards))}, score {game.score}"
        label = f"Pile {self.index}"
        if not cards:
            return f"{label}: empty"
        top = self.card(len(cards) - 1).text(Name).split(",")[0]
        return f"{label}: {_cards(len(cards))}, {top} on top"

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        scene = self.table.scene
        if self.index == 0:
            state.focusable = True
            state.disabled = scene.model.game.stock_count == 0
        else:
            state.selectable = 0 < self.index < len(PLACES) - 1
            state.selected = scene.selected == self.index - 1
            state.focusable = state.selectable  # the arrows come to an empty pile too
        # The arrows on the stock or an empty pile: the card on a pile has the focus.
        state.focused = scene.selected is None and scene.focus == self.index - 1
        return state

    def rect(self) -> QRect:
        slot = self.slot
        return self.table.screen_rect(slot, slot.card_rect())

    def childCount(self) -> int:
        return len(self.held())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.card(index) if 0 <= index < len(self.held()) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        found = _index_of(self.cards, child)
        return found if found < len(self.held()) else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        # The top card lies over the others: look from the top down.
        for position in reversed(range(len(self.held()))):
            card = self.card(position)
            if card.rect().contains(x, y):
                return card
        return None


class CardAccessible(_Leaf):
    """One card of a pile or the discard heap, by its position there (0 = bottom)."""

    def __init__(self, place: PlaceAccessible, position: int) -> None:
        super().__init__()
        self.place = place
        self.position = position

    def card(self) -> Card | None:
        cards = self.place.held()
        return cards[self.position] if self.position < len(cards) else None

    def isValid(self) -> bool:
        return self.card() is not None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.place

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def text(self, kind: QAccessible.Text) -> str:
        card = self.card()
        if card is None or kind != Name:
            return ""
        return self.place.table.scene.cards[card].accessible_name

    def _is_chosen(self) -> bool:
        scene = self.place.table.scene
        top = self.position == len(self.place.held()) - 1
        return top and scene.selected is not None and scene.selected == self.place.index - 1

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        card = self.card()
        if card is None:
            state.invisible = True
            return state
        chosen = self._is_chosen()
        # Only the top card of a pile can be chosen (and played).
        pile = 0 < self.place.index < len(PLACES) - 1
        state.focusable = state.selectable = pile and self.position == len(self.place.held()) - 1
        state.focused = state.selected = chosen
        state.invisible = not self.place.table.scene.cards[card].isVisible()
        return state

    def rect(self) -> QRect:
        card = self.card()
        if card is None:
            return QRect()
        item = self.place.table.scene.cards[card]
        shown = QRectF(0, 0, item.width, item.height)
        if item.strip is not None:
            shown.setHeight(min(item.strip, item.height))  # the part not covered
        return self.place.table.screen_rect(item, shown)

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None


def _cards(count: int) -> str:
    return "1 card" if count == 1 else f"{count} cards"


def _index_of(children: list[PlaceAccessible] | list[CardAccessible], wanted: object) -> int:
    # PySide hands back the same Python object for the same interface.
    for i, child in enumerate(children):
        if child is wanted:
            return i
    return -1
