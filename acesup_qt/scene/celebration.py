"""A won game celebrated on the table: the four aces lift, glow and drop back, in a wave,
each pile throwing out a burst of gold suits as its aces rise (``sparks.py``).

About 1.5 s at Normal speed, none with animations off. It only moves card
items and always ends with each ace where the game has it, so the table
still shows the model. While it plays the aces count as moving: the scene's
``animating`` holds and ``settled`` comes once, after the last ace lands, so
the end-of-game dialog and the coach wait for it.

The sparks do not count as moving. ``animating`` says the table does not yet
show the game, and what waits for ``settled`` (the dialog, the coach's and
the solver's threads, "Show me how") waits for the cards, not for an
ornament drawn under them: counted, a burst made longer or slower than the
wave would hold the dialog back for nothing. Each burst is timed to fade
before its ace lands (``timing.SPARKS_MS``), so none is left under the
dialog, where the threads it starts would take the frames' turns.

Any input ends it all at once (``TableScene.finish_animations``), and the
scene ends it before following an Undo or a new game; the sparks leave the
scene as they end, whether they ran out or were cut short.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QSequentialAnimationGroup

from ..engine.cards import suit_of
from . import timing
from .sparks import Sparks, burst_origin

if TYPE_CHECKING:
    from .card_item import CardItem
    from .table_scene import TableScene

LIFT = 0.26  # how high an ace rises, in card heights: clear of its slot, below the window's top


class Celebration:
    """The win celebration of one TableScene."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.aces: list[CardItem] = []  # hopping now
        # Bursts of sparks on the table, each with its wait and run (owned by the scene).
        self.bursts: list[tuple[Sparks, QSequentialAnimationGroup]] = []

    @property
    def playing(self) -> bool:
        return any(item.moving for item in self.aces)

    def start(self) -> None:
        """Celebrate the win on the table, once the last discard has landed."""
        self.stop()
        game = self.scene.model.game
        lift_ms = timing.scaled(timing.ACE_LIFT_MS)
        if not lift_ms:
            return  # animations off: the dialog comes at once, as for any end
        # The winning discard flies to the heap meanwhile; the wave starts as it lands.
        wait = timing.scaled(timing.DISCARD_MS)
        stagger = timing.scaled(timing.ACE_STAGGER_MS)
        hold = timing.scaled(timing.ACE_HOLD_MS)
        drop = timing.scaled(timing.ACE_DROP_MS)
        lift = QPointF(0, -self.scene.layout.card_height * LIFT)
        spark_ms = timing.scaled(timing.SPARKS_MS)
        for i, pile in enumerate(game.piles):  # left to right; aces stacked hop as one
            if pile:
                self._burst(pile, wait + i * stagger, spark_ms, lift * 0.5)
            for card in pile:
                item = self.scene.cards[card]
                item.finish()
                rest = item.target
                hop = QSequentialAnimationGroup(item)
                hop.addPause(wait + i * stagger)
                rise = item.slide_animation(rest, rest + lift, lift_ms)
                hop.addAnimation(rise)
                hop.addPause(hold)
                hop.addAnimation(
                    item.slide_animation(rest + lift, rest, drop, QEasingCurve.Type.OutBounce)
                )
                hop.currentAnimationChanged.connect(
                    lambda now, item=item, rise=rise: _light(item, now is rise)
                )
                # Drawn where it rests, above nothing in its own column: the winning
                # card flying to the heap still passes over it.
                item.run(hop, above_all=False)
                self.aces.append(item)

    def _burst(self, pile: list[int], wait: int, duration: int, rise: QPointF) -> None:
        """Throw gold sparks from behind ``pile`` as its aces start to rise, ``wait`` ms on."""
        layout, top = self.scene.layout, self.scene.cards[pile[-1]]
        suits = [suit_of(card) for card in pile]
        burst = Sparks(suits, pile[-1], layout.card_width, self.scene.pixel_ratio, duration)
        burst.setPos(burst_origin(top.target + rise, layout.card_width, layout.card_height))
        run = QSequentialAnimationGroup(self.scene)
        run.addPause(wait)
        run.addAnimation(burst.animation)
        run.finished.connect(lambda: self._end_burst(burst))
        self.scene.addItem(burst)
        self.bursts.append((burst, run))
        run.start()

    def _end_burst(self, burst: Sparks) -> None:
        """Take a burst off the table: faded out, or cut short."""
        for i, (sparks, run) in enumerate(self.bursts):
            if sparks is burst:
                del self.bursts[i]
                run.stop()
                run.deleteLater()  # perhaps sending ``finished`` now: not deleted under it
                self.scene.removeItem(burst)
                return

    def stop(self) -> None:
        """End it at once: every ace back in its place, no spark left (an Undo, a new
        game, any input)."""
        aces, self.aces = self.aces, []
        for item in aces:
            item.finish()
        for burst, _ in list(self.bursts):
            self._end_burst(burst)


def _light(item: CardItem, rising: bool) -> None:
    """Light the ace as it starts to rise; it goes out as the ace lands (``CardItem``)."""
    if rising and item.moving:
        item.set_glow("win")
