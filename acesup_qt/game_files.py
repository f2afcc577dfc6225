"""Game > Save game as… and Open game…: the game on the table as a text file.

What goes into the file and how it is checked is ``storage.game_file``'s
(Qt-free, for ``acesup-qt FILE``); here are the file dialogs, the messages,
and starting an opened game. A file is checked whole before the player is
asked to leave the game in progress, so a bad file costs nothing: the game on
the table goes on. A numbered deal is saved with its number (a ``deal:``
line) and opens as that deal again; Undo steps back through an opened game's
moves. An opened game is practice, never counted in the statistics, whatever
the player does with it (its moves may be anyone's); Restart makes it a game
of the player's own, from the deal's start. A file of the game on the table,
as it is or at an earlier point of it, only takes it back to that point.

Unless that game is over: its result is recorded, and an Undo back from the
end would take it out of the statistics (an Undo after the end does), to be
put back, with more undos and more time, only by Redo to the end. Opening a
file is no move of the game: as Review moves looks at a finished game without
touching its result, and as a new game leaves it as it was recorded, a file
of a game over on the table, at an earlier point of it, starts that position
as a game of its own (practice, as any game opened), and the finished game
keeps its result and its time. That is what a new game from a saved position
is in any solitaire; the status bar says so, lest the player expect Redo.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from . import settings
from .engine import Game, card_code, card_label, format_cards, format_moves
from .storage.game_file import (
    SUFFIX,
    GameFileError,
    OpenedGame,
    read_game_file,
    with_suffix,
    write_game_file,
)
from .wording import CUSTOM_DECK, NOT_COUNTED, plural, sentence, variant_name

if TYPE_CHECKING:
    from .main_window import MainWindow

SAVE_FILTER = f"Aces Up games (*{SUFFIX})"
OPEN_FILTER = f"Aces Up games (*{SUFFIX} *.txt);;All files (*)"


def suggested_name(game: Game, deal_number: int | None) -> str:
    """The file name offered: "Aces Up deal 1234.acesup.txt", "Four Ace Patience custom deck…"."""
    name = "Aces Up" if game.variant == "standard" else variant_name(game.variant)
    deal = CUSTOM_DECK if deal_number is None else f"deal {deal_number}"
    return f"{name} {deal}{SUFFIX}"


def opened_text(game: Game, path: Path, kept: str = "") -> str:
    """What the status bar says of a game just opened: once, that it is not counted;
    ``kept``, the result ("won", "lost") of the finished game it was opened over,
    which stays in the statistics (``finished_result``)."""
    moves = len(game.moves)
    if kept:
        # The file is of the finished game on the table: said lest the player think
        # it was taken back to that point (the game left being recorded already).
        kept = f"; the game you {kept} stays in them"
    if game.is_over():
        outcome = game.outcome()
        result = "won" if outcome.won else "lost"
        return (
            f"Opened {path.name}: this game is over ({result}, score {outcome.score}); "
            f"{NOT_COUNTED}. Undo steps back to play on."
        )
    if not moves:
        # Restart would make the same game, and the player's own: worth a word.
        return f"Opened {path.name}: {NOT_COUNTED}{kept}. Restart plays it as a game of your own."
    after = f"after {plural(moves, 'move')}"
    return f"Opened {path.name} {after}: {NOT_COUNTED}{kept}. Undo steps back through them."


def finished_result(window: MainWindow) -> str:
    """The result of the counted game over on the table ("won", "lost"), as recorded,
    also while Review moves shows an earlier point of it; "" when there is none."""
    recorder, game = window.recorder, window.model.game
    if recorder.watching or not recorder.counted:
        return ""
    line = recorder.reviewed_line
    if not game.is_over() and line is not None and tuple(game.moves) == line[: len(game.moves)]:
        game = game.copy()
        game.replay(line[len(game.moves) :])
    if not game.is_over():
        return ""
    return "won" if game.is_won() else "lost"


def fault_words(error: GameFileError) -> str:
    """Why a file cannot be opened, each card it names by code named as the game names
    cards, the code kept for the player to find in the file: "7♣ (7C) cannot be
    discarded". A code only quoted from the file or given as an example ("like AS
    or TH") is no card of it, and stays as it is (``GameFileError.cards``)."""
    words = error.reason
    for card in dict.fromkeys(error.cards):  # each once, in the order named
        code = card_code(card)
        words = re.sub(rf"\b{code}\b", f"{card_label(card)} ({code})", words, count=1)
    return words


def table_stays(window: MainWindow) -> str:
    """What becomes of the table's game when no file opens (or none is saved): it goes
    on, or, over, stays as it ended (said of a finished game, "goes on" was untrue)."""
    if window.model.game.is_over():
        return "The finished game stays on the table"
    return "The game on the table goes on"


