"""Benchmark: how far is the planner from the best possible fair play?

Issue 3 asks for a fair strategy that wins 10% of standard games. The
planner wins about 3%, a player who knows the stock order (the solver) at
least 34%. Where the truth lies between them for fair play cannot be
computed on 52 cards, so this measures it where it can be:

1. **Reduced decks** (4 suits of the top r ranks, aces kept: the engine
   knows the ace by its rank). The best fair win rate is computed exactly
   by ``FairOptimum`` (an expectimax over what a fair player sees, every
   shuffle weighed alike), next to the planner, greedy and the solver over
   random shuffles with 95% intervals (every shuffle of 8 cards is played
   exactly). The planner's share of the optimum is the figure that matters.
2. **The end of real 52-card games.** At the planner's own position right
   after the deal that leaves 4 (or 8) cards in the stock, the best fair
   chance to win from there is exact (every order of those cards, every
   choice searched), and so is the planner's own (its play over the same
   orders). Their mean difference is the win rate the planner gives away
   in its last one (or two) deals; what it loses earlier is not measured.
   Since the planner plays its last deal exactly (``fair_play.planner_line``),
   the figure for 4 cards left is 0 by design (it was 0.39% before, CI
   0.21-0.57%, on deals 1-2000); 8 cards left measures the deal before
   (0.09 points, CI -0.05 to 0.24, on deals 1-340: about 20 s a game).

    python tests/benchmarks/bench_fair_optimum.py [--ranks 2,3] [--sample-ranks 4,5,6,7]
        [--games 20000] [--solver-games 2000] [--endgames 2000] [--endgame-stock 4,8] [--check 3]
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
import time

from acesup_qt.cli.simulate import wilson_interval
from acesup_qt.engine import DEAL, deal_cards, new_game
from acesup_qt.engine.cards import Card
from acesup_qt.engine.fair_optimum import FairOptimum, top_ranks_deck
from acesup_qt.engine.fair_play import planner_line, play_game
from acesup_qt.engine.game import Game
from acesup_qt.engine.planner import after_line
from acesup_qt.engine.solver import WINNABLE, solve

STRATEGIES = ("planner", "greedy", "solver")


def _wins(deck: list[Card], strategy: str) -> bool:
    if strategy == "solver":
        return solve(deck).status == WINNABLE
    return play_game(new_game(deck), strategy).is_won()


def _decks(ranks: int, games: int, seed: int) -> tuple[list[list[Card]], bool]:
    """Every shuffle when there are few (8 cards: 40,320), else ``games`` random ones."""
    cards = top_ranks_deck(ranks)
    if math.factorial(len(cards)) <= max(games, 50_000):
        return [list(order) for order in itertools.permutations(cards)], True
    rng = random.Random(seed)
    return [rng.sample(cards, len(cards)) for _ in range(games)], False


def _rate(wins: int, games: int, exact: bool) -> str:
    if exact:
        return f"{wins / games:7.2%} exact"
    low, high = wilson_interval(wins, games)
    return f"{wins / games:7.2%} ({low:.2%}-{high:.2%})"


def small_decks(
    exact_ranks: list[int], sample_ranks: list[int], games: int, solver_games: int
) -> None:
    print("Reduced decks: 4 suits of the top r ranks (aces kept)")
    header = f"{'r':>2} {'cards':>5} {'states':>9} {'seconds':>8} {'optimum':>9}"
    for name in STRATEGIES:
        header += f"  {name:<24}"
    print(header + "  planner/optimum")
    for ranks in sorted(set(exact_ranks) | set(sample_ranks)):
        line = f"{ranks:>2} {4 * ranks:>5}"
        optimum = None
        if ranks in exact_ranks:
            started = time.perf_counter()
            search = FairOptimum(top_ranks_deck(ranks))
            optimum = search.start_value()
            seconds = time.perf_counter() - started
            line += f" {search.states:>9} {seconds:>8.1f} {optimum:>9.2%}"
        else:
            line += f" {'-':>9} {'-':>8} {'-':>9}"
        decks, exact = _decks(ranks, games, seed=ranks)
        planner = 0.0
        for name in STRATEGIES:
            if name == "solver" and not exact:
                decks = decks[:solver_games]  # the solver takes up to seconds on 28 cards
            wins = sum(_wins(deck, name) for deck in decks)
            line += f"  {_rate(wins, len(decks), exact):<24}"
            if name == "planner":
                planner = wins / len(decks)
        if optimum:
            line += f"  {planner / optimum:.1%}"
        print(line, flush=True)


def _planner_value(
    piles: list[list[Card]], stock: list[Card], discarded: int, target: int
) -> float:
    """The planner's exact chance to win from here: the mean over every order of ``stock``.

    The planner sees only the stock's set, so its line before a deal is the
    same for every order; each ordered draw is then followed alike.
    """
    mask = 0
    for card in stock:
        mask |= 1 << card
    line = planner_line(piles, discarded, len(stock), mask, False)
    work = after_line(piles, line)
    discarded += sum(1 for _, pile in line if pile < 0)
    if not stock:
        return 1.0 if discarded >= target else 0.0
    total = 0.0
    draws = 0
    for draw in itertools.permutations(stock, 4):
        rest = [c for c in stock if c not in draw]
        total += _planner_value(
            [[*p, c] for p, c in zip(work, draw, strict=True)], rest, discarded, target
        )
        draws += 1
    return total / draws


def _planner_choice(search: FairOptimum, position: Game) -> float:
    """The planner's exact chance to win from ``position``, by its choice of end position.

    From the deal that leaves 8 cards on, the planner plays its last deal
    exactly (``planner_line``), which is the best fair play from there; so
    its chance is the exact value of dealing from the end position it
    chooses now. ``_planner_value`` plays every order out instead, which
    checks this on the first games and takes twice as long.
    """
    mask = 0
    for card in position.stock_cards():
        mask |= 1 << card
    piles = [list(p) for p in position.piles]
    line = planner_line(piles, position.score, position.stock_count, mask, False)
    return search.deal_value(after_line(piles, line), mask)


def endgames(first: int, count: int, stock_left: int, check: int) -> None:
    """The planner's loss over its last deals in its own 52-card games."""
    started = time.perf_counter()
    loss = []
    for number in range(first, first + count):
        deck = deal_cards(number)
        game = play_game(new_game(deck))
        # Replay the planner's game up to the deal that leaves ``stock_left`` cards.
        position = new_game(deck)
        for move in game.moves:
            position.push(move)
            if move.kind == DEAL and position.stock_count == stock_left:
                break
        else:
            continue  # the planner ended the game before: no decision to measure
        search = FairOptimum(deck)
        best = search.value(position)
        own = 0.0
        if best > 0.0:  # else the planner cannot win either
            own = _planner_choice(search, position)
            if number - first < check:
                played = _planner_value(
                    [list(p) for p in position.piles],
                    sorted(position.stock_cards()),
                    position.score,
                    48,
                )
                if abs(played - own) > 1e-9:
                    raise SystemExit(f"deal {number}: planner played {played}, chose {own}")
        loss.append(best - own)
        if stock_left > 4:  # slow: show each game as it is done
            print(f"  deal {number}: best fair {best:.2%}, planner {own:.2%}", flush=True)
    mean = sum(loss) / len(loss)
    spread = math.sqrt(sum((x - mean) ** 2 for x in loss) / max(1, len(loss) - 1))
    half = 1.96 * spread / math.sqrt(len(loss))
    worse = sum(1 for x in loss if x > 1e-9)
    print(
        f"\nStandard deals {first} to {first + count - 1}: from the planner's position right "
        f"after the deal that leaves {stock_left} cards in the stock ({len(loss)} games "
        f"got there)"
    )
    print(
        f"  the best fair play wins {mean:.3%} more of the games than the planner "
        f"(95% CI {mean - half:.3%} to {mean + half:.3%}); the planner lost chances "
        f"in {worse} of {len(loss)} games ({time.perf_counter() - started:.0f} s)",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ranks", default="2,3", help="deck sizes solved exactly")
    parser.add_argument("--sample-ranks", default="4,5,6,7", help="deck sizes only sampled")
    parser.add_argument("--games", type=int, default=20_000, help="shuffles per deck size")
    parser.add_argument("--solver-games", type=int, default=2000, help="of them solved")
    parser.add_argument("--endgames", type=int, default=2000, help="52-card games, 0 for none")
    parser.add_argument("--endgame-stock", default="4", help="cards left, e.g. 4,8")
    parser.add_argument("--start", type=int, default=1)
    parser.add_argument(
        "--check", type=int, default=3, help="games whose planner play is also played out"
    )
    args = parser.parse_args()
    small_decks(
        [int(r) for r in args.ranks.split(",") if r],
        [int(r) for r in args.sample_ranks.split(",") if r],
        args.games,
        args.solver_games,
    )
    for stock_left in [int(s) for s in args.endgame_stock.split(",") if s]:
        if args.endgames:
            endgames(args.start, args.endgames, stock_left, args.check)


if __name__ == "__main__":
    main()
