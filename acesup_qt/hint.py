"""Hints, worked out off the GUI thread so the table never stalls.

The strategy may take a moment; each answer carries the model's position
``generation`` and answers about an older position are dropped. Pressing
Hint again in the same position shows the next best move.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from .engine import Game, Move, card_label, parse_card
from .engine.strategy import RankedMove, rank_moves


class _Answer(QObject):
    """Carries a worker's answer back to the GUI thread (a queued signal)."""

    ready = Signal(int, object)  # generation, list[RankedMove]


class _Job(QRunnable):
    def __init__(self, game: Game, generation: int, answer: _Answer) -> None:
        super().__init__()
        self.game = game
        self.generation = generation
        self.answer = answer

    def run(self) -> None:
        ranked = rank_moves(self.game, seed=0)
        self.answer.ready.emit(self.generation, ranked)


# A card code in the strategy's words ("discards 7H"), shown to people as "7♥".
_CARD_CODE = re.compile(r"\b(10|[2-9TJQKA])([CDHS])\b")


def _card_labels(words: str) -> str:
    return _CARD_CODE.sub(lambda found: card_label(parse_card(found.group(0))), words)


def hint_text(ranked: RankedMove) -> str:
    """The words for a hint: "Hint: x3 — discards 7♥ (win chance 12%)"."""
    text = f"Hint: {ranked.move.text} — {_card_labels(ranked.reason)}"
    if ranked.win_chance is not None:
        text += f" (win chance {ranked.win_chance:.0%})"
    return text


class HintRunner(QObject):
    """Asks the strategy for the ranked moves of a position, one job at a time."""

    hint_ready = Signal(object, str)  # Move to show, words to say
    no_hint = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._answer = _Answer(self)
        self._answer.ready.connect(self._on_ready)
        self._generation = -1  # the position whose ranking is wanted or cached
        self._ranked: list[RankedMove] | None = None
        self._shown = -1  # index of the move last shown in this position
        self._game: Game | None = None

    def request(self, game: Game, generation: int) -> None:
        """Show the best move of ``game`` (the next best on a repeated request)."""
        if generation == self._generation and self._ranked is not None:
            self._show_next()
            return
        if generation == self._generation:
            return  # already being worked out
        self._generation = generation
        self._ranked = None
        self._shown = -1
        self._game = game.copy()
        self.pool.start(_Job(game.copy(), generation, self._answer))

    def forget(self) -> None:
        """The position changed: any answer still coming is about an old one."""
        self._generation = -1
        self._ranked = None
        self._game = None

    def _on_ready(self, generation: int, ranked: list[RankedMove]) -> None:
        if generation != self._generation:
            return  # the position changed while the strategy thought
        self._ranked = ranked
        self._show_next()

    def _show_next(self) -> None:
        ranked = self._ranked
        game = self._game
        if not ranked or game is None:
            self.no_hint.emit("No moves left: the game is over")
            return
        self._shown = (self._shown + 1) % len(ranked)
        choice = ranked[self._shown]
        text = hint_text(choice)
        if len(ranked) > 1:
            text += f"  [{self._shown + 1} of {len(ranked)}]"
        self.hint_ready.emit(choice.move, text)

    def wait(self) -> None:
        """Let a running job end (before the window closes)."""
        self.pool.waitForDone()

    @property
    def busy(self) -> bool:
        return self.pool.activeThreadCount() > 0


__all__ = ["HintRunner", "Move", "hint_text"]
