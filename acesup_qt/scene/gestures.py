"""What the player does on the table, turned into move requests.

Mouse: drag the top card of a pile onto an empty pile (or the discard
heap); click a top card to discard it, or else move it to an empty pile
(a double-click plays it once); click the stock to deal, each click a deal
however quick the clicks come. Keys: 1-4
choose a pile's top card, or Left and Right walk the stock and the piles
(``key_focus``); then Enter plays it as a click does, or 1-4 picks the empty
pile it goes to; Escape lets go. With nothing marked, Enter plays the hint's move.
Whether a move is allowed is always the engine's answer (``why_illegal``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from ..engine import DEAL, Move, card_label
from ..engine.moves import DEAL_MOVE, DISCARDS, SHIFTS
from ..wording import for_player
from . import timing
from .card_item import CardItem
from .key_focus import STOCK, focus_on
from .slot_item import SlotItem

if TYPE_CHECKING:
    from .table_scene import TableScene


@dataclass
class Press:
    """A mouse button held down on the table."""

    start: QPointF
    item: CardItem | None = None  # the top card pressed, None for the stock
    pile: int = -1
    origin: QPointF | None = None  # where the card was when pressed
    dragging: bool = False
    open_slots: list[SlotItem] = field(default_factory=list)  # where the card may go


class Gestures:
    """Reads mouse and key input for one TableScene and emits its move requests."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.press: Press | None = None
        # The last click played a card (see mouse_double_click); not a deal.
        self.just_played = False
        self._held = False  # a card is held down by the mouse (the scene's ``card_held``)

    # -- mouse -----------------------------------------------------------------

    def _hold(self, held: bool) -> None:
        if held != self._held:
            self._held = held
            self.scene.card_held.emit(held)

    def mouse_press(self, event: QGraphicsSceneMouseEvent) -> None:
        try:
            self._press(event)
        finally:
            self._hold(self.press is not None and self.press.item is not None)

    def _press(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene
        scene.finish_animations()
        scene.gesture_began.emit()
        if self.press is not None and self.press.item is not None:
            self.press.item.set_lifted(False)  # its release went elsewhere
        self.press = None
        self.just_played = False
        pos = event.scenePos()
        item = self._card_at(pos)
        place = scene.places.get(item.card) if item is not None else None
        if place is None or place.where == "stock":
            if item is not None or _contains(scene.stock_slot, pos):
                self.press = Press(pos)
            return
        if place.where != "pile" or item is None:
            return
        if place.index != place.count - 1:
            cover = scene.model.game.piles[place.pile][place.index + 1]
            scene.refused.emit(
                f"Only the top card of a pile is in play: {card_label(item.card)} "
                f"is covered by {card_label(cover)}."
            )
            return
        self.press = Press(pos, item, place.pile, item.target)

    def mouse_move(self, event: QGraphicsSceneMouseEvent) -> None:
        press = self.press
        if press is None or press.item is None or press.origin is None:
            return
        if not event.buttons() & Qt.MouseButton.LeftButton:
            self._hold(False)  # its release went elsewhere: the card is no longer held
            return
        delta = event.scenePos() - press.start
        if not press.dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            press.dragging = True
            self.scene.clear_marks()  # a card chosen with the keys is put down too
            press.item.setZValue(3000)
            press.item.set_lifted(True)
            pile = self.scene.model.game.piles[press.pile]
            if len(pile) > 1:  # the card under the dragged one comes into full view
                self.scene.cards[pile[-2]].set_strip(None)
            press.open_slots = self._open_slots(press.pile)
        press.item.setPos(press.origin + delta)
        target, _, reason = self._drop_target(press.item, press.pile)
        for slot in self.scene.slots():
            glow = "may" if slot in press.open_slots else None
            if slot is target:
                glow = "drop" if reason is None else "refuse"
            slot.set_glow(glow)

    def mouse_release(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self.press = self.press, None
        try:
            if press is not None:
                self._release(press, event)
        finally:
            # Once the move is asked for: its slides take over without a gap.
            self._hold(False)

    def _release(self, press: Press, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene
        if press.item is None:
            item = self._card_at(event.scenePos())
            on_stock = item is not None and scene.places[item.card].where == "stock"
            if on_stock or _contains(scene.stock_slot, event.scenePos()):
                self.deal()  # not ``just_played``: a quick second click deals again
            return
        if not press.dragging:
            self.play_top_card(press.pile)
            self.just_played = True
            return
        for slot in scene.slots():
            slot.set_glow(None)
        press.item.set_lifted(False)  # laid down: where it goes, or back where it was
        _, move, reason = self._drop_target(press.item, press.pile)
        if move is not None and reason is None:
            scene.move_requested.emit(move)
            return
        if reason is not None:
            # The rules' words alone, as for a key or a click: the card and the
            # place refused are in them ("9♣ cannot move to pile 2: ...").
            scene.refused.emit(reason)
        press.item.setZValue(press.item.resting_z + 1000)
        press.item.move_to(press.item.target, timing.scaled(timing.SNAP_BACK_MS))

    def let_go(self) -> bool:
        """Forget the button held down (the game was paused mid-drag); True when a card
        was dragged, and so must be laid back where it rests."""
        press, self.press = self.press, None
        self._hold(False)
        if press is None or not press.dragging:
            return False
        if press.item is not None:
            press.item.set_lifted(False)
        for slot in self.scene.slots():
            slot.set_glow(None)
        return True

    def mouse_double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        """A double-click plays a card once; on the stock, its second click deals again.

        The first click of the pair has usually played the card already; a
        second play would take the card under it too, which nobody means by a
        double-click. The stock is another matter: a player dealing fast clicks
        it twice within the double-click time and means two deals, one a click,
        as in other patience games; the second press comes only as this event.
        When no click came first, the double-click is the click.
        """
        if self.just_played:
            self.just_played = False
            return
        self.mouse_press(event)
        self.mouse_release(event)

    def _card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.scene.items(pos):
            if isinstance(item, CardItem) and item.isVisible():
                return item
        return None

    def _open_slots(self, source: int) -> list[SlotItem]:
        """The piles and heap the top card of ``source`` may go to now, as the engine says."""
        scene = self.scene
        found = [
            slot
            for i, slot in enumerate(scene.pile_slots)
            if i != source and scene.model.why_illegal(SHIFTS[source][i]) is None
        ]
        if scene.model.why_illegal(DISCARDS[source]) is None:
            found.append(scene.discard_slot)
        return found

    def _drop_target(
        self, item: CardItem, source: int
    ) -> tuple[SlotItem | None, Move | None, str | None]:
        """The place the dragged card overlaps most, its move and any refusal.

        The stock is such a place, though no move goes there: dropped on it, the
        card went back with not a word, where every other refusal says why.
        """
        scene = self.scene
        card_rect = item.mapRectToScene(QRectF(0, 0, item.width, item.height))
        best: tuple[float, SlotItem | None, Move | None] = (0.0, None, None)
        candidates: list[tuple[SlotItem, Move | None]] = [
            (slot, SHIFTS[source][i]) for i, slot in enumerate(scene.pile_slots) if i != source
        ]
        candidates.append((scene.discard_slot, DISCARDS[source]))
        candidates.append((scene.stock_slot, None))
        for slot, move in candidates:
            overlap = card_rect.intersected(slot.mapRectToScene(slot.card_rect()))
            area = overlap.width() * overlap.height()
            if area > best[0]:
                best = (area, slot, move)
        _, found, chosen = best
        if found is scene.stock_slot:
            return found, None, for_player(scene.model.game.why_not_onto_stock(item.card))
        if chosen is None:
            return None, None, None
        return found, chosen, scene.model.why_illegal(chosen)

    # -- plays shared by mouse and keys ------------------------------------------

    def deal(self) -> None:
        reason = self.scene.model.why_illegal(DEAL_MOVE)
        if reason is not None:
            self.scene.refused.emit(reason[0].upper() + reason[1:])
            return
        self.scene.deal_requested.emit()

    def play_top_card(self, pile: int) -> None:
        """Discard the top card of ``pile`` if allowed, else move it to an empty pile."""
        scene = self.scene
        model = scene.model
        discard = DISCARDS[pile]
        reason = model.why_illegal(discard)
        if reason is None:
            scene.move_requested.emit(discard)
            return
        refusals = [reason]
        for target, cards in enumerate(model.game.piles):
            if target != pile and not cards:
                shift = SHIFTS[pile][target]
                why = model.why_illegal(shift)
                if why is None:
                    scene.move_requested.emit(shift)
                    return
                refusals.append(why)
        if len(refusals) > 1:  # "9♦ cannot move to pile 1: ...": the card named once
            # and not the variant, the game being played: so the words fit at 800x600.
            why = refusals[1].partition(": ")[2].replace(f"in {model.game.title} ", "", 1)
            # One sentence of two refusals: the first's full stop becomes the "; ".
            refusals[:2] = [refusals[0].removesuffix("."), "nor can it move: " + why]
        scene.refused.emit("; ".join(refusals[:2]))

    # -- keys ------------------------------------------------------------------

    def key_pile(self, pile: int) -> None:
        """Keys 1-4: choose that pile's top card, or send the chosen card to that empty pile."""
        scene = self.scene
        scene.finish_animations()
        game = scene.model.game
        chosen = scene.selected
        if chosen == pile and not scene.kept_through_move:
            scene.clear_marks()  # the same key again lets go
            return
        if chosen is None or chosen == pile or game.piles[pile]:
            if not game.piles[pile]:
                scene.refused.emit(f"Pile {pile + 1} is empty: choose a pile with a card.")
                return
            # The arrows' place too: Left and Right go on from this pile, and
            # the choice stays on it through the move, as the arrows' does.
            focus_on(scene, pile)
            return
        self._play_chosen(SHIFTS[chosen][pile])

    def key_enter(self) -> None:
        """Enter: play the chosen card as a click does (discard, else move); on the stock,
        deal; with no place marked by the keys, the move the hint lit.

        The keys' mark comes first: the player walked to it after the hint (a mark
        put on puts the hint out, and a hint takes the mark off, so the table never
        lights both: Enter plays what is lit).
        """
        scene = self.scene
        scene.finish_animations()
        if scene.selected is not None:
            self.play_top_card(scene.selected)  # refused, the card stays chosen
        elif scene.focus == STOCK:
            self.deal()
        elif scene.focus is not None:
            scene.refused.emit(f"Pile {scene.focus + 1} is empty: there is no card to play.")
        elif scene.hint is not None:
            self.play_hint(scene.hint)
        else:
            scene.refused.emit("Press 1 to 4, or Left or Right, to choose a pile's top card first.")

    def play_hint(self, move: Move) -> None:
        """Play the move the hint lit, as the player's own (counted as the hint's: ``hint``)."""
        if move.kind == DEAL:
            self.deal()
        else:
            self.scene.move_requested.emit(move)

    def _play_chosen(self, move: Move) -> None:
        """Play ``move`` of the card chosen with the keys, or say why it may not be."""
        scene = self.scene
        reason = scene.model.why_illegal(move)
        if reason is not None:
            scene.refused.emit(reason)  # the card stays chosen: another key may do
            return
        # The move lets the card go, and the focus stays on its pile (``key_focus``).
        scene.move_requested.emit(move)


def _contains(slot: SlotItem, pos: QPointF) -> bool:
    return slot.mapRectToScene(slot.card_rect()).contains(pos)
