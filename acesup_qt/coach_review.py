"""The coach's rankings for Review moves (``move_review.py``): the positions
of a finished game, ranked one at a time, Rate my moves on or off.

A review's ranking runs when the worker is free and no card slides; it is
called off when cards are about to slide and taken up again once they are
still. Every ranking found is told (``ranking_found``), so the review also
fills in from what the coach ranks anyway.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from .coach_worker import CoachWorker, Key
from .engine import Game
from .rating import Ranking


class ReviewRankings(CoachWorker):
    """The coach's worker, also ranking the positions a review of the game asks for."""

    ranking_found = Signal(object, object)  # Key, Ranking: any position ranked (for the review)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Review moves: the positions still to rank, the one being ranked, and when not to.
        self._review: list[tuple[Key, Callable[[], Game]]] = []
        self._reviewing: tuple[Key, Callable[[], Game]] | None = None
        self._review_busy: Callable[[], bool] = lambda: False

    def known(self, key: Key) -> Ranking | None:
        """The ranking of the position ``key``, if the coach has it."""
        return self._rankings.get(key)

    def rank_for_review(
        self, positions: list[tuple[Key, Callable[[], Game]]], busy: Callable[[], bool]
    ) -> None:
        """Rank ``positions`` (each a key and how to set it up), in order, one at a
        time, while not ``busy``; each comes as ``ranking_found``. Replaces any before."""
        self._review, self._review_busy = list(positions), busy
        self._rank_review()

    def review_first(self, key: Key) -> None:
        """Rank ``key`` next of the review's positions: the player chose its row and
        waits for its verdict (the one being ranked meanwhile finishes first)."""
        for index, entry in enumerate(self._review):
            if entry[0] == key:
                self._review.insert(0, self._review.pop(index))
                return

    def drop_from_review(self, keys: set[Key]) -> None:
        """Rank none of ``keys`` for the review: it learnt no win was left there. The
        one being ranked, if it is one, is called off: its worker's time goes back to
        the search for the next winnable deal."""
        self._review = [entry for entry in self._review if entry[0] not in keys]
        reviewing = self._reviewing
        if reviewing is not None and reviewing[0] in keys:
            self._reviewing = None
            if self._running == reviewing[0]:
                self._call_off()

    def stop_review(self) -> None:
        """Rank no more for the review (it closed, or a new game began)."""
        self._review = []
        reviewing, self._reviewing = self._reviewing, None
        if reviewing is not None and self._running == reviewing[0]:
            self._call_off()

    def make_way(self) -> None:
        """Cards are about to slide: a review's ranking waits until they are still."""
        reviewing = self._reviewing
        if reviewing is not None and self._running == reviewing[0]:
            self._reviewing = None
            self._review.insert(0, reviewing)
            self._call_off()
        super().make_way()

    def _reviewed(self, key: Key) -> None:
        """The position ``key`` is ranked: the review's ranking, if it was, is done."""
        if self._reviewing is not None and self._reviewing[0] == key:
            self._reviewing = None

    def _rank_review(self) -> None:
        while self._review and self._running is None and not self._review_busy():
            key, position = self._review.pop(0)
            ranking = self._rankings.get(key)
            if ranking is not None:
                self.ranking_found.emit(key, ranking)
                continue
            self._reviewing = (key, position)
            self._rank(key, position(), first=False)
