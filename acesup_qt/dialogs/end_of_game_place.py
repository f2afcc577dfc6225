"""Where the end-of-game dialog stands, and how it stays there as the solver's words come.

Placed first clear of the cards (``place``), in the fullest look that finds such
a spot (``end_of_game_fit``), with room kept for the words still on their way
(``end_of_game_room``); grown where it stands as they come, or as the coach's
summary grows (``_regrow``); never placed where it cuts the words under the
stock and the discard heap. ``EndOfGameDialog`` builds its parts on this.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QSize, QTimer
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine import Outcome
from .end_of_game_fit import Choice, choose, needed_size, place_in, take
from .end_of_game_looks import COMPACT, FULL, LOOKS, NARROW, SLIM, TIGHT, Look, Parts
from .end_of_game_room import Room, own_words, room_for, rooms, steadiest
from .placement import Surroundings

if TYPE_CHECKING:
    from .calm import Calm
    from .steady_label import SteadyLabel


class PlacedDialog(QDialog):
    """A dialog over the table, in the look and the spot that keep the cards in sight."""

    # Made by ``EndOfGameDialog``: what was played, its layout and its parts, and
    # the labels the solver's words come into, with their buttons.
    outcome: Outcome
    _layout: QVBoxLayout
    _parts: Parts
    verdict: QLabel
    lost_move: QLabel
    ratings: SteadyLabel  # the coach's summary, with the room it keeps
    ratings_longest: str  # the longest the coach last said its summary may come to
    show_me: QPushButton
    take_back: QPushButton

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.look = FULL  # or, for a table with no room for it, COMPACT or NARROW (see place)
        self._room: Room = ()  # the words it is sized for, besides its own
        self._rooms: tuple[Room, ...] | None = None  # the rooms to try; all, at first
        self._coming: tuple[Room, ...] = ()  # the rooms for the words to come, last placed
        self._surroundings: Surroundings | None = None  # what ``place`` kept clear of
        self.calm: Calm | None = None  # places it again as the table changes (``calm``)

    def place(self, surroundings: Surroundings) -> None:
        """Put the dialog where it hides no card (see ``placement.clear_spot``):
        at the bottom of the table if that is clear, else elsewhere on it, else
        beside the window; compact, else narrow, if there is no such spot for it
        as it is, or none that leaves the words under the stock and the discard
        heap in sight (``end_of_game_fit.choose``).
        Placed again (the window resized), it takes its full layout back where
        there is room for it. The surroundings are kept for ``show_verdict``
        and ``show_ratings``, which make it taller (and leave it as laid out)."""
        if self.isVisible():  # placed again: its own frame is known
            surroundings = surroundings.framed(self.frameGeometry(), self.geometry())
        self._surroundings = surroundings
        self._set_look(FULL)  # measured in full first: nothing is seen until placed
        self._settle(None)

    def _regrow(self, before: QRect, words: bool = False) -> None:
        """The size the new words need, still clear of the cards, from ``before``;
        ``words``: the solver's, which come into the room kept for them."""
        if not self.isVisible() or self._surroundings is None:
            self._take(self._needed_size())
            return
        coming = self._still_coming()
        if words and coming in ((), self._coming) and self._needed_size() == before.size():
            # Come into the room kept for them, no other room to keep: where it stands.
            # Placed anew, a dialog kept at the foot of felt for where the win went
            # moved up off "Stock empty" as "could not tell" came.
            self._coming = coming
            return

        def foot(size: QSize) -> QPoint:
            """Grown up and to both sides: the bottom and the centre kept."""
            return QPoint(
                before.center().x() + 1 - size.width() // 2, before.bottom() + 1 - size.height()
            )

        if self.calm is not None and self.calm.by_hand:
            size = self._needed_size()  # where the player put it: not sent back
            self._take(size, foot(size))
        else:  # grown where it was, if that spot is clear
            self._settle(foot, words)

    def _settle(self, prefer: Callable[[QSize], QPoint] | None, words: bool = False) -> None:
        """Size the dialog to its content and place it: as it is laid out, else in
        the next layout that finds a spot hiding no card (see ``end_of_game_fit``);
        after a lost game, with room for the solver's words, the most it can keep
        (see ``end_of_game_room``)."""
        surroundings = self._surroundings
        assert surroundings is not None

        def measure(look: Look) -> QSize:
            self._set_look(look)
            return self._needed_size()

        def place_with(room: Room, look: Look) -> Choice:
            self._room = room
            return place_in(surroundings, look, measure, prefer)

        def choose_with(room: Room) -> Choice:
            self._room = room
            return choose(surroundings, looks, measure, prefer)

        looks = LOOKS[LOOKS.index(self.look) :]
        tried = self._rooms
        due = not self.outcome.won and self._words_due()
        coming = self._still_coming()
        # First placed, every room it could keep; so too placed again with none while
        # the words are on their way: the table too crowded for one then, the window
        # made larger has room, and the words come without a jump.
        again = not self._room and due
        if tried is None or again:
            # None for words already in (a verdict known as the dialog opens): room
            # kept for none to come was a blank band above the buttons for good.
            tried = coming
        kept = self._room
        if kept and coming and coming != self._coming:
            # The verdict came, and where the win went is still to come: room for it
            # too, besides the room kept (the dialog grows, never shrinks), if the
            # dialog so grown hides no more than it does now; in the look it has.
            grown = tuple((*kept, *room) for room in coming)
            room, (look, size, spot) = steadiest(
                grown, choose_with(kept), surroundings, looks, place_with, choose_with
            )
            self._room = room or kept  # none: the choice made with the room kept
            if room and prefer is not None and surroundings.is_clear(QRect(prefer(size), size)):
                spot = prefer(size)  # grown where it stands, into the felt kept for it
        elif kept and (words or due):
            # The solver's words came, or are still on their way (the window resized):
            # the room is kept, placed for the size there is now. Weighed against
            # none again, a full screen's dialog was laid out with none, buttons
            # right under "Checking…", and took another layout and moved as the
            # verdict came.
            look, size, spot = choose_with(kept)
        else:
            bare = choose_with(())
            self._room, (look, size, spot) = steadiest(
                tried, bare, surroundings, looks, place_with, choose_with
            )
            own = own_words(self._room)
            if own != self._room:  # felt kept for where the win went: the dialog at its foot
                size, spot = self._at_foot(own, look, size, spot)
                if surroundings.cuts_words(QRect(spot, size)):
                    # Not there: at the foot of felt kept over "Stock empty" it would
                    # cut the words in half. Where it goes for the verdicts alone.
                    look, size, spot = place_in(surroundings, look, measure, prefer)
        self._coming = coming
        if self._rooms is None or again:
            # Then only the room it took: placed again (words come, the window is
            # resized), another would change its size for no word of its own.
            self._rooms = (self._room,) if self._room else ()
        self._set_look(look)
        self._take(size, spot)

    def _at_foot(self, own: Room, look: Look, size: QSize, spot: QPoint) -> tuple[QSize, QPoint]:
        """The dialog sized for ``own`` words in ``look``, at the foot of the place found
        for it at ``size`` (the inside's top-left at ``spot``), centred: it grows up
        into that place, clear of the cards, without moving (``_regrow``)."""
        self._room = own
        self._set_look(look)
        small = self._needed_size()
        left = spot.x() + (size.width() - small.width()) // 2
        return small, QPoint(left, spot.y() + size.height() - small.height())

    def release_room_when_told(self) -> None:
        """Once nothing more can come (the solver has said all it will, the coach has
        rated every move), give back the room kept for words that did not come: after
        the signals the last words set off (told, the coach sums the game up anew)
        have been heard."""
        if not self._words_due() and self._kept_room():
            QTimer.singleShot(0, self, self._release_room)

    def _kept_room(self) -> bool:
        return bool(self._room or self.ratings.room)

    def _ratings_done(self) -> bool:
        """Whether the coach's summary can read no longer than it does: every move rated.
        (Its longest keeps room for "Moves after no win was left are not rated." as
        long as the solver may still find the win gone: that, the solver's to say.)"""
        from ..rating import NO_WIN_SKIPPED  # loaded with the coach's summary

        def own(words: str) -> str:
            return words.removesuffix(NO_WIN_SKIPPED).rstrip()

        return own(self.ratings_longest) == own(self.ratings.text())

    def _release_room(self) -> None:
        """The room for the solver's words and the coach's summary given back where
        they did not fill it: a blank band stayed above the buttons for good. Shrunk
        from the top, the bottom and the centre kept: the buttons stay under the mouse
        that may be on its way to them, and the dialog only leaves felt and cards it
        covered, never covers more."""
        if self._words_due() or not self._kept_room():
            return  # more words are coming after all (where the win went), or none kept
        if not self._ratings_done():
            return  # the coach's next counts may still fill the room: given back with them
        self.ratings.keep_room_for("")
        self._room, self._rooms, self._coming = (), (), ()
        before = self.geometry()
        # As wide as it was: narrower, its words would wrap anew and its row of
        # buttons move to the side. Never taller: nothing new came.
        size = QSize(before.width(), min(before.height(), self._needed_size().height()))
        if not self.isVisible():
            self._take(self._needed_size())
        elif size != before.size():
            self._take(size, QPoint(before.left(), before.bottom() + 1 - size.height()))

    def _still_coming(self) -> tuple[Room, ...]:
        """The rooms for the solver's words still to come (``end_of_game_room.rooms``)."""
        if self.outcome.won or not self._words_due():
            return ()
        return rooms(self.verdict.text(), self.lost_move.text())

    def _words_due(self) -> bool:
        """Whether the solver's words are still on their way: "Checking…", or the
        search for the move that gave the win away under way."""
        from ..deal_verdict import CHECKING_TEXT
        from ..lost_win import SEARCHING_TEXT  # loaded with the first search, not at start

        return self.verdict.text() == CHECKING_TEXT or self.lost_move.text() == SEARCHING_TEXT

    @property
    def compact(self) -> bool:
        """Whether the dialog is laid out compactly (the record in two columns), or
        tight, more compactly still (the record on one line)."""
        return self.look in (COMPACT, TIGHT)

    @property
    def narrow(self) -> bool:
        """Whether the dialog is laid out narrow (wrapped, the buttons in two rows), or
        slim, narrower still."""
        return self.look in (NARROW, SLIM)

    def _needed_size(self) -> QSize:
        size = needed_size(self, self._layout, self.look)
        if not self._room:
            return size
        return size.expandedTo(room_for(self, self._room))

    def _take(self, size: QSize, spot: QPoint | None = None) -> None:
        if self.calm is not None:
            self.calm.put(lambda: take(self, size, spot))
        else:
            take(self, size, spot)

    def _set_look(self, look: Look) -> None:
        """Lay the dialog out in full, compactly or narrow (see ``end_of_game_looks``).
        Seen only once taken (``_take``): the layout changes within the size it has."""
        if look is not self.look:
            self.look = look
            self._parts.lay_out(look)
