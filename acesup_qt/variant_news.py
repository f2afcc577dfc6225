"""What a player is told of a variant: its rule as it takes the table, and its rules, once.

The table looks the same in every variant: a player who chose Four Ace
Patience (from Game > Variant, or a game of it played again from the
statistics) had only the menu's tip to say what changes. So as a game of
another variant than the last takes the table, the status bar says its one
rule ("Now playing Four Ace Patience: only an ace may move onto an empty
pile."). A game left for it counts as a loss, and that note comes first: in
one line with the rule where both fit beside the new game's name, else the
rule as the note goes (unless the player has begun to play by then).

The first game of a variant the player has never played (none in the
statistics) also offers its rules, once: a link at the status bar's right,
"How to play Four Ace Patience (F1)", opens Help > Rules with that variant's
part in sight. It asks nothing and waits for nothing: it steps aside first for a
long message, and goes with the next game or once followed. Offered, the
variant is kept in the settings and never offered again. The standard game
needs no offer: How to play lies on the felt for a player's first games.

A link on the status bar is out of the keyboard's reach (Tab goes from the
table to nothing else), so it names its key: while it is offered, Help > Rules
(F1, or the menu) follows it, as a click does. Followed, the Rules dialog
covers the rule's words, which went on their time meanwhile: as it closes, the
rule comes back ("Four Ace Patience: only an ace may move onto an empty
pile."), unless other words are on the bar by then.

A game opened from a file of another variant says so at length ("Opened
….acesup.txt after 9 moves: …"), which took the rule's place: the rule follows
those words in one line where both fit on the bar.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence

from . import settings
from .wording import how_to_play, variant_chosen, variant_name, variant_rule

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .main_window import MainWindow
    from .offer_link import OfferLink


class VariantNews(QObject):
    """Says ``window``'s variant as a game of another takes the table, and offers the
    rules of one met for the first time."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.link: OfferLink | None = None  # the offer, while it is on the status bar
        self._variant = ""  # the variant of the game before ("": none yet)
        self._said: tuple[str, int] = ("", 0)  # the rule said last, and in which game
        self._rule: tuple[str, int] = ("", 0)  # the rule due as a game started, and which
        # After the recorder's and the window's own: a game left has been said by then.
        window.model.game_started.connect(self._on_started)

    def _on_started(self) -> None:
        self._withdraw()  # offered with the game before: that game is gone
        variant = self.window.model.variant
        before, self._variant = self._variant, variant
        offered = self._offer_if_new(variant)
        rule = ""
        if before and before != variant:
            rule = variant_chosen(variant)
        elif offered:  # the window's first game: no change to tell of, but its rule
            rule = variant_rule(variant)
        self._rule = (rule, self.window.model.games)
        if rule:
            self._say(rule)

    def _offer_if_new(self, variant: str) -> bool:
        """Offer ``variant``'s rules if the player meets it for the first time."""
        if variant == "standard" or variant in settings.variants_introduced():
            return False
        settings.set_variant_introduced(variant)  # whatever comes of it: once a variant
        if self.window.history.games_known(variant):
            return False  # played before this was offered: its rules are known
        from .offer_link import OfferLink

        rules = self.window.game_actions.rules
        key = rules.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        link = self.link = OfferLink(variant, how_to_play(variant), key)
        menu = rules.text().replace("&", "")
        link.setToolTip(f"Help > {menu} ({key}), at {variant_name(variant)}")
        link.linkActivated.connect(lambda _: rules.trigger())  # as the key does
        self.window.status_bar.add_permanent(link)
        return True

    def follow(self) -> bool:
        """Help > Rules with the offered variant's part in sight, while the offer
        stands (else False, nothing done): by the link's click, the key it names, or
        the menu."""
        if self.link is None:
            return False
        variant = self.link.target
        self._withdraw()  # followed: it has done its work
        window = self.window
        window.dialogs.show_rules_of(variant)
        rules, game = window.dialogs.last, window.model.games
        if rules is not None:
            rules.finished.connect(lambda _: self._rule_again(variant, game))
        return True

    def _rule_again(self, variant: str, game: int) -> None:
        """The rule once more, its first words having gone meanwhile under the Rules:
        unless another game is on the table, or other words on the bar."""
        window = self.window
        said = window.status_bar.currentMessage()
        if window.model.games == game and said in ("", self._said[0]):
            self._show(variant_rule(variant))

    def _withdraw(self) -> None:
        link, self.link = self.link, None
        if link is not None:
            self.window.status_bar.remove_permanent(link)
            link.deleteLater()

    def _kept(self) -> list[QWidget]:
        return [self.link] if self.link is not None else []

    def _say(self, text: str) -> None:
        """``text`` on the status bar, after the note of a game left if that shows."""
        bar = self.window.status_bar
        both = self.window.game_end.after_left(text)  # the note of a game left, then ``text``
        if both == text or self._fits(both):
            self._show(both)
        else:  # too long for one line: the note first, as it is
            self._after(bar.currentMessage(), text)

    def before_news(self, news: str) -> str:
        """``news`` of the game just started (Winnable deals only: "Deal #9 can be won:
        ..."), after its rule, which it would wipe, while that shows: in one line where
        both fit, else the rule once the news goes."""
        said, game = self._said
        bar = self.window.status_bar
        if not news or not said or game != self.window.model.games:
            return news
        if bar.currentMessage() == said:
            both = f"{said} {news}"
            if self._fits(both):
                self._said = (both, game)
                return both
            self._after(news, said)
        # Else the rule waits behind the note of a game left, and the news joins the note.
        return news

    def with_rule(self, words: str) -> str:
        """``words`` said of the game just started (a file opened), which take the
        place of its rule: with the rule after them where both fit on the bar (its
        labels stepped aside, as for the words alone: the words name the file, and
        the rule the variant); else alone, as they were."""
        rule, game = self._rule
        both = f"{words} {rule}"
        if rule and game == self.window.model.games and self.window.status_bar.fits_whole(both):
            return both
        return words

    def _fits(self, message: str) -> bool:
        """Whether ``message`` shows whole beside the new game's deal and variant."""
        window = self.window
        name = (window.deal_label, window.variant_label, *self._kept())
        return window.status_bar.fits_whole(message, keep=name)

    def _show(self, message: str) -> None:
        from .main_window import MESSAGE_MS  # loaded: it made this

        self._said = (message, self.window.model.games)
        self.window.status_bar.show_message(message, MESSAGE_MS, keep=self._kept)

    def _after(self, note: str, text: str) -> None:
        """``text`` as soon as ``note`` (said, or about to be) has gone: not over other
        words, nor once the player is playing this game or another."""
        window = self.window
        bar = window.status_bar
        game = window.model.games

        def after_note(message: str) -> None:
            # The note with more after it (the news of a deal found) is the note still.
            if message.startswith(note):
                return
            bar.messageChanged.disconnect(after_note)
            if not message and window.model.games == game and not window.model.game.moves:
                self._show(text)

        bar.messageChanged.connect(after_note)
