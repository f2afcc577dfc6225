"""The status bar's move count and clock ("12 moves", "3:07"), and the clock's pauses.

The clock shows the time the storage records (``GameInProgress.elapsed``),
so the figure in sight is the one the statistics keep: it starts with the
game's first move, stops when the game ends (showing its time until the
next game) and, after a resume, shows the saved time and runs on from it
with the player's first move, as a new game's waits for its first. So too
when every move is undone: the deal is as dealt, and its clock waits again,
showing the time played so far, for the next move. While
the window is minimised or hidden the player is away; so too while another
window is the active one (the application inactive: another program, or a
second copy of the game, in front), the player being there, not here, until
the player clicks or types in the game's window: Qt may not say the game is
active when it is played (a window shown behind another and played with the
mouse, a platform slow to tell), and a game begun so stood at 0:00 to its
end; the player's own hand on it is the surer word (``PlayerHere``). While
the game is paused (Game > Pause, ``hold``) the player takes a break; while
the game asks "Leave this game?" or "Restart this game?"
(``held_for_question``: at start, for a game asked on the command line, or
from the menus) the player answers a question rather than plays; and while
one of the game's own dialogs is open over the table (the rules, About,
the statistics, Select deal number, a warning, the file dialogs:
``held_while_open``) the player cannot move, the table being window-modal
to it; and while Winnable deals only looks for the deal to replace the game
(``hold_for_search``), the player having left it, waits. Each way the
storage's clock is paused, and
the label is greyed, as it is before the first move. A dialog holds the
clock without the pause's veil: it takes the player's eyes off the cards by
being open, and the time it holds is time nobody could have played.
A solution shown (Show me how) is no one's game: nothing records its time,
so the clock stays at 0:00, greyed, rather than run for time counted nowhere.

Both labels keep the width of their longest text from the start ("9:59:59",
"999 moves"): the status bar's labels sit at its right end, so a clock
growing at 10:00 or at an hour, or the moves at 10 and at 100, pushed the
labels left of them aside.

Game > Pause is wired here, its clock being what a pause is first about;
the rest of what it does (``paused_table``) loads with the first pause, as
nothing of it is needed for the first frame.

Only the labels change: a tick sets the clock label's text, which repaints
that label, never the table. The ticking timer and the watch on the window
are set up once the first frame is up, at no cost to the start.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from .status_bar import keep_longest_width

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QLabel

    from .main_window import MainWindow
    from .paused_table import PausedTable

NOT_BEGUN_TIP = "Time played: the clock starts with your first move."
RESUMED_TIP = "Time played in this game so far: the clock goes on with your next move."
RUNNING_TIP = (
    "Time played in this game. The clock stops while the window is minimised "
    "or another window is active."
)
PAUSED_TIP = "Paused while the window is minimised."
ELSEWHERE_TIP = "Paused while another window is active: come back to the game to go on."
HELD_TIP = "Paused: press P or click the table to go on."
ASKED_TIP = "Paused while the game asks you a question or shows a dialog."
SEARCH_TIP = "Paused while a winnable deal is found: make a move to keep this game."
WATCHING_TIP = "A solution shown is not your game: no time is counted."
OVER_TIP = "Time played in this game."


def clock_text(seconds: float) -> str:
    """'0:07', '3:07' or '1:02:33': whole seconds, as a clock shows them (never rounded up)."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class PlayerHere(QObject):
    """Watches, while another window is said to be active, for the player's click or
    key in the game's window: ``came`` is called with the first."""

    _HANDS = (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress)

    def __init__(self, window: QWidget, came: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._came = came

    def watch(self, on: bool) -> None:
        """Watch (every event of the application: only while the player is elsewhere)."""
        app = QGuiApplication.instance()
        if app is None:
            return
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() in self._HANDS
            and isinstance(watched, QWidget)
            and watched.window() is self._window
        ):
            self._came()
        return False


def moves_text(count: int) -> str:
    return "1 move" if count == 1 else f"{count} moves"


