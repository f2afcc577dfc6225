"""The dialogs the window opens from its menus, and its warnings.

Statistics (with "Play it again" from its list of games), the rules, About,
the deal number, Save game as… and Open game… (``game_files``), and the
warning about the statistics file or the saved game. Each is imported when
first opened: the game starts faster without them. Starting a game is the
window's own job: a dialog only asks for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from .engine import deal_cards, new_game
from .wording import left_for

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from .game_files import GameFiles
    from .main_window import MainWindow


class WindowDialogs(QObject):
    """Opens the dialogs of ``window``; ``last`` is the last one opened, for tests."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.last: QDialog | None = None
        self._files: GameFiles | None = None

    @property
    def files(self) -> GameFiles:
        """Game > Save game as… and Open game…: loaded when first used, not at start."""
        if self._files is None:
            from .game_files import GameFiles

            self._files = GameFiles(self.window)
        return self._files

    def save_game(self) -> None:
        """Game > Save game as…."""
        # The demo waits while the player chooses: a native file dialog is no
        # widget of Qt's, which the demo would see open and wait for by itself. So
        # does a winnable deal found meanwhile: the game saved is the one in sight.
        window = self.window
        with (
            window.demo.held(),
            window.play_clock.held_for_question(),
            window.winnable.deal_held(),
        ):
            self.files.save_as()

    def open_game(self) -> None:
        """Game > Open game…."""
        window = self.window
        with (
            window.demo.held(),
            window.play_clock.held_for_question(),
            window.winnable.deal_held(),
        ):
            self.files.open()

    def show_statistics(self) -> None:
        """The statistics of the variant on the table; a game in them can be played again."""
        from .dialogs.statistics import StatisticsDialog

        window = self.window
        dialog = StatisticsDialog(window.history, window.model.variant, window)
        dialog.replay_requested.connect(lambda variant, deal: self._replay(dialog, variant, deal))
        dialog.finished.connect(dialog.deleteLater)
        self.open_over_window(dialog)

    def _replay(self, dialog: QDialog, variant: str, deal: int | str) -> None:
        try:  # before asking to leave the game in progress for one that cannot start
            wanted = new_game(deal_cards(deal) if isinstance(deal, int) else deal, variant)
        except ValueError as error:  # a deck, deal number or variant the record garbled
            from .dialogs.clear_of_cards import clear_warning  # seldom needed: not at start
            from .game_files import table_stays

            stays = table_stays(self.window)
            clear_warning(
                dialog,
                self.window,
                "Play it again",
                f"This game cannot be played again ({error}). {stays}.",
            ).open()
            return
        model = self.window.model
        number = deal if isinstance(deal, int) else None
        same = number == model.deal_number and wanted.deck == model.game.deck
        # "Leave it for deal #5?", as Next deal asks, not "for a new one".
        instead = left_for(number, variant, same, model.variant)
        if isinstance(deal, int):
            started = self.window.start_deal(deal, variant, instead)
        else:
            started = self.window.start_deck(deal, variant, instead)
        if started:
            dialog.accept()

    def show_notices(self) -> None:
        """Tell the player, once, what went wrong with the statistics file or the saved game."""
        notices = self.window.recorder.notices()
        if notices:
            self.warn("\n\n".join(notices))

    def warn(self, text: str) -> None:
        """A warning about the statistics file, the saved game, or both."""
        # Clear of the cards: centred on the window, it hid piles 1 to 4, the very
        # game a player had just come back to.
        from .dialogs.clear_of_cards import clear_warning  # seldom needed: not at start

        self.open(clear_warning(self.window, self.window, "Saved game and statistics", text))

    def show_rules(self) -> None:
        """The rules of the game; at a variant's part while the status bar offers it."""
        if not self.window.variant_news.follow():
            self.show_rules_of("")

    def show_rules_of(self, variant: str) -> None:
        """The rules of the game, ``variant``'s part of them in sight (none: the top)."""
        from .dialogs.info import rules_dialog

        self.open_over_window(rules_dialog(self.window, variant))

    def show_about(self) -> None:
        """The version, the licences and where to report a bug."""
        from .dialogs.info import about_dialog

        # Centred over the window, as Rules (``open_over_window``), not clear of the
        # cards as Select deal number: About is about the program, not the game, and
        # leads to nothing done to the table; a player reads it and closes it, and looks
        # for such a page in the middle. Placed clear of the cards it sat at the foot,
        # over the status bar. So is its Licences, a long page: left where Qt centred
        # it on About, it hung past the edge of a window made smaller.
        self.open_over_window(about_dialog(self.window, self.open_over_window))

    def ask_deal_number(self) -> None:
        """Ask for a deal number and start that deal (if the player leaves the game on)."""
        from .dialogs.deal_number import DealNumberDialog

        window = self.window
        # Clear of the cards, as Leave this game? (``clear_of_cards``): the player
        # chooses to leave the game on the table, and wants it in sight meanwhile.
        dialog = DealNumberDialog(window.model.deal_number, window, window)

        def chosen() -> None:
            number = dialog.number
            if number is None:
                return
            # "Leave it for deal #5?", as Next deal asks; the deal on the table, anew.
            again = number == window.model.deal_number
            window.start_deal(number, instead=f"{'a new game of ' if again else ''}deal #{number}")

        dialog.accepted.connect(chosen)
        # Gone once closed: each kept a child of the window, and following its table.
        dialog.finished.connect(dialog.deleteLater)
        self.open(dialog)

    def open_over_window(self, dialog: QDialog) -> None:
        """Open ``dialog`` as ``open`` does, centred over the window and kept inside it as
        it is made smaller: for a dialog that needs no view of the cards (Statistics,
        Rules, About), where a player expects it."""
        from .dialogs.in_window import InWindow

        InWindow(dialog, self.window)
        self.open(dialog)

    def open(self, dialog: QDialog) -> None:
        """Open ``dialog`` window-modal, as the last one opened. The clock holds
        while it is open: the player cannot move then."""
        self.last = dialog
        self.window.play_clock.held_while_open(dialog)
        dialog.open()
