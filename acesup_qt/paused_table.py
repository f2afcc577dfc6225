"""What holds while the game is paused (Game > Pause, P), and how the player goes on.

While paused: the clock stops (``PlayClock.hold``), a veil hides the cards
(``scene.pause_veil``), from screen readers too (``TableView.veil``), and
nothing plays; a hint that comes meanwhile waits for the player to go on.
A click or key on the table is ignored quietly (no "the stock is empty" for
a D pressed at a veil), a running demo or a solution being shown waits where
it is. P again, a click on the table or Pause unchecked goes on.

Nothing changes behind the veil: Undo, Redo, Restart, Hint, Deal and Demo are
greyed, and their keys (Ctrl+Z, H...) say only how to go on (``PAUSED``), as a
greyed action's key says why it is greyed. Undo used to go on unasked and take a
move back, unseen until the veil had gone.

Nor does the status bar speak of the hidden table: the message shown when
the player pauses goes (a hint's words come back with its light: ``hint``),
and one that comes meanwhile (the coach's rating of the last move) waits, as
a hint does, to be said on going on, if the position is still the one it is
about. Only the hint's and the demo's own news, which name no card, may stay;
a running demo's words invite no move while none can be made ("Demo: waiting
while the game is paused…"), and say how to take over again on going on.

Escape, in full screen, leaves full screen as it does unpaused ("Full
screen: F11 or Esc to leave"), and the game stays paused. A player who
paused and presses Escape wants out, to the desktop: the way a video player
and a browser leave full screen, not a way back to the cards. Going on
instead would show the cards and start the clock unasked; the veil says how
to go on (P, a click), and that stays the only way.

Another game ends the pause first: New game, a deal number, Next or Previous
deal, a variant, Open game. Quit too simply closes the window. The pause
itself is never saved: the saved game keeps the time played up to the pause,
and the next start resumes the game unpaused, its clock running on from there.
"""

from __future__ import annotations

from contextlib import ExitStack
from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QEvent, QObject
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QApplication

from .actions import WHY_GREYED_OUT, grey_out, greyed_out_action
from .demo import DEMO_PAUSED, DEMO_PLAYING
from .hint import HINT_HELD, THINKING
from .scene.pause_veil import HOW_TO_GO_ON, TITLE, PauseVeil

if TYPE_CHECKING:
    from .main_window import MainWindow

MOUSE = (
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.MouseMove,
)
KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
# Why Undo and the rest are greyed while paused, said when their keys are pressed.
PAUSED = "Paused: press P or click the table to go on."
# What the status bar may say while paused: news of the hint and the demo, waiting.
NAMES_NO_CARD = ("", HINT_HELD, THINKING, *DEMO_PLAYING, DEMO_PAUSED, PAUSED)


