"""Why a gesture did nothing, on the status bar only as long as it explains something.

A drop or a click the rules refuse says why ("4♦ cannot go onto pile 2: ..."),
for six seconds. A player who then pressed Undo, or dropped a card on the
bare felt (the card just goes back), still read it, of a card no longer
there or a gesture long gone. A refusal answers one gesture in one position:
it goes once the position changes (a move, an Undo, a Redo, the demo's
move) or the player starts another gesture on the table (a press on it, a
key of its own), which brings its own words if it is refused too.

Only the refusal goes, and only while it is the message shown
(``StatusBar.withdraw``): a result, a hint's words or a variant's news said
since stay, and what a refusal covered (the result of a game over, a lit
hint's words) comes back as it goes, as when its time runs out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .main_window import MainWindow


class Refusals:
    """Says the window's refusals and takes the last one back once it no longer holds."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self._shown = ""  # the last refusal, as the status bar shows it
        window.scene.refused.connect(self.say)
        window.scene.gesture_began.connect(self.withdraw)
        window.model.position_changed.connect(self.withdraw)

    def say(self, text: str) -> None:
        """Say why the player's gesture or key did nothing (``MainWindow.say``)."""
        window = self.window
        window.say(text)
        # As shown: after a game's end, the result leads it (``GameEnd.after_result``).
        self._shown = window.status_bar.currentMessage()

    def withdraw(self) -> None:
        """The refusal no longer explains anything: it goes, if it is still shown."""
        shown, self._shown = self._shown, ""
        self.window.status_bar.withdraw(shown)
