"""Review moves: a finished game gone through move by move, as chess players review one.

The end-of-game dialog's "Review moves" opens it (``game_end``). It lists
every move of the game in order: its number, its words as its Undo names
it, who made it (the player or Game > Demo) and the coach's verdict, in the
words and with the win chances Rate my moves uses (``rating.rate``); a move
made where Tell me if the game can still be won had said no win was left is
not rated, as Rate my moves did not rate it. The
move that gave the win away, once the solver has found it (``lost_win``),
is marked. Nor is a move rated that was made once no win was left as the
review learns it after the game: the deal proven lost from its start, or
the move after which the win was gone found. A fair win chance quoted for a
move made after the deal was already lost ("Worse: 4%, best 9%") read as
the review contradicting its own verdict; such a row says no win was left,
its rating, if any came, replaced, its ranking called off. Such a move is
compared for the score instead, once the solver has found the best score still
possible before it and after it (``engine.best_scores``, in a worker): "No win
was left: kept the best score knowing the stock's order, 43", or "...: cost 3
cards of the best score knowing the stock's order (43, then 40)". The game is
over and the player told no win was left there: what the solver knows of the
stock gives nothing away.

Choosing a move takes the table to the position before it, on the Undo
stack itself (``setIndex``), and lights the move there as a hint lights
one; Undo and Redo move the choice along. Closing the review puts that
light out and leaves the table where the player put it: Redo plays on from
there. The statistics
are not touched by looking: the recorder treats positions along the
finished line as looked at, not played (``GameRecorder.review``), so the
result stays recorded once, and only a move off the line takes it back,
as an Undo after the end would (the going back counted as one undo).

Moves the coach has not ranked are ranked now, off the GUI thread, one at a
time while no card slides, each row filling in as its ranking comes
("rating…" meanwhile); a row the player chooses goes first, its verdict
wanted now. Closing the review or a new game calls that off.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple, cast

from PySide6.QtCore import QObject, Signal

from .coach_worker import Key, position_key
from .commands import move_text
from .engine import Game, Move, new_game
from .rating import AS_GOOD, CHOICE, CLOSE, NO_WIN_LEFT, WORSE, Ranking, cards_more, rate
from .wording import deal_heading, gave_the_win_away, sentence

if TYPE_CHECKING:
    from .dialogs.end_of_game import EndOfGameDialog
    from .engine.strategy import RankedMove
    from .main_window import MainWindow
    from .solver_jobs import OneSearch

RATING = "rating…"
FORCED = "The only move possible: nothing to rate"
DEMO_MOVE = "The demo's move: not rated"
# Made where Tell me if the game can still be won had said no win was left: the
# ratings go by the chance to win, so Rate my moves did not rate it (``coach``).
# Said too of a move made after the point the solver found the win gone by, in the
# end: no chance to rate it by there either.
NO_WIN = "No win was left"
NO_WIN_MOVE = f"{NO_WIN}: not rated"
KNOWING = "knowing the stock's order"


def score_words(before: int, after: int) -> tuple[str, str]:
    """A move made with no win left, compared for the score: the best score still
    possible ``before`` it and ``after`` it, in short and whole."""
    # Whose best: the solver's, who knows the order of the stock. Rate my moves, fair,
    # may have said the same Deal "leaves 1.0 cards more on average" (deal 7 after 12
    # moves), where this said "kept the best score, 5", as if the two disagreed.
    if after >= before:
        return "No win: best kept", f"{NO_WIN}: kept the best score {KNOWING}, {before}"
    cost = before - after
    cards = "card" if cost == 1 else "cards"
    whole = f"{NO_WIN}: cost {cost} {cards} of the best score {KNOWING} ({before}, then {after})"
    return f"No win: cost {cost}", whole


class Row(NamedTuple):
    """One move of the game under review."""

    number: int  # from 1
    words: str  # "Discard 7♥", as its Undo names it
    demo: bool  # made by Game > Demo
    verdict: str  # the coach's words, RATING while it works them out
    lost: bool = False  # the move that gave the win away
    short: str = ""  # the verdict in the list's narrow column ("Worse: 4%, best 9%"); else verdict
    practice: bool = False  # of a game opened from a file: its moves may be anyone's

    @property
    def by(self) -> str:
        return "Demo" if self.demo else "You"

    def sentence(self) -> str:
        """The row read as a sentence: "Move 3, yours: Discard 7♥. Worse: ....", or
        "Move 3, the demo's: …"; a practice game's moves may be anyone's, so a move of
        it the demo did not make is no one's: "Move 3: Discard 7♥. …"."""
        whose = "the demo's" if self.demo else "" if self.practice else "yours"
        number = f"Move {self.number}, {whose}" if whose else f"Move {self.number}"
        lost = f" {sentence(gave_the_win_away('it'))}." if self.lost else ""
        # "Rating…" as a sentence of its own: "rating…." read as a slip.
        verdict = sentence(self.verdict) + ("" if self.verdict.endswith("…") else ".")
        return f"{number}: {self.words}. {verdict}{lost}"


