"""Fair play: rank the legal moves without looking at the order of the stock.

This is the interface the Hint button, the demo and ``acesup hint`` use:
``rank_moves(game, seed)`` returns every legal move, best first, each with an
estimated chance to win and a reason in words, described and as an order
(``reasons.py``).

Fairness: decisions use the piles, the discards and the *set* of cards
still in the stock (``Game.stock_cards()``), never their order. The ranking
comes from the planner (``planner.py``), which searches every position
reachable before the next deal. The win chance of a move comes from
playouts: the unseen cards are shuffled with a seeded generator (so the
answer is the same for a seed) and the game is played out by the planner
(``fair_play.play_out``). Before the last deal the ranking and the chances
are exact instead (``fair_optimum.py``).

``objective="score"`` ranks for the best final score (cards discarded)
instead: the aim once the player knows no win is left (Settings > Tell me
if the game can still be won has said so), with ``score`` in place of the
win chance. That is all it takes from the solver: the ranking itself still
never looks at the stock's order.

``objective=WIN_ELSE_SCORE`` ranks for the win, but for the best score where
the exact chances (before the last deal, or with the stock empty) prove no win
is left: every move's chance nought, all alike for the win, a Deal that throws
cards away too. The hint and the demo play by it. The same search gives both
rankings, so such a position is ranked once (a move's ``score`` tells which).

"Was this deal winnable?" is the solver's question, not a fair one: see
``solver.solve(game_or_deck, ...)``, which returns a ``SolveResult``.

Playing whole games with a strategy by name (``acesup play`` and
``simulate``) is ``fair_play.py``'s.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from .cards import card_mask
from .chances import Tally, clear_order, play_outs
from .fair_play import last_deal_search, play_out
from .game import Game
from .moves import DEAL, DISCARD, SHIFT, Move
from .planner import evaluate, reachable_best
from .reasons import explained

HINT_BUDGET_SECONDS = 0.15  # a cap on the playout time of one hint
HINT_PLAYOUTS = 64  # playouts of one hint, shared among the legal moves
# Exact chances are equal when they agree to this many places: one chance
# reached by two paths may differ in its last bits, and a move "better" by
# 1e-16 would be nonsense, in the ranking's order and in anyone's words.
EXACT_PLACES = 9
# ``rank_moves``'s objective: the win, or the best score where the exact chances prove
# no win is left (see the module's docstring).
WIN_ELSE_SCORE = "win-else-score"
OBJECTIVES = ("win", "score", WIN_ELSE_SCORE)


def changes_nothing(game: Game, move: Move) -> bool:
    """``move`` takes a card alone on its pile to an empty pile.

    To a fair player that changes nothing: the position after it is this one
    with two piles swapped, and the unseen cards are as likely to land on
    either, so it is worth exactly what this position is worth. (The solver,
    which knows which card lands where, sees a difference.)
    """
    return move.kind == SHIFT and len(game.piles[move.source]) == 1


def _exact_key(chance: float) -> float:
    """An exact chance as the ranking compares it (see ``EXACT_PLACES``)."""
    return round(chance, EXACT_PLACES)


@dataclass(frozen=True)
class RankedMove:
    """A legal move with how good it looks.

    ``win_chance`` is the estimated probability of winning after the move
    (0 to 1), or None when this ranking cannot estimate it; ``margin`` is
    the half-width of its 95% interval (0 when exact) and ``playouts`` the
    games played out behind it (see ``chances.py``).
    ``score`` is, in a ranking for the best score (``objective="score"``),
    the expected final score after the move, ``score_margin`` its 95%
    half-width (0 when exact); both None in a ranking for the win.
    ``reason`` describes the move and says why ("discards 7♥, uncovering
    8♦"), as ``acesup hint`` prints it; ``advice`` says the same as an
    order to the player ("Discard 7♥, uncovering 8♦"), as the window's
    hint does, naming the pile a card moves to.
    """

    move: Move
    win_chance: float | None
    reason: str
    margin: float | None = None
    playouts: int = 0
    advice: str = ""
    score: float | None = None
    score_margin: float | None = None
    # In a ranking for the win from playouts: how many cards fewer than the first move
    # this one discards on average, where the same playouts show the first clearly
    # scores more (``Tally.beats``); else None. Early in a game nearly every win chance
    # is too close to call with the first's, Deals that throw discards away included.
    score_behind: float | None = None

    def as_good_as(self, other: RankedMove) -> bool:
        """Known to be exactly as good as ``other``: both chances (or scores) exact and equal.

        Equal as ``rank_moves`` orders exact chances, so a move ranked after
        another of the same chance is as good, not worse. Chances from
        playouts (with a margin) are never known to be equal.
        """
        mine, theirs = self.aimed(), other.aimed()
        if mine[1] != 0.0 or theirs[1] != 0.0:
            return False
        if mine[0] is None or theirs[0] is None:
            return False
        return _exact_key(mine[0]) == _exact_key(theirs[0])

    def clearly_better_than(self, other: RankedMove) -> bool:
        """Shown better than ``other`` beyond doubt: the two 95% intervals do not overlap.

        Otherwise the two are too close to call, as far as anyone can tell
        (the coach's rating and a hint's words both go by this).
        """
        (mine, my_margin), (theirs, their_margin) = self.aimed(), other.aimed()
        if mine is None or theirs is None:
            return False
        return mine - (my_margin or 0.0) > theirs + (their_margin or 0.0)

    def aimed(self) -> tuple[float | None, float | None]:
        """What the ranking aimed for and its margin: the score in a ranking for the
        best score, else the win chance (the two comparisons above go by it)."""
        if self.score is not None:
            return self.score, self.score_margin
        return self.win_chance, self.margin


def rank_moves(
    game: Game,
    seed: int = 0,
    budget_seconds: float = HINT_BUDGET_SECONDS,
    playouts: int = HINT_PLAYOUTS,
    cancel: threading.Event | None = None,
    objective: str = "win",
) -> list[RankedMove]:
    """Every legal move, best first. Uses only what a fair player can see.

    The order comes from the planner's value of the best position each move
    can reach before the next deal, changed only where the playouts clearly
    disagree. ``win_chance`` comes from ``playouts`` games played out in all
    (at least 4 per move), stopped early if ``budget_seconds`` runs out or
    ``cancel`` is set (0 seconds for no playouts: then it is None). The
    answer depends only on the position and ``seed`` unless the time cap or
    ``cancel`` cuts the playouts short. ``objective="score"``: best first for
    the final score, each move's ``score`` in place of its ``win_chance``.
    ``WIN_ELSE_SCORE``: for the win, or for the score where the exact chances
    prove no win is left.
    """
    if objective not in OBJECTIVES:
        raise ValueError(f"objective is 'win', 'score' or {WIN_ELSE_SCORE!r}, not {objective!r}")
    by_score = objective == "score"
    piles = [list(p) for p in game.piles]
    stock = sorted(game.stock_cards())  # the set only: sorted, its order says nothing
    mask = card_mask(stock)
    aces_only = game.only_aces_fill_empty_piles
    discarded = game.score
    left = len(stock)
    seen: dict[bytes, float] = {}
    here = evaluate(piles, discarded, left, mask, aces_only)
    scored = []
    for move in game.legal_moves():
        if move.kind == DEAL:
            value, order = here, 2
        else:
            card = piles[move.source].pop()
            if move.kind == DISCARD:
                value = reachable_best(piles, discarded + 1, left, mask, aces_only, seen)
                order = 0
            else:
                piles[move.target].append(card)
                value = reachable_best(piles, discarded, left, mask, aces_only, seen)
                piles[move.target].pop()
                order = 1 if piles[move.source] else 3  # a lone card's move changes nothing
            piles[move.source].append(card)
        scored.append((-value, order, move))
    scored.sort(key=lambda entry: (entry[0], entry[1]))
    moves = [m for _, _, m in scored]
    if left == len(piles):
        return _rank_before_last_deal(game, moves, mask, objective)
    per_move = max(4, playouts // max(1, len(moves)))
    tally = play_outs(game, moves, play_out, seed, budget_seconds, per_move, cancel)
    if by_score or (objective == WIN_ELSE_SCORE and _no_win_left(tally)):
        return _rank_by_score(game, moves, tally, scored, here)
    values = {move: -neg for neg, _, move in scored}
    ranked = []
    # A move that changes nothing is worth this position, so no more than the best
    # move: should its playouts happen to beat another's, it still never goes ahead
    # of a real move (the demo would pass its turn).
    ordered = clear_order(moves, tally)
    ordered.sort(key=lambda move: changes_nothing(game, move))
    for move in ordered:
        chance = tally.chance(move)
        if chance is None:
            ranked.append(RankedMove(move, None, ""))
        else:
            value, margin, count = chance.value, chance.margin, chance.playouts
            behind = _score_behind(tally, ordered[0], move)
            ranked.append(RankedMove(move, value, "", margin, count, score_behind=behind))
    return explained(game, ranked, values, here)


def _score_behind(tally: Tally, first: Move, move: Move) -> float | None:
    """How many cards fewer ``move`` discarded on average than ``first`` over the same
    guesses, if ``first`` clearly scored more (``Tally.beats``); else None."""
    if move == first or not tally.beats(first, move, by_score=True):
        return None
    mine, theirs = tally.mean_score(move), tally.mean_score(first)
    if mine is None or theirs is None:
        return None
    return theirs.value - mine.value


def _no_win_left(tally: Tally) -> bool:
    """The stock is empty and no move's playout, each the exact outcome, won."""
    runs = tally.outcomes.values()
    return tally.exact and all(r and not any(r) for r in runs)


def _rank_by_score(
    game: Game,
    moves: list[Move],
    tally: Tally,
    scored: list[tuple[float, int, Move]],
    here: float,
) -> list[RankedMove]:
    """``moves`` best first for the final score, by the playouts of ``tally``: the
    planner's order, changed only where the scores clearly disagree."""
    ordered = clear_order(moves, tally, by_score=True)
    ordered.sort(key=lambda move: changes_nothing(game, move))  # as for the win, below
    ranked = []
    for move in ordered:
        score = tally.mean_score(move)
        if score is None:
            ranked.append(RankedMove(move, None, ""))
        else:
            ranked.append(
                RankedMove(move, None, "", None, score.playouts, "", score.value, score.margin)
            )
    values = {move: -neg for neg, _, move in scored}
    return explained(game, ranked, values, here)


def _rank_before_last_deal(
    game: Game, moves: list[Move], stock_mask: int, objective: str = "win"
) -> list[RankedMove]:
    """Before the last deal every move's chance is exact, with no playouts.

    The four cards left come in one of 24 orders, and after them the stock is
    empty, so ``FairOptimum`` values every move exactly (using only the set of
    those cards, ``stock_mask``). Moves of equal chance keep the planner's
    order, which ``moves`` arrives in. ``objective="score"``: the expected
    final score, as exactly; ``WIN_ELSE_SCORE``: that, where every chance is
    nought, from the same search.
    """
    exact = last_deal_search(game.only_aces_fill_empty_piles)  # both values, one search
    win, to_come = exact.deal_values(game.piles, stock_mask)
    here = (win, to_come + game.score)  # a deal's score counts the cards to come only
    both: dict[Move, tuple[float, float]] = {}
    for move in moves:
        if move.kind == DEAL:
            both[move] = here
        else:
            after = game.copy()
            after.push(move)
            both[move] = exact.values(after)
    if objective == WIN_ELSE_SCORE:
        objective = "score" if max(win for win, _ in both.values()) == 0.0 else "win"
    aim = 1 if objective == "score" else 0
    values = {move: pair[aim] for move, pair in both.items()}
    # Compared as RankedMove.as_good_as compares them: a tie keeps the planner's order,
    # except that a move changing nothing goes behind the moves it ties with. It is
    # worth exactly this position, so it always ties with the best; ranked first, the
    # demo played a lone ace from pile to empty pile and back without end.
    ordered = sorted(
        moves, key=lambda move: (-_exact_key(values[move]), changes_nothing(game, move))
    )
    if objective == "score":
        ranked = [RankedMove(move, None, "", None, 0, "", values[move], 0.0) for move in ordered]
    else:
        ranked = [RankedMove(move, values[move], "", 0.0, 0) for move in ordered]
    return explained(game, ranked, values, here[aim])


__all__ = [
    "HINT_BUDGET_SECONDS",
    "HINT_PLAYOUTS",
    "OBJECTIVES",
    "WIN_ELSE_SCORE",
    "RankedMove",
    "changes_nothing",
    "rank_moves",
]
