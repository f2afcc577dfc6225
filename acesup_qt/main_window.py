"""The main window: the table, its actions, the status bar, and which game is on it.

Wiring only: gestures from the scene go to the model as move requests; the
model's signals update the title, the status bar and the end-of-game dialog
(``game_end``). The dialogs of the menus live in ``window_dialogs``; Demo, Next and
Previous deal with Variant, the looks and the hints are wired in their own modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeyEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from . import settings
from .actions import build_actions, connect_still_winnable, grey_out, greyed_out_action
from .deal_steps import connect_deal_steps
from .deal_title import show_game, welcome_back
from .demo import connect_demo, demo_of
from .engine import MAX_DEAL, Move
from .engine.moves import DEAL_MOVE
from .full_screen import FullScreen
from .game_end import GameEnd
from .game_recorder import GameRecorder
from .menu_tips import MenuTips
from .model import GameModel
from .play_clock import PlayClock
from .play_hand import keep_hand, played_by_key
from .refusals import Refusals
from .resources import resource_path
from .scene.card_art import CardArt
from .scene.table_scene import TableScene
from .scene.table_view import TableView
from .status_bar import StatusBar, keep_longest_width
from .storage import Autosave, History
from .table_looks import connect_table_looks
from .variant_news import VariantNews
from .window_dialogs import WindowDialogs
from .window_size import restore_size
from .winnable import WAITING_TEXT, WinnableHelper

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from .coach import Coach
    from .dialogs.end_of_game import EndOfGameDialog
    from .hint import HintRunner
    from .still_winnable import StillWinnableLine

MESSAGE_MS = 6000  # how long a status-bar message stays
# What the first frame does without comes this long after it: a start's last
# zero-delay timers run first.
AFTER_FIRST_FRAME_MS = 100
# The window's least width, the narrow stacked table's. It came from the status
# bar's labels before they stepped aside for it, and so grew with their words; a
# large application font leaves it so (the toolbar's words go under the icons, or
# off them). It is in Qt's device-independent pixels: QT_FONT_DPI=170 (or a 177%
# display) scales the whole window, cards and all, by 1.77, so 480 is 850 of the
# screen's pixels there, and the table laid out for 480 looks as it does at 100%.
LEAST_WIDTH = 480


class MainWindow(QMainWindow):
    """The Aces Up window."""

    def __init__(
        self,
        model: GameModel | None = None,
        parent: QWidget | None = None,
        history: History | None = None,
    ) -> None:
        """The window on ``model``'s game; ``history`` keeps the statistics (in memory if None)."""
        super().__init__(parent)
        self.model = model or GameModel(self)
        self.history = history or History.in_memory_only()
        self.recorder = GameRecorder(self.model, Autosave(self.history), self)
        self.art = CardArt(settings.four_colour(), settings.card_back())
        self.scene = TableScene(self.model, self.art, settings.table_colour())
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self._hints: HintRunner | None = None  # made with the first hint asked for
        self.coach: Coach | None = None  # made when Rate my moves is first turned on
        # The line of Tell me if the game can still be won, made when first turned on.
        self.still_line: StillWinnableLine | None = None
        self._stopped = False  # set by stop_work: the window's workers are done for
        self.winnable = WinnableHelper(
            self.model, self.recorder, lambda: self.scene.animating, self
        )
        self.demo = demo_of(self)  # Game > Demo: the strategy plays on, a move at a time
        self.game_end = GameEnd(self)  # the end-of-game dialog
        self.dialogs = WindowDialogs(self)  # statistics, rules, deal number, warnings...
        stack = self.model.undo_stack
        self.game_actions = build_actions(
            self, stack.createUndoAction(self, "&Undo"), stack.createRedoAction(self, "&Redo")
        )
        self._build_status_bar()
        self.setMinimumWidth(LEAST_WIDTH)
        self._connect()
        keep_hand(self)  # the keys or the mouse, as played last; the Move menu's keys count
        restore_size(self)  # full screen too, if the game was closed so
        self.full_screen = FullScreen(self, self.game_actions.full_screen, self.view.first_painted)
        self._on_started(placeholder=True)
        self.view.setFocus()

    @property
    def end_dialog(self) -> EndOfGameDialog | None:
        """The end-of-game dialog while it is open."""
        return self.game_end.dialog

    @property
    def dialog(self) -> QDialog | None:
        """The last dialog opened from the menus (or warning shown), for tests."""
        return self.dialogs.last

    def show_notices(self) -> None:
        """Tell the player, once, what went wrong with the statistics file or the saved game."""
        self.dialogs.show_notices()

    def _build_status_bar(self) -> None:
        bar = StatusBar(self)  # a long message ends in "…" and shows whole on hover
        self.setStatusBar(bar)
        self.status_bar = bar  # statusBar(), typed as ours: a file's name may be squeezed
        bar.game_of = lambda: self.model.games  # what is said is of the game on the table
        self.installEventFilter(MenuTips(bar, self))  # a menu's tip covers words, never wipes
        self.scene.withdrawn.connect(bar.withdraw)  # "... selected: Enter discards it"
        connect_demo(self)  # Game > Demo, and how to take over while it plays
        bar.messageChanged.connect(self.game_end.keep_result)  # a game over says so
        # Left to right. A long message moves them aside from the right: the score and
        # stock first (the table shows both large), then the clock and moves (the
        # winnable line, added at the right later, steps aside after the stock).
        add = bar.add_label
        self.deal_label, self.variant_label = add(), add()
        self.play_clock = PlayClock(self, moves=add(), clock=add())  # "12 moves", "3:07"
        self.stock_label, self.score_label = add(), add()
        keep_longest_width(self.stock_label, "Stock: 48")  # else narrower from 8 cards on
        keep_longest_width(self.score_label, "Score: 48")  # else wider from 10 on
        # What each label is, for a screen reader (the clock's tooltip says it; the
        # deal's and the variant's follow the game, in ``show_game``).
        self.play_clock.moves_label.setAccessibleDescription(
            "Moves made in this game: a deal counts as one, and Undo takes one off"
        )
        self.stock_label.setAccessibleDescription("Cards left in the stock, four to a deal")
        self.score_label.setAccessibleDescription(
            "Cards discarded: 48, every card but the four aces, is a win"
        )

    def _connect(self) -> None:
        a = self.game_actions
        a.new.triggered.connect(self.new_game)
        a.restart.triggered.connect(self.restart)
        a.select_deal.triggered.connect(self.dialogs.ask_deal_number)
        connect_deal_steps(self)  # Next deal, Previous deal, Variant
        connect_table_looks(self)  # Settings > Table colour, Card back, Four-colour deck
        # How to play, on the felt, for a player's first games: its module loads only
        # then, as Qt's own timer fires; no Python of it runs on the way to the first frame.
        # The title bar's icon too: the window manager draws it, not our frame, and
        # loading it (Qt's SVG icon engine, found among its plugins) took 2.6 ms.
        after_first_frame = QTimer(self, singleShot=True, interval=AFTER_FIRST_FRAME_MS)
        after_first_frame.timeout.connect(self.lay_crib)
        after_first_frame.timeout.connect(self.set_icon)
        # The next winnable deals are looked for while the player plays: not before.
        after_first_frame.timeout.connect(self.winnable.allow_ahead)
        self.view.first_painted.connect(after_first_frame.start)
        a.winnable_only.toggled.connect(settings.set_winnable_only)
        a.winnable_only.toggled.connect(lambda _: self.winnable.plan_ahead())
        a.statistics.triggered.connect(self.dialogs.show_statistics)
        a.review.triggered.connect(self.game_end.open_review)
        a.save_game.triggered.connect(self.dialogs.save_game)
        a.open_game.triggered.connect(self.dialogs.open_game)
        a.quit.triggered.connect(self.close)
        a.hint.triggered.connect(self.hint)
        a.deal.triggered.connect(self.deal)
        a.rate_moves.toggled.connect(self._set_rate_moves)
        if a.rate_moves.isChecked():
            # The coach's worker holds the GIL for long stretches: a ranking begun
            # now would slow the first frame down (to 2 or 3 times the start).
            self.view.first_painted.connect(lambda: QTimer.singleShot(0, self._start_saved_coach))
        a.rules.triggered.connect(self.dialogs.show_rules)
        a.about.triggered.connect(self.dialogs.show_about)
        for name, action in a.speeds.items():
            action.triggered.connect(lambda _=False, n=name: settings.set_animation_speed(n))
        self.scene.move_requested.connect(self.play)
        self.scene.deal_requested.connect(self.deal)
        self.scene.message.connect(self.say)
        self.refusals = Refusals(self)  # why a gesture did nothing, until it no longer holds
        self.model.game_started.connect(self._on_started)
        self.model.position_changed.connect(self._update_status)
        self.model.position_changed.connect(self._forget_hint)
        self.recorder.save_failed.connect(self.dialogs.warn)
        self.winnable.message.connect(self._say_solver_news)
        self.winnable.finding_changed.connect(self._on_finding)
        self.scene.settled.connect(self.winnable.table_still)  # "Show me how" plays on
        self.scene.sliding.connect(self.winnable.table_sliding)  # the deal ahead steps aside
        self.scene.card_held.connect(lambda held: self.winnable.player_waits("held", held))
        self._stop_still_winnable = connect_still_winnable(self)  # its own module, once on
        # Last: what it says of a game started comes after what the others said of it.
        self.variant_news = VariantNews(self)  # a variant's rule, and its rules offered once

    # -- playing -------------------------------------------------------------

    def play(self, move: Move) -> None:
        """Ask the model for ``move``; say why when the rules refuse it."""
        self.scene.finish_animations()
        # Cleared first: a move that ends the game has the result said meanwhile.
        self.statusBar().clearMessage()
        hinted = self._hint_showed(move)
        reason = self.model.request(move)
        if reason is not None:
            self.refusals.say(reason)
            self.scene.sync(animate=True)
        else:
            self._rate_last_move(hinted)

    def deal(self) -> None:
        self.scene.finish_animations()
        self.statusBar().clearMessage()  # as for any other move (see ``play``)
        hinted = self._hint_showed(DEAL_MOVE)
        reason = self.model.deal()
        if reason is not None:
            self.refusals.say(reason[0].upper() + reason[1:])
        else:
            self._rate_last_move(hinted)

    def _hint_showed(self, move: Move) -> bool:
        """Whether Hint lit ``move`` in the position it is about to be played from."""
        return self._hints is not None and self._hints.showed(self.model.game, move)

    def _rate_last_move(self, hinted: bool) -> None:
        self._start_saved_coach()  # a move before the first frame is rated too
        if self.coach is not None:  # only the player's own moves come here
            self.coach.rate_last_move(hinted)

    def _start_saved_coach(self) -> None:
        """Rate my moves was on at start: the coach starts now, if still wanted.

        Once the first frame is up, or with the player's first move if that
        comes sooner; not if the player turned it off meanwhile, nor once the
        window has stopped its work (it is closing).
        """
        if self.coach is None and self.game_actions.rate_moves.isChecked() and not self._stopped:
            self._run_coach(True)

    def _set_rate_moves(self, on: bool) -> None:
        settings.set_rate_moves(on)
        self._run_coach(on)

    def _run_coach(self, on: bool) -> None:
        if self.coach is None and on:
            from .window_coach import coach_of

            self.coach = coach_of(self)
        if self.coach is not None:
            self.coach.set_enabled(on)

    def lay_crib(self) -> None:
        """Lay How to play on the felt, once: a moment after the first frame, or
        sooner for a dialog that opens before then and must keep clear of it."""
        if self.scene.crib is None:
            from .crib_switch import lay_crib

            lay_crib(self)

    def set_icon(self) -> None:
        """Give the window the game's icon, once: a moment after the first frame, or
        sooner as a dialog over it is made before then (``ClearOfCards``). A dialog
        takes its parent's icon as it opens and keeps it: one opened at start, the
        icon still unset, kept the window system's plain one to the end."""
        if self.windowIcon().isNull():
            self.setWindowIcon(QIcon(str(resource_path("icons/acesup-qt.svg"))))

    def hint(self) -> None:
        from .hint import ask_for_hint

        ask_for_hint(self)

    @property
    def hints(self) -> HintRunner:
        """The hint worker; made (and the strategy loaded) when first needed, not at start."""
        if self._hints is None:
            from .hint import hint_runner_of

            self._hints = hint_runner_of(self)
            # The next winnable deal, looked for ahead, waits while a hint is worked out.
            self._hints.started.connect(lambda: self.winnable.hint_working(True))
            self._hints.idle.connect(lambda: self.winnable.hint_working(False))
        return self._hints

    def _forget_hint(self) -> None:
        if self._hints is not None:
            self._hints.forget()

    def _on_finding(self, finding: bool) -> None:
        """A winnable deal is looked for while the player waits, the game left on the
        table: its clock stands (the player waits, not plays), and the demo stops (its
        next move would be taken for the player's, playing on: the search called off)."""
        self.play_clock.hold_for_search(finding)
        if finding:
            self.demo.stop()

    def stop_work(self) -> None:
        """Stop the demo and every worker (hint, coach, solver) and wait for them.

        Before the window closes, and when the app quits without closing it
        (``--self-test``): a worker left running would keep the process alive
        past its end, or raise as Python shuts down.
        """
        self._stopped = True  # no coach starts after this
        self.game_end.close()  # nor an end-of-game dialog whose last card still slides
        self.demo.stop()
        if self._hints is not None:
            self._hints.wait()
        if self.coach is not None:
            self.coach.wait()
        self.winnable.stop()
        self._stop_still_winnable()

    def say(self, text: str) -> None:
        """Put ``text`` on the status bar for a while; after the game, behind its result.

        Once the game is over, what the player tries next (D on the empty stock,
        H, a click on a card) is refused: the result stays in front, as the news
        that still holds, and the refusal follows it; when the refusal goes, the
        result stays (``GameEnd.keep_result``).
        """
        self.statusBar().showMessage(self.game_end.after_result(text), MESSAGE_MS)

    def _say_solver_news(self, text: str, timeout: int) -> None:
        """The solver's words ("Finding a winnable deal…", "Deal #9 can be won: ..."),
        after the note that the game left is abandoned if that still shows."""
        text = self.variant_news.before_news(text)  # not in place of the variant's rule
        self.statusBar().showMessage(self.game_end.after_left(text), timeout)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        greyed = greyed_out_action(self.game_actions, event)  # H once the game is over...
        if greyed is None:
            super().keyPressEvent(event)
            return
        action, reason = greyed
        played_by_key(self, action)  # D on an empty stock is still the keys' hand
        if self.winnable.finding and self.model.game.is_over():
            # The game over goes as the deal found comes: what the key wants comes with it.
            self.statusBar().showMessage(WAITING_TEXT, MESSAGE_MS)
        else:
            self.refusals.say(reason)

    # -- games ---------------------------------------------------------------

    def resume(self) -> bool:
        """Put the game left last time back on the table, and say so; False if there is none."""
        if not self.recorder.resume():
            return False
        moves = len(self.model.game.moves)
        if moves:  # a deal left before its first move needs no welcome (the label marks practice)
            self.say(welcome_back(moves, self.recorder.counted))
        return True

    def new_game(self) -> None:
        if not settings.winnable_only():
            import random  # here: a resumed game, the usual start, needs none of it

            self.start_deal(random.randint(1, MAX_DEAL))
        elif self.winnable.finding_variant == self.model.variant:  # asked already, on its way
            self.statusBar().showMessage(WAITING_TEXT, MESSAGE_MS)
        elif self.may_leave_game():  # asked now: the search takes a while
            self.winnable.find_deal(self.model.variant)

    def start_deal(self, number: int, variant: str | None = None, instead: str = "") -> bool:
        """Start deal ``number``; False when the player keeps the game in progress
        (asked whether to leave it for ``instead``, if said, else for a new one)."""
        if not self.may_leave_game(instead=instead):
            return False
        self.game_end.close()
        self.model.start_deal(number, variant or self.model.variant)
        return True

    def start_deck(self, deck: str, variant: str, instead: str = "") -> bool:
        """Start a custom deck (a deck string); False when the player keeps the game
        in progress (asked as ``start_deal`` asks). (A game opened from a file starts
        in ``game_files``: practice.)"""
        if not self.may_leave_game(instead=instead):
            return False
        self.game_end.close()
        self.model.start(deck, variant)
        return True

    def restart(self) -> None:
        if not self.may_leave_game(restart=True):
            return
        self.game_end.close()
        self.model.restart()

    def may_leave_game(self, restart: bool = False, instead: str = "") -> bool:
        """True when no game is in progress, or the player agrees to leave it (a loss)."""
        if not self.recorder.in_progress:
            return True
        from .dialogs.leave_game import ask_to_leave

        # The time spent answering is not play: a question at start, the player
        # not yet at the table, would otherwise count in the game left.
        with self.play_clock.held_for_question():
            return ask_to_leave(self, restart, instead, self.recorder.counted, table=self)

    def _on_started(self, placeholder: bool = False) -> None:
        # "Deal #5" and its variant, in the title, status bar and menu. The window's
        # first game, deal 1 in Standard until the start puts the player's own in
        # its place, is no variant played: kept, it would be what the next start plays.
        show_game(self, keep_variant=not placeholder)
        # Words said of the game left ("Deal #1 is the first deal...", "There is no
        # move to undo", "Opened game.acesup.txt: this game is over") no longer hold;
        # those said as this one starts (the game left counted as a loss, the demo
        # stopped) do, and so do those said once it is on the table (a file opened).
        # Whoever said them and however: a file opened said so itself, the old game's
        # words once stayed under the new game's labels, pushing the score aside.
        self.status_bar.clear_said_before(self.model.games)
        self._update_status()

    def _update_status(self) -> None:
        game = self.model.game
        self.stock_label.setText(f"Stock: {game.stock_count}")
        self.score_label.setText(f"Score: {game.score}")
        looking_back = self.game_end.can_review()  # over, or gone back along its moves
        # Deal on an empty stock, Pause on a finished game...
        grey_out(self.game_actions, game, self.model.deal_number, looking_back)
        self.game_actions.review.setEnabled(looking_back)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_work()
        self.recorder.close()  # the game in progress stays saved: the next start resumes it
        settings.set_window_geometry(self.saveGeometry())
        super().closeEvent(event)

    def action(self, name: str) -> QAction:
        """An action by its field name in Actions ("undo", "hint", ...), for tests."""
        found = getattr(self.game_actions, name)
        assert isinstance(found, QAction)
        return found