def _percent(ranked: RankedMove) -> str:
    """A win chance in short: "9%", or "under 1%" where the playouts cannot tell it
    from none."""
    from .hint_words import chance_ceiling

    chance = ranked.win_chance
    if chance is None:
        return "?"
    ceiling = chance_ceiling(chance, ranked.margin)
    if ceiling is not None:
        return f"under {ceiling}%"
    return f"{chance:.0%}"


def _compared(best: RankedMove, mine: RankedMove) -> str:
    """The first-ranked move's chance beside the one played, in whole: "9% against
    4%". Where both read alike, most often both under the same bound ("under 6%
    against under 6%" read as a misprint), said once: "both under 6%"."""
    return _alike(best, mine) or f"{_percent(best)} against {_percent(mine)}"


def _beside(best: RankedMove, mine: RankedMove) -> str:
    """The list's short of ``_compared``: the move's own chance first, as its row is
    about it, then the best move's: "4%, best 9%", "under 5%, best 6%", "both under
    6%" ("<6% vs <5%" read as a code to be broken)."""
    return _alike(best, mine) or f"{_percent(mine)}, best {_percent(best)}"


def _alike(best: RankedMove, mine: RankedMove) -> str:
    """Both chances in one, where they read alike: "both 9%", "both under 7%"
    (``_both_under``); else nothing."""
    theirs = _percent(best)
    return _both_under(best, mine) or (f"both {theirs}" if theirs == _percent(mine) else "")


def _both_under(best: RankedMove, mine: RankedMove) -> str:
    """Where neither chance can be told from nothing and the played move's bound is
    the higher, the one bound both are under: "both under 7%". Side by side ("under
    7%, best under 4%") they read as the played move being the better, when its
    higher bound means only that fewer playouts stand behind it."""
    from .hint_words import chance_ceiling

    if best.win_chance is None or mine.win_chance is None:
        return ""
    theirs = chance_ceiling(best.win_chance, best.margin)
    yours = chance_ceiling(mine.win_chance, mine.margin)
    if theirs is None or yours is None or yours <= theirs:
        return ""
    return f"both under {yours}%"


# The list's words for the ratings (``rating.SUMMARY_WORDS``: the strategy's choice,
# just as good, too close to call, clearly worse), short enough for its column.
SHORT_WORDS = {CHOICE: "Best move", AS_GOOD: "Just as good", CLOSE: "Close call", WORSE: "Worse"}
SHORT = {FORCED: "Only move", DEMO_MOVE: "Demo's move", NO_WIN_MOVE: "No win left"}


def verdict_words(ranking: Ranking, played: Move) -> tuple[str, str]:
    """The coach's verdict on ``played`` by ``ranking``, with the win chances, in
    short and whole: "Worse: 4%, best 9%", "Worse: Move K♠ to pile 2 was better (9%
    against 4%)"."""
    from .hint_words import chance_words

    kind, _ = rate(ranking, played)
    ranked = ranking.ranked
    if not kind:
        return SHORT[FORCED], FORCED
    if kind == NO_WIN_LEFT:  # the exact chances prove it: as in play, not rated
        return SHORT[NO_WIN_MOVE], NO_WIN_MOVE
    mine = next(r for r in ranked if r.move == played)
    best, choice = ranked[0], ranking.names[ranked[0].move]
    against = f"({_compared(best, mine)})"
    if kind in (CHOICE, AS_GOOD):
        short = f"{SHORT_WORDS[kind]}: {_percent(mine)}"
    else:
        short = f"{SHORT_WORDS[kind]}: {_beside(best, mine)}"
    if kind == CHOICE:  # "Best": the strategy's choice is its first-ranked move
        return short, f"The strategy's choice ({chance_words(mine)})"
    if kind == AS_GOOD:
        return short, f"As good as the strategy's choice, {choice} ({chance_words(mine)})"
    if kind == CLOSE:
        whole = f"Close: the strategy would have played {choice}, too close to call {against}"
        if mine.score_behind is not None:  # as Rate my moves says it (``rating``)
            return short, f"{whole}, but it discards {cards_more(mine.score_behind)} on average"
        return short, whole
    assert kind == WORSE
    return short, f"Worse: {choice} was better {against}"


