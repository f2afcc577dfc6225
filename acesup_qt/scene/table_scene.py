"""The table scene: lays the model's position out as card items and animates changes.

The scene only reads the game. Gestures (see ``gestures.py``) become move
requests the window passes to the model; the model's signals come back here
and the cards slide to where the game says they are. ``sync`` always lays
out every card from the game itself, so the picture cannot drift from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from ..engine import DEAL, DISCARD, Card, Move
from ..engine.cards import FULL_DECK_SIZE
from ..model import GameModel
from . import timing
from .card_art import CardArt
from .card_item import CardItem
from .celebration import Celebration
from .felts_and_backs import DEFAULT_TABLE, TABLE_COLOURS
from .layout import TableLayout, discard_tilt, reading_order, table_layout
from .places import Place, describe, describe_position, spread_cards
from .slot_item import SlotItem

if TYPE_CHECKING:
    from .crib import Crib
    from .gestures import Gestures
    from .live_resize import LiveResize


class TableScene(QGraphicsScene):
    """Draws the position of a GameModel and asks it for moves."""

    move_requested = Signal(object)  # a Move the player asked for
    deal_requested = Signal()
    message = Signal(str)  # words for the status bar (what the keys chose can do)
    refused = Signal(str)  # why a gesture did nothing, for the status bar
    # The player starts another gesture on the table: a refusal said before no longer
    # explains it (``refusals``).
    gesture_began = Signal()
    withdrawn = Signal(str)  # a message no longer true, to go if the status bar still shows it
    focus_changed = Signal(str)  # words for what is selected, for screen readers
    # The last sliding card has landed: the table is still. Never sent when no
    # card slid (as with animations off): ``animating`` is False, nothing to wait for.
    settled = Signal()
    # The first card of a still table has begun to slide (``settled`` follows): work
    # in the background may step aside meanwhile, for the slides' frames.
    sliding = Signal()
    # The mouse holds a card (pressed on a pile's top card, perhaps dragging it), or
    # lets it go (False, after the move it drops for is asked): work in the background
    # may step aside meanwhile, for the dragged card's frames.
    card_held = Signal(bool)
    # The player plays on the table with the keys now (True), or the mouse (False):
    # How to play speaks of the hand they use (``crib``).
    hand_taken = Signal(bool)

    def __init__(self, model: GameModel, art: CardArt, felt: str = DEFAULT_TABLE) -> None:
        super().__init__()
        self.model = model
        self.art = art
        self.felt = TABLE_COLOURS[felt]  # the colours of the table, a name of TABLE_COLOURS
        self.layout = table_layout(800, 600)
        # The pixel ratio of the screen the view shows the table on (its view tells
        # it): the stock's layers stand whole pixels of that screen apart.
        self.pixel_ratio = 1.0
        self.places: dict[Card, Place] = {}
        self.cards: dict[Card, CardItem] = {}
        for card in range(FULL_DECK_SIZE):
            item = CardItem(card, art)
            self.cards[card] = item
            self.addItem(item)
            item.landed.connect(self._on_landed)
            item.took_off.connect(self._on_took_off)
        self.pile_slots = [SlotItem(f"pile {i + 1}") for i in range(4)]
        self.stock_slot = SlotItem("stock")
        self.discard_slot = SlotItem("discard heap")
        # Named inside its outline: at the start it was a bare frame, a place a new
        # player could not tell the use of. The first discard covers the words.
        self.discard_slot.mark = "Discard heap"
        for slot in self.slots():
            self.addItem(slot)
        self.selected: int | None = None  # pile chosen with keys 1-4 or the arrows
        self.focus: int | None = None  # the arrows' place: key_focus.STOCK or a pile
        # The focus was carried through a move: its pile's key chooses the new
        # top card rather than letting go (3, Enter, 3, Enter plays pile 3 twice).
        self.kept_through_move = False
        # Where the mark was when the player took the mouse: the next arrow brings it
        # back there (``key_focus.hide_for_mouse``).
        self.hidden_focus: int | None = None
        self.by_keys = False  # the last hand: a key that plays, or the mouse (``play_hand``)
        self._selected_words = ""  # what the status bar was told the chosen card can do
        self.hint: Move | None = None
        self._hint_words = ""  # what the status bar was told of the hint
        self._gestures: Gestures | None = None  # made with the first mouse press or key
        self.celebration = Celebration(self)  # a won game's aces hop
        self.crib: Crib | None = None  # how to play, on the felt: laid after the first frame
        self.live_resize: LiveResize | None = None  # a window being resized: a quick felt
        self._pending_strips: dict[Card, float] = {}  # cropped once no card slides
        # A landing is looked at once control is back in the event loop: a card
        # cut short in flight by ``sync`` lands only to fly again at once, and
        # the cards of a deal land one after another.
        self._landing = QTimer(self)
        self._landing.setSingleShot(True)
        self._landing.setInterval(0)
        self._landing.timeout.connect(self._after_landing)
        self._still = True  # no card slides since ``settled`` (or ever): ``sliding`` is news
        # Cards move often and there are few items: a plain list beats the BSP index.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        model.move_made.connect(self._on_move)
        model.game_started.connect(self._on_start)
        self.set_table_size(800, 600)

    @property
    def gestures(self) -> Gestures:
        """What reads the player's mouse and keys; loaded at the first input, not at start."""
        if self._gestures is None:
            from .gestures import Gestures

            self._gestures = Gestures(self)
        return self._gestures

    def slots(self) -> list[SlotItem]:
        return [self.stock_slot, *self.pile_slots, self.discard_slot]

    # -- geometry ------------------------------------------------------------

    def set_table_size(self, width: float, height: float) -> None:
        """Lay the table out for a view of this size; every card jumps into place."""
        self.finish_animations()
        self.setSceneRect(0, 0, width, height)
        self._place_slots(self._fitting_layout())
        self.sync(animate=False)
        self.update()

    def set_pixel_ratio(self, ratio: float) -> None:
        """The view now shows the table on a screen of pixel ratio ``ratio``."""
        if ratio != self.pixel_ratio:
            self.pixel_ratio = ratio
            self.finish_animations()
            self.sync(animate=False)

    def _fitting_layout(self) -> TableLayout:
        """The layout for this size and the longest pile now on the table."""
        area = self.sceneRect()
        longest = max((len(pile) for pile in self.model.game.piles), default=0)
        return table_layout(area.width(), area.height(), len(self.pile_slots), longest)

    def _place_slots(self, layout: TableLayout) -> None:
        self.layout = layout
        w, h = layout.card_width, layout.card_height
        for i, slot in enumerate(self.pile_slots):
            slot.set_geometry(w, h)
            slot.setPos(*layout.piles[i])
            slot.mark = str(i + 1)
        self.stock_slot.set_geometry(w, h)
        self.stock_slot.setPos(*layout.stock)
        self.discard_slot.set_geometry(w, h)
        self.discard_slot.setPos(*layout.discard)

    def set_felt(self, name: str) -> None:
        """Lay the felt of ``name``, one of TABLE_COLOURS; each view drops the old one it keeps."""
        self.felt = TABLE_COLOURS[name]
        for view in self.views():
            view.resetCachedContent()  # and paints it all again

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Felt, lighter in the middle; the view caches it."""
        if self.live_resize is not None:
            self.live_resize.paint_felt(self, painter, rect)
            return
        area = self.sceneRect()
        felt = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.75)
        felt.setColorAt(0, QColor(self.felt.light))
        felt.setColorAt(1, QColor(self.felt.dark))
        painter.fillRect(rect, felt)

    # -- following the model ---------------------------------------------------

    def _on_start(self) -> None:
        self.celebration.stop()
        self.clear_marks()
        self.hidden_focus = None  # a new game: the arrows come in at an end again
        self.sync(animate=True, deal=True)

    def _on_move(self, move: Move, undone: bool) -> None:
        focus = self.focus
        self.celebration.stop()  # an Undo of the win: the aces land before the cards follow
        self.clear_marks()
        self.sync(animate=True, move=move, undone=undone)
        if not undone and self.model.game.is_won():
            self.celebration.start()
        # The arrows' focus stays: Enter again plays on (key_focus). Not once the game
        # is over: there is nothing left to play, and the mark on a card read as one.
        if focus is not None and not self.model.game.is_over():
            from .key_focus import focus_on

            focus_on(self, focus, quiet=True)
            self.kept_through_move = True

    def sync(
        self, animate: bool, move: Move | None = None, undone: bool = False, deal: bool = False
    ) -> None:
        """Put every card where the game has it; slide the ones that changed place."""
        game = self.model.game
        relaid = (fitting := self._fitting_layout()) != self.layout
        if relaid:
            self._place_slots(fitting)  # a pile grew too long for the cards' size, or shrank
        layout = self.layout
        width, height = round(layout.card_width), round(layout.card_height)
        spread = spread_cards(game, layout, self.pixel_ratio)
        for slot, depth in zip(self.pile_slots, spread.pile_depths, strict=True):
            slot.set_depth(depth)
        self.stock_slot.set_stack(spread.stock_step, spread.stack_steps)
        self.places = places = spread.places
        moved = timing.moved_cards(game, move, undone)
        for card, item in self.cards.items():
            if card not in places:
                item.hide()
                continue
            item.setVisible(card not in spread.hidden)
            self._set_strip(item, spread.strips.get(card), animate)
            x, y, face_up, z = spread.spots[card]
            item.set_size(width, height)
            item.resting_z = z
            item.set_tilt(discard_tilt(card) if places[card].where == "discard" else 0.0)
            item.accessible_name = describe(card, places[card])
            duration, delay = 0, 0
            if animate:
                duration, delay = timing.slide(card, moved, move, deal, places[card])
                if relaid and not deal and card not in moved:
                    # Resized at once, as the slots were moved: sliding, the cards
                    # would leave the slots' edges peeping out beside them.
                    duration, delay = 0, 0
                if deal and duration and places[card].where == "pile":
                    item.setPos(QPointF(*layout.stock))  # new cards come from the stock
            item.move_to(QPointF(x, y), duration, delay, face_up)
        if not self.animating:
            self._apply_strips()
        self._update_captions()

    def _set_strip(self, item: CardItem, strip: float | None, animate: bool) -> None:
        """Crop a covered card to what shows of it, once the card covering it has landed."""
        if strip is None or item.strip is not None or not animate:
            self._pending_strips.pop(item.card, None)
            item.set_strip(strip)
            return
        self._pending_strips[item.card] = strip  # when the table settles

    def _apply_strips(self) -> None:
        if self.animating:
            return  # still sliding: the last landing applies them
        pending, self._pending_strips = self._pending_strips, {}
        for card, strip in pending.items():
            self.cards[card].set_strip(strip)

    def _update_captions(self) -> None:
        game = self.model.game
        stock = game.stock_count
        self.stock_slot.set_captions("", f"{stock} in stock" if stock else "Stock empty")
        total = len(game.deck) - game.pile_count
        self.discard_slot.set_captions("", f"Score {game.score} / {total}")
        for i, slot in enumerate(self.pile_slots):
            slot.set_captions(f"Pile {i + 1}", "")

    def finish_animations(self) -> None:
        """End every slide at once, so new input meets the table as the game is."""
        self.celebration.stop()  # its sparks too: laid out for the table as it was
        for item in self.cards.values():
            item.finish()
        self._apply_strips()

    @property
    def animating(self) -> bool:
        """True while a card slides (``settled`` says when the last one has landed)."""
        return any(item.moving for item in self.cards.values())

    def _on_landed(self) -> None:
        self._landing.start()

    def _on_took_off(self) -> None:
        if self._still:
            self._still = False
            self.sliding.emit()

    def _after_landing(self) -> None:
        if not self.animating:
            self._apply_strips()  # the covered cards cropped as the table comes to rest
            self._still = True
            self.settled.emit()

    # -- marks: hint, selection, drop targets -------------------------------------

    def clear_marks(self) -> None:
        """Forget the hint and the keyboard selection and focus, and put every glow out."""
        if self.hint is not None:
            self.hint = None
            self.withdrawn.emit(self._hint_words)  # a hint of a position gone (Undo)
        self.kept_through_move = False
        if self.selected is not None or self.focus is not None:
            self.selected = self.focus = None
            self.focus_changed.emit("")
            # Let go (Escape, a drag), or the position changed (Undo, a new game):
            # "selected: Enter discards it" no longer holds.
            self.withdrawn.emit(self._selected_words)
            self._selected_words = ""  # said once: a focus kept quietly says nothing new
        for item in self.cards.values():
            item.set_glow(None)
        for slot in self.slots():
            slot.set_glow(None)

    def show_hint(self, move: Move, words: str = "") -> None:
        """Light up the card a hinted move plays and where it goes (the stock for a deal).

        ``words``, the hint as the status bar says it, go from there with the light.
        """
        self.clear_marks()
        self.hint, self._hint_words = move, words
        game = self.model.game
        if move.kind == DEAL:
            self.stock_slot.set_glow("hint")
            if game.dealt < len(game.deck):
                self.cards[game.deck[game.dealt]].set_glow("hint")
            return
        self.cards[game.piles[move.source][-1]].set_glow("hint")
        target = self.discard_slot if move.kind == DISCARD else self.pile_slots[move.target]
        target.set_glow("hint")

    def say_chosen(self, words: str) -> None:
        """Tell the status bar what the keys can do with what is chosen; withdrawn when let go."""
        self._selected_words = words
        self.message.emit(words)

    # -- input: the scene, not the items, reads the mouse (as in kpat) -------------

    def take_hand(self, keys: bool) -> None:
        """The player pressed a key that plays (``keys``), on the table or the Move menu's
        (``play_hand``), or the mouse on the table."""
        if keys != self.by_keys:
            self.by_keys = keys
            self.hand_taken.emit(keys)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.celebration.stop()  # any button
        self.take_hand(keys=False)
        if self.focus is not None or self.selected is not None:
            from .key_focus import hide_for_mouse

            hide_for_mouse(self)  # any button too: the player has taken the mouse
        if event.button() == Qt.MouseButton.LeftButton:
            self.gestures.mouse_press(event)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.gestures.mouse_move(event)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.gestures.mouse_release(event)
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.gestures.mouse_double_click(event)
        event.accept()

    def describe_table(self) -> str:
        """The whole position in words, for a screen reader, the places as drawn."""
        parts = describe_position(self.model.game, reading_order(self.layout))
        if self.crib is not None and self.crib.showing:  # read as the table shows it
            parts.append(self.crib.spoken())
        return ". ".join(parts)

    def top_card_item(self, pile: int) -> CardItem | None:
        cards = self.model.game.piles[pile]
        return self.cards[cards[-1]] if cards else None
