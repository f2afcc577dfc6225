"""The time played in the game in progress, kept honest.

The clock starts with the game's first move (a deal left on the table
untouched costs nothing, as in PySolFC). A game taken up again (resumed at
the next start) goes on with the player's first move after it: the time from
the start to that move, with nothing touched, is not play either. The clock
stops while the player is away: ``pause`` when the window is minimised or
hidden, or another window is the active one, ``go_on`` when the player is back.
The GUI drives it, through ``GameInProgress``; nothing here knows about
windows, or about the saved game whose ``elapsed`` holds the stretches before.
"""

from __future__ import annotations

from collections.abc import Callable


class TimePlayed:
    """The clock of the game in progress: how long its current stretch of play has
    lasted. The seconds of the stretches before are the saved game's to keep."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._since = 0.0  # clock reading when the current stretch of play began
        # The current game has had its first move (since it was taken up again, for a
        # game resumed): its clock runs.
        self._begun = False
        self._paused = False  # the player is away (the window minimised): no time counts

    def begin(self, begun: bool) -> None:
        """A new stretch of play: the time from here counts, if the game has
        ``begun`` (had its first move). A game taken up again begins unbegun: its
        clock waits for the player's next move."""
        self._begun = begun
        self._since = self._clock()

    @property
    def begun(self) -> bool:
        """True once the game has had its first move (for a game taken up again, its
        first move since)."""
        return self._begun

    @property
    def paused(self) -> bool:
        """True between ``pause`` and ``go_on``."""
        return self._paused

    @property
    def running(self) -> bool:
        """True while time counts: the game begun, and not paused."""
        return self._begun and not self._paused

    def stretch(self) -> float:
        """Seconds played since the current stretch began: 0 while the clock stands."""
        return self._clock() - self._since if self.running else 0.0

    def pause(self) -> None:
        """The player is away: stop counting (the stretch so far is the caller's to keep)."""
        self._paused = True

    def go_on(self) -> None:
        """The player is back: count time again (if the game has begun)."""
        if self._paused:
            self._paused = False
            self._since = self._clock()

    def fold(self) -> None:
        """The stretch so far is saved with the game: count on from now."""
        self._since = self._clock()