class MoveReview(QObject):
    """The finished game of ``window`` under review: its rows, and the table taken along."""

    row_changed = Signal(int)  # a row's words changed (a rating came, the lost move found)
    position_shown = Signal(int)  # the table shows the position before this row's move
    verdict_changed = Signal(str)  # the solver's verdict on the deal, as the dialog has it
    finished = Signal(int)  # the review closed (the solver's searches stop with it)
    offers_changed = Signal()  # Show me how or Take me back there, now offered or not

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        model = window.model
        game = model.game
        self.variant, self.deck = game.variant, tuple(game.deck)
        # The whole game, also opened again (Game > Review moves) at a past position
        # of it: left there by a review closed, or by Take me back there.
        line, moves = window.recorder.reviewed_line, tuple(game.moves)
        self.moves: tuple[Move, ...] = line if line and line[: len(moves)] == moves else moves
        end = new_game(self.deck, self.variant)
        end.replay(self.moves)
        self.won = end.is_won()
        self.title = f"{deal_heading(model.deal_number)}: score {end.score}" + (
            ", won" if self.won else ""
        )
        demo, practice = window.recorder.demo_line, not window.recorder.counted
        self.rows: list[Row] = []
        self._keys: dict[Key, int] = {}
        walk = new_game(self.deck, self.variant)
        told = window.still_line  # what Tell me if the game can still be won said in play
        for index, move in enumerate(self.moves):
            number = index + 1
            verdict = DEMO_MOVE if number in demo else RATING
            if verdict == RATING and len(walk.legal_moves()) < 2:
                verdict = FORCED
            elif verdict == RATING and told is not None and told.said_in_play(walk):
                verdict = NO_WIN_MOVE  # not ranked: no win chance to rate it by
            row = Row(number, move_text(walk, move), number in demo, verdict, practice=practice)
            self.rows.append(row._replace(short=SHORT.get(verdict, verdict)))
            if verdict == RATING:
                self._keys[position_key(walk)] = index
            walk.push(move)
        # What the end-of-game dialog offers after a lost game, offered here too: the
        # dialog is gone once the review opens, and its offers went with it.
        self.winnable_deal = False  # the solver proved the deal winnable: Show me how
        self._verdict = ""  # the solver's words on the deal
        self._lost_words = ""  # and on the move that gave the win away, once looked for
        self.back_to: int | None = None  # the win still there after so many moves
        self._closed = False
        self._listening = False  # connected to the coach's rankings (none to rank: never)
        self._lit: Move | None = None  # the move the review lit on the table
        self._scores: OneSearch[int] | None = None  # the best scores, from a row on
        self._scored_from: int | None = None  # the row they are asked from
        # Those best scores once found, from their first row: a row found later to be
        # made with no win left (its exact chances prove it) is compared by them too.
        self._best_scores: tuple[int, list[int | None]] | None = None
        window.recorder.review(True)
        model.undo_stack.indexChanged.connect(self._on_index)
        model.game_started.connect(self.close)

    def start(self) -> None:
        """Fill in what is known, and ask the coach and the solver for the rest."""
        window = self.window
        self._lost_known()
        if self.shown < len(self.rows):  # opened again at a past position: its move lit
            self._on_index(self.shown)
        if not self.won:  # the solver's verdict and the move that lost it
            window.winnable.check(cast("EndOfGameDialog", self))
        self._no_win_known()  # a verdict known already came at once: no ranking for those
        self._compare_scores()  # rows said in play to be made with no win left
        if not self._keys:
            return
        coach = window.coach
        if coach is None:  # Rate my moves never on: a coach that rates nothing in play
            from .window_coach import coach_of

            coach = window.coach = coach_of(window)
        coach.ranking_found.connect(self._on_ranked)
        self._listening = True
        for key in list(self._keys):
            ranking = coach.known(key)
            if ranking is not None:
                self._on_ranked(key, ranking)
        positions = [(key, self._position_of(index)) for key, index in self._keys.items()]
        scene, demo, winnable = window.scene, window.demo, window.winnable

        def busy() -> bool:  # never while cards slide: the ranking would make them stutter
            return scene.animating or demo.running or winnable.replaying or window.hints.busy

        coach.rank_for_review(sorted(positions, key=lambda p: self._keys[p[0]]), busy)

    def _position_of(self, index: int) -> Callable[[], Game]:
        """How to set up the position before move ``index``: when its turn comes, not all now."""

        def position() -> Game:
            game = new_game(self.deck, self.variant)
            game.replay(self.moves[:index])
            return game

        return position

    def _on_ranked(self, key: Key, ranking: Ranking) -> None:
        index = self._keys.pop(key, None)
        if index is None or self._closed:
            return
        row = self.rows[index]
        short, whole = verdict_words(ranking, self.moves[index])
        self.rows[index] = row._replace(verdict=whole, short=short)
        self.row_changed.emit(index)
        if whole == NO_WIN_MOVE:  # compared for the score instead, as such rows are
            self._compare_scores()
            if self._best_scores is not None:
                self._score_rows(*self._best_scores)

    # -- the solver's words, as the end-of-game dialog gets them (``winnable.check``) --

    def show_verdict(self, text: str, winnable: bool) -> None:
        self.winnable_deal = winnable
        self._no_win_known()
        self._verdict = text
        self.verdict_changed.emit(self.verdict_text())
        self.offers_changed.emit()

    def show_lost_move(self, text: str, back_to: int | None) -> None:
        self.back_to = back_to
        self._lost_known()
        self._no_win_known()
        # Said under the verdict, as the end-of-game dialog says it: without it the
        # panel offered Take me back there and never said where, nor which moves (the
        # solver not sure which of moves 5 to 8 gave the win away: no row marked).
        self._lost_words = text
        self.verdict_changed.emit(self.verdict_text())
        self.offers_changed.emit()

    def verdict_text(self) -> str:
        """The solver's verdict on the deal, then where the win went, as far as known."""
        return " ".join(words for words in (self._verdict, self._lost_words) if words)

    def show_me_how(self) -> None:
        """Show me how, as the end-of-game dialog has it: the deal restarted, the
        solver's solution played on it (which ends the review)."""
        self.window.winnable.show_solution()

    def take_me_back(self) -> None:
        """Take me back there: the row after which the win was gone, its position on
        the table (looked at, as any row chosen: Redo plays on)."""
        if self.back_to is not None:
            self.show(self.back_to)

    def _no_win_from(self) -> int | None:
        """The first row made with no win left, as the solver has found by now: 0 for a
        deal proven lost from its start, else the row after the one after which the
        win was gone (the move that gave it away, or the last it may be); None if not
        known (not yet, or a game won)."""
        return self.window.winnable.verdict.no_win_from(self.variant, self.deck, self.moves)

    def _no_win_known(self) -> None:
        """Rows made once no win was left say so: not rated, their ratings and rankings
        dropped (the chance of a win already gone is no yardstick)."""
        start = self._no_win_from()
        if start is None or self._closed:
            return
        dropped = {key for key, index in self._keys.items() if index >= start}
        for key in dropped:
            del self._keys[key]
        coach = self.window.coach
        if dropped and coach is not None:
            coach.drop_from_review(dropped)
        for index in range(start, len(self.rows)):
            row = self.rows[index]
            if row.verdict in (DEMO_MOVE, FORCED) or row.verdict.startswith(NO_WIN):
                continue  # no chance in their words
            self.rows[index] = row._replace(verdict=NO_WIN_MOVE, short=SHORT[NO_WIN_MOVE])
            self.row_changed.emit(index)
        self._compare_scores()

    def _compare_scores(self) -> None:
        """Ask the solver the best scores still possible from the first row made with
        no win left on (``engine.best_scores``), to compare those rows for the score."""
        first = next((i for i, row in enumerate(self.rows) if row.verdict == NO_WIN_MOVE), None)
        if first is None or self._closed:
            return
        if self._scored_from is not None and self._scored_from <= first:
            return  # asked already, from there or earlier
        from .engine.best_scores import best_scores_along
        from .solver_jobs import OneSearch

        if self._scores is None:
            self._scores = OneSearch(self, self._on_scores)
        self._scored_from = first
        deck, variant, moves = self.deck, self.variant, self.moves
        self._scores.start(
            first,
            lambda cancel, go_on: best_scores_along(deck, variant, moves, first, cancel, go_on),
        )

    def _on_scores(self, first: int, result: object) -> None:
        if self._closed or not isinstance(result, list):
            return  # FAILED: the bug box said so, and the rows stay "not rated"
        self._best_scores = (first, result)
        self._score_rows(first, result)

    def _score_rows(self, first: int, result: list[int | None]) -> None:
        """The rows from ``first`` on made with no win left, compared for the score by
        ``result``, the best scores still possible before each (and after the last)."""
        for index in range(first, len(self.rows)):
            row = self.rows[index]
            before, after = result[index - first], result[index - first + 1]
            if row.verdict != NO_WIN_MOVE or before is None or after is None:
                continue
            short, whole = score_words(before, after)
            self.rows[index] = row._replace(verdict=whole, short=short)
            self.row_changed.emit(index)

    def _lost_known(self) -> None:
        found = self.window.winnable.lost.get((self.variant, self.deck, self.moves))
        if found is None or found.move is None:
            return
        index = found.move - 1
        if not self.rows[index].lost:
            self.rows[index] = self.rows[index]._replace(lost=True)
            self.row_changed.emit(index)

    # -- the table ---------------------------------------------------------------

    @property
    def shown(self) -> int:
        """The row whose position is on the table (len(rows): the end)."""
        return self.window.model.undo_stack.index()

    def show(self, row: int) -> None:
        """The table to the position before move ``row`` (from 0; len(rows): the end)."""
        if self._closed or not 0 <= row <= len(self.rows):
            return
        stack = self.window.model.undo_stack
        self.window.scene.finish_animations()
        if stack.index() == row:
            self._on_index(row)  # lit again
        else:
            stack.setIndex(row)

    def _on_index(self, index: int) -> None:
        if self._closed:
            return
        if tuple(self.window.model.game.moves) != self.moves[:index]:
            self.close()  # a move off the line: the game is on again, the review is over
            return
        if index < len(self.moves):
            self._lit = self.moves[index]
            self.window.scene.show_hint(self._lit)
            self._rate_first(index)
        self.position_shown.emit(index)

    def _rate_first(self, index: int) -> None:
        """The row chosen has no verdict yet: its position is the next one ranked."""
        coach = self.window.coach
        key = next((k for k, i in self._keys.items() if i == index), None)
        if coach is not None and key is not None:
            coach.review_first(key)

    def close(self) -> None:
        """The review is over: no more ratings or searches; the table stays where it
        is, without the review's light (left on, it read as a hint with no words)."""
        if self._closed:
            return
        self._closed = True
        if self._scores is not None:
            self._scores.stop()  # its worker answers within moments of being told
        window = self.window
        # RuntimeError: the window is going, its parts first (its closing closes this).
        with contextlib.suppress(RuntimeError):
            window.model.undo_stack.indexChanged.disconnect(self._on_index)
            window.model.game_started.disconnect(self.close)
            if window.coach is not None:
                if self._listening:  # not when there was nothing to rank: PySide warns
                    window.coach.ranking_found.disconnect(self._on_ranked)
                window.coach.stop_review()
            window.recorder.review(False)
            scene = window.scene
            if self._lit is not None and scene.hint == self._lit:
                scene.clear_marks()
            self.finished.emit(0)


__all__ = [
    "FORCED",
    "NO_WIN",
    "NO_WIN_MOVE",
    "RATING",
    "MoveReview",
    "Row",
    "score_words",
    "verdict_words",
]