class GameFiles(QObject):
    """Saves the game of ``window`` to a file and opens one on its table."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def save_as(self) -> None:
        """Ask where, and write the game on the table there (the table is left as it is)."""
        window = self.window
        game = window.model.game.copy()  # as it was when asked: the demo may play on
        number = window.model.deal_number
        offered = Path(settings.game_folder()) / suggested_name(game, number)
        from .dialogs import save_file  # seldom needed: not loaded at start

        # with_suffix adds ".acesup.txt" to a bare name, as the dialog could not, and
        # the question before saving over a file is about that name.
        chosen = save_file.ask_save_file(
            window, "Save game as", offered, SAVE_FILTER, final=with_suffix
        )
        if not chosen:
            return
        path = Path(chosen)
        try:
            write_game_file(path, game, number)
        except OSError as error:
            self._warn(
                "Save game as",
                f"The game could not be saved to {path}.",
                f"{error.strerror or error}. {table_stays(window)}, unsaved.",
            )
            return
        settings.set_game_folder(str(path.parent))
        window.say(f"Game saved to {path}.")

    def open(self) -> None:
        """Ask for a file and open the game in it."""
        from .dialogs import save_file

        chosen = save_file.ask_open_file(
            self.window, "Open game", settings.game_folder(), OPEN_FILTER
        )
        if chosen:
            self.open_path(Path(chosen))

    def open_path(self, path: Path) -> bool:
        """Check the game in ``path`` and start it; False (and the reason told) if it is not."""
        try:
            opened = read_game_file(path)
        except GameFileError as error:
            where = f"Line {error.line}: " if error.line is not None else ""
            self._warn(
                "Open game",
                f"The game in {path} cannot be opened.",
                f"{where}{sentence(fault_words(error))}.\n\n{table_stays(self.window)}.",
            )
            return False
        settings.set_game_folder(str(path.parent))
        return self.open_opened(opened, path)

    def open_opened(self, opened: OpenedGame, path: Path) -> bool:
        """Start the game read from ``path``, or take the table's own game back to it."""
        return self._go_back_to(opened, path) or self.start(opened, path)

    def _go_back_to(self, opened: OpenedGame, path: Path) -> bool:
        """Take the game on the table back to the point the file holds, if it is of that game.

        A file of the game on the table, as it is now (saved a moment ago) or
        at an earlier point of it (saved, then played on), holds nothing but
        the player's own moves: opening it is not leaving that game (a loss)
        for someone else's (practice), but Undo, to where it was saved, the
        game staying as counted as it was. False, with nothing done, for any
        other file: one going further than the table is opened as practice, its
        moves past the table's being anyone's; so is an earlier point of a game
        over, whose result an Undo would take out (the module's docstring).
        """
        window, game = self.window, opened.game
        table = window.model.game
        if window.recorder.watching or (game.variant, game.deck) != (table.variant, table.deck):
            return False  # a shown solution is not the player's game to go back in
        saved = len(game.moves)
        if table.moves[:saved] != game.moves:
            return False
        back = len(table.moves) - saved
        if not back:
            window.say("That game is already on the table.")
            return True
        if table.is_over() or window.recorder.reviewed_line is not None:
            return False  # over, its result recorded: the file starts a game of its own
        window.demo.stop()  # the player takes over, as with Undo
        window.game_end.close()
        window.scene.finish_animations()
        with window.recorder.going_back():  # one undo in the game's record: one gesture
            for _ in range(back):
                window.model.undo_stack.undo()
        again = "it" if back == 1 else "them"  # "1 move undone. Redo plays them" read wrong
        window.say(
            f"Back to where {path.name} was saved, after {plural(saved, 'move')}: "
            f"{plural(back, 'move')} undone. Redo plays {again} again."
        )
        return True

    def start(self, opened: OpenedGame, path: Path) -> bool:
        """Put the game opened from ``path`` on the table, unless the player keeps theirs."""
        window, game = self.window, opened.game
        if not window.may_leave_game(instead=f"the game in {path.name}"):
            return False
        table = window.model.game
        same = (game.variant, game.deck) == (table.variant, table.deck)
        kept = finished_result(window) if same else ""
        window.game_end.close()
        window.recorder.open_next_game()  # practice: its moves may be anyone's
        moves = format_moves(game.moves)
        window.model.restore(format_cards(game.deck), game.variant, moves, opened.deal_number)
        # Until the next move or message: a game opened over has nothing else to say so.
        # A long name gives way first: what the message means is at its end.
        # The rule of a variant other than the table's, said as it started, after them.
        said = window.variant_news.with_rule(opened_text(game, path, kept))
        window.status_bar.show_message(said, squeeze=path.name)
        return True

    def _warn(self, title: str, text: str, detail: str) -> None:
        """Why a file could not be opened or saved: clear of the cards, since the game
        on the table stays (``clear_of_cards``)."""
        from .dialogs.clear_of_cards import clear_warning

        box = clear_warning(self.window, self.window, title, text)
        box.setInformativeText(detail)
        self.window.dialogs.open(box)
