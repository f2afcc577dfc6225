"""A won game celebrated on the table: the four aces lift, glow and drop back, in a wave.

About 1.5 s at Normal speed, none with animations off. It only moves card
items and always ends with each ace where the game has it, so the table
still shows the model. While it plays the aces count as moving: the scene's
``animating`` holds and ``settled`` comes once, after the last ace lands, so
the end-of-game dialog and the coach wait for it. Any input ends it at once
(``TableScene.finish_animations``), and the scene ends it before following
an Undo or a new game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QSequentialAnimationGroup

from . import timing

if TYPE_CHECKING:
    from .card_item import CardItem
    from .table_scene import TableScene

LIFT = 0.26  # how high an ace rises, in card heights: clear of its slot, below the window's top


class Celebration:
    """The win celebration of one TableScene."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.aces: list[CardItem] = []  # hopping now

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
        for i, pile in enumerate(game.piles):  # left to right; aces stacked hop as one
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

    def stop(self) -> None:
        """End it at once: every ace back in its place (an Undo, a new game, any input)."""
        aces, self.aces = self.aces, []
        for item in aces:
            item.finish()


def _light(item: CardItem, rising: bool) -> None:
    """Light the ace as it starts to rise; it goes out as the ace lands (``CardItem``)."""
    if rising and item.moving:
        item.set_glow("win")
