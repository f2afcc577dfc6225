"""What a player is told of a variant: its rule as it takes the table, and its rules, once.

The table looks the same in every variant: a player who chose Four Ace
Patience (from Game > Variant, or a game of it played again from the
statistics) had only the menu's tip to say what changes. So as a game of
another variant than the last takes the table, the status bar says its one
rule ("Now playing Four Ace Patience: only an ace may move into an empty
pile."). A game left for it counts as a loss, and that note comes first: in
one line with the rule where both fit beside the new game's name, else the
rule as the note goes (unless the player has begun to play by then).

The first game of a variant the player has never played (none in the
statistics) also offers its rules, once: a link at the status bar's right,
"How to play Four Ace Patience", opens Help > Rules with that variant's part
in sight. It asks nothing and waits for nothing: it steps aside first for a
long message, and goes with the next game or once followed. Offered, the
variant is kept in the settings and never offered again. The standard game
needs no offer: How to play lies on the felt for a player's first games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from . import settings
from .wording import how_to_play, variant_chosen, variant_name, variant_rule

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QWidget

    from .main_window import MainWindow


class VariantNews(QObject):
    """Says ``window``'s variant as a game of another takes the table, and offers the
    rules of one met for the first time."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.link: QLabel | None = None  # the offer, while it is on the status bar
        self._variant = ""  # the variant of the game before ("": none yet)
        # After the recorder's and the window's own: a game left has been said by then.
        window.model.game_started.connect(self._on_started)

    def _on_started(self) -> None:
        self._withdraw()  # offered with the game before: that game is gone
        variant = self.window.model.variant
        before, self._variant = self._variant, variant
        offered = self._offer_if_new(variant)
        if before and before != variant:
            self._say(variant_chosen(variant))
        elif offered:  # the window's first game: no change to tell of, but its rule
            self._say(variant_rule(variant))

    def _offer_if_new(self, variant: str) -> bool:
        """Offer ``variant``'s rules if the player meets it for the first time."""
        if variant == "standard" or variant in settings.variants_introduced():
            return False
        settings.set_variant_introduced(variant)  # whatever comes of it: once a variant
        if self.window.history.count(variant):
            return False  # played before this was offered: its rules are known
        from .offer_link import OfferLink

        link = self.link = OfferLink(variant, how_to_play(variant))
        link.setToolTip(f"Help > Rules (F1), at {variant_name(variant)}")
        link.linkActivated.connect(self._follow)
        self.window.status_bar.add_permanent(link)
        return True

    def _follow(self, variant: str) -> None:
        self._withdraw()  # followed: it has done its work
        self.window.dialogs.show_rules_of(variant)

    def _withdraw(self) -> None:
        link, self.link = self.link, None
        if link is not None:
            self.window.status_bar.remove_permanent(link)
            link.deleteLater()

    def _kept(self) -> list[QWidget]:
        return [self.link] if self.link is not None else []

    def _say(self, text: str) -> None:
        from .main_window import MESSAGE_MS  # loaded: it made this

        window = self.window
        bar = window.status_bar
        both = window.game_end.after_left(text)  # the note of a game left, then ``text``
        name = (window.deal_label, window.variant_label, *self._kept())
        if both == text or bar.fits_whole(both, keep=name):
            bar.show_message(both, MESSAGE_MS, keep=self._kept)
            return
        # Too long for one line beside the new game's name: the note first, as it is.
        note, game = bar.currentMessage(), window.model.games

        def after_note(message: str) -> None:
            if message == note:
                return
            bar.messageChanged.disconnect(after_note)
            # Not over other words, nor once the player is playing this game or another.
            if not message and window.model.games == game and not window.model.game.moves:
                bar.show_message(text, MESSAGE_MS, keep=self._kept)

        bar.messageChanged.connect(after_note)