class PlayClock(QObject):
    """Keeps the move count and the clock labels of ``window`` up to date."""

    def __init__(self, window: MainWindow, moves: QLabel, clock: QLabel) -> None:
        super().__init__(window)
        self.window = window
        self.moves_label = moves
        self.clock_label = clock
        self._timer: QTimer | None = None  # made once the first frame is up
        self._away = False  # the window is minimised or hidden
        self._elsewhere = False  # another program's window (or another copy's) is active
        self.held = False  # the player paused the game (Game > Pause)
        # "Leave this game?", the rules, the statistics... open: the player cannot move.
        self._asking = 0  # how many (About opens Licences over itself)
        self._searching = False  # a winnable deal is looked for, to take this game's place
        self._player_here = PlayerHere(window, self._came_back)
        keep_longest_width(clock, "0:00:00")  # longer games are rare
        keep_longest_width(moves, moves_text(100))  # some 60 moves a game, 100 and more seldom
        # Game > Pause: what it does loads with the first pause, not at start-up.
        self._paused_table: PausedTable | None = None
        window.game_actions.pause.toggled.connect(self._pause)
        window.model.game_started.connect(self.show)
        window.model.position_changed.connect(self.show)
        window.recorder.game_recorded.connect(self.show)  # a game left: its clock stops
        window.view.first_painted.connect(lambda: QTimer.singleShot(0, self._start_watching))
        self.show()  # in the first frame already: no label appears, or moves the others, later

    def _start_watching(self) -> None:
        timer = self._timer = QTimer(self)
        timer.setSingleShot(True)  # each tick sets the next, on the next whole second
        timer.timeout.connect(self.show)
        self.window.installEventFilter(self)
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        # Read once before the first change: PySide then knows the state's enum, which
        # it must to pass the state to a Python slot.
        self._be_elsewhere(app.applicationState() != Qt.ApplicationState.ApplicationActive)
        app.applicationStateChanged.connect(self._follow_application)
        self._follow_window()  # minimised, or another window active, before the first frame
        self.show()

    def show(self) -> None:
        """Show the moves and the time now, and tick on while the clock runs."""
        self.moves_label.setText(moves_text(len(self.window.model.game.moves)))
        autosave = self.window.recorder.autosave
        seconds = autosave.time_played()
        if autosave.current is None:  # as the end-of-game dialog and the statistics say it
            seconds = float(round(seconds))
        running = autosave.clock_running
        label = self.clock_label
        watching = self.window.recorder.watching
        label.setText(clock_text(0 if watching else seconds))
        begun = autosave.current is None or autosave.clock_begun
        # Greyed: the time does not count.
        label.setEnabled(begun and not autosave.paused and not watching)
        if watching:
            tip = WATCHING_TIP
        elif autosave.paused:
            tip = self._paused_tip()
        elif autosave.current is None:
            tip = OVER_TIP
        elif running:
            tip = RUNNING_TIP
        else:  # before the first move (of a game resumed, or undone to none: the first since)
            tip = RESUMED_TIP if self.window.model.game.moves or seconds else NOT_BEGUN_TIP
        label.setToolTip(tip)
        timer = self._timer
        if timer is None:
            return
        if running:
            # On the next whole second of the recorded time, so the label never lags it.
            timer.start(max(1, 1000 - int(seconds * 1000) % 1000))
        else:
            timer.stop()

    def _paused_tip(self) -> str:
        """Why the clock stands: the reason the player would give first."""
        if self.held:
            return HELD_TIP
        if self._asking:
            return ASKED_TIP
        if self._searching:
            return SEARCH_TIP
        return PAUSED_TIP if self._away else ELSEWHERE_TIP

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window and kind in (
            QEvent.Type.WindowStateChange,
            QEvent.Type.Hide,
            QEvent.Type.Show,
        ):
            self._follow_window()
        return False

    def _follow_application(self, state: Qt.ApplicationState) -> None:
        # The application is active while one of its windows is (the game's, or a
        # dialog over it): another program's window, or another copy's, in front is
        # the player playing there. Qt says so on every platform, from the window
        # manager's focus where the platform has no word of its own.
        self._be_elsewhere(state != Qt.ApplicationState.ApplicationActive)
        with contextlib.suppress(RuntimeError):  # the window is going: nothing to show
            self._follow_window()

    def _be_elsewhere(self, elsewhere: bool) -> None:
        if elsewhere != self._elsewhere:
            self._player_here.watch(elsewhere)
        self._elsewhere = elsewhere

    def _came_back(self) -> None:
        """The player clicked or typed in the window: here, whatever Qt last said."""
        self._be_elsewhere(False)
        self._follow_window()

    def _pause(self, on: bool) -> None:
        if self._paused_table is None:
            from .paused_table import PausedTable

            self._paused_table = PausedTable(self.window)
        self._paused_table.switch(on)  # the table, and ``hold`` for the clock

    def hold(self, held: bool) -> None:
        """Stop the clock while the player has paused the game (``held``), or go on."""
        self.held = held
        self._follow_window()

    def hold_for_search(self, searching: bool) -> None:
        """Stop the clock while a winnable deal is looked for to replace the game (the
        player agreed to leave it, and waits); a move of theirs keeps it, and the clock
        goes on."""
        self._searching = searching
        self._follow_window()

    @contextlib.contextmanager
    def held_for_question(self) -> Iterator[None]:
        """Stop the clock while the game asks the player something, then go on as before."""
        self._ask(1)
        try:
            yield
        finally:
            self._ask(-1)

    def held_while_open(self, dialog: QDialog) -> None:
        """Stop the clock while ``dialog`` (about to open, window-modal) is open: then
        go on as before, the pause (P), a minimised window or another window active
        still holding it."""
        self._ask(1)
        closed = False

        def done() -> None:
            nonlocal closed
            if not closed:  # closed, or gone without closing (the window going)
                closed = True
                self._ask(-1)

        dialog.finished.connect(done)
        dialog.destroyed.connect(done)

    def _ask(self, more: int) -> None:
        self._asking += more
        with contextlib.suppress(RuntimeError):  # the window is going: nothing to show
            self._follow_window()

    def _follow_window(self) -> None:
        window = self.window
        if self._timer is not None:  # watched once the first frame is up
            self._away = window.isMinimized() or not window.isVisible()
        paused = self._away or self._elsewhere or self.held or self._asking > 0 or self._searching
        if paused != window.recorder.autosave.paused:
            window.recorder.pause_clock(paused)
        self.show()