class PausedTable(QObject):
    """Pauses and goes on with the game of ``window``, as its Pause action is checked."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.paused = False
        self.veil = PauseVeil(window.scene)
        self._held = ExitStack()  # the demo's hold, while paused
        self._swallow_release = False  # the release of the click that went on
        self._went_on = QElapsedTimer()  # since that click: a double-click plays nothing
        self._news: tuple[int, str] | None = None  # a message come while paused, its position
        window.model.position_changed.connect(self._end)  # Undo, Redo, a new game...
        window.status_bar.messageChanged.connect(self._hold_news)
        stack = window.model.undo_stack  # its Undo and Redo follow it: not while paused
        stack.canUndoChanged.connect(self._grey_out)
        stack.canRedoChanged.connect(self._grey_out)
        self._viewport = window.view.viewport()
        self._viewport.installEventFilter(self)
        window.view.installEventFilter(self)  # the table's keys: 1-4, arrows, Enter
        window.installEventFilter(self)  # keys of greyed actions, come up from elsewhere

    def switch(self, on: bool) -> None:
        """Pause (``on``) or go on; nothing when already so."""
        if on == self.paused:
            return
        self.paused = on
        window = self.window
        bar = window.status_bar
        if on:
            self._let_go()
            self._news = None
            if bar.currentMessage() not in NAMES_NO_CARD:
                bar.clearMessage()
            if bar.currentMessage() in DEMO_PLAYING:  # "Make any move": none can be made
                bar.showMessage(DEMO_PAUSED)
            self.veil.show()
            window.view.veil(TITLE, HOW_TO_GO_ON)  # hidden from screen readers too
            self._grey_out()
            self._held.enter_context(window.demo.held())
        else:
            self.veil.hide()
            window.view.unveil()
            model = window.model
            actions = window.game_actions
            for action in self._greyed():
                action.setProperty(WHY_GREYED_OUT, "")
            actions.undo.setEnabled(model.undo_stack.canUndo())
            actions.redo.setEnabled(model.undo_stack.canRedo())
            actions.restart.setEnabled(True)
            grey_out(actions, model.game, model.deal_number, window.game_end.can_review())
            self._held.close()  # the demo plays on
            if bar.currentMessage() == PAUSED:  # how to go on: gone on
                bar.clearMessage()
            if bar.currentMessage() == DEMO_PAUSED:  # how to take over, again
                bar.clearMessage()  # and the demo's words follow, if it still runs
            news, self._news = self._news, None
            if news is not None and news[0] == model.generation:  # not after an Undo
                window.game_end.say_again(news[1])
        window.winnable.hold_replay(on)
        window.play_clock.hold(on)

    def _greyed(self) -> tuple[QAction, ...]:
        """What a pause greys out: all that would change the game behind the veil."""
        a = self.window.game_actions
        return (a.undo, a.redo, a.restart, a.hint, a.deal, a.demo)

    def _grey_out(self) -> None:
        # Also once the stack has re-enabled Undo or Redo (it does as it changes).
        if not self.paused:
            return
        try:
            greyed = self._greyed()
            for action in greyed:
                action.setEnabled(False)
                action.setProperty(WHY_GREYED_OUT, PAUSED)
        except RuntimeError:  # a window closed paused: the stack clears after its actions go
            return

    def _let_go(self) -> None:
        """Cards in flight land, a card dragged goes back, the aces stop hopping."""
        scene = self.window.scene
        scene.celebration.stop()
        scene.finish_animations()
        if scene.gestures.let_go():
            scene.sync(animate=False)

    def _hold_news(self, message: str) -> None:
        # Held while Pause is checked, as the hint's words are (``hint.keep_words``),
        # not until ``switch`` hears it is not: a listener that hears it first may
        # speak, and each clearing the bar for the other, the two never ended.
        checked = self.window.game_actions.pause.isChecked()
        if self.paused and checked and message not in NAMES_NO_CARD:
            self._news = (self.window.model.generation, message)
            self.window.status_bar.clearMessage()

    def _end(self) -> None:
        self.window.game_actions.pause.setChecked(False)  # ``switch`` follows, if paused

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if not self.paused:
            return watched is self._viewport and self._after_going_on(kind)
        if watched is self._viewport and kind in MOUSE:
            if kind == QEvent.Type.MouseButtonPress:  # any button: the player is back
                self._swallow_release = True
                self._went_on.start()
                self.window.game_actions.pause.setChecked(False)
            return True
        full_screen = self.window.full_screen
        if (
            kind == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and watched is not self._viewport
            and full_screen.leaves(event)
        ):
            # Here, not up the table's way: its Escape would first let go of a
            # card marked by the keys, hidden by the veil.
            full_screen.set_full_screen(False)
            return True
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            greyed = greyed_out_action(self.window.game_actions, event)
            if greyed is not None and greyed[1] == PAUSED:  # Ctrl+Z, H...: how to go on
                from .main_window import MESSAGE_MS  # loaded: it made this

                self.window.status_bar.showMessage(PAUSED, MESSAGE_MS)
        return kind in KEYS and watched is not self._viewport

    def _after_going_on(self, kind: QEvent.Type) -> bool:
        """Whether the rest of the click that went on is kept from the table: its
        release, and a second click as quick as a double-click's (the player saw
        no card to click yet)."""
        quick = self._went_on.isValid() and not self._went_on.hasExpired(
            QApplication.doubleClickInterval()
        )
        if quick and kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            self._swallow_release = True
            return True
        if kind == QEvent.Type.MouseButtonRelease and self._swallow_release:
            self._swallow_release = False
            return True
        return False
